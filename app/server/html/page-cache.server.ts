/**
 * Public pages for visitors without a session, served from memory (decision 0044).
 *
 * The HTML of a public page (PUBLIC_SLUGS under /de and /en, and "/") is the same for every visitor
 * who has no session: it is rendered once per URL and language for this build (the key carries the
 * build's version; a deploy is a new build and a new process), kept with its gzip and brotli bodies
 * and an ETag, and answered from memory (304 on revalidation).
 *
 * Never from memory: a request with any cookie (session, flash toast, sign-up proof … — the signed-in
 * header and the toasts come from those, so that visitor gets a fresh render), with a query string,
 * other methods than GET/HEAD, and any answer that is not a plain 200 HTML page without cookies.
 * The page is rendered from a clean request that carries only the URL and the language, so nothing of
 * the visitor who happened to come first can end up in the shared copy.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { langFromAcceptLanguage, localizedPath, LANGUAGES, PUBLIC_SLUGS, type Lang } from "~/i18n/config";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A cached page: the headers of its render and its three bodies. */
export interface CachedPage {
  status: number;
  /** The render's own headers (Content-Type, Link, a hash-based CSP …), without cookies. */
  headers: Array<[string, string]>;
  /** The ETag's value (unquoted); each encoding adds its suffix. */
  etag: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
}

export interface PageCacheOptions {
  build: ServerBuild;
  /** React Router's server mode ("production" or "development"). */
  mode?: string;
  /** The public origin the clean render request is made for (APP_URL). */
  origin: () => string;
  /**
   * Adjusts the headers stored with a page from its HTML (for a Content-Security-Policy with the
   * hashes of its inline scripts: a per-request nonce cannot be part of a shared body).
   */
  headersFor?: (html: string, headers: Headers) => Headers;
}

const PAGE_PATHS = new Map<string, Lang | null>([
  ["/", null],
  ...LANGUAGES.flatMap((lang) => PUBLIC_SLUGS.map((slug) => [localizedPath(lang, slug), lang] as [string, Lang])),
]);

/** Request headers that never go into the clean render and never vary a cached page. */
const DROPPED_RESPONSE_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "etag", "vary", "date", "connection", "transfer-encoding"]);

/** The cache key of a request, or null when it must be rendered for this visitor alone. */
export function pageCacheKey(req: Pick<Request, "method" | "path" | "originalUrl" | "headers">): { key: string; path: string; lang: Lang } | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.cookie?.trim()) return null;
  if (req.originalUrl.includes("?")) return null;
  if (!PAGE_PATHS.has(req.path)) return null;
  const lang = PAGE_PATHS.get(req.path) ?? langFromAcceptLanguage(req.headers["accept-language"]);
  return { key: `${lang} ${req.path}`, path: req.path, lang };
}

/** The encodings we keep, in the order we prefer them when the client accepts several. */
const ENCODINGS = ["br", "gzip", "identity"] as const;

/**
 * Brotli when the client takes it, else gzip, else the plain body: our preference among what the client
 * accepts (q > 0), whatever order it lists them in (browsers send "gzip, deflate, br, zstd").
 */
export function preferredEncoding(header: string | undefined): (typeof ENCODINGS)[number] {
  const q = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : "identity";
}

export function createPageCache(options: PageCacheOptions) {
  const render = createRequestHandler(options.build, options.mode);
  const version = options.build.assets.version;
  // A pending render is shared: a burst of first visitors causes one render, not one each.
  const entries = new Map<string, Promise<CachedPage | null>>();

  async function fill(path: string, lang: Lang): Promise<CachedPage | null> {
    const request = new Request(new URL(path, options.origin()), { headers: { "accept-language": lang, "user-agent": "watts-page-cache" } });
    const response = await render(request);
    const contentType = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !contentType.startsWith("text/html") || response.headers.has("set-cookie")) {
      await response.body?.cancel();
      return null;
    }
    const identity = Buffer.from(await response.arrayBuffer());
    let headers = new Headers();
    for (const [name, value] of response.headers) if (!DROPPED_RESPONSE_HEADERS.has(name)) headers.append(name, value);
    if (options.headersFor) headers = options.headersFor(identity.toString("utf8"), headers);
    if (!headers.has("cache-control")) headers.set("cache-control", "no-cache");
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip(identity, { level: 9 }),
    ]);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
    return { status: 200, headers: [...headers], etag: `${version}-${hash}`, bodies: { identity, gzip: gz, br } };
  }

  function lookup(key: string, path: string, lang: Lang): Promise<CachedPage | null> {
    const fullKey = `${version} ${key}`;
    let pending = entries.get(fullKey);
    if (!pending) {
      pending = fill(path, lang).catch(() => {
        // A failed render is not kept: the next visitor tries again.
        entries.delete(fullKey);
        return null;
      });
      entries.set(fullKey, pending);
    }
    return pending;
  }

  return async function pageCache(req: Request, res: Response, next: NextFunction): Promise<void> {
    const target = pageCacheKey(req);
    if (!target) return next();
    let page: CachedPage | null;
    try {
      page = await lookup(target.key, target.path, target.lang);
    } catch (error) {
      return next(error);
    }
    if (!page) return next();
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const etagOf = (e: (typeof ENCODINGS)[number]) => `"${page.etag}${e === "identity" ? "" : `-${e}`}"`;
    const etag = etagOf(encoding);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    // A shared cache must not hand this copy to a visitor with a session, nor one language to another.
    res.setHeader("Vary", PAGE_PATHS.get(target.path) ? "Accept-Encoding, Cookie" : "Accept-Encoding, Accept-Language, Cookie");
    res.setHeader("ETag", etag);
    res.setHeader("X-Page-Cache", "hit");
    const candidates = (req.headers["if-none-match"] ?? "").split(",").map((t) => t.trim().replace(/^W\//, ""));
    // Any representation of this page revalidates it (the encodings differ in bytes, not in content).
    const known = new Set(ENCODINGS.map(etagOf));
    if (candidates.some((t) => t === "*" || known.has(t))) {
      res.status(304).end();
      return;
    }
    const body = page.bodies[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(page.status);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}
