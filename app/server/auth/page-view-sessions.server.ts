/**
 * Page views' sessions, remembered until the signed cookie cache they were read from expires
 * (decision 0054).
 *
 * A page view's session comes from better-auth's signed `session_data` cookie (decision 0045): an
 * HMAC check, JSON and schema parsing — about a third of the CPU of a dashboard answered from memory.
 * That answer depends only on the exact cookies and the clock (no database within the cache's
 * minute, no refresh: `refreshCache` is off): the same session token, session data and
 * don't-remember cookies give the same user until the cache's own expiry, the session's end or its
 * absolute lifetime. So the answer better-auth gave is remembered for exactly those cookies (keyed by
 * their SHA-256, never the token itself) until the earliest of those times. Any other cookie value, a
 * renewal, an expired cache go to better-auth again; revocation takes as long as before.
 */
import { createHash } from "node:crypto";
import { COOKIE_PREFIX } from "./auth.server";

/** The cookies better-auth's answer depends on (chunked session data is never remembered). */
const SESSION_COOKIE = new RegExp(`^(?:__Secure-)?${COOKIE_PREFIX}\\.(session_token|session_data|dont_remember)=`);
const MAX_REMEMBERED = 10_000;

interface Remembered<T> {
  value: T;
  until: number;
}

type CookieKey = { key: string; cacheExpiresAt: number } | null;

export function createPageViewSessions<T>(now: () => number = Date.now) {
  const remembered = new Map<string, Remembered<T>>();
  // The key read from a whole Cookie header, by that header's SHA-256: the same header (a browser
  // sends it again and again) is split, decoded and parsed once (decision 0136).
  const keys = new Map<string, CookieKey>();

  function keyOf(cookieHeader: string | null): CookieKey {
    if (!cookieHeader) return null;
    const whole = createHash("sha256").update(cookieHeader).digest("base64url");
    let key = keys.get(whole);
    if (key === undefined) {
      key = readKey(cookieHeader);
      keys.set(whole, key);
      if (keys.size > MAX_REMEMBERED) keys.delete(keys.keys().next().value!);
    }
    return key;
  }

  /** The key of a Cookie header's session cookies, and the session data cookie's own expiry. */
  function readKey(cookieHeader: string): CookieKey {
    const parts: string[] = [];
    let sessionData: string | null = null;
    for (const raw of cookieHeader.split(";")) {
      const part = raw.trim();
      const match = SESSION_COOKIE.exec(part);
      if (!match) continue;
      parts.push(part);
      if (match[1] === "session_data") sessionData = part.slice(match[0].length);
    }
    if (!sessionData) return null;
    const cacheExpiresAt = cookieCacheExpiry(sessionData);
    if (cacheExpiresAt === null) return null;
    return { key: createHash("sha256").update(parts.sort().join("; ")).digest("base64url"), cacheExpiresAt };
  }

  return {
    /** The remembered answer for these cookies, while it holds. */
    get(cookieHeader: string | null): T | null {
      const k = keyOf(cookieHeader);
      if (!k) return null;
      const entry = remembered.get(k.key);
      if (!entry) return null;
      if (entry.until <= now()) {
        remembered.delete(k.key);
        return null;
      }
      return entry.value;
    },
    /** Remembers better-auth's answer for these cookies until `sessionEndsAt` or the cache's expiry. */
    set(cookieHeader: string | null, value: T, sessionEndsAt: number): void {
      const k = keyOf(cookieHeader);
      if (!k) return;
      const until = Math.min(k.cacheExpiresAt, sessionEndsAt);
      if (!(until > now())) return;
      remembered.delete(k.key);
      remembered.set(k.key, { value, until });
      if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    },
    get size() {
      return remembered.size;
    },
  };
}

/**
 * The expiry better-auth signed into a "compact" cookie cache (base64url JSON `{ session, expiresAt,
 * signature }`); null when the value is not one. Read only to bound how long an answer better-auth
 * already verified for this exact value is remembered.
 */
export function cookieCacheExpiry(value: string): number | null {
  try {
    const parsed = JSON.parse(Buffer.from(decodeURIComponent(value), "base64url").toString("utf8")) as { expiresAt?: unknown };
    return typeof parsed.expiresAt === "number" && Number.isFinite(parsed.expiresAt) ? parsed.expiresAt : null;
  } catch {
    return null;
  }
}
