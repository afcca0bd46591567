/**
 * Who is asking: the session from the database (via better-auth), the admin role decided here on the
 * server, and guards for loaders and actions (a layout loader does not protect its children).
 */
import { eq } from "drizzle-orm";
import { createContext, redirect, type RouterContextProvider } from "react-router";
import { isLang, localizedPath, type Lang } from "~/i18n/config";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { session as sessionTable } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";
import { getAuth, SESSION_MAX_AGE } from "./auth.server";
import { cookieHeaderWith, hasSessionCookie } from "./cookies.server";
import { createPageViewSessions } from "./page-view-sessions.server";
import { sessionEnds } from "./session-ends.server";
import { flashCookie, type FlashToast } from "./flash.server";
import { pageUrl } from "~/server/request.server";
import { databaseUnavailable, errorCodeOf, isDatabaseUnavailable } from "~/server/db/unavailable.server";

export interface AppUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  locale: Lang;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
}

export interface SessionLookup {
  user: AppUser | null;
  sessionId: string | null;
  /** Set-Cookie headers of a session refresh (sliding expiry); the root loader forwards them. */
  setCookies: string[];
}

/** The admin is the account whose confirmed e-mail equals ADMIN_EMAIL (case-insensitive). */
export function isAdmin(user: { email: string; emailVerified: boolean }, adminEmail: string | undefined = getEnv().adminEmail): boolean {
  return Boolean(adminEmail) && user.emailVerified && user.email.trim().toLowerCase() === adminEmail!.trim().toLowerCase();
}

/**
 * An action that rotated the session (2FA on/off) records the new cookie here: the loaders of the same
 * document request (root, page) would otherwise still read the old, deleted session from the request.
 */
export const sessionCookieOverride = createContext<string | null>(null);

type Ctx = Readonly<RouterContextProvider> | undefined;

function overriddenCookie(context: Ctx): string | null {
  try {
    return context?.get(sessionCookieOverride) ?? null;
  } catch {
    return null;
  }
}

/** Applies Set-Cookie values to the request's Cookie header and records it for this request's loaders. */
export function applySessionCookies(context: Ctx, request: Request, setCookies: string[]): void {
  if (!context || setCookies.length === 0) return;
  const current = overriddenCookie(context) ?? request.headers.get("cookie") ?? "";
  (context as RouterContextProvider).set(sessionCookieOverride, cookieHeaderWith(current, setCookies));
}

const lookups = new WeakMap<Request, Promise<SessionLookup>>();
const overrideLookups = new WeakMap<object, { cookie: string; pending: Promise<SessionLookup> }>();

/** Page views' answers, remembered until their cookie cache expires (page-view-sessions.server.ts). */
const pageViews = createPageViewSessions<SessionLookup>();

/**
 * A page view's session answered from memory alone, synchronously (the fast path, decision 0121): the
 * answer remembered for exactly these cookies, while neither its session ended nor its user changed
 * (session-ends.server.ts); null when better-auth must be asked. The same check `lookup` makes first.
 */
export function rememberedSession(cookieHeader: string | undefined): SessionLookup | null {
  if (!cookieHeader) return null;
  const remembered = pageViews.get(cookieHeader);
  return remembered?.user && sessionEnds.cacheable(remembered.user.id, remembered.sessionId) ? remembered : null;
}

