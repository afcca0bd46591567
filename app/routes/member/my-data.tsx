import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { Download, HeartPulse, Trash2 } from "lucide-react";
import type { Route } from "./+types/my-data";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { dataRightsContent } from "~/i18n/pages/data-rights";
import { Button, buttonClasses } from "~/components/ui/button";
import { langOf, userOf } from "~/server/guards.server";
import { myDataAction, myDataLoader } from "./my-data.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  return pageMeta(root, { slug: "konto/daten", title: dataRightsContent[root.lang].page.metaTitle, noindex: true });
};

export async function loader({ context }: Route.LoaderArgs) {
  return myDataLoader(userOf(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return myDataAction(request, langOf(context), userOf(context));
}

function Panel({ id, title, icon, children }: { id: string; title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid={id}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Ihre Daten": export downloads, the health consent and its withdrawal, the way to deletion. */
export default function MyData() {
  const lang = useLang();
  const t = dataRightsContent[lang].page;
  const { consent, exports } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const exportUrl = (query: string) => `${localizedPath(lang, "konto/daten-export")}?${query}`;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div className="mx-auto grid w-full max-w-2xl gap-6">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{t.title}</h1>
          <p className="mt-2 text-slate-700">{t.intro}</p>
        </div>

        <Panel id="my-data-export" title={t.exportTitle} icon={<Download className="h-5 w-5 text-brand-700" aria-hidden="true" />}>
          <p className="text-slate-700">{t.exportText}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={exportUrl("format=json")} className={buttonClasses("primary", "md")} data-testid="my-data-json">
              {t.json}
            </a>
            <a href={exportUrl("format=csv")} className={buttonClasses("outline", "md")} data-testid="my-data-csv">
              {t.csv}
            </a>
          </div>
          {exports.length > 0 ? (
            <div>
              <h3 className="font-semibold text-slate-900">{t.jobsTitle}</h3>
              <ul className="mt-2 grid gap-2" data-testid="my-data-jobs">
                {exports.map((e) => (
                  <li key={e.id} className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                    {e.status === "ready" ? (
                      <>
                        <span>{fmt(t.jobReady, { date: formatDate(e.createdAt, lang), until: formatDate(e.expiresAt, lang) })}</span>
                        <a href={exportUrl(`id=${e.id}`)} className="font-semibold text-brand-700 underline">
                          {t.jobDownload}
                        </a>
                      </>
                    ) : (
                      <span>{fmt(t.jobQueued, { date: formatDate(e.createdAt, lang) })}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Panel>

        <Panel id="my-data-health" title={t.healthTitle} icon={<HeartPulse className="h-5 w-5 text-brand-700" aria-hidden="true" />}>
          <p className="text-slate-800" data-testid="my-data-health-state">
            {consent.givenAt
              ? fmt(t.healthGiven, { date: formatDate(consent.givenAt, lang), version: consent.textVersion ?? "" })
              : consent.withdrawnAt
                ? fmt(t.healthWithdrawn, { date: formatDate(consent.withdrawnAt, lang) })
                : t.healthNone}
          </p>
          {consent.givenAt ? (
            <Form method="post" className="grid gap-3">
              <p className="text-sm text-slate-700">{t.withdrawText}</p>
              <input type="hidden" name="intent" value="withdraw-health" />
              <Button type="submit" variant="outline" disabled={navigation.state !== "idle"} className="sm:justify-self-start" data-testid="my-data-withdraw">
                {t.withdraw}
              </Button>
            </Form>
          ) : null}
        </Panel>

        <Panel id="my-data-delete" title={t.deleteTitle} icon={<Trash2 className="h-5 w-5 text-red-700" aria-hidden="true" />}>
          <p className="text-slate-700">{t.deleteText}</p>
          <Link to={localizedPath(lang, "konto/loeschen")} className={buttonClasses("outline", "md", "sm:justify-self-start")} data-testid="my-data-delete-link">
            {t.deleteLink}
          </Link>
        </Panel>

        <Link to={localizedPath(lang, "dashboard")} className="font-semibold text-brand-700 underline">
          {t.toDashboard}
        </Link>
      </div>
    </section>
  );
}
