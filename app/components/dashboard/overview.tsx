/** Overview tab: current plan, profile and history cards (spec part 1 §2 "Customer dashboard"). */
import { Link } from "react-router";
import { ClipboardList, History, User } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { dashboardContent } from "~/i18n/pages/dashboard";
import { optionLabel } from "~/i18n/pages/options";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, Facts, StatusBadge } from "./overview-parts";
import { SubscriptionCard } from "./subscription-card";
import type { DashboardView, PlanState } from "./types";
import { formatDate } from "~/i18n/format";

export function OverviewTab({ view, planState, onTab }: { view: DashboardView; planState: PlanState; onTab: (tab: "plan" | "history") => void }) {
  const lang = useLang();
  const t = dashboardContent[lang];
  const o = t.overview;
  const p = view.profile;
  const name = [p.firstName, p.lastName].filter(Boolean).join(" ");
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card title={o.planTitle} icon={<ClipboardList className="h-5 w-5" aria-hidden="true" />} testId="overview-plan">
        {planState.kind === "approved" ? (
          <>
            <Facts
              items={[
                { label: o.createdAt, value: formatDate(planState.plan.createdAt, lang) },
                { label: o.status, value: <StatusBadge tone="success">{o.approved}</StatusBadge> },
                { label: o.approvedAt, value: formatDate(planState.plan.approvedAt, lang), testId: "overview-approved-at" },
              ]}
            />
            <Button className="mt-auto w-full" onClick={() => onTab("plan")} data-testid="overview-view-plan">
              {o.viewPlan}
            </Button>
          </>
        ) : planState.kind === "creating" ? (
          <>
            <Facts
              items={[
                { label: o.status, value: <StatusBadge tone="pending">{o.creating}</StatusBadge> },
                { label: planState.reason === "plan-submitted" ? o.planSubmittedAt : o.submittedAt, value: formatDate(planState.submittedAt, lang), testId: "overview-submitted-at" },
              ]}
            />
            <p className="rounded-lg bg-slate-50 p-3 text-slate-700">{o.emailNote}</p>
          </>
        ) : (
          <>
            <p>{o.noQuestionnaire}</p>
            <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "md", "mt-auto w-full")} data-testid="overview-to-questionnaire">
              {o.toQuestionnaire}
            </Link>
          </>
        )}
      </Card>

      <Card title={o.profileTitle} icon={<User className="h-5 w-5" aria-hidden="true" />} testId="overview-profile">
        <Facts
          items={[
            { label: o.name, value: name || t.notSpecified, testId: "overview-profile-name" },
            { label: o.age, value: p.age !== null ? fmt(o.ageValue, { age: p.age }) : t.notSpecified, testId: "overview-profile-age" },
            { label: o.gender, value: optionLabel(lang, "profileGender", p.gender) ?? t.notSpecified, testId: "overview-profile-gender" },
            { label: t.profile.status, value: optionLabel(lang, "profileStatus", p.status) ?? t.notSpecified, testId: "overview-profile-status" },
          ]}
        />
      </Card>

      <Card title={o.historyTitle} icon={<History className="h-5 w-5" aria-hidden="true" />} testId="overview-history">
        <p className="flex items-baseline justify-between gap-3">
          <span>{o.historyCount}</span>
          <span className="text-3xl font-extrabold text-slate-950" data-testid="overview-history-count">
            {view.history.length}
          </span>
        </p>
        <Button variant="outline" className="mt-auto w-full" onClick={() => onTab("history")} data-testid="overview-view-history">
          {o.viewHistory}
        </Button>
      </Card>

      <SubscriptionCard subscription={view.subscription} />
    </div>
  );
}
