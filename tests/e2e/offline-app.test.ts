/**
 * The offline app (issue 24 item 6, decision 0071) in Chromium at 390 × 844 (isMobile, hasTouch),
 * German and English: one online visit of the plan, then without network the reload opens it from
 * the service worker, a set is logged offline and reaches the server when the network is back;
 * sign-out leaves no plan in Cache Storage; a second member on the same browser never gets the
 * first one's plan; the manifest and the worker's own answer are checked; axe on the offline page.
 *
 * Plans come from the built-in generator (WORKER inline) and are approved by the coach over HTTP.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/config";
import { launchBrowser, screenshot, seriousA11yViolations, startServer, waitForHydration, type RunningServer } from "./support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let coach: TestUser;
const contexts: BrowserContext[] = [];
const errors: string[] = [];
const base = () => server.baseURL;
const COACH = uniqueEmail("offline-coach");
const seenPlans = new Set<string>();
/** A member still signed in after their test (sign-ups per address are limited: reused). */
let spare: Member | undefined;

const QUESTIONNAIRE = {
  age: "31",
  gender: "male",
  main_goals: ["muscle_building"],
  other_sport: "no",
  training_intensity: "balanced",
  training_frequency: "3x",
  session_duration: "45_60",
  daily_activity: "sitting",
  training_level: "returning",
  current_training: "sporadic",
  training_experience: ["gym"],
  equipment: ["dumbbells", "barbell", "machines"],
  data_consent: true,
};

const T = {
  de: { offline: "Offline – wird gespeichert, sobald Sie wieder online sind", saved: "Alle Eingaben gespeichert" },
  en: { offline: "Offline – will be saved as soon as you are back online", saved: "Everything saved" },
} as const;

interface Member extends TestUser {
  lang: Lang;
  planId: string;
}

/** Plan ids on the coach's list (links to /de/admin/plaene/{id}). */
async function listedPlans(): Promise<string[]> {
  const html = await (await request(base(), coach.jar, "/de/admin/plaene?status=draft")).text();
  return [...new Set([...html.matchAll(/\/de\/admin\/plaene\/([0-9a-f-]{36})/g)].map((m) => m[1]!))];
}

/** Registers, sends the questionnaire, waits for the worker's draft and has the coach approve it. */
async function member(lang: Lang, firstName: string): Promise<Member> {
  const user = await registerAndConfirm(base(), dataDir, { email: uniqueEmail(`offline-${lang}`), firstName, lastName: "Offline", lang });
  const res = await request(base(), user.jar, `/${lang}/fragebogen`, { method: "POST", body: formBody({ ...QUESTIONNAIRE, first_name: firstName, last_name: "Offline" }) });
  expect(res.status).toBe(302);
  const deadline = Date.now() + 60_000;
  let planId: string | undefined;
  while (!planId) {
    if (Date.now() > deadline) throw new Error(`no draft for ${user.email}`);
    await new Promise((r) => setTimeout(r, 1000));
    planId = (await listedPlans()).find((id) => !seenPlans.has(id));
  }
  seenPlans.add(planId);
  const approve = await request(base(), coach.jar, `/de/admin/plaene/${planId}`, { method: "POST", body: formBody({ intent: "approve" }) });
  expect(approve.status).toBe(200);
  return { ...user, lang, planId };
}

/** A phone (390 × 844, touch) signed in as `m`; a second member replaces the first one's cookies. */
async function phone(m: Member): Promise<Page> {
  const en = m.lang === "en";
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: en ? "en-GB" : "de-DE",
    extraHTTPHeaders: { "Accept-Language": en ? "en-GB,en;q=0.9" : "de-DE,de;q=0.9" },
  });
  contexts.push(ctx);
  await signIn(ctx, m);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (msg) => {
    // Requests that fail while offline are expected; anything else is a bug.
    if (msg.type() === "error" && !/Failed to load resource|net::ERR_|Failed to fetch/.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  return page;
}

async function signIn(ctx: BrowserContext, m: Member) {
  await ctx.clearCookies();
  const host = new URL(base()).hostname;
  await ctx.addCookies(
    m.jar
      .header()
      .split("; ")
      .filter(Boolean)
      .map((pair) => {
        const i = pair.indexOf("=");
        return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: host, path: "/", httpOnly: true, sameSite: "Lax" as const };
      }),
  );
}

/** Every URL in the page's Cache Storage, by cache name. */
async function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    return out;
  });
}

