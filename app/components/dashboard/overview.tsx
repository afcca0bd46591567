/** Overview tab: current plan, profile and history cards (spec part 1 §2 "Customer dashboard"). */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ClipboardList, History, User } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { formatDate, localizedPath } from "~/i18n/config";
import { dashboardContent } from "~/i18n/pages/dashboard";
import { optionLabel } from "~/i18n/pages/options";
import { Button, buttonClasses } from "~/components/ui/button";
import type { DashboardView, PlanState } from "./types";

export function StatusBadge({ tone, children }: { tone: "success" | "pending"; children: ReactNode }) {
  return (
    <span
      className={
        tone === "success"
          ? "inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900"
          : "inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900"
      }
    >
      {children}
    </span>
  );
}

function Card({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-brand-700">{icon}</span>
        {title}
      </h2>
      <div className="mt-4 flex flex-1 flex-col gap-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

export function Facts({ items }: { items: Array<{ label: string; value: ReactNode; testId?: string }> }) {
  return (
    <dl className="grid gap-2">
      {items.map((item) => (
        <div key={item.label} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-b border-slate-100 pb-2 last:border-0">
          <dt className="text-slate-600">{item.label}</dt>
          <dd className="font-semibold text-slate-900" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OverviewTab({ view, planState, onTab }: { view: DashboardView; planState: PlanState; onTab: (tab: "plan" | "history") => void }) {
  const lang = useLang();
  const t = dashboardContent[lang];
  const o = t.overview;
  const p = view.profile;
  const name = [p.firstName, p.lastName].filter(Boolean).join(" ");
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <Card title={o.planTitle} icon={<ClipboardList className="h-5 w-5" aria-hidden="true" />} testId="overview-plan">
        {planState.kind === "approved" ? (
          <>
            <Facts
              items={[
                { label: o.createdAt, value: formatDate(planState.plan.createdAt) },
                { label: o.status, value: <StatusBadge tone="success">{o.approved}</StatusBadge> },
                { label: o.approvedAt, value: formatDate(planState.plan.approvedAt), testId: "overview-approved-at" },
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
                { label: o.submittedAt, value: formatDate(planState.submittedAt), testId: "overview-submitted-at" },
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
    </div>
  );
}
