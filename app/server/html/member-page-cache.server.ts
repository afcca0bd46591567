/**
 * The dashboard of a signed-in member, kept rendered in memory per user (decision 0054).
 *
 * A member opens the dashboard (and its plan view in the gym) again and again while nothing it shows
 * has changed; rendering it costs ~15 ms of CPU and five statements each time. Here the rendered
 * answer — the document and the `.data` of a client navigation alike — is kept per user, user record
 * (what the session cookie carries: name, e-mail, language, 2FA, role) and URL, and answered again
 * while it is fresh:
 * - no change to that user's rows, to the shared lists, or to the listener's state since its data was
 *   read (member-data-versions.server.ts: database triggers notify every web process on commit; this
 *   process's own writes count at once), and
 * - at most `ttlMs` (60 s, as long as the session cookie cache; for what depends on the clock, such as
 *   a subscription's end) old.
 *
 * Never kept: another method than GET/HEAD, a request without a session or with a flash toast, an
 * answer that is not a plain 200 without cookies, a page whose loader said so (`keepOutOfPageCache`:
 * a load error). The session itself is read as for every page view (signed cookie cache, renewed
 * every minute); a renewal's cookies go with the kept answer. Documents carry a hash-based CSP (a
 * per-request nonce cannot be part of a kept body); answers stay `no-store` for browsers.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { cookieHeaderHasSession, cookieHeaderWith, hasCookie } from "~/server/auth/cookies.server";
import { FLASH_COOKIE } from "~/server/auth/flash.server";
import type { AppUser } from "~/server/auth/session.server";
import { LANGUAGES } from "~/i18n/config";
import { compress, keptHeaders, preferredEncoding, routeUrlPattern, sendKept } from "./kept-answer.server";
import type { MemberDataVersions } from "./member-data-versions.server";

type Encoding = "br" | "gzip";

interface KeptPage {
  userId: string;
  stamp: number;
  expiresAt: number;
  status: number;
  headers: Array<[string, string]>;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed bodies already made (the fast path answers only from these). */
  ready: Partial<Record<Encoding, Buffer>>;
  bytes: number;
}

/** A kept page the fast path may answer with (decision 0121): fresh, for this user, body made. */
export interface MemberPageHit {
  /** The kept page: the same object while it is kept (the fast path keys its prepared headers on it). */
  page: { status: number; headers: ReadonlyArray<[string, string]> };
  body: Buffer;
}

interface Rendered {
  /** The page to keep, or null when this answer is for this request alone. */
  page: KeptPage | null;
  response: { status: number; headers: Headers; body: Buffer };
}

interface PendingRender {
  /** The sequence number before its data was read. */
  stamp: number;
  rendered: Promise<Rendered>;
}

export interface MemberPageCacheOptions {
  build: ServerBuild;
  /**
   * The route whose page is kept (the dashboard: all tabs, the plan view, and its `.data`), by its id
   * in the route table: its URL comes from there, so a renamed slug moves the cache with it.
   */
  routeId: string;
  mode?: string;
  versions: MemberDataVersions;
  /** The session of a page view (the guards' lookup): the user and a renewal's Set-Cookie values. */
  session: (request: Request) => Promise<{ user: AppUser | null; setCookies: string[] }>;
  /**
   * The session remembered for exactly this Cookie header (session.server.ts `rememberedSession`, the
   * first check `session` makes itself), or null: asked first, so that a page answered from memory
   * builds no Request for the lookup.
   */
  remembered?: (cookieHeader: string) => { user: AppUser | null; setCookies: string[] } | null;
  /** The public origin (APP_URL) the request is rebuilt for. */
  origin: () => string;
  /** A kept document's headers from its HTML (the CSP with its inline scripts' hashes). */
  headersFor?: (html: string, headers: Headers) => Headers;
  ttlMs?: number;
  /** The most bytes kept (bodies, all encodings); the least recently used pages go first. */
  maxBytes?: number;
  now?: () => number;
}

