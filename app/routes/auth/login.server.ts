/**
 * Actions of the login page (sign in, register mode, resend confirmation, second factor, OAuth) and
 * of the separate register page. Answers never reveal whether an e-mail address has an account.
 */
import { data, redirect } from "react-router";
import { safeRedirect } from "~/domain/auth/redirect";
import {
  backupCodeSchema,
  forgotPasswordSchema,
  formValues,
  registerSchema,
  signInSchema,
  signUpSchema,
  totpCodeSchema,
  validate,
  type FieldErrors,
} from "~/domain/auth/validation";
import { localizedPath, type Lang } from "~/i18n/config";
import { getOptionalUser } from "~/server/auth/session.server";
import { authContent } from "~/i18n/pages/auth";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { callAuth, cookieHeaders } from "~/server/auth/auth-api.server";
import { flashCookie } from "~/server/auth/flash.server";
import { actionToast, failureToast, serverMessage, type ActionToast } from "~/server/auth/messages.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { signUpProofCookie } from "~/server/auth/confirmation.server";
import { readForm } from "~/server/request-input.server";

/** The login page: a signed-in user has nothing to do here; otherwise its mode and where to go after. */
export async function loginLoader(request: Request) {
  // A signed-in user has nothing to do here (spec: sent to /).
  if (await getOptionalUser(request)) throw redirect("/");
  const url = new URL(request.url);
  return {
    mode: url.searchParams.get("mode") === "register" ? ("register" as const) : ("signin" as const),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
    google: Boolean(getEnv().google),
    /** Just registered (the register page's redirect): the "check your e-mail" note stays on the page. */
    registered: url.searchParams.get("registered") === "1",
  };
}

export type LoginMode = "signin" | "register";
export type TwoFactorMethod = "totp" | "backup";

export interface LoginActionData {
  mode: LoginMode;
  step?: "two-factor";
  method?: TwoFactorMethod;
  errors?: FieldErrors;
  values?: { email?: string; firstName?: string; lastName?: string };
  redirectTo?: string;
  unverified?: boolean;
  registered?: boolean;
  toast?: ActionToast;
}

/**
 * The browser that registered may confirm without typing the password again (decision 0022); a
 * failure here only costs that convenience (the confirmation page then asks for the password).
 */
async function proofCookie(email: string, password: string): Promise<string | null> {
  try {
    return await signUpProofCookie(email, password);
  } catch (error) {
    logger.error({ err: error }, "could not issue the sign-up password proof");
    return null;
  }
}

function dashboard(lang: Lang) {
  return localizedPath(lang, "dashboard");
}

async function signedInRedirect(lang: Lang, redirectTo: unknown, setCookies: string[]): Promise<Response> {
  const t = authContent[lang].toasts;
  const target = safeRedirect(redirectTo, dashboard(lang));
  return redirect(target, {
    headers: cookieHeaders(setCookies, await flashCookie({ title: t.loginSuccessTitle, description: t.loginSuccessText, variant: "success" })),
  });
}

