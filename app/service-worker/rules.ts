/**
 * What the service worker (./sw.ts) does with a request: pure rules, unit-tested without a browser
 * (decision 0071). Only the plan page (the dashboard document and its `.data`) is personal data the
 * worker keeps; admin, auth, account and every other personal page are never stored.
 */

export type RequestKind =
  /** Content-hashed build files: the same bytes for everybody, kept until the next version. */
  | "asset"
  /** The member's dashboard/plan document (personal: kept per user, network first). */
  | "member-page"
  /** Its React Router data (`/de/dashboard.data?…`; personal: kept per user, network first). */
  | "member-data"
  /** Sign-out (POST /{lang}/logout): every kept personal answer is deleted before it leaves. */
  | "sign-out"
  /** Route discovery and public static files (icons, images, manifests): network first, a copy kept. */
  | "shared"
  /** Everything else: the network only, never stored. */
  | "network";

const MEMBER_PAGE = /^\/(de|en)\/dashboard$/;
const MEMBER_DATA = /^\/(de|en)\/dashboard\.data$/;
const SIGN_OUT = /^\/(de|en)\/logout(\.data)?$/;
const SHARED = /^\/(?:__manifest|favicon\.svg|robots\.txt|icons\/[\w.-]+|images\/[\w./-]+|exercise-images\/[\w./-]+|manifest-(?:de|en)\.webmanifest)$/;

export function requestKind(url: URL, method: string, origin: string): RequestKind {
  if (url.origin !== origin) return "network";
  const path = url.pathname;
  if (method === "POST") {
    if (SIGN_OUT.test(path)) return "sign-out";
    return "network";
  }
  if (method !== "GET") return "network";
  if (path.startsWith("/assets/")) return "asset";
  if (MEMBER_PAGE.test(path)) return "member-page";
  if (MEMBER_DATA.test(path)) return "member-data";
  if (SHARED.test(path)) return "shared";
  return "network";
}

/** Cache names: one per build version for the shell, one per version and user for personal answers. */
export const CACHE_PREFIX = "watts-";
export const shellCacheName = (version: string) => `${CACHE_PREFIX}shell-${version}`;
export const sharedCacheName = (version: string) => `${CACHE_PREFIX}shared-${version}`;
export const USER_CACHE_PREFIX = `${CACHE_PREFIX}user-`;
export const userCacheName = (version: string, userKey: string) => `${USER_CACHE_PREFIX}${version}-${userKey}`;

/** The user key of a kept personal cache of this version, or null (another version's caches do not count). */
export function userKeyOfCache(name: string, version: string): string | null {
  const prefix = `${USER_CACHE_PREFIX}${version}-`;
  return name.startsWith(prefix) && name.length > prefix.length ? name.slice(prefix.length) : null;
}

/** The header the server puts on personal plan answers: an opaque key of the signed-in user. */
export const USER_KEY_HEADER = "x-watts-user";
/** The header the worker adds to an answer it serves from its cache (tests and the page can tell). */
export const FROM_CACHE_HEADER = "x-watts-offline";
const USER_KEY = /^[a-f0-9]{16,64}$/;

export function validUserKey(value: string | null): string | null {
  return value && USER_KEY.test(value) ? value : null;
}

/**
 * Offline, a plan URL that was never kept exactly (the day picked later in the browser, `?day=5`):
 * the kept document of the same page to go to instead — the same tab first, the plan tab next, then
 * any. Its address is the one the page was rendered for, so it hydrates without a mismatch (the page
 * remembers the last chosen day on the device itself).
 */
export function offlineStandIn(requested: URL, kept: readonly string[]): string | null {
  const candidates = kept.map((k) => new URL(k)).filter((u) => u.pathname === requested.pathname);
  if (candidates.length === 0) return null;
  const tab = requested.searchParams.get("tab");
  const pick =
    candidates.find((u) => u.searchParams.get("tab") === tab) ?? candidates.find((u) => u.searchParams.get("tab") === "plan") ?? candidates[0]!;
  return pick.href;
}

/** Offline `.data`: exactly the kept URL, else the kept one of the same path when neither names `_routes`. */
export function offlineDataMatch(requested: URL, kept: readonly string[]): string | null {
  if (kept.includes(requested.href)) return requested.href;
  if (requested.searchParams.has("_routes")) return null;
  const same = kept.map((k) => new URL(k)).find((u) => u.pathname === requested.pathname && !u.searchParams.has("_routes"));
  return same?.href ?? null;
}

/** Messages between the page and the worker. */
export type ToWorker =
  | { type: "skip-waiting" }
  /** Keep these plan URLs for the signed-in user (the first visit, before the worker controlled it). */
  | { type: "keep"; urls: string[] }
  /** Sign-out in this tab: delete every personal cache now. */
  | { type: "sign-out" }
  /** Sets were saved: the kept plan page and data are out of date, fetch them again. */
  | { type: "refresh" };

/** Plan URLs worth keeping for an address the page shows (null: not a plan page). */
export function urlsToKeep(location: URL): string[] {
  if (!MEMBER_PAGE.test(location.pathname)) return [];
  const lang = location.pathname.slice(1, 3);
  const plan = new URL(`/${lang}/dashboard?tab=plan`, location.origin).href;
  return [...new Set([location.href, plan])];
}
