/**
 * The admin overview's figures (spec part 2 §2.5, §9): the four cards, the pending-drafts notice with
 * 'Pläne bearbeiten', and 'Neueste Aktivitäten' (the five newest questionnaires, each at the monthly price, also
 * those without a plan).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ClipboardList, Cpu, Euro, TrendingUp, Users } from "lucide-react";
import { profitOf, revenueOf, REVENUE_PER_QUESTIONNAIRE } from "~/domain/admin/money";
import { formatEuro } from "~/i18n/format";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { adminOverviewContent } from "~/i18n/pages/admin/overview";
import { adminPlansContent } from "~/i18n/pages/admin/plans";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { Activity, OverviewFigures } from "~/server/admin/overview.server";
import { formatCount, formatDateTime } from "~/i18n/format";

function FigureCard({ label, value, hint, icon, testId }: { label: string; value: string; hint?: string; icon: ReactNode; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5" data-testid={testId}>
      <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-700">
        {label}
        <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">{icon}</span>
      </dt>
      <dd className="mt-2">
        <span className="block text-xl font-extrabold tracking-tight break-words text-slate-950 tabular-nums sm:text-2xl" data-testid={`${testId}-value`}>
          {value}
        </span>
        {hint ? <span className="mt-1 block text-xs text-slate-600">{hint}</span> : null}
      </dd>
    </div>
  );
}

export function OverviewFigureCards({ figures }: { figures: OverviewFigures }) {
  const lang = useLang();
  const t = adminOverviewContent[lang].cards;
  const revenue = revenueOf(figures.questionnaires);
  const profit = profitOf(revenue, figures.expenses);
  const icon = "h-4 w-4";
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="overview-figures">
      <FigureCard label={t.users} value={formatCount(figures.users, lang)} icon={<Users className={icon} aria-hidden="true" />} testId="figure-users" />
      <FigureCard
        label={t.revenue}
        value={formatEuro(revenue, lang)}
        hint={fmt(t.revenueHint, { n: formatCount(figures.questionnaires, lang), price: formatEuro(REVENUE_PER_QUESTIONNAIRE, lang) })}
        icon={<Euro className={icon} aria-hidden="true" />}
        testId="figure-revenue"
      />
      <FigureCard
        label={t.costs}
        value={formatEuro(figures.expenses, lang, 4)}
        hint={t.costsHint}
        icon={<Cpu className={icon} aria-hidden="true" />}
        testId="figure-costs"
      />
      <FigureCard
        label={t.profit}
        value={formatEuro(profit, lang, 2)}
        hint={t.profitHint}
        icon={<TrendingUp className={icon} aria-hidden="true" />}
        testId="figure-profit"
      />
    </dl>
  );
}

export function PendingDraftsNotice({ drafts }: { drafts: number }) {
  const lang = useLang();
  const t = adminOverviewContent[lang].pending;
  const text = drafts === 0 ? t.none : drafts === 1 ? t.one : fmt(t.many, { n: formatCount(drafts, lang) });
  return (
    <div
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4",
        drafts > 0 ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white",
      )}
      data-testid="pending-drafts"
    >
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <ClipboardList className="h-5 w-5 shrink-0 text-slate-700" aria-hidden="true" />
        {text}
      </p>
      <Link
        to={`${localizedPath(lang, "admin/plaene")}?q=${encodeURIComponent(t.searchWord)}`}
        className={buttonClasses(drafts > 0 ? "primary" : "outline", "md", "max-sm:w-full")}
        data-testid="pending-drafts-edit"
      >
        {t.button}
      </Link>
    </div>
  );
}

export function LatestActivities({ activities }: { activities: Activity[] }) {
  const lang = useLang();
  const t = adminOverviewContent[lang];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="activities-title" data-testid="latest-activities">
      <h2 id="activities-title" className="text-lg font-bold text-slate-950">
        {t.activities.title}
      </h2>
      {activities.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t.activities.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {activities.map((a) => (
            <li key={a.questionnaireId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3" data-testid="activity">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 break-words">{fmt(t.activities.item, { name: a.name })}</p>
                <p className="text-sm text-slate-600">
                  {formatDateTime(a.createdAt, lang)} ·{" "}
                  {a.planStatus === null ? (
                    <span className="text-slate-800 italic">{t.activities.noPlan}</span>
                  ) : (
                    fmt(t.activities.plan, { status: adminPlansContent[lang].status[a.planStatus] })
                  )}
                </p>
              </div>
              <span className="font-semibold text-emerald-800 tabular-nums">{formatEuro(REVENUE_PER_QUESTIONNAIRE, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
