/**
 * Redirect targets (open-redirect protection, issue 13). Pure: used by the login page, the server
 * actions and the filter in front of better-auth's HTTP API.
 * The rule: resolve the value against a dummy origin the way a browser would, and keep it only if it
 * stays on that origin; then check the string we hand out again, because normalising can turn a
 * harmless-looking path into a protocol-relative one ("/.//evil.example" becomes "//evil.example").
 */
const DUMMY_ORIGIN = "http://same.invalid";

/** No control characters (tabs and newlines are dropped by URL parsers) and no backslashes anywhere. */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The value as a path on this site (`/path?query#hash`, normalised), or null when it is anything
 * else: absolute or protocol-relative URLs, schemes, backslashes, control characters, encoded tricks
 * that a browser would resolve elsewhere.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const target = value.trim();
  if (target.length === 0 || target.length > 1024) return null;
  if (!isPlainPath(target) || hasUnsafeCharacter(target)) return null;
  let parsed: URL;
  try {
    parsed = new URL(target, DUMMY_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== DUMMY_ORIGIN) return null;
  const result = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // The string we answer with must itself be a plain path: one leading slash, and it must resolve
  // on our origin (against any base), also after a browser decodes it once more.
  if (!isPlainPath(result)) return null;
  let decoded = result;
  try {
    decoded = decodeURIComponent(result);
  } catch {
    return null;
  }
  if (!isPlainPath(decoded) || hasUnsafeCharacter(decoded)) return null;
  return result;
}

function isPlainPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  try {
    return new URL(path, DUMMY_ORIGIN).origin === DUMMY_ORIGIN && new URL(path, "https://other.invalid/a/b").origin === "https://other.invalid";
  } catch {
    return false;
  }
}

/**
 * `redirectTo` after sign-in: only a path on this site survives, everything else falls back. Never
 * back into the auth API or the pages that end or start a session.
 */
export function safeRedirect(value: unknown, fallback: string): string {
  const path = sameOriginPath(value);
  if (path === null) return fallback;
  const pathname = new URL(path, DUMMY_ORIGIN).pathname;
  if (/^\/api\//.test(pathname)) return fallback;
  if (/^\/(?:de|en)\/(?:logout|login|register|auth\/callback)(?:\/|$)/.test(pathname)) return fallback;
  return path;
}

/**
 * A redirect target given to or coming out of better-auth (`callbackURL`, a Location header): a path
 * on this site, or an absolute URL on `appOrigin` or on one of `externalOrigins` (the OAuth
 * provider's sign-in page). Returns false for everything else.
 */
export function isAllowedRedirect(value: string, appOrigin: string, externalOrigins: readonly string[] = []): boolean {
  if (value.startsWith("/")) return sameOriginPath(value) !== null;
  if (hasUnsafeCharacter(value)) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(appOrigin).origin) return sameOriginPath(`${parsed.pathname}${parsed.search}${parsed.hash}`) !== null;
  return externalOrigins.includes(parsed.origin);
}
