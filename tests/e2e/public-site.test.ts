import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, localizedPath, PUBLIC_SLUGS } from "~/i18n/config";
import { launchBrowser, newContext, screenshot, startServer, waitForHydration, watchErrors, seriousA11yViolations, type RunningServer } from "./support/harness";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pageName = (slug: string) => (slug === "" ? "home" : slug);

describe("public pages", () => {
  for (const lang of LANGUAGES) {
    it(`every public page renders in ${lang}: status 200, <html lang>, meta, no serious a11y violations, screenshots`, async () => {
      for (const width of [375, 1280]) {
        const context = await newContext(browser, { width, locale: lang === "en" ? "en-US" : "de-DE" });
        const page = await context.newPage();
        const errors = watchErrors(page);
        for (const slug of PUBLIC_SLUGS) {
          const path = localizedPath(lang, slug);
          const response = await page.goto(server.baseURL + path);
          expect(response?.status(), path).toBe(200);
          expect(await page.getAttribute("html", "lang"), path).toBe(lang);
          await waitForHydration(page);
          await expect(page.locator("h1").count()).resolves.toBe(1);
          expect((await page.title()).length, `${path} title`).toBeGreaterThan(5);
          const canonical = await page.getAttribute('link[rel="canonical"]', "href");
          expect(canonical, path).toBe(server.baseURL + path);
          for (const l of [...LANGUAGES, "x-default"]) {
            expect(await page.locator(`link[rel="alternate"][hreflang="${l}"]`).count(), `${path} hreflang ${l}`).toBe(1);
          }
          expect(await page.getAttribute('meta[name="description"]', "content"), path).toBeTruthy();
          expect(await page.getAttribute('meta[property="og:title"]', "content"), path).toBeTruthy();
          expect(await page.getAttribute('meta[name="twitter:card"]', "content"), path).toBe("summary_large_image");
          // Images exist, and illustrations with text come in the page's language.
          const imageSources = await page.locator("main img").evaluateAll((els) => els.map((el) => el.getAttribute("src") ?? ""));
          for (const src of imageSources) {
            expect(src, path).not.toMatch(new RegExp(`-${lang === "de" ? "en" : "de"}\\.svg$`));
            expect((await fetch(server.baseURL + src)).status, src).toBe(200);
          }
          if (width === 1280) expect(await seriousA11yViolations(page), `${path} axe`).toEqual([]);
          await screenshot(page, `${pageName(slug)}-${lang}-${width}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it("serves unprefixed / directly in the browser language", async () => {
    const de = await fetch(server.baseURL + "/", { headers: { "Accept-Language": "de-DE" }, redirect: "manual" });
    expect(de.status).toBe(200);
    expect(await de.text()).toContain('<html lang="de"');
    const en = await fetch(server.baseURL + "/", { headers: { "Accept-Language": "en-GB,en;q=0.8" }, redirect: "manual" });
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('<html lang="en"');
  });

  it("redirects unprefixed pages to the detected language, forgot/reset-password to /de", async () => {
    const cases: Array<[string, string, string]> = [
      ["/ablauf", "en-US", "/en/ablauf"],
      ["/preise?plan=monthly", "de-DE", "/de/preise?plan=monthly"],
      ["/agb", "fr-FR", "/de/agb"],
      ["/forgot-password", "en-US", "/de/forgot-password"],
      ["/reset-password", "en-US", "/de/reset-password"],
    ];
    for (const [path, acceptLanguage, target] of cases) {
      const res = await fetch(server.baseURL + path, { headers: { "Accept-Language": acceptLanguage }, redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(new URL(res.headers.get("location")!, server.baseURL).pathname + new URL(res.headers.get("location")!, server.baseURL).search).toBe(target);
    }
    // In the browser the redirect replaces the history entry: back leaves the site.
    const context = await newContext(browser, { locale: "en-US" });
    const page = await context.newPage();
    await page.goto(server.baseURL + "/en/preise");
    await page.goto(server.baseURL + "/ablauf");
    expect(new URL(page.url()).pathname).toBe("/en/ablauf");
    await page.goBack({ waitUntil: "load" });
    await page.waitForURL("**/en/preise", { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe("/en/preise");
    await context.close();
  });

  it("shows the 404 page with status 404 for unknown routes, and rejects injected language values", async () => {
    const context = await newContext(browser, { locale: "en-US" });
    const page = await context.newPage();
    for (const [path, title] of [
      ["/en/does-not-exist", "Oops! Page not found"],
      ["/de/gibt-es-nicht", "Oops! Seite nicht gefunden"],
      ["/de/preise/extra", "Oops! Seite nicht gefunden"],
      ["/unknown-page", "Oops! Page not found"],
      ["/fr/preise", "Oops! Page not found"],
    ] as const) {
      const response = await page.goto(server.baseURL + path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("h1").textContent()).resolves.toBe(title);
      const home = page.getByRole("main").getByRole("link");
      expect(await home.count()).toBe(1);
      expect(await home.getAttribute("href")).toMatch(/^\/(de|en)$/);
    }
    const injected = await fetch(server.baseURL + "/%3Cscript%3Ealert(1)%3C%2Fscript%3E/preise", { redirect: "manual" });
    expect(injected.status).toBe(404);
    const body = await injected.text();
    expect(body).not.toContain("<script>alert(1)");
    expect(body).toContain('<html lang="de"');
    const badHeader = await fetch(server.baseURL + "/", { headers: { "Accept-Language": "en<script>" } });
    expect(await badHeader.text()).toContain('<html lang="de"');
    await screenshot(page, "404-en-1280");
    await context.close();
  });

  it("the language switcher swaps the prefix and keeps the path and query", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.baseURL + "/de/preise?ref=header");
    await waitForHydration(page);
    await page.getByTestId("lang-en").click();
    await page.waitForURL("**/en/preise?ref=header");
    // The URL changes when the navigation starts; the document follows once it has rendered.
    await page.waitForFunction(() => document.documentElement.lang === "en", null, { timeout: 10_000 });
    await expect(page.locator("h1").textContent()).resolves.not.toBe("");
    await page.getByTestId("lang-de").click();
    await page.waitForURL("**/de/preise?ref=header");
    await page.waitForFunction(() => document.documentElement.lang === "de", null, { timeout: 10_000 });
    await context.close();
  });

  it("ships the stylesheet inline and the hydration scripts at low priority; styles survive client-side navigation", async () => {
    const html = await (await fetch(server.baseURL + "/de/preise")).text();
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).toMatch(/<style id="app-css">\/\*! tailwindcss/);
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    for (const tag of preloads) expect(tag).toContain('fetchpriority="low"');

    const context = await newContext(browser, { width: 1280, locale: "de-DE" });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(server.baseURL + "/de");
    await waitForHydration(page);
    const ctaColor = () => page.locator("main a[href='/de/fragebogen']").first().evaluate((el) => getComputedStyle(el).backgroundColor);
    const styled = await ctaColor();
    expect(styled).not.toBe("rgba(0, 0, 0, 0)");
    // A client-side navigation re-renders the root layout: the inline stylesheet must stay intact.
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Preise" }).click();
    await page.waitForURL("**/de/preise");
    await page.locator("h1", { hasText: "Ein Preis" }).waitFor();
    expect(await page.locator("#app-css").evaluate((el) => el.textContent?.length ?? 0)).toBeGreaterThan(10_000);
    expect(await ctaColor()).toBe(styled);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the FAQ opens one item at a time and collapses", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.baseURL + "/de/preise");
    await waitForHydration(page);
    const triggers = page.getByTestId("faq").getByRole("button");
    expect(await triggers.count()).toBe(4);
    const expanded = async () => Promise.all([0, 1, 2, 3].map(async (i) => (await triggers.nth(i).getAttribute("aria-expanded")) === "true"));
    expect(await expanded()).toEqual([false, false, false, false]);
    await triggers.nth(0).click();
    expect(await expanded()).toEqual([true, false, false, false]);
    await triggers.nth(2).click();
    expect(await expanded()).toEqual([false, false, true, false]);
    await triggers.nth(2).click();
    expect(await expanded()).toEqual([false, false, false, false]);
    await context.close();
  });

  it("the mobile menu works at 375 px without JavaScript errors", async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(server.baseURL + "/de");
    await waitForHydration(page);
    const toggle = page.getByTestId("mobile-menu-toggle");
    const menu = page.getByTestId("mobile-menu");
    expect(await toggle.isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    await screenshot(page, "mobile-menu-de-375");
    await menu.getByRole("link", { name: "Preise" }).click();
    await page.waitForURL("**/de/preise");
    await menu.waitFor({ state: "hidden", timeout: 10_000 });
    await toggle.click();
    await menu.waitFor({ state: "visible" });
    await toggle.click();
    await menu.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
