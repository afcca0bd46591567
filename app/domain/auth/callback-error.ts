/**
 * The error a provider hands back to /auth/callback (spec part 1: read from the query string or from
 * the URL fragment): `error` and `error_description`. One home for the server (query) and the page
 * (fragment, which never reaches the server).
 */
import type { Lang } from "../../i18n/config";
import { authContent, type ServerMessageCode } from "../../i18n/pages/auth";

export const CALLBACK_DESCRIPTION_MAX = 300;

/** The parameters of the query string or of a fragment such as `#error=…&error_description=…`. */
export function callbackParams(searchOrHash: string): URLSearchParams {
  return new URLSearchParams(searchOrHash.replace(/^[?#]/, ""));
}

/** The localized message of an error parameter, or null when the parameters carry none. */
export function callbackErrorMessage(lang: Lang, params: URLSearchParams): string | null {
  const error = params.get("error")?.trim() ?? "";
  const description = params.get("error_description")?.trim() ?? "";
  if (!error && !description) return null;
  if (description) return description.slice(0, CALLBACK_DESCRIPTION_MAX);
  const server = authContent[lang].server;
  const code = error.toUpperCase();
  if (code in server && code !== "RATE_LIMITED") return server[code as ServerMessageCode];
  return authContent[lang].toasts.callbackUnknown;
}
