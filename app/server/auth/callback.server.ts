/**
 * /{lang}/auth/callback: where the confirmation mail and OAuth sign-ins land. The server does the work
 * the spec's browser client raced for: a confirmation token is moved from the URL into a short-lived
 * httpOnly cookie (mail scanners that prefetch the link consume nothing), and the page then POSTs to
 * confirm the address and sign in; an OAuth return only needs a session check.
 */
import { data, redirect } from "react-router";
import { safeRedirect } from "../../domain/auth/redirect";
import { formValues } from "../../domain/auth/validation";
import { localizedPath, type Lang } from "../../i18n/config";
import { authContent } from "../../i18n/pages/auth";
import { logger } from "../logger.server";
import { callAuth, cookieHeaders } from "./auth-api.server";
import { expireCookie, readCookie, tokenCookie } from "./cookies.server";
import { flashCookie } from "./flash.server";
import { serverMessage } from "./messages.server";
import { assertSameOrigin } from "./origin.server";
import { getOptionalUser } from "./session.server";

export const CONFIRM_COOKIE = "watts_confirm";
const CONFIRM_COOKIE_MAX_AGE = 10 * 60;

export type CallbackKind = "verify" | "session";

export type CallbackView =
  | { view: "pending"; kind: CallbackKind; redirectTo: string }
  | { view: "error"; message: string; retryable: boolean };

export async function callbackLoader(request: Request, lang: Lang) {
  const t = authContent[lang].toasts;
  const url = new URL(request.url);
  const q = url.searchParams;
  const error = q.get("error");
  const description = q.get("error_description");
  if (error || description) {
    const known = error ? serverMessage(lang, { status: 400, code: error.toUpperCase(), message: error }) : null;
    const message = description?.slice(0, 300) || known || t.callbackUnknown;
    return data<CallbackView>({ view: "error", message, retryable: false });
  }
  const token = q.get("token") ?? q.get("token_hash");
  const type = q.get("type");
  if (token && type === "recovery") {
    throw redirect(`${localizedPath(lang, "reset-password")}?token=${encodeURIComponent(token)}`);
  }
  if (token) {
    if (!/^[A-Za-z0-9._-]{10,4096}$/.test(token)) return data<CallbackView>({ view: "error", message: authContent[lang].server.INVALID_TOKEN, retryable: false });
    // Clean the address bar: the token stays server-side.
    throw redirect(localizedPath(lang, "auth/callback"), { headers: cookieHeaders(tokenCookie(CONFIRM_COOKIE, token, CONFIRM_COOKIE_MAX_AGE)) });
  }
  const redirectTo = safeRedirect(q.get("redirectTo"), "");
  if (q.get("provider") || q.get("code")) return data<CallbackView>({ view: "pending", kind: "session", redirectTo });
  if (readCookie(request, CONFIRM_COOKIE)) return data<CallbackView>({ view: "pending", kind: "verify", redirectTo });
  // Nothing to complete: the language home.
  throw redirect(localizedPath(lang));
}

export type CallbackActionData = { view: "error"; message: string; retryable: boolean };

async function successRedirect(lang: Lang, redirectTo: unknown, setCookies: string[], toast: { title: string; description?: string }) {
  return redirect(safeRedirect(redirectTo, localizedPath(lang, "dashboard")), {
    headers: cookieHeaders(setCookies, expireCookie(CONFIRM_COOKIE), await flashCookie({ ...toast, variant: "success" })),
  });
}

export async function callbackAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const t = authContent[lang].toasts;
  const values = formValues(await request.formData());
  const intent = values.intent === "session" ? "session" : "verify";
  try {
    // Retry checks the session first (spec): a session that already exists completes the callback.
    const current = await getOptionalUser(request);
    const token = readCookie(request, CONFIRM_COOKIE);
    if (intent === "session" || !token) {
      if (current) return successRedirect(lang, values.redirectTo, [], { title: t.loginSuccessTitle, description: t.loginSuccessText });
      const message = intent === "session" ? t.sessionSetFailed : authContent[lang].server.MISSING_TOKEN;
      return data<CallbackActionData>({ view: "error", message, retryable: intent === "session" }, { status: 400 });
    }
    const res = await callAuth(request, "/verify-email", { method: "GET", query: { token }, lang });
    if (res.ok) {
      const signedIn = res.setCookies.some((c) => /session_token=[^;]+/.test(c));
      if (signedIn) return successRedirect(lang, values.redirectTo, res.setCookies, { title: t.emailConfirmedTitle, description: t.emailConfirmedText });
      // The address was confirmed before (a second click on the link).
      if (current) return successRedirect(lang, values.redirectTo, [], { title: t.loginSuccessTitle, description: t.loginSuccessText });
      return redirect(localizedPath(lang, "login"), {
        headers: cookieHeaders(expireCookie(CONFIRM_COOKIE), await flashCookie({ title: t.alreadyConfirmedTitle, description: t.alreadyConfirmedText })),
      });
    }
    const definitive = ["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND"].includes(res.error.code);
    return data<CallbackActionData>(
      { view: "error", message: serverMessage(lang, res.error) ?? t.callbackUnknown, retryable: !definitive },
      { status: res.status, headers: definitive ? cookieHeaders(expireCookie(CONFIRM_COOKIE)) : undefined },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "auth callback failed");
    return data<CallbackActionData>({ view: "error", message: t.sessionSetFailed, retryable: true }, { status: 500 });
  }
}
