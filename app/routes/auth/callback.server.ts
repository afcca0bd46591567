/**
 * /{lang}/auth/callback: where the confirmation mail and OAuth sign-ins land. The server does the work
 * the spec's browser client raced for: a confirmation token is moved from the URL into a short-lived
 * httpOnly cookie (mail scanners that prefetch the link consume nothing), and the page then POSTs to
 * confirm the address and sign in; an OAuth return only needs a session check.
 * The confirmation signs in only with a proof of the stored password (decision 0022): the browser that
 * registered has one; any other browser is asked for the password, or sets its own, which replaces it.
 */
import { data, redirect } from "react-router";
import { callbackErrorMessage } from "~/i18n/callback-error";
import { safeRedirect } from "~/domain/auth/redirect";
import { formValues, ownPasswordSchema, passwordConfirmSchema, validate, type FieldErrors } from "~/domain/auth/validation";
import { localizedPath, type Lang } from "~/i18n/config";
import { authContent } from "~/i18n/pages/auth";
import { logger } from "~/server/logger.server";
import { callAuth, cookieHeaders, type AuthError } from "~/server/auth/auth-api.server";
import { confirmationSubject, currentProof, setOwnPassword } from "~/server/auth/confirmation.server";
import { expireCookie, readCookie, tokenCookie } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { PROOF_COOKIE, PROOF_HEADER, PROOF_REQUIRED_CODE } from "~/server/auth/email-proof.server";
import { actionToast, failureToast, serverMessage, type ActionToast } from "~/server/auth/messages.server";
import { isCommonPassword, PASSWORD_TOO_COMMON } from "~/server/auth/common-passwords.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { getOptionalUser } from "~/server/auth/session.server";
import { readForm } from "~/server/request-input.server";

export const CONFIRM_COOKIE = "watts_confirm";
/** Long enough to read the password step of the page (decision 0022). */
const CONFIRM_COOKIE_MAX_AGE = 30 * 60;

export type CallbackKind = "verify" | "session";

export type CallbackView =
  | { view: "pending"; kind: CallbackKind; redirectTo: string }
  | { view: "error"; message: string; retryable: boolean }
  | { view: "fragment" };