/** Kept pages and their data (everything under /de or /en; build files and route discovery are not personal). */
const personalUrls = (contents: Record<string, string[]>) => Object.values(contents).flat().filter((u) => /^\/(de|en)(\/|\.data|\?|$)/.test(u));

/** Opens the plan online and waits until the worker controls the page and keeps the plan. */
async function visitOnline(page: Page, lang: Lang) {
  await page.goto(`${base()}/${lang}/dashboard?tab=plan`);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
  await expect
    .poll(async () => Object.entries(await cacheContents(page)).some(([name, urls]) => name.startsWith("watts-user-") && urls.includes(`/${lang}/dashboard?tab=plan`)), { timeout: 20_000 })
    .toBe(true);
}

async function greeting(page: Page): Promise<string> {
  return page.getByTestId("dashboard-greeting").innerText();
}

/** The sets the coach sees for a plan (the progress dialog's JSON). */
async function serverProgress(planId: string): Promise<string> {
  const res = await request(base(), coach.jar, `/de/admin/plaene/${planId}/details/progress`);
  return res.text();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-offline-e2e-"));
  server = await startServer({ DATA_DIR: dataDir, AUTH_SECRET: "offline-e2e-secret-0123456789abcdef0123", ADMIN_EMAIL: COACH });
  browser = await launchBrowser();
  coach = await registerAndConfirm(base(), dataDir, { email: COACH, firstName: "Coach", lastName: "Offline" });
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  expect(errors, "errors in the browser console").toEqual([]);
});

