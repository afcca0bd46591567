/**
 * The payment demo page's loader and action. The action checks the origin first; the user always comes
 * from the session, and all reads and writes filter by that user.
 */
import { data } from "react-router";
import type { Lang } from "~/i18n/config";
import { paymentContent } from "~/i18n/pages/payment";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { getOptionalUser } from "~/server/auth/session.server";
import { logger } from "~/server/logger.server";
import { getSubscription, isRunning, startDemoSubscription } from "~/server/member/subscription.server";
import { getDb } from "~/server/runtime.server";
import { requestGenerationForNewest } from "~/server/member/member-data.server";
import { getQuestionnaire } from "~/server/member/questionnaire.server";
import { memberToast, type MemberToast } from "~/server/member/form-answer.server";

/** What the payment page can truthfully say to this visitor (issue 12 item 10). */
export type PaymentState =
  | { state: "anonymous" }
  | { state: "no-questionnaire" }
  | { state: "ready" }
  | { state: "paid"; since: string; endsAt: string | null };

export async function paymentLoader(request: Request): Promise<PaymentState> {
  const user = await getOptionalUser(request);
  if (!user) return { state: "anonymous" };
  const db = await getDb();
  const [q, sub] = await Promise.all([getQuestionnaire(db, user.id), getSubscription(db, user.id)]);
  if (isRunning(sub)) return { state: "paid", since: sub!.startedAt, endsAt: sub!.status === "cancelled" ? sub!.endsAt : null };
  return q ? { state: "ready" } : { state: "no-questionnaire" };
}

export interface PaymentAnswer {
  ok: boolean;
  /** True when the subscription was running before this click: nothing was paid again. */
  alreadyPaid?: boolean;
  toast?: MemberToast;
}

/**
 * The demo payment: without a questionnaire there is nothing to pay for; otherwise it starts the
 * subscription (a running one stays as it is) and requests the plan, in one transaction.
 */
export async function paymentAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const t = paymentContent[lang].toasts;
  const user = await getOptionalUser(request);
  if (!user) return data<PaymentAnswer>({ ok: false, toast: memberToast(t.loginTitle, t.login, "destructive") }, { status: 401 });
  const db = await getDb();
  try {
    const result = await db.transaction(async (tx) => {
      if (!(await getQuestionnaire(tx, user.id))) return null;
      const { started } = await startDemoSubscription(tx, user.id);
      const generation = await requestGenerationForNewest(tx, user.id);
      return { started, ...generation };
    });
    if (!result) {
      return data<PaymentAnswer>({ ok: false, toast: memberToast(t.questionnaireFirstTitle, t.questionnaireFirst, "destructive") }, { status: 409 });
    }
    logger.info({ userId: user.id, ...result }, "payment demo: subscription and plan generation requested");
    if (!result.started) return data<PaymentAnswer>({ ok: true, alreadyPaid: true, toast: memberToast(t.alreadyPaidTitle, t.alreadyPaid) });
    return data<PaymentAnswer>({ ok: true, toast: memberToast(t.successTitle, t.success, "success") });
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "payment demo failed");
    return data<PaymentAnswer>({ ok: false, toast: memberToast(t.errorTitle, t.error, "destructive") }, { status: 500 });
  }
}

