/**
 * Account pre-hijacking over HTTP against the built server (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): an attacker registers the victim's address with a password of their
 * choice; the victim confirms with the mailed link in their own browser and uses the account; the
 * attacker's password must never open it (decision 0022). Also: the victim who registers herself
 * after the attacker, the legitimate journeys (same browser: straight in; another device: with the
 * password), and better-auth's own verify-email endpoint, which must not be a way around the check.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyQuestionnaireValues, type QuestionnaireFormValues } from "~/domain/questionnaire/form-values";
import type { RunningServer } from "../e2e/support/harness";
import { formBody } from "../support/member-session";
import { DRIVERS } from "./support/db";
import { startServerOn } from "./support/server";
import { Browserish, freshIp, waitForOutboxLink } from "./support/http";

const ATTACKER_PASSWORD = "attacker-chose-this";
const HEALTH = "Bandscheibenvorfall L5, Asthma";
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/auth\/callback\?token=[^\s"<>&]+&type=signup/;

function toastOf(html: string): string {
  const m = html.match(/\\"title\\",\\"([^"\\]*)\\",\\"description\\",\\"([^"\\]*)\\"/);
  return m ? `${m[1]} / ${m[2]}` : "";
}

const hasSession = (setCookies: string[]) => setCookies.some((c) => /session_token=[^;]+/.test(c) && !/max-age=0/i.test(c));

function answers(): QuestionnaireFormValues {
  return {
    ...emptyQuestionnaireValues({ first_name: "Vera", last_name: "Victim" }),
    age: "41",
    gender: "female",
    main_goals: ["health"],
    other_sport: "no",
    training_intensity: "balanced",
    training_frequency: "3x",
    session_duration: "45_60",
    daily_activity: "sitting",
    training_level: "beginner",
    current_training: "no",
    training_experience: ["gym"],
    equipment: ["dumbbells"],
    health_restrictions: HEALTH,
    health_consent: true,
    data_consent: true,
  };
}

/** A form post with repeated keys for lists, as a browser sends the questionnaire. */
async function postForm(client: Browserish, pathname: string, values: QuestionnaireFormValues) {
  const body = formBody(values as unknown as Record<string, string | string[] | boolean | undefined>);
  const res = await fetch(client.baseURL + pathname, {
    method: "POST",
    headers: { cookie: client.cookieHeader(), origin: client.baseURL, "x-forwarded-for": client.ip, "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location") };
}

async function register(client: Browserish, email: string, password: string, firstName = "Mallory") {
  const res = await client.post("/de/login", { intent: "register", email, password, firstName, lastName: "X" });
  expect(res.status).toBe(200);
  expect(toastOf(res.text)).toBe("Registrierung erfolgreich / Bitte überprüfen Sie Ihre E-Mail für die Bestätigung.");
  return res;
}

/** Opens the confirmation link like a browser: the token moves into a cookie, then the page posts. */
async function openLink(client: Browserish, link: string) {
  const url = new URL(link);
  const landing = await client.get(url.pathname + url.search);
  expect(landing.status).toBe(302);
  return client.post("/de/auth/callback", { intent: "verify" });
}

async function signIn(client: Browserish, email: string, password: string) {
  return client.post("/de/login", { intent: "signin", email, password });
}

describe.each(DRIVERS)("account pre-hijacking on the built server (%s)", (driver) => {
  let server: RunningServer;
  const seen = new Set<string>();
  const nextLink = (email: string) => waitForOutboxLink(server.dataDir, email, CONFIRM_LINK, seen);

  beforeAll(async () => {
    server = await startServerOn(driver);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("the attacker's password set before the owner confirmed never opens the account the owner then uses", async () => {
    const email = "vera@example.com";
    const attacker = new Browserish(server.baseURL, { ip: freshIp() });
    await register(attacker, email, ATTACKER_PASSWORD);
    // Before the confirmation the password opens nothing.
    expect((await signIn(attacker, email, ATTACKER_PASSWORD)).status).toBe(403);

    // The victim follows the mail in her own browser and does what the page asks for.
    const victim = new Browserish(server.baseURL, { ip: freshIp() });
    const answer = await openLink(victim, await nextLink(email));
    if (answer.status !== 302) {
      expect(answer.text).toContain('data-testid="callback-password"');
      const own = await victim.post("/de/auth/callback", { intent: "set-password", newPassword: "veras-own-pass", confirmPassword: "veras-own-pass" });
      expect([own.status, own.location]).toEqual([302, "/de/dashboard"]);
    }
    expect(victim.cookieHeader()).toMatch(/session_token=/);
    expect(await postForm(victim, "/de/fragebogen", answers())).toEqual({ status: 302, location: "/de/bezahlung" });
    expect((await victim.get("/de/fragebogen")).text).toContain(HEALTH);

    // The attacker comes back with the password they chose.
    const again = new Browserish(server.baseURL, { ip: freshIp() });
    const page = await signIn(again, email, ATTACKER_PASSWORD);
    expect(page.status).toBe(401);
    expect(toastOf(page.text)).toBe("Fehler / Ungültige E-Mail-Adresse oder ungültiges Passwort.");
    expect(hasSession(page.setCookies)).toBe(false);
    const api = await fetch(`${server.baseURL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseURL, "x-forwarded-for": freshIp() },
      body: JSON.stringify({ email, password: ATTACKER_PASSWORD }),
    });
    expect(api.status).toBe(401);
    expect(hasSession(api.headers.getSetCookie())).toBe(false);
    const questionnaire = await again.get("/de/fragebogen");
    expect(questionnaire.status).toBe(302);
    expect(questionnaire.location).toBe("/de/login?mode=register&redirectTo=%2Fde%2Ffragebogen");
    expect(questionnaire.text).not.toContain(HEALTH);
    // The victim is still signed in with her own password.
    expect((await victim.get("/de/fragebogen")).text).toContain(HEALTH);
    expect((await signIn(new Browserish(server.baseURL, { ip: freshIp() }), email, "veras-own-pass")).status).toBe(302);
  });

  it("a confirmation in another browser asks for the password: the link alone neither confirms nor signs in", async () => {
    const email = "wanda@example.com";
    const attacker = new Browserish(server.baseURL, { ip: freshIp() });
    await register(attacker, email, ATTACKER_PASSWORD);
    const link = await nextLink(email);

    const victim = new Browserish(server.baseURL, { ip: freshIp() });
    const answer = await openLink(victim, link);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('data-testid="callback-password"');
    expect(answer.text).toContain(email);
    expect(hasSession(answer.setCookies)).toBe(false);
    // Still unconfirmed: the attacker's password still opens nothing.
    expect((await signIn(attacker, email, ATTACKER_PASSWORD)).status).toBe(403);

    // better-auth's own endpoint with the token is no way around it.
    const token = new URL(link).searchParams.get("token")!;
    const direct = await fetch(`${server.baseURL}/api/auth/verify-email?token=${encodeURIComponent(token)}`, { headers: { "x-forwarded-for": victim.ip } });
    // (Not reachable from outside at all since issue 13: login CSRF, auth-http.server.ts.)
    expect(direct.status).toBe(404);
    expect(hasSession(direct.headers.getSetCookie())).toBe(false);
    // Nor is a made-up proof.
    const forged = await fetch(`${server.baseURL}/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
      headers: { "x-forwarded-for": victim.ip, "x-watts-password-proof": `${Math.floor(Date.now() / 1000) + 600}.${"A".repeat(43)}`, cookie: `watts_signup_proof=${Math.floor(Date.now() / 1000) + 600}.${"B".repeat(43)}` },
    });
    expect(forged.status).toBe(404);
    expect(hasSession(forged.headers.getSetCookie())).toBe(false);
    expect((await signIn(attacker, email, ATTACKER_PASSWORD)).status).toBe(403);

    // A guess is refused; a mismatching new password too.
    const guess = await victim.post("/de/auth/callback", { intent: "password", password: "maybe-this-one" });
    expect(guess.status).toBe(400);
    expect(toastOf(guess.text)).toBe("Fehler / Das Passwort ist nicht korrekt.");
    const mismatch = await victim.post("/de/auth/callback", { intent: "set-password", newPassword: "wandas-pass-1", confirmPassword: "wandas-pass-2" });
    expect(mismatch.status).toBe(400);
    expect(toastOf(mismatch.text)).toBe("Passwörter stimmen nicht überein / Bitte überprüfen Sie Ihre Eingabe.");
    expect((await signIn(attacker, email, ATTACKER_PASSWORD)).status).toBe(403);

    const own = await victim.post("/de/auth/callback", { intent: "set-password", newPassword: "wandas-pass-1", confirmPassword: "wandas-pass-1" });
    expect([own.status, own.location]).toEqual([302, "/de/dashboard"]);
    expect(hasSession(own.setCookies)).toBe(true);
    expect((await signIn(attacker, email, ATTACKER_PASSWORD)).status).toBe(401);
    // The link has done its job.
    const second = await openLink(new Browserish(server.baseURL, { ip: freshIp() }), link);
    expect([second.status, second.location]).toEqual([302, "/de/login"]);
  });

  it("the victim who registers herself after the attacker cannot confirm with her own password either: she sets it at the confirmation", async () => {
    const email = "xenia@example.com";
    const attacker = new Browserish(server.baseURL, { ip: freshIp() });
    await register(attacker, email, ATTACKER_PASSWORD);
    const link = await nextLink(email);

    // Her own sign-up looks like any other (no enumeration) and changes nothing stored.
    const victim = new Browserish(server.baseURL, { ip: freshIp() });
    await register(victim, email, "xenias-pass-1", "Xenia");
    const answer = await openLink(victim, link);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('data-testid="callback-password"');
    const hers = await victim.post("/de/auth/callback", { intent: "password", password: "xenias-pass-1" });
    expect(hers.status).toBe(400);
    const own = await victim.post("/de/auth/callback", { intent: "set-password", newPassword: "xenias-pass-1", confirmPassword: "xenias-pass-1" });
    expect([own.status, own.location]).toEqual([302, "/de/dashboard"]);
    expect((await signIn(attacker, email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(new Browserish(server.baseURL, { ip: freshIp() }), email, "xenias-pass-1")).status).toBe(302);
  });

  it("legitimate journeys: the browser that registered goes straight in; another device confirms with the password", async () => {
    const same = new Browserish(server.baseURL, { ip: freshIp() });
    await register(same, "yusuf@example.com", "yusufs-pass-1", "Yusuf");
    const direct = await openLink(same, await nextLink("yusuf@example.com"));
    expect([direct.status, direct.location]).toEqual([302, "/de/dashboard"]);
    expect(hasSession(direct.setCookies)).toBe(true);

    const laptop = new Browserish(server.baseURL, { ip: freshIp() });
    await register(laptop, "zoe@example.com", "zoes-pass-12", "Zoe");
    const phone = new Browserish(server.baseURL, { ip: freshIp() });
    const ask = await openLink(phone, await nextLink("zoe@example.com"));
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('data-testid="callback-password"');
    const confirmed = await phone.post("/de/auth/callback", { intent: "password", password: "zoes-pass-12" });
    expect([confirmed.status, confirmed.location]).toEqual([302, "/de/dashboard"]);
    expect(hasSession(confirmed.setCookies)).toBe(true);
    expect((await signIn(new Browserish(server.baseURL, { ip: freshIp() }), "zoe@example.com", "zoes-pass-12")).status).toBe(302);
  });
});
