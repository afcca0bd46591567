// Which requests the fast path answers itself and which it hands to Express (decision 0112); that
// both give the same bytes is tests/integration/fast-path.test.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { createFastPath, prepareHeaders } from "./fast-path.server";
import type { CachedPage, PageCacheMiddleware } from "./html/page-cache.server";

const page: CachedPage = {
  status: 200,
  headers: [
    ["content-type", "text/html; charset=utf-8"],
    ["content-security-policy", "default-src 'self'"],
    ["cache-control", "no-cache"],
  ],
  etag: "v1-abc",
  bodies: { identity: Buffer.from("<html>"), gzip: Buffer.from("gz"), br: Buffer.from("br") },
};

// The stub keeps /de only (the real page cache's rules are its own tests').
const pages = Object.assign(async () => undefined, {
  peek: (req: { path: string; headers: IncomingMessage["headers"] }) => (req.path === "/de" && !req.headers.cookie ? { page, path: "/de", vary: "Accept-Encoding, Cookie" } : null),
}) as unknown as PageCacheMiddleware;

function exchange(method: string, url: string, headers: Record<string, string> = {}) {
  const written: { status?: number; headers?: string[]; body?: Buffer } = {};
  const res = {
    writeHead: (status: number, list: string[]) => Object.assign(written, { status, headers: list }),
    end: (body?: Buffer) => Object.assign(written, { body }),
    once: () => res,
  } as unknown as ServerResponse;
  const req = { method, url, headers } as unknown as IncomingMessage;
  return { req, res, written };
}

describe("the fast path", () => {
  const fast = createFastPath({ pages, staticFiles: new Set(["/favicon.svg"]) });

  it("answers a kept page in the client's encoding, with the request id in its place", () => {
    const { req, res, written } = exchange("GET", "/de", { "accept-encoding": "gzip, br", "x-request-id": "abc-1" });
    expect(fast(req, res)).toBe(true);
    expect(written.status).toBe(200);
    expect(written.body?.toString()).toBe("br");
    const headers = written.headers!;
    expect(headers[headers.indexOf("X-Request-Id") + 1]).toBe("abc-1");
    expect(headers[headers.indexOf("Content-Encoding") + 1]).toBe("br");
    expect(headers[headers.indexOf("ETag") + 1]).toBe('"v1-abc-br"');
    expect(headers[0]).toBe("X-Content-Type-Options");
  });

  it("HEAD: the headers without the body", () => {
    const { req, res, written } = exchange("HEAD", "/de");
    expect(fast(req, res)).toBe(true);
    expect(written.body).toBeUndefined();
    expect(written.headers![written.headers!.indexOf("Content-Length") + 1]).toBe("6");
  });

  it.each([
    ["a POST", "POST", "/de", {}],
    ["a body", "GET", "/de", { "content-length": "3" }],
    ["a chunked body", "GET", "/de", { "transfer-encoding": "chunked" }],
    ["a revalidation", "GET", "/de", { "if-none-match": '"v1-abc"' }],
    ["If-Modified-Since", "GET", "/de", { "if-modified-since": "Sat, 01 Jan 2000 00:00:00 GMT" }],
    ["a cookie", "GET", "/de", { cookie: "a=b" }],
    ["a page not kept", "GET", "/de/preise", {}],
    ["a query", "GET", "/de?x=1", {}],
    ["a static file", "GET", "/favicon.svg", {}],
    ["/healthz with a trailing slash", "GET", "/healthz/", {}],
  ])("hands %s to Express, writing nothing", (_name, method, url, headers) => {
    const { req, res, written } = exchange(method, url, headers);
    expect(fast(req, res)).toBe(false);
    expect(written).toEqual({});
  });

  it("without the public page cache: pages go to Express", () => {
    const withoutPages = createFastPath({ pages: null, staticFiles: new Set() });
    const { req, res } = exchange("GET", "/de");
    expect(withoutPages(req, res)).toBe(false);
  });
});

describe("prepareHeaders (Node's header store after Express's setHeader calls)", () => {
  it("a later set replaces the value and spelling in place; the strict policy is added only without one", () => {
    const { flat } = prepareHeaders(
      [
        ["X-Frame-Options", "DENY"],
        ["Cache-Control", "no-cache"],
        ["x-frame-options", "SAMEORIGIN"],
      ],
      "/de",
    );
    expect(flat.slice(0, 4)).toEqual(["x-frame-options", "SAMEORIGIN", "Cache-Control", "no-cache"]);
    expect(flat[4]).toBe("Content-Security-Policy");
    const own = prepareHeaders([["content-security-policy", "default-src 'self'"]], "/de").flat;
    expect(own).toEqual(["content-security-policy", "default-src 'self'"]);
  });

  it("no-store on a personal path unless the answer may be kept (as securityHeaders at writeHead)", () => {
    const personal = prepareHeaders([["Cache-Control", "no-cache"], ["Content-Security-Policy", "x"]], "/de/dashboard").flat;
    expect(personal[personal.indexOf("Cache-Control") + 1]).toBe("no-store");
    const kept = prepareHeaders([["Cache-Control", "public, max-age=3600"], ["Content-Security-Policy", "x"]], "/de/dashboard").flat;
    expect(kept[kept.indexOf("Cache-Control") + 1]).toBe("public, max-age=3600");
    const pub = prepareHeaders([["Cache-Control", "no-cache"], ["Content-Security-Policy", "x"]], "/de/preise").flat;
    expect(pub[pub.indexOf("Cache-Control") + 1]).toBe("no-cache");
  });
});
