/**
 * The plan's lifecycle (spec part 2 §4), the one home of its rules: the statuses
 * (draft → approved → completed), the `submitted` flag and the submitted-plan record, which
 * transitions exist and which actions each state allows (the coach's edit, approve, approve-next,
 * complete; the customer's set logging, feedback and submission). Pure: the server (the authority)
 * and the pages ask these functions, nobody compares status words on their own.
 */

export const PLAN_STATUSES = ["draft", "approved", "completed"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export function isPlanStatus(value: string): value is PlanStatus {
  return (PLAN_STATUSES as readonly string[]).includes(value);
}

/** What the rules read of a plan row. */
export interface PlanFacts {
  status: string;
  submitted: boolean;
}

/* ───────────────────────────── transitions ───────────────────────────── */

/**
 * The status changes a plan goes through: the coach approves a draft (or a completed plan that was
 * never submitted); the customer's submission completes an approved plan (and sets `submitted`).
 * The coach's "complete plan" changes no status: it asks for the follow-up plan.
 */
export const PLAN_TRANSITIONS = {
  approve: { from: ["draft", "completed"], to: "approved" },
  submit: { from: ["approved"], to: "completed" },
} as const satisfies Record<string, { from: readonly PlanStatus[]; to: PlanStatus }>;

export type PlanTransition = keyof typeof PLAN_TRANSITIONS;

/** The status after `transition`, or null when the plan's status does not allow it. */
export function nextStatus(status: string, transition: PlanTransition): PlanStatus | null {
  const { from, to } = PLAN_TRANSITIONS[transition];
  return (from as readonly string[]).includes(status) ? to : null;
}

/* ───────────────────────────── predicates ───────────────────────────── */

/** A draft waits for the coach's review. */
export function isDraft(plan: Pick<PlanFacts, "status">): boolean {
  return plan.status === "draft";
}

/** Approved by the coach (open for training unless submitted; the approval mail goes out for it). */
export function isApproved(plan: Pick<PlanFacts, "status">): boolean {
  return plan.status === "approved";
}

/**
 * The customer's plan in use: approved and not submitted. Only such a plan takes logged sets, day
 * and plan feedback, and the submission; the dashboard shows the newest one.
 */
export function isOpenForTraining(plan: PlanFacts): boolean {
  return isApproved(plan) && !plan.submitted;
}

/** Spec §4: approve a draft, or a completed plan when no submitted-plan record exists. */
export function canApprove(plan: PlanFacts, hasSubmittedRecord: boolean): boolean {
  return nextStatus(plan.status, "approve") !== null && (plan.status === "draft" || !hasSubmittedRecord);
}

/** Approve and go on to the oldest remaining draft: drafts only. */
export function canApproveAndNext(plan: PlanFacts): boolean {
  return isDraft(plan);
}

/** Spec §4: approved and (submitted or a submitted record), or completed with a submitted record. */
export function canComplete(plan: PlanFacts, hasSubmittedRecord: boolean): boolean {
  return (plan.status === "approved" && (plan.submitted || hasSubmittedRecord)) || (plan.status === "completed" && hasSubmittedRecord);
}

/** A submitted plan is the customer's record of what they trained: it is not edited any more. */
export function canEdit(plan: PlanFacts, hasSubmittedRecord: boolean): boolean {
  return !plan.submitted && !hasSubmittedRecord;
}

/** Why the customer's submission is refused, or null when it may go ahead (spec part 2 §4 "Submission steps"). */
export function submitRefusal(plan: PlanFacts, hasSubmittedRecord: boolean): "already-submitted" | "not-open" | null {
  if (hasSubmittedRecord || plan.submitted) return "already-submitted";
  if (nextStatus(plan.status, "submit") === null) return "not-open";
  return null;
}

export function canSubmit(plan: PlanFacts, hasSubmittedRecord: boolean): boolean {
  return submitRefusal(plan, hasSubmittedRecord) === null;
}

/** Sets are logged and feedback is written only on the plan open for training. */
export const canLogSets = isOpenForTraining;
export const canGiveFeedback = isOpenForTraining;

export interface PlanActions {
  /** Spec §4: status draft, or completed when no submitted-plan record exists. */
  canApprove: boolean;
  /** Approve and go on to the oldest remaining draft: drafts only. */
  canApproveAndNext: boolean;
  /** Spec §4: approved and (submitted or a submitted record), or completed with a submitted record. */
  canComplete: boolean;
  /** Spec §4: approved or submitted, and a submitted record exists. */
  canShowProgress: boolean;
  /** The submitted-plan dialog: whenever a submitted record exists. */
  canShowSubmitted: boolean;
  /** A submitted plan is the customer's record of what they trained: it is not edited any more. */
  canEdit: boolean;
}

/** The coach's actions on a plan, as the admin pages offer them and the server checks them. */
export function planActions(plan: PlanFacts, hasSubmittedRecord: boolean): PlanActions {
  return {
    canApprove: canApprove(plan, hasSubmittedRecord),
    canApproveAndNext: canApproveAndNext(plan),
    canComplete: canComplete(plan, hasSubmittedRecord),
    canShowProgress: (plan.status === "approved" || plan.submitted) && hasSubmittedRecord,
    canShowSubmitted: hasSubmittedRecord,
    canEdit: canEdit(plan, hasSubmittedRecord),
  };
}
