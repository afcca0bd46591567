/**
 * Current-plan tab (spec part 2 §2.1): for the approved plan its status, approval date and period,
 * the six hints for the first plan, the submission button, then the plan view; otherwise the two
 * no-plan states.
 */
import { useMemo, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { CalendarCheck, Hourglass, FileQuestion, Lightbulb } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { dashboardContent } from "~/i18n/pages/dashboard";
import { trainingContent } from "~/i18n/pages/training";
import { completionDate } from "~/domain/training/rules";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { PlanView } from "~/components/plan/plan-view";
import { SubmitDialog } from "~/components/plan/submit-dialog";
import { trainingActionPath } from "~/components/plan/feedback-card";
import { createProgressStore } from "~/components/plan/progress-store";
import type { PlanViewData } from "~/server/training/training-data.server";
import { Facts, StatusBadge } from "./overview-parts";
import type { PlanState } from "./types";
import { formatDate } from "~/i18n/format";
import { offlineApp } from "~/components/layout/app-update";
import { afterPaint } from "~/lib/after-paint";

function useProgressStore(view: PlanViewData) {
  const lang = useLang();
  const t = trainingContent[lang];
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // One store per plan and page data: switching to another tab and back (the page data is not loaded
  // again) keeps the sets logged meanwhile; new page data (a visit, a revalidation) starts afresh.
  const [store] = useState(() => {
    const kept = typeof window === "undefined" ? undefined : keptStores.get(view);
    if (kept) return kept;
    const created = createProgressStore({
      planId: view.planId,
      plan: view.plan,
      stored: view.progress,
      swaps: view.swaps,
      storage: typeof window === "undefined" ? null : window.localStorage,
      isOnline: () => typeof navigator === "undefined" || navigator.onLine,
      defer: afterPaint,
      send: async (changes, swaps) => {
        const res = await fetch(trainingActionPath(lang, view.planId), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            intent: "progress",
            changes: changes.map(({ day, exerciseOrder, setNumber, reps, weight, completed, changedAt }) => ({ day, exerciseOrder, setNumber, reps, weight, completed, changedAt })),
            swaps: swaps.map(({ day, exerciseOrder, alternative, changedAt }) => ({ day, exerciseOrder, alternative, changedAt })),
          }),
        });
        // The offline app's kept copy of this page follows what the server now has (decision 0071).
        if (res.ok && !res.redirected) offlineApp.get()?.refreshOfflineCopy();
        if (res.redirected) return 401;
        if (!res.ok || swaps.length === 0) return res.status;
        const answer = (await res.json().catch(() => null)) as { refusedSwaps?: { day: number; exerciseOrder: number }[] } | null;
        return { status: res.status, refusedSwaps: answer?.refusedSwaps ?? [] };
      },
      // A swap the server took or refused: the page data follows (the alternative's how-to), a refusal is said.
      onSwapsSettled: (refused) => {
        for (const r of refused) toast({ title: t.swap.errorTitle, description: fmt(t.swap.refused, { name: r.shownName ?? r.alternative ?? "" }), variant: "destructive" });
        void revalidate.current();
      },
      onRefused: () => toast({ title: t.errors.notOpenTitle, description: t.errors.notOpen, variant: "destructive" }),
    });
    if (typeof window !== "undefined") keptStores.set(view, created);
    return created;
  });
  return store;
}

/** The progress store of each page data the tab was shown with (see useProgressStore). */
const keptStores = new WeakMap<PlanViewData, ReturnType<typeof createProgressStore>>();

function ApprovedPlan({ view }: { view: PlanViewData }) {
  const lang = useLang();
  const t = trainingContent[lang];
  const store = useProgressStore(view);
  const approvedAt = new Date(view.approvedAt);
  const title = fmt(t.status.planNumber, { n: view.sequenceNumber });
  const trainingDays = useMemo(() => [...new Set(view.plan.days.filter((d) => !d.isRestDay && d.exercises.length > 0).map((d) => d.day))], [view.plan]);
  return (
    <div className="grid grid-cols-1 gap-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="plan-approved" aria-labelledby="plan-approved-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plan-approved-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <CalendarCheck className="h-6 w-6 text-emerald-600" aria-hidden="true" />
            {t.status.title}
          </h2>
          <span className="text-sm font-semibold text-slate-600">{title}</span>
        </div>
        <div className="mt-4 max-w-md">
          <Facts
            items={[
              { label: t.status.status, value: <StatusBadge tone="success">{t.status.approved}</StatusBadge> },
              { label: t.status.approvedAt, value: formatDate(approvedAt, lang), testId: "plan-approved-at" },
              {
                label: t.status.period,
                value: fmt(t.status.periodValue, { from: formatDate(approvedAt, lang), to: formatDate(completionDate(approvedAt), lang) }),
                testId: "plan-period",
              },
            ]}
          />
        </div>
        {view.sequenceNumber === 1 ? (
          // Folded (issue 24): one line above the plan on a phone, the six tips one tap away.
          <details className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4" data-testid="plan-hints">
            <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-bold text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-600">
              <Lightbulb className="h-5 w-5 text-amber-700" aria-hidden="true" />
              {t.hints.title}
            </summary>
            <ul className="list-disc space-y-1 pb-3 pl-5 text-sm text-slate-800">
              {t.hints.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </details>
        ) : null}
        <div className="mt-4">
          <SubmitDialog planId={view.planId} store={store} trainingDays={trainingDays} />
        </div>
      </section>
      <PlanView view={view} store={store} title={title} />
    </div>
  );
}

export function CurrentPlanTab({ planState, planView }: { planState: PlanState; planView: PlanViewData | null }) {
  const lang = useLang();
  const t = dashboardContent[lang];
  if (planState.kind === "approved" && planView) return <ApprovedPlan key={planView.planId} view={planView} />;
  if (planState.kind === "creating" || planState.kind === "approved") {
    return (
      <section className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center sm:p-10" data-testid="plan-creating">
        <Hourglass className="mx-auto h-10 w-10 text-amber-700" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">{t.plan.creatingTitle}</h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700" data-testid="plan-creating-text">
          {planState.kind === "creating" && planState.reason === "plan-submitted" ? t.plan.followupText : t.plan.creatingText}
        </p>
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
