/**
 * The site opened on another host than APP_URL. Without APP_URL (a local run) the server assumes
 * http://localhost:PORT, and the browser uses http://127.0.0.1:PORT (or a LAN address): registering,
 * confirming and signing in work. With APP_URL set, a form posted from another address is refused
 * with a page that says what happened (not "permissions").
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, seriousA11yViolations, startServer, waitForHydration, type RunningServer } from "./support/harness";
import { waitForOutboxLink } from "../integration/support/http";

const PASSWORD = "lokales-Passwort-1";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

describe("without APP_URL, on 127.0.0.1 while the server assumes localhost", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ APP_URL: "" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("registers, confirms and signs in (375 px)", async () => {
    const ctx = await newContext(browser, { width: 375 });
    await ctx.setExtraHTTPHeaders({ "Accept-Language": "de-DE,de;q=0.9", "X-Forwarded-For": "203.0.113.71" });
    const page = await ctx.newPage();
    const email = "lokal@example.com";
    await open(page, `${server.baseURL}/de/login?mode=register`);
    await page.fill("#register-first-name", "Lokal");
    await page.fill("#register-last-name", "Test");
    await page.fill("#register-email", email);
    await page.fill("#register-password", PASSWORD);
    await page.click('[data-testid="register-submit"]');
    await page.getByTestId("toast").filter({ hasText: "Registrierung erfolgreich" }).waitFor({ timeout: 15_000 });
    expect(await page.getByText("Kein Zugriff").count()).toBe(0);

    // The mail's link names APP_URL's default (localhost); the visitor opens it on the host they use.
    const link = await waitForOutboxLink(server.dataDir, email, /http:\/\/localhost:\d+\/de\/auth\/callback\?token=[\w.-]+&type=signup/);
    const onThisHost = new URL(link);
    onThisHost.host = new URL(server.baseURL).host;
    await page.goto(onThisHost.href);
    await page.waitForURL(/\/de\/(dashboard|fragebogen)/, { timeout: 20_000 });
    await page.getByTestId("header-logout").first().waitFor({ state: "attached" });

    // Sign out and in again: both are forms posted on 127.0.0.1.
    await page.context().clearCookies();
    await open(page, `${server.baseURL}/de/login`);
    await page.fill("#login-email", email);
    await page.fill("#login-password", PASSWORD);
    await page.click('[data-testid="login-submit"]');
    await page.waitForURL(/\/de\/(dashboard|fragebogen)/, { timeout: 20_000 });
    await page.getByTestId("header-logout").first().waitFor({ state: "attached" });
    await ctx.close();
  });
});

describe("with APP_URL set to another address", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ APP_URL: "https://watts.example", COMPANY_FILE: "docs/company.example.json" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const [lang, width, title, text] of [
    ["de", 375, "Formular von einer anderen Adresse abgelehnt", "Watts läuft aber unter https://watts.example"],
    ["en", 1280, "Form from another address refused", "but Watts runs at https://watts.example"],
  ] as const) {
    it(`refuses a form posted from ${"127.0.0.1"} and says why (${lang}, ${width} px)`, async () => {
      const ctx = await newContext(browser, { width, locale: lang === "en" ? "en-US" : "de-DE" });
      await ctx.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${lang === "de" ? 72 : 73}` });
      const page = await ctx.newPage();
      await open(page, `${server.baseURL}/${lang}/login`);
      await page.fill("#login-email", "someone@example.com");
      await page.fill("#login-password", PASSWORD);
      await page.click('[data-testid="login-submit"]');
      await page.getByRole("heading", { name: title }).waitFor({ timeout: 15_000 });
      const body = await page.locator("main").innerText();
      expect(body).toContain(text);
      expect(body).toContain(new URL(server.baseURL).origin);
      expect(body).not.toMatch(/Berechtigungen|permission/);
      await screenshot(page, `other-host-refused-${lang}-${width}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await ctx.close();
    });
  }
});
