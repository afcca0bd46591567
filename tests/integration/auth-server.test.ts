/**
 * Accounts against the built server (no browser): rate limits with their localized message, no account
 * enumeration through sign-up, sign-in and forgot-password, cookie flags, forged cross-origin POSTs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { createPostgresDatabase, DRIVERS } from "./support/db";
import { Browserish, freshIp, waitForOutboxLink, type HttpResponse } from "./support/http";

const PASSWORD = "secret-123";

/** The page of an answer with the request-specific parts (e-mail, random ids, build hashes) removed. */
function normalize(res: HttpResponse, ...emails: string[]): { status: number; cookies: string[]; body: string } {
  let body = res.text;
  for (const e of emails) body = body.split(e).join("EMAIL").split(encodeURIComponent(e)).join("EMAIL");
  body = body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "UUID");
  // Every page has a fresh CSP nonce (decision 0040).
  body = body.replace(/nonce="[^"]*"/g, 'nonce="NONCE"');
  return { status: res.status, cookies: res.setCookies.map((c) => c.split("=")[0]!).sort(), body };
}

function toastOf(html: string): string {
  // The action's toast travels in the hydration data; its title and description are enough here.
  const m = html.match(/\\"title\\",\\"([^"\\]*)\\",\\"description\\",\\"([^"\\]*)\\"/);
  return m ? `${m[1]} / ${m[2]}` : "";
}

async function registerAndConfirm(server: RunningServer, email: string): Promise<void> {
  const client = new Browserish(server.baseURL, { ip: freshIp() });
  const reg = await client.post("/de/login", { intent: "register", email, password: PASSWORD, firstName: "Test", lastName: "Person" });
  expect(reg.status).toBe(200);
  const link = await waitForOutboxLink(server.dataDir, email, /https?:\/\/[^\s"<>]+\/auth\/callback\?token=[^\s"<>&]+&type=signup/);
  const path = new URL(link).pathname + new URL(link).search;
  const landing = await client.get(path);
  expect(landing.status).toBe(302);
  const verified = await client.post("/de/auth/callback", { intent: "verify" });
  expect(verified.status).toBe(302);
  expect(verified.location).toBe("/de/dashboard");
}

