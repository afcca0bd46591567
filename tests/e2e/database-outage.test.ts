/**
 * A questionnaire sent during a database outage (issue 13, finding 10; decision 0049), in Chromium
 * against the built server on PostgreSQL behind a TCP proxy that the test cuts. With JavaScript the
 * answers wait in the tab (decision 0037): the 503 page says so, and trying again brings them back.
 * Without JavaScript the 503 page says that nothing was stored and that Back leads to the typed form.
 * Forms that send in the background (the dashboard's, the plan view's, the admin area's) keep what
 * was typed and say "not saved". PostgreSQL only (TEST_DATABASE_URL).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogs } from "~/i18n";
import pg from "pg";
import { formBody, registerAndConfirm, request, uniqueEmail } from "../support/member-session";
import { completeQuestionnaire } from "../support/questionnaire";
import { proxyInFrontOf, type CuttableProxy } from "../support/cuttable-proxy";
import { createPostgresDatabase, TEST_DATABASE_URL } from "../integration/support/db";
import { launchBrowser, screenshot, seriousA11yViolations, signedInContext, startServer, waitForHydration, watchErrors, type RunningServer } from "./support/harness";

const COACH = "coach-outage@example.com";

/** The browser's own note about the 503 answer is expected; anything else is a real error. */
function realErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 503/.test(e));
}


async function fillQuestionnaire(page: Page) {
  await page.locator("#q-age").fill("41");
  await page.locator("#q-gender-female").check();
  await page.locator("#q-main_goals-health").check();
  await page.locator("#q-other_sport-no").check();
  await page.locator("#q-training_intensity-balanced").check();
  await page.locator("#q-training_frequency-2x").check();
  await page.locator("#q-session_duration-45_60").check();
  await page.locator("#q-daily_activity-sitting").check();
  await page.locator("#q-training_level-beginner").check();
  await page.locator("#q-current_training-no").check();
  await page.locator("#q-training_experience-gym").check();
  await page.locator("#q-equipment-dumbbells").check();
  await page.locator("#q-health_restrictions").fill("Schulter rechts nach einer Operation im Frühjahr");
  // The Art. 9 consent box appears as health answers are typed (with JavaScript); without JavaScript
  // only the server's answer shows it, so that journey sends no health answers.
  if (await page.locator("#q-health_consent").count()) await page.locator("#q-health_consent").check();
  else await page.locator("#q-health_restrictions").fill("");
  await page.locator("#q-data_consent").check();
}

async function expectAnswers(page: Page) {
  expect(await page.locator("#q-age").inputValue()).toBe("41");
  expect(await page.locator("#q-gender-female").isChecked()).toBe(true);
  expect(await page.locator("#q-main_goals-health").isChecked()).toBe(true);
  expect(await page.locator("#q-training_frequency-2x").isChecked()).toBe(true);
  expect(await page.locator("#q-health_restrictions").inputValue()).toBe("Schulter rechts nach einer Operation im Frühjahr");
  expect(await page.locator("#q-data_consent").isChecked()).toBe(true);
}

