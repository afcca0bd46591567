import { Link } from "react-router";
import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/process";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { pageCopy, pageLang } from "~/server/page-copy.server";
import { buttonClasses } from "~/components/ui/button";
import { CtaBand, HeroHeading } from "~/components/marketing/sections";
import { cn } from "~/lib/cn";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const c = loaderData?.copy;
  return pageMeta(root, { slug: "ablauf", title: c?.metaTitle ?? "", description: c?.metaDescription ?? "" });
};

/** The copy in the page's language only (decision 0051). */
export function loader({ request, params }: Route.LoaderArgs) {
  return { copy: pageCopy("process", pageLang(request, params)) };
}

export default function Process({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const c = loaderData.copy;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
          <HeroHeading eyebrow={c.hero.eyebrow} title={c.hero.title} text={c.hero.text} textClassName="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-700" />
          <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-3 sm:gap-6">
            {c.hero.facts.map((f) => (
              <div key={f.label} className="flex flex-col-reverse rounded-2xl border border-brand-100 bg-white px-2 py-4 shadow-sm">
                <dt className="mt-1 text-xs text-slate-700 sm:text-sm">{f.label}</dt>
                <dd className="whitespace-nowrap text-base font-extrabold text-brand-700 sm:text-2xl">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="steps-title">
        <h2 id="steps-title" className="sr-only">
          {c.steps.title}
        </h2>
        <ol className="grid gap-16 md:gap-20">
          {c.steps.items.map((step, i) => (
            <li key={step.title} className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
              <img
                src={`/images/step-${i + 1}.svg`}
                alt={step.imageAlt}
                width={320}
                height={240}
                decoding="async"
                {...(i > 0 ? { loading: "lazy" as const } : {})}
                className={cn("mx-auto h-auto w-full max-w-md", i % 2 === 1 && "md:order-2")}
              />
              <div>
                <p className="flex items-center gap-3 text-sm font-bold uppercase tracking-wider text-brand-700">
                  <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg text-white" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span>
                    {c.steps.stepLabel} {i + 1}
                  </span>
                </p>
                <h3 className="mt-4 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">{step.title}</h3>
                <p className="mt-3 text-lg leading-relaxed text-slate-700">{step.text}</p>
                <ul className="mt-5 grid gap-2">
                  {step.points.map((p) => (
                    <li key={p} className="flex items-start gap-2 text-slate-800">
                      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <CtaBand id="process-cta-title" tone="dark" title={c.cta.title} text={c.cta.text}>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "lg")}>
            {c.cta.primary}
          </Link>
          <Link to={localizedPath(lang)} className={buttonClasses("outline", "lg")}>
            {c.cta.secondary}
          </Link>
        </div>
      </CtaBand>
    </>
  );
}
