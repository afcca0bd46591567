/**
 * /:lang/kuendigen (§ 312k BGB, docs/decisions/0038): the confirmation page behind "Verträge hier
 * kündigen". A signed-in user cancels their own subscription at once; a visitor identifies the contract
 * by its e-mail address and confirms through the link mailed there; `?token=` is that link's page.
 */
import { data } from "react-router";
import {
  berlinToday,
  cancellationEnd,
  readCancellationForm,
  validateCancellation,
  type CancellationFormValues,
  type CancellationIssue,
} from "~/domain/subscription/cancellation";
import type { Lang } from "~/i18n/config";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { getOptionalUser } from "~/server/auth/session.server";
import { logger } from "~/server/logger.server";
import { readForm } from "~/server/request-input.server";
import { getDb } from "~/server/runtime.server";
import {
  cancelSubscription,
  confirmNotice,
  getSubscription,
  pendingNotice,
  requestCancellationByEmail,
  type PendingNotice,
  type SubscriptionView,
} from "~/server/member/subscription.server";

export type CancelLoaderData =
  | { mode: "member"; email: string; today: string; subscription: SubscriptionView | null; earliestEnd: string | null }
  | { mode: "visitor"; today: string }
  | { mode: "confirm"; token: string; notice: PendingNotice }
  | { mode: "invalid-link" };

export async function cancelLoader(request: Request): Promise<CancelLoaderData> {
  const now = new Date();
  const token = new URL(request.url).searchParams.get("token");
  const db = await getDb();
  if (token !== null) {
    const notice = await pendingNotice(db, token, now);
    return notice ? { mode: "confirm", token, notice } : { mode: "invalid-link" };
  }
  const user = await getOptionalUser(request);
  if (!user) return { mode: "visitor", today: berlinToday(now) };
  const subscription = await getSubscription(db, user.id, now);
  const earliestEnd =
    subscription && subscription.status === "active"
      ? cancellationEnd({ kind: "ordinary", startedAt: new Date(subscription.startedAt), receivedAt: now }).toISOString()
      : null;
  return { mode: "member", email: user.email, today: berlinToday(now), subscription, earliestEnd };
}

export type CancelActionData =
  | { view: "errors"; errors: Partial<Record<keyof CancellationFormValues, CancellationIssue>>; values: CancellationFormValues; failed?: boolean }
  | { view: "receipt"; already: boolean; subscription: SubscriptionView; email: string | null }
  | { view: "sent"; receivedAt: string; email: string }
  | { view: "no-contract" }
  | { view: "invalid-link" };

export async function cancelAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const receivedAt = new Date();
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const db = await getDb();

  if (intent === "confirm") {
    const outcome = await confirmNotice(db, String(form.get("token") ?? ""), lang, receivedAt);
    if (outcome.outcome === "none") return data<CancelActionData>({ view: "invalid-link" }, { status: 410 });
    return data<CancelActionData>({ view: "receipt", already: outcome.outcome === "already-cancelled", subscription: outcome.subscription, email: null });
  }

  const user = await getOptionalUser(request);
  const values = readCancellationForm(form);
  const result = validateCancellation(values, { today: berlinToday(receivedAt), needEmail: !user });
  if (!result.ok) return data<CancelActionData>({ view: "errors", errors: result.errors, values }, { status: 400 });
  try {
    if (!user) {
      const { sent } = await requestCancellationByEmail(db, result.data, { lang, receivedAt });
      logger.info({ sent }, "cancellation requested without a session");
      return data<CancelActionData>({ view: "sent", receivedAt: receivedAt.toISOString(), email: result.data.email });
    }
    const outcome = await cancelSubscription(db, user.id, result.data, { lang, receivedAt });
    logger.info({ userId: user.id, outcome: outcome.outcome }, "subscription cancellation");
    if (outcome.outcome === "none") return data<CancelActionData>({ view: "no-contract" }, { status: 409 });
    return data<CancelActionData>({ view: "receipt", already: outcome.outcome === "already-cancelled", subscription: outcome.subscription, email: user.email });
  } catch (error) {
    logger.error({ err: error, userId: user?.id }, "cancellation failed");
    return data<CancelActionData>({ view: "errors", errors: {}, values, failed: true }, { status: 500 });
  }
}
