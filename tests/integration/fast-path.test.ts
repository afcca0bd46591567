/**
 * The fast path (decision 0112) against the built server, on both databases. In one process, a request
 * the fast path answers and the same request with an If-Modified-Since header (which the fast path
 * hands to Express, and which neither the page cache nor /healthz answers differently) get
 * byte-identical answers — status line, every header in the same order and spelling, body — and the
 * same request log line. Only the Date header may differ (not written in the same second).
 * A second server with FAST_PATH=off (Express alone) gives the same answers too, up to what each
 * process renders for itself: a kept page's nonce and the ETag made from its bytes.
 */
import net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../e2e/support/harness";
import { DRIVERS } from "./support/db";
import { startServerOn } from "./support/server";

/** One request on a fresh keep-alive connection: the raw answer (head and body) as bytes. */
async function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}): Promise<Buffer> {
  const { hostname, port } = new URL(baseURL);
  const socket = net.connect(Number(port), hostname);
  const lines = [`${method} ${path} HTTP/1.1`, "Host: app.test", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  const chunks: Buffer[] = [];
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      socket.on("error", reject);
      socket.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        const all = Buffer.concat(chunks);
        const end = all.indexOf("\r\n\r\n");
        if (end < 0) return;
        const head = all.subarray(0, end).toString("latin1");
        const status = Number(head.split(" ")[1]);
        const length = method === "HEAD" || status === 304 ? 0 : Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? NaN);
        if (Number.isNaN(length)) return reject(new Error(`no Content-Length:\n${head}`));
        if (all.length >= end + 4 + length) resolve(all.subarray(0, end + 4 + length));
      });
    });
  } finally {
    socket.destroy();
  }
}

/** The answer without its Date line (and a generated request id replaced), as text for a readable diff. */
function comparable(answer: Buffer): string {
  return answer
    .toString("latin1")
    .replace(/\r\nDate: [^\r]*/, "\r\nDate: <date>")
    .replace(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/, "\r\nX-Request-Id: <uuid>\r\n");
}

/** A page rendered for one request or one process: its nonces are its own. */
const withoutNonces = (text: string) => text.replace(/nonce="[^"]*"/g, 'nonce="<nonce>"');

/**
 * The same, across two processes: each renders its kept pages itself (their nonces, the ETag and the
 * compressed lengths made from those bytes); the body decoded.
 */
function acrossProcesses(answer: Buffer): string {
  const end = answer.indexOf("\r\n\r\n");
  const head = comparable(answer.subarray(0, end + 4))
    .replace(/\r\nETag: "([0-9a-f]+)-[A-Za-z0-9_-]{22}/, '\r\nETag: "$1-<hash>')
    .replace(/\r\nContent-Length: \d+/i, "\r\nContent-Length: <n>");
  const body = answer.subarray(end + 4);
  const encoding = /\r\nContent-Encoding: (\S+)/i.exec(head)?.[1];
  const decoded = !body.length ? body : encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
  return withoutNonces(head + decoded.toString("latin1"));
}

/** Present in a test: the header that sends the request through Express without changing its answer. */
const VIA_EXPRESS = { "If-Modified-Since": "Sat, 01 Jan 2000 00:00:00 GMT" };

/** The request log lines of a server for one request id, without time, pid, host and duration. */
function logLines(server: RunningServer, reqId: string): unknown[] {
  return server
    .logs()
    .split("\n")
    .filter((line) => line.includes(`"reqId":"${reqId}"`))
    .map((line) => {
      const { time: _t, pid: _p, hostname: _h, ms, ...rest } = JSON.parse(line) as Record<string, unknown>;
      return { ...rest, ms: typeof ms };
    });
}

/** logged: false for static files (served before the request id and the log). */
const CASES: Array<{ name: string; method: string; path: string; headers?: Record<string, string>; logged?: false }> = [
  { name: "a kept page, identity", method: "GET", path: "/de" },
  { name: "a kept page, brotli", method: "GET", path: "/de", headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } },
  { name: "a kept page, gzip", method: "GET", path: "/en/preise", headers: { "Accept-Encoding": "gzip" } },
  { name: "a kept page, HEAD", method: "HEAD", path: "/de/preise", headers: { "Accept-Encoding": "br" } },
  { name: "the root page by Accept-Language", method: "GET", path: "/", headers: { "Accept-Language": "en-GB,en;q=0.9" } },
  { name: "/healthz", method: "GET", path: "/healthz" },
  { name: "/healthz, HEAD", method: "HEAD", path: "/healthz" },
  { name: "/healthz with a session cookie", method: "GET", path: "/healthz", headers: { Cookie: "__Secure-better-auth.session_token=abc.def" } },
  // Handed to Express (negative controls of the fast path; still the same bytes).
  { name: "a kept page revalidated (If-None-Match)", method: "GET", path: "/de", headers: { "If-None-Match": "*" } },
  { name: "a page with a blank cookie", method: "GET", path: "/de", headers: { Cookie: " " } },
  { name: "/healthz with a trailing slash", method: "GET", path: "/healthz/" },
  { name: "a static file", method: "GET", path: "/favicon.svg", logged: false },
];

