/**
 * The consent for health data (Art. 9(2)(a) DSGVO): recorded with the text's version when health
 * answers are stored, and withdrawn in one transaction that clears the health answers everywhere
 * they were copied. See docs/decisions/0074.
 */
import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { HEALTH_CONSENT_VERSION } from "~/domain/privacy/health-consent";
import { stripHealthFromAiFallback, stripHealthFromGateResults } from "~/domain/privacy/strip-health";
import type { Db, DbOrTx } from "~/server/db/client.server";
import { consents, questionnaires, trainingPlans } from "~/server/db/schema.server";
import { requestFollowup, requestPlanGeneration } from "~/server/plan/generation.server";

export interface HealthConsentState {
  /** The consent in force, if any. */
  givenAt: string | null;
  textVersion: string | null;
  /** The newest withdrawal, if the consent is not in force. */
  withdrawnAt: string | null;
}

/**
 * Called in the questionnaire's transaction when health answers are stored (the form's box was
 * ticked, the schema refused them otherwise): records the consent unless one is in force.
 */
export async function recordHealthConsent(tx: DbOrTx, userId: string, lang: Lang): Promise<void> {
  await tx
    .insert(consents)
    .values({ userId, kind: "health_data", textVersion: HEALTH_CONSENT_VERSION, lang })
    .onConflictDoNothing({ target: [consents.userId, consents.kind], where: sql`withdrawn_at is null` });
}

export async function healthConsentState(db: DbOrTx, userId: string): Promise<HealthConsentState> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, "health_data")))
    .orderBy(sql`${consents.withdrawnAt} is null desc`, desc(consents.givenAt))
    .limit(1);
  if (!row) return { givenAt: null, textVersion: null, withdrawnAt: null };
  return row.withdrawnAt
    ? { givenAt: null, textVersion: null, withdrawnAt: row.withdrawnAt.toISOString() }
    : { givenAt: row.givenAt.toISOString(), textVersion: row.textVersion, withdrawnAt: null };
}

export interface Withdrawal {
  /** False when there was neither a consent in force nor a health answer: nothing changed. */
  withdrawn: boolean;
  /** The waiting draft built on the health answers, deleted and requested again without them. */
  replacedDraftId: string | null;
}

/**
 * Withdraws the health consent, in one transaction:
 * - the consent row gets its `withdrawn_at` (the record of both stays);
 * - the questionnaire's health answer is cleared;
 * - a draft waiting for the coach was built on it: deleted and generated again from the answers
 *   without health data (a follow-up as a follow-up), as a changed questionnaire does (decision 0025);
 * - every other plan of the user loses its stored prompt (it held the answers as sent to the AI) and
 *   the health details of its check records (recognised conditions, flagged exercises, reasons).
 * The AI cost rows (`expenses`) and the job rows hold no prompt or answer text (ids, model, tokens).
 */
export async function withdrawHealthConsent(db: Db, userId: string): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const withdrawnConsents = await tx
      .update(consents)
      .set({ withdrawnAt: sql`greatest(now(), ${consents.givenAt})` })
      .where(and(eq(consents.userId, userId), eq(consents.kind, "health_data"), isNull(consents.withdrawnAt)))
      .returning({ id: consents.id });
    const [q] = await tx
      .select({ id: questionnaires.id, health: questionnaires.healthRestrictions })
      .from(questionnaires)
      .where(eq(questionnaires.userId, userId))
      .for("update");
    const hadAnswer = Boolean(q?.health);
    if (q && hadAnswer) {
      await tx.update(questionnaires).set({ healthRestrictions: null, updatedAt: sql`now()` }).where(eq(questionnaires.id, q.id));
    }
    if (withdrawnConsents.length === 0 && !hadAnswer) return { withdrawn: false, replacedDraftId: null };

    let replacedDraftId: string | null = null;
    if (hadAnswer && q) {
      const [draft] = await tx
        .delete(trainingPlans)
        .where(and(eq(trainingPlans.userId, userId), eq(trainingPlans.status, "draft")))
        .returning({ id: trainingPlans.id, previousPlanId: trainingPlans.previousPlanId });
      if (draft) {
        replacedDraftId = draft.id;
        if (draft.previousPlanId) await requestFollowup(tx, draft.previousPlanId);
        else await requestPlanGeneration(tx, { questionnaireId: q.id, userId });
      }
    }
    await purgeHealthCopiesFromPlans(tx, userId);
    return { withdrawn: true, replacedDraftId };
  });
}

/** The user's plans without stored prompts and without health details in their check records. */
export async function purgeHealthCopiesFromPlans(tx: DbOrTx, userId: string): Promise<void> {
  const plans = await tx
    .select({ id: trainingPlans.id, gateResults: trainingPlans.gateResults, aiFallback: trainingPlans.aiFallback })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), or(isNotNull(trainingPlans.promptText), isNotNull(trainingPlans.gateResults), isNotNull(trainingPlans.aiFallback))));
  for (const plan of plans) {
    await tx
      .update(trainingPlans)
      .set({
        promptText: null,
        gateResults: stripHealthFromGateResults(plan.gateResults),
        aiFallback: stripHealthFromAiFallback(plan.aiFallback),
      })
      .where(and(eq(trainingPlans.id, plan.id), eq(trainingPlans.userId, userId)));
  }
}
