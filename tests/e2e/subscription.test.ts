/**
 * Payment and cancellation as a customer sees them (issue 12 items 10 and 11), phone first:
 * the payment page per visitor state (anonymous, no questionnaire, ready, already paid) with the price
 * in the page's number format; "Verträge hier kündigen" in the footer and the dashboard, the
 * confirmation page with "Jetzt kündigen", the receipt on the page and by mail, the dashboard's state
 * and end date; a visitor without a session cancels by e-mail address and the mailed link (English).
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "~/domain/subscription/cancellation";
import { completeQuestionnaire } from "../support/questionnaire";
import { formatDate } from "~/i18n/format";
import { launchBrowser, newContext, screenshot, seriousA11yViolations, signedInContext, startServer, waitForHydration, watchErrors, type RunningServer } from "./support/harness";
import { decodeQuotedPrintable, formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, pathname: string) {
  const res = await page.goto(server.baseURL + pathname);
  await waitForHydration(page);
  return res;
}

async function expectToast(page: Page, text: string) {
  await page.getByTestId("toast").filter({ hasText: text }).waitFor({ state: "visible", timeout: 15_000 });
}

/** Text with Intl's no-break spaces ("9,99\u00a0€") as plain spaces. */
async function text(page: Page, testId: string) {
  return (await page.getByTestId(testId).innerText()).replace(/\u00a0/g, " ");
}

async function noSeriousA11y(page: Page, label: string) {
  expect(await seriousA11yViolations(page), `${label} axe`).toEqual([]);
}

