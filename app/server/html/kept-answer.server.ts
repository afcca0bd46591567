/**
 * What the two page caches share (decisions 0044, 0054, 0079): how a rendered answer becomes a kept
 * one (its headers without the per-answer ones, a CSP with the hashes of its inline scripts), which
 * encoding a client gets, compressing off the event loop, and writing a kept answer out.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, Response } from "express";
import type { ServerBuild } from "react-router";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings kept, in the order we prefer them when the client accepts several. */
export const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Brotli when the client takes it, else gzip, else the plain body: our preference among what the client
 * accepts (q > 0), whatever order it lists them in (browsers send "gzip, deflate, br, zstd").
 */
export function preferredEncoding(header: string | undefined): Encoding {
  const q = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : "identity";
}

/**
 * A body compressed on zlib's thread pool. "once": a page kept for the whole build (brotli 11, gzip 9);
 * "often": a page that may be rendered again within a minute (brotli 5, gzip 6).
 */
export function compress(identity: Buffer, encoding: Exclude<Encoding, "identity">, effort: "once" | "often"): Promise<Buffer> {
  if (encoding === "gzip") return gzip(identity, { level: effort === "once" ? 9 : 6 });
  return brotli(identity, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: effort === "once" ? 11 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
}

/** Response headers never kept with a page: set per answer, or by the cache itself. */
const PER_ANSWER_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "etag", "vary", "date", "connection", "transfer-encoding", "x-request-id"]);

/**
 * The headers a rendered answer is kept with: its own, without the per-answer ones; a document's
 * passed through `headersFor` (the CSP with its inline scripts' hashes: a per-request nonce cannot be
 * part of a kept body).
 */
export function keptHeaders(response: globalThis.Response, html: string | null, headersFor?: (html: string, headers: Headers) => Headers): Array<[string, string]> {
  let headers = new Headers();
  for (const [name, value] of response.headers) if (!PER_ANSWER_HEADERS.has(name)) headers.append(name, value);
  if (html !== null && headersFor) headers = headersFor(html, headers);
  return [...headers];
}

/** Writes a kept answer: its headers, the cache's own, the body in the client's encoding (none for HEAD). */
export function sendKept(
  req: Request,
  res: Response,
  answer: { status: number; headers: Array<[string, string]>; extra: Array<[string, string | string[]]>; encoding: Encoding; body: Buffer },
): void {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  for (const [name, value] of answer.extra) res.setHeader(name, value);
  if (answer.encoding !== "identity") res.setHeader("Content-Encoding", answer.encoding);
  res.setHeader("Content-Length", String(answer.body.length));
  res.status(answer.status);
  if (req.method === "HEAD") res.end();
  else res.end(answer.body);
}

/**
 * The URL pattern of a route from the build's route table: its path joined with its parents' paths,
 * `:lang` standing for the languages, and its `.data` (a client navigation's data) too. A renamed slug
 * renames the pattern; a route that is not in the table (its module moved or renamed) is an error at
 * start, never a cache that silently stops answering.
 */
export function routeUrlPattern(routes: ServerBuild["routes"], routeId: string, languages: readonly string[]): RegExp {
  const segments: string[] = [];
  let route = routes[routeId];
  if (!route) throw new Error(`page cache: the route "${routeId}" is not in the route table (moved or renamed? update app/server/http.server.ts)`);
  for (; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(...route.path.split("/").filter(Boolean));
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = segments.map((segment) => {
    if (segment === ":lang") return `(?:${languages.map(escape).join("|")})`;
    if (segment.startsWith(":") || segment === "*") throw new Error(`page cache: the route "${routeId}" has a parameter (${segment}); only fixed URLs are kept`);
    return escape(segment);
  });
  return new RegExp(`^/${parts.join("/")}(?:\\.data)?$`);
}
