/**
 * Account pre-hijacking end to end in Chromium (decision 0022): an attacker registers the victim's
 * address on the register page with a password of their choice; the victim opens the confirmation
 * link from the outbox (DATA_DIR/outbox/*.eml) in her own browser, does what the product asks and
 * fills in the questionnaire with health answers; the attacker's sign-in with the password they chose
 * must fail and reach none of her data. Also the legitimate confirmation on another device (English),
 * with screenshots and axe checks of the password step.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, seriousA11yViolations, startServer, waitForHydration, watchErrors, type RunningServer } from "./support/harness";
import { confirmationLink, uniqueEmail, waitForMail } from "../support/member-session";

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const ATTACKER_PASSWORD = "vom-Angreifer-gewaehlt";
const HEALTH = "Bandscheibenvorfall L4/L5, Asthma";

let ip = 40;
/** A browser of its own (cookies) with a client address of its own (rate limits). */
async function person(lang: "de" | "en" = "de", width = 1280): Promise<Page> {
  const ctx = await newContext(browser, { width, locale: lang === "en" ? "en-US" : "de-DE" });
  await ctx.setExtraHTTPHeaders({ "Accept-Language": lang === "en" ? "en-US,en;q=0.9" : "de-DE,de;q=0.9", "X-Forwarded-For": `203.0.113.${ip++}` });
  contexts.push(ctx);
  return ctx.newPage();
}

/** Console errors except the browser's note about 4xx answers of our actions (wrong password etc.). */
function realErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

async function open(page: Page, pathname: string) {
  await page.goto(server.baseURL + pathname);
  await waitForHydration(page);
}

async function expectToast(page: Page, title: string, description?: string) {
  let toast = page.getByTestId("toast").filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ timeout: 15_000 });
}

async function register(page: Page, lang: "de" | "en", email: string, password: string, first: string) {
  await open(page, `/${lang}/login?mode=register`);
  await page.fill("#register-first-name", first);
  await page.fill("#register-last-name", "Muster");
  await page.fill("#register-email", email);
  await page.fill("#register-password", password);
  await page.click('[data-testid="register-submit"]');
  await expectToast(page, lang === "de" ? "Registrierung erfolgreich" : "Registration successful");
}

