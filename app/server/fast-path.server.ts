/**
 * The fast path (decision 0112): a plain node:http handler in front of Express for the answers asked
 * most often and cheapest to give — a kept public page (html/page-cache.server.ts) and /healthz.
 *
 * It writes the bytes Express would write: the same status line, the same headers in the same order
 * and spelling (the security headers, the request id, the page's own, the cache's; the strict policy
 * and no-store added as securityHeaders adds them), the same body, and the same request log line. The
 * headers of each kept answer are worked out once, as Node would store Express's setHeader calls, and
 * written with one writeHead; per request only the request id changes. Express's request and
 * response set-up, its router and the middleware closures are skipped.
 *
 * A signed-in member's kept dashboard (member-page-cache.server.ts, decision 0054) is answered here too
 * (decision 0121) when everything it needs is in memory: the session remembered for exactly these
 * cookies and not ended (session.server.ts `rememberedSession`: the same check a page view makes
 * first), that user's kept page fresh, its body in the wanted encoding made. Keyed by the user the
 * session names, as in Express: one member's page is never another's. MEMBER_FAST_PATH=off leaves
 * the dashboard to Express.
 *
 * Everything else goes to Express unchanged: other paths and methods, a request with a body, a
 * conditional request (If-None-Match, If-Modified-Since: Express answers 304s), a cookie or a query on
 * a page, a page not kept yet, a path that is a static file. FAST_PATH=off switches it off.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "./logger.server";
import { preferredEncoding, type Encoding } from "./html/kept-answer.server";
import { keptEtag, type CachedPage, type PageCacheMiddleware } from "./html/page-cache.server";
import { keepsCacheControl, securityHeaderList } from "./security/headers.server";
import { NON_DOCUMENT_CSP } from "./security/csp.server";
import { isPersonalPath } from "./security/page-headers.server";
import { cookieHeaderHasSession, hasCookie } from "./auth/cookies.server";
import { FLASH_COOKIE } from "./auth/flash.server";
import type { AppUser } from "./auth/session.server";
import type { MemberPageHit } from "./html/member-page-cache.server";
import { databaseHealth, healthBody } from "./health.server";
import { logWhenFinished, requestIdOf } from "./request-log.server";

export const HEALTH_PATH = "/healthz";

/** Writes the answer and returns true, or returns false (nothing written): Express answers. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface FastPathOptions {
  /** The public page cache (null when it is off: then only /healthz). */
  pages: PageCacheMiddleware | null;
  /** URL paths of the static files, which Express serves before anything else. */
  staticFiles: ReadonlySet<string>;
  /** The member page cache and the remembered sessions (null: the dashboard goes to Express). */
  members?: MemberFastPath | null;
}

export interface MemberFastPath {
  /** The kept member pages' URLs (the dashboard under each language, and its `.data`). */
  pattern: RegExp;
  /** The session remembered for this Cookie header, or null (better-auth must be asked: Express). */
  session: (cookieHeader: string) => { user: AppUser | null; setCookies: string[] } | null;
  peek: (user: AppUser, url: string, encoding: Encoding) => MemberPageHit | null;
}

/** Prepared headers: the flat [name, value, …] list for writeHead and where the request id goes. */
interface Prepared {
  flat: string[];
  requestIdAt: number;
}

const REQUEST_ID_PLACEHOLDER = "\0";

/**
 * The headers as Node keeps them after Express's setHeader calls and securityHeaders' additions at
 * writeHead: one entry per lower-cased name, a later set replacing the value (and spelling) in place.
 */
export function prepareHeaders(sets: ReadonlyArray<readonly [string, string]>, path: string, withSession = false): Prepared {
  const stored = new Map<string, [string, string]>();
  const set = (name: string, value: string) => stored.set(name.toLowerCase(), [name, value]);
  for (const [name, value] of sets) set(name, value);
  // securityHeaders' writeHead (security/headers.server.ts): the strict policy for non-documents and
  // no-store for personal paths and for a request with a session cookie (`withSession`: a member page;
  // a public page with a cookie never takes this path).
  if (!stored.has("content-security-policy") && !stored.has("content-security-policy-report-only")) set("Content-Security-Policy", NON_DOCUMENT_CSP);
  if (!keepsCacheControl(stored.get("cache-control")?.[1]) && (withSession || isPersonalPath(path, undefined))) set("Cache-Control", "no-store");
  const flat = [...stored.values()].flat();
  return { flat, requestIdAt: flat.indexOf(REQUEST_ID_PLACEHOLDER) };
}

