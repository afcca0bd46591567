/**
 * Limits per e-mail address and per user (issue 13, findings 8 and 13), on the better-auth instance
 * over PGlite and PostgreSQL, through its HTTP handler — the path of our page actions (callAuth) and
 * of direct JSON calls alike — with a different client address for every request, so better-auth's
 * limits per client address never step in:
 * - wrong passwords for one address lock it for a while (known and unknown addresses alike), the
 *   right password too during the lock, and it works again afterwards (or after a password reset)
 *   and clears the count;
 * - reset and confirmation mails per address;
 * - a TOTP code is accepted once.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/server/db/client.server";
import { rateLimit } from "~/server/db/schema.server";
import { createAuth, LANG_HEADER, type Auth } from "~/server/auth/auth.server";
import { addressKey, MAILS_PER_ADDRESS, SIGN_IN_FAILURES_MAX, SIGN_IN_LOCK_STEP_MS } from "~/server/auth/account-limits.server";
import { purgeRateLimits } from "~/server/auth/rate-limit-purge.server";
import { handlePasswordResetRequest } from "~/server/auth/password-reset-job.server";
import { startWorker } from "~/server/jobs/worker.server";
import { failureToast } from "~/server/auth/messages.server";
import { parseEnv } from "~/server/env.server";
import { parseOtpAuthUri, totp } from "~/server/auth/totp.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const PASSWORD = "secret-123";
const SECRET = "limits-test-secret-0123456789abcdefghijkl";
const ORIGIN = "https://watts.example";

let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

describe.each(DRIVERS)("limits per address on %s", (driver) => {
  let database: TestDatabase;
  let auth: Auth;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-limits-"));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const parsed = parseEnv({ APP_URL: ORIGIN, DATA_DIR: dataDir, NODE_ENV: "production" });
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    auth = createAuth({ db: database.db, env: parsed.env, secret: SECRET });
  });

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A JSON POST to /api/auth/… from a client address of its own. */
  async function post(pathname: string, body: unknown, cookie?: string) {
    const headers = new Headers({ "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": nextIp(), [LANG_HEADER]: "de" });
    if (cookie) headers.set("cookie", cookie);
    const res = await auth.handler(new Request(`${ORIGIN}/api/auth${pathname}`, { method: "POST", headers, body: JSON.stringify(body) }));
    const text = await res.text();
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    return { status: res.status, body: (text ? JSON.parse(text) : null) as { code?: string; twoFactorRedirect?: boolean } | null, cookies };
  }

  async function signUp(email: string) {
    await auth.api.signUpEmail({ body: { email, password: PASSWORD, name: "Erika Muster", firstName: "Erika", lastName: "Muster", locale: "de" } });
    await database.db.execute(sql`update "user" set email_verified = true where email = ${email}`);
  }

  async function mailCount(to: string) {
    const rows = await queryRows<{ payload: unknown }>(database.db, sql`select payload from jobs where name = 'send-email'`);
    return rows.map((r) => (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as { to: string }).filter((p) => p.to === to).length;
  }

  /** Runs the queued reset requests as the worker does (decision 0046): only then is the mail queued (mail jobs are only recorded, not sent). */
  const sentMails: { to: string; template: string; vars: { url?: string } }[] = [];
  async function runResetRequests() {
    const worker = await startWorker({
      db: database.db,
      pollMs: 20,
      handlers: {
        "request-password-reset": (ctx) => handlePasswordResetRequest(ctx, auth),
        // A sent mail's link is removed from the stored job: keep the payload as it was sent.
        "send-email": async (ctx) => {
          sentMails.push(ctx.job.payload as (typeof sentMails)[number]);
          return null;
        },
      },
    });
    await worker.drain();
    await worker.stop();
  }

  /** Moves the address's failure count into the past (as if that much time had gone by). */
  async function age(email: string, ms: number) {
    await database.db.execute(sql`update rate_limit set last_request = last_request - ${ms} where key = ${addressKey("sign-in", email)}`);
  }

  it("locks an address after repeated wrong passwords from many client addresses, known or not, and unlocks it later", async () => {
    const known = "victim@example.com";
    const unknown = "nobody@example.com";
    await signUp(known);
    for (const email of [known, unknown]) {
      const statuses: number[] = [];
      const codes: Array<string | undefined> = [];
      for (let i = 0; i < 30; i++) {
        const res = await post("/sign-in/email", { email, password: `wrong-password-${i}` });
        statuses.push(res.status);
        codes.push(res.body?.code);
      }
      expect(statuses.slice(0, SIGN_IN_FAILURES_MAX)).toEqual(Array(SIGN_IN_FAILURES_MAX).fill(401));
      expect(statuses.slice(SIGN_IN_FAILURES_MAX)).toEqual(Array(30 - SIGN_IN_FAILURES_MAX).fill(429));
      expect(new Set(codes.slice(SIGN_IN_FAILURES_MAX))).toEqual(new Set(["ACCOUNT_LOCKED"]));
    }

    // During the lock the right password is refused as well (and looks like the unknown address).
    const during = await post("/sign-in/email", { email: known, password: PASSWORD });
    expect(during.status).toBe(429);
    expect(during.body?.code).toBe("ACCOUNT_LOCKED");
    expect(during.cookies).not.toContain("session_token");
    const other = await post("/sign-in/email", { email: "Victim@Example.com ", password: PASSWORD });
    expect(other.status).toBe(429);

    // The page shows it in its language.
    const error = { status: 429, code: "ACCOUNT_LOCKED", message: "" };
    expect(failureToast("de", error).description).toContain("vorübergehend gesperrt");
    expect(failureToast("en", error).description).toContain("temporarily locked");

    // After the lock: the right password signs in and clears the count.
    await age(known, SIGN_IN_LOCK_STEP_MS + 1000);
    const after = await post("/sign-in/email", { email: known, password: PASSWORD });
    expect(after.status).toBe(200);
    expect(after.cookies).toContain("session_token");
    expect(await database.db.select().from(rateLimit).where(eq(rateLimit.key, addressKey("sign-in", known)))).toEqual([]);

    // Each failure after a lock locks again, a step longer (the owner waits 15, 30, … at most 60 minutes).
    await age(unknown, SIGN_IN_LOCK_STEP_MS + 1000);
    expect((await post("/sign-in/email", { email: unknown, password: "wrong-again" })).status).toBe(401);
    expect((await post("/sign-in/email", { email: unknown, password: "wrong-again" })).status).toBe(429);
    await age(unknown, SIGN_IN_LOCK_STEP_MS + 1000);
    expect((await post("/sign-in/email", { email: unknown, password: "wrong-again" })).status).toBe(429);
    await age(unknown, SIGN_IN_LOCK_STEP_MS);
    expect((await post("/sign-in/email", { email: unknown, password: "wrong-again" })).status).toBe(401);

    // The purge of better-auth's short windows keeps the counters per address.
    await purgeRateLimits(database.db, Date.now() + 20 * 60 * 1000);
    expect(await database.db.select().from(rateLimit).where(like(rateLimit.key, "account:sign-in:%"))).toHaveLength(1);
  });

  it("a password reset through the mailed link ends the lock", async () => {
    const email = "locked-owner@example.com";
    await signUp(email);
    for (let i = 0; i < SIGN_IN_FAILURES_MAX; i++) await post("/sign-in/email", { email, password: `guess-${i}` });
    expect((await post("/sign-in/email", { email, password: PASSWORD })).status).toBe(429);
    expect((await post("/request-password-reset", { email, redirectTo: "/de/reset-password" })).status).toBe(200);
    await runResetRequests();
    const mail = sentMails.find((p) => p.to === email && p.template === "reset-password");
    const token = new URL(mail!.vars.url!).searchParams.get("token")!;
    expect((await post("/reset-password", { token, newPassword: "Neues-Passwort-2026" })).status).toBe(200);
    expect((await post("/sign-in/email", { email, password: "Neues-Passwort-2026" })).status).toBe(200);
  });

  it("sends at most a few reset and confirmation mails per address and hour, whatever the client address", async () => {
    const email = "mails@example.com";
    await signUp(email);
    const before = await mailCount(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post("/request-password-reset", { email, redirectTo: "/de/reset-password" })).status);
    expect(statuses).toEqual([...Array(MAILS_PER_ADDRESS).fill(200), ...Array(6 - MAILS_PER_ADDRESS).fill(429)]);
    await runResetRequests();
    expect((await mailCount(email)) - before).toBe(MAILS_PER_ADDRESS);
    const refused = await post("/request-password-reset", { email });
    expect(refused.body?.code).toBe("MAIL_LIMIT_REACHED");
    expect(failureToast("de", { status: 429, code: "MAIL_LIMIT_REACHED", message: "" }).description).toContain("Postfach");

    // Confirmation mails: an unconfirmed address, and an unknown one, are limited the same way.
    await auth.api.signUpEmail({ body: { email: "unconfirmed@example.com", password: PASSWORD, name: "Max Muster", locale: "de" } });
    for (const address of ["unconfirmed@example.com", "ghost@example.com"]) {
      const resends: number[] = [];
      for (let i = 0; i < 5; i++) resends.push((await post("/send-verification-email", { email: address })).status);
      expect(resends.filter((s) => s === 429)).toHaveLength(5 - MAILS_PER_ADDRESS);
      expect(resends.slice(0, MAILS_PER_ADDRESS).every((s) => s === 200)).toBe(true);
    }
    // The sign-up mail plus at most three more.
    expect(await mailCount("unconfirmed@example.com")).toBeLessThanOrEqual(1 + MAILS_PER_ADDRESS);

    // A request refused for another reason (a callback URL off the site) uses up nothing.
    for (let i = 0; i < 5; i++) {
      const bad = await post("/send-verification-email", { email: "callback@example.com", callbackURL: "https://evil.example/" });
      expect([400, 403]).toContain(bad.status);
    }
    expect((await post("/send-verification-email", { email: "callback@example.com" })).status).toBe(200);

    // An hour later the address gets mails again.
    await database.db.execute(sql`update rate_limit set last_request = last_request - ${60 * 60 * 1000 + 1000} where key = ${addressKey("mail", email)}`);
    expect((await post("/request-password-reset", { email })).status).toBe(200);
  });

  it("accepts a TOTP code only once", async () => {
    const email = "totp-once@example.com";
    await signUp(email);
    const signedIn = await post("/sign-in/email", { email, password: PASSWORD });
    const enabled = await auth.api.enableTwoFactor({ body: { password: PASSWORD, issuer: "Watts" }, headers: new Headers({ cookie: signedIn.cookies }) });
    if (enabled.method !== "totp") throw new Error("expected a TOTP enrolment");
    const secret = parseOtpAuthUri(enabled.totpURI!)!.secret;
    // Enrolment with the previous step's code (still valid), so that the current one is fresh below.
    expect((await post("/two-factor/verify-totp", { code: totp(secret, { time: Date.now() - 30_000 }) }, signedIn.cookies)).status).toBe(200);

    async function secondStep(code: string) {
      const first = await post("/sign-in/email", { email, password: PASSWORD });
      expect(first.body?.twoFactorRedirect).toBe(true);
      return post("/two-factor/verify-totp", { code }, first.cookies);
    }
    const code = totp(secret);
    // A wrong code does not use anything up.
    expect((await secondStep(code === "000000" ? "111111" : "000000")).status).toBe(401);
    const used = await secondStep(code);
    expect(used.status).toBe(200);
    expect(used.cookies).toContain("session_token");

    const replay = await secondStep(code);
    expect(replay.status).toBe(401);
    expect(replay.body?.code).toBe("TOTP_CODE_USED");
    expect(replay.cookies).not.toContain("session_token=");
    expect(failureToast("de", { status: 401, code: "TOTP_CODE_USED", message: "" }).description).toContain("bereits verwendet");
    expect(failureToast("en", { status: 401, code: "TOTP_CODE_USED", message: "" }).description).toContain("already been used");
  });
});
