import { Link } from "react-router";
import { CheckCircle2, ClipboardCheck, PlayCircle, TrendingUp } from "lucide-react";
import type { Route } from "./+types/home";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { pageCopy, pageLang } from "~/server/page-copy.server";
import { buttonClasses } from "~/components/ui/button";
import { HeroHeading } from "~/components/marketing/sections";
import { StoreBadges } from "~/components/layout/store-badges";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const c = loaderData?.copy;
  return pageMeta(root, { slug: "", title: c?.metaTitle ?? "", description: c?.metaDescription ?? "" });
};

const featureIcons = [ClipboardCheck, PlayCircle, TrendingUp];

/** The copy in the page's language only (decision 0051). */
export function loader({ request, params }: Route.LoaderArgs) {
  return { copy: pageCopy("home", pageLang(request, params)) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const c = loaderData.copy;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <HeroHeading eyebrow={c.hero.eyebrow} title={c.hero.title} text={c.hero.text} />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "lg")}>
                {c.hero.primary}
              </Link>
              <Link to={localizedPath(lang, "ablauf")} className={buttonClasses("outline", "lg")}>
                {c.hero.secondary}
              </Link>
            </div>
            <ul className="mt-8 grid gap-2">
              {c.hero.highlights.map((h) => (
                <li key={h} className="flex items-center gap-2 text-slate-800">
                  <CheckCircle2 className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                  {h}
                </li>
              ))}
            </ul>
          </div>
          <img
            src={`/images/hero-${lang}.svg`}
            alt={c.hero.imageAlt}
            width={560}
            height={440}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-lg"
          />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="features-title">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight">
          {c.features.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{c.features.intro}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {c.features.items.map((f, i) => {
            const Icon = featureIcons[i] ?? ClipboardCheck;
            return (
              <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="text-xl font-bold">{f.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{f.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="bg-slate-900 text-white" aria-labelledby="app-title">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
          <div>
            <h2 id="app-title" className="text-3xl font-bold tracking-tight">
              {c.app.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-200">{c.app.text}</p>
            <StoreBadges className="mt-8" />
          </div>
          <img
            src={`/images/app-phone-${lang}.svg`}
            alt={c.app.imageAlt}
            width={420}
            height={360}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-md"
          />
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold tracking-tight">{c.cta.title}</h2>
        <p className="mt-3 text-lg text-slate-700">{c.cta.text}</p>
        <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "lg", "mt-8")}>
          {c.cta.button}
        </Link>
      </section>
    </>
  );
}
