/**
 * The coach's steps on one plan (spec part 2 §4, §8): approve, approve-and-next, complete, with the
 * state of the approval mail and of the follow-up generation, and the plan's dialogs (API prompt,
 * progress, submitted plan). Approve and complete post to the detail route's action with fetchers
 * (plain form posts without JavaScript); after the answer the page re-reads the job's state every
 * second or two until it is done, then says how it went (the mail's success or failure toast; the
 * follow-up's "Plan #N" toast).
 */
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { CheckCircle2, ChevronsRight, FlagTriangleRight, Loader2, Mail, Sparkles } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import type { Lang } from "~/i18n/config";
import { adminPlansContent, type AdminPlansMessages } from "~/i18n/pages/admin/plans";

import { COMPLETE_THROTTLE_MS, jobPending, mailStateOf, throttleRemainingMs } from "~/domain/admin/plans";
import { isDraft, type PlanActions } from "~/domain/plan/lifecycle";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { useAnswerToast } from "~/components/questionnaire/use-answer-toast";
import { PlanProgressButton, PlanPromptButton, SubmittedPlanButton } from "~/components/admin/plan-insights";
import { planPath } from "~/components/admin/plan-list";
import { cn } from "~/lib/cn";
import type { AdminPlanDetail, JobSummary } from "~/server/admin/plans.server";
import type { PlanActionAnswer } from "~/domain/admin/plan-answer";
import { followupState } from "~/domain/admin/plan-review";
import { planReviewContent } from "~/i18n/pages/admin/plan-review";
import { ApproveConfirmDialog, ApproveConfirmPanel, confirmRequest } from "~/components/admin/approve-confirm";
import { formatDateTime } from "~/i18n/format";

/** How long the page waits for the approval mail before it says "being sent" instead. */
export const MAIL_WATCH_MS = 10_000;
/** How long the page follows the follow-up generation (an AI answer can take a minute or two). */
export const FOLLOWUP_WATCH_MS = 5 * 60_000;

/** Answers already handled (module-wide: a fetcher keeps its last answer across re-mounts). */
const handled = new Set<string>();

