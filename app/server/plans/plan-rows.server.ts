/**
 * The model of the training_plans group of tables (plans and their submitted-plan records): the one
 * way a writer locks a plan row, the one SQL condition of "the user's plan open for training", and
 * the one rule for the customer's display name. The lifecycle's rules themselves are pure
 * (`app/domain/plan/lifecycle.ts`); this module only turns them into SQL and locks. Every function
 * takes the database or the caller's transaction; customer-facing calls pass the user id and every
 * query is filtered by it.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { queryRows, type DbOrTx } from "~/server/db/client.server";
import { feedbackTrainingPlans, trainingPlans } from "~/server/db/schema.server";

/** The MD5 of the plan text as the database computes it (the one-statement set save compares it). */
export const planContentHash = () => sql<string>`md5(${trainingPlans.content})`;

/**
 * The user's plan open for training (domain `isOpenForTraining`): theirs, approved, not submitted.
 * A drizzle condition, usable in `where(...)` and inside a `sql` statement alike.
 */
export function openForTraining(userId: string): SQL {
  return and(eq(trainingPlans.userId, userId), eq(trainingPlans.status, "approved"), eq(trainingPlans.submitted, false))!;
}

export interface LockedPlan {
  id: string;
  userId: string;
  status: string;
  submitted: boolean;
  sequenceNumber: number;
  content: string;
  contentHash: string;
  approvedAt: Date | null;
  gateResults: unknown;
}

/**
 * The plan row, locked for the rest of the transaction; null when unknown (or, with `userId`, when it
 * is another user's). `update` for the writes that change the plan (the coach's steps, the
 * submission: they wait for each other), `share` for writes beside it (set logging, feedback: they
 * may run side by side, and a submission waits for them and they for it).
 */
export async function lockPlan(tx: DbOrTx, planId: string, options: { userId?: string; mode: "share" | "update" }): Promise<LockedPlan | null> {
  const query = tx
    .select({
      id: trainingPlans.id,
      userId: trainingPlans.userId,
      status: trainingPlans.status,
      submitted: trainingPlans.submitted,
      sequenceNumber: trainingPlans.sequenceNumber,
      content: trainingPlans.content,
      contentHash: planContentHash(),
      approvedAt: trainingPlans.approvedAt,
      gateResults: trainingPlans.gateResults,
    })
    .from(trainingPlans)
    .where(options.userId === undefined ? eq(trainingPlans.id, planId) : and(eq(trainingPlans.id, planId), eq(trainingPlans.userId, options.userId)));
  const [plan] = await (options.mode === "update" ? query.for("update") : query.for("share"));
  return plan ?? null;
}

/** True when the plan has its submitted-plan record (with `userId`: that user's record). */
export async function hasSubmittedRecord(tx: DbOrTx, planId: string, userId?: string): Promise<boolean> {
  const [record] = await tx
    .select({ id: feedbackTrainingPlans.id })
    .from(feedbackTrainingPlans)
    .where(
      userId === undefined
        ? eq(feedbackTrainingPlans.originalPlanId, planId)
        : and(eq(feedbackTrainingPlans.userId, userId), eq(feedbackTrainingPlans.originalPlanId, planId)),
    )
    .limit(1);
  return Boolean(record);
}

/**
 * The customer's display name for the coach (the plan list, the plan page, the approval's answer):
 * the questionnaire's first and last name, else the profile's, else the account's, else its name,
 * else the e-mail. Reads the aliases `u` ("user"), `up` (user_profiles) and `qn` (questionnaires). (The submitted-plan record names the customer by its own spec
 * rule, `submitterName` in domain/training/submission.ts.)
 */
export const CUSTOMER_NAME = sql`coalesce(
  nullif(btrim(qn.first_name || ' ' || qn.last_name), ''),
  nullif(btrim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), ''),
  nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
  nullif(btrim(u.name), ''),
  u.email)`;

/** The customer's display name by user id (CUSTOMER_NAME); "" when the user is unknown. */
export async function customerName(db: DbOrTx, userId: string): Promise<string> {
  const [named] = await queryRows<{ name: string }>(
    db,
    sql`select ${CUSTOMER_NAME} as name from "user" u
        left join user_profiles up on up.user_id = u.id left join questionnaires qn on qn.user_id = u.id
        where u.id = ${userId}`,
  );
  return named?.name ?? "";
}
