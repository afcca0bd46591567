/**
 * `redirectTo` after sign-in: only a same-site relative path is accepted, everything else falls
 * back (open-redirect protection). Pure: used by the login page and the server.
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  const target = value.trim();
  if (target.length === 0 || target.length > 1024) return fallback;
  // One leading slash, not "//host" or "/\host" (browsers treat both as protocol-relative).
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // No control characters or backslashes anywhere (they are normalised into other URLs).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(target, "http://same.invalid");
  } catch {
    return fallback;
  }
  if (parsed.origin !== "http://same.invalid") return fallback;
  // Never back into the auth API or the pages that end or start a session.
  if (/^\/api\//.test(parsed.pathname)) return fallback;
  if (/^\/(?:de|en)\/(?:logout|login|register|auth\/callback)(?:\/|$)/.test(parsed.pathname)) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
