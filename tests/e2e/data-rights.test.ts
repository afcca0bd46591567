/**
 * Data rights in Chromium (issue 25), German on a phone, English on a phone and a desktop:
 * - consent: health answers in the questionnaire show their own consent box; without it the page says
 *   why and keeps every typed answer; the server refuses it too (no JavaScript);
 * - "Ihre Daten": the consent's date and version, "Meine Daten herunterladen" as a real download (JSON
 *   with the health answer, CSV of the training log), the once-a-minute limit as a toast;
 * - withdrawal: the health answer is gone from the questionnaire, the coach sees the withdrawal;
 * - deletion after the password: wrong password refused, then the account is gone (signed out, the
 *   confirmation mail in the account's language); the admin deletes another account on request;
 * - axe clean on every page shown; screenshots in test-results/screenshots/data-rights-*.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeQuestionnaire } from "../support/questionnaire";
import { formBody, registerAndConfirm, request, uniqueEmail, waitForMail, type TestUser } from "../support/member-session";
import { launchBrowser, screenshot, seriousA11yViolations, signedInContext, startServer, waitForHydration, watchErrors, type RunningServer } from "./support/harness";

let server: RunningServer;
let browser: Browser;
let dataDir = "";
const contexts: BrowserContext[] = [];
const errors: string[] = [];
const coachEmail = uniqueEmail("dr-coach");
let coach: TestUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-data-rights-"));
  server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: coachEmail });
  browser = await launchBrowser();
  coach = await registerAndConfirm(server.baseURL, dataDir, { email: coachEmail, firstName: "Cora", lastName: "Coach" });
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  expect(errors, "errors in the browser console").toEqual([]);
});

async function pageFor(user: TestUser, width: number, lang: "de" | "en"): Promise<Page> {
  const ctx = await signedInContext(browser, server.baseURL, user.jar.header(), { width, lang });
  contexts.push(ctx);
  const page = await ctx.newPage();
  errors.push(...watchErrors(page));
  return page;
}

async function open(page: Page, pathname: string) {
  await page.goto(server.baseURL + pathname);
  await waitForHydration(page);
}

async function expectToast(page: Page, text: string) {
  await page.getByTestId("toast").filter({ hasText: text }).first().waitFor({ state: "visible", timeout: 20_000 });
}

async function axeClean(page: Page, label: string) {
  expect(await seriousA11yViolations(page), `${label}: axe`).toEqual([]);
}

/** The newest outbox mail to `to` containing `needle`. */
const mailWith = (to: string, needle: string) => waitForMail(dataDir, to, 30_000, needle);

/** Clicks a download link and returns the file's text and name. */
async function download(page: Page, testId: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  const where = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(where!, "utf8") };
}

const TEXTS = {
  de: {
    health: "Meniskusnarbe links, Asthma",
    consentError: "Gesundheitsangaben speichern wir nur mit Ihrer ausdrücklichen Einwilligung",
    saved: "Fragebogen gespeichert",
    given: "eingewilligt",
    withdrawnToast: "Einwilligung widerrufen",
    withdrawnState: "widerrufen",
    tooSoon: "Bitte einen Moment warten",
    wrongPassword: "Das Passwort stimmt nicht.",
    confirmMissing: "Bitte bestätigen Sie, dass Sie Ihr Konto löschen möchten.",
    deleted: "Konto gelöscht",
    mail: "haben wir Ihr Watts-Konto am",
    mailKept: "§ 257 HGB",
  },
  en: {
    health: "Meniscus scar left, asthma",
    consentError: "We only store health information with your explicit consent",
    saved: "Questionnaire saved",
    given: "you consented",
    withdrawnToast: "Consent withdrawn",
    withdrawnState: "withdrew",
    tooSoon: "Please wait a moment",
    wrongPassword: "The password is not correct.",
    confirmMissing: "Please confirm that you want to delete your account.",
    deleted: "Account deleted",
    mail: "Your Watts account has been deleted",
    mailKept: "German Commercial Code",
  },
} as const;

