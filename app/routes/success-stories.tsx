import { Link } from "react-router";
import { ShieldCheck, Star } from "lucide-react";
import type { Route } from "./+types/success-stories";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { pageCopy, pageLang } from "~/server/page-copy.server";
import { buttonClasses } from "~/components/ui/button";
import { CenteredHero, CtaBand } from "~/components/marketing/sections";
import { cn } from "~/lib/cn";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const c = loaderData?.copy;
  return pageMeta(root, { slug: "success-stories", title: c?.metaTitle ?? "", description: c?.metaDescription ?? "" });
};

/** Avatar colours with at least 4.5:1 contrast between background and initials. */
const avatarStyles = ["bg-brand-100 text-brand-800", "bg-slate-900 text-white", "bg-brand-600 text-white", "bg-slate-200 text-slate-900"];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}]/gu, "").charAt(0))
    .join("")
    .toUpperCase();
}

/** The copy in the page's language only (decision 0051). */
export function loader({ request, params }: Route.LoaderArgs) {
  return { copy: pageCopy("successStories", pageLang(request, params)) };
}

export default function SuccessStories({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const c = loaderData.copy;
  const [open, close] = lang === "de" ? ["„", "“"] : ["“", "”"];
  return (
    <>
      <CenteredHero eyebrow={c.hero.eyebrow} title={c.hero.title} text={c.hero.text} />

      <section className="mx-auto max-w-6xl px-4 pb-16">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {c.stories.map((story, i) => (
            <li key={story.name} className="flex">
              <article
                data-testid="story"
                aria-labelledby={`story-${i}`}
                className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <header className="flex items-center gap-4">
                  <span
                    className={cn(
                      "inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full text-lg font-bold",
                      avatarStyles[i % avatarStyles.length],
                    )}
                    aria-hidden="true"
                  >
                    {initials(story.name)}
                  </span>
                  <div>
                    <h2 id={`story-${i}`} className="text-xl font-bold text-slate-900">
                      {story.name}
                    </h2>
                    <dl className="mt-0.5 text-sm text-slate-700">
                      <div className="flex gap-1">
                        <dt className="font-semibold">{c.labels.age}:</dt>
                        <dd>{fmt(c.labels.ageValue, { age: story.age })}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt className="font-semibold">{c.labels.goal}:</dt>
                        <dd>{story.goal}</dd>
                      </div>
                    </dl>
                  </div>
                </header>
                <div role="img" aria-label={c.labels.rating} className="mt-5 flex gap-1 text-brand-600">
                  {[0, 1, 2, 3, 4].map((n) => (
                    <Star key={n} className="h-5 w-5 fill-current" aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-800">
                  <p>
                    {open}
                    {story.quote}
                    {close}
                  </p>
                </blockquote>
              </article>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-slate-700">
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          {c.privacyNote}
        </p>
      </section>

      <CtaBand id="stories-cta-title" tone="dark" title={c.cta.title} text={c.cta.text}>
        <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "lg", "mt-8")}>
          {c.cta.button}
        </Link>
      </CtaBand>
    </>
  );
}