export async function callbackLoader(request: Request, lang: Lang) {
  const url = new URL(request.url);
  const q = url.searchParams;
  const message = callbackErrorMessage(lang, q);
  if (message) return data<CallbackView>({ view: "error", message, retryable: false });
  const token = q.get("token") ?? q.get("token_hash");
  const type = q.get("type");
  if (token && type === "recovery") {
    throw redirect(`${localizedPath(lang, "reset-password")}?token=${encodeURIComponent(token)}`);
  }
  const redirectTo = safeRedirect(q.get("redirectTo"), "");
  if (token) {
    if (!/^[A-Za-z0-9._-]{10,4096}$/.test(token)) return data<CallbackView>({ view: "error", message: authContent[lang].server.INVALID_TOKEN, retryable: false });
    // Clean the address bar: the token stays server-side (where to continue stays in the URL).
    const clean = `${localizedPath(lang, "auth/callback")}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
    throw redirect(clean, { headers: cookieHeaders(tokenCookie(CONFIRM_COOKIE, token, CONFIRM_COOKIE_MAX_AGE)) });
  }
  if (q.get("provider") || q.get("code")) return data<CallbackView>({ view: "pending", kind: "session", redirectTo });
  if (readCookie(request, CONFIRM_COOKIE)) return data<CallbackView>({ view: "pending", kind: "verify", redirectTo });
  // Nothing in the query: the page reads the fragment (an error there never reaches the server), and
  // without one it goes to the language home.
  return data<CallbackView>({ view: "fragment" });
}

/** The confirmer has no proof of the stored password: type it, or set their own (decision 0022). */
export interface CallbackPasswordView {
  view: "password";
  email: string;
  errors?: FieldErrors;
  toast?: ActionToast;
}

export type CallbackActionData = { view: "error"; message: string; retryable: boolean } | CallbackPasswordView;

async function successRedirect(lang: Lang, redirectTo: unknown, setCookies: string[], toast: { title: string; description?: string }) {
  return redirect(safeRedirect(redirectTo, localizedPath(lang, "dashboard")), {
    headers: cookieHeaders(setCookies, expireCookie(CONFIRM_COOKIE), expireCookie(PROOF_COOKIE), await flashCookie({ ...toast, variant: "success" })),
  });
}

async function alreadyConfirmed(lang: Lang, redirectTo: unknown, current: unknown) {
  const t = authContent[lang].toasts;
  if (current) return successRedirect(lang, redirectTo, [], { title: t.loginSuccessTitle, description: t.loginSuccessText });
  return redirect(localizedPath(lang, "login"), {
    headers: cookieHeaders(expireCookie(CONFIRM_COOKIE), await flashCookie({ title: t.alreadyConfirmedTitle, description: t.alreadyConfirmedText })),
  });
}

function linkError(lang: Lang, error: AuthError) {
  const t = authContent[lang].toasts;
  const definitive = ["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND"].includes(error.code);
  return data<CallbackActionData>(
    { view: "error", message: serverMessage(lang, error) ?? t.callbackUnknown, retryable: !definitive },
    { status: error.status, headers: definitive ? cookieHeaders(expireCookie(CONFIRM_COOKIE)) : undefined },
  );
}

const INVALID_LINK: AuthError = { status: 400, code: "INVALID_TOKEN", message: "invalid token" };

/**
 * Confirms the address with better-auth's verify-email, which signs in only with a password proof:
 * the browser's sign-up cookie, or `proof` made by this page. Without one it answers
 * PASSWORD_PROOF_REQUIRED and the page asks for the password.
 */
async function verify(request: Request, lang: Lang, token: string, redirectTo: unknown, current: unknown, proof?: string, toastText?: string) {
  const t = authContent[lang].toasts;
  const res = await callAuth(request, "/verify-email", { method: "GET", query: { token }, lang, headers: proof ? { [PROOF_HEADER]: proof } : undefined });
  if (res.ok) {
    const signedIn = res.setCookies.some((c) => /session_token=[^;]+/.test(c));
    if (signedIn) return successRedirect(lang, redirectTo, res.setCookies, { title: t.emailConfirmedTitle, description: toastText ?? t.emailConfirmedText });
    // The address was confirmed before (a second click on the link).
    return alreadyConfirmed(lang, redirectTo, current);
  }
  if (res.error.code === PROOF_REQUIRED_CODE) {
    const subject = await confirmationSubject(token);
    if (subject) return data<CallbackActionData>({ view: "password", email: subject.email });
    return linkError(lang, INVALID_LINK);
  }
  return linkError(lang, res.error);
}

export async function callbackAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const t = authContent[lang].toasts;
  const values = formValues(await readForm(request));
  const intent = ["session", "password", "set-password"].includes(values.intent ?? "") ? values.intent! : "verify";
  try {
    // Retry checks the session first (spec): a session that already exists completes the callback.
    const current = await getOptionalUser(request);
    const token = readCookie(request, CONFIRM_COOKIE);
    if (intent === "session" || !token) {
      if (current && intent !== "password" && intent !== "set-password") {
        return successRedirect(lang, values.redirectTo, [], { title: t.loginSuccessTitle, description: t.loginSuccessText });
      }
      const message = intent === "session" ? t.sessionSetFailed : authContent[lang].server.MISSING_TOKEN;
      return data<CallbackActionData>({ view: "error", message, retryable: intent === "session" }, { status: 400 });
    }
    if (intent === "verify") return await verify(request, lang, token, values.redirectTo, current);

    const subject = await confirmationSubject(token);
    if (!subject) return linkError(lang, INVALID_LINK);
    if (subject.emailVerified) return alreadyConfirmed(lang, values.redirectTo, current);

    if (intent === "password") {
      // The stored password, checked by better-auth's sign-in (its rate limit applies): an unconfirmed
      // account answers "not verified" only after the correct password.
      const v = validate(passwordConfirmSchema, values);
      if (!v.ok) return data<CallbackActionData>({ view: "password", email: subject.email, errors: v.errors }, { status: 400 });
      const check = await callAuth<{ twoFactorRedirect?: boolean }>(request, "/sign-in/email", { body: { email: subject.email, password: v.data.password, rememberMe: true }, lang });
      if (!check.ok && check.error.code === "EMAIL_NOT_VERIFIED") {
        const proof = await currentProof(subject);
        if (proof) return await verify(request, lang, token, values.redirectTo, current, proof);
      }
      if (!check.ok && check.status >= 500) {
        return data<CallbackActionData>({ view: "password", email: subject.email, toast: failureToast(lang, null) }, { status: 500 });
      }
      if (!check.ok && check.status === 429) {
        return data<CallbackActionData>({ view: "password", email: subject.email, toast: failureToast(lang, check.error) }, { status: 429 });
      }
      // Confirmed meanwhile (another tab): the correct password signed in like the login page.
      if (check.ok && !check.data?.twoFactorRedirect) return successRedirect(lang, values.redirectTo, check.setCookies, { title: t.loginSuccessTitle, description: t.loginSuccessText });
      if (check.ok) return alreadyConfirmed(lang, values.redirectTo, current);
      return data<CallbackActionData>(
        { view: "password", email: subject.email, errors: { password: "invalidPassword" }, toast: failureToast(lang, { status: 400, code: "INVALID_PASSWORD", message: "" }) },
        { status: 400 },
      );
    }

    // intent === "set-password": the confirmer's own password replaces whatever was stored before.
    const v = validate(ownPasswordSchema, values);
    if (!v.ok) {
      const toast = v.errors.confirmPassword === "mismatch" ? actionToast(t.mismatchTitle, t.checkInput, "destructive") : undefined;
      return data<CallbackActionData>({ view: "password", email: subject.email, errors: v.errors, toast }, { status: 400 });
    }
    // Set outside better-auth's endpoints, so its common-password hook does not see it: checked here.
    if (isCommonPassword(v.data.newPassword)) {
      return data<CallbackActionData>(
        { view: "password", email: subject.email, toast: failureToast(lang, { status: 400, code: PASSWORD_TOO_COMMON, message: "" }) },
        { status: 400 },
      );
    }
    await setOwnPassword(subject, v.data.newPassword);
    const proof = await currentProof(subject);
    return await verify(request, lang, token, values.redirectTo, current, proof ?? undefined, t.passwordSetText);
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "auth callback failed");
    return data<CallbackActionData>({ view: "error", message: t.sessionSetFailed, retryable: true }, { status: 500 });
  }
}
