/**
 * Headers of our HTML documents: the document's Content-Security-Policy (per-request nonce), and
 * which answers are personal: those get `Cache-Control: no-store` (headers.server.ts, for documents,
 * their `.data` answers and redirects alike), so no browser or proxy cache keeps a member's page.
 */
import { cookieHeaderHasSession } from "~/server/auth/cookies.server";
import { getEnv } from "~/server/env.server";
import { documentCsp, type ScriptSource } from "./csp.server";

/** Pages that carry a one-time token or a sign-in in progress, even for a visitor without a session. */
const TOKEN_PAGES = /^\/(?:(?:de|en)\/)?(?:auth\/callback|reset-password|konto|dashboard|fragebogen|training|bezahlung|admin)(?:[/.]|$)/;

/** True when an answer to this path and Cookie header is personal (never to be cached). */
export function isPersonalPath(pathname: string, cookieHeader: string | null | undefined): boolean {
  return cookieHeaderHasSession(cookieHeader) || TOKEN_PAGES.test(pathname);
}

/** The same for a Fetch request (e.g. before serving a cached page). */
export function isPersonal(request: Request): boolean {
  return isPersonalPath(new URL(request.url).pathname, request.headers.get("cookie"));
}

/**
 * The document's Content-Security-Policy. A Google sign-in without JavaScript is a form POST answered
 * by a redirect to Google, which `form-action` must allow. In development the policy only reports
 * (Vite injects its own styles and scripts for hot reloading).
 */
export function setDocumentCsp(headers: Headers, source: ScriptSource, dev: boolean): void {
  const formActions = getEnv().google ? ["https://accounts.google.com"] : [];
  headers.delete("Content-Security-Policy");
  headers.delete("Content-Security-Policy-Report-Only");
  headers.set(dev ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy", documentCsp(source, { formActions }));
}
