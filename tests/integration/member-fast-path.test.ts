/**
 * A member's kept dashboard answered by the fast path (decision 0121), against the built server on
 * both databases: the same bytes as the member page cache gives through Express (the If-Modified-Since
 * header sends a request there without changing its answer), each member only their own page, and a
 * session that ends at sign-out refused on the very next request — also the copy of its cookies that
 * was answered from memory just before. MEMBER_FAST_PATH=off (negative control) gives the same pages.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../e2e/support/harness";
import { CookieJar, formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { DRIVERS } from "./support/db";
import { startServerOn } from "./support/server";

const GREETING = 'data-testid="dashboard-greeting"';
const VIA_EXPRESS = { "If-Modified-Since": "Sat, 01 Jan 2000 00:00:00 GMT" };

/** One request on a fresh connection: the raw answer (head and body) as latin1 text. */
async function raw(baseURL: string, path: string, headers: Record<string, string>): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  const socket = net.connect(Number(port), hostname);
  const lines = [`GET ${path} HTTP/1.1`, "Host: app.test", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  const chunks: Buffer[] = [];
  try {
    return await new Promise<string>((resolve, reject) => {
      socket.on("error", reject);
      socket.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        const all = Buffer.concat(chunks);
        const end = all.indexOf("\r\n\r\n");
        if (end < 0) return;
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(all.subarray(0, end).toString("latin1"))?.[1] ?? 0);
        if (all.length >= end + 4 + length) resolve(all.subarray(0, end + 4 + length).toString("latin1"));
      });
    });
  } finally {
    socket.destroy();
  }
}

const withoutDate = (answer: string) => answer.replace(/\r\nDate: [^\r]*/, "\r\nDate: <date>");

function copyOf(jar: CookieJar): CookieJar {
  const copy = new CookieJar();
  copy.store(new Response(null, { headers: jar.header().split("; ").map((c) => ["set-cookie", c] as [string, string]) }));
  return copy;
}

/** Visits until the page is kept and its session remembered (the first answers may renew cookies). */
async function kept(baseURL: string, user: TestUser, path: string, encoding = "identity"): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const res = await request(baseURL, user.jar, path, { headers: { "accept-encoding": encoding } });
    await res.arrayBuffer();
    if (res.headers.get("x-member-page-cache") === "hit" && res.headers.getSetCookie().length === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never kept: ${path}`);
}

describe.each(DRIVERS)("the member fast path (%s)", (driver) => {
  let fast: RunningServer;
  let off: RunningServer;
  const users: Record<string, TestUser> = {};
  const env = { LOG_LEVEL: "info" };

  beforeAll(async () => {
    [fast, off] = await Promise.all([startServerOn(driver, env), startServerOn(driver, { ...env, MEMBER_FAST_PATH: "off" })]);
    for (const server of [fast, off]) {
      for (const [name, first] of [["a", "Annabell"], ["b", "Bertram"]] as const) {
        const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail(`fast-${name}`), firstName: first, lastName: "Lang" });
        const saved = await request(server.baseURL, user.jar, "/de/dashboard", {
          method: "POST",
          body: formBody({ intent: "profile", first_name: first, last_name: "Lang", age: "41", gender: "female", status: "active" }),
        });
        expect(saved.status).toBe(200);
        users[`${server === fast ? "fast" : "off"}-${name}`] = user;
      }
    }
  });
  afterAll(async () => {
    await Promise.all([fast?.stop(), off?.stop()]);
  });

  it.each([
    { path: "/de/dashboard", encoding: "identity" },
    { path: "/de/dashboard", encoding: "br" },
    { path: "/de/dashboard.data", encoding: "gzip" },
  ])("$path ($encoding): the same bytes as through Express", async ({ path, encoding }) => {
    const a = users["fast-a"]!;
    await kept(fast.baseURL, a, path, encoding);
    await new Promise((r) => setTimeout(r, 100)); // the compressed body is made off the event loop
    const headers = { Cookie: a.jar.header(), "Accept-Encoding": encoding, "X-Request-Id": `member-fast-${driver}-${encoding}` };
    const viaFast = await raw(fast.baseURL, path, headers);
    const viaExpress = await raw(fast.baseURL, path, { ...headers, ...VIA_EXPRESS });
    expect(viaFast).toContain("\r\nX-Member-Page-Cache: hit\r\n");
    expect(viaFast).toMatch(/\r\nCache-Control: no-store\r\n/i);
    expect(withoutDate(viaFast)).toBe(withoutDate(viaExpress));
  });

  it.each(["fast", "off"])("each member gets their own page, never another's (MEMBER_FAST_PATH %s)", async (which) => {
    const server = which === "fast" ? fast : off;
    const [a, b] = [users[`${which}-a`]!, users[`${which}-b`]!];
    await kept(server.baseURL, a, "/de/dashboard");
    await kept(server.baseURL, b, "/de/dashboard");
    for (let i = 0; i < 3; i++) {
      const pageA = await (await request(server.baseURL, a.jar, "/de/dashboard")).text();
      const pageB = await (await request(server.baseURL, b.jar, "/de/dashboard")).text();
      expect(pageA).toContain("Annabell");
      expect(pageA).not.toContain("Bertram");
      expect(pageA).not.toContain(b.email);
      expect(pageB).toContain("Bertram");
      expect(pageB).not.toContain("Annabell");
      expect(pageB).not.toContain(a.email);
    }
    // A visitor without cookies and one with a made-up session cookie: never a member's page.
    for (const cookie of ["", "__Secure-better-auth.session_token=forged.value"]) {
      const res = await fetch(`${server.baseURL}/de/dashboard`, { redirect: "manual", headers: cookie ? { cookie } : {} });
      const body = await res.text();
      expect(body).not.toContain("Annabell");
      expect(body).not.toContain(GREETING);
    }
  });

  it("a session that ends at sign-out is refused on the very next request, from memory or not", async () => {
    const a = users["fast-a"]!;
    await kept(fast.baseURL, a, "/de/dashboard");
    const thief = copyOf(a.jar);
    // Identity, as kept() made it: the fast path answers (no encoding still to make).
    const identity = { headers: { "accept-encoding": "identity" } };
    const before = await request(fast.baseURL, thief, "/de/dashboard", identity);
    expect(before.status).toBe(200);
    expect(before.headers.get("x-member-page-cache")).toBe("hit");
    expect(await before.text()).toContain(GREETING);
    const out = await request(fast.baseURL, a.jar, "/api/auth/sign-out", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(out.status).toBe(200);
    // The user's page kept again (another device of theirs), so only the ended session can refuse it.
    const device = new CookieJar();
    await request(fast.baseURL, device, "/de/login", { method: "POST", body: new URLSearchParams({ intent: "signin", email: a.email, password: a.password }) });
    expect(device.has("session_token")).toBe(true);
    await kept(fast.baseURL, { ...a, jar: device }, "/de/dashboard");
    for (const path of ["/de/dashboard", "/de/dashboard.data"]) {
      const after = await request(fast.baseURL, copyOf(thief), path, identity);
      expect(after.headers.get("x-member-page-cache"), path).toBeNull();
      const body = await after.text();
      expect(body, path).not.toContain("Annabell");
      expect(body, path).not.toContain(GREETING);
    }
  });
});
