/**
 * Forgot / reset password. The reset link (/{lang}/reset-password?token=…) is checked by the server:
 * the token moves into a short-lived httpOnly cookie and the address bar is cleaned by a redirect, so
 * the spec's client-side session race (8 s sync wait, retries) becomes one server check. Links expire
 * after an hour and work once (better-auth consumes the verification row).
 */
import { data, redirect } from "react-router";
import { forgotPasswordSchema, formValues, resetPasswordSchema, validate, type FieldErrors } from "~/domain/auth/validation";
import { localizedPath, type Lang } from "~/i18n/config";
import { authContent } from "~/i18n/pages/auth";
import { logger } from "~/server/logger.server";
import { callAuth, cookieHeaders } from "~/server/auth/auth-api.server";
import { getAuth, RESET_TOKEN_EXPIRES_IN } from "~/server/auth/auth.server";
import { expireCookie, expireSessionCookies, readCookie, tokenCookie } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { actionToast, failureToast, serverMessage, type ActionToast } from "~/server/auth/messages.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { readForm } from "~/server/request-input.server";

export const RESET_COOKIE = "watts_reset";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/* ───────────── forgot password ───────────── */

export interface ForgotActionData {
  sent?: boolean;
  email?: string;
  errors?: FieldErrors;
  toast?: ActionToast;
}

export async function forgotPasswordAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const t = authContent[lang].toasts;
  const values = formValues(await readForm(request));
  const v = validate(forgotPasswordSchema, values);
  if (!v.ok) return data<ForgotActionData>({ errors: v.errors, email: values.email }, { status: 400 });
  try {
    const res = await callAuth(request, "/request-password-reset", {
      body: { email: v.data.email, redirectTo: localizedPath(lang, "reset-password") },
      lang,
    });
    if (!res.ok) {
      return data<ForgotActionData>({ email: v.data.email, toast: failureToast(lang, res.error, t.sendFailedTitle) }, { status: res.status });
    }
    // Identical whether or not the address has an account.
    return data<ForgotActionData>({ sent: true, email: v.data.email, toast: actionToast(t.mailSentTitle, t.mailSentText, "success") });
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
    return data<ForgotActionData>({ email: v.data.email, toast: failureToast(lang, null, t.sendFailedTitle) }, { status: 500 });
  }
}

/* ───────────── reset password ───────────── */

export type ResetView =
  | { view: "form" }
  | { view: "error"; message: string }
  /** The check itself failed (database unreachable): the page retries (spec: 3 attempts). */
  | { view: "retry"; message: string };

/** Remaining lifetime in seconds of a reset token, or null when it is unknown, used or expired. */
export async function resetTokenLifetime(token: string): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const ctx = await (await getAuth()).$context;
  const row = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!row) return null;
  const remaining = Math.floor((new Date(row.expiresAt).getTime() - Date.now()) / 1000);
  return remaining > 0 ? remaining : null;
}

export async function resetPasswordLoader(request: Request, lang: Lang) {
  const t = authContent[lang].toasts;
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  const description = url.searchParams.get("error_description");
  if (error || description) {
    const text = description?.slice(0, 300) || (error && serverMessage(lang, { status: 400, code: error, message: error })) || t.resetLinkMissing;
    return data<ResetView>({ view: "error", message: text }, { headers: cookieHeaders(expireCookie(RESET_COOKIE)) });
  }

  const token = url.searchParams.get("token");
  if (token !== null) {
    // Read the token, keep it server-side only, and take it out of the address bar.
    const headers = new Headers();
    try {
      const lifetime = await resetTokenLifetime(token);
      if (lifetime) {
        headers.append("Set-Cookie", tokenCookie(RESET_COOKIE, token, Math.min(lifetime, RESET_TOKEN_EXPIRES_IN)));
        headers.append("Set-Cookie", await flashCookie({ title: t.resetValidTitle, description: t.resetValidText, variant: "success" }));
      } else {
        headers.append("Set-Cookie", expireCookie(RESET_COOKIE));
      }
    } catch (err) {
      logger.error({ err }, "reset token check failed");
      // Keep the token: the clean page checks again and retries.
      if (TOKEN_PATTERN.test(token)) headers.append("Set-Cookie", tokenCookie(RESET_COOKIE, token, RESET_TOKEN_EXPIRES_IN));
    }
    throw redirect(localizedPath(lang, "reset-password"), { headers });
  }

  const stored = readCookie(request, RESET_COOKIE);
  if (!stored) return data<ResetView>({ view: "error", message: t.resetLinkMissing });
  try {
    if (await resetTokenLifetime(stored)) return data<ResetView>({ view: "form" });
    return data<ResetView>({ view: "error", message: t.resetLinkMissing }, { headers: cookieHeaders(expireCookie(RESET_COOKIE)) });
  } catch (err) {
    logger.error({ err }, "reset token check failed");
    return data<ResetView>({ view: "retry", message: err instanceof Error ? err.message.slice(0, 200) : String(err) });
  }
}

export type ResetActionData = ResetView & { errors?: FieldErrors; toast?: ActionToast };

export async function resetPasswordAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const t = authContent[lang].toasts;
  const values = formValues(await readForm(request));
  const v = validate(resetPasswordSchema, values);
  if (!v.ok) {
    const toast =
      v.errors.confirmPassword === "mismatch"
        ? actionToast(t.mismatchTitle, t.checkInput, "destructive")
        : v.errors.password === "passwordTooShort"
          ? actionToast(t.tooShortTitle, t.tooShortText, "destructive")
          : undefined;
    return data<ResetActionData>({ view: "form", errors: v.errors, toast }, { status: 400 });
  }
  const token = readCookie(request, RESET_COOKIE);
  if (!token) return data<ResetActionData>({ view: "error", message: t.resetLinkMissing }, { status: 400 });
  try {
    const res = await callAuth(request, "/reset-password", { body: { newPassword: v.data.password, token }, lang });
    if (res.ok) {
      // Every session of the account is revoked by better-auth; this browser's cookies go too.
      return redirect(localizedPath(lang, "login"), {
        headers: cookieHeaders(
          expireCookie(RESET_COOKIE),
          expireSessionCookies(),
          await flashCookie({ title: t.resetSuccessTitle, description: t.resetSuccessText, variant: "success" }),
        ),
      });
    }
    const message = serverMessage(lang, res.error);
    if (res.error.code === "INVALID_TOKEN" || res.error.code === "USER_NOT_FOUND") {
      return data<ResetActionData>(
        { view: "error", message: message ?? t.resetLinkMissing, toast: actionToast(t.resetFailedTitle, message ?? undefined, "destructive") },
        { status: 400, headers: cookieHeaders(expireCookie(RESET_COOKIE)) },
      );
    }
    return data<ResetActionData>(
      { view: "form", toast: message ? actionToast(t.resetFailedTitle, message, "destructive") : actionToast(t.genericErrorTitle, t.tryAgain, "destructive") },
      { status: res.status },
    );
  } catch (error) {
    logger.error({ err: error }, "password reset failed");
    return data<ResetActionData>({ view: "form", toast: actionToast(t.genericErrorTitle, t.tryAgain, "destructive") }, { status: 500 });
  }
}

