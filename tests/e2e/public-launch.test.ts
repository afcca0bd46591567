/**
 * Public pages for launch (issue 12 items 11, 14, 15): on every public page in both languages axe's
 * label-content-name-mismatch (WCAG 2.5.3: the language switcher's names contain "DE"/"EN") finds
 * nothing and the footer carries "Verträge hier kündigen"; the 404 page says "Sie"; the mobile menu
 * closes with Escape; the privacy page's table fits 375 px; the questionnaire's other-sport details
 * field appears and keeps its text without JavaScript.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, localizedPath, PUBLIC_SLUGS } from "~/i18n/config";
import { launchBrowser, newContext, screenshot, startServer, waitForHydration, type RunningServer } from "./support/harness";
import { registerAndConfirm, uniqueEmail } from "../support/member-session";

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

describe("public pages for launch", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every public page passes label-content-name-mismatch and has the cancellation button in the footer`, async () => {
      for (const width of [375, 1280]) {
        const context = await newContext(browser, { width, locale: lang === "en" ? "en-US" : "de-DE" });
        const page = await context.newPage();
        for (const slug of [...PUBLIC_SLUGS, "kuendigen", "gibt-es-nicht"]) {
          const pathname = localizedPath(lang, slug);
          await page.goto(server.baseURL + pathname);
          await waitForHydration(page);
          const result = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
          expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `${pathname} at ${width}`).toEqual([]);
          // The switcher's links show "DE"/"EN" and their names start with it ("DE (Deutsch)").
          expect(await page.getByTestId(`lang-${lang}`).first().innerText()).toMatch(new RegExp(`^${lang.toUpperCase()}\\b`));
          const cancel = page.getByTestId("footer-cancel");
          expect(await cancel.innerText(), pathname).toBe(lang === "de" ? "Verträge hier kündigen" : "Cancel contracts here");
          expect(await cancel.getAttribute("href"), pathname).toBe(`/${lang}/kuendigen`);
        }
        await context.close();
      }
    });
  }

  it("the 404 page addresses the visitor with 'Sie'", async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/de/gibt-es-nicht`);
    const text = await page.locator("main").innerText();
    expect(text).toContain("Die Seite, die Sie suchen");
    expect(text).not.toMatch(/\b(du|dein\w*|dich|dir)\b/i);
    await context.close();
  });

  it("at 375 px the mobile menu closes with Escape and gives the focus back to its button", async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/de`);
    await waitForHydration(page);
    await page.getByTestId("mobile-menu-toggle").click();
    await page.getByTestId("mobile-menu").waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await page.getByTestId("mobile-menu").waitFor({ state: "hidden" });
    expect(await page.getByTestId("mobile-menu-toggle").getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("mobile-menu-toggle");
    await context.close();
  });

  it("the privacy page's table fits 375 px (stacked rows, each cell labelled) in both languages", async () => {
    for (const lang of LANGUAGES) {
      const context = await newContext(browser, { width: 375, locale: lang === "en" ? "en-US" : "de-DE" });
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/${lang}/datenschutzerklarung`);
      await waitForHydration(page);
      const table = page.getByTestId("legal-table").first();
      await table.scrollIntoViewIfNeeded();
      const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // Each data cell shows its column name above the value.
      const label = await table.locator("td").first().evaluate((el) => getComputedStyle(el, "::before").content);
      expect(label).not.toBe("none");
      await table.screenshot({ path: `test-results/screenshots/privacy-table-${lang}-375.png` });
      // Truthful about cookies before sign-in: the flash cookie is named.
      expect(await page.locator("main").innerText()).toContain("watts_flash");
      await context.close();
    }
  });

  it("without JavaScript the other-sport details field appears for 'yes' and keeps its text through the server's answer", async () => {
    const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("nojs"), firstName: "Nora", lastName: "Ohnejs" });
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "de-DE", javaScriptEnabled: false });
    const host = new URL(server.baseURL).hostname;
    await context.addCookies(
      user.jar
        .header()
        .split("; ")
        .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), domain: host, path: "/" })),
    );
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/de/fragebogen`);
    expect(await page.locator("#q-other_sport_details").isVisible()).toBe(false);
    await page.locator("#q-other_sport-yes").check();
    expect(await page.locator("#q-other_sport_details").isVisible()).toBe(true);
    await page.locator("#q-other_sport_details").fill("Tennis, einmal pro Woche");
    await screenshot(page, "questionnaire-other-sport-nojs-de-375");
    // The plain form post (incomplete on purpose): the server answers with the errors and what was typed.
    await page.getByTestId("questionnaire-form-submit").click();
    await page.waitForLoadState("load");
    expect(await page.locator("#q-other_sport-yes").isChecked()).toBe(true);
    expect(await page.locator("#q-other_sport_details").isVisible()).toBe(true);
    expect(await page.locator("#q-other_sport_details").inputValue()).toBe("Tennis, einmal pro Woche");
    await page.locator("#q-other_sport-no").check();
    expect(await page.locator("#q-other_sport_details").isVisible()).toBe(false);
    await context.close();
  });
});