describe("offline app", () => {
  it("serves the service worker and a valid manifest in each language", async () => {
    const sw = await fetch(`${base()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toMatch(/javascript/);
    expect(sw.headers.get("cache-control")).toMatch(/no-cache|no-store/);
    expect(sw.headers.get("content-security-policy")).toContain("connect-src 'self'");
    const code = await sw.text();
    expect(code).toContain("/assets/entry.client-");
    expect(code).not.toMatch(/\/assets\/(plans|plan-editor|users|costs)-/);
    for (const lang of ["de", "en"] as const) {
      const res = await fetch(`${base()}/manifest-${lang}.webmanifest`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/application\/manifest\+json/);
      const manifest = (await res.json()) as { name: string; short_name: string; lang: string; start_url: string; scope: string; display: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
      expect(manifest.lang).toBe(lang);
      expect(manifest.name).toMatch(lang === "de" ? /Ihr Trainingsplan/ : /your training plan/);
      expect(manifest.start_url).toBe(`/${lang}/dashboard?tab=plan`);
      expect(manifest.display).toBe("standalone");
      expect(new URL(manifest.start_url, base()).pathname.startsWith(manifest.scope)).toBe(true);
      for (const size of ["192x192", "512x512"]) expect(manifest.icons.some((i) => i.sizes === size && i.purpose === "any")).toBe(true);
      expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
      for (const icon of manifest.icons) {
        const png = Buffer.from(await (await fetch(`${base()}${icon.src}`)).arrayBuffer());
        expect(png.subarray(1, 4).toString()).toBe("PNG");
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
      }
      const html = await (await fetch(`${base()}/${lang}`)).text();
      expect(html).toContain(`<link rel="manifest" href="/manifest-${lang}.webmanifest"/>`);
    }
  });

  for (const lang of ["de", "en"] as const) {
    it(`${lang}: opens the plan offline after one visit, logs a set offline, syncs it, and sign-out clears the cache`, { timeout: 300_000 }, async () => {
      const t = T[lang];
      const m = await member(lang, lang === "de" ? "Olaf" : "Oliver");
      const page = await phone(m);
      await visitOnline(page, lang);
      const registration = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { scope: r?.scope, script: r?.active?.scriptURL };
      });
      expect(registration).toEqual({ scope: `${base()}/`, script: `${base()}/sw.js` });

      // No network: the reload is answered by the worker, the plan opens and hydrates.
      await page.context().setOffline(true);
      const reloaded = await page.reload();
      expect(reloaded!.headers()["x-watts-offline"]).toBe("1");
      await waitForHydration(page);
      expect(await greeting(page)).toContain(m.firstName);
      const card = page.getByTestId("exercise-card").first();
      await card.waitFor();
      await screenshot(page, `offline-plan-${lang}-390`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A set logged offline waits in the outbox …
      await card.getByTestId("set-reps").first().fill("13");
      await card.getByTestId("set-weight").first().fill("31");
      await card.getByTestId("set-done").first().check();
      await page.getByTestId("sync-status").filter({ hasText: t.offline }).waitFor();
      await screenshot(page, `offline-logged-${lang}-390`, { fullPage: false });
      // … and reaches the server when the network is back.
      await page.context().setOffline(false);
      await page.getByTestId("sync-status").filter({ hasText: t.saved }).waitFor({ timeout: 20_000 });
      await expect.poll(async () => /"13"[^}]*31|31[^}]*"13"/.test(await serverProgress(m.planId)), { timeout: 10_000 }).toBe(true);
      // The kept copy follows the server after the save (the outbox is empty now): offline again, the
      // reload shows the set from the refreshed page.
      await expect.poll(() => page.evaluate(() => localStorage.length === 0 || !Object.keys(localStorage).some((k) => k.startsWith("training_progress_")))).toBe(true);
      await page.waitForTimeout(4000);
      await page.context().setOffline(true);
      expect((await page.reload())!.headers()["x-watts-offline"]).toBe("1");
      await waitForHydration(page);
      expect(await card.getByTestId("set-reps").first().inputValue()).toBe("13");
      expect(await card.getByTestId("set-done").first().isChecked()).toBe(true);
      await page.context().setOffline(false);

      // Sign-out: no plan (nor any other personal page) is left in Cache Storage.
      const toggle = page.getByTestId("mobile-menu-toggle");
      if (await toggle.isVisible()) await toggle.click();
      await page.getByTestId("header-logout").filter({ visible: true }).click();
      await page.waitForURL((u) => u.pathname === `/${lang}`);
      await waitForHydration(page);
      await expect.poll(async () => personalUrls(await cacheContents(page))).toEqual([]);
      expect(Object.keys(await cacheContents(page)).some((n) => n.startsWith("watts-user-"))).toBe(false);
      // Offline now, the plan is gone: the browser's own offline page, never the member's plan.
      await page.context().setOffline(true);
      await page.goto(`${base()}/${lang}/dashboard?tab=plan`).catch(() => null);
      expect(await page.getByTestId("dashboard-greeting").count()).toBe(0);
      await page.context().setOffline(false);
    });
  }

  it("de: a second member on the same browser never gets the first one's plan", { timeout: 300_000 }, async () => {
    const first = await member("de", "Erika");
    const second = await member("de", "Zoran");
    spare = second;
    const page = await phone(first);
    await visitOnline(page, "de");
    const firstCaches = Object.keys(await cacheContents(page)).filter((n) => n.startsWith("watts-user-"));
    expect(firstCaches).toHaveLength(1);

    // The first member's session ends without a sign-out here (another tab, expiry), the second signs
    // in on this browser: the first answer for the second member replaces the first one's copy.
    await signIn(page.context(), second);
    await visitOnline(page, "de");
    expect(await greeting(page)).toContain("Zoran");
    const now = Object.keys(await cacheContents(page)).filter((n) => n.startsWith("watts-user-"));
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(firstCaches[0]);

    // Offline, the second member's plan opens, never the first one's.
    await page.context().setOffline(true);
    await page.reload();
    await waitForHydration(page);
    expect(await greeting(page)).toContain("Zoran");
    expect(await page.content()).not.toContain("Erika");
    await page.context().setOffline(false);

    // A visitor (cookies gone) on the dashboard: every kept plan is deleted.
    await page.context().clearCookies();
    await page.goto(`${base()}/de/dashboard`);
    await page.getByTestId("dashboard-login-required").waitFor();
    await expect.poll(async () => personalUrls(await cacheContents(page))).toEqual([]);
    await screenshot(page, "offline-visitor-de-390", { fullPage: false });
  });

  it("de: a new version of the app is offered as a reload, and the reload brings it", { timeout: 300_000 }, async () => {
    const page = await phone(spare ?? (await member("de", "Nora")));
    await visitOnline(page, "de");
    // The next deploy, as the browser meets it: another worker script for the same scope, installed
    // while this one controls the page (the build's own script under a second address).
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js?next=1", { scope: "/" }));
    const bar = page.getByTestId("app-update");
    await bar.waitFor({ timeout: 20_000 });
    expect(await bar.innerText()).toContain("Eine neue Version von Watts ist da.");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "offline-update-de-390", { fullPage: false });
    await Promise.all([page.waitForEvent("load"), page.getByTestId("app-update-reload").click()]);
    await waitForHydration(page);
    expect(await page.getByTestId("app-update").count()).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base()}/sw.js?next=1`);
  });
});