/** The route (its id in the route table, app/routes.ts) whose page is kept: the dashboard. */
export const MEMBER_PAGE_ROUTE = "routes/member/dashboard";

/** The URLs of the kept member page: its route's path under each language, and its `.data`. */
export function memberPagesPattern(build: Pick<ServerBuild, "routes">, routeId: string): RegExp {
  return routeUrlPattern(build.routes, routeId, LANGUAGES);
}

/** Whether a request may be answered from (and fill) the member page cache. */
export function isMemberPageRequest(req: Pick<ExpressRequest, "method" | "path" | "headers">, pages: RegExp): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (!pages.test(req.path)) return false;
  const cookie = req.headers.cookie;
  return cookieHeaderHasSession(cookie) && !hasCookie(cookie, FLASH_COOKIE);
}

/** Set while a page is rendered for the cache; a loader's `keepOutOfPageCache()` marks it. */
const rendering = new AsyncLocalStorage<{ keep: boolean }>();

/** Called by a loader whose answer must not be kept (e.g. the dashboard's "could not be loaded"). */
export function keepOutOfPageCache(): void {
  const scope = rendering.getStore();
  if (scope) scope.keep = false;
}

/** The key of a user's page: who (and what the session says of them) and which URL. */
const userKeys = new WeakMap<AppUser, string>();
function keyOf(user: AppUser, url: string): string {
  // A remembered session's user is one frozen object for as long as it is remembered.
  let who = userKeys.get(user);
  if (who === undefined) {
    who = `${user.id}\n${JSON.stringify(user)}\n`;
    if (Object.isFrozen(user)) userKeys.set(user, who);
  }
  return who + url;
}

