/**
 * Issue 13, findings 3 and 4 against the built server: no redirect leaves our origin (better-auth's
 * callbackURL and our own redirectTo, with payloads that normalise to another host), and better-auth's
 * GET links that act on a token are not reachable from outside (login CSRF with an attacker's link).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../e2e/support/harness";
import { confirmationLink, CookieJar, formBody, request, tokenOf, uniqueEmail, waitForMail } from "../support/member-session";
import { DRIVERS } from "./support/db";
import { startServerOn } from "./support/server";
import { freshIp } from "./support/http";

const PAYLOADS = [
  "/.//evil.example",
  "/..//evil.example",
  "//evil.example",
  "/\\evil.example",
  "/%2f%2fevil.example",
  "/%5c%5cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
];

const hasSession = (res: Response) => res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !/max-age=0/i.test(c));

describe.each(DRIVERS)("redirects and better-auth's token links (%s)", (driver) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServerOn(driver);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("better-auth's GET verify-email and reset-password links answer 404 and redirect nowhere", async () => {
    for (const target of PAYLOADS) {
      for (const path of ["/api/auth/verify-email?token=x", "/api/auth/reset-password/x?"]) {
        const res = await fetch(`${server.baseURL}${path}&callbackURL=${encodeURIComponent(target)}`, { redirect: "manual", headers: { "x-forwarded-for": freshIp() } });
        expect([path, target, res.status, res.headers.get("location")]).toEqual([path, target, 404, null]);
      }
    }
  });

  it("an attacker's confirmation token opens no session through better-auth's GET route, not even with the attacker's own sign-up proof", async () => {
    const email = uniqueEmail("mallory");
    const attacker = new CookieJar();
    const ip = freshIp();
    const signUp = await request(server.baseURL, attacker, "/de/login", {
      method: "POST",
      headers: { "x-forwarded-for": ip },
      body: formBody({ intent: "register", email, password: "attacker-pass-1", firstName: "Mallory", lastName: "X" }),
    });
    expect(signUp.status).toBe(200);
    const link = confirmationLink(await waitForMail(server.dataDir, email));
    const token = tokenOf(link);
    // The victim's browser opens the attacker's link to better-auth's route (an <img>, a link, a redirect).
    const victim = await request(server.baseURL, new CookieJar(), `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=%2Fde%2Fdashboard`, { headers: { "x-forwarded-for": freshIp() } });
    expect(victim.status).toBe(404);
    expect(hasSession(victim)).toBe(false);
    // The browser that holds the sign-up proof cannot use the route either (it would sign in there).
    const own = await request(server.baseURL, attacker, `/api/auth/verify-email?token=${encodeURIComponent(token)}`, { headers: { "x-forwarded-for": ip } });
    expect(own.status).toBe(404);
    expect(hasSession(own)).toBe(false);
    // Our own confirmation page still works for the registering browser.
    const url = new URL(link);
    expect((await request(server.baseURL, attacker, url.pathname + url.search, { headers: { "x-forwarded-for": ip } })).status).toBe(302);
    const confirmed = await request(server.baseURL, attacker, "/de/auth/callback", { method: "POST", headers: { "x-forwarded-for": ip }, body: formBody({ intent: "verify" }) });
    expect([confirmed.status, confirmed.headers.get("location")]).toEqual([302, "/de/dashboard"]);
    expect(attacker.has("session_token")).toBe(true);
  });

  it("better-auth refuses callback URLs that leave the site (400), in the query and in JSON bodies", async () => {
    for (const target of PAYLOADS) {
      const res = await fetch(`${server.baseURL}/api/auth/send-verification-email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.baseURL, "x-forwarded-for": freshIp() },
        body: JSON.stringify({ email: "nobody@example.com", callbackURL: target }),
      });
      expect([target, res.status]).toEqual([target, 400]);
      expect(((await res.json()) as { code: string }).code).toBe("INVALID_CALLBACK_URL");
      const social = await fetch(`${server.baseURL}/api/auth/sign-in/social?callbackURL=${encodeURIComponent(target)}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.baseURL, "x-forwarded-for": freshIp() },
        body: JSON.stringify({ provider: "google" }),
      });
      expect([target, social.status]).toEqual([target, 400]);
    }
    const fine = await fetch(`${server.baseURL}/api/auth/send-verification-email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseURL, "x-forwarded-for": freshIp() },
      body: JSON.stringify({ email: "nobody@example.com", callbackURL: "/de/dashboard" }),
    });
    expect(fine.status).toBe(200);
  });

  it("our login and callback pages never carry a redirect target off the site", async () => {
    for (const target of PAYLOADS) {
      for (const page of ["/de/login", "/de/auth/callback?provider=google&"]) {
        const sep = page.includes("?") ? "" : "?";
        const res = await fetch(`${server.baseURL}${page}${sep}redirectTo=${encodeURIComponent(target)}`, { redirect: "manual", headers: { "x-forwarded-for": freshIp() } });
        expect(res.status).toBe(200);
        // The page's own redirectTo (its loader data, streamed into the HTML): empty, never the payload.
        const html = await res.text();
        const kept = /\\"redirectTo\\",\\"([^"\\]*)\\"/.exec(html);
        expect(kept, page).not.toBeNull();
        expect([page, target, kept![1]]).toEqual([page, target, ""]);
      }
    }
  });
});
