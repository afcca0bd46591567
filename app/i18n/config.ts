/** Languages and localized paths (spec part 1 §2 "Language handling"). Pure: used on server and client. */

export const LANGUAGES = ["de", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "de";

export function isLang(value: unknown): value is Lang {
  return value === "de" || value === "en";
}

/**
 * Values that look like script or markup injection are refused before they are used for anything
 * (the spec's language detection rejects them).
 */
export function looksLikeInjection(value: string): boolean {
  return /[<>"'`(){};\\]|javascript:|data:|vbscript:|script|on\w+=|%3c|%3e|%22|%27/i.test(value);
}

/** The language named by the first path segment, if it is one of ours. */
export function langFromPath(pathname: string): Lang | null {
  const first = pathname.split("/").filter(Boolean)[0];
  if (!first || looksLikeInjection(first)) return null;
  const candidate = first.toLowerCase();
  return isLang(candidate) ? candidate : null;
}

/**
 * The browser language from Accept-Language: en when the preferred language starts with "en",
 * otherwise de. Malformed or suspicious headers give the default.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  // Only the characters a real Accept-Language header uses; anything else is refused as a whole.
  if (!header || header.length > 512 || !/^[A-Za-z0-9,;=.*\s-]*$/.test(header)) return DEFAULT_LANG;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(",")) {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = (rawTag ?? "").trim().toLowerCase();
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$|^\*$/.test(tag)) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (q > 0 && (!best || q > best.q)) best = { tag, q };
  }
  return best && best.tag.startsWith("en") ? "en" : DEFAULT_LANG;
}

export function detectLang(pathname: string, acceptLanguage: string | null | undefined): Lang {
  return langFromPath(pathname) ?? langFromAcceptLanguage(acceptLanguage);
}

/** Page slugs, the same (German) slugs under /de and /en. "" is the home page. */
export const PAGE_SLUGS = [
  "",
  "ablauf",
  "preise",
  "dassteckthinterwatts",
  "success-stories",
  "fragebogen",
  "bezahlung",
  "kuendigen",
  "login",
  "register",
  "forgot-password",
  "reset-password",
  "auth/callback",
  "dashboard",
  "admin",
  "impressum",
  "datenschutzerklarung",
  "agb",
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** The public pages that every visitor can open (used by tests, sitemap and benchmarks). */
export const PUBLIC_SLUGS = [
  "",
  "ablauf",
  "preise",
  "dassteckthinterwatts",
  "success-stories",
  "impressum",
  "datenschutzerklarung",
  "agb",
] as const satisfies readonly PageSlug[];

export function localizedPath(lang: Lang, slug: PageSlug | string = ""): string {
  const clean = slug.replace(/^\/+/, "");
  return clean ? `/${lang}/${clean}` : `/${lang}`;
}

/** Swap (or add) the language prefix of a path, keeping the rest of the path, query and hash. */
export function switchLangPath(pathname: string, search: string, hash: string, to: Lang): string {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length > 0 && isLang(segments[0]!.toLowerCase())) segments.shift();
  const rest = segments.join("/");
  return `${localizedPath(to, rest)}${search}${hash}`;
}

/** Paths that are redirected to a fixed language instead of the detected one. */
const FIXED_LANG_SLUGS = new Set(["forgot-password", "reset-password"]);

/**
 * Where an unprefixed path goes: a redirect target for a known page, or null (404).
 * "/" and "/auth/callback" are served directly and never reach this.
 */
export function unprefixedRedirect(pathname: string, search: string, acceptLanguage: string | null | undefined): string | null {
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  if (!(PAGE_SLUGS as readonly string[]).includes(slug) || slug === "" || slug === "auth/callback") return null;
  const lang = FIXED_LANG_SLUGS.has(slug) ? DEFAULT_LANG : langFromAcceptLanguage(acceptLanguage);
  return `${localizedPath(lang, slug)}${search}`;
}

