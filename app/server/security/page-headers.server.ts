/**
 * Headers of our HTML documents and their `.data` answers: the document's Content-Security-Policy
 * (per-request nonce) and `Cache-Control: no-store` for anything personal, so no browser or proxy
 * cache keeps a member's page (a shared computer's back button, a CDN).
 */
import { hasSessionCookie } from "../auth/cookies.server";
import { getEnv } from "../env.server";
import { documentCsp, type ScriptSource } from "./csp.server";

/** Pages that carry a one-time token or a sign-in in progress, even for a visitor without a session. */
const TOKEN_PAGES = /^\/(?:(?:de|en)\/)?(?:auth\/callback|reset-password|konto|dashboard|fragebogen|training|bezahlung|admin)(?:[/.]|$)/;

/** True when the answer is personal: asked with a session cookie, or a page of a token or an account. */
export function isPersonal(request: Request): boolean {
  return hasSessionCookie(request) || TOKEN_PAGES.test(new URL(request.url).pathname);
}

/** Sets `Cache-Control: no-store` on a personal answer (leaves public ones to the caches). */
export function markPersonal(request: Request, headers: Headers): void {
  if (isPersonal(request)) headers.set("Cache-Control", "no-store");
}

/**
 * The document's Content-Security-Policy. A Google sign-in without JavaScript is a form POST answered
 * by a redirect to Google, which `form-action` must allow. In development the policy only reports
 * (Vite injects its own styles and scripts for hot reloading).
 */
export function setDocumentCsp(headers: Headers, source: ScriptSource, styleHashes: readonly string[], dev: boolean): void {
  const formActions = getEnv().google ? ["https://accounts.google.com"] : [];
  headers.delete("Content-Security-Policy");
  headers.delete("Content-Security-Policy-Report-Only");
  headers.set(dev ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy", documentCsp(source, { styleHashes, formActions }));
}
