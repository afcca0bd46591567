/**
 * Issue 12, items 5 and 6, in Chromium:
 * - The main call to action sends a new visitor to the login page's register mode with a neutral
 *   hint (not a red "sign-in required"), and confirming the e-mail leads back to the questionnaire.
 * - A session that runs out while the questionnaire is being filled in loses nothing: the answers
 *   wait in the browser and come back after signing in again.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAndConfirm, uniqueEmail } from "../support/member-session";
import { waitForOutboxLink } from "../integration/support/http";
import { launchBrowser, screenshot, seriousA11yViolations, settleAnimations, signedInContext, startServer, waitForHydration, watchErrors, type RunningServer } from "./support/harness";

let server: RunningServer;
let browser: Browser;
let ip = 80;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visitor(lang: "de" | "en", width: number): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
    locale: lang === "en" ? "en-GB" : "de-DE",
  });
  await ctx.setExtraHTTPHeaders({ "Accept-Language": lang === "en" ? "en-GB,en;q=0.9" : "de-DE,de;q=0.9", "X-Forwarded-For": `203.0.113.${ip++}` });
  return ctx;
}

async function open(page: Page, pathname: string) {
  await page.goto(server.baseURL + pathname);
  await waitForHydration(page);
}

/** Console errors except the browser's note about 4xx answers. */
function realErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

const TEXT = {
  de: {
    cta: "Jetzt Fragebogen ausfüllen",
    hintTitle: "Zuerst ein Konto",
    hint: "Nach der Bestätigung Ihrer E-Mail-Adresse geht es direkt mit dem Fragebogen weiter.",
    registered: "Registrierung erfolgreich",
    expiredTitle: "Sitzung abgelaufen",
    restored: "Wir haben Ihre Antworten von vorhin wiederhergestellt.",
  },
  en: {
    cta: "Fill in the questionnaire",
    hintTitle: "First, an account",
    hint: "Once you have confirmed your e-mail address, you continue straight to the questionnaire.",
    registered: "Registration successful",
    expiredTitle: "Session expired",
    restored: "We have restored the answers you gave earlier.",
  },
} as const;

