/** Expiring our auth cookies ourselves: sign-out must end the session locally even when the server call fails. */
import { getEnv } from "~/server/env.server";
import { COOKIE_PREFIX, secureCookies } from "./auth.server";

const SESSION_COOKIES = ["session_token", "session_data", "dont_remember", "two_factor"];

function expire(name: string, secure: boolean): string {
  return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function expireSessionCookies(): string[] {
  const secure = secureCookies(getEnv());
  const prefix = secure ? `__Secure-${COOKIE_PREFIX}.` : `${COOKIE_PREFIX}.`;
  return SESSION_COOKIES.map((n) => expire(`${prefix}${n}`, secure));
}

/** A short-lived httpOnly cookie holding a one-time token (reset link, confirmation link). */
export function tokenCookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = secureCookies(getEnv());
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function expireCookie(name: string): string {
  return expire(name, secureCookies(getEnv()));
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const idx = part.indexOf("=");
    if (idx < 0) continue;
    if (part.slice(0, idx).trim() === name) {
      try {
        return decodeURIComponent(part.slice(idx + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Whether a raw Cookie header carries a cookie of this name. */
export function hasCookie(header: string | null | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(";").some((part) => {
    const i = part.indexOf("=");
    return i > 0 && part.slice(0, i).trim() === name;
  });
}

/**
 * A Cookie header as the browser will send it after these Set-Cookie values: set ones replaced or
 * added, expired ones (empty, Max-Age=0) removed.
 */
export function cookieHeaderWith(header: string, setCookies: string[]): string {
  if (setCookies.length === 0) return header;
  const jar = new Map<string, string>();
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0) jar.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  for (const c of setCookies) {
    const [pair = "", ...attrs] = c.split(";");
    const i = pair.indexOf("=");
    if (i <= 0) continue;
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1).trim();
    const expired = !value || attrs.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** True when the request carries a session cookie at all (saves a database lookup otherwise). */
export function hasSessionCookie(request: Request): boolean {
  return cookieHeaderHasSession(request.headers.get("cookie"));
}

/** The same for a raw Cookie header (the Express layer). */
export function cookieHeaderHasSession(header: string | null | undefined): boolean {
  return (header ?? "").includes(`${COOKIE_PREFIX}.session_token=`);
}
