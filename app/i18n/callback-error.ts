/**
 * The localized message of a provider's error handed to /auth/callback (its parameters are read by
 * app/domain/auth/callback-error.ts): the provider's own description, else our text for a known code.
 */
import { CALLBACK_DESCRIPTION_MAX } from "~/domain/auth/callback-error";
import type { Lang } from "./config";
import { authContent, type ServerMessageCode } from "./pages/auth";

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
