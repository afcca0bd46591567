import { Link } from "react-router";
import { Check, CreditCard } from "lucide-react";
import type { Route } from "./+types/pricing";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { pageCopy, pageLang } from "~/server/page-copy.server";
import { buttonClasses } from "~/components/ui/button";
import { CtaBand, HeroHeading } from "~/components/marketing/sections";
import { Accordion } from "~/components/ui/accordion";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const c = loaderData?.copy;
  return pageMeta(root, { slug: "preise", title: c?.metaTitle ?? "", description: c?.metaDescription ?? "" });
};

/** The copy in the page's language only (decision 0051). */
export function loader({ request, params }: Route.LoaderArgs) {
  return { copy: pageCopy("pricing", pageLang(request, params)) };
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const c = loaderData.copy;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <div className="mx-auto max-w-2xl text-center">
            <HeroHeading eyebrow={c.hero.eyebrow} title={c.hero.title} text={c.hero.text} />
          </div>

          <section
            className="mx-auto mt-12 max-w-3xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg md:grid md:grid-cols-5"
            aria-labelledby="plan-name"
          >
            <div className="flex flex-col items-center justify-center bg-slate-900 px-6 py-10 text-center text-white md:col-span-2">
              <h2 id="plan-name" className="text-lg font-semibold text-brand-200">
                {c.plan.name}
              </h2>
              <p className="mt-4 whitespace-nowrap">
                <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">{c.plan.price}</span>{" "}
                <span className="text-lg text-slate-300">{c.plan.period}</span>
              </p>
              <p className="mt-1 text-sm text-slate-300">{c.plan.vat}</p>
              <p className="mt-4 rounded-full bg-slate-800 px-3 py-1 text-sm font-semibold text-white">{c.plan.terms}</p>
              <p className="mt-6 flex items-center gap-2 text-sm text-slate-300">
                <CreditCard className="h-4 w-4 shrink-0" aria-hidden="true" />
                {c.plan.payment}
              </p>
            </div>
            <div className="px-6 py-8 sm:px-8 md:col-span-3">
              <h3 className="text-sm font-bold uppercase tracking-wider text-slate-700">{c.plan.featuresTitle}</h3>
              <ul className="mt-5 grid gap-5">
                {c.plan.features.map((f) => (
                  <li key={f.title} className="flex gap-3">
                    <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                      <Check className="h-4 w-4" aria-hidden="true" />
                    </span>
                    <span>
                      <span className="block font-semibold text-slate-900">{f.title}</span>
                      <span className="mt-0.5 block text-sm leading-relaxed text-slate-700">{f.text}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "lg", "mt-8 w-full")}>
                {c.plan.button}
              </Link>
            </div>
          </section>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 pb-16 pt-4" aria-labelledby="faq-title" data-testid="faq">
        <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
          {c.faq.title}
        </h2>
        <div className="mt-8">
          <Accordion
            headingLevel={3}
            items={c.faq.items.map((item) => ({
              id: item.id,
              question: item.question,
              answer: <p className="leading-relaxed">{item.answer}</p>,
            }))}
          />
        </div>
      </section>

      <CtaBand id="pricing-cta-title" tone="light" title={c.cta.title} text={c.cta.text}>
        <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "lg", "mt-8")}>
          {c.cta.button}
        </Link>
      </CtaBand>
    </>
  );
}
