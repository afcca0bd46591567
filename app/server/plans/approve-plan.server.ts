/** The coach approves a plan (spec §4): the use case behind the plan page's and the plan list's "Freigeben". */
import { eq, sql } from "drizzle-orm";
import { approvalNeedsConfirmation, hasTrainingDay, summarizeQuality, type QualityId } from "~/domain/admin/plan-review";
import { canApprove, isApproved, nextStatus } from "~/domain/plan/lifecycle";
import { recordAudit } from "~/server/admin/audit.server";
import type { Db } from "~/server/db/client.server";
import { trainingPlans } from "~/server/db/schema.server";
import { requestApprovalEmail } from "./approval-mail.server";
import { lockPlanForCoach, PlanStepError, type Admin } from "./coach-step.server";
import { customerName } from "./plan-rows.server";

export type ApproveResult =
  | { ok: true; mailJobId: string; sequenceNumber: number; customerName: string }
  | { ok: false; reason: "not-found" | "already-approved" | "not-allowed" | "no-training-day" }
  /** The stored review failed: approved only with the coach's explicit confirmation. */
  | { ok: false; reason: "needs-confirmation"; failed: QualityId[]; sequenceNumber: number };

/**
 * Spec §4 approval, in one transaction: the plan row locked, the status checked again (a double
 * click or a concurrent request approves once; the second is told "already approved" and queues
 * nothing), status approved with time and admin, the approval mail job queued, the audit entry.
 * A plan text without a training day is refused; a plan whose stored quality review failed anywhere
 * is approved only when `confirmFailed` is set (decision 0086), and the audit entry names the
 * confirmed failures.
 */
export async function approvePlan(db: Db, admin: Admin, planId: string, options: { confirmFailed?: boolean } = {}): Promise<ApproveResult> {
  return db.transaction(async (tx) => {
    const plan = await lockPlanForCoach(tx, planId);
    if (!plan) return { ok: false as const, reason: "not-found" as const };
    if (isApproved(plan)) return { ok: false as const, reason: "already-approved" as const };
    const approved = nextStatus(plan.status, "approve");
    if (!approved || !canApprove(plan, plan.hasSubmittedRecord)) return { ok: false as const, reason: "not-allowed" as const };
    if (!hasTrainingDay(plan.content)) return { ok: false as const, reason: "no-training-day" as const };
    const review = summarizeQuality(plan.gateResults);
    if (approvalNeedsConfirmation(review) && !options.confirmFailed) return { ok: false as const, reason: "needs-confirmation" as const, failed: review!.failed, sequenceNumber: plan.sequenceNumber };
    const confirmedFailed = review && review.failed.length > 0 ? review.failed : undefined;
    try {
      await tx
        .update(trainingPlans)
        .set({ status: approved, approvedAt: sql`now()`, approvedBy: admin.id, updatedAt: sql`now()` })
        .where(eq(trainingPlans.id, planId));
      const mail = await requestApprovalEmail(tx, planId);
      await recordAudit(tx, admin, "plan.approve", { type: "plan", id: planId }, {
        from: plan.status,
        sequenceNumber: plan.sequenceNumber,
        mailJobId: mail.job.id,
        ...(confirmedFailed ? { confirmedFailed } : {}),
      });
      return { ok: true as const, mailJobId: mail.job.id, sequenceNumber: plan.sequenceNumber, customerName: await customerName(tx, plan.userId) };
    } catch (error) {
      throw new PlanStepError("update", error);
    }
  });
}
