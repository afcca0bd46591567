/**
 * better-auth hooks for the limits per address and per user (account-limits.server.ts). They sit in
 * the auth instance itself, so our page actions (callAuth → auth.handler) and direct calls of the
 * JSON API (/api/auth/sign-in/email …) pass the same checks.
 */
import { APIError, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Db } from "~/server/db/client.server";
import {
  ACCOUNT_LOCKED,
  claimTotpCode,
  clearSignInFailures,
  MAIL_LIMIT_REACHED,
  recordSignInFailure,
  releaseTotpCode,
  returnMailAllowance,
  signInLockedFor,
  takeMailAllowance,
  TOTP_CODE_USED,
} from "./account-limits.server";

type HookContext = Parameters<typeof getSessionFromCtx>[0] & {
  path: string;
  body?: unknown;
};

const SIGN_IN = "/sign-in/email";
const VERIFY_TOTP = "/two-factor/verify-totp";
/** Endpoints that send a mail to the address in the body. */
const MAIL_PATHS = new Set(["/request-password-reset", "/forget-password", "/send-verification-email"]);

function bodyField(ctx: HookContext, name: string): string | null {
  const value = (ctx.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" && value.trim() ? value : null;
}

/** Whose code a verify-totp request checks: the signed-in user (enrolment) or the pending sign-in. */
async function totpUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

export async function accountLimitsBefore(db: Db, ctx: HookContext): Promise<void> {
  if (ctx.path === SIGN_IN) {
    const email = bodyField(ctx, "email");
    const lockedFor = email ? await signInLockedFor(db, email) : 0;
    if (lockedFor > 0) {
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { code: ACCOUNT_LOCKED, message: "Too many failed sign-ins for this address. Please try again in a few minutes." },
        { "X-Retry-After": String(Math.ceil(lockedFor / 1000)) },
      );
    }
  } else if (MAIL_PATHS.has(ctx.path)) {
    const email = bodyField(ctx, "email");
    if (email && !(await takeMailAllowance(db, email))) {
      throw new APIError("TOO_MANY_REQUESTS", { code: MAIL_LIMIT_REACHED, message: "Too many e-mails to this address. Please try again later." });
    }
  } else if (ctx.path === VERIFY_TOTP) {
    const code = bodyField(ctx, "code");
    const userId = code ? await totpUserId(ctx) : null;
    if (code && userId && !(await claimTotpCode(db, userId, code.trim()))) {
      throw new APIError("UNAUTHORIZED", { code: TOTP_CODE_USED, message: "This code has already been used. Please wait for the next one." });
    }
  }
}

export async function accountLimitsAfter(db: Db, ctx: HookContext & { context: { returned?: unknown } }): Promise<void> {
  const failed = isAPIError(ctx.context.returned) ? ctx.context.returned : null;
  if (ctx.path === SIGN_IN) {
    const email = bodyField(ctx, "email");
    if (!email) return;
    // Our own lock answer is no new failure; a wrong password (or unknown address) is.
    if (failed?.statusCode === 401) await recordSignInFailure(db, email);
    // The password was right (also when the address still waits for its confirmation).
    else if (!failed || failed.body?.code === "EMAIL_NOT_VERIFIED") await clearSignInFailures(db, email);
  } else if (MAIL_PATHS.has(ctx.path) && failed && failed.body?.code !== MAIL_LIMIT_REACHED) {
    // Only answered requests use up a mail (a refused callback URL does not).
    const email = bodyField(ctx, "email");
    if (email) await returnMailAllowance(db, email);
  } else if (ctx.path === VERIFY_TOTP && failed && failed.body?.code !== TOTP_CODE_USED) {
    const code = bodyField(ctx, "code");
    const userId = code ? await totpUserId(ctx) : null;
    if (code && userId) await releaseTotpCode(db, userId, code.trim());
  }
}
