import { Link } from "react-router";
import {
  BadgeEuro,
  ClipboardList,
  Info,
  ListChecks,
  MapPin,
  PlayCircle,
  TrendingUp,
  UserCheck,
} from "lucide-react";
import type { Route } from "./+types/about";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { pageCopy, pageLang } from "~/server/page-copy.server";
import { buttonClasses } from "~/components/ui/button";
import { CenteredHero } from "~/components/marketing/sections";
import { cn } from "~/lib/cn";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const c = loaderData?.copy;
  return pageMeta(root, { slug: "dassteckthinterwatts", title: c?.metaTitle ?? "", description: c?.metaDescription ?? "" });
};

const pointIcons = [ClipboardList, UserCheck, ListChecks, TrendingUp, PlayCircle, MapPin, BadgeEuro];

/** The copy in the page's language only (decision 0051). */
export function loader({ request, params }: Route.LoaderArgs) {
  return { copy: pageCopy("about", pageLang(request, params)) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const c = loaderData.copy;
  return (
    <>
      <CenteredHero eyebrow={c.hero.eyebrow} title={c.hero.title} text={c.hero.text} />

      <section className="mx-auto max-w-6xl px-4 pb-16" aria-labelledby="points-title">
        <h2 id="points-title" className="text-3xl font-bold tracking-tight">
          {c.points.title}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-2" data-testid="about-points">
          {c.points.items.map((p, i) => {
            const Icon = pointIcons[i] ?? ListChecks;
            return (
              <li
                key={p.title}
                className={cn(
                  "flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm",
                  i === c.points.items.length - 1 && c.points.items.length % 2 === 1 && "md:col-span-2",
                )}
              >
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span>
                  <strong className="block text-lg font-bold text-slate-900">{p.title}</strong>
                  <span className="mt-1 block leading-relaxed text-slate-700">{p.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="bg-slate-50" aria-labelledby="expertise-title">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-2 lg:gap-14">
          <div>
            <h2 id="expertise-title" className="text-3xl font-bold tracking-tight">
              {c.expertise.title}
            </h2>
            {c.expertise.paragraphs.map((text) => (
              <p key={text} className="mt-4 text-lg leading-relaxed text-slate-700">
                {text}
              </p>
            ))}
          </div>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-bold text-slate-900">{c.expertise.reviewTitle}</h3>
            <p className="mt-3 leading-relaxed text-slate-700">{c.expertise.reviewIntro}</p>
            <ol className="mt-6 grid gap-5">
              {c.expertise.reviewSteps.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span
                    className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span className="leading-relaxed text-slate-800">{step}</span>
                </li>
              ))}
            </ol>
            <p className="mt-6 flex gap-3 rounded-xl bg-brand-50 p-4 text-sm leading-relaxed text-slate-800">
              <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              {c.expertise.note}
            </p>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title" className="text-3xl font-bold tracking-tight">
          {c.cta.title}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{c.cta.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "lg")}>
            {c.cta.primary}
          </Link>
          <Link to={localizedPath(lang, "ablauf")} className={buttonClasses("outline", "lg")}>
            {c.cta.secondary}
          </Link>
        </div>
      </section>
    </>
  );
}
