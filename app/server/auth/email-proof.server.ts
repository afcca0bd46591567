/**
 * Account pre-hijacking (decision 0022): confirming an e-mail address proves the mailbox, not the
 * password. A password stored before the confirmation may be an attacker's, so the confirmation only
 * goes through when the confirmer also shows knowledge of the stored password — a "password proof":
 * an HMAC (keyed with the auth secret) over the user, the address and the stored password hash, valid
 * for the lifetime of a confirmation link. It is issued
 *   - to the browser that registered, when the password it sent is the one stored (a sign-up for an
 *     address that already had an account gets a cookie that looks the same but proves nothing), and
 *   - by the confirmation page, after the confirmer typed the stored password or set a new one.
 * A new password changes the hash, so every older proof stops working.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client.server";
import { account } from "~/server/db/schema.server";

/** Set on the browser that registered (httpOnly, as long as a confirmation link is valid). */
export const PROOF_COOKIE = "watts_signup_proof";
/** How the confirmation page hands a fresh proof to better-auth's verify-email endpoint. */
export const PROOF_HEADER = "x-watts-password-proof";
export const PROOF_REQUIRED_CODE = "PASSWORD_PROOF_REQUIRED";

export interface ProofSubject {
  userId: string;
  email: string;
  /** The stored password hash (scrypt, salted: it changes with every new password). */
  passwordHash: string;
}

function signature(secret: string, subject: ProofSubject, expiresAt: number): Buffer {
  return createHmac("sha256", secret)
    .update(["watts-password-proof/v1", subject.userId, subject.email.toLowerCase(), subject.passwordHash, String(expiresAt)].join("\n"))
    .digest();
}

/** `expiresAt.signature` (seconds since the epoch, base64url). */
export function makeProof(secret: string, subject: ProofSubject, lifetimeSeconds: number, nowMs = Date.now()): string {
  const expiresAt = Math.floor(nowMs / 1000) + lifetimeSeconds;
  return `${expiresAt}.${signature(secret, subject, expiresAt).toString("base64url")}`;
}

/** A value of the same shape that proves nothing (same cookie for known and unknown addresses). */
export function decoyProof(lifetimeSeconds: number, nowMs = Date.now()): string {
  return `${Math.floor(nowMs / 1000) + lifetimeSeconds}.${randomBytes(32).toString("base64url")}`;
}

export function checkProof(secret: string, proof: string | null | undefined, subject: ProofSubject, nowMs = Date.now()): boolean {
  if (!proof) return false;
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(proof.trim());
  if (!m) return false;
  const expiresAt = Number(m[1]);
  if (expiresAt * 1000 < nowMs) return false;
  const expected = signature(secret, subject, expiresAt);
  const given = Buffer.from(m[2]!, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The stored e-mail/password hash of a user, or null (an account without a password). */
export async function credentialHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), eq(account.accountId, userId)))
    .limit(1);
  return row?.password ?? null;
}

/** Every proof a request carries: the sign-up cookie and the header of an internal call. */
export function proofsOf(request: Request | undefined): string[] {
  if (!request) return [];
  const found: string[] = [];
  const header = request.headers.get(PROOF_HEADER);
  if (header) found.push(header);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === PROOF_COOKIE) {
      try {
        found.push(decodeURIComponent(part.slice(i + 1).trim()));
      } catch {
        /* not ours */
      }
    }
  }
  return found;
}
