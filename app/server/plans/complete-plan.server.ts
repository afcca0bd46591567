/** The coach completes a plan (spec §4): the use case behind "Plan abschließen". */
import { and, eq } from "drizzle-orm";
import { canComplete } from "~/domain/plan/lifecycle";
import { recordAudit } from "~/server/admin/audit.server";
import type { Db } from "~/server/db/client.server";
import { trainingPlans } from "~/server/db/schema.server";
import { requestFollowup } from "~/server/plan/generation.server";
import { lockPlanForCoach, PlanStepError, type Admin } from "./coach-step.server";

export type CompleteResult =
  | {
      ok: true;
      jobId: string;
      jobCreated: boolean;
      sequenceNumber: number;
      /** The follow-up (plan n+1) when it exists already, with its status: the answer says where it stands. */
      next: { id: string; sequenceNumber: number; status: string } | null;
    }
  | { ok: false; reason: "not-found" | "not-allowed" };

/**
 * Spec §4 admin "complete plan": the follow-up generation queued (a singleton per plan; its handler
 * returns the existing plan n+1, so a draft the customer's submission already queued is not made
 * twice) and the audit entry, in one transaction.
 */
export async function completePlan(db: Db, admin: Admin, planId: string): Promise<CompleteResult> {
  return db.transaction(async (tx) => {
    const plan = await lockPlanForCoach(tx, planId);
    if (!plan) return { ok: false as const, reason: "not-found" as const };
    if (!canComplete(plan, plan.hasSubmittedRecord)) return { ok: false as const, reason: "not-allowed" as const };
    try {
      const { job, created } = await requestFollowup(tx, planId);
      await recordAudit(tx, admin, "plan.complete", { type: "plan", id: planId }, { jobId: job.id, jobCreated: created, sequenceNumber: plan.sequenceNumber });
      const [next] = await tx
        .select({ id: trainingPlans.id, sequenceNumber: trainingPlans.sequenceNumber, status: trainingPlans.status })
        .from(trainingPlans)
        .where(and(eq(trainingPlans.userId, plan.userId), eq(trainingPlans.sequenceNumber, plan.sequenceNumber + 1)));
      return { ok: true as const, jobId: job.id, jobCreated: created, sequenceNumber: plan.sequenceNumber, next: next ?? null };
    } catch (error) {
      throw new PlanStepError("update", error);
    }
  });
}
