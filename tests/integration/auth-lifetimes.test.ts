/**
 * Account token hygiene (issue 13, finding 13), against the built server on PGlite and PostgreSQL:
 * - the confirmation mail does not repeat the first name someone typed at sign-up;
 * - reset tokens are stored hashed (the mailed token is nowhere in the database);
 * - once a newer reset link was used, an older one no longer works;
 * - a session ends at its absolute lifetime however often it was renewed;
 * - session tokens are stored as hashes: the cookie's token is nowhere in the database, and the
 *   session still works, renews and ends (and migration 0009 hashes older rows the same way);
 * - old rate-limit rows are purged.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database } from "~/server/db/client.server";
import { rateLimit, session as sessionTable, user as userTable } from "~/server/db/schema.server";
import { purgeRateLimits, RATE_LIMIT_KEEP_MS } from "~/server/auth/rate-limit-purge.server";
import { SESSION_EXPIRES_IN, SESSION_MAX_AGE, SESSION_UPDATE_AGE } from "~/server/auth/auth.server";
import { sessionTokenHash } from "~/server/auth/session-token-hash.server";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { CookieJar, formBody, registerAndConfirm, request, uniqueEmail, waitForMail } from "../support/member-session";
import { waitForOutboxLink } from "./support/http";
import { createPostgresDatabase, createTestDatabase, DRIVERS } from "./support/db";

/** The session token in the jar's (signed) session cookie. */
function cookieToken(jar: CookieJar): string {
  const token = decodeURIComponent(/session_token=([^;]+)/.exec(jar.header())?.[1] ?? "").split(".")[0] ?? "";
  expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
  return token;
}