describe("the main call to action for a new visitor", () => {
  for (const [lang, width] of [
    ["de", 375],
    ["en", 1280],
  ] as const) {
    it(`lands on registration with a neutral hint and returns to the questionnaire after the confirmation (${lang}, ${width} px)`, async () => {
      const t = TEXT[lang];
      const ctx = await visitor(lang, width);
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      await open(page, `/${lang}`);
      await page.locator("main").getByRole("link", { name: t.cta }).first().click();
      await page.waitForURL((url) => url.pathname === `/${lang}/login`);
      const url = new URL(page.url());
      expect(url.searchParams.get("mode"), page.url()).toBe("register");
      expect(url.searchParams.get("redirectTo")).toBe(`/${lang}/fragebogen`);
      await page.getByTestId("login-register").waitFor();
      const toast = page.getByTestId("toast").filter({ hasText: t.hint });
      await toast.waitFor({ timeout: 10_000 });
      expect(await toast.innerText()).toContain(t.hintTitle);
      expect(await toast.getAttribute("data-variant")).toBe("default");
      expect(await page.getByText(lang === "de" ? "Anmeldung erforderlich" : "Sign-in required").count()).toBe(0);
      await settleAnimations(page);
      await screenshot(page, `cta-register-hint-${lang}-${width}`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);

      const email = uniqueEmail(`cta-${lang}`);
      await page.fill("#register-first-name", "Nora");
      await page.fill("#register-last-name", "Neu");
      await page.fill("#register-email", email);
      await page.fill("#register-password", "neues-Konto-1");
      await page.click('[data-testid="register-submit"]');
      await page.getByTestId("toast").filter({ hasText: t.registered }).waitFor({ timeout: 15_000 });

      const link = await waitForOutboxLink(server.dataDir, email, /http:\/\/127\.0\.0\.1:\d+\/(?:de|en)\/auth\/callback\?token=[\w.-]+&type=signup[^\s"<>]*/);
      expect(new URL(link).searchParams.get("redirectTo")).toBe(`/${lang}/fragebogen`);
      await page.goto(link);
      await page.waitForURL(`${server.baseURL}/${lang}/fragebogen`, { timeout: 20_000 });
      await page.getByTestId("questionnaire-form").waitFor();
      expect(realErrors(errors)).toEqual([]);
      await ctx.close();
    });
  }
});

/** Every required answer but the consent, plus one optional text. */
async function fillQuestionnaire(page: Page) {
  await page.locator("#q-age").fill("34");
  await page.locator("#q-gender-female").check();
  await page.locator("#q-main_goals-muscle_building").check();
  await page.locator("#q-main_goals-health").check();
  await page.locator("#q-other_sport-yes").check();
  await page.locator("#q-other_sport_details").fill("Tennis, einmal pro Woche");
  await page.locator("#q-training_intensity-balanced").check();
  await page.locator("#q-training_frequency-3x").check();
  await page.locator("#q-session_duration-45_60").check();
  await page.locator("#q-daily_activity-sitting").check();
  await page.locator("#q-training_level-returning").check();
  await page.locator("#q-current_training-sporadic").check();
  await page.locator("#q-training_experience-gym").check();
  await page.locator("#q-equipment-dumbbells").check();
  await page.locator("#q-equipment-barbell").check();
  await page.locator("#q-health_restrictions").fill("Leichte Knieprobleme links");
  await page.locator("#q-health_consent").check();
  await page.locator("#q-data_consent").check();
}

async function expectAnswers(page: Page) {
  expect(await page.locator("#q-age").inputValue()).toBe("34");
  expect(await page.locator("#q-gender-female").isChecked()).toBe(true);
  expect(await page.locator("#q-main_goals-health").isChecked()).toBe(true);
  expect(await page.locator("#q-training_frequency-3x").isChecked()).toBe(true);
  expect(await page.locator("#q-equipment-barbell").isChecked()).toBe(true);
  expect(await page.locator("#q-other_sport_details").inputValue()).toBe("Tennis, einmal pro Woche");
  expect(await page.locator("#q-health_restrictions").inputValue()).toBe("Leichte Knieprobleme links");
  expect(await page.locator("#q-data_consent").isChecked()).toBe(true);
}

describe("a session that runs out while the questionnaire is filled in", () => {
  for (const [lang, width] of [
    ["de", 375],
    ["en", 1280],
  ] as const) {
    it(`keeps the answers in the browser and restores them after signing in (${lang}, ${width} px)`, async () => {
      const t = TEXT[lang];
      const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail(`expired-${lang}`), firstName: "Ida", lastName: "Lang", lang });
      const ctx = await signedInContext(browser, server.baseURL, user.jar.header(), { width, lang });
      await ctx.setExtraHTTPHeaders({ "Accept-Language": lang === "en" ? "en-GB,en;q=0.9" : "de-DE,de;q=0.9", "X-Forwarded-For": `203.0.113.${ip++}` });
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      await open(page, `/${lang}/fragebogen`);
      await fillQuestionnaire(page);

      // The session ends mid-form (expired, or signed out in another tab): its cookies are gone.
      await ctx.clearCookies();
      await page.getByTestId("questionnaire-form-submit").click();
      await page.waitForURL((url) => url.pathname === `/${lang}/login`);
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`/${lang}/fragebogen`);
      await page.getByTestId("toast").filter({ hasText: t.expiredTitle }).waitFor({ timeout: 10_000 });
      await page.fill("#login-email", user.email);
      await page.fill("#login-password", user.password);
      await page.click('[data-testid="login-submit"]');
      await page.waitForURL(`${server.baseURL}/${lang}/fragebogen`, { timeout: 20_000 });
      await waitForHydration(page);
      await page.getByTestId("questionnaire-restored").waitFor();
      expect(await page.getByTestId("questionnaire-restored").innerText()).toContain(t.restored);
      await expectAnswers(page);
      await screenshot(page, `questionnaire-restored-${lang}-${width}`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Submitted: on to the payment page, and the browser forgets the draft.
      await page.getByTestId("questionnaire-form-submit").click();
      await page.waitForURL(`${server.baseURL}/${lang}/bezahlung`, { timeout: 20_000 });
      expect(await page.evaluate(() => window.sessionStorage.getItem("watts.questionnaire-draft"))).toBeNull();
      await open(page, `/${lang}/fragebogen`);
      expect(await page.getByTestId("questionnaire-restored").count()).toBe(0);
      expect(realErrors(errors)).toEqual([]);
      await ctx.close();
    });
  }
});
