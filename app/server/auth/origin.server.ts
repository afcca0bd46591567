/**
 * CSRF protection for our own state-changing actions (better-auth checks its endpoints itself):
 * a POST is accepted only from a page of our own origin. Browsers send Origin on every POST and
 * Sec-Fetch-Site on every request; non-browser clients without either cannot ride a user's cookies.
 *
 * Our own origin is APP_URL's when it is set (a deployment: a form posted from any other address is
 * refused, with a page that says so). Without APP_URL (a local run) it is the origin the browser
 * used, so `127.0.0.1`, a LAN address or another name for the machine work as well as `localhost`.
 */
import { data } from "react-router";
import type { CrossOriginRefusal } from "~/domain/auth/cross-origin";
import { getEnv, type Env } from "~/server/env.server";

export type OriginVerdict = "same-origin" | "cross-origin" | "no-browser-headers";

/** The origin our pages are served from, for this request. */
export function ownOrigin(request: Request, env: Pick<Env, "appUrl" | "appUrlConfigured">): string {
  return env.appUrlConfigured ? new URL(env.appUrl).origin : new URL(request.url).origin;
}

export function checkOrigin(request: Request, expectedOrigin: string): OriginVerdict {
  const expected = new URL(expectedOrigin).origin;
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
  const expected = ownOrigin(request, getEnv());
  if (checkOrigin(request, expected) === "cross-origin") {
    const origin = request.headers.get("origin");
    const refusal: CrossOriginRefusal = { reason: "cross-origin", from: origin && origin !== "null" ? origin : null, expected };
    throw data(refusal, { status: 403 });
  }
}
