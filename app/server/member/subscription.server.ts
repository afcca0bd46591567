/**
 * The subscription (demo payment) and its cancellation (§ 312k BGB, docs/decisions/0038). Every query
 * is scoped by the user id the caller took from the session, or by the contract's e-mail address for
 * a visitor's notice (which only takes effect through the link mailed to that address).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  CANCELLATION_LINK_HOURS,
  cancellationEnd,
  hasEnded,
  type CancellationKind,
  type SubscriptionStatus,
  type SubscriptionView,
  type ValidCancellation,
} from "~/domain/subscription/cancellation";
import { MONTHLY_PRICE_CENTS } from "~/domain/subscription/price";

import { localizedPath, type Lang } from "~/i18n/config";
import { subscriptionContent } from "~/i18n/pages/subscription";
import type { Db, DbOrTx } from "~/server/db/client.server";
import { cancellationRequests, subscriptions, user } from "~/server/db/schema.server";
import { getEnv } from "~/server/env.server";
import { enqueueMail } from "~/server/mail/mail.server";
import { formatDate, formatDateTime } from "~/i18n/format";

export type { SubscriptionView };

type SubscriptionRow = typeof subscriptions.$inferSelect;

function view(row: SubscriptionRow, now: Date): SubscriptionView {
  return {
    status: row.status as SubscriptionStatus,
    ended: row.status === "cancelled" && hasEnded(row.endsAt, now),
    priceCents: row.priceCents,
    demo: row.demo,
    startedAt: row.startedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationKind: (row.cancellationKind as CancellationKind | null) ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

export async function getSubscription(db: DbOrTx, userId: string, now = new Date()): Promise<SubscriptionView | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return subscriptionViewOf(row ?? null, now);
}

/** The view of a subscription row the caller has read itself (the dashboard reads it in its one statement). */
export function subscriptionViewOf(row: SubscriptionRow | null, now = new Date()): SubscriptionView | null {
  return row ? view(row, now) : null;
}

/** Whether the user has a subscription that still runs (active, or cancelled but not yet ended). */
export function isRunning(sub: SubscriptionView | null): boolean {
  return sub !== null && !sub.ended;
}

/**
 * The demo payment: starts the subscription, or restarts one that has run out. A running one is left
 * as it is (paying twice changes nothing). Returns whether this call started it.
 */
export async function startDemoSubscription(tx: DbOrTx, userId: string, now = new Date()): Promise<{ started: boolean }> {
  const inserted = await tx
    .insert(subscriptions)
    .values({ userId, priceCents: MONTHLY_PRICE_CENTS, startedAt: now })
    .onConflictDoNothing({ target: subscriptions.userId })
    .returning({ id: subscriptions.id });
  if (inserted.length > 0) return { started: true };
  const restarted = await tx
    .update(subscriptions)
    .set({
      status: "active",
      startedAt: now,
      priceCents: MONTHLY_PRICE_CENTS,
      cancelledAt: null,
      cancellationKind: null,
      cancellationReason: null,
      requestedEnd: null,
      endsAt: null,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "cancelled"), sql`${subscriptions.endsAt} <= ${now}`))
    .returning({ id: subscriptions.id });
  return { started: restarted.length > 0 };
}

export type CancelOutcome = { outcome: "cancelled" | "already-cancelled"; subscription: SubscriptionView } | { outcome: "none" };

interface NoticeOptions {
  lang: Lang;
  /** When the notice was received (a visitor's: when they pressed the button, not when they confirmed). */
  receivedAt: Date;
  now?: Date;
}

/** Texts of the receipt mail in the customer's language. */
function receiptVars(lang: Lang, sub: SubscriptionView, firstName: string | null) {
  const t = subscriptionContent[lang];
  return {
    firstName,
    contract: t.contractName,
    kind: sub.cancellationKind ? t.kinds[sub.cancellationKind] : "",
    receivedAt: sub.cancelledAt ? formatDateTime(sub.cancelledAt, lang) : "",
    endsAt: sub.endsAt ? formatDate(sub.endsAt, lang) : "",
    dashboardUrl: `${getEnv().appUrl}${localizedPath(lang, "dashboard")}`,
  };
}

/**
 * The notice: ends the user's running subscription per the rules of the domain module and enqueues the
 * confirmation mail in the same transaction. A second notice changes nothing (the first one stands).
 */
export async function cancelSubscription(db: Db, userId: string, notice: Omit<ValidCancellation, "email">, options: NoticeOptions): Promise<CancelOutcome> {
  return db.transaction((tx) => cancelIn(tx, userId, notice, options));
}