// size: the login's steps in order (rate limit, password, second factor, session), one path to read
export async function loginAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const t = authContent[lang];
  const values = formValues(await readForm(request));
  const intent = values.intent ?? "signin";
  const redirectTo = safeRedirect(values.redirectTo, "") || undefined;

  try {
    switch (intent) {
      case "signin": {
        const v = validate(signInSchema, values);
        if (!v.ok) return data<LoginActionData>({ mode: "signin", errors: v.errors, values: { email: values.email }, redirectTo }, { status: 400 });
        const res = await callAuth<{ twoFactorRedirect?: boolean }>(request, "/sign-in/email", {
          body: { email: v.data.email, password: v.data.password, rememberMe: true },
          lang,
        });
        if (res.ok) {
          if (res.data?.twoFactorRedirect) {
            return data<LoginActionData>(
              { mode: "signin", step: "two-factor", method: "totp", values: { email: v.data.email }, redirectTo },
              { headers: cookieHeaders(res.setCookies) },
            );
          }
          return signedInRedirect(lang, redirectTo, res.setCookies);
        }
        return data<LoginActionData>(
          {
            mode: "signin",
            values: { email: v.data.email },
            redirectTo,
            unverified: res.error.code === "EMAIL_NOT_VERIFIED" || undefined,
            toast: failureToast(lang, res.error),
          },
          { status: res.status, headers: cookieHeaders(res.setCookies) },
        );
      }

      case "register": {
        const v = validate(signUpSchema, values);
        const kept = { email: values.email, firstName: values.firstName, lastName: values.lastName };
        if (!v.ok) return data<LoginActionData>({ mode: "register", errors: v.errors, values: kept, redirectTo }, { status: 400 });
        const res = await callAuth(request, "/sign-up/email", {
          body: {
            email: v.data.email,
            password: v.data.password,
            name: `${v.data.firstName} ${v.data.lastName}`,
            firstName: v.data.firstName,
            lastName: v.data.lastName,
            locale: lang,
            // The confirmation mail leads back to where the sign-up started (auth.server.ts).
            callbackURL: redirectTo ?? dashboard(lang),
          },
          lang,
        });
        if (!res.ok) {
          return data<LoginActionData>({ mode: "register", values: kept, redirectTo, toast: failureToast(lang, res.error) }, { status: res.status });
        }
        // The same answer for a new and an already registered address (no enumeration).
        return data<LoginActionData>(
          {
            mode: "signin",
            registered: true,
            values: { email: v.data.email },
            redirectTo,
            toast: actionToast(t.toasts.registerSuccessTitle, t.toasts.registerSuccessText, "success"),
          },
          { headers: cookieHeaders(await proofCookie(v.data.email, v.data.password)) },
        );
      }

      case "resend": {
        const v = validate(forgotPasswordSchema, values);
        if (!v.ok) return data<LoginActionData>({ mode: "signin", errors: v.errors, values: { email: values.email }, redirectTo }, { status: 400 });
        const res = await callAuth(request, "/send-verification-email", { body: { email: v.data.email, callbackURL: redirectTo ?? dashboard(lang) }, lang });
        if (!res.ok && res.status === 429) {
          return data<LoginActionData>(
            { mode: "signin", unverified: true, values: { email: v.data.email }, redirectTo, toast: failureToast(lang, res.error, t.toasts.sendFailedTitle) },
            { status: 429 },
          );
        }
        if (!res.ok) logger.warn({ code: res.error.code, status: res.status }, "resend of the confirmation e-mail failed");
        return data<LoginActionData>({
          mode: "signin",
          values: { email: v.data.email },
          redirectTo,
          toast: actionToast(t.login.resentTitle, t.login.resentText, "success"),
        });
      }

      case "totp":
      case "backup": {
        const method: TwoFactorMethod = intent;
        const v = validate(method === "totp" ? totpCodeSchema : backupCodeSchema, values);
        const base = { mode: "signin" as const, step: "two-factor" as const, method, values: { email: values.email }, redirectTo };
        if (!v.ok) return data<LoginActionData>({ ...base, errors: v.errors }, { status: 400 });
        const res = await callAuth(request, method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code", {
          body: { code: v.data.code, trustDevice: false },
          lang,
        });
        if (res.ok) return signedInRedirect(lang, redirectTo, res.setCookies);
        const expired = ["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE", "OTP_HAS_EXPIRED"].includes(res.error.code);
        if (expired) {
          return data<LoginActionData>(
            { mode: "signin", values: { email: values.email }, redirectTo, toast: failureToast(lang, { ...res.error, code: res.error.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" ? res.error.code : "INVALID_TWO_FACTOR_COOKIE" }) },
            { status: res.status, headers: cookieHeaders(res.setCookies) },
          );
        }
        return data<LoginActionData>(
          { ...base, errors: { code: "invalidCode" }, toast: failureToast(lang, res.error) },
          { status: res.status, headers: cookieHeaders(res.setCookies) },
        );
      }

      case "google": {
        if (!getEnv().google) return data<LoginActionData>({ mode: "signin", toast: failureToast(lang, null) }, { status: 400 });
        const res = await callAuth<{ url?: string }>(request, "/sign-in/social", {
          body: {
            provider: "google",
            callbackURL: `${localizedPath(lang, "auth/callback")}?provider=google${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
            errorCallbackURL: localizedPath(lang, "auth/callback"),
            disableRedirect: true,
            // A new account's language (for its e-mails) is the page's the sign-in started from.
            additionalData: { locale: lang },
          },
          lang,
        });
        if (res.ok && res.data?.url) return redirect(res.data.url, { headers: cookieHeaders(res.setCookies) });
        return data<LoginActionData>({ mode: "signin", toast: failureToast(lang, res.ok ? null : res.error) }, { status: 502 });
      }

      default:
        return data<LoginActionData>({ mode: "signin", toast: failureToast(lang, null) }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error, intent }, "login action failed");
    return data<LoginActionData>({ mode: intent === "register" ? "register" : "signin", values: { email: values.email }, redirectTo, toast: failureToast(lang, null) }, { status: 500 });
  }
}

export interface RegisterActionData {
  errors?: FieldErrors;
  values?: { email?: string };
  toast?: ActionToast;
}

/** The separate register page: e-mail, password and confirmation; success goes to the login page. */
export async function registerAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const t = authContent[lang].toasts;
  const values = formValues(await readForm(request));
  const v = validate(registerSchema, values);
  if (!v.ok) {
    const toast = v.errors.confirmPassword === "mismatch" ? actionToast(t.mismatchTitle, t.checkInput, "destructive") : undefined;
    return data<RegisterActionData>({ errors: v.errors, values: { email: values.email }, toast }, { status: 400 });
  }
  try {
    const res = await callAuth(request, "/sign-up/email", {
      body: { email: v.data.email, password: v.data.password, name: "", locale: lang, callbackURL: dashboard(lang) },
      lang,
    });
    if (!res.ok) {
      const message = serverMessage(lang, res.error);
      return data<RegisterActionData>(
        { values: { email: v.data.email }, toast: actionToast(t.registerFailedTitle, message ?? t.tryAgain, "destructive") },
        { status: res.status },
      );
    }
    // `registered=1`: the login page keeps "check your e-mail" on screen (issue 24), the toast only announces it.
    return redirect(`${localizedPath(lang, "login")}?registered=1`, {
      headers: cookieHeaders(
        await proofCookie(v.data.email, v.data.password),
        await flashCookie({ title: t.registerSuccessTitle, description: t.registerSuccessText, variant: "success" }),
      ),
    });
  } catch (error) {
    logger.error({ err: error }, "register action failed");
    return data<RegisterActionData>({ values: { email: v.data.email }, toast: actionToast(t.genericErrorTitle, t.tryAgain, "destructive") }, { status: 500 });
  }
}
