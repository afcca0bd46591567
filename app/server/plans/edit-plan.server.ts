/** The coach edits a plan's text (spec §4): the use case behind the plan editor's "Speichern". */
import { eq, sql } from "drizzle-orm";
import { planEditIssue, planEditSchema, type PlanEditIssue } from "~/domain/admin/plans";
import { canEdit } from "~/domain/plan/lifecycle";
import { qualityPassed } from "~/domain/plan/quality";
import type { QualityResult } from "~/domain/plan/types";
import { gatesForText, loadGateReference } from "~/server/admin/plans.server";
import { recordAudit } from "~/server/admin/audit.server";
import type { Db } from "~/server/db/client.server";
import { trainingPlans } from "~/server/db/schema.server";
import { lockPlanForCoach, type Admin } from "./coach-step.server";

export type EditResult =
  | { ok: true; gatesPassed: boolean | null; gateResults: QualityResult[] | null }
  | { ok: false; reason: "not-found" | "submitted" | PlanEditIssue };

/**
 * Spec §4 plan edit: the new text stored with its quality gates computed again (null without a
 * questionnaire) and the audit entry (lengths before and after, gates passed), in one transaction.
 * A submitted plan is the customer's record of what they trained and is refused.
 */
export async function editPlan(db: Db, admin: Admin, planId: string, text: string): Promise<EditResult> {
  const parsed = planEditSchema.safeParse({ content: text });
  if (!parsed.success) return { ok: false, reason: planEditIssue(parsed.error) };
  const { content } = parsed.data;
  return db.transaction(async (tx) => {
    const plan = await lockPlanForCoach(tx, planId);
    if (!plan) return { ok: false as const, reason: "not-found" as const };
    if (!canEdit(plan, plan.hasSubmittedRecord)) return { ok: false as const, reason: "submitted" as const };
    const reference = await loadGateReference(tx, plan.userId);
    const gateResults = gatesForText(content, reference);
    const passed = gateResults ? qualityPassed(gateResults) : null;
    await tx
      .update(trainingPlans)
      .set({ content, gateResults, gatesPassed: passed, updatedAt: sql`now()` })
      .where(eq(trainingPlans.id, planId));
    await recordAudit(tx, admin, "plan.edit", { type: "plan", id: planId }, { lengthBefore: plan.content.length, lengthAfter: content.length, gatesPassed: passed });
    return { ok: true as const, gatesPassed: passed, gateResults };
  });
}
