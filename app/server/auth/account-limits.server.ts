/**
 * Limits per e-mail address and per user, on top of better-auth's limits per client address
 * (issue 13, findings 8 and 13). Counters live in better-auth's `rate_limit` table under keys of
 * their own (`account:…`, `totp:…`), so several app processes share them; addresses are stored as
 * hashes. Unknown addresses are counted exactly like known ones: an answer never tells whether an
 * account exists.
 */
import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db/client.server";
import { rateLimit } from "~/server/db/schema.server";

/** Wrong passwords for one address before it is locked. */
export const SIGN_IN_FAILURES_MAX = 10;
/** Failures further apart than this start the count again. */
export const SIGN_IN_FAILURE_WINDOW_MS = 2 * 60 * 60 * 1000;
/** The first lock; each further failure after a lock locks again, a step longer, at most 4 steps. */
export const SIGN_IN_LOCK_STEP_MS = 15 * 60 * 1000;
const SIGN_IN_LOCK_MAX_STEPS = 4;
/** Reset and confirmation mails per address and window. */
export const MAILS_PER_ADDRESS = 3;
export const MAIL_WINDOW_MS = 60 * 60 * 1000;
/** A TOTP code is valid in its own 30 s step and one step either side: used codes are kept this long. */
export const TOTP_REUSE_MS = 3 * 30 * 1000;
/** Rows under these keys outlive the purge of better-auth's short windows (rate-limit-purge.server.ts). */
export const ACCOUNT_KEY_PREFIX = "account:";
export const ACCOUNT_KEEP_MS = SIGN_IN_FAILURE_WINDOW_MS + SIGN_IN_LOCK_STEP_MS * SIGN_IN_LOCK_MAX_STEPS;

export const ACCOUNT_LOCKED = "ACCOUNT_LOCKED";
export const MAIL_LIMIT_REACHED = "MAIL_LIMIT_REACHED";
export const TOTP_CODE_USED = "TOTP_CODE_USED";

function hashed(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

export function addressKey(kind: "sign-in" | "mail", email: string): string {
  return `${ACCOUNT_KEY_PREFIX}${kind}:${hashed(email.trim().toLowerCase())}`;
}

/** How long `failures` wrong passwords lock the address (0 below the limit). */
export function lockDuration(failures: number): number {
  if (failures < SIGN_IN_FAILURES_MAX) return 0;
  return SIGN_IN_LOCK_STEP_MS * Math.min(SIGN_IN_LOCK_MAX_STEPS, failures - SIGN_IN_FAILURES_MAX + 1);
}

/** Milliseconds the address stays locked, or 0. */
export async function signInLockedFor(db: Db, email: string, now = Date.now()): Promise<number> {
  const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, addressKey("sign-in", email)));
  if (!row) return 0;
  return Math.max(0, row.lastRequest + lockDuration(row.count) - now);
}

/** Counts a wrong password for the address (one statement: concurrent failures all count). */
export async function recordSignInFailure(db: Db, email: string, now = Date.now()): Promise<void> {
  await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${addressKey("sign-in", email)}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${now - SIGN_IN_FAILURE_WINDOW_MS} then 1 else rate_limit.count + 1 end,
      last_request = ${now}`);
}

/** A right password ends the count. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, addressKey("sign-in", email)));
}

/**
 * Takes one of the address's mails of the current window; false when they are used up. The window
 * starts with its first mail (`last_request` holds that start).
 */
export async function takeMailAllowance(db: Db, email: string, now = Date.now()): Promise<boolean> {
  const rows = await queryRows<{ count: number | string }>(db, sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${addressKey("mail", email)}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${now - MAIL_WINDOW_MS} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${now - MAIL_WINDOW_MS} then ${now} else rate_limit.last_request end
    returning count`);
  return Number(rows[0]?.count ?? 0) <= MAILS_PER_ADDRESS;
}

/** Gives back a mail taken for a request that then sent nothing (e.g. refused for a bad callback URL). */
export async function returnMailAllowance(db: Db, email: string): Promise<void> {
  await db.execute(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${addressKey("mail", email)}`);
}

function totpKey(userId: string, code: string): string {
  return `totp:${hashed(`${userId}:${code}`)}`;
}

/**
 * Claims a TOTP code for the user before it is checked; false when the same code was claimed within
 * its validity (a replay). Atomic, so two simultaneous uses cannot both pass.
 */
export async function claimTotpCode(db: Db, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${totpKey(userId, code)}, 1, ${now})
    on conflict (key) do update set count = 1, last_request = ${now}
    where rate_limit.last_request < ${now - TOTP_REUSE_MS}
    returning id`);
  return rows.length > 0;
}

/** A code that was not accepted (wrong, or the step failed otherwise) may be typed again. */
export async function releaseTotpCode(db: Db, userId: string, code: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, totpKey(userId, code)));
}
