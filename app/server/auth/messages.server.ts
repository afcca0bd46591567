/** better-auth answers turned into the page language ("the server message" of the error catalogue). */
import { fmt } from "~/i18n";
import type { Lang } from "~/i18n/config";
import { authContent, type ServerMessageCode } from "~/i18n/pages/auth";
import { makeToast, type Toast } from "~/lib/toast";
import type { AuthError } from "./auth-api.server";

/** The one toast type (app/lib/toast.ts), under the name the auth actions know it by. */
export type ActionToast = Toast;
export const actionToast = makeToast;

const ALIASES: Record<string, ServerMessageCode> = {
  INVALID_TWO_FACTOR_COOKIE: "INVALID_TWO_FACTOR_COOKIE",
  TWO_FACTOR_NOT_ENABLED: "TOTP_NOT_ENABLED",
  OTP_HAS_EXPIRED: "INVALID_TWO_FACTOR_COOKIE",
  SESSION_NOT_FRESH: "SESSION_EXPIRED",
  UNAUTHORIZED: "SESSION_EXPIRED",
  INVALID_ORIGIN: "CROSS_ORIGIN",
  MISSING_OR_NULL_ORIGIN: "CROSS_ORIGIN",
};

/** The localized text of a better-auth error, or null for errors we have no text for. */
export function serverMessage(lang: Lang, error: AuthError): string | null {
  const t = authContent[lang].server;
  const code = (error.code in t ? error.code : ALIASES[error.code]) as ServerMessageCode | undefined;
  if (code && code !== "RATE_LIMITED") return t[code];
  if (error.status === 429 || error.code === "RATE_LIMITED") return fmt(t.RATE_LIMITED, { seconds: error.retryAfter ?? 60 });
  return null;
}

/** "Fehler" with the server message, else "Ein Fehler ist aufgetreten" (spec §8, login failure). */
export function failureToast(lang: Lang, error: AuthError | null, title?: string): ActionToast {
  const t = authContent[lang].toasts;
  return actionToast(title ?? t.errorTitle, (error && serverMessage(lang, error)) ?? t.genericError, "destructive");
}