async function lookup(request: Request): Promise<SessionLookup> {
  if (!hasSessionCookie(request)) return { user: null, sessionId: null, setCookies: [] };
  // Page views may use the signed session cookie cache; a write always checks the database, so a
  // revoked session can change nothing even within the cache's minute.
  const fresh = request.method !== "GET" && request.method !== "HEAD";
  const cookieHeader = request.headers.get("cookie");
  if (!fresh) {
    const remembered = pageViews.get(cookieHeader);
    if (remembered?.user && sessionEnds.cacheable(remembered.user.id, remembered.sessionId)) return remembered;
  }
  const auth = await getAuth();
  try {
    const ask = (disableCookieCache: boolean) =>
      auth.api.getSession({ headers: request.headers, returnHeaders: true, query: { disableCookieCache } });
    let result = await ask(fresh);
    // An answer from the cookie cache for a user one of whose sessions just ended (session-ends.server.ts)
    // may be that very session: the database decides.
    let checked = fresh;
    if (!checked && result.response && !sessionEnds.cacheable(result.response.user.id, result.response.session.id)) {
      result = await ask(true);
      checked = true;
    }
    const setCookies = result.headers?.getSetCookie?.() ?? [];
    const found = result.response;
    if (!found) return { user: null, sessionId: null, setCookies };
    // Sliding renewals never keep a session past its absolute lifetime (issue 13, finding 13).
    if (Date.now() - new Date(found.session.createdAt).getTime() > SESSION_MAX_AGE * 1000) {
      await (await getDb()).delete(sessionTable).where(eq(sessionTable.id, found.session.id));
      return { user: null, sessionId: null, setCookies: [] };
    }
    const u = found.user as typeof found.user & { firstName?: string | null; lastName?: string | null; locale?: string; twoFactorEnabled?: boolean | null };
    const user: AppUser = {
      id: u.id,
      email: u.email,
      emailVerified: Boolean(u.emailVerified),
      name: u.name ?? "",
      firstName: u.firstName ?? null,
      lastName: u.lastName ?? null,
      locale: isLang(u.locale) ? u.locale : "de",
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
      isAdmin: false,
    };
    user.isAdmin = isAdmin(user);
    const answer: SessionLookup = { user, sessionId: found.session.id, setCookies };
    if (!checked && setCookies.length === 0) {
      const endsAt = Math.min(new Date(found.session.expiresAt).getTime(), new Date(found.session.createdAt).getTime() + SESSION_MAX_AGE * 1000);
      pageViews.set(cookieHeader, Object.freeze({ ...answer, user: Object.freeze({ ...user }), setCookies: [] }), endsAt);
    }
    return answer;
  } catch (error) {
    // The database is unreachable: the visitor may well be signed in, so the answer is "try again"
    // (503), never the signed-out state or a redirect to login (issue 13, finding 10). Anything else
    // is a bug and stays one (500). Only the error's code: the failed query's text carries the token.
    const unavailable = isDatabaseUnavailable(error);
    logger.error({ code: errorCodeOf(error), unavailable }, "session lookup failed");
    if (unavailable) throw databaseUnavailable(request);
    throw error;
  }
}

/** The session of this request (looked up once per request object). */
export function getSession(request: Request, context?: Ctx): Promise<SessionLookup> {
  const cookie = overriddenCookie(context);
  if (cookie !== null && context) {
    const cached = overrideLookups.get(context);
    if (cached && cached.cookie === cookie) return cached.pending;
    const headers = new Headers(request.headers);
    headers.set("cookie", cookie);
    const pending = lookup(new Request(request.url, { headers }));
    overrideLookups.set(context, { cookie, pending });
    return pending;
  }
  let pending = lookups.get(request);
  if (!pending) {
    pending = lookup(request);
    lookups.set(request, pending);
  }
  return pending;
}

export async function getOptionalUser(request: Request, context?: Ctx): Promise<AppUser | null> {
  return (await getSession(request, context)).user;
}

function loginRedirectUrl(request: Request, lang: Lang, returnTo?: string, mode?: "register"): string {
  const url = pageUrl(request);
  const target = returnTo ?? `${url.pathname}${url.search}`;
  return `${localizedPath(lang, "login")}?${mode ? `mode=${mode}&` : ""}redirectTo=${encodeURIComponent(target)}`;
}

/**
 * The redirect to /{lang}/login with `redirectTo` (and a toast), for the guards to throw; `mode:
 * "register"` opens the page's register mode (a visitor who most likely has no account yet).
 */
export async function loginRedirect(
  request: Request,
  lang: Lang,
  options: { returnTo?: string; flash?: Omit<FlashToast, "id">; mode?: "register" } = {},
): Promise<Response> {
  const headers = new Headers();
  if (options.flash) headers.append("Set-Cookie", await flashCookie(options.flash));
  return redirect(loginRedirectUrl(request, lang, options.returnTo, options.mode), { headers });
}