describe.each([
  { lang: "de" as const, width: 375 },
  { lang: "en" as const, width: 375 },
  { lang: "en" as const, width: 1280 },
])("data rights in $lang at $width px", ({ lang, width }) => {
  const t = TEXTS[lang];
  let customer: TestUser;

  beforeAll(async () => {
    customer = await registerAndConfirm(server.baseURL, dataDir, { email: uniqueEmail(`dr-${lang}-${width}`), firstName: "Zora", lastName: `Quell${lang}`, lang });
    // A questionnaire without health answers, and a subscription (its record is kept after deletion).
    const q = completeQuestionnaire({}, { first_name: "Zora", last_name: `Quell${lang}` });
    expect((await request(server.baseURL, customer.jar, `/${lang}/fragebogen`, { method: "POST", body: formBody(q as never) })).status).toBe(302);
    expect((await request(server.baseURL, customer.jar, `/${lang}/bezahlung`, { method: "POST", body: formBody({}) })).status).toBe(200);
  });

  it("health answers need their own consent: refused without it (page and server), stored with it", { timeout: 180_000 }, async () => {
    // The server refuses health answers without the consent, also without JavaScript.
    const plain = formBody(completeQuestionnaire({ health_restrictions: t.health }, { first_name: "Zora", last_name: `Quell${lang}` }) as never);
    const refused = await request(server.baseURL, customer.jar, `/${lang}/fragebogen`, { method: "POST", body: plain });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(t.consentError);

    const page = await pageFor(customer, width, lang);
    await open(page, `/${lang}/fragebogen`);
    expect(await page.getByTestId("questionnaire-health-consent").count()).toBe(0);
    await page.locator("#q-health_restrictions").fill(t.health);
    await page.getByTestId("questionnaire-health-consent").waitFor();
    await page.getByTestId("questionnaire-form-submit").click();
    await page.getByText(t.consentError).first().waitFor();
    expect(await page.locator("#q-health_restrictions").inputValue()).toBe(t.health);
    expect(await page.locator("#q-gender-female").isChecked()).toBe(true);
    await page.getByTestId("questionnaire-health-consent").scrollIntoViewIfNeeded();
    await screenshot(page, `data-rights-${lang}-${width}-consent-error`, { fullPage: false });
    await axeClean(page, "questionnaire with the consent error");
    await page.locator("#q-health_consent").check();
    await page.getByTestId("questionnaire-form-submit").click();
    await page.waitForURL(new RegExp(`/${lang}/bezahlung`));
    await expectToast(page, t.saved);
  });

  it("the dashboard's card leads to 'Your data': consent state, JSON and CSV downloads, the minute limit", { timeout: 180_000 }, async () => {
    const page = await pageFor(customer, width, lang);
    await open(page, `/${lang}/dashboard?tab=profile`);
    await page.getByTestId("privacy-card").scrollIntoViewIfNeeded();
    await screenshot(page, `data-rights-${lang}-${width}-dashboard-card`, { fullPage: false });
    await axeClean(page, "dashboard with the privacy card");
    const json = await download(page, "privacy-download");
    expect(json.name).toMatch(/^watts-daten-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.text) as { format: string; tables: Record<string, Array<Record<string, unknown>>> };
    expect(data.format).toBe("watts-data-export");
    expect(data.tables.user![0]!.email).toBe(customer.email);
    expect(data.tables.questionnaires![0]!.health_restrictions).toBe(t.health);
    expect(data.tables.consents).toHaveLength(1);
    expect(data.tables.subscriptions).toHaveLength(1);
    expect(data.tables.session![0]).not.toHaveProperty("token");
    expect(JSON.stringify(data.tables.account)).not.toContain("password");

    await page.getByTestId("privacy-manage").click();
    await page.waitForURL(new RegExp(`/${lang}/konto/daten$`));
    await waitForHydration(page);
    expect(await page.getByTestId("my-data-health-state").innerText()).toContain(t.given);
    const csv = await download(page, "my-data-csv");
    expect(csv.text.split("\r\n")[0]).toContain("plan_id,plan_number,day");
    // A second JSON download within the minute: back on the page with a toast.
    await page.getByTestId("my-data-json").click();
    await expectToast(page, t.tooSoon);
    await screenshot(page, `data-rights-${lang}-${width}-my-data`);
    await axeClean(page, "your data page");
  });

  it("withdrawing the consent deletes the health answer; the coach sees the withdrawal", { timeout: 180_000 }, async () => {
    const page = await pageFor(customer, width, lang);
    await open(page, `/${lang}/konto/daten`);
    await page.getByTestId("my-data-withdraw").click();
    await expectToast(page, t.withdrawnToast);
    expect(await page.getByTestId("my-data-health-state").innerText()).toContain(t.withdrawnState);
    expect(await page.getByTestId("my-data-withdraw").count()).toBe(0);
    await screenshot(page, `data-rights-${lang}-${width}-withdrawn`);
    await open(page, `/${lang}/fragebogen`);
    expect(await page.locator("#q-health_restrictions").inputValue()).toBe("");

    const admin = await pageFor(coach, 1280, lang);
    await open(admin, `/${lang}/admin/benutzer?q=${encodeURIComponent(customer.email)}`);
    await admin.getByTestId("user-details").filter({ visible: true }).first().click();
    await admin.getByTestId("health-consent-withdrawn").waitFor();
    expect(await admin.getByTestId("user-details-dialog").innerText()).not.toContain(t.health);
    await screenshot(admin, `data-rights-${lang}-${width}-coach-sees-withdrawal`, { fullPage: false });
    await axeClean(admin, "admin user dialog");
  });

  it("deleting the account needs the password and a confirmation, then signs out and mails a confirmation", { timeout: 180_000 }, async () => {
    const page = await pageFor(customer, width, lang);
    await open(page, `/${lang}/dashboard?tab=profile`);
    await page.getByTestId("privacy-delete").click();
    await page.waitForURL(new RegExp(`/${lang}/konto/loeschen$`));
    await waitForHydration(page);
    await axeClean(page, "delete account page");
    await page.locator("#delete-password").fill("falsch-geraten-1");
    await page.getByTestId("delete-account-submit").click();
    await page.getByText(t.wrongPassword).waitFor();
    await page.getByText(t.confirmMissing).waitFor();
    await screenshot(page, `data-rights-${lang}-${width}-delete-errors`);
    await axeClean(page, "delete account page with errors");
    await page.locator("#delete-password").fill(customer.password);
    await page.locator("#delete-confirm").check();
    await page.getByTestId("delete-account-submit").click();
    await page.waitForURL(new RegExp(`/${lang}$`));
    await expectToast(page, t.deleted);
    await screenshot(page, `data-rights-${lang}-${width}-deleted`, { fullPage: false });
    const mail = await mailWith(customer.email, t.mail);
    expect(mail).toContain(t.mailKept);
    // Every session ended: a write with the old cookies goes to the sign-in page.
    const write = await request(server.baseURL, customer.jar, `/${lang}/konto/daten`, { method: "POST", body: formBody({ intent: "withdraw-health" }) });
    expect(write.status).toBe(302);
    expect(write.headers.get("location")).toContain(`/${lang}/login`);
  });
});

