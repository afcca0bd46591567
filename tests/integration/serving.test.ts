/**
 * Serving speed without changing what anybody sees (issue 14), against the built server: public pages
 * from memory for visitors without cookies (identical bytes, ETag/304, brotli/gzip, Vary), never for a
 * session or a flash toast; static files compressed at build time; the session cookie cache, with a
 * revoked session refused at once on writes.
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { CookieJar, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { createPostgresDatabase, DRIVERS } from "./support/db";
import { authContent } from "~/i18n/pages/auth";
import { inlineScriptHashes } from "~/server/security/csp.server";

/** Node's fetch decompresses; this reads the bytes as sent, with the headers. */
async function raw(url: string, headers: Record<string, string> = {}) {
  const { request: httpRequest } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(DRIVERS)("serving on %s", (driver) => {
  let server: RunningServer;
  let member: TestUser;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      dropDatabase = created.drop;
      env = { DATABASE_URL: created.url, AUTH_SECRET: "integration-test-secret-0123456789abcdef" };
    }
    server = await startServer(env);
    member = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("serving"), firstName: "Sven", lastName: "Serve" });
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it("answers a visitor's public page from memory: the same bytes, an ETag, 304 on revalidation, Vary", async () => {
    const first = await raw(`${server.baseURL}/de/preise`);
    const second = await raw(`${server.baseURL}/de/preise`);
    expect(first.status).toBe(200);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["vary"]).toBe("Accept-Encoding, Cookie");
    // A shared body cannot carry a per-request nonce: the policy lists the hashes of its inline scripts.
    const csp = String(second.headers["content-security-policy"]);
    expect(csp).not.toContain("'nonce-");
    const hashes = inlineScriptHashes(second.body.toString());
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    // Per-request headers stay per request.
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await raw(`${server.baseURL}/de/preise`, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const other = await raw(`${server.baseURL}/de/preise`, { "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
    // The English page is its own entry.
    const en = await raw(`${server.baseURL}/en/preise`);
    expect(en.body.toString()).toContain('<html lang="en"');
    expect(en.headers.etag).not.toBe(etag);
  });

  it("sends brotli or gzip as the client accepts, with one ETag per encoding", async () => {
    const plain = await raw(`${server.baseURL}/de`);
    const br = await raw(`${server.baseURL}/de`, { "accept-encoding": "gzip, deflate, br" });
    const gz = await raw(`${server.baseURL}/de`, { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect((await raw(`${server.baseURL}/de`, { "accept-encoding": "br", "if-none-match": String(gz.headers.etag) })).status).toBe(304);
  });

  it("'/' answers in the browser's language and varies on it", async () => {
    const de = await raw(`${server.baseURL}/`, { "accept-language": "de-DE" });
    const en = await raw(`${server.baseURL}/`, { "accept-language": "en-US,en;q=0.9" });
    const enAgain = await raw(`${server.baseURL}/`, { "accept-language": "en-GB" });
    expect(de.body.toString()).toContain('<html lang="de"');
    expect(en.body.toString()).toContain('<html lang="en"');
    expect(enAgain.headers["x-page-cache"]).toBe("hit");
    expect(enAgain.body.equals(en.body)).toBe(true);
    expect(en.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
  });

  it("renders fresh for a session, a flash toast, a query string, and pages that are not public", async () => {
    await raw(`${server.baseURL}/de`);
    const signedIn = await request(server.baseURL, member.jar, "/de");
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(signedIn.headers.get("etag")).toBeNull();
    expect(signedIn.headers.get("content-security-policy")).toContain("'nonce-");
    const page = await signedIn.text();
    expect(page).toContain('data-testid="header-dashboard"');
    expect(page).not.toContain('data-testid="header-login"');
    // Even with the anonymous copy's ETag, a signed-in visitor gets the signed-in page.
    const anonymous = await raw(`${server.baseURL}/de`);
    expect(anonymous.body.toString()).toContain('data-testid="header-login"');
    const conditional = await request(server.baseURL, member.jar, "/de", { headers: { "if-none-match": String(anonymous.headers.etag) } });
    expect(conditional.status).toBe(200);
    expect(await conditional.text()).toContain('data-testid="header-dashboard"');

    expect((await raw(`${server.baseURL}/de?utm_source=x`)).headers["x-page-cache"]).toBeUndefined();
    expect((await raw(`${server.baseURL}/de/login`)).headers["x-page-cache"]).toBeUndefined();
    expect((await raw(`${server.baseURL}/de/dashboard`)).headers["x-page-cache"]).toBeUndefined();
  });

  it("shows the sign-out toast on the cached home page's URL (the flash cookie bypasses the cache)", async () => {
    const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("serving-out"), firstName: "Olga", lastName: "Out" });
    await raw(`${server.baseURL}/de`);
    const out = await request(server.baseURL, user.jar, "/de/logout", { method: "POST", body: new URLSearchParams() });
    expect(out.status).toBe(302);
    expect(user.jar.has("watts_flash")).toBe(true);
    const home = await request(server.baseURL, user.jar, "/de");
    expect(home.headers.get("x-page-cache")).toBeNull();
    const html = await home.text();
    expect(html).toContain(authContent.de.toasts.logoutSuccess);
    expect(html).toContain('data-testid="header-login"');
  });

  it("serves the build's files compressed at build time, never per request", async () => {
    const assets = fs.readdirSync("build/client/assets").filter((f) => f.endsWith(".js"));
    const largest = assets.sort((a, b) => fs.statSync(`build/client/assets/${b}`).size - fs.statSync(`build/client/assets/${a}`).size)[0]!;
    const onDisk = fs.readFileSync(`build/client/assets/${largest}.br`);
    const br = await raw(`${server.baseURL}/assets/${largest}`, { "accept-encoding": "gzip, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(onDisk)).toBe(true);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    const gz = await raw(`${server.baseURL}/assets/${largest}`, { "accept-encoding": "gzip" });
    expect(gz.body.equals(fs.readFileSync(`build/client/assets/${largest}.gz`))).toBe(true);
    const plain = await raw(`${server.baseURL}/assets/${largest}`);
    expect(plain.body.equals(fs.readFileSync(`build/client/assets/${largest}`))).toBe(true);
    const robots = await raw(`${server.baseURL}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    // The compressed copies and Vite's manifest are not URLs of their own.
    expect((await raw(`${server.baseURL}/assets/${largest}.br`)).headers["content-type"]).toMatch(/text\/html/);
    expect((await raw(`${server.baseURL}/.vite/manifest.json`)).headers["content-type"]).toMatch(/text\/html/);
  });

  it("links the stylesheet file from signed-in documents and inlines it into public ones (decision 0052)", async () => {
    const visitor = (await raw(`${server.baseURL}/de/preise`)).body.toString();
    const inline = /<style id="app-css">([\s\S]*?)<\/style>/.exec(visitor)?.[1];
    expect(inline?.length).toBeGreaterThan(10_000);
    expect(visitor).not.toMatch(/<link[^>]*id="app-css"/);

    const dashboard = await (await request(server.baseURL, member.jar, "/de/dashboard")).text();
    expect(dashboard).toContain('data-testid="dashboard-greeting"');
    expect(dashboard).not.toContain('<style id="app-css"');
    const href = /<link id="app-css" rel="stylesheet" href="(\/assets\/app-[0-9a-f]{12}\.css)"\/>/.exec(dashboard)?.[1];
    expect(href).toBeTruthy();

    // The file holds the same text, cached for good under its content hash, compressed once at start.
    const br = await raw(`${server.baseURL}${href}`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(inline);
    const gzip = await raw(`${server.baseURL}${href}`, { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(inline);
    const revalidated = await raw(`${server.baseURL}${href}`, { "if-none-match": String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(dashboard).not.toContain(inline!.slice(0, 2000));
  });

  it("reads page views' sessions from the signed cookie cache; a write after revocation is refused at once", async () => {
    const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("serving-cc"), firstName: "Cora", lastName: "Cache" });
    expect(user.jar.has("session_data")).toBe(true);
    // The same cookies on a second device.
    const otherDevice = new CookieJar();
    otherDevice.store(new Response(null, { headers: user.jar.header().split("; ").map((c) => ["set-cookie", c] as [string, string]) }));
    const profileWrite = () =>
      request(server.baseURL, otherDevice, "/de/dashboard", { method: "POST", body: new URLSearchParams({ intent: "profile" }) });
    expect((await profileWrite()).status).toBe(400);
    // The first device ends all sessions.
    const revoke = await request(server.baseURL, user.jar, "/api/auth/revoke-sessions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(revoke.status).toBe(200);
    // A write checks the database: refused at once.
    expect((await profileWrite()).status).toBe(401);
    });
});

describe("npm run serve without NODE_ENV", () => {
  it("runs in production mode (the page cache, which only production uses, answers)", async () => {
    const server = await startServer({ NODE_ENV: "" });
    try {
      await raw(`${server.baseURL}/de/agb`);
      expect((await raw(`${server.baseURL}/de/agb`)).headers["x-page-cache"]).toBe("hit");
    } finally {
      await server.stop();
    }
  });
});
