/**
 * The better-auth instance on a test database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
 * what the browser cannot reach — expired reset links, one-time use, revoked sessions, the profile copy,
 * the mail language, 2FA secrets and backup codes stored encrypted.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "~/server/db/client.server";
import { createAuth, LANG_HEADER, type Auth } from "~/server/auth/auth.server";
import { parseEnv } from "~/server/env.server";
import { base32Decode, parseOtpAuthUri, totp } from "~/server/auth/totp.server";
import { credentialHash, makeProof, PROOF_HEADER } from "~/server/auth/email-proof.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const PASSWORD = "secret-123";
const SECRET = "instance-test-secret-0123456789abcdefghij";
const GOOGLE_ENV = { GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "test-client-secret" };

let googleClients = 0;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * A Google sign-in through better-auth's real endpoints, with Google's token endpoint answered
 * locally (the only call that leaves the server; the ID token comes back from it directly).
 */
async function googleSignIn(auth: Auth, additionalData: Record<string, unknown>, profile: { email: string; given_name: string; family_name: string }) {
  const start = await auth.handler(
    new Request("https://watts.example/api/auth/sign-in/social", {
      method: "POST",
      // A client address of its own: better-auth limits sign-ins per address (3 per 10 s by default).
      headers: { "content-type": "application/json", origin: "https://watts.example", "x-forwarded-for": `192.0.2.${++googleClients}` },
      body: JSON.stringify({ provider: "google", callbackURL: "/en/auth/callback", disableRedirect: true, additionalData }),
    }),
  );
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const state = new URL(url).searchParams.get("state")!;
  const cookie = start.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const now = Math.floor(Date.now() / 1000);
  const idToken = [
    base64url({ alg: "RS256", kid: "test" }),
    base64url({ iss: "https://accounts.google.com", aud: GOOGLE_ENV.GOOGLE_CLIENT_ID, sub: `google-${profile.email}`, email_verified: true, name: `${profile.given_name} ${profile.family_name}`, iat: now, exp: now + 3600, ...profile }),
    "signature",
  ].join(".");
  const realFetch = globalThis.fetch;
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const target = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (target.startsWith("https://oauth2.googleapis.com/token")) {
      return Response.json({ access_token: "access", id_token: idToken, expires_in: 3600, token_type: "Bearer", scope: "openid email profile" });
    }
    return realFetch(input, init);
  });
  try {
    return await auth.handler(new Request(`https://watts.example/api/auth/callback/google?code=test-code&state=${encodeURIComponent(state)}`, { headers: { cookie } }));
  } finally {
    fetchSpy.mockRestore();
  }
}

