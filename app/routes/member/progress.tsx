import { Link, useLoaderData } from "react-router";
import { ArrowLeft } from "lucide-react";
import { langOf, userOf } from "~/server/guards.server";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { progressContent } from "~/i18n/pages/progress";
import { ProgressView } from "~/components/progress/progress-view";
import type { Route } from "./+types/progress";
import { progressLoader } from "./progress.server";

/**
 * `/{lang}/fortschritt`: the member's progress over all plans — e1RM, best sets and records per
 * exercise, weekly sets per muscle group (decision 0072). Below the member layout's guard: only the
 * signed-in member's own rows.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const t = progressContent[root.lang];
  return pageMeta(root, { slug: "fortschritt", title: t.meta.title, description: t.meta.description, noindex: true });
};

export async function loader({ context }: Route.LoaderArgs) {
  return progressLoader(userOf(context), langOf(context));
}

export default function ProgressPage() {
  const lang = useLang();
  const t = progressContent[lang];
  const data = useLoaderData<typeof loader>();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:py-12">
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <header>
          <Link to={`${localizedPath(lang, "dashboard")}?tab=plan`} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline" data-testid="progress-back">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t.back}
          </Link>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-950">{t.title}</h1>
          <p className="mt-2 text-slate-700">{t.intro}</p>
        </header>
        <ProgressView data={data} lang={lang} />
      </div>
    </section>
  );
}
