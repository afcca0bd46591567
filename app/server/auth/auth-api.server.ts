/**
 * Our route actions call better-auth endpoints through its own request handler (not auth.api.*):
 * that way its rate limiter (database storage, per client address) and origin checks apply to
 * every sign-in, sign-up and reset, exactly as for a direct API call. The caller has already
 * verified that the incoming request is same-origin (assertSameOrigin).
 */
import type { Lang } from "~/i18n/config";
import { getEnv } from "~/server/env.server";
import { AUTH_BASE_PATH, getAuth, LANG_HEADER } from "./auth.server";

export interface AuthError {
  status: number;
  code: string;
  message: string;
  /** Seconds until a rate limit resets (429 only). */
  retryAfter?: number;
}

export type AuthCallResult<T> =
  | { ok: true; status: number; data: T; setCookies: string[] }
  | { ok: false; status: number; error: AuthError; setCookies: string[] };

export interface AuthCallOptions {
  method?: "GET" | "POST";
  body?: unknown;
  query?: Record<string, string>;
  lang?: Lang;
  /** Extra request headers of an internal call (e.g. the password proof of a confirmation). */
  headers?: Record<string, string>;
}

const FORWARDED = ["cookie", "user-agent", "x-forwarded-for", "accept-language"];

export async function callAuth<T = Record<string, unknown>>(
  request: Request,
  path: string,
  options: AuthCallOptions = {},
): Promise<AuthCallResult<T>> {
  const env = getEnv();
  const auth = await getAuth();
  const url = new URL(`${AUTH_BASE_PATH}${path}`, env.appUrl);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("origin", new URL(env.appUrl).origin);
  if (options.lang) headers.set(LANG_HEADER, options.lang);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const method = options.method ?? "POST";
  if (method === "POST") headers.set("content-type", "application/json");
  const response = await auth.handler(
    new Request(url, { method, headers, body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined }),
  );
  const setCookies = response.headers.getSetCookie();
  let payload: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = { message: text };
    }
  }
  if (response.ok) return { ok: true, status: response.status, data: payload as T, setCookies };
  const body = (payload ?? {}) as { code?: unknown; message?: unknown };
  const retryAfter = Number(response.headers.get("x-retry-after"));
  return {
    ok: false,
    status: response.status,
    setCookies,
    error: {
      status: response.status,
      code: typeof body.code === "string" ? body.code : response.status === 429 ? "RATE_LIMITED" : `HTTP_${response.status}`,
      message: typeof body.message === "string" ? body.message : response.statusText,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    },
  };
}

/** Headers carrying every Set-Cookie given (appended, never overwritten) plus any extra ones. */
export function cookieHeaders(...cookies: Array<string | string[] | null | undefined>): Headers {
  const headers = new Headers();
  for (const c of cookies.flat()) if (c) headers.append("Set-Cookie", c);
  return headers;
}