function write(req: IncomingMessage, res: ServerResponse, prepared: Prepared, status: number, body: Buffer, requestId: string): void {
  const headers = prepared.flat.slice();
  headers[prepared.requestIdAt] = requestId;
  res.writeHead(status, headers);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** Express's weak ETag of a body (res.send with the default "etag" setting). */
function weakEtag(body: Buffer): string {
  if (body.length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  return `W/"${body.length.toString(16)}-${createHash("sha1").update(body).digest("base64").substring(0, 27)}"`;
}

export function createFastPath(options: FastPathOptions): FastPath {
  const { pages, staticFiles, members } = options;
  const requestIdHeader = (): [string, string] => ["X-Request-Id", REQUEST_ID_PLACEHOLDER];
  // Per kept page and encoding, per /healthz answer: worked out on first use.
  const pageHeaders = new WeakMap<CachedPage, Partial<Record<Encoding, Prepared>>>();
  const memberHeaders = new WeakMap<MemberPageHit["page"], Partial<Record<Encoding, Prepared>>>();
  const healthAnswers = new Map<string | null, { status: number; body: Buffer; prepared: Prepared }>();

  function pagePrepared(page: CachedPage, path: string, vary: string, encoding: Encoding): Prepared {
    let byEncoding = pageHeaders.get(page);
    if (!byEncoding) pageHeaders.set(page, (byEncoding = {}));
    return (byEncoding[encoding] ??= prepareHeaders(
      [
        ...securityHeaderList(),
        requestIdHeader(),
        ...page.headers,
        ["Vary", vary],
        ["ETag", keptEtag(page, encoding)],
        ["X-Page-Cache", "hit"],
        ...(encoding === "identity" ? [] : [["Content-Encoding", encoding] as const]),
        ["Content-Length", String(page.bodies[encoding].length)],
      ],
      path,
    ));
  }

  // As member-page-cache.server.ts `send` through Express: the page's headers, the cache's, the length.
  function memberPrepared(hit: MemberPageHit, path: string, encoding: Encoding): Prepared {
    let byEncoding = memberHeaders.get(hit.page);
    if (!byEncoding) memberHeaders.set(hit.page, (byEncoding = {}));
    return (byEncoding[encoding] ??= prepareHeaders(
      [
        ...securityHeaderList(),
        requestIdHeader(),
        ...hit.page.headers,
        ["Vary", "Accept-Encoding, Cookie"],
        ["X-Member-Page-Cache", "hit"],
        ...(encoding === "identity" ? [] : [["Content-Encoding", encoding] as const]),
        ["Content-Length", String(hit.body.length)],
      ],
      path,
      true,
    ));
  }

  /** A member's kept page, or false: as isMemberPageRequest (a session cookie, no toast), no query. */
  function answerMember(req: IncomingMessage, res: ServerResponse, url: string, cookie: string, started: bigint): boolean {
    if (!members || !members.pattern.test(url) || !cookieHeaderHasSession(cookie) || hasCookie(cookie, FLASH_COOKIE)) return false;
    const session = members.session(cookie);
    if (!session?.user || session.setCookies.length > 0) return false;
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const hit = members.peek(session.user, url, encoding);
    if (!hit) return false;
    const requestId = requestIdOf(req.headers["x-request-id"]);
    logWhenFinished(req, res, requestId, started, url);
    write(req, res, memberPrepared(hit, url, encoding), hit.page.status, hit.body, requestId);
    return true;
  }

  function healthAnswer(kind: string | null) {
    let answer = healthAnswers.get(kind);
    if (!answer) {
      const { status, body: json } = healthBody(kind);
      const body = Buffer.from(JSON.stringify(json), "utf8");
      // As the Express route: Cache-Control, then res.json's Content-Type, Content-Length and ETag.
      const prepared = prepareHeaders(
        [
          ...securityHeaderList(),
          requestIdHeader(),
          ["Cache-Control", "no-store"],
          ["Content-Type", "application/json; charset=utf-8"],
          ["Content-Length", String(body.length)],
          ["ETag", weakEtag(body)],
        ],
        HEALTH_PATH,
      );
      healthAnswers.set(kind, (answer = { status, body, prepared }));
    }
    return answer;
  }

  async function answerHealth(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const answer = healthAnswer(await databaseHealth());
    write(req, res, answer.prepared, answer.status, answer.body, requestId);
  }

  return function fastPath(req, res) {
    const { method, url = "", headers } = req;
    if (method !== "GET" && method !== "HEAD") return false;
    // A body (the body limit's business), a conditional request (Express's 304s): Express.
    if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
    if (headers["if-none-match"] !== undefined || headers["if-modified-since"] !== undefined) return false;
    if (staticFiles.has(url)) return false;
    const started = process.hrtime.bigint();
    if (url === HEALTH_PATH) {
      const requestId = requestIdOf(headers["x-request-id"]);
      logWhenFinished(req, res, requestId, started, url);
      answerHealth(req, res, requestId).catch((error: unknown) => {
        logger.error({ err: error }, "unhandled request error");
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
      });
      return true;
    }
    if (headers.cookie !== undefined) return answerMember(req, res, url, headers.cookie, started);
    // pageCacheKey: no cookie header at all here (Express's check allows a blank one; that goes there).
    if (!pages) return false;
    const kept = pages.peek({ method, path: url, originalUrl: url, headers });
    if (!kept) return false;
    const encoding = preferredEncoding(headers["accept-encoding"]);
    const requestId = requestIdOf(headers["x-request-id"]);
    logWhenFinished(req, res, requestId, started, url);
    write(req, res, pagePrepared(kept.page, kept.path, kept.vary, encoding), kept.page.status, kept.page.bodies[encoding], requestId);
    return true;
  };
}
