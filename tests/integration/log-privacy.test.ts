/**
 * Issue 13, finding 6: the server's log output of whole journeys (sign-up, confirmation, sign-in,
 * wrong password, password reset mail, a database error, on PostgreSQL a database outage with a
 * live session) is scanned for the test user's name, e-mail address and every token they held.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { CookieJar, formBody, registerAndConfirm, request, tokenOf, confirmationLink, uniqueEmail, waitForMail, type TestUser } from "../support/member-session";
import { createPostgresDatabase, DRIVERS } from "./support/db";
import { freshIp } from "./support/http";

describe.each(DRIVERS)("no personal data or tokens in the logs (%s)", (driver) => {
  let server: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = "";
  let user: TestUser;
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    const env: Record<string, string> = { LOG_LEVEL: "debug" };
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      dropDatabase = created.drop;
      databaseUrl = created.url;
      env.DATABASE_URL = created.url;
      env.AUTH_SECRET = "log-privacy-test-secret-0123456789abcdefghij";
    }
    server = await startServer(env);
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  function scan(): string[] {
    const logs = server.logs();
    return Object.entries(secrets)
      .filter(([, value]) => value && logs.toLowerCase().includes(value.toLowerCase()))
      .map(([what]) => what);
  }

  it("sign-up, confirmation, sign-in, a wrong password and a reset mail log ids only", async () => {
    const email = uniqueEmail("zoe.privatperson");
    user = await registerAndConfirm(server.baseURL, server.dataDir, { email, firstName: "Zoëlinde", lastName: "Ünalpriv" });
    Object.assign(secrets, { email, localPart: email.split("@")[0]!, firstName: "Zoëlinde", lastName: "Ünalpriv", firstNamePlain: "Zoelinde" });
    secrets.confirmationToken = tokenOf(confirmationLink(await waitForMail(server.dataDir, email)));
    const session = /session_token=([^;]+)/.exec(user.jar.header())?.[1];
    expect(session).toBeTruthy();
    secrets.sessionToken = decodeURIComponent(session!).split(".")[0]!;

    const wrong = await request(server.baseURL, new CookieJar(), "/de/login", { method: "POST", headers: { "x-forwarded-for": freshIp() }, body: formBody({ intent: "signin", email, password: "not-the-password" }) });
    expect(wrong.status).toBeLessThan(500);
    const forgot = await request(server.baseURL, new CookieJar(), "/de/forgot-password", { method: "POST", headers: { "x-forwarded-for": freshIp() }, body: formBody({ email }) });
    expect(forgot.status).toBe(200);
    const deadline = Date.now() + 20_000;
    let resetMail = "";
    while (!/reset-password\?token=/.test(resetMail) && Date.now() < deadline) {
      resetMail = await waitForMail(server.dataDir, email);
      if (!/reset-password\?token=/.test(resetMail)) await new Promise((r) => setTimeout(r, 200));
    }
    secrets.resetToken = /reset-password\?token=([A-Za-z0-9._-]+)/.exec(resetMail)?.[1] ?? "";
    expect(secrets.resetToken).not.toBe("");
    // The dashboard with the session (the request log, the session refresh).
    expect((await request(server.baseURL, user.jar, "/de/dashboard")).status).toBe(200);

    // A database error with the user's data in its parameters: a NUL byte PostgreSQL refuses.
    const nul = await request(server.baseURL, new CookieJar(), "/de/login", {
      method: "POST",
      headers: { "x-forwarded-for": freshIp() },
      body: formBody({ intent: "register", email: `nul-${email}`, password: "geheim123", firstName: "Zoëlinde\u0000", lastName: "Ünalpriv" }),
    });
    expect(nul.status).toBeGreaterThanOrEqual(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect(scan()).toEqual([]);
    // The outbox is named loudly, without address or links.
    expect(server.logs()).toContain("mail NOT sent (SMTP_URL not set)");
  });

  if (driver === "postgres") {
    it("a database outage with a live session logs no session token or address", async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
      await admin.end();
      dropDatabase = undefined;
      for (const path of ["/de/dashboard", "/de/konto/sicherheit", "/de/dashboard.data"]) await request(server.baseURL, user.jar, path);
      await request(server.baseURL, new CookieJar(), "/de/login", { method: "POST", headers: { "x-forwarded-for": freshIp() }, body: formBody({ intent: "signin", email: user.email, password: user.password }) });
      await new Promise((r) => setTimeout(r, 1000));
      // The outage itself is logged (with ids and error codes).
      expect(server.logs()).toMatch(/"level":50/);
      expect(scan()).toEqual([]);
    });
  }
});