describe.each(DRIVERS)("accounts on the built server (%s)", (driver) => {
  let server: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = { ADMIN_EMAIL: "admin@example.com" };
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      dropDatabase = created.drop;
      env.DATABASE_URL = created.url;
      env.AUTH_SECRET = "integration-test-secret-0123456789abcdef";
    }
    server = await startServer(env);
    await registerAndConfirm(server, "known@example.com");
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it("hitting the sign-in rate limit gives the localized message", async () => {
    const client = new Browserish(server.baseURL, { ip: freshIp() });
    const answers: number[] = [];
    // Ten different addresses: the limit per address (account-limits.test.ts) stays out of this one.
    for (let i = 0; i < 10; i++) answers.push((await client.post("/de/login", { intent: "signin", email: `guess${i}@example.com`, password: "wrong-password" })).status);
    expect(answers.every((s) => s === 401)).toBe(true);
    const limited = await client.post("/de/login", { intent: "signin", email: "known@example.com", password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(toastOf(limited.text)).toMatch(/^Fehler \/ Zu viele Versuche\. Bitte warten Sie \d+ Sekunden und versuchen Sie es dann erneut\.$/);
    expect(limited.setCookies.some((c) => c.includes("session_token=") && !/session_token=;/.test(c))).toBe(false);
    // Another client address is not affected.
    const other = new Browserish(server.baseURL, { ip: freshIp() });
    expect((await other.post("/de/login", { intent: "signin", email: "known@example.com", password: PASSWORD })).status).toBe(302);
  });

  it("forgot-password and sign-up are rate limited too, in English on English pages", async () => {
    const client = new Browserish(server.baseURL, { ip: freshIp() });
    for (let i = 0; i < 5; i++) expect((await client.post("/en/forgot-password", { email: `nobody${i}@example.com` })).status).toBe(200);
    const limited = await client.post("/en/forgot-password", { email: "nobody@example.com" });
    expect(limited.status).toBe(429);
    expect(toastOf(limited.text)).toMatch(/^Sending failed \/ Too many attempts\. Please wait \d+ seconds and then try again\.$/);

    const signUps = new Browserish(server.baseURL, { ip: freshIp() });
    for (let i = 0; i < 5; i++) {
      const res = await signUps.post("/de/register", { email: `burst${i}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });
      expect(res.status, `sign-up ${i}`).toBe(302);
    }
    const blocked = await signUps.post("/de/register", { email: "burst9@example.com", password: PASSWORD, confirmPassword: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(toastOf(blocked.text)).toMatch(/^Registrierung fehlgeschlagen \/ Zu viele Versuche/);
  });

  it("sign-up answers identically for a known and an unknown e-mail", async () => {
    const fresh = "brand-new@example.com";
    const a = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/login", { intent: "register", email: "known@example.com", password: PASSWORD, firstName: "A", lastName: "B" });
    const b = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/login", { intent: "register", email: fresh, password: PASSWORD, firstName: "A", lastName: "B" });
    expect(normalize(a, "known@example.com")).toEqual(normalize(b, fresh));
    expect(toastOf(a.text)).toBe("Registrierung erfolgreich / Bitte überprüfen Sie Ihre E-Mail für die Bestätigung.");

    const pa = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/register", { email: "known@example.com", password: PASSWORD, confirmPassword: PASSWORD });
    const pb = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/register", { email: "other-new@example.com", password: PASSWORD, confirmPassword: PASSWORD });
    expect([pa.status, pa.location]).toEqual([302, "/de/login?registered=1"]);
    expect([pb.status, pb.location]).toEqual([302, "/de/login?registered=1"]);
    expect(pa.setCookies.map((c) => c.split("=")[0]).sort()).toEqual(pb.setCookies.map((c) => c.split("=")[0]).sort());
  });

  it("wrong passwords for one address from many client addresses lock it, on the login page and the JSON API alike", async () => {
    // Issue 13, finding 8: every guess from another client address; the limit per address still holds.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      if (i % 2 === 0) {
        statuses.push((await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/login", { intent: "signin", email: "guessed@example.com", password: `wrong-${i}` })).status);
      } else {
        const res = await fetch(`${server.baseURL}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.baseURL, "x-forwarded-for": freshIp() },
          body: JSON.stringify({ email: "guessed@example.com", password: `wrong-${i}` }),
        });
        statuses.push(res.status);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    const de = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/login", { intent: "signin", email: "guessed@example.com", password: "wrong" });
    expect(toastOf(de.text)).toMatch(/^Fehler \/ Zu viele fehlgeschlagene Anmeldeversuche für diese E-Mail-Adresse\./);
    const en = await new Browserish(server.baseURL, { ip: freshIp() }).post("/en/login", { intent: "signin", email: "guessed@example.com", password: "wrong" });
    expect(toastOf(en.text)).toMatch(/Too many failed sign-in attempts for this e-mail address\./);
  });

  it("sign-in answers identically for an unknown e-mail and a known one with a wrong password", async () => {
    const a = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/login", { intent: "signin", email: "known@example.com", password: "wrong-password" });
    const b = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/login", { intent: "signin", email: "unknown@example.com", password: "wrong-password" });
    expect(a.status).toBe(401);
    expect(normalize(a, "known@example.com")).toEqual(normalize(b, "unknown@example.com"));
    expect(toastOf(a.text)).toBe("Fehler / Ungültige E-Mail-Adresse oder ungültiges Passwort.");
  });

  it("forgot-password answers identically whether or not the address has an account", async () => {
    const a = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/forgot-password", { email: "known@example.com" });
    const b = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/forgot-password", { email: "unknown@example.com" });
    expect(a.status).toBe(200);
    expect(normalize(a, "known@example.com")).toEqual(normalize(b, "unknown@example.com"));
    expect(toastOf(a.text)).toBe("E-Mail gesendet / Prüfen Sie Ihr Postfach für den Reset-Link.");
  });

  it("session cookies are HttpOnly and SameSite=Lax (no Secure over plain http)", async () => {
    const client = new Browserish(server.baseURL, { ip: freshIp() });
    const res = await client.post("/de/login", { intent: "signin", email: "known@example.com", password: PASSWORD });
    expect(res.status).toBe(302);
    const session = res.setCookies.find((c) => c.startsWith("watts.session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).not.toMatch(/;\s*Secure/i);
    const flash = res.setCookies.find((c) => c.startsWith("watts_flash="));
    expect(flash).toMatch(/HttpOnly/i);
    expect(flash).toMatch(/SameSite=Lax/i);
    // The session is stored in the database: the header shows the signed-in buttons.
    const home = await client.get("/de");
    expect(home.text).toContain('data-testid="header-logout"');
    expect(home.text).toContain('data-testid="header-dashboard"');
  });

  it("refuses forged cross-origin POSTs", async () => {
    const victim = new Browserish(server.baseURL, { ip: freshIp() });
    expect((await victim.post("/de/login", { intent: "signin", email: "known@example.com", password: PASSWORD })).status).toBe(302);

    // A cross-site form post carrying the victim's cookies: sign-out, 2FA, sign-in.
    const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    for (const [path, form] of [
      ["/de/logout", {}],
      ["/de/konto/sicherheit", { intent: "disable", password: PASSWORD }],
      ["/de/login", { intent: "signin", email: "known@example.com", password: PASSWORD }],
      ["/de/forgot-password", { email: "known@example.com" }],
    ] as const) {
      const res = await victim.post(path, form, evil);
      expect([400, 403], path).toContain(res.status);
      expect(res.setCookies.filter((c) => c.includes("session_token")), path).toEqual([]);
    }
    // Without an Origin header but with fetch metadata saying cross-site: our own check answers 403.
    const noOrigin = await fetch(`${server.baseURL}/de/logout`, {
      method: "POST",
      headers: { cookie: victim.cookieHeader(), "sec-fetch-site": "cross-site", "x-forwarded-for": victim.ip },
      redirect: "manual",
    });
    expect(noOrigin.status).toBe(403);
    // better-auth's own endpoints check the origin as well.
    const api = await fetch(`${server.baseURL}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: victim.cookieHeader(), origin: "https://evil.example", "content-type": "application/json", "x-forwarded-for": victim.ip },
      body: "{}",
    });
    expect(api.status).toBe(403);
    // The victim is still signed in.
    expect((await victim.get("/de")).text).toContain('data-testid="header-logout"');
  });
});

describe("Google sign-in", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ GOOGLE_CLIENT_ID: "test-client-id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "test-client-secret" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the button only when configured and sends the browser to Google, back through our callback", async () => {
    const client = new Browserish(server.baseURL, { ip: freshIp() });
    expect((await client.get("/de/login")).text).toContain('data-testid="login-google"');
    const res = await client.post("/de/login", { intent: "google" });
    expect(res.status).toBe(302);
    const target = new URL(res.location!);
    expect(target.origin).toBe("https://accounts.google.com");
    expect(target.searchParams.get("client_id")).toBe("test-client-id.apps.googleusercontent.com");
    expect(target.searchParams.get("redirect_uri")).toBe(`${server.baseURL}/api/auth/callback/google`);
    expect(target.searchParams.get("state")).toBeTruthy();
    // The OAuth state is bound to this browser by an httpOnly cookie.
    expect(res.setCookies.some((c) => c.startsWith("watts.") && /HttpOnly/i.test(c))).toBe(true);

    const plain = await startServer();
    try {
      expect((await new Browserish(plain.baseURL, { ip: freshIp() }).get("/de/login")).text).not.toContain("login-google");
    } finally {
      await plain.stop();
    }
  });
});

describe("cookie flags in production behind TLS", () => {
  let server: RunningServer;
  const host = "watts.example";
  // What a TLS-terminating proxy on this machine would send (the port keeps React Router's URL exact).
  const tls = { "x-forwarded-proto": "https", "x-forwarded-host": `${host}:443` };

  beforeAll(async () => {
    server = await startServer({ NODE_ENV: "production", APP_URL: `https://${host}`, COMPANY_FILE: "docs/company.example.json" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("marks every auth cookie Secure (and __Secure- prefixed) when APP_URL is https", async () => {
    const client = new Browserish(server.baseURL, { ip: freshIp(), origin: `https://${host}`, headers: tls });
    const email = "secure@example.com";
    expect((await client.post("/de/login", { intent: "register", email, password: PASSWORD, firstName: "S", lastName: "C" })).status).toBe(200);
    const link = await waitForOutboxLink(server.dataDir, email, /https:\/\/watts\.example\/de\/auth\/callback\?token=[^\s"<>&]+&type=signup/);
    const landing = await client.get(new URL(link).pathname + new URL(link).search);
    const confirm = landing.setCookies.find((c) => c.startsWith("watts_confirm="));
    expect(confirm).toMatch(/HttpOnly/i);
    expect(confirm).toMatch(/SameSite=Lax/i);
    expect(confirm).toMatch(/;\s*Secure/i);
    const verified = await client.post("/de/auth/callback", { intent: "verify" });
    expect(verified.status).toBe(302);
    const session = verified.setCookies.find((c) => c.startsWith("__Secure-watts.session_token="));
    expect(session, verified.setCookies.join("\n")).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/;\s*Secure/i);
    const flash = verified.setCookies.find((c) => c.startsWith("watts_flash="));
    expect(flash).toMatch(/;\s*Secure/i);
  });
});
