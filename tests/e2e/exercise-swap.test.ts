/**
 * Exercise swap (issue 24 item 2, decision 0099) on a phone in the gym — 390 × 844, touch, mobile
 * viewport — in German and English: open a training day, go offline (the gym's basement), swap the
 * first exercise for an allowed alternative (the list came with the page; decision 0104), the card
 * shows the alternative with "Getauscht statt …" and no planned weight of the original; a set logged
 * offline there waits in the outbox with the swap; back online both reach the server and the set is
 * stored under the alternative's name; after a reload the card is still swapped; undo brings the
 * plan's exercise back. Screenshots and axe at each step.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { openDatabase } from "~/server/db/client.server";
import { exerciseSwaps, trainingPlans, trainingProgress, user as userTable } from "~/server/db/schema.server";
import { EXERCISES } from "~/domain/exercises/catalog";
import { launchBrowser, screenshot, seriousA11yViolations, signedInContext, startServer, waitForHydration, type RunningServer } from "./support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const contexts: BrowserContext[] = [];
const pageErrors = new Map<Page, string[]>();
const base = () => server.baseURL;
const env = () => ({ DATA_DIR: dataDir, AUTH_SECRET: "swap-e2e-secret-0123456789abcdef0123456789" });
const PHONE = { width: 390, height: 844 };

const QUESTIONNAIRE = {
  first_name: "Sven",
  last_name: "Swap",
  age: "34",
  gender: "male",
  main_goals: ["muscle_building"],
  other_sport: "no",
  training_intensity: "balanced",
  training_frequency: "3x",
  session_duration: "45_60",
  daily_activity: "sitting",
  training_level: "returning",
  current_training: "sporadic",
  training_experience: ["gym"],
  equipment: ["dumbbells", "barbell", "machines"],
  data_consent: true,
};

const T = {
  de: { swap: "Übung tauschen", from: "Getauscht statt", undo: "Rückgängig" },
  en: { swap: "Swap exercise", from: "Swapped from", undo: "Undo" },
} as const;

interface Customer extends TestUser {
  id: string;
  lang: Lang;
}

async function withStoppedServer<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  await server.stop();
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
    server = await startServer(env());
  }
}

async function customerWithPlan(lang: Lang): Promise<Customer> {
  const user = await registerAndConfirm(base(), dataDir, { email: uniqueEmail(`swap-${lang}`), firstName: "Sven", lastName: "Swap", lang });
  const res = await request(base(), user.jar, `/${lang}/fragebogen`, { method: "POST", body: formBody(QUESTIONNAIRE) });
  expect(res.status).toBe(302);
  const c: Customer = { ...user, id: "", lang };
  const deadline = Date.now() + 60_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 2500));
    const approved = await withStoppedServer(async (db) => {
      const [u] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, c.email));
      c.id = u!.id;
      const [draft] = await db.select({ id: trainingPlans.id }).from(trainingPlans).where(and(eq(trainingPlans.userId, u!.id), eq(trainingPlans.status, "draft")));
      if (!draft) return false;
      await db.update(trainingPlans).set({ status: "approved", approvedAt: new Date() }).where(eq(trainingPlans.id, draft.id));
      return true;
    });
    if (approved) return c;
    if (Date.now() > deadline) throw new Error(`no draft for ${c.email}`);
  }
}

async function phoneFor(c: Customer): Promise<Page> {
  const ctx = await signedInContext(browser, base(), c.jar.header(), { ...PHONE, lang: c.lang, mobile: true });
  contexts.push(ctx);
  const page = await ctx.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/Failed to load resource|net::ERR_/.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  return page;
}

async function open(page: Page, pathname: string) {
  await page.goto(base() + pathname);
  await waitForHydration(page);
}

async function firstTrainingDay(page: Page): Promise<number> {
  for (let d = 1; d <= 14; d++) {
    await page.getByTestId(`day-button-${d}`).filter({ visible: true }).tap();
    await page.locator(`[data-testid="day-view"][data-day="${d}"]`).waitFor();
    if ((await page.getByTestId("exercise-card").count()) > 0) return d;
  }
  throw new Error("no training day");
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-swap-e2e-"));
  server = await startServer(env());
  browser = await launchBrowser();
});

afterAll(async () => {
  const errors = [...pageErrors.values()].flat();
  expect(errors, "errors in the browser console").toEqual([]);
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("exercise swap at 390 × 844", () => {
  for (const lang of ["de", "en"] as const) {
    it(`${lang}: swap offline, log a set under the new name, back online → synced, reload → still swapped, undo`, { timeout: 300_000 }, async () => {
      const c = await customerWithPlan(lang);
      const t = T[lang];
      const page = await phoneFor(c);
      await open(page, `/${lang}/dashboard?tab=plan`);
      const day = await firstTrainingDay(page);
      const card = page.getByTestId("exercise-card").first();
      const originalShown = (await card.locator("h3").innerText()).replace(/^1\.\s*/, "").trim();

      // Offline from here: the list and the swap need no network.
      await page.context().setOffline(true);
      await card.getByRole("button", { name: t.swap }).tap();
      const option = card.getByTestId("swap-option").first();
      await option.waitFor();
      const chosenShown = (await option.innerText()).trim();
      await screenshot(page, `swap-list-${lang}-390`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await option.tap();

      // The card shows the alternative and where it came from.
      const swapped = page.getByTestId("exercise-card").first();
      await swapped.getByTestId("swapped-from").filter({ hasText: `${t.from} ${originalShown}` }).waitFor();
      expect((await swapped.locator("h3").innerText()).replace(/^1\.\s*/, "").trim()).toBe(chosenShown);
      const record = EXERCISES.find((e) => (lang === "en" ? e.nameEn : e.name) === chosenShown)!;
      expect(record, "the alternative is a catalog exercise").toBeTruthy();

      // The original's planned weight is not the alternative's: no weight suggested (no history yet).
      expect(await swapped.getByTestId("set-weight").first().getAttribute("placeholder")).toBe("0");
      await page.locator('[data-testid="sync-status"][data-status="offline"]').waitFor();

      // A set logged offline there waits in the outbox with the swap, then is stored under the alternative's (catalog) name.
      await swapped.getByTestId("set-weight").first().fill(lang === "de" ? "12,5" : "12.5");
      await swapped.getByTestId("set-reps").first().fill("10");
      await swapped.getByTestId("set-done").first().tap();
      await screenshot(page, `swap-offline-${lang}-390`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
      const waiting = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("training_progress_")).map((k) => JSON.parse(localStorage.getItem(k)!)));
      expect(waiting[0].swaps).toHaveLength(1);
      await page.context().setOffline(false);
      await page.locator('[data-testid="sync-status"][data-status="saved"]').waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      await page.reload();
      await waitForHydration(page);
      await page.getByTestId(`day-button-${day}`).filter({ visible: true }).tap();
      const again = page.getByTestId("exercise-card").first();
      await again.getByTestId("swapped-from").waitFor();
      expect((await again.locator("h3").innerText()).replace(/^1\.\s*/, "").trim()).toBe(chosenShown);
      expect(await again.getByTestId("set-reps").first().inputValue()).toBe("10");
      await screenshot(page, `swap-done-${lang}-390`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);

      const { rows, swaps } = await withStoppedServer(async (db) => ({
        rows: await db.select().from(trainingProgress).where(eq(trainingProgress.userId, c.id)),
        swaps: await db.select().from(exerciseSwaps).where(eq(exerciseSwaps.userId, c.id)),
      }));
      expect(swaps).toHaveLength(1);
      expect(swaps[0]).toMatchObject({ day, exerciseOrder: 0, alternativeName: record.name });
      expect(rows.filter((r) => r.completed).map((r) => r.exerciseName)).toEqual([record.name]);

      // Undo: the plan's exercise is back.
      await open(page, `/${lang}/dashboard?tab=plan`);
      await page.getByTestId(`day-button-${day}`).filter({ visible: true }).tap();
      await page.getByTestId("exercise-card").first().getByRole("button", { name: t.undo }).tap();
      await page.getByTestId("exercise-card").first().getByTestId("swapped-from").waitFor({ state: "detached" });
      expect((await page.getByTestId("exercise-card").first().locator("h3").innerText()).replace(/^1\.\s*/, "").trim()).toBe(originalShown);
    });
  }
});
