/**
 * What the plan insights share: the plan row, its questionnaire and its plan feedback. The admin
 * guard on the layout route has established who is asking.
 */
import { and, eq } from "drizzle-orm";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { DbOrTx } from "~/server/db/client.server";
import { feedback, feedbackTrainingPlans, questionnaires, trainingPlans } from "~/server/db/schema.server";
import { questionnaireAnswers } from "~/server/plan/generation-inputs.server";

export type PlanRow = typeof trainingPlans.$inferSelect;

export async function planById(db: DbOrTx, planId: string): Promise<PlanRow | null> {
  const [plan] = await db.select().from(trainingPlans).where(eq(trainingPlans.id, planId));
  return plan ?? null;
}

/** The plan's questionnaire (the one it was made from, else the user's current one). */
export async function questionnaireOf(db: DbOrTx, plan: PlanRow): Promise<QuestionnaireAnswers | null> {
  const where = plan.questionnaireId ? eq(questionnaires.id, plan.questionnaireId) : eq(questionnaires.userId, plan.userId);
  const [row] = await db.select().from(questionnaires).where(where);
  return row ? questionnaireAnswers(row) : null;
}

/** Spec §2.5: the plan feedback (day 0), else the submitted record's user_feedback. */
export async function planFeedbackOf(db: DbOrTx, plan: PlanRow): Promise<{ text: string | null; source: "feedback" | "submitted" | null }> {
  const [day0] = await db
    .select({ text: feedback.feedbackText })
    .from(feedback)
    .where(and(eq(feedback.userId, plan.userId), eq(feedback.planId, plan.id), eq(feedback.day, 0)));
  if (day0?.text.trim()) return { text: day0.text.trim(), source: "feedback" };
  const [record] = await db
    .select({ text: feedbackTrainingPlans.userFeedback })
    .from(feedbackTrainingPlans)
    .where(eq(feedbackTrainingPlans.originalPlanId, plan.id));
  if (record?.text?.trim()) return { text: record.text.trim(), source: "submitted" };
  return { text: null, source: null };
}