describe.each(DRIVERS)("better-auth on %s", (driver) => {
  let database: TestDatabase;
  let auth: Auth;
  let googleAuth: Auth;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-auth-"));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const parsed = parseEnv({ APP_URL: "https://watts.example", DATA_DIR: dataDir, NODE_ENV: "production" });
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    auth = createAuth({ db: database.db, env: parsed.env, secret: SECRET });
    const withGoogle = parseEnv({ ...GOOGLE_ENV, APP_URL: "https://watts.example", DATA_DIR: dataDir, NODE_ENV: "production" });
    if (!withGoogle.ok) throw new Error(withGoogle.errors.join("\n"));
    googleAuth = createAuth({ db: database.db, env: withGoogle.env, secret: SECRET });
  });

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function mailJobs(to: string) {
    const rows = await queryRows<{ payload: unknown }>(database.db, sql`select payload from jobs where name = 'send-email' order by created_at, id`);
    return rows
      .map((r) => (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as { to: string; lang: string; template: string; vars: { url: string; firstName?: string } })
      .filter((p) => p.to === to);
  }

  async function signUp(email: string, lang: "de" | "en", verified = true) {
    await auth.api.signUpEmail({
      body: { email, password: PASSWORD, name: "Erika Muster", firstName: "Erika", lastName: "Muster", locale: lang },
      headers: new Headers({ [LANG_HEADER]: lang }),
    });
    if (verified) await database.db.execute(sql`update "user" set email_verified = true where email = ${email}`);
  }

  async function signIn(email: string, password = PASSWORD): Promise<Headers> {
    const res = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    return new Headers({ cookie });
  }

  async function resetTokenFor(email: string): Promise<string> {
    await auth.api.requestPasswordReset({ body: { email }, headers: new Headers({ [LANG_HEADER]: "de" }) });
    const jobs = (await mailJobs(email)).filter((j) => j.template === "reset-password");
    const url = new URL(jobs.at(-1)!.vars.url);
    expect(url.origin + url.pathname).toBe("https://watts.example/de/reset-password");
    return url.searchParams.get("token")!;
  }

  it("sign-up stores names and language, copies the names into user_profiles and queues the mail in that language", async () => {
    await signUp("erika@example.com", "en", false);
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select u.first_name, u.last_name, u.locale, u.email_verified, u.role, p.first_name as p_first, p.last_name as p_last, p.status
          from "user" u join user_profiles p on p.user_id = u.id where u.email = 'erika@example.com'`,
    );
    expect(row).toEqual({ first_name: "Erika", last_name: "Muster", locale: "en", email_verified: false, role: "user", p_first: "Erika", p_last: "Muster", status: "active" });
    const [mail] = await mailJobs("erika@example.com");
    expect(mail).toMatchObject({ template: "confirm-email", lang: "en", vars: { firstName: null } });
    expect(mail!.vars.url).toMatch(/^https:\/\/watts\.example\/en\/auth\/callback\?token=[\w.-]+&type=signup$/);
  });

  it("a Google sign-up takes its language from the page the sign-in started on; anything else falls back to German", async () => {
    const callback = await googleSignIn(googleAuth, { locale: "en" }, { email: "gina@example.com", given_name: "Gina", family_name: "Google" });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toContain("/en/auth/callback");
    const [gina] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select u.locale, u.first_name, u.email_verified, p.first_name as p_first from "user" u join user_profiles p on p.user_id = u.id where u.email = 'gina@example.com'`,
    );
    expect(gina).toEqual({ locale: "en", first_name: "Gina", email_verified: true, p_first: "Gina" });

    await googleSignIn(googleAuth, { locale: "<script>" }, { email: "gerd@example.com", given_name: "Gerd", family_name: "Google" });
    const [gerd] = await queryRows<{ locale: string }>(database.db, sql`select locale from "user" where email = 'gerd@example.com'`);
    expect(gerd).toEqual({ locale: "de" });
  });

  it("a sign-up with a taken address creates nothing and tells the owner, in the language of the page used", async () => {
    await signUp("taken@example.com", "de");
    const before = await mailJobs("taken@example.com");
    // Over the HTTP handler, as the register page calls it (the hook gets the request).
    const again = await auth.handler(
      new Request("https://watts.example/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://watts.example", [LANG_HEADER]: "en" },
        body: JSON.stringify({ email: "taken@example.com", password: "another-pass-1", name: "Mallory X", firstName: "Mallory", lastName: "X", locale: "en" }),
      }),
    );
    expect(again.status).toBe(200);
    expect(((await again.json()) as { token: unknown }).token).toBeNull();
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from "user" where email = 'taken@example.com'`);
    expect(count).toBe(1);
    const mails = (await mailJobs("taken@example.com")).slice(before.length);
    expect(mails).toEqual([{ to: "taken@example.com", lang: "en", template: "account-exists", vars: { firstName: "Erika", loginUrl: "https://watts.example/en/login" } }]);
    // The owner's password is unchanged.
    await expect(signIn("taken@example.com")).resolves.toBeInstanceOf(Headers);
  });

  async function userRow(email: string) {
    const [row] = await queryRows<{ id: string; email_verified: boolean }>(database.db, sql`select id, email_verified from "user" where email = ${email}`);
    return row!;
  }

  async function confirmToken(email: string): Promise<string> {
    const jobs = (await mailJobs(email)).filter((j) => j.template === "confirm-email");
    return new URL(jobs.at(-1)!.vars.url).searchParams.get("token")!;
  }

  function verifyEmail(token: string, headers: Record<string, string> = {}) {
    return auth.handler(new Request(`https://watts.example/api/auth/verify-email?token=${encodeURIComponent(token)}`, { headers }));
  }

  it("verify-email confirms and signs in only with a proof of the stored password (decision 0022)", async () => {
    await signUp("proof@example.com", "de", false);
    const token = await confirmToken("proof@example.com");
    const { id } = await userRow("proof@example.com");
    const hash = (await credentialHash(database.db, id))!;

    const bare = await verifyEmail(token);
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as { code: string }).code).toBe("PASSWORD_PROOF_REQUIRED");
    // A proof for another hash (e.g. made before the password changed), for another user, or expired.
    for (const proof of [
      makeProof(SECRET, { userId: id, email: "proof@example.com", passwordHash: `${hash}x` }, 600),
      makeProof(SECRET, { userId: "someone-else", email: "proof@example.com", passwordHash: hash }, 600),
      makeProof(SECRET, { userId: id, email: "proof@example.com", passwordHash: hash }, 600, Date.now() - 3600_000),
      makeProof("another-secret-0123456789abcdefghijklmn", { userId: id, email: "proof@example.com", passwordHash: hash }, 600),
    ]) {
      const res = await verifyEmail(token, { [PROOF_HEADER]: proof });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    }
    expect((await userRow("proof@example.com")).email_verified).toBe(false);

    const proven = await verifyEmail(token, { cookie: `watts_signup_proof=${makeProof(SECRET, { userId: id, email: "proof@example.com", passwordHash: hash }, 600)}` });
    expect(proven.status).toBe(200);
    expect(proven.headers.getSetCookie().some((c) => c.startsWith("__Secure-watts.session_token="))).toBe(true);
    expect((await userRow("proof@example.com")).email_verified).toBe(true);
  });

  it("a Google sign-in for an address with an unconfirmed password account is not linked, and the earlier password stays shut out", async () => {
    // The attacker registers the victim's address with a password of their choice.
    await auth.api.signUpEmail({ body: { email: "gabi@example.com", password: "attacker-pass-1", name: "M X", firstName: "M", lastName: "X", locale: "de" } });
    const callback = await googleSignIn(googleAuth, { locale: "de" }, { email: "gabi@example.com", given_name: "Gabi", family_name: "Google" });
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get("location")!, "https://watts.example").searchParams.get("error")).toBe("account_not_linked");
    expect(callback.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(false);
    const { id } = await userRow("gabi@example.com");
    const accounts = await queryRows<{ provider_id: string }>(database.db, sql`select provider_id from account where user_id = ${id}`);
    expect(accounts.map((a) => a.provider_id)).toEqual(["credential"]);
    expect((await userRow("gabi@example.com")).email_verified).toBe(false);
    await expect(signIn("gabi@example.com", "attacker-pass-1")).rejects.toMatchObject({ body: { code: "EMAIL_NOT_VERIFIED" } });

    // The owner confirms with the mailed link and sets her own password (what the confirmation page
    // does); after that Google links to her account and the attacker's password is gone.
    const ctx = await auth.$context;
    const hash = await ctx.password.hash("gabis-own-pass");
    await ctx.internalAdapter.updatePassword(id, hash);
    const token = await confirmToken("gabi@example.com");
    expect((await verifyEmail(token, { [PROOF_HEADER]: makeProof(SECRET, { userId: id, email: "gabi@example.com", passwordHash: hash }, 300) })).status).toBe(200);
    const linked = await googleSignIn(googleAuth, { locale: "de" }, { email: "gabi@example.com", given_name: "Gabi", family_name: "Google" });
    expect(linked.status).toBe(302);
    expect(linked.headers.get("location")).not.toContain("error=");
    expect(linked.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(true);
    await expect(signIn("gabi@example.com", "attacker-pass-1")).rejects.toMatchObject({ body: { code: "INVALID_EMAIL_OR_PASSWORD" } });
    await expect(signIn("gabi@example.com", "gabis-own-pass")).resolves.toBeInstanceOf(Headers);
  });

  it("sign-in is refused until the address is confirmed", async () => {
    await expect(auth.api.signInEmail({ body: { email: "erika@example.com", password: PASSWORD } })).rejects.toMatchObject({ body: { code: "EMAIL_NOT_VERIFIED" } });
    await expect(auth.api.signInEmail({ body: { email: "erika@example.com", password: "wrong-pass" } })).rejects.toMatchObject({ body: { code: "INVALID_EMAIL_OR_PASSWORD" } });
  });

  it("a reset link stops working after its hour", async () => {
    await signUp("expired@example.com", "de");
    const token = await resetTokenFor("expired@example.com");
    const [v] = await queryRows<{ expires_at: string | Date }>(database.db, sql`select expires_at from verification where value = (select id from "user" where email = 'expired@example.com')`);
    const lifetimeMs = new Date(v!.expires_at).getTime() - Date.now();
    expect(lifetimeMs).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetimeMs).toBeLessThanOrEqual(60 * 60 * 1000);
    await database.db.execute(sql`update verification set expires_at = now() - interval '1 second' where value = (select id from "user" where email = 'expired@example.com')`);
    await expect(auth.api.resetPassword({ body: { token, newPassword: "brand-new-1" } })).rejects.toMatchObject({ body: { code: "INVALID_TOKEN" } });
    // The old password still works.
    await expect(signIn("expired@example.com")).resolves.toBeInstanceOf(Headers);
  });

  it("a reset link works once, and the reset signs the account out everywhere", async () => {
    await signUp("once@example.com", "de");
    const session = await signIn("once@example.com");
    expect(await auth.api.getSession({ headers: session })).not.toBeNull();
    const token = await resetTokenFor("once@example.com");
    await expect(auth.api.resetPassword({ body: { token, newPassword: "brand-new-1" } })).resolves.toEqual({ status: true });
    await expect(auth.api.resetPassword({ body: { token, newPassword: "brand-new-2" } })).rejects.toMatchObject({ body: { code: "INVALID_TOKEN" } });
    // The database no longer knows the session (page views that read the 60 s cookie cache follow within it, decision 0045).
    expect(await auth.api.getSession({ headers: session, query: { disableCookieCache: true } })).toBeNull();
    await expect(signIn("once@example.com")).rejects.toMatchObject({ body: { code: "INVALID_EMAIL_OR_PASSWORD" } });
    await expect(signIn("once@example.com", "brand-new-1")).resolves.toBeInstanceOf(Headers);
  });

  it("reads a session with its user in one statement (a write's session check; decision 0057)", async () => {
    await signUp("joined@example.com", "en");
    const headers = await signIn("joined@example.com");
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statements = vi.spyOn(client, "query");
    try {
      const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
      expect(found?.user).toMatchObject({ email: "joined@example.com", firstName: "Erika", lastName: "Muster", locale: "en", emailVerified: true });
      expect(found?.user.createdAt).toBeInstanceOf(Date);
      expect(found?.session.expiresAt).toBeInstanceOf(Date);
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
  });

  it("reset requests for unknown addresses look the same and send nothing", async () => {
    const known = await auth.api.requestPasswordReset({ body: { email: "once@example.com" } });
    const unknown = await auth.api.requestPasswordReset({ body: { email: "ghost@example.com" } });
    expect(unknown).toEqual(known);
    expect(await mailJobs("ghost@example.com")).toEqual([]);
  });

  it("stores the TOTP secret and the backup codes encrypted, and turns 2FA on after a correct code", async () => {
    await signUp("totp@example.com", "de");
    const headers = await signIn("totp@example.com");
    const answer = await auth.api.enableTwoFactor({ body: { password: PASSWORD, issuer: "Watts" }, headers });
    if (answer.method !== "totp") throw new Error("expected a TOTP enrolment");
    const enabled = answer;
    const uri = parseOtpAuthUri(enabled.totpURI!);
    expect(uri?.issuer).toBe("Watts");
    expect(enabled.backupCodes).toHaveLength(10);
    const [row] = await queryRows<{ secret: string; backup_codes: string; verified: boolean }>(
      database.db,
      sql`select secret, backup_codes, verified from two_factor where user_id = (select id from "user" where email = 'totp@example.com')`,
    );
    expect(row!.verified).toBe(false);
    expect(row!.secret).not.toContain(uri!.secret);
    expect(row!.secret).not.toContain(base32Decode(uri!.secret).toString("utf8"));
    for (const code of enabled.backupCodes!) expect(row!.backup_codes).not.toContain(code);

    await expect(auth.api.verifyTOTP({ body: { code: "000000" }, headers })).rejects.toMatchObject({ body: { code: "INVALID_CODE" } });
    const verified = await auth.api.verifyTOTP({ body: { code: totp(uri!.secret) }, headers, returnHeaders: true });
    expect(verified.headers.getSetCookie().some((c) => c.startsWith("__Secure-watts.session_token="))).toBe(true);
    const [user] = await queryRows<{ two_factor_enabled: boolean }>(database.db, sql`select two_factor_enabled from "user" where email = 'totp@example.com'`);
    expect(user!.two_factor_enabled).toBe(true);
    // Signing in now stops at the second factor.
    const second = await auth.api.signInEmail({ body: { email: "totp@example.com", password: PASSWORD } });
    expect(second).toMatchObject({ twoFactorRedirect: true });
  });
});
