/**
 * Deleting an account (Art. 17 DSGVO), the same code for the customer and for the admin acting on
 * a request: in ONE transaction every personal row is deleted or anonymised (PERSONAL_COLUMNS and the
 * rows that name the user without a foreign key: verifications, limits, jobs), the contract record the
 * law requires is kept without a user reference, every session ends, and the confirmation mail is
 * queued. See docs/decisions/0076.
 */
import { eq, inArray, like, or, sql } from "drizzle-orm";
import { contractRecordDeleteAfter } from "~/domain/privacy/retention";
import { localizedPath, type Lang } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import type { Db } from "~/server/db/client.server";
import { rateLimit, retainedRecords, subscriptions, user as userTable, verification } from "~/server/db/schema.server";
import { getEnv } from "~/server/env.server";
import { enqueueMail } from "~/server/mail/mail.server";
import { addressKey } from "~/server/auth/account-limits.server";
import { EXPORT_RATE_KEY_PREFIX } from "./export-user-data.server";
import { PERSONAL_COLUMNS } from "./personal-tables.server";

export interface DeletedAccount {
  userId: string;
  /** The kept contract record, if the user had a subscription. */
  contractKeptUntil: string | null;
}

/** Deletes the account and everything about it. Returns null when the user does not exist (deleted already). */
export async function deleteAccount(db: Db, userId: string, now = new Date()): Promise<DeletedAccount | null> {
  return db.transaction(async (tx) => {
    const [u] = await tx.select().from(userTable).where(eq(userTable.id, userId)).for("update");
    if (!u) return null;
    const lang: Lang = u.locale === "en" ? "en" : "de";

    // The contract and its cancellation: kept without a user reference (§ 312k BGB receipt, § 257 HGB).
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    let contractKeptUntil: Date | null = null;
    if (sub) {
      const endedAt = sub.endsAt && sub.endsAt < now ? sub.endsAt : now;
      contractKeptUntil = contractRecordDeleteAfter(endedAt);
      await tx.insert(retainedRecords).values({
        kind: "subscription_contract",
        contractId: sub.id,
        email: u.email,
        details: {
          priceCents: sub.priceCents,
          demo: sub.demo,
          startedAt: sub.startedAt.toISOString(),
          cancellationReceivedAt: sub.cancelledAt?.toISOString() ?? null,
          cancellationKind: sub.cancellationKind,
          requestedEnd: sub.requestedEnd?.toISOString() ?? null,
          endsAt: (sub.endsAt ?? now).toISOString(),
          endedByAccountDeletion: !sub.endsAt || sub.endsAt > now,
        },
        deleteAfter: contractKeptUntil,
      });
    }

    // Rows that name the user without a foreign key: better-auth's tokens (value = user id), the
    // limits kept per address and per user, and jobs whose payload names the user, the address or a plan.
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx
      .delete(rateLimit)
      .where(
        or(
          like(rateLimit.key, `${EXPORT_RATE_KEY_PREFIX}${userId}:%`),
          inArray(rateLimit.key, [addressKey("sign-in", u.email), addressKey("mail", u.email)]),
        ),
      );
    await tx.execute(sql`
      delete from jobs where payload->>'userId' = ${userId}
        or lower(payload->>'to') = lower(${u.email}) or lower(payload->>'email') = lower(${u.email})
        or payload->>'planId' in (select id::text from training_plans where user_id = ${userId})
        or payload->>'exportId' in (select id::text from data_exports where user_id = ${userId})`);
    // Columns kept by ON DELETE SET NULL whose rows hold more about the user: overwritten first.
    for (const entry of PERSONAL_COLUMNS) {
      if (entry.erase !== "anonymise" || !entry.anonymise) continue;
      const sets = Object.entries(entry.anonymise).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
      await tx.execute(sql`update ${sql.identifier(entry.table)} set ${sql.join(sets, sql`, `)} where ${sql.identifier(entry.column)} = ${userId}`);
    }
    // The user row: its foreign keys delete (CASCADE) or clear (SET NULL) every other reference,
    // sessions included, so every device is signed out.
    await tx.delete(userTable).where(eq(userTable.id, userId));

    const keptUntil = contractKeptUntil ? formatDate(new Date(contractKeptUntil.getTime() - 1), lang) : "";
    await enqueueMail(tx, {
      template: "account-deleted",
      lang,
      to: u.email,
      vars: { deletedAt: formatDate(now, lang), contractKept: contractKeptUntil ? "yes" : "no", keptUntil, homeUrl: `${getEnv().appUrl}${localizedPath(lang)}` },
    });
    return { userId, contractKeptUntil: contractKeptUntil?.toISOString() ?? null };
  });
}
