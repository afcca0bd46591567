import { useEffect, useState, type ReactNode } from "react";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/plan";
import { langOf, userOf } from "~/server/guards.server";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminPlansContent } from "~/i18n/pages/admin/plans";
import { qualityChecksContent, qualityNames } from "~/i18n/pages/admin/quality-checks";
import { summarizeQuality } from "~/domain/admin/plan-review";
import type { QualityResult } from "~/domain/plan/types";
import { trainingContent } from "~/i18n/pages/training";

import { planPeriod, showsComparison } from "~/domain/admin/plans";
import { isDraft, isOpenForTraining } from "~/domain/plan/lifecycle";
import { AuditTrail } from "~/components/admin/audit-trail";
import { CoachProgress } from "~/components/progress/coach-progress";
import { PlanActionsCard } from "~/components/admin/plan-actions";
import { PlanEditor } from "~/components/admin/plan-editor";
import { resultText } from "~/components/admin/gate-text";
import { GateList } from "~/components/admin/plan-editor-preview";
import { planPath, PlanStatusBadge } from "~/components/admin/plan-list";
import { PlanComparisonPanel } from "~/components/admin/plan-insights";
import { PlanView } from "~/components/plan/plan-view";
import { createProgressStore } from "~/components/plan/progress-store";
import { toast } from "~/components/ui/toast-store";
import { cn } from "~/lib/cn";
import type { AdminPlanDetail } from "~/server/admin/plans.server";
import type { PlanViewData } from "~/server/training/training-data.server";
import { planPageAction, planPageLoader, type PlanActionAnswer } from "./plan.server";
import { formatDate, formatDateTime } from "~/i18n/format";
import { keepAdminFormOnOutage } from "~/lib/outage-answer";

