/**
 * The member dashboard's tabs on a phone (issue 24): the last tap always wins. Taps that follow each
 * other before the first tab switch has finished (the switch is a transition, rendered in a later task)
 * end on the tab tapped last, shown and in the URL: back to the tab that is still committed, or on to
 * a third tab. Negative control: one tap alone switches as before. German and English.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/config";
import { launchBrowser, signedInContext, startServer, waitForHydration, type RunningServer } from "./support/harness";
import { registerAndConfirm, uniqueEmail } from "../support/member-session";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

const LABELS = {
  de: { overview: "Übersicht", plan: "Aktueller Plan", history: "Verlauf" },
  en: { overview: "Overview", plan: "Current plan", history: "History" },
} as const;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-tabs-e2e-"));
  server = await startServer({ DATA_DIR: dataDir, AUTH_SECRET: "dashboard-tabs-e2e-secret-0123456789abcdef01" });
  browser = await launchBrowser();
});

afterAll(async () => {
  expect(errors, "errors in the browser console").toEqual([]);
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function phone(lang: Lang): Promise<Page> {
  const user = await registerAndConfirm(server.baseURL, dataDir, { email: uniqueEmail(`tabs-${lang}`), firstName: "Tara", lastName: "Tab", lang });
  const ctx = await signedInContext(browser, server.baseURL, user.jar.header(), { width: 390, height: 844, lang, mobile: true });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  return page;
}

/**
 * Taps the named tabs one after the other, each after the page's pending microtasks (what a phone gives
 * between two taps) but before the next task: the tab switch, rendered as a transition in a later task,
 * is still pending when the next tap arrives.
 */
async function tapQuickly(page: Page, labels: string[]) {
  await page.evaluate(async (names) => {
    const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role="tablist"] [role="tab"]')];
    for (const name of names) {
      tabs.find((t) => t.textContent?.trim() === name)!.click();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    }
  }, labels);
}

/** Where the page ends after the taps: the tab shown and the URL's `tab` (null: the overview), once both have settled. */
async function settled(page: Page, param: string | null): Promise<{ tab: string; param: string | null }> {
  await page.waitForURL((u) => u.searchParams.get("tab") === param, { timeout: 5000 }).catch(() => {});
  // Long enough for a lost navigation to land (it would move the URL again).
  await page.waitForTimeout(750);
  return { tab: (await page.getByRole("tab", { selected: true }).first().innerText()).trim(), param: new URL(page.url()).searchParams.get("tab") };
}

describe.each(["de", "en"] as const)("dashboard tabs (%s)", (lang) => {
  const l = LABELS[lang];
  it("the last of two quick taps wins: back to the committed tab, or on to a third tab; one tap alone switches", async () => {
    const page = await phone(lang);
    await page.goto(`${server.baseURL}/${lang}/dashboard?tab=plan`);
    await waitForHydration(page);
    expect(await settled(page, "plan")).toEqual({ tab: l.plan, param: "plan" });

    // Plan → Overview → Plan: the second tap goes to the tab that is still committed (three rounds).
    for (let round = 0; round < 3; round++) {
      await tapQuickly(page, [l.overview, l.plan]);
      expect(await settled(page, "plan")).toEqual({ tab: l.plan, param: "plan" });
    }

    // Plan → Overview → History.
    await tapQuickly(page, [l.overview, l.history]);
    expect(await settled(page, "history")).toEqual({ tab: l.history, param: "history" });

    // History → Plan → Overview → Plan (three taps).
    await tapQuickly(page, [l.plan, l.overview, l.plan]);
    expect(await settled(page, "plan")).toEqual({ tab: l.plan, param: "plan" });

    // Negative control: one tap alone.
    await tapQuickly(page, [l.overview]);
    expect(await settled(page, null)).toEqual({ tab: l.overview, param: null });

    // Back and forward: the tab shown is the URL's again (a tap's pending tab does not stick).
    const labelOf = (param: string | null) => (param === "plan" ? l.plan : param === "history" ? l.history : l.overview);
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get("tab") !== null);
    const back = await settled(page, new URL(page.url()).searchParams.get("tab"));
    expect(back.tab).toBe(labelOf(back.param));
    await page.goForward();
    expect(await settled(page, null)).toEqual({ tab: l.overview, param: null });
  });
});
