/**
 * CSRF protection for our own state-changing actions (better-auth checks its endpoints itself):
 * a POST is accepted only from a page of APP_URL. Browsers send Origin on every POST and
 * Sec-Fetch-Site on every request; non-browser clients without either cannot ride a user's cookies.
 */
import { data } from "react-router";
import { getEnv } from "../env.server";

export type OriginVerdict = "same-origin" | "cross-origin" | "no-browser-headers";

export function checkOrigin(request: Request, appUrl: string): OriginVerdict {
  const expected = new URL(appUrl).origin;
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return origin === expected ? "same-origin" : "cross-origin";
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none" ? "same-origin" : "cross-origin";
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      return new URL(referer).origin === expected ? "same-origin" : "cross-origin";
    } catch {
      return "cross-origin";
    }
  }
  // "Origin: null" without fetch metadata (sandboxed frames, privacy redirects) is not trusted.
  return origin === "null" ? "cross-origin" : "no-browser-headers";
}

/** Throws a 403 response for a cross-origin state-changing request. */
export function assertSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
  if (checkOrigin(request, getEnv().appUrl) === "cross-origin") {
    throw data({ error: "cross-origin request refused" }, { status: 403 });
  }
}
