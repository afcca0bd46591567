/**
 * Second factor (TOTP) settings: enrol (password → QR code + secret → confirm with a code → backup
 * codes shown once) and disable (password). better-auth stores the secret and the backup codes
 * encrypted; a confirmed change rotates the session, whose new cookie is forwarded.
 */
import QRCode from "qrcode";
import { and, eq, isNotNull } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { formValues, passwordConfirmSchema, totpCodeSchema, validate } from "~/domain/auth/validation";
import type { TwoFactorActionData } from "~/domain/auth/two-factor";
import { localizedPath, type Lang } from "~/i18n/config";
import { authContent } from "~/i18n/pages/auth";
import { account } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { callAuth, cookieHeaders } from "~/server/auth/auth-api.server";
import { actionToast, failureToast } from "~/server/auth/messages.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { applySessionCookies, getOptionalUser, type AppUser } from "~/server/auth/session.server";
import { userOf } from "~/server/guards.server";
import { formatSecret, parseOtpAuthUri } from "~/server/auth/totp.server";
import { readForm } from "~/server/request-input.server";

export const TWO_FACTOR_ISSUER = "Watts";

/**
 * Whether the account can sign in with a password. The second factor guards exactly that sign-in
 * (a Google sign-in is protected by Google), and better-auth confirms enrolment with the password,
 * so an account created through Google first sets one through the e-mailed reset link.
 */
export async function hasPasswordSignIn(userId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), isNotNull(account.password)))
    .limit(1);
  return rows.length > 0;
}

async function qrCode(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#0f172a", light: "#ffffff" } });
}

function otpauthUri(email: string, secret: string): string {
  const label = encodeURIComponent(`${TWO_FACTOR_ISSUER}:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${TWO_FACTOR_ISSUER}&digits=6&period=30`;
}

function parseCodes(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === "string" && /^[A-Za-z0-9-]{4,32}$/.test(c)).slice(0, 20) : [];
  } catch {
    return [];
  }
}

/** The security page's action; the member layout's guard has already established `user`. */
/**
 * The guard vouched for the user; read the session again so that a session the action of this
 * same request rotated (2FA on/off without JavaScript) shows its new state.
 */
export async function securityLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const user = (await getOptionalUser(request, context)) ?? userOf(context);
  return { twoFactorEnabled: user.twoFactorEnabled, hasPassword: await hasPasswordSignIn(user.id), email: user.email };
}

export async function twoFactorAction(request: Request, lang: Lang, user: AppUser, context: Readonly<RouterContextProvider>) {
  assertSameOrigin(request);
  const t = authContent[lang];
  const values = formValues(await readForm(request));
  try {
    switch (values.intent) {
      case "enable": {
        const v = validate(passwordConfirmSchema, values);
        if (!v.ok) return data<TwoFactorActionData>({ step: "enable", errors: v.errors }, { status: 400 });
        const res = await callAuth<{ totpURI?: string; backupCodes?: string[] }>(request, "/two-factor/enable", {
          body: { password: v.data.password, issuer: TWO_FACTOR_ISSUER },
          lang,
        });
        if (!res.ok || !res.data?.totpURI) {
          const wrongPassword = !res.ok && res.error.code === "INVALID_PASSWORD";
          return data<TwoFactorActionData>(
            { step: "enable", errors: wrongPassword ? { password: "invalidPassword" } : undefined, toast: failureToast(lang, res.ok ? null : res.error) },
            { status: res.ok ? 500 : res.status, headers: cookieHeaders(res.setCookies) },
          );
        }
        const parsed = parseOtpAuthUri(res.data.totpURI);
        if (!parsed) throw new Error("better-auth returned an unexpected TOTP URI");
        return data<TwoFactorActionData>(
          { step: "verify", qrSvg: await qrCode(res.data.totpURI), secret: formatSecret(parsed.secret), backupCodes: res.data.backupCodes ?? [] },
          { headers: cookieHeaders(res.setCookies) },
        );
      }

      case "verify": {
        const secret = (values.secret ?? "").replace(/\s+/g, "").toUpperCase();
        const backupCodes = parseCodes(values.backupCodes);
        const again = async (extra: Partial<TwoFactorActionData>, status: number, setCookies: string[] = []) =>
          data<TwoFactorActionData>(
            /^[A-Z2-7]{16,128}$/.test(secret)
              ? { step: "verify", qrSvg: await qrCode(otpauthUri(user.email, secret)), secret: formatSecret(secret), backupCodes, ...extra }
              : { step: "enable", ...extra },
            { status, headers: cookieHeaders(setCookies) },
          );
        const v = validate(totpCodeSchema, values);
        if (!v.ok) return again({ errors: v.errors }, 400);
        const res = await callAuth(request, "/two-factor/verify-totp", { body: { code: v.data.code }, lang });
        if (!res.ok) return again({ errors: { code: "invalidCode" }, toast: failureToast(lang, res.error) }, res.status, res.setCookies);
        // better-auth replaced the session: this request's loaders must see the new one.
        applySessionCookies(context, request, res.setCookies);
        return data<TwoFactorActionData>(
          { step: "done", backupCodes, toast: actionToast(t.security.enabledToastTitle, t.security.enabledToastText, "success") },
          { headers: cookieHeaders(res.setCookies) },
        );
      }

      case "password-link": {
        const res = await callAuth(request, "/request-password-reset", {
          body: { email: user.email, redirectTo: localizedPath(lang, "reset-password") },
          lang,
        });
        if (!res.ok) return data<TwoFactorActionData>({ step: "enable", toast: failureToast(lang, res.error, t.toasts.sendFailedTitle) }, { status: res.status });
        return data<TwoFactorActionData>({ step: "enable", toast: actionToast(t.security.passwordLinkToastTitle, t.security.passwordLinkToastText, "success") });
      }

      case "disable": {
        const v = validate(passwordConfirmSchema, values);
        if (!v.ok) return data<TwoFactorActionData>({ step: "disable", errors: v.errors }, { status: 400 });
        const res = await callAuth(request, "/two-factor/disable", { body: { password: v.data.password }, lang });
        if (!res.ok) {
          return data<TwoFactorActionData>(
            { step: "disable", errors: res.error.code === "INVALID_PASSWORD" ? { password: "invalidPassword" } : undefined, toast: failureToast(lang, res.error) },
            { status: res.status, headers: cookieHeaders(res.setCookies) },
          );
        }
        applySessionCookies(context, request, res.setCookies);
        return data<TwoFactorActionData>(
          { step: "disabled", toast: actionToast(t.security.disabledToastTitle, t.security.disabledToastText, "success") },
          { headers: cookieHeaders(res.setCookies) },
        );
      }

      default:
        return data<TwoFactorActionData>({ step: "enable", toast: failureToast(lang, null) }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "two-factor action failed");
    return data<TwoFactorActionData>({ step: "enable", toast: failureToast(lang, null) }, { status: 500 });
  }
}
