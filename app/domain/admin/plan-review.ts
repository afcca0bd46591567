/**
 * The coach's review rules for one plan, shared by the plan list, the plan page and the server
 * (the authority): the one count of the quality review (the six gates and the coach checks), when an
 * approval needs the coach's explicit confirmation, that a plan text needs a training day, and the
 * state of the follow-up plan after "complete plan". Pure.
 */
import { parsePlan } from "~/domain/plan/parser";
import { CHECK_IDS, GATE_IDS, type CheckId, type GateId } from "~/domain/plan/types";

export type QualityId = GateId | CheckId;

export interface QualitySummary {
  passed: number;
  /** Six gates, plus the six coach checks when the plan was reviewed with them. */
  total: number;
  /** Gates and checks that failed or have no result, gates first, each in its own order. */
  failed: QualityId[];
}

/**
 * The one count of a plan's stored review (`training_plans.gate_results`, jsonb
 * `[{ id, passed, reason }]`), used by the queue, the plan list and the plan page alike. Null when
 * the plan has none (a manual plan, no questionnaire) or it is unreadable. Plans stored before the
 * coach checks existed hold only the six gates and count six; a gate or check without a result
 * counts as not passed; `passed` must be literally true.
 */
export function summarizeQuality(stored: unknown): QualitySummary | null {
  if (!Array.isArray(stored) || stored.length === 0) return null;
  const passedIds = new Set<string>();
  const seen = new Set<string>();
  for (const entry of stored) {
    if (!entry || typeof entry !== "object") continue;
    const { id, passed } = entry as { id?: unknown; passed?: unknown };
    if (typeof id !== "string") continue;
    seen.add(id);
    if (passed === true) passedIds.add(id);
  }
  if (!GATE_IDS.some((id) => seen.has(id))) return null;
  const ids: QualityId[] = [...GATE_IDS, ...(CHECK_IDS.some((id) => seen.has(id)) ? CHECK_IDS : [])];
  const failed = ids.filter((id) => !passedIds.has(id));
  return { passed: ids.length - failed.length, total: ids.length, failed };
}

/** The form field (and its value) by which the coach confirms approving a plan with failed checks. */
export const CONFIRM_FAILED_FIELD = "confirmFailedChecks";
export const CONFIRM_FAILED_VALUE = "yes";

/** True when the form carries the explicit confirmation (a checkbox or the dialog's hidden field). */
export function confirmsFailedChecks(value: unknown): boolean {
  return value === CONFIRM_FAILED_VALUE;
}

/**
 * Approving a plan whose review failed anywhere is a deliberate act: it needs the confirmation.
 * A plan without a review (null) has nothing to confirm.
 */
export function approvalNeedsConfirmation(summary: QualitySummary | null): boolean {
  return summary !== null && summary.failed.length > 0;
}

/**
 * A plan the customer can train with has at least one training day: a text from which no day is
 * read (the customer would see only the placeholder day) or only rest days is no plan.
 */
export function hasTrainingDay(content: string): boolean {
  const plan = parsePlan(content);
  return !plan.isPlaceholder && plan.days.some((day) => !day.isRestDay);
}

/* ───────────────────────────── follow-up ───────────────────────────── */

export type FollowupState = "drafting" | "draft" | "approved" | "completed" | "failed";

/**
 * What the follow-up of a completed plan is right now, as the coach is told it: the next plan's own
 * status when it exists (a draft waits for review; it may also be approved or completed already),
 * else being drafted while the job runs (or was just asked for), else failed.
 */
export function followupState(job: { status: string } | null, next: { status: string } | null): FollowupState {
  if (next) return next.status === "approved" ? "approved" : next.status === "completed" ? "completed" : "draft";
  if (job?.status === "failed") return "failed";
  return "drafting";
}