/**
 * `/{lang}/admin/plaene/{planId}`: one plan for the coach — header, actions (approve, approve and
 * next, complete, dialogs), the customer's view of it or the editor (`?mode=edit`), and the audit
 * trail. An unknown or malformed id is the 404 page. Below the admin layout's guard.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const t = adminPlansContent[root.lang].meta;
  if (!loaderData?.ok) return pageMeta(root, { slug: "admin/plaene", title: t.listTitle, description: t.listDescription, noindex: true });
  const { plan } = loaderData;
  return pageMeta(root, { slug: `admin/plaene/${plan.id}`, title: fmt(t.detailTitle, { n: plan.sequenceNumber }), description: t.detailDescription, noindex: true });
};

/** Choosing a day of the customer's view changes only what is shown: no new data from the server. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const p = new URLSearchParams(url.search);
    p.delete("day");
    p.sort();
    return p.toString();
  };
  return rest(currentUrl) === rest(nextUrl) && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return planPageLoader(request, params.planId);
}

/** In the browser: a database outage becomes this form's "not saved" answer, not the error page (~/lib/outage-answer). */
export async function clientAction({ params, serverAction }: Route.ClientActionArgs) {
  return keepAdminFormOnOutage(params.lang, serverAction);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return planPageAction(request, langOf(context), userOf(context), params.planId);
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold text-slate-950" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function PlanHeader({ plan }: { plan: AdminPlanDetail }) {
  const lang = useLang();
  const t = adminPlansContent[lang];
  const d = t.detail;
  const period = planPeriod(plan.approvedAt);
  const gates = plan.gateResults ?? [];
  // The one count of the review, as the queue shows it (summarizeQuality).
  const review = summarizeQuality(plan.gateResults);
  const checkNames = qualityChecksContent[lang].names;
  const failed = review ? qualityNames(lang, review.failed) : [];
  const generator =
    plan.generator === "ai" ? (plan.model ? fmt(d.generators.ai, { model: plan.model }) : d.generators.aiNoModel) : plan.generator === "manual" ? d.generators.manual : d.generators.builtin;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="plan-title" data-testid="plan-header">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="plan-title" className="text-xl font-extrabold text-slate-950 sm:text-2xl">
          {fmt(d.title, { n: plan.sequenceNumber, name: plan.customerName })}
        </h2>
        <PlanStatusBadge status={plan.status} submitted={plan.submitted} />
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={d.customer} testId="plan-customer">
          {plan.customerName}
          <span className="block text-sm font-normal text-slate-700">{plan.customerEmail}</span>
        </Fact>
        <Fact label={d.sequence}>#{plan.sequenceNumber}</Fact>
        <Fact label={d.createdAt} testId="plan-created-at">
          {formatDateTime(plan.createdAt, lang)}
        </Fact>
        <Fact label={d.approvedAt} testId="plan-approved-at">
          {plan.approvedAt ? formatDateTime(plan.approvedAt, lang) : "–"}
          {plan.approvedByEmail ? <span className="block text-sm font-normal text-slate-700">{plan.approvedByEmail}</span> : null}
        </Fact>
        <Fact label={d.period} testId="plan-period">
          {period ? fmt(d.periodValue, { from: formatDate(period.from, lang), to: formatDate(period.to, lang) }) : <span className="font-normal text-slate-700">{d.periodPending}</span>}
        </Fact>
        <Fact label={d.generator}>{generator}</Fact>
        <Fact label={d.gates} testId="plan-gates-summary">
          {review ? (
            <span className={review.failed.length === 0 ? "text-emerald-800" : "text-red-800"} data-testid="plan-gates-count">{fmt(d.gatesSummary, { passed: review.passed, total: review.total })}</span>
          ) : (
            <span className="font-normal text-slate-700">{d.gatesNone}</span>
          )}
          {failed.length > 0 ? (
            <span className="block text-sm font-normal text-slate-700" data-testid="plan-gates-failed">
              {fmt(d.gatesFailed, { list: failed.join(", ") })}
            </span>
          ) : null}
        </Fact>
        {plan.previousPlanId ? (
          <Fact label={d.previousPlan}>
            <Link to={planPath(lang, plan.previousPlanId)} className="text-brand-800 underline underline-offset-2 hover:text-brand-950">
              {fmt(d.openPlan, { n: plan.sequenceNumber - 1 })}
            </Link>
          </Fact>
        ) : null}
      </dl>
      {plan.aiFallback ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900" role="note" data-testid="plan-ai-fallback">
          <p className="font-bold">{d.aiFallbackTitle}</p>
          <p className="mt-1 text-sm">{fmt(d.aiFallbackText, { model: plan.aiFallback.model, attempts: plan.aiFallback.attempts })}</p>
          {plan.aiFallback.failedGates.length > 0 ? (
            <>
              <p className="mt-2 text-sm font-semibold">{d.aiFallbackFailed}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {plan.aiFallback.failedGates.map((g) => {
                  const text = resultText(lang, { ...g, id: g.id as QualityResult["id"], passed: false });
                  return (
                    <li key={g.id} data-testid="plan-ai-fallback-gate">
                      <span className="font-semibold">{(t.gateNames[g.id as keyof typeof t.gateNames] ?? checkNames[g.id as keyof typeof checkNames]) ?? g.id}</span>:{" "}
                      <span lang={text.lang === lang ? undefined : text.lang}>{text.text}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {isDraft(plan) && gates.length > 0 ? (
        <details className="mt-4 rounded-lg bg-slate-50 p-3" open={failed.length > 0} data-testid="plan-gates">
          <summary className="min-h-8 cursor-pointer py-1 text-sm font-bold text-slate-900">{d.gates}</summary>
          <div className="mt-2">
            <GateList gates={gates} />
          </div>
        </details>
      ) : null}
    </section>
  );
}

function CustomerView({ view }: { view: PlanViewData }) {
  const lang = useLang();
  const t = adminPlansContent[lang].detail;
  // Inputs are locked, so the store never sends; it only holds what the customer logged.
  const [store] = useState(() => createProgressStore({ planId: view.planId, plan: view.plan, stored: view.progress, storage: null, send: async () => 409 }));
  return (
    <section aria-labelledby="customer-view-title" className="grid grid-cols-1 gap-3" data-testid="customer-view">
      <div>
        <h2 id="customer-view-title" className="text-lg font-bold text-slate-950">
          {t.viewTitle}
        </h2>
        <p className="text-sm text-slate-700">{t.viewNote}</p>
      </div>
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-100/60 p-3 sm:p-5">
        <PlanView view={view} store={store} title={fmt(trainingContent[lang].status.planNumber, { n: view.sequenceNumber })} readOnly />
      </div>
    </section>
  );
}

export default function AdminPlan() {
  const lang = useLang();
  const t = adminPlansContent[lang];
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<PlanActionAnswer>();

  useEffect(() => {
    if (!data.ok) toast({ title: t.detail.loadErrorTitle, description: t.detail.loadError, variant: "destructive" });
  }, [data, t]);

  const back = (
    <Link to={localizedPath(lang, "admin/plaene")} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800 hover:text-slate-950" data-testid="plan-back">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t.detail.back}
    </Link>
  );

  if (!data.ok) {
    return (
      <div className="grid grid-cols-1 gap-3">
        {back}
        <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-slate-900" role="alert" data-testid="plan-load-error">
          {t.detail.loadError}
        </div>
      </div>
    );
  }

  const { plan, actions, mode, view, editor, audit, progress } = data;
  const tab = (to: string, active: boolean, label: string, testId: string) => (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      preventScrollReset
      className={cn(
        "flex min-h-11 flex-1 items-center justify-center rounded-md px-4 text-sm font-semibold sm:flex-none",
        active ? "bg-white text-slate-950 shadow-sm" : "text-slate-700 hover:bg-white/70",
      )}
      data-testid={testId}
    >
      {label}
    </Link>
  );
  // A failed save without JavaScript comes back as the page's action data: the typed text stays.
  const typed = actionData && !actionData.ok && actionData.intent === "edit" ? actionData.values?.content : undefined;

  return (
    <div className="grid grid-cols-1 gap-5" data-testid="admin-plan" data-plan-status={plan.status}>
      {back}
      <PlanHeader plan={plan} />
      <PlanActionsCard plan={plan} actions={actions} pageAnswer={actionData} />
      {showsComparison(plan) ? <PlanComparisonPanel planId={plan.id} sequenceNumber={plan.sequenceNumber} /> : null}
      <nav aria-label={t.detail.modes} className="flex gap-1 rounded-lg bg-slate-200/70 p-1 sm:justify-self-start" data-testid="plan-modes">
        {tab(planPath(lang, plan.id), mode === "view", t.detail.modeView, "plan-mode-view")}
        {actions.canEdit ? tab(planPath(lang, plan.id, "edit"), mode === "edit", t.detail.modeEdit, "plan-mode-edit") : null}
      </nav>
      {mode === "view" && view ? <CustomerView key={plan.id} view={view} /> : null}
      {mode === "edit" && editor ? (
        <PlanEditor key={plan.id} planId={plan.id} initial={typed ?? editor.content} reference={editor.reference} customerTraining={isOpenForTraining(plan)} />
      ) : null}
      {mode === "edit" && !editor ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800" data-testid="plan-edit-locked">
          {t.detail.editLocked}
        </p>
      ) : null}
      {mode === "view" && progress ? <CoachProgress progress={progress} /> : null}
      <AuditTrail entries={audit} />
    </div>
  );
}