describe.each(DRIVERS)("fast path (%s)", (driver) => {
  let fast: RunningServer;
  let express: RunningServer;
  // The same public origin for both: pages name it (canonical links); https for the HSTS header.
  const env = { APP_URL: "https://trainingsplan.example", COMPANY_FILE: "docs/company.example.json", LOG_LEVEL: "info" };

  beforeAll(async () => {
    [fast, express] = await Promise.all([startServerOn(driver, env), startServerOn(driver, { ...env, FAST_PATH: "off" })]);
    // Every page kept before it is compared (the first visitor's request fills the cache).
    for (const server of [fast, express]) {
      for (const path of ["/de", "/de/preise", "/en/preise", "/"]) await (await fetch(`${server.baseURL}${path}`, { headers: { "accept-language": "en" } })).arrayBuffer();
    }
  });
  afterAll(async () => {
    await Promise.all([fast?.stop(), express?.stop()]);
  });

  it.each(CASES)("$name: the same bytes as through Express", async ({ method, path, headers = {}, logged = true }) => {
    const id = `fast-path-${driver}-${Math.random().toString(36).slice(2, 10)}`;
    const a = await raw(fast.baseURL, method, path, { ...headers, "X-Request-Id": `${id}-a` });
    const b = await raw(fast.baseURL, method, path, { ...headers, ...VIA_EXPRESS, "X-Request-Id": `${id}-a` });
    expect(comparable(a)).toBe(comparable(b));
    expect(a.subarray(a.indexOf("\r\n\r\n"))).toEqual(b.subarray(b.indexOf("\r\n\r\n")));
    if (!logged) return;
    expect(a.toString("latin1")).toContain(`\r\nX-Request-Id: ${id}-a\r\n`);
    // Express alone (FAST_PATH=off) in another process: the same, up to that process's own render.
    const c = await raw(express.baseURL, method, path, { ...headers, "X-Request-Id": `${id}-c` });
    expect(acrossProcesses(c).replace(`${id}-c`, `${id}-a`)).toBe(acrossProcesses(a));
    // One request log line for each answer, the same fields.
    await new Promise((r) => setTimeout(r, 50));
    expect(logLines(fast, `${id}-a`)).toHaveLength(2);
    const [first, second] = logLines(fast, `${id}-a`);
    expect(first).toEqual(second);
    expect(logLines(express, `${id}-c`)).toEqual([{ ...(first as object), reqId: `${id}-c` }]);
  });

  it("a generated request id: a fresh UUID, otherwise the same answer", async () => {
    const [a, b] = [await raw(fast.baseURL, "GET", "/de"), await raw(fast.baseURL, "GET", "/de", VIA_EXPRESS)];
    expect(a.toString("latin1")).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/);
    expect(comparable(a)).toBe(comparable(b));
    const forged = await raw(fast.baseURL, "GET", "/healthz", { "X-Request-Id": "no spaces allowed" });
    expect(forged.toString("latin1")).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/);
  });

  it("a page with a query or a cookie is rendered for its visitor, not taken from the cache", async () => {
    const requests: Array<{ path: string; headers: Record<string, string> }> = [
      { path: "/de/preise?plan=monthly", headers: {} },
      { path: "/de/preise", headers: { cookie: "toast=x" } },
    ];
    for (const init of requests) {
      const res = await fetch(`${fast.baseURL}${init.path}`, { headers: init.headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-page-cache")).toBeNull();
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      await res.arrayBuffer();
    }
  });

  it("the kept page's headers: the security headers, the hash-based policy, the cache's own", async () => {
    const answer = (await raw(fast.baseURL, "GET", "/de", { "Accept-Encoding": "br" })).toString("latin1");
    for (const header of ["X-Content-Type-Options: nosniff", "X-Frame-Options: DENY", "Strict-Transport-Security: max-age=31536000", "X-Page-Cache: hit", "Content-Encoding: br", "Vary: Accept-Encoding, Cookie"]) {
      expect(answer).toContain(`\r\n${header}`);
    }
    expect(answer).toMatch(/\r\ncontent-security-policy: [^\r]*script-src[^\r]*'sha256-/i);
  });
});