describe.skipIf(!TEST_DATABASE_URL)("a questionnaire sent during a PostgreSQL outage", () => {
  let server: RunningServer;
  let browser: Browser;
  let proxy: CuttableProxy;
  let drop: () => Promise<void>;
  let databaseUrl = "";

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    databaseUrl = created.url;
    const proxied = await proxyInFrontOf(created.url);
    proxy = proxied.proxy;
    server = await startServer({ AUTH_SECRET: "outage-e2e-secret-0123456789abcdef012345", DATABASE_URL: proxied.url, ADMIN_EMAIL: COACH });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await proxy?.close();
    await drop?.();
  });

  async function waitUntilReachable(): Promise<void> {
    for (let i = 0; i < 30; i++) {
      if ((await fetch(`${server.baseURL}/healthz`)).status === 200) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("the database did not come back");
  }

  for (const [lang, width] of [
    ["de", 375],
    ["en", 1280],
  ] as const) {
    it(`with JavaScript: the 503 page says the answers are kept, and trying again restores them (${lang}, ${width} px)`, async () => {
      const m = catalogs[lang].unavailable;
      await waitUntilReachable();
      const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail(`outage-${lang}`), firstName: "Olga", lastName: "Ausfall", lang });
      const ctx = await signedInContext(browser, server.baseURL, user.jar.header(), { width, lang });
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.baseURL}/${lang}/fragebogen`);
      await waitForHydration(page);
      await fillQuestionnaire(page);

      proxy.cut();
      try {
        await page.getByTestId("questionnaire-form-submit").click();
        await page.getByTestId("error-503").waitFor({ timeout: 20_000 });
        expect(new URL(page.url()).pathname).toBe(`/${lang}/fragebogen`);
        await page.getByTestId("unavailable-unsaved").filter({ hasText: m.keptInBrowser }).waitFor();
        // The form was sent from the bottom of a long page: the message is where the user looks.
        await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5_000 });
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
        // Still signed in: the header offers the sign-out, nothing sent the browser to the login page.
        expect(await page.getByTestId("header-logout").count()).toBeGreaterThan(0);
        expect((await ctx.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(true);
        await screenshot(page, `outage-questionnaire-kept-${lang}-${width}`, { fullPage: false });
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        proxy.restore();
      }
      await waitUntilReachable();
      // "Try again" loads the same address: the questionnaire with the answers from the tab.
      await page.getByRole("link", { name: m.retry }).click();
      await page.getByTestId("questionnaire-restored").waitFor({ timeout: 20_000 });
      await waitForHydration(page);
      await expectAnswers(page);
      expect(realErrors(errors)).toEqual([]);
      await ctx.close();
    });
  }

  it("the dashboard's forms keep what was typed, with a 'not saved, still signed in' toast (profile; a day's feedback in the plan view)", async () => {
    const m = catalogs.de.unavailable;
    await waitUntilReachable();
    const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("outage-plan"), firstName: "Olga", lastName: "Ausfall" });
    const answers = completeQuestionnaire({}, { first_name: "Olga", last_name: "Ausfall" }) as unknown as Parameters<typeof formBody>[0];
    expect((await request(server.baseURL, user.jar, "/de/fragebogen", { method: "POST", body: formBody(answers) })).status).toBe(302);
    await approveDraft(user.email);
    const ctx = await signedInContext(browser, server.baseURL, user.jar.header(), { width: 1280 });
    const page = await ctx.newPage();
    const errors = watchErrors(page);

    await page.goto(`${server.baseURL}/de/dashboard?tab=profile&sub=profile`);
    await waitForHydration(page);
    // The tab's code is split off: its form is interactive once that chunk has loaded and hydrated.
    await page.waitForLoadState("networkidle");
    await page.locator("#profile-first-name").fill("Olgaaa");
    proxy.cut();
    try {
      await page.getByTestId("profile-form-submit").click();
      await page.getByTestId("toast").filter({ hasText: m.notSaved }).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId("error-503").count()).toBe(0);
      expect(await page.locator("#profile-first-name").inputValue()).toBe("Olgaaa");
    } finally {
      proxy.restore();
    }
    await waitUntilReachable();

    await page.goto(`${server.baseURL}/de/dashboard?tab=plan`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const dayFeedback = page.getByTestId("day-feedback");
    await dayFeedback.getByTestId("feedback-text").fill("Die Kniebeugen gingen heute schwer, die Schulter hielt.");
    proxy.cut();
    try {
      await dayFeedback.getByTestId("feedback-save").click();
      await page.getByTestId("toast").filter({ hasText: m.notSaved }).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId("error-503").count()).toBe(0);
      expect(await dayFeedback.getByTestId("feedback-text").inputValue()).toBe("Die Kniebeugen gingen heute schwer, die Schulter hielt.");
      await screenshot(page, "outage-day-feedback-kept-de-1280", { fullPage: false });
    } finally {
      proxy.restore();
    }
    expect(realErrors(errors)).toEqual([]);
    await ctx.close();
  });

  it("an admin form keeps its edit, with a 'not saved, still signed in' toast (the prompt editor, en)", async () => {
    const m = catalogs.en.unavailable;
    await waitUntilReachable();
    const coach = await registerAndConfirm(server.baseURL, server.dataDir, { email: COACH, firstName: "Chris", lastName: "Coach", lang: "en" });
    const ctx = await signedInContext(browser, server.baseURL, coach.jar.header(), { width: 1280, lang: "en" });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.baseURL}/en/admin/prompt`);
    await waitForHydration(page);
    const edited = `${await page.getByTestId("prompt-content").inputValue()}\nEdited during the outage: keep every exercise's rest in seconds.`;
    await page.getByTestId("prompt-content").fill(edited);
    proxy.cut();
    try {
      await page.getByTestId("prompt-save").click();
      await page.getByTestId("toast").filter({ hasText: m.notSaved }).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId("error-503").count()).toBe(0);
      expect(await page.getByTestId("prompt-content").inputValue()).toBe(edited);
      expect(await page.getByTestId("prompt-dirty").count()).toBe(1);
      await screenshot(page, "outage-admin-prompt-kept-en-1280", { fullPage: false });
    } finally {
      proxy.restore();
    }
    await waitUntilReachable();
    // Once the database is back, the same edit saves.
    await page.getByTestId("prompt-save").click();
    await page.getByTestId("prompt-dirty").waitFor({ state: "detached", timeout: 20_000 });
    expect(realErrors(errors)).toEqual([]);
    await ctx.close();
  });

  /** Waits for the worker's first draft of this customer and approves it (straight in PostgreSQL, not through the proxy). */
  async function approveDraft(email: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (let i = 0; i < 60; i++) {
        const approved = await client.query(
          `update training_plans set status = 'approved', approved_at = now() where status = 'draft' and user_id = (select id from "user" where email = $1) returning id`,
          [email],
        );
        if (approved.rowCount) return;
        await new Promise((r) => setTimeout(r, 1000));
      }
      throw new Error("no draft plan");
    } finally {
      await client.end();
    }
  }

  it("without JavaScript: the 503 page says that nothing was stored", async () => {
    const m = catalogs.de.unavailable;
    await waitUntilReachable();
    const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("outage-nojs"), firstName: "Olga", lastName: "Ausfall" });
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "de-DE", javaScriptEnabled: false });
    const host = new URL(server.baseURL).hostname;
    await ctx.addCookies(
      user.jar
        .header()
        .split("; ")
        .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), domain: host, path: "/", httpOnly: true, sameSite: "Lax" as const })),
    );
    const page = await ctx.newPage();
    await page.goto(`${server.baseURL}/de/fragebogen`);
    await fillQuestionnaire(page);
    const typed = await page.locator("#q-health_restrictions").inputValue();
    proxy.cut();
    try {
      await page.getByTestId("questionnaire-form-submit").click();
      await page.getByTestId("error-503").waitFor({ timeout: 20_000 });
      expect(await page.getByTestId("unavailable-unsaved").innerText()).toBe(m.unsaved);
      await screenshot(page, "outage-questionnaire-nojs-de-1280", { fullPage: false });
    } finally {
      proxy.restore();
    }
    await waitUntilReachable();
    await page.goBack();
    await page.locator("#q-age").waitFor();
    // What the page promises: Chromium shows the typed answers again (not the age: autocomplete="off").
    expect(await page.locator("#q-health_restrictions").inputValue()).toBe(typed);
    expect(await page.locator("#q-main_goals-health").isChecked()).toBe(true);
    expect(await page.locator("#q-data_consent").isChecked()).toBe(true);
    await ctx.close();
  });
});