const throttleKey = (planId: string) => `admin-complete-plan-${planId}`;
function readThrottle(planId: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(throttleKey(planId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
function writeThrottle(planId: string, at: number | null) {
  try {
    if (at === null) sessionStorage.removeItem(throttleKey(planId));
    else sessionStorage.setItem(throttleKey(planId), String(at));
  } catch {
    /* the throttle lives only as long as the page then */
  }
}

/**
 * Re-reads the page's data while `watching` and the job is not done, once per `intervalMs`; calls
 * `done` with the job when it finished or with null after `timeoutMs`.
 */
function useJobWatch(job: JobSummary | null, watch: { jobId: string; since: number } | null, options: { intervalMs: number; timeoutMs: number; done: (job: JobSummary | null) => void }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const done = useRef(options.done);
  done.current = options.done;
  const idle = revalidator.state === "idle";
  useEffect(() => {
    if (!watch) return;
    const current = job && job.id === watch.jobId ? job : null;
    if (current && !jobPending(current)) {
      done.current(current);
      return;
    }
    if (Date.now() - watch.since > options.timeoutMs) {
      done.current(null);
      return;
    }
    if (!idle) return;
    const timer = setTimeout(() => void revalidate.current(), options.intervalMs);
    return () => clearTimeout(timer);
  }, [job, watch, idle, options.intervalMs, options.timeoutMs]);
}

function StateLine({ icon, label, children, testId, tone = "default" }: { icon: React.ReactNode; label: string; children: React.ReactNode; testId: string; tone?: "default" | "success" | "warning" | "error" }) {
  return (
    <div
      className={cn(
        "flex flex-wrap items-start gap-x-2 gap-y-1 rounded-lg px-3 py-2 text-sm",
        tone === "success" && "bg-emerald-50 text-emerald-950",
        tone === "warning" && "bg-amber-50 text-amber-950",
        tone === "error" && "bg-red-50 text-red-900",
        tone === "default" && "bg-slate-50 text-slate-800",
      )}
      data-testid={testId}
    >
      <span className="mt-0.5 shrink-0" aria-hidden="true">
        {icon}
      </span>
      <span className="font-semibold">{label}:</span>
      <span className="min-w-0 break-words">{children}</span>
    </div>
  );
}

function MailState({ job, t, lang }: { job: JobSummary | null; t: AdminPlansMessages["actions"]; lang: Lang }) {
  const state = mailStateOf(job);
  const error = job?.error ?? t.unknownError;
  const text =
    state === "sent" && job
      ? fmt(t.mailStates.sent, { at: formatDateTime(job.updatedAt, lang) })
      : state === "retrying" && job
        ? fmt(t.mailStates.retrying, { attempts: job.attempts, max: job.maxAttempts, error })
        : state === "failed"
          ? fmt(t.mailStates.failed, { error })
          : t.mailStates[state === "queued" ? "queued" : "none"];
  const tone = state === "sent" ? "success" : state === "failed" ? "error" : state === "retrying" ? "warning" : "default";
  const icon = state === "queued" ? <Loader2 className="h-4 w-4 animate-spin" /> : <Mail className="h-4 w-4" />;
  return (
    <StateLine icon={icon} label={t.mail} tone={tone} testId="mail-state">
      <span data-state={state}>{text}</span>
    </StateLine>
  );
}

function FollowupState({ plan, t, lang }: { plan: AdminPlanDetail; t: AdminPlansMessages["actions"]; lang: Lang }) {
  const r = planReviewContent[lang];
  const job = plan.followupJob;
  const next = plan.nextPlan;
  if (!job && !next) return null;
  const error = job?.error ?? t.unknownError;
  const pending = job !== null && jobPending(job) && !next;
  // The next plan's own status when it exists (it may be approved already), else the job's.
  const state = followupState(job, next);
  const n = next?.sequenceNumber ?? job?.result?.sequenceNumber ?? plan.sequenceNumber + 1;
  const text =
    pending && job?.error ? fmt(t.followupStates.retrying, { attempts: job.attempts, max: job.maxAttempts, error }) : fmt(r.followup[state], { n, error });
  const tone = state === "failed" ? "error" : pending ? (job?.error ? "warning" : "default") : "success";
  return (
    <StateLine icon={pending ? <Loader2 className="h-4 w-4 animate-spin" /> : <Sparkles className="h-4 w-4" />} label={t.followup} tone={tone} testId="followup-state">
      <span data-state={state}>{text}</span>
      {next ? (
        <>
          {" "}
          <Link to={planPath(lang, next.id)} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950" data-testid="followup-link">
            {fmt(isDraft(next) ? r.open.draft : r.open.other, { n: next.sequenceNumber })}
          </Link>
        </>
      ) : null}
    </StateLine>
  );
}

/**
 * `pageAnswer`: the page's own action answer, set only by a post without JavaScript (the fetchers'
 * answers stay with the fetchers); it carries the approval's confirmation request then.
 */
// size: one card: approve, edit and complete share the confirmation state
export function PlanActionsCard({ plan, actions, pageAnswer }: { plan: AdminPlanDetail; actions: PlanActions; pageAnswer?: PlanActionAnswer }) {
  const lang = useLang();
  const t = adminPlansContent[lang];
  const r = planReviewContent[lang];
  const approveFetcher = useFetcher<PlanActionAnswer>({ key: `plan-approve-${plan.id}` });
  const nextFetcher = useFetcher<PlanActionAnswer>({ key: `plan-approve-next-${plan.id}` });
  const completeFetcher = useFetcher<PlanActionAnswer>({ key: `plan-complete-${plan.id}` });
  const [mailWatch, setMailWatch] = useState<{ jobId: string; since: number } | null>(null);
  const [followupWatch, setFollowupWatch] = useState<{ jobId: string; since: number } | null>(null);

  // A request for the confirmation is answered by the dialog, not a toast.
  useAnswerToast(confirmRequest(approveFetcher.data) ? undefined : approveFetcher.data?.toast);
  useAnswerToast(confirmRequest(nextFetcher.data) ? undefined : nextFetcher.data?.toast);
  useAnswerToast(completeFetcher.data?.toast);

  // An approval answered: follow the mail job.
  useEffect(() => {
    const answer = approveFetcher.data;
    if (!answer || handled.has(answer.id) || answer.intent !== "approve" || !answer.ok) return;
    handled.add(answer.id);
    setMailWatch({ jobId: answer.mailJobId, since: Date.now() });
  }, [approveFetcher.data]);

  // A completion answered: follow the generation; a refusal lifts the throttle so the coach can retry.
  useEffect(() => {
    const answer = completeFetcher.data;
    if (!answer || handled.has(answer.id)) return;
    handled.add(answer.id);
    // Plan n+1 exists already: the answer's toast said its state; nothing to wait for.
    if (answer.intent === "complete" && answer.ok) {
      if (!answer.next) setFollowupWatch({ jobId: answer.jobId, since: Date.now() });
    } else writeThrottle(plan.id, null);
  }, [completeFetcher.data, plan.id]);

  useJobWatch(plan.mailJob, mailWatch, {
    intervalMs: 1000,
    timeoutMs: MAIL_WATCH_MS,
    done: (job) => {
      setMailWatch(null);
      const state = mailStateOf(job);
      if (state === "sent") toast({ title: t.approve.successTitle, description: t.approve.success, variant: "success" });
      else if (state === "failed") toast({ title: t.approve.mailFailedTitle, description: t.approve.mailFailed, variant: "destructive" });
      else toast({ title: t.approve.mailPendingTitle, description: t.approve.mailPending });
    },
  });

  useJobWatch(plan.followupJob, followupWatch, {
    intervalMs: 1500,
    timeoutMs: FOLLOWUP_WATCH_MS,
    done: (job) => {
      setFollowupWatch(null);
      if (!job) {
        toast({ title: t.complete.slowTitle, description: t.complete.slow });
        return;
      }
      // The toast states the follow-up as it is now: a draft for review, already approved or completed, or failed.
      const state = followupState(job, plan.nextPlan);
      const n = plan.nextPlan?.sequenceNumber ?? job.result?.sequenceNumber ?? plan.sequenceNumber + 1;
      if (state === "failed") toast({ title: t.complete.errorTitle, description: fmt(t.complete.error, { message: job.error ?? t.actions.unknownError }), variant: "destructive" });
      else toast({ title: r.followupTitle[state], description: fmt(r.followup[state], { n, error: "" }), variant: state === "drafting" ? "default" : "success" });
    },
  });

  const onComplete = (event: React.FormEvent) => {
    const now = Date.now();
    const remaining = throttleRemainingMs(readThrottle(plan.id), now);
    if (remaining > 0) {
      event.preventDefault();
      toast({ title: t.complete.throttledTitle, description: fmt(t.complete.throttled, { n: Math.max(1, Math.ceil(remaining / 60_000)) }) });
      return;
    }
    writeThrottle(plan.id, now);
  };

  const approving = approveFetcher.state !== "idle" || mailWatch !== null;
  const approvingNext = nextFetcher.state !== "idle";
  const completing = completeFetcher.state !== "idle" || followupWatch !== null;
  const showMail = !isDraft(plan) || plan.mailJob !== null;
  const insight = { planId: plan.id, sequenceNumber: plan.sequenceNumber };
  const named = { n: plan.sequenceNumber, name: plan.customerName };
  const noScriptConfirm = confirmRequest(pageAnswer);

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="plan-actions-title" data-testid="plan-actions">
      <h2 id="plan-actions-title" className="text-lg font-bold text-slate-950">
        {t.actions.title}
      </h2>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {actions.canApprove ? (
          <approveFetcher.Form method="post" className="contents">
            <input type="hidden" name="intent" value="approve" />
            <Button type="submit" disabled={approving || approvingNext} className="max-sm:w-full" data-testid="plan-approve">
              {approving ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
              {approving ? t.actions.approving : t.actions.approve}
            </Button>
          </approveFetcher.Form>
        ) : null}
        {actions.canApproveAndNext ? (
          <nextFetcher.Form method="post" className="contents">
            <input type="hidden" name="intent" value="approve-next" />
            <Button
              type="submit"
              variant="secondary"
              disabled={approving || approvingNext}
              className="max-sm:w-full"
              title={t.actions.approveNextHint}
              aria-describedby="plan-approve-next-hint"
              data-testid="plan-approve-next"
            >
              {approvingNext ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <ChevronsRight className="h-4 w-4" aria-hidden="true" />}
              {t.actions.approveNext}
            </Button>
          </nextFetcher.Form>
        ) : null}
        {actions.canComplete ? (
          <completeFetcher.Form method="post" className="contents" onSubmit={onComplete}>
            <input type="hidden" name="intent" value="complete" />
            <Button type="submit" disabled={completing} className="max-sm:w-full" data-testid="plan-complete" data-throttle-ms={COMPLETE_THROTTLE_MS}>
              {completing ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <FlagTriangleRight className="h-4 w-4" aria-hidden="true" />}
              {completing ? t.actions.completing : t.actions.complete}
            </Button>
          </completeFetcher.Form>
        ) : null}
        <PlanPromptButton {...insight} />
        {actions.canShowProgress ? <PlanProgressButton {...insight} /> : null}
        {actions.canShowSubmitted ? <SubmittedPlanButton {...insight} /> : null}
      </div>
      {actions.canApproveAndNext ? (
        <p id="plan-approve-next-hint" className="mt-2 text-xs text-slate-600">
          {t.actions.approveNextHint}
        </p>
      ) : null}
      {!actions.canApprove && !actions.canComplete ? <p className="mt-2 text-sm text-slate-600">{t.actions.noActions}</p> : null}
      {noScriptConfirm && actions.canApprove ? (
        <div className="mt-3">
          <ApproveConfirmPanel request={noScriptConfirm} plan={named} cancelTo={planPath(lang, plan.id)} />
        </div>
      ) : null}
      <ApproveConfirmDialog fetcher={approveFetcher} plan={named} />
      <ApproveConfirmDialog fetcher={nextFetcher} plan={named} />
      <div className="mt-3 grid grid-cols-1 gap-2" aria-live="polite">
        {showMail ? <MailState job={plan.mailJob} t={t.actions} lang={lang} /> : null}
        <FollowupState plan={plan} t={t.actions} lang={lang} />
      </div>
    </section>
  );
}