async function signIn(page: Page, email: string, password: string) {
  await open(page, "/de/login");
  await page.fill("#login-email", email);
  await page.fill("#login-password", password);
  await page.click('[data-testid="login-submit"]');
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe("account pre-hijacking", () => {
  it("the attacker's password chosen before the owner confirmed does not open the account she then uses", { timeout: 180_000 }, async () => {
    const victimEmail = uniqueEmail("vera");

    // 1. The attacker registers the victim's address on the register page, with password A.
    const attacker = await person("de");
    await register(attacker, "de", victimEmail, ATTACKER_PASSWORD, "Mallory");

    // 2. The victim opens the confirmation link from the mail in her own browser …
    const victim = await person("de");
    const errors = watchErrors(victim);
    const mail = await waitForMail(server.dataDir, victimEmail);
    await victim.goto(confirmationLink(mail));
    // … and does what the product asks: it asks for the password, which she does not know, so she
    // sets her own (an earlier product signed her straight in here).
    await victim.locator('[data-testid="callback-password"], [data-testid="dashboard-greeting"]').first().waitFor({ timeout: 20_000 });
    if (await victim.getByTestId("callback-password").count()) {
      await waitForHydration(victim);
      expect(await victim.locator("h1").innerText()).toBe("E-Mail-Adresse bestätigen");
      expect(await victim.getByTestId("callback-password").innerText()).toContain(victimEmail);
      expect(await victim.locator("#callback-own-password-title").innerText()).toBe("Sie kennen dieses Passwort nicht?");
      await victim.fill("#callback-new-password", "Veras-eigenes-Passwort");
      await victim.fill("#callback-confirm-password", "Veras-eigenes-Passwort");
      await victim.click('[data-testid="callback-own-password-submit"]');
      await victim.waitForURL(`${server.baseURL}/de/dashboard`, { timeout: 20_000 });
      await expectToast(victim, "E-Mail-Adresse bestätigt", "Ihr Passwort ist gespeichert. Willkommen bei Watts!");
    }
    await victim.getByTestId("header-logout").first().waitFor();

    // 3. She fills in the questionnaire with her health answers.
    await open(victim, "/de/fragebogen");
    await victim.locator("#q-age").fill("41");
    await victim.locator("#q-gender-female").check();
    await victim.locator("#q-main_goals-health").check();
    await victim.locator("#q-other_sport-no").check();
    await victim.locator("#q-training_intensity-balanced").check();
    await victim.locator("#q-training_frequency-3x").check();
    await victim.locator("#q-session_duration-45_60").check();
    await victim.locator("#q-daily_activity-sitting").check();
    await victim.locator("#q-training_level-returning").check();
    await victim.locator("#q-current_training-sporadic").check();
    await victim.locator("#q-training_experience-gym").check();
    await victim.locator("#q-equipment-dumbbells").check();
    await victim.locator("#q-health_restrictions").fill(HEALTH);
    await victim.locator("#q-health_consent").check();
    await victim.locator("#q-data_consent").check();
    await victim.getByTestId("questionnaire-form-submit").click();
    await victim.waitForURL(`${server.baseURL}/de/bezahlung`);
    await expectToast(victim, "Fragebogen gespeichert");

    // 4. The attacker signs in with password A: refused, and the victim's answers stay out of reach.
    await signIn(attacker, victimEmail, ATTACKER_PASSWORD);
    await expectToast(attacker, "Fehler", "Ungültige E-Mail-Adresse oder ungültiges Passwort.");
    expect(attacker.url()).toBe(`${server.baseURL}/de/login`);
    expect(await attacker.getByTestId("header-logout").count()).toBe(0);
    await open(attacker, "/de/fragebogen");
    await attacker.waitForURL(`${server.baseURL}/de/login?mode=register&redirectTo=%2Fde%2Ffragebogen`);
    expect(await attacker.content()).not.toContain(HEALTH);
    await open(attacker, "/de/dashboard");
    expect(await attacker.content()).not.toContain(HEALTH);
    expect(await attacker.getByTestId("dashboard-login-required").count()).toBe(1);

    // The victim's own password works, and her answers are still there.
    await open(victim, "/de/fragebogen");
    expect(await victim.locator("#q-health_restrictions").inputValue()).toBe(HEALTH);
    expect(realErrors(errors)).toEqual([]);
  });

  it("en: confirming on another device asks for the password (wrong one refused), screenshots at 375 and 1280 px without serious a11y issues", { timeout: 180_000 }, async () => {
    const email = uniqueEmail("sam");
    const laptop = await person("en");
    await register(laptop, "en", email, "sams-own-password", "Sam");

    // The narrow phone only looks; the wide one then confirms.
    for (const width of [375, 1280]) {
      const phone = await person("en", width);
      const errors = watchErrors(phone);
      await phone.goto(confirmationLink(await waitForMail(server.dataDir, email)));
      await phone.getByTestId("callback-password").waitFor({ timeout: 20_000 });
      await waitForHydration(phone);
      expect(await phone.locator("h1").innerText()).toBe("Confirm your e-mail address");
      expect(await phone.getByTestId("callback-password").innerText()).toContain(`please confirm the address ${email} with the password`);
      expect(await phone.getByTestId("callback-password-submit").innerText()).toBe("Confirm and log in");
      expect(await phone.getByTestId("callback-own-password-submit").innerText()).toBe("Set my own password and log in");
      // The address bar holds no token.
      expect(phone.url()).toBe(`${server.baseURL}/en/auth/callback`);
      expect(await seriousA11yViolations(phone), "password step axe").toEqual([]);
      await screenshot(phone, `callback-password-en-${width}`);
      if (width === 375) {
        expect(realErrors(errors)).toEqual([]);
        continue;
      }
      // An empty field is caught in the browser, a wrong password by the server.
      await phone.click('[data-testid="callback-password-submit"]');
      expect(await phone.locator("#callback-password-error").innerText()).toBe("This field is required.");
      await phone.fill("#callback-password", "not-my-password");
      await phone.click('[data-testid="callback-password-submit"]');
      await expectToast(phone, "Error", "The password is not correct.");
      expect(await phone.locator("#callback-password-error").innerText()).toBe("The password is not correct.");
      await screenshot(phone, `callback-password-error-en-${width}`);
      await phone.fill("#callback-password", "sams-own-password");
      await phone.click('[data-testid="callback-password-submit"]');
      await phone.waitForURL(`${server.baseURL}/en/dashboard`, { timeout: 20_000 });
      await expectToast(phone, "E-mail address confirmed", "Welcome to Watts!");
      expect(realErrors(errors)).toEqual([]);
    }
  });

  it("de: the German password step at 375 px", { timeout: 120_000 }, async () => {
    const email = uniqueEmail("lea");
    await register(await person("de"), "de", email, "leas-passwort-1", "Lea");
    const phone = await person("de", 375);
    await phone.goto(confirmationLink(await waitForMail(server.dataDir, email)));
    await phone.getByTestId("callback-password").waitFor({ timeout: 20_000 });
    await waitForHydration(phone);
    expect(await phone.getByTestId("callback-password").innerText()).toContain(`bestätigen Sie die Adresse ${email} bitte mit dem Passwort`);
    expect(await phone.getByTestId("callback-password-submit").innerText()).toBe("Bestätigen und anmelden");
    expect(await phone.getByTestId("callback-own-password-submit").innerText()).toBe("Eigenes Passwort festlegen und anmelden");
    expect(await seriousA11yViolations(phone), "password step axe (de)").toEqual([]);
    await screenshot(phone, "callback-password-de-375");
  });
});