describe.each([
  { lang: "de" as const, width: 375 },
  { lang: "en" as const, width: 1280 },
])("the admin deletes an account on request ($lang at $width px)", ({ lang, width }) => {
  it("through the users dialog, with a confirmation; the mail in the account's language", { timeout: 180_000 }, async () => {
    const t = TEXTS[lang];
    const person = await registerAndConfirm(server.baseURL, dataDir, { email: uniqueEmail(`dr-request-${lang}`), firstName: "Rita", lastName: "Anfrage", lang, clientIp: `203.0.113.${lang === "de" ? 81 : 82}` });
    const admin = await pageFor(coach, width, lang);
    await open(admin, `/${lang}/admin/benutzer?q=${encodeURIComponent(person.email)}`);
    await admin.getByTestId("user-details").filter({ visible: true }).first().click();
    await admin.getByTestId("user-delete-form").waitFor();
    await axeClean(admin, "admin dialog with the delete form");
    await admin.locator("[data-testid=user-delete-form] input[name=confirm]").check();
    await admin.getByTestId("user-delete-submit").click();
    await expectToast(admin, t.deleted);
    await screenshot(admin, `data-rights-${lang}-admin-deleted`, { fullPage: false });
    await mailWith(person.email, t.mail);
    await open(admin, `/${lang}/admin/benutzer?q=${encodeURIComponent(person.email)}`);
    expect(await admin.getByTestId("user-details").filter({ visible: true }).count()).toBe(0);
  });
});
