/**
 * Issue 13 finding 16, on PGlite and PostgreSQL: a forgot-password request does the same database
 * work for an address with an account as for one without — the same rows written in every table
 * (one request-password-reset job), nothing read that differs in what it writes — and gets the same
 * answer. Only the worker, after the answer, makes the token and the mail for a real account.
 * Not a timing assertion: the work itself is compared.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/server/db/client.server";
import { createAuth, type Auth } from "~/server/auth/auth.server";
import { handlePasswordResetRequest } from "~/server/auth/password-reset-job.server";
import { parseEnv } from "~/server/env.server";
import { startWorker } from "~/server/jobs/worker.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const TABLES = ["user", "account", "session", "verification", "jobs", "user_profiles"] as const;

describe.each(DRIVERS)("forgot password does equal work on %s", (driver) => {
  let database: TestDatabase;
  let auth: Auth;
  let client = 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-forgot-"));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const parsed = parseEnv({ APP_URL: "https://watts.example", DATA_DIR: dataDir, NODE_ENV: "production" });
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    auth = createAuth({ db: database.db, env: parsed.env, secret: "forgot-test-secret-0123456789abcdefghij" });
    await auth.api.signUpEmail({ body: { email: "known@example.com", password: "Sonnenblume-42", name: "Erika Muster", firstName: "Erika", lastName: "Muster", locale: "de" } });
    await database.db.execute(sql`update "user" set email_verified = true where email = 'known@example.com'`);
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const t of TABLES) {
      const [row] = await queryRows<{ n: number | string }>(database.db, sql`select count(*) as n from ${sql.identifier(t)}`);
      out[t] = Number(row!.n);
    }
    return out;
  }

  /** One forgot-password request from the outside (a client address of its own) and what it wrote. */
  async function request(email: string) {
    const before = await counts();
    const res = await auth.handler(
      new Request("https://watts.example/api/auth/request-password-reset", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://watts.example", "x-forwarded-for": `198.51.100.${++client}`, "x-watts-lang": "en" },
        body: JSON.stringify({ email, redirectTo: "/en/reset-password" }),
      }),
    );
    const after = await counts();
    const delta = Object.fromEntries(TABLES.map((t) => [t, after[t]! - before[t]!]));
    return { status: res.status, body: await res.json(), delta };
  }

  const jobsNamed = (name: string) =>
    queryRows<{ payload: unknown }>(database.db, sql`select payload from jobs where name = ${name} order by created_at, id`).then((rows) =>
      rows.map((r) => (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>),
    );

  it("writes the same rows and answers the same for a known and an unknown address; the worker mails only the account", async () => {
    const known = await request("known@example.com");
    const unknown = await request("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    // Exactly one job and nothing else (no token, no mail job) during the request, for both.
    expect(known.delta).toEqual({ user: 0, account: 0, session: 0, verification: 0, jobs: 1, user_profiles: 0 });
    expect(await jobsNamed("request-password-reset")).toEqual([
      { email: "known@example.com", lang: "en" },
      { email: "nobody@example.com", lang: "en" },
    ]);
    const resetMails = async () => (await jobsNamed("send-email")).filter((m) => m.template === "reset-password");
    expect(await resetMails()).toEqual([]);

    const worker = await startWorker({
      db: database.db,
      pollMs: 20,
      // Mail jobs are only recorded here (their payload is what is checked), not sent.
      handlers: { "request-password-reset": (ctx) => handlePasswordResetRequest(ctx, auth), "send-email": async () => null },
    });
    await worker.drain();
    await worker.stop();

    const mails = await resetMails();
    expect(mails.map((m) => [m.to, m.template, m.lang])).toEqual([["known@example.com", "reset-password", "en"]]);
    // (The mail's link is redacted from the payload once the mail job completed; the token row is the proof.)
    const [v] = await queryRows<{ n: number | string }>(database.db, sql`select count(*) as n from verification`);
    expect(Number(v!.n)).toBe(1);
    const done = await queryRows<{ status: string }>(database.db, sql`select status from jobs where name = 'request-password-reset'`);
    expect(done.map((j) => j.status)).toEqual(["completed", "completed"]);
  });

  it("a malformed address is refused by better-auth as before and enqueues nothing", async () => {
    const before = await counts();
    const res = await auth.handler(
      new Request("https://watts.example/api/auth/request-password-reset", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://watts.example", "x-forwarded-for": "198.51.100.200" },
        body: JSON.stringify({ email: "not-an-address" }),
      }),
    );
    expect(res.status).toBe(400);
    expect((await counts()).jobs).toBe(before.jobs);
  });
});
