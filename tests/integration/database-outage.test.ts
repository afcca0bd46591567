/**
 * A database outage is not a sign-out (issue 13, finding 10): with a TCP proxy in front of
 * PostgreSQL that the test cuts, a signed-in user's pages answer 503 with the localized "try again"
 * page, the session cookie is left alone (no redirect to login, no cleared cookie), a questionnaire
 * post is not turned into a login redirect, and once the database is back the same browser is
 * signed in as before. PostgreSQL only (TEST_DATABASE_URL).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogs } from "~/i18n";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { proxyInFrontOf, type CuttableProxy } from "../support/cuttable-proxy";
import { createPostgresDatabase, TEST_DATABASE_URL } from "./support/db";

describe.skipIf(!TEST_DATABASE_URL)("a PostgreSQL outage", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-outage-"));
  let server: RunningServer;
  let proxy: CuttableProxy;
  let drop: () => Promise<void>;
  let user: TestUser;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    const proxied = await proxyInFrontOf(created.url);
    proxy = proxied.proxy;
    server = await startServer({ DATA_DIR: dataDir, AUTH_SECRET: "outage-secret-0123456789abcdef01234567", DATABASE_URL: proxied.url });
    user = await registerAndConfirm(server.baseURL, dataDir, { email: uniqueEmail("outage"), firstName: "Olga", lastName: "Ausfall" });
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 and keeps the user signed in; afterwards the same browser is signed in", async () => {
    expect((await request(server.baseURL, user.jar, "/de/fragebogen")).status).toBe(200);
    // Past the session cache's minute (decision 0045): the session is read from the database.
    user.jar.forget(/session_data$/);
    const cookieBefore = user.jar.header();
    proxy.cut();
    try {
      for (const [url, lang] of [["/de/fragebogen", "de"], ["/en/konto/sicherheit", "en"], ["/de/dashboard", "de"]] as const) {
        const res = await request(server.baseURL, user.jar, url);
        const text = await res.text();
        expect(res.status, url).toBe(503);
        expect(res.headers.get("location"), url).toBeNull();
        expect(text, url).toContain(catalogs[lang].unavailable.title);
        expect(text, url).not.toContain("/login?redirectTo");
        expect(res.headers.getSetCookie().filter((c) => c.includes("session_token")), url).toEqual([]);
      }
      // A questionnaire post during the outage: a 503, not a login redirect that would drop the answers.
      const posted = await request(server.baseURL, user.jar, "/de/fragebogen", {
        method: "POST",
        body: formBody({ first_name: "Olga", last_name: "Ausfall", age: "40", health_restrictions: "Schulter rechts", health_consent: "on" }),
      });
      expect(posted.status).toBe(503);
      expect(posted.headers.get("location")).toBeNull();
      // Without JavaScript the page says that what was sent is not stored (decision 0049).
      expect(await posted.text()).toContain(catalogs.de.unavailable.unsaved);
    } finally {
      proxy.restore();
    }
    expect(user.jar.header()).toBe(cookieBefore);
    // Back: the pool reconnects and the same cookie is still a session.
    let status = 0;
    for (let i = 0; i < 30 && status !== 200; i++) {
      status = (await request(server.baseURL, user.jar, "/de/fragebogen")).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe(200);
  });

  it("within the session cache's minute a page's own data loading and a client navigation answer 503 as well, still signed in", async () => {
    await waitUntilReachable();
    // A page view renews the signed session cache: for the next minute the session check reads no row.
    expect((await request(server.baseURL, user.jar, "/de/dashboard")).status).toBe(200);
    expect(user.jar.has("session_data")).toBe(true);
    const cookieBefore = user.jar.header();
    proxy.cut();
    try {
      for (const [url, lang] of [["/de/fragebogen", "de"], ["/en/dashboard", "en"]] as const) {
        const res = await request(server.baseURL, user.jar, url);
        const text = await res.text();
        expect(res.status, url).toBe(503);
        expect(res.headers.get("location"), url).toBeNull();
        expect(text, url).toContain(catalogs[lang].unavailable.title);
        expect(text, url).not.toContain(catalogs[lang].error.title);
        // The header is the signed-in one (the session came from the cache cookie).
        expect(text, url).toContain('data-testid="header-logout"');
        expect(text, url).not.toContain(catalogs[lang].unavailable.unsaved);
        expect(res.headers.getSetCookie().filter((c) => /session_(token|data)/.test(c)), url).toEqual([]);
      }
      // The same for a client navigation's data request: the error page's data says 503 "unavailable".
      const navigation = await request(server.baseURL, user.jar, "/de/fragebogen.data");
      const payload = await navigation.text();
      expect(navigation.status).toBe(503);
      expect(payload).toContain("unavailable");
      expect(payload).not.toContain("Unexpected Server Error");
      expect(navigation.headers.getSetCookie().filter((c) => /session_(token|data)/.test(c))).toEqual([]);
    } finally {
      proxy.restore();
    }
    expect(user.jar.header()).toBe(cookieBefore);
    await waitUntilReachable();
    expect((await request(server.baseURL, user.jar, "/de/fragebogen")).status).toBe(200);
  });

  it("a dashboard form sent during an outage gets an answer that keeps what was typed (not the error page)", async () => {
    await waitUntilReachable();
    proxy.cut();
    try {
      // The profile form is a fetcher: its POST goes to the dashboard's data URL.
      const res = await request(server.baseURL, user.jar, "/de/dashboard.data", {
        method: "POST",
        body: formBody({ intent: "profile", first_name: "Olgaa", last_name: "Ausfall", age: "41", gender: "female", status: "employee" }),
      });
      const payload = await res.text();
      expect(res.status).toBe(503);
      expect(payload).toContain(catalogs.de.unavailable.notSaved);
      expect(payload).toContain("Olgaa");
      expect(res.headers.getSetCookie().filter((c) => /session_(token|data)/.test(c))).toEqual([]);
    } finally {
      proxy.restore();
    }
  });

  /** After a cut the pool reconnects within a few seconds. */
  async function waitUntilReachable(): Promise<void> {
    for (let i = 0; i < 30; i++) {
      if ((await fetch(`${server.baseURL}/healthz`)).status === 200) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("the database did not come back");
  }
});
