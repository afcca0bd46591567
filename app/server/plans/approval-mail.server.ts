/**
 * Job `send-plan-approved-email {planId}`: tells the customer that the coach approved their plan,
 * in the customer's language, with a link to the dashboard. Retried with backoff by the queue.
 */
import { eq } from "drizzle-orm";
import { isApproved } from "~/domain/plan/lifecycle";
import { isLang } from "~/i18n/config";
import type { DbOrTx } from "~/server/db/client.server";
import { questionnaires, trainingPlans, user, userProfiles } from "~/server/db/schema.server";
import { getEnv, type Env } from "~/server/env.server";
import { enqueueJob } from "~/server/jobs/queue.server";
import { PermanentJobError, type JobContext } from "~/server/jobs/worker.server";
import { renderPlanApprovedMail } from "~/i18n/mail";
import { deliverMail } from "~/server/mail/transport.server";

export async function handleSendPlanApprovedEmail(ctx: JobContext, env: Env = getEnv()) {
  const planId = String(ctx.job.payload.planId ?? "");
  const [row] = await ctx.db
    .select({
      status: trainingPlans.status,
      sequenceNumber: trainingPlans.sequenceNumber,
      email: user.email,
      locale: user.locale,
      questionnaireFirstName: questionnaires.firstName,
      profileFirstName: userProfiles.firstName,
    })
    .from(trainingPlans)
    .innerJoin(user, eq(user.id, trainingPlans.userId))
    .leftJoin(questionnaires, eq(questionnaires.userId, trainingPlans.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, trainingPlans.userId))
    .where(eq(trainingPlans.id, planId));
  if (!row) throw new PermanentJobError("Plan nicht gefunden");
  if (!isApproved(row)) throw new PermanentJobError("Plan ist nicht freigegeben");
  const lang = isLang(row.locale) ? row.locale : "de";
  const mail = renderPlanApprovedMail(lang, {
    firstName: row.questionnaireFirstName ?? row.profileFirstName,
    dashboardUrl: `${env.appUrl}/${lang}/dashboard?tab=plan`,
  });
  const result = await deliverMail({ to: row.email, ...mail }, env);
  return { messageId: result.messageId, lang, sequenceNumber: row.sequenceNumber };
}

/** Enqueued by the approval (in its transaction); one mail per plan. */
export async function requestApprovalEmail(db: DbOrTx, planId: string) {
  return enqueueJob(db, "send-plan-approved-email", { planId }, { singletonKey: `send-plan-approved-email:${planId}`, maxAttempts: 8 });
}