/** The newest outbox mail to `to` whose text contains `needle`. */
async function mailWith(to: string, needle: string): Promise<string> {
  const dir = path.join(server.dataDir, "outbox");
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (fs.existsSync(dir)) {
      for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".eml")).sort().reverse()) {
        const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), "utf8"));
        if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`) && text.includes(needle)) return text;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} containing ${needle}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function questionnaire(firstName: string) {
  return formBody(completeQuestionnaire({}, { first_name: firstName, last_name: "Muster" }) as unknown as Record<string, string | string[] | boolean>);
}

async function member(lang: "de" | "en", width: number, user: TestUser) {
  const ctx = await signedInContext(browser, server.baseURL, user.jar.header(), { width, lang });
  contexts.push(ctx);
  return ctx.newPage();
}

describe("payment and cancellation", () => {
  it("de at 375 px, then 1280: payment per state, pay, cancel from the footer, receipt and mail, dashboard state", { timeout: 240_000 }, async () => {
    // Anonymous: the truth (sign in and fill in the questionnaire first), the price and what it is for.
    const anon = await newContext(browser, { width: 375, locale: "de-DE" });
    contexts.push(anon);
    const visitor = await anon.newPage();
    const visitorErrors = watchErrors(visitor);
    await open(visitor, "/de/bezahlung");
    expect(await visitor.getByTestId("payment-title").innerText()).toBe("Ihr persönlicher Trainingsplan");
    expect(await visitor.locator("body").innerText()).not.toContain("Ihr Fragebogen ist bei uns eingegangen");
    expect(await visitor.getByTestId("payment-login").getAttribute("href")).toBe("/de/login?redirectTo=%2Fde%2Fbezahlung");
    expect(await text(visitor, "payment-price")).toBe("4,99 €");
    // One price: the pricing page shows what the payment page charges.
    const pricing = await anon.newPage();
    await open(pricing, "/de/preise");
    expect((await pricing.locator("main").innerText()).replace(/\u00a0/g, " ")).toContain("4,99 €");
    await pricing.close();
    expect(await visitor.getByTestId("payment-offer").innerText()).toContain("pro Monat");
    expect(await visitor.getByTestId("payment-offer").innerText()).toContain("Monatlich kündbar");
    await screenshot(visitor, "payment-anonymous-de-375");
    expect(visitorErrors).toEqual([]);

    // Signed in, no questionnaire yet: a link to it, no payment.
    const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("kuendigen"), firstName: "Klara", lastName: "Kunde" });
    const page = await member("de", 375, user);
    const errors = watchErrors(page);
    await open(page, "/de/bezahlung");
    expect(await page.getByTestId("payment-title").innerText()).toBe("Zuerst der Fragebogen");
    expect(await page.getByTestId("payment-questionnaire").getAttribute("href")).toBe("/de/fragebogen");
    expect(await page.getByTestId("payment-button").count()).toBe(0);
    await screenshot(page, "payment-no-questionnaire-de-375");
    await noSeriousA11y(page, "payment without questionnaire");

    // With a questionnaire: pay (demo) → dashboard; the subscription card says "Aktiv".
    expect((await request(server.baseURL, user.jar, "/de/fragebogen", { method: "POST", body: questionnaire("Klara") })).status).toBe(302);
    await open(page, "/de/bezahlung");
    expect(await page.getByTestId("payment-title").innerText()).toBe("Vielen Dank für Ihre Angaben!");
    await page.getByTestId("payment-button").click();
    await expectToast(page, "Zahlung erfolgreich (Demo)");
    await page.waitForURL("**/de/dashboard", { timeout: 15_000 });
    await waitForHydration(page);
    const paidOn = new Date();
    expect(await page.getByTestId("overview-subscription-status").innerText()).toBe("Aktiv");
    expect(await text(page, "overview-subscription-state")).toContain(`Aktiv seit ${formatDate(paidOn, "de")} · 4,99 € pro Monat`);
    expect(await page.getByTestId("overview-cancel").innerText()).toBe("Verträge hier kündigen");

    // Paying again: the page says so.
    await open(page, "/de/bezahlung");
    expect(await page.getByTestId("payment-title").innerText()).toBe("Sie haben bereits bezahlt");
    expect(await page.getByTestId("payment-button").innerText()).toBe("Bereits bezahlt ✓");
    expect(await page.getByTestId("payment-button").isDisabled()).toBe(true);
    await screenshot(page, "payment-paid-de-375");

    // The footer's button leads to the confirmation page (§ 312k: contract, type, date, "Jetzt kündigen").
    await page.getByTestId("footer-cancel").click();
    await page.waitForURL("**/de/kuendigen");
    await waitForHydration(page);
    // A client-side navigation: the address changes a moment before React has rendered the new page.
    await page.getByTestId("cancel-contract").waitFor();
    expect(await page.locator("h1").innerText()).toBe("Vertrag kündigen");
    const contract = await page.getByTestId("cancel-contract").innerText();
    expect(contract).toContain("Persönlicher Trainingsplan – Monatsabo");
    expect(contract).toContain(user.email);
    const end = formatDate(addMonths(paidOn, 1), "de");
    expect(contract).toContain(end);
    expect(await page.getByRole("radio", { name: /Ordentliche Kündigung/ }).count()).toBe(1);
    expect(await page.getByRole("radio", { name: /Außerordentliche Kündigung/ }).count()).toBe(1);
    expect(await page.getByRole("radio", { name: "Zum nächstmöglichen Zeitpunkt" }).isChecked()).toBe(true);
    expect(await page.getByTestId("cancel-submit").innerText()).toBe("Jetzt kündigen");
    await screenshot(page, "cancel-de-375");
    await noSeriousA11y(page, "cancel form");

    // Bad input: the type is missing, an extraordinary notice needs its reason; what was typed survives.
    await page.getByTestId("cancel-submit").click();
    await page.getByTestId("cancel-error-summary").waitFor();
    expect(await page.locator("#cancel-kind-error").innerText()).toBe("Bitte wählen Sie die Art der Kündigung.");
    await page.getByRole("radio", { name: /Außerordentliche Kündigung/ }).check();
    await page.getByRole("radio", { name: "Zu einem bestimmten Datum" }).check();
    await page.locator("#cancel-date").fill("2020-01-01");
    await page.getByTestId("cancel-submit").click();
    await page.locator("#cancel-reason-error").waitFor();
    expect(await page.locator("#cancel-reason-error").innerText()).toBe("Bitte nennen Sie den Grund für die außerordentliche Kündigung.");
    expect(await page.locator("#cancel-date-error").innerText()).toBe("Das Datum darf nicht in der Vergangenheit liegen.");
    expect(await page.getByRole("radio", { name: /Außerordentliche Kündigung/ }).isChecked()).toBe(true);
    await screenshot(page, "cancel-errors-de-375");

    // The ordinary notice as early as possible: the receipt on the page.
    await page.getByRole("radio", { name: /Ordentliche Kündigung/ }).check();
    await page.getByRole("radio", { name: "Zum nächstmöglichen Zeitpunkt" }).check();
    await page.getByTestId("cancel-submit").click();
    await page.getByTestId("cancel-receipt").waitFor();
    expect(await page.locator("h1").innerText()).toBe("Kündigung eingegangen");
    const receipt = await page.getByTestId("cancel-receipt-facts").innerText();
    expect(receipt).toContain("Ordentliche Kündigung");
    expect(receipt).toContain(end);
    expect(receipt).toContain(formatDate(new Date(), "de"));
    await screenshot(page, "cancel-receipt-de-375");
    await noSeriousA11y(page, "cancel receipt");
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "cancel-receipt-de-1280");

    // The confirmation mail.
    const mail = await mailWith(user.email, "wir haben Ihre Kündigung erhalten und bestätigen sie");
    expect(mail).toContain("Art der Kündigung: Ordentliche Kündigung");
    expect(mail).toContain(`Vertragsende: ${end}`);

    // The dashboard: cancelled, and until when it runs; the page now shows the notice instead of a form.
    await open(page, "/de/dashboard");
    expect(await page.getByTestId("overview-subscription-status").innerText()).toBe("Gekündigt");
    expect(await page.getByTestId("overview-subscription-end").innerText()).toBe(`Läuft bis ${end}`);
    await screenshot(page, "dashboard-subscription-cancelled-de-1280");
    await open(page, "/de/kuendigen");
    expect(await page.locator("h1").innerText()).toBe("Ihr Vertrag ist bereits gekündigt");
    // The refused notices answered 400 (the browser notes that); nothing else went wrong.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it("en: a visitor without a session cancels by e-mail address and the mailed link; English formats", { timeout: 240_000 }, async () => {
    const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("cancel-en"), firstName: "Emma", lastName: "English", lang: "en" });
    expect((await request(server.baseURL, user.jar, "/en/fragebogen", { method: "POST", body: questionnaire("Emma") })).status).toBe(302);
    expect((await request(server.baseURL, user.jar, "/en/bezahlung", { method: "POST" })).status).toBe(200);
    const signedIn = await member("en", 1280, user);
    await open(signedIn, "/en/bezahlung");
    expect(await signedIn.getByTestId("payment-title").innerText()).toBe("You have already paid");
    expect(await signedIn.getByTestId("payment-price").innerText()).toBe("€4.99");
    expect(await signedIn.getByTestId("payment-offer").innerText()).toContain("per month");
    await screenshot(signedIn, "payment-paid-en-1280");

    const anon = await newContext(browser, { width: 375, locale: "en-US" });
    contexts.push(anon);
    const page = await anon.newPage();
    const errors = watchErrors(page);
    await open(page, "/en");
    await page.getByTestId("footer-cancel").click();
    await page.waitForURL("**/en/kuendigen");
    await waitForHydration(page);
    // A client-side navigation: the address changes a moment before React has rendered the new page.
    await page.getByTestId("cancel-visitor-intro").waitFor();
    expect(await page.locator("h1").innerText()).toBe("Cancel your contract");
    expect(await page.getByTestId("cancel-visitor-intro").innerText()).toContain("You are not logged in");
    await screenshot(page, "cancel-visitor-en-375");
    await noSeriousA11y(page, "visitor cancel form");
    await page.getByTestId("cancel-submit").click();
    expect(await page.locator("#cancel-email-error").innerText()).toBe("Please enter your account's e-mail address.");
    await page.locator("#cancel-email").fill(user.email);
    await page.getByRole("radio", { name: /Extraordinary cancellation/ }).check();
    await page.locator("#cancel-reason").fill("Moving abroad");
    await page.getByTestId("cancel-submit").click();
    await page.getByTestId("cancel-sent").waitFor();
    expect(await page.locator("h1").innerText()).toBe("Please confirm your cancellation");
    expect(await page.getByTestId("cancel-sent").innerText()).toContain(user.email);
    // English date format: dd/mm/yyyy.
    expect(await page.getByTestId("cancel-sent").innerText()).toContain(formatDate(new Date(), "en"));
    await screenshot(page, "cancel-sent-en-375");

    const mail = await mailWith(user.email, "Please confirm your cancellation");
    const link = /https?:\/\/[^\s"'<>]+\/en\/kuendigen\?token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await open(page, new URL(link!).pathname + new URL(link!).search);
    expect(await page.locator("h1").innerText()).toBe("Confirm cancellation");
    await screenshot(page, "cancel-confirm-en-375");
    await page.getByTestId("cancel-confirm").click();
    await page.getByTestId("cancel-receipt").waitFor();
    expect(await page.getByTestId("cancel-receipt-facts").innerText()).toContain("Extraordinary cancellation");
    await screenshot(page, "cancel-receipt-en-375");
    await mailWith(user.email, "Confirmation of your cancellation");

    // The link works once.
    await open(page, new URL(link!).pathname + new URL(link!).search);
    expect(await page.locator("h1").innerText()).toBe("Invalid link");

    // Ended at once (extraordinary): the dashboard says so.
    await open(signedIn, "/en/dashboard");
    expect(await signedIn.getByTestId("overview-subscription-status").innerText()).toBe("Ended");
    expect(await signedIn.getByTestId("overview-subscription-end").innerText()).toBe(`Ended on ${formatDate(new Date(), "en")}`);
    await screenshot(signedIn, "dashboard-subscription-ended-en-1280");
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
