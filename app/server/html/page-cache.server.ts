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
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { langFromAcceptLanguage, localizedPath, LANGUAGES, PUBLIC_SLUGS, type Lang } from "~/i18n/config";
import { compress, ENCODINGS, keptHeaders, preferredEncoding, sendKept, type Encoding } from "./kept-answer.server";

export { preferredEncoding };

/** A cached page: the headers of its render and its three bodies. */
export interface CachedPage {
  status: number;
  /** The render's own headers (Content-Type, Link, a hash-based CSP …), without cookies. */
  headers: Array<[string, string]>;
  /** The ETag's value (unquoted); each encoding adds its suffix. */
  etag: string;
  bodies: Record<Encoding, Buffer>;
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

/** The cache key of a request, or null when it must be rendered for this visitor alone. */
export function pageCacheKey(req: Pick<Request, "method" | "path" | "originalUrl" | "headers">): { key: string; path: string; lang: Lang } | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.cookie?.trim()) return null;
  if (req.originalUrl.includes("?")) return null;
  if (!PAGE_PATHS.has(req.path)) return null;
  const lang = PAGE_PATHS.get(req.path) ?? langFromAcceptLanguage(req.headers["accept-language"]);
  return { key: `${lang} ${req.path}`, path: req.path, lang };
}

/** What the fast path (fast-path.server.ts) needs of a kept page, without waiting: the page and how it is answered. */
export interface KeptPage {
  page: CachedPage;
  path: string;
  /** The Vary header of this URL. */
  vary: string;
}

/** A kept page's ETag in one encoding (quoted): the encodings differ in bytes, not in content. */
export function keptEtag(page: CachedPage, encoding: Encoding): string {
  return `"${page.etag}${encoding === "identity" ? "" : `-${encoding}`}"`;
}

export type PageCacheMiddleware = ((req: Request, res: Response, next: NextFunction) => Promise<void>) & {
  /** The page kept for this request if it is kept already (a pending or failed render: null). */
  peek: (req: Pick<Request, "method" | "path" | "originalUrl" | "headers">) => KeptPage | null;
};

const varyOf = (path: string) => (PAGE_PATHS.get(path) ? "Accept-Encoding, Cookie" : "Accept-Encoding, Accept-Language, Cookie");

export function createPageCache(options: PageCacheOptions): PageCacheMiddleware {
  const render = createRequestHandler(options.build, options.mode);
  const version = options.build.assets.version;
  // A pending render is shared: a burst of first visitors causes one render, not one each.
  const entries = new Map<string, Promise<CachedPage | null>>();
  // The same pages once rendered, for a lookup without a promise (the fast path).
  const ready = new Map<string, KeptPage>();

  async function fill(path: string, lang: Lang): Promise<CachedPage | null> {
    const request = new Request(new URL(path, options.origin()), { headers: { "accept-language": lang, "user-agent": "watts-page-cache" } });
    const response = await render(request);
    const contentType = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !contentType.startsWith("text/html") || response.headers.has("set-cookie")) {
      await response.body?.cancel();
      return null;
    }
    const identity = Buffer.from(await response.arrayBuffer());
    const headers = keptHeaders(response, identity.toString("utf8"), options.headersFor);
    if (!headers.some(([name]) => name === "cache-control")) headers.push(["cache-control", "no-cache"]);
    const [br, gz] = await Promise.all([compress(identity, "br", "once"), compress(identity, "gzip", "once")]);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
    return { status: 200, headers, etag: `${version}-${hash}`, bodies: { identity, gzip: gz, br } };
  }

  function lookup(key: string, path: string, lang: Lang): Promise<CachedPage | null> {
    const fullKey = `${version} ${key}`;
    let pending = entries.get(fullKey);
    if (!pending) {
      pending = fill(path, lang).then(
        (page) => {
          if (page) ready.set(key, { page, path, vary: varyOf(path) });
          return page;
        },
        () => {
          // A failed render is not kept: the next visitor tries again.
          entries.delete(fullKey);
          return null;
        },
      );
      entries.set(fullKey, pending);
    }
    return pending;
  }

  const pageCache = async function pageCache(req: Request, res: Response, next: NextFunction): Promise<void> {
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
    const etagOf = (e: Encoding) => keptEtag(page, e);
    const etag = etagOf(encoding);
    // A shared cache must not hand this copy to a visitor with a session, nor one language to another.
    const extra: Array<[string, string]> = [
      ["Vary", varyOf(target.path)],
      ["ETag", etag],
      ["X-Page-Cache", "hit"],
    ];
    const candidates = (req.headers["if-none-match"] ?? "").split(",").map((t) => t.trim().replace(/^W\//, ""));
    // Any representation of this page revalidates it (the encodings differ in bytes, not in content).
    const known = new Set(ENCODINGS.map(etagOf));
    if (candidates.some((t) => t === "*" || known.has(t))) {
      for (const [name, value] of [...page.headers, ...extra]) res.setHeader(name, value);
      res.status(304).end();
      return;
    }
    sendKept(req, res, { status: page.status, headers: page.headers, extra, encoding, body: page.bodies[encoding] });
  };
  const peek = (req: Pick<Request, "method" | "path" | "originalUrl" | "headers">): KeptPage | null => {
    const target = pageCacheKey(req);
    return target ? (ready.get(target.key) ?? null) : null;
  };
  return Object.assign(pageCache, { peek });
}
