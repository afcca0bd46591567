/**
 * The app's stylesheet as a file, for signed-in documents (decision 0052).
 *
 * Public documents inline it (decision 0044): a first visit paints after one round trip, and those
 * pages are rendered once and served from memory. Signed-in pages are rendered for every request and
 * their visitors come back (daily, in the gym): there the inlined 54 KB were half of every page to
 * render, compress and send again. They link this file instead, kept by the browser for a year under
 * a content-hashed name and served here from memory, compressed once at start — on zlib's thread pool,
 * so the ≈ 0.3 s of brotli never delays listening (decision 0078); a request that comes first waits.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { preferredEncoding } from "./kept-answer.server";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** "/assets/app-<hash of the text>.css": a new text is a new URL, so the file may be cached for good. */
export function stylesheetPath(css: string): string {
  return `/assets/app-${createHash("sha256").update(css).digest("hex").slice(0, 12)}.css`;
}

/** Answers GET/HEAD of `stylesheetPath(css)`; everything else passes on. */
export function stylesheetFile(css: string) {
  const path = stylesheetPath(css);
  const identity = Buffer.from(css);
  const compressed = Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
    gzip(identity, { level: 9 }),
  ]).then(([br, gz]) => ({ br, gzip: gz, identity }));
  const etag = `"${path.slice("/assets/app-".length, -".css".length)}"`;
  return async function stylesheet(req: Request, res: Response, next: NextFunction): Promise<void> {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== path) return next();
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    res.setHeader("Content-Type", "text/css; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"]?.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
      res.status(304).end();
      return;
    }
    const body = (await compressed)[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}
