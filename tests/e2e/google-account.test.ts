/**
 * An account without a password (created through Google) and the second factor, in Chromium: the
 * security page explains that TOTP guards the e-mail/password sign-in and offers the e-mailed link to
 * set a password; after setting it and signing in with it, the TOTP enrolment form appears.
 *
 * Google itself cannot be reached from a test, so the account is made Google-only in the stopped
 * database (its password login replaced by a Google account link), the same seeding pattern as the
 * member journeys: the server owns its PGlite DATA_DIR, so it is stopped, seeded and started again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "~/server/db/client.server";
import { account, session as sessionTable, user as userTable } from "~/server/db/schema.server";
import { dataRightsContent } from "~/i18n/pages/data-rights";
import { launchBrowser, newContext, screenshot, startServer, waitForHydration, watchErrors, seriousA11yViolations, type RunningServer } from "./support/harness";
import { registerAndConfirm, uniqueEmail, waitForMail } from "../support/member-session";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-google-e2e-"));
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function open(page: Page, pathname: string) {
  await page.goto(server.baseURL + pathname);
  await waitForHydration(page);
}

async function signIn(page: Page, email: string, password: string) {
  await open(page, "/de/login");
  await page.fill("#login-email", email);
  await page.fill("#login-password", password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForURL(`${server.baseURL}/de/dashboard`);
}

/** With the server stopped: change the embedded database, then start the server again. */
async function inStoppedDatabase(page: Page, change: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<void>) {
  await page.goto("about:blank");
  await server.stop();
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    await change(database.db);
  } finally {
    await database.close();
  }
  server = await startServer({ DATA_DIR: dataDir });
}

/** The newest mail to `to` that carries a password link. */
async function resetLink(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = await waitForMail(dataDir, to);
    const match = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w-]+/.exec(mail);
    if (match) return match[0];
    if (Date.now() > deadline) throw new Error(`no password link in the mails to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("account created through Google", () => {
  it("is offered a password link instead of the TOTP form; with a password set, enrolment opens", { timeout: 180_000 }, async () => {
    const email = uniqueEmail("gina");
    await registerAndConfirm(server.baseURL, dataDir, { email, firstName: "Gina", lastName: "Google" });
    const ctx = await newContext(browser, { width: 1280, locale: "de-DE" });
    contexts.push(ctx);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await signIn(page, email, "geheim123");

    // Make the account Google-only, as if Google had created it. (The page leaves first: an open
    // page would try to reach the stopped server.)
    await page.goto("about:blank");
    await server.stop();
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      const [u] = await database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
      await database.db.update(account).set({ providerId: "google", accountId: "109876543210", password: null }).where(eq(account.userId, u!.id));
    } finally {
      await database.close();
    }
    server = await startServer({ DATA_DIR: dataDir });

    // Still signed in (sessions live in the database): the page offers the password link.
    await open(page, "/de/konto/sicherheit");
    await page.getByTestId("two-factor-needs-password").waitFor();
    expect(await page.getByTestId("two-factor-enable-form").count()).toBe(0);
    expect(await page.getByTestId("two-factor-needs-password").innerText()).toContain("Sie melden sich mit Google an");
    expect(await seriousA11yViolations(page), "security page axe").toEqual([]);
    await screenshot(page, "security-google-de-1280");
    const mobile = await newContext(browser, { width: 375, locale: "en-US" });
    contexts.push(mobile);
    await mobile.addCookies(await ctx.cookies());
    const mobilePage = await mobile.newPage();
    await mobilePage.goto(server.baseURL + "/en/konto/sicherheit");
    await waitForHydration(mobilePage);
    expect(await mobilePage.getByTestId("two-factor-needs-password").innerText()).toContain("You sign in with Google");
    await screenshot(mobilePage, "security-google-en-375");

    await page.click('[data-testid="two-factor-password-link"]');
    await page.getByTestId("toast").filter({ hasText: "E-Mail gesendet" }).waitFor({ timeout: 15_000 });
    const link = (await resetLink(email)).replace(/^http:\/\/127\.0\.0\.1:\d+/, server.baseURL);

    await page.goto(link);
    await waitForHydration(page);
    await page.getByTestId("reset-form").waitFor();
    await page.fill("#reset-password", "mein-neues-Passwort");
    await page.fill("#reset-confirm", "mein-neues-Passwort");
    await page.click('[data-testid="reset-submit"]');
    await page.waitForURL(`${server.baseURL}/de/login`);

    await signIn(page, email, "mein-neues-Passwort");
    await open(page, "/de/konto/sicherheit");
    await page.getByTestId("two-factor-enable-form").waitFor();
    expect(await page.getByTestId("two-factor-needs-password").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("deletes the account after a fresh sign-in (no password to prove it), and not with an old session", { timeout: 180_000 }, async () => {
    const t = dataRightsContent.de;
    const email = uniqueEmail("gustav");
    await registerAndConfirm(server.baseURL, dataDir, { email, firstName: "Gustav", lastName: "Google" });
    const ctx = await newContext(browser, { width: 375, locale: "de-DE" });
    contexts.push(ctx);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await signIn(page, email, "geheim123");
    // Google-only, and the sign-in 20 minutes ago (the fresh window is 10 minutes).
    await inStoppedDatabase(page, async (db) => {
      const [u] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
      await db.update(account).set({ providerId: "google", accountId: "109876543299", password: null }).where(eq(account.userId, u!.id));
      await db.update(sessionTable).set({ createdAt: new Date(Date.now() - 20 * 60_000) }).where(eq(sessionTable.userId, u!.id));
    });

    await open(page, "/de/konto/loeschen");
    expect(await page.getByTestId("delete-account-fresh").innerText()).toBe(t.delete.freshNeeded.trim());
    expect(await page.getByTestId("delete-account-reauth").isVisible()).toBe(true);
    expect(await page.getByTestId("delete-account-submit").count()).toBe(0);
    expect(await seriousA11yViolations(page), "delete page, sign-in needed").toEqual([]);
    await screenshot(page, "delete-google-stale-de-375");
    // A forged delete post with the old session is refused on the server, and nothing is deleted.
    const forged = await page.evaluate(async () => {
      const res = await fetch("/de/konto/loeschen", { method: "POST", body: new URLSearchParams({ intent: "delete", confirm: "on" }), redirect: "manual" });
      return { status: res.status, text: await res.text() };
    });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain(t.delete.errors.notFresh);

    // A fresh Google sign-in (its session is new): the confirmation form appears and deletes.
    await inStoppedDatabase(page, async (db) => {
      const [u] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
      await db.update(sessionTable).set({ createdAt: new Date() }).where(eq(sessionTable.userId, u!.id));
    });
    await open(page, "/de/konto/loeschen");
    expect(await page.getByTestId("delete-account-fresh").innerText()).toBe(t.delete.fresh);
    expect(await page.locator("#delete-password").count()).toBe(0);
    await page.getByTestId("delete-account-submit").click();
    await page.getByText(t.delete.errors.confirm).waitFor();
    await page.locator("#delete-confirm").check();
    await page.getByTestId("delete-account-submit").click();
    await page.waitForURL(`${server.baseURL}/de`);
    await page.getByTestId("toast").filter({ hasText: t.toasts.deleted }).waitFor();
    await screenshot(page, "delete-google-done-de-375", { fullPage: false });
    await inStoppedDatabase(page, async (db) => {
      expect(await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email))).toEqual([]);
    });
    // The two refusals above answer 400 on purpose; anything else would be a real error.
    expect(errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e))).toEqual([]);
  });
});