async function cancelIn(tx: DbOrTx, userId: string, notice: Omit<ValidCancellation, "email">, options: NoticeOptions): Promise<CancelOutcome> {
  const now = options.now ?? new Date();
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for("update").limit(1);
  if (!row || (row.status === "cancelled" && hasEnded(row.endsAt, now))) return { outcome: "none" as const };
  if (row.status === "cancelled") return { outcome: "already-cancelled" as const, subscription: view(row, now) };
  const endsAt = cancellationEnd({ kind: notice.kind, startedAt: row.startedAt, receivedAt: options.receivedAt, requested: notice.requested });
  const [updated] = await tx
    .update(subscriptions)
    .set({
      status: "cancelled",
      cancelledAt: options.receivedAt,
      cancellationKind: notice.kind,
      cancellationReason: notice.reason,
      requestedEnd: notice.requested,
      endsAt,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  const sub = view(updated!, now);
  const [owner] = await tx.select({ email: user.email, firstName: user.firstName }).from(user).where(eq(user.id, userId));
  if (owner) await enqueueMail(tx, { template: "cancellation-received", lang: options.lang, to: owner.email, vars: receiptVars(options.lang, sub, owner.firstName) });
  return { outcome: "cancelled" as const, subscription: sub };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A visitor's notice, identified by the contract's e-mail address: when that address has a running,
 * not yet cancelled subscription, the notice is stored and a link to confirm it is mailed there. The
 * caller answers the same either way (no one learns whether an address has a contract).
 */
export async function requestCancellationByEmail(db: Db, notice: ValidCancellation, options: NoticeOptions): Promise<{ sent: boolean }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: user.id, email: user.email, firstName: user.firstName })
      .from(user)
      .innerJoin(subscriptions, eq(subscriptions.userId, user.id))
      .where(and(sql`lower(${user.email}) = ${notice.email.toLowerCase()}`, eq(subscriptions.status, "active")))
      .limit(1);
    if (!owner) return { sent: false };
    const token = randomBytes(32).toString("base64url");
    await tx.insert(cancellationRequests).values({
      userId: owner.id,
      tokenHash: hashToken(token),
      kind: notice.kind,
      reason: notice.reason,
      requestedEnd: notice.requested,
      lang: options.lang,
      receivedAt: options.receivedAt,
      expiresAt: new Date(now.getTime() + CANCELLATION_LINK_HOURS * 3600_000),
    });
    const t = subscriptionContent[options.lang];
    await enqueueMail(tx, {
      template: "cancellation-confirm",
      lang: options.lang,
      to: owner.email,
      vars: {
        firstName: owner.firstName,
        contract: t.contractName,
        kind: t.kinds[notice.kind],
        receivedAt: formatDateTime(options.receivedAt, options.lang),
        url: `${getEnv().appUrl}${localizedPath(options.lang, "kuendigen")}?token=${encodeURIComponent(token)}`,
      },
    });
    return { sent: true };
  });
}

export interface PendingNotice {
  kind: CancellationKind;
  receivedAt: string;
  requestedEnd: string | null;
  email: string;
}

function requestWhere(token: string, now: Date) {
  return and(eq(cancellationRequests.tokenHash, hashToken(token)), isNull(cancellationRequests.confirmedAt), gt(cancellationRequests.expiresAt, now));
}

/** The notice behind a mailed link, while it is valid and unconfirmed (for the page that confirms it). */
export async function pendingNotice(db: DbOrTx, token: string, now = new Date()): Promise<PendingNotice | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ kind: cancellationRequests.kind, receivedAt: cancellationRequests.receivedAt, requestedEnd: cancellationRequests.requestedEnd, email: user.email })
    .from(cancellationRequests)
    .innerJoin(user, eq(user.id, cancellationRequests.userId))
    .where(requestWhere(token, now))
    .limit(1);
  return row
    ? { kind: row.kind as CancellationKind, receivedAt: row.receivedAt.toISOString(), requestedEnd: row.requestedEnd?.toISOString() ?? null, email: row.email }
    : null;
}

/** Confirms a visitor's notice through the mailed link: the subscription ends as of when the notice was received. */
export async function confirmNotice(db: Db, token: string, lang: Lang, now = new Date()): Promise<CancelOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { outcome: "none" };
  return db.transaction(async (tx) => {
    const [request] = await tx.update(cancellationRequests).set({ confirmedAt: now }).where(requestWhere(token, now)).returning();
    if (!request) return { outcome: "none" as const };
    return cancelIn(
      tx,
      request.userId,
      { kind: request.kind as CancellationKind, requested: request.requestedEnd, reason: request.reason },
      { lang, receivedAt: request.receivedAt, now },
    );
  });
}