// size: a closure: the cache's methods share its private maps
export function createMemberPageCache(options: MemberPageCacheOptions) {
  const render = createRequestHandler(options.build, options.mode);
  const memberPages = memberPagesPattern(options.build, options.routeId);
  const ttlMs = options.ttlMs ?? 60_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const pages = new Map<string, KeptPage>();
  const pending = new Map<string, PendingRender>();
  let bytes = 0;

  function drop(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  function keep(key: string, page: KeptPage) {
    drop(key);
    pages.set(key, page);
    bytes += page.bytes;
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function fresh(page: KeptPage): boolean {
    return page.expiresAt > now() && options.versions.isFresh(page.userId, page.stamp);
  }

  async function fill(user: AppUser, stamp: number, request: Request): Promise<Rendered> {
    const scope = { keep: true };
    const response = await rendering.run(scope, () => render(request));
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "";
    const storable =
      scope.keep &&
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      (contentType.startsWith("text/html") || contentType.startsWith("text/x-script"));
    if (!storable) return { page: null, response: { status: response.status, headers: response.headers, body } };
    const page: KeptPage = {
      userId: user.id,
      stamp,
      expiresAt: now() + ttlMs,
      status: 200,
      headers: keptHeaders(response, contentType.startsWith("text/html") ? body.toString("utf8") : null, options.headersFor),
      identity: body,
      encoded: {},
      ready: {},
      bytes: body.length,
    };
    return { page, response: { status: 200, headers: new Headers(page.headers), body } };
  }

  function encodedBody(key: string, page: KeptPage, encoding: Encoding): Promise<Buffer> {
    let body = page.encoded[encoding];
    if (!body) {
      // Off the event loop (zlib's thread pool), once per page and encoding.
      body = compress(page.identity, encoding, "often");
      page.encoded[encoding] = body;
      void body.then((buffer) => {
        page.ready[encoding] = buffer;
        if (pages.get(key) !== page) return;
        page.bytes += buffer.length;
        bytes += buffer.length;
      });
    }
    return body;
  }

  async function send(req: ExpressRequest, res: ExpressResponse, key: string, page: KeptPage, setCookies: string[], state: "hit" | "miss") {
    const wanted = preferredEncoding(req.headers["accept-encoding"]);
    const body = wanted === "identity" ? page.identity : await encodedBody(key, page, wanted);
    const extra: Array<[string, string | string[]]> = [
      ["Vary", "Accept-Encoding, Cookie"],
      ["X-Member-Page-Cache", state],
    ];
    if (setCookies.length > 0) extra.push(["Set-Cookie", setCookies]);
    sendKept(req, res, { status: page.status, headers: page.headers, extra, encoding: wanted, body });
  }

  function sendRendered(res: ExpressResponse, rendered: Rendered["response"], setCookies: string[]) {
    res.status(rendered.status);
    for (const [name, value] of rendered.headers) if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
    const cookies = [...setCookies, ...rendered.headers.getSetCookie()];
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    res.setHeader("X-Member-Page-Cache", "miss");
    res.end(rendered.body);
  }

  /**
   * The kept page for a GET/HEAD of `url` (path only, no query) by the user `user`, if it is fresh and
   * its body in this encoding is made; null otherwise (Express then answers as before). Synchronous:
   * the fast path's lookup (decision 0121). Counts as a use (most recently used last).
   */
  function peek(user: AppUser, url: string, encoding: Encoding | "identity"): MemberPageHit | null {
    if (!options.versions.live || !memberPages.test(url)) return null;
    const key = keyOf(user, url);
    const kept = pages.get(key);
    if (!kept || !fresh(kept)) return null;
    const body = encoding === "identity" ? kept.identity : kept.ready[encoding];
    if (!body) return null;
    pages.delete(key);
    pages.set(key, kept);
    return { page: kept, body };
  }

  async function memberPageCache(req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> {
    if (!options.versions.live || !isMemberPageRequest(req, memberPages)) return next();
    let url: URL | undefined;
    let session = options.remembered?.(req.headers.cookie ?? "") ?? null;
    if (!session) {
      url = new URL(req.originalUrl, options.origin());
      try {
        session = await options.session(new Request(url, { headers: { cookie: req.headers.cookie ?? "" } }));
      } catch {
        // The database is needed for a renewal and cannot be reached: React Router answers (503).
        return next();
      }
    }
    const { user, setCookies } = session;
    if (!user) return next();
    const key = keyOf(user, req.originalUrl);
    const kept = pages.get(key);
    if (kept && fresh(kept)) {
      // Most recently used last: eviction takes the oldest first.
      pages.delete(key);
      pages.set(key, kept);
      return send(req, res, key, kept, setCookies, "hit");
    }
    drop(key);
    if (req.method === "HEAD") return next();
    // Concurrent requests of one page share one render, as long as it read its data after the last
    // change this request must see (a change during the render is concurrent with the request: either
    // state is right for it).
    const needed = options.versions.lastChange(user.id);
    const joined = pending.get(key);
    const leader = !joined || joined.stamp < needed;
    let render: PendingRender;
    if (joined && !leader) render = joined;
    else {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
        else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      }
      // A renewal's cookies stand in for the old ones, so the render reads the session from them.
      headers.set("cookie", cookieHeaderWith(req.headers.cookie ?? "", setCookies));
      const stamp = options.versions.stamp();
      url ??= new URL(req.originalUrl, options.origin());
      const started: PendingRender = { stamp, rendered: fill(user, stamp, new Request(url, { headers })) };
      void started.rendered.finally(() => {
        if (pending.get(key) === started) pending.delete(key);
      }).catch(() => {});
      pending.set(key, started);
      render = started;
    }
    let rendered: Rendered;
    try {
      rendered = await render.rendered;
    } catch (error) {
      return next(error);
    }
    const { page } = rendered;
    if (page && fresh(page)) {
      const current = pages.get(key);
      if (!current || current.stamp <= page.stamp) keep(key, page);
    }
    if (leader) {
      if (page) return send(req, res, key, page, setCookies, "miss");
      return sendRendered(res, rendered.response, setCookies);
    }
    // A request that joined another's render: not kept (a toast, a cookie, an error) is rendered again.
    if (page && options.versions.live) return send(req, res, key, page, setCookies, "hit");
    return next();
  }
  return Object.assign(memberPageCache, { peek });
}