describe.each(DRIVERS)("account tokens on %s", (driver) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-lifetimes-"));
  let server: RunningServer | undefined;
  let databaseUrl = "";
  let dropDatabase: (() => Promise<void>) | undefined;
  const email = uniqueEmail("lifetimes");
  const env = () => ({ DATA_DIR: dataDir, AUTH_SECRET: "lifetimes-secret-0123456789abcdef012345", ...(driver === "postgres" ? { DATABASE_URL: databaseUrl } : {}) });
  const base = () => server!.baseURL;

  /** Runs `fn` on the server's database (the embedded one needs the server stopped), then restarts it. */
  async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
    await server?.stop();
    server = undefined;
    const database = driver === "postgres" ? await openDatabase({ kind: "postgres", url: databaseUrl }) : await openDatabase({ kind: "pglite", dataDir });
    try {
      return await fn(database);
    } finally {
      await database.close();
      server = await startServer(env());
    }
  }

  beforeAll(async () => {
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer(env());
    await registerAndConfirm(base(), dataDir, { email, firstName: "Zacharias", lastName: "Unikat" });
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("the confirmation mail does not repeat the first name typed at sign-up", async () => {
    const mail = await waitForMail(dataDir, email);
    expect(mail).toContain("/auth/callback?token=");
    expect(mail).not.toContain("Zacharias");
  });

  it("reset tokens are stored hashed, and a used newer link ends the older one", async () => {
    const seen = new Set<string>();
    const visitor = new CookieJar();
    const pattern = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>]+/;
    expect((await request(base(), visitor, "/de/forgot-password", { method: "POST", body: formBody({ email }) })).status).toBeLessThan(400);
    const older = (await waitForOutboxLink(dataDir, email, pattern, seen)).replace(/&amp;/g, "&");
    expect((await request(base(), visitor, "/de/forgot-password", { method: "POST", body: formBody({ email }) })).status).toBeLessThan(400);
    const newer = (await waitForOutboxLink(dataDir, email, pattern, seen)).replace(/&amp;/g, "&");
    const tokens = [older, newer].map((l) => new URL(l).searchParams.get("token")!);
    expect(tokens[0]).not.toBe(tokens[1]);

    const stored = await withDatabase((database) => queryRows<{ identifier: string; value: string }>(database.db, sql`select identifier, value from verification`));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const token of tokens) expect(JSON.stringify(stored)).not.toContain(token);

    const open = async (link: string) => {
      const jar = new CookieJar();
      const u = new URL(link);
      await request(base(), jar, u.pathname + u.search);
      return jar;
    };
    const newJar = await open(newer);
    const used = await request(base(), newJar, "/de/reset-password", { method: "POST", body: formBody({ password: "neues-pass-22", confirmPassword: "neues-pass-22" }) });
    expect([used.status, used.headers.get("location")]).toEqual([302, "/de/login"]);

    const oldJar = await open(older);
    const late = await request(base(), oldJar, "/de/reset-password", { method: "POST", body: formBody({ password: "fremdes-pass-33", confirmPassword: "fremdes-pass-33" }) });
    expect(late.status).toBe(400);
    // The new password works, the one through the old link was never set.
    const signIn = (password: string) => request(base(), new CookieJar(), "/de/login", { method: "POST", body: formBody({ intent: "signin", email, password }) });
    expect((await signIn("fremdes-pass-33")).status).toBe(401);
    expect((await signIn("neues-pass-22")).status).toBe(302);
  });

  it("a session ends at its absolute lifetime, however often it was renewed", async () => {
    const jar = new CookieJar();
    const res = await request(base(), jar, "/de/login", { method: "POST", body: formBody({ intent: "signin", email, password: "neues-pass-22" }) });
    expect(res.status).toBe(302);
    expect((await request(base(), jar, "/de/fragebogen")).status).toBe(200);
    // Renewed yesterday (expires in 29 days), but signed in longer ago than the absolute lifetime.
    await withDatabase(async (database) => {
      const [u] = await database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
      await database.db
        .update(sessionTable)
        .set({ createdAt: new Date(Date.now() - (SESSION_MAX_AGE + 86_400) * 1000), updatedAt: new Date(Date.now() - 86_400_000) })
        .where(eq(sessionTable.userId, u!.id));
    });
    // Page views read the signed session cache for up to a minute (decision 0045): past that minute
    // the database is asked, and the session's sign-in time there is past the absolute lifetime.
    jar.forget(/session_data$/);
    const page = await request(base(), jar, "/de/fragebogen");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/de\/login/);
    const left = await withDatabase(async (database) => {
      const [u] = await database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
      return database.db.select().from(sessionTable).where(eq(sessionTable.userId, u!.id));
    });
    // This browser's session row is gone (another sign-in of the earlier test may still be listed).
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(jar.header())?.[1] ?? "").split(".")[0];
    expect(token).toBeTruthy();
    expect(left.map((s) => s.token)).not.toContain(sessionTokenHash(token!));
  });

  it("session tokens are stored hashed: the cookie's token is nowhere in the database; the session works, renews and ends", async () => {
    const jar = new CookieJar();
    expect((await request(base(), jar, "/de/login", { method: "POST", body: formBody({ intent: "signin", email, password: "neues-pass-22" }) })).status).toBe(302);
    const token = cookieToken(jar);
    const hash = sessionTokenHash(token);
    // Past the session cache's minute the session is found in the database by the hash.
    jar.forget(/session_data$/);
    expect((await request(base(), jar, "/de/fragebogen")).status).toBe(200);
    const rows = await withDatabase((database) => database.db.select().from(sessionTable));
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((r) => r.token === hash);
    expect(row).toBeDefined();

    // Due for renewal (last renewed longer ago than SESSION_UPDATE_AGE): the lookup renews the row
    // found by the hash and sends the browser the same token again.
    const due = new Date(Date.now() + (SESSION_EXPIRES_IN - SESSION_UPDATE_AGE - 3600) * 1000);
    await withDatabase((database) => database.db.update(sessionTable).set({ expiresAt: due }).where(eq(sessionTable.token, hash)));
    jar.forget(/session_data$/);
    const renewed = await request(base(), jar, "/de/fragebogen");
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().some((c) => c.includes(`session_token=${encodeURIComponent(token)}.`) || c.includes(`session_token=${token}.`))).toBe(true);
    expect(cookieToken(jar)).toBe(token);
    const [after] = await withDatabase((database) => database.db.select().from(sessionTable).where(eq(sessionTable.token, hash)));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(due.getTime() + 3600_000);

    // The session lists would carry hashes that match nothing: not offered.
    expect((await request(base(), jar, "/api/auth/list-sessions")).status).toBe(404);
    expect((await request(base(), jar, "/api/auth/revoke-other-sessions", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).status).toBe(404);

    // Signing out ends exactly this row.
    expect((await request(base(), jar, "/de/logout", { method: "POST", body: formBody({}) })).status).toBe(302);
    const left = await withDatabase((database) => database.db.select({ token: sessionTable.token }).from(sessionTable));
    expect(left.map((r) => r.token)).not.toContain(hash);
  });

  it("migration 0009 hashes a session row stored before it exactly as the server does, once", async () => {
    const database = await createTestDatabase(driver);
    try {
      const [u] = await database.db
        .insert(userTable)
        .values({ id: "u-old-session", name: "Alt", email: "alt@example.com", emailVerified: true, createdAt: new Date(), updatedAt: new Date() })
        .returning({ id: userTable.id });
      const plain = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
      const now = new Date();
      await database.db.insert(sessionTable).values({ id: "s-old", token: plain, userId: u!.id, expiresAt: new Date(Date.now() + 86_400_000), createdAt: now, updatedAt: now });
      const migration = fs.readFileSync(path.resolve("drizzle/0009_hash_session_tokens.sql"), "utf8");
      await database.db.execute(sql.raw(migration));
      await database.db.execute(sql.raw(migration));
      const [row] = await database.db.select({ token: sessionTable.token }).from(sessionTable).where(eq(sessionTable.id, "s-old"));
      expect(row!.token).toBe(sessionTokenHash(plain));
    } finally {
      await database.drop();
    }
  });

  it("old rate-limit rows are purged, recent ones kept", async () => {
    const database = await createTestDatabase(driver);
    try {
      const now = Date.now();
      await database.db.insert(rateLimit).values([
        { id: "old", key: "198.51.100.1/sign-in/email", count: 3, lastRequest: now - RATE_LIMIT_KEEP_MS - 1000 },
        { id: "new", key: "198.51.100.2/sign-in/email", count: 3, lastRequest: now - 1000 },
      ]);
      expect(await purgeRateLimits(database.db, now)).toBe(1);
      expect((await database.db.select({ id: rateLimit.id }).from(rateLimit)).map((r) => r.id)).toEqual(["new"]);
    } finally {
      await database.drop();
    }
  });
});
