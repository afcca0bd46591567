/**
 * The public door of better-auth's HTTP API (/api/auth/*), issue 13:
 * - better-auth's GET links that act on a token (`/verify-email`, `/reset-password/:token`) are not
 *   reachable from outside: opened in a victim's browser with the attacker's token, verify-email would
 *   sign that browser into the attacker's account (login CSRF). Our mails link to our own pages, which
 *   move the token into a cookie and act through a same-origin POST (callback.server.ts).
 * - every redirect target handed in (`callbackURL` …) and every Location handed out must stay on our
 *   origin (or go to the OAuth provider's sign-in page): better-auth lets "/.//evil.example" through.
 * Our own actions call better-auth directly (auth-api.server.ts) and are not filtered here.
 * - a sign-out ends the session in this process before its answer leaves (decision 0121): remembered
 *   page views (and the fast path) re-check it at once, not when the database's notice arrives.
 */
import { isAllowedRedirect } from "~/domain/auth/redirect";
import { getEnv } from "~/server/env.server";
import { AUTH_BASE_PATH, getAuth } from "./auth.server";
import { getSession, rememberedSession } from "./session.server";
import { sessionEnds } from "./session-ends.server";

/** The session a sign-out ends (null: none, or the database could not say). */
async function sessionOf(request: Request): Promise<string | null> {
  const remembered = rememberedSession(request.headers.get("cookie") ?? undefined);
  if (remembered) return remembered.sessionId;
  return (await getSession(request).catch(() => null))?.sessionId ?? null;
}

/** better-auth GET routes that consume a token from the link itself. */
const TOKEN_LINKS = /^\/(?:verify-email|reset-password\/[^/]+)\/?$/;
const REDIRECT_PARAMS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];
const OAUTH_ORIGINS = ["https://accounts.google.com"];

function json(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status, headers: { "Cache-Control": "no-store" } });
}

function allowed(value: unknown): boolean {
  return typeof value !== "string" || value === "" || isAllowedRedirect(value, getEnv().appUrl, OAUTH_ORIGINS);
}

/** The redirect targets of a JSON body (a copy is read; the original stays unread for better-auth). */
async function bodyTargets(request: Request): Promise<unknown[]> {
  if (!/application\/json/i.test(request.headers.get("content-type") ?? "")) return [];
  try {
    const body = (await request.clone().json()) as Record<string, unknown> | null;
    return body && typeof body === "object" ? REDIRECT_PARAMS.map((k) => body[k]) : [];
  } catch {
    // better-auth answers a broken body itself.
    return [];
  }
}

export async function handleAuthHttp(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(AUTH_BASE_PATH) ? url.pathname.slice(AUTH_BASE_PATH.length) : url.pathname;
  if ((request.method === "GET" || request.method === "HEAD") && TOKEN_LINKS.test(path)) {
    return json(404, "NOT_FOUND", "Not found");
  }
  const targets = [...REDIRECT_PARAMS.flatMap((k) => url.searchParams.getAll(k)), ...(request.method === "POST" ? await bodyTargets(request) : [])];
  if (!targets.every(allowed)) return json(400, "INVALID_CALLBACK_URL", "Invalid callbackURL");

  const signOut = request.method === "POST" && path === "/sign-out" ? await sessionOf(request) : null;
  const response = await (await getAuth()).handler(request);
  // The NOTIFY of the deleted row reaches this process later; its page views must not wait for it.
  if (signOut && response.ok) sessionEnds.ended({ sessionId: signOut });
  const location = response.headers.get("location");
  if (location && !isAllowedRedirect(location, getEnv().appUrl, OAUTH_ORIGINS)) {
    const headers = new Headers(response.headers);
    headers.set("location", "/");
    return new Response(null, { status: response.status, headers });
  }
  return response;
}
