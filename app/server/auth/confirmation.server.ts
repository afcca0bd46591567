/**
 * The server side of "confirm your address" (decision 0022): the password proof for the browser that
 * registered, reading a confirmation link's token, and the confirmer's own new password that replaces
 * whatever was stored before the address was confirmed.
 */
import { verifyJWT } from "better-auth/crypto";
import { getRuntime } from "~/server/runtime.server";
import { getAuth, getAuthSecret, VERIFY_TOKEN_EXPIRES_IN } from "./auth.server";
import { tokenCookie } from "./cookies.server";
import { credentialHash, decoyProof, makeProof, PROOF_COOKIE } from "./email-proof.server";

/**
 * The proof cookie for a sign-up form that was just accepted: a real proof only when the password
 * sent is the one stored for the address (a new account), a decoy of the same shape otherwise (the
 * address had an account already: its password is not this one). Costs one password check either
 * way, so the answer takes as long for a known address as for a new one.
 */
export async function signUpProofCookie(email: string, password: string): Promise<string> {
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(email.toLowerCase(), { includeAccounts: true });
  const credential = found?.accounts.find((a) => a.providerId === "credential" && a.accountId === found.user.id);
  let proof = decoyProof(VERIFY_TOKEN_EXPIRES_IN);
  if (found && credential?.password) {
    if (await ctx.password.verify({ hash: credential.password, password })) {
      proof = makeProof(await getAuthSecret(), { userId: found.user.id, email: found.user.email, passwordHash: credential.password }, VERIFY_TOKEN_EXPIRES_IN);
    }
  } else {
    await ctx.password.hash(password);
  }
  return tokenCookie(PROOF_COOKIE, proof, VERIFY_TOKEN_EXPIRES_IN);
}

export interface ConfirmationSubject {
  userId: string;
  email: string;
  emailVerified: boolean;
}

/**
 * Whom a confirmation token (a better-auth JWT signed with the auth secret) belongs to, or null when
 * it is invalid, expired, an e-mail-change token or its account is gone.
 */
export async function confirmationSubject(token: string): Promise<ConfirmationSubject | null> {
  const payload = (await verifyJWT(token, await getAuthSecret())) as { email?: unknown; userId?: unknown; updateTo?: unknown } | null;
  if (!payload || typeof payload.email !== "string" || payload.updateTo) return null;
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(payload.email);
  if (!found || (typeof payload.userId === "string" && payload.userId !== found.user.id)) return null;
  return { userId: found.user.id, email: found.user.email, emailVerified: found.user.emailVerified };
}

/** A proof for the password stored now (after the confirmer showed they know it, or set it). */
export async function currentProof(subject: ConfirmationSubject): Promise<string | null> {
  const hash = await credentialHash((await getRuntime()).database.db, subject.userId);
  return hash ? makeProof(await getAuthSecret(), { userId: subject.userId, email: subject.email, passwordHash: hash }, 300) : null;
}

/**
 * The confirmer's own password replaces the stored one (or becomes the first one) and every session
 * of the account ends. Only for an address that is not confirmed yet: the token proves the mailbox.
 */
export async function setOwnPassword(subject: ConfirmationSubject, password: string): Promise<void> {
  const ctx = await (await getAuth()).$context;
  const hash = await ctx.password.hash(password);
  const credential = await ctx.internalAdapter.findCredentialAccount(subject.userId);
  if (credential) await ctx.internalAdapter.updatePassword(subject.userId, hash);
  else await ctx.internalAdapter.linkAccount({ userId: subject.userId, providerId: "credential", accountId: subject.userId, password: hash });
  await ctx.internalAdapter.deleteUserSessions(subject.userId);
}
