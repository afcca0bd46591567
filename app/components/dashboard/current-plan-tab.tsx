/**
 * Current-plan tab (spec part 2 §2.1) until the plan view exists: the approved plan's status and
 * approval date, or the two no-plan states. `children` is where the plan view will be rendered.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CalendarCheck, Hourglass, FileQuestion } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { formatDate, localizedPath } from "~/i18n/config";
import { dashboardContent } from "~/i18n/pages/dashboard";
import { buttonClasses } from "~/components/ui/button";
import { Facts, StatusBadge } from "./overview";
import type { PlanState } from "./types";

export function CurrentPlanTab({ planState, children }: { planState: PlanState; children?: ReactNode }) {
  const lang = useLang();
  const t = dashboardContent[lang];
  if (planState.kind === "approved") {
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="plan-approved" aria-labelledby="plan-approved-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plan-approved-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <CalendarCheck className="h-6 w-6 text-emerald-600" aria-hidden="true" />
            {t.plan.approvedTitle}
          </h2>
          <span className="text-sm font-semibold text-slate-600">{fmt(t.plan.planNumber, { n: planState.plan.sequenceNumber })}</span>
        </div>
        <div className="mt-4 max-w-md">
          <Facts
            items={[
              { label: t.overview.status, value: <StatusBadge tone="success">{t.overview.approved}</StatusBadge> },
              { label: t.overview.approvedAt, value: formatDate(planState.plan.approvedAt), testId: "plan-approved-at" },
              { label: t.overview.createdAt, value: formatDate(planState.plan.createdAt) },
            ]}
          />
        </div>
        {children ?? <p className="mt-4 text-sm text-slate-600">{t.plan.viewSoon}</p>}
      </section>
    );
  }
  if (planState.kind === "creating") {
    return (
      <section className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center sm:p-10" data-testid="plan-creating">
        <Hourglass className="mx-auto h-10 w-10 text-amber-700" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">{t.plan.creatingTitle}</h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">{t.plan.creatingText}</p>
      </section>
    );
  }
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10" data-testid="plan-none">
      <FileQuestion className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-bold text-slate-900">{t.plan.noneTitle}</h2>
      <p className="mt-2 text-slate-700">{t.plan.noneText}</p>
      <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "md", "mt-5")} data-testid="plan-to-questionnaire">
        {t.plan.toQuestionnaire}
      </Link>
    </section>
  );
}
