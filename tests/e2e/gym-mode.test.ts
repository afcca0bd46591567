/**
 * Gym mode (issue 24) on a phone in the gym — 390 × 844, touch, mobile viewport — in German and
 * English: a day chosen opens with the first set in view and numeric keypads; a whole workout (start,
 * sets ticked untouched and typed, 12,25 kg kept, finish with its summary); the rest timer started by
 * Done is kept across a tab switch (Übersicht and back), a navigation to another page and back, and a
 * reload, with −15 s/+15 s and skip; an untouched Done stores numbers (never "8-12"); "Letztes Mal"
 * inside one plan (a later day repeating an exercise shows the earlier day's numbers, a tap copies
 * them); the submit dialog names the days not logged; the how-to panel's instructions are the catalog's
 * German texts on German pages and its English texts, free of German, on English pages (decision 0097).
 * Screenshots and axe at each step.
 *
 * Plans come from the built-in generator through the real job (WORKER inline); the coach's approval
 * is written into the stopped database.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { openDatabase } from "~/server/db/client.server";
import { trainingPlans, trainingProgress, user as userTable, workouts } from "~/server/db/schema.server";
import { exerciseImages } from "~/domain/exercises/images";
import { EXERCISES } from "~/domain/exercises/catalog";
import { germanMarkers } from "~/domain/exercises/german-markers";
import { launchBrowser, screenshot, seriousA11yViolations, signedInContext, startServer, waitForHydration, type RunningServer } from "./support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const contexts: BrowserContext[] = [];
const pageErrors = new Map<Page, string[]>();
const base = () => server.baseURL;
const env = () => ({ DATA_DIR: dataDir, AUTH_SECRET: "gym-mode-e2e-secret-0123456789abcdef012345" });
const PHONE = { width: 390, height: 844 };

const QUESTIONNAIRE = {
  first_name: "Greta",
  last_name: "Gym",
  age: "31",
  gender: "female",
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
  de: { overview: "Übersicht", plan: "Aktueller Plan", rest: "Pause:", summary: "Training abgeschlossen", logged: /nur \d+ von \d+ Trainingstagen protokolliert/, saved: "Alle Eingaben gespeichert" },
  en: { overview: "Overview", plan: "Current plan", rest: "Rest:", summary: "Workout finished", logged: /logged only \d+ of \d+ training days/, saved: "Everything saved" },
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

/** Registers, submits the questionnaire, waits for the worker's draft and approves it. */
async function customerWithPlan(lang: Lang): Promise<Customer> {
  const user = await registerAndConfirm(base(), dataDir, { email: uniqueEmail(`gym-${lang}`), firstName: "Greta", lastName: "Gym", lang });
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

/**
 * The instructions of the day's exercises (rendered inside the folded details) are catalog texts of the
 * page's language; the first card with instructions opens to show them.
 */
async function expectHowToIn(page: Page, lang: Lang) {
  const texts = (await page.getByTestId("exercise-instructions").allTextContents()).map((x) => x.trim());
  expect(texts.length, "instructions on the day").toBeGreaterThan(0);
  const catalog = new Set(EXERCISES.map((e) => (lang === "en" ? e.instructionsEn : e.instructions)));
  for (const text of texts) {
    expect(catalog.has(text), `a ${lang} catalog text: ${text}`).toBe(true);
    if (lang === "en") expect(germanMarkers(text), text).toEqual([]);
    else expect(germanMarkers(text).length, text).toBeGreaterThan(0);
  }
  const card = page.getByTestId("exercise-card").filter({ has: page.getByTestId("exercise-instructions") }).first();
  await card.getByTestId("exercise-details").locator("summary").tap();
  await card.getByTestId("exercise-instructions").waitFor({ state: "visible" });
  await card.getByTestId("exercise-details").locator("summary").tap();
}

/**
 * The pictures (decision 0104): the first card of the day whose exercise has pictures shows them in
 * its folded how-to, loaded only when opened, with alt text in the page's language.
 */
async function expectPicturesIn(page: Page, lang: Lang) {
  const cards = page.getByTestId("exercise-card");
  const n = await cards.count();
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const name = (await card.locator("h3").innerText()).replace(/^\d+\.\s*/, "").trim();
    if (exerciseImages(name).length === 0) continue;
    // Folded: not shown (and, lazy in a closed part, not loaded) before the how-to is opened.
    expect(await card.getByTestId("exercise-picture").first().isVisible()).toBe(false);
    await card.getByTestId("exercise-details").locator("summary").tap();
    const picture = card.getByTestId("exercise-picture").first();
    await picture.scrollIntoViewIfNeeded();
    await picture.waitFor({ state: "visible" });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await picture.getAttribute("loading")).toBe("lazy");
    expect(await picture.getAttribute("alt")).toContain(lang === "de" ? `${name}: Ausführung, Bild 1 von` : `${name}: how it is done, picture 1 of`);
    await screenshot(page, `gym-pictures-${lang}-390`, { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByTestId("exercise-details").locator("summary").tap();
    return name;
  }
  throw new Error("no exercise with pictures on this day");
}

/** Taps the day buttons until a training day shows; returns it. */
async function trainingDay(page: Page, from: number, except: number[] = []): Promise<number> {
  for (let d = from; d <= 14; d++) {
    if (except.includes(d)) continue;
    await page.getByTestId(`day-button-${d}`).filter({ visible: true }).tap();
    await page.locator(`[data-testid="day-view"][data-day="${d}"]`).waitFor();
    if ((await page.getByTestId("exercise-card").count()) > 0) return d;
  }
  throw new Error("no training day");
}

/** Seconds left on the rest timer bar ("Pause: 01:15" → 75). */
async function restLeft(page: Page): Promise<number> {
  const text = await page.getByTestId("rest-timer-remaining").innerText();
  const m = /(\d\d):(\d\d)/.exec(text)!;
  return Number(m[1]) * 60 + Number(m[2]);
}

async function expectInView(page: Page, testId: string, locator = page.getByTestId(testId).first()) {
  const box = (await locator.boundingBox())!;
  const bar = (await page.getByTestId("day-bar").boundingBox())!;
  expect(box.y, `${testId} below the sticky day bar`).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  // Sub-pixel rounding (a fallback font before the web font) may put the bottom edge a fraction past the screen.
  expect(box.y + box.height, `${testId} inside the screen`).toBeLessThanOrEqual(PHONE.height + 1);
}

async function serverRows(c: Customer) {
  return withStoppedServer((db) => db.select().from(trainingProgress).where(eq(trainingProgress.userId, c.id)));
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-gym-e2e-"));
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

describe("gym mode at 390 × 844", () => {
  it("de: compact day, a whole workout, the rest timer across a tab switch, a navigation and a reload, untouched Done stores numbers, last time inside the plan, days not logged", { timeout: 300_000 }, async () => {
    const c = await customerWithPlan("de");
    const t = T.de;
    const page = await phoneFor(c);
    await open(page, "/de/dashboard?tab=plan");
    const day = await trainingDay(page, 1);

    // The first set row of the first exercise is in view, below the sticky day selector.
    const cards = page.getByTestId("exercise-card");
    const first = cards.first();
    await expectInView(page, "set-row", first.getByTestId("set-row").first());
    await screenshot(page, "gym-day-de-390", { fullPage: false });
    await expectHowToIn(page, "de");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectPicturesIn(page, "de");
    // Numeric keypads.
    expect(await first.getByTestId("set-weight").first().getAttribute("inputmode")).toBe("decimal");
    expect(await first.getByTestId("set-reps").first().getAttribute("inputmode")).toMatch(/^(numeric|decimal)$/);

    // The workout starts.
    await page.getByTestId("workout-start").tap();
    await page.locator('[data-testid="workout-panel"][data-state="running"]').waitFor();

    // Set 1 untouched, ticked Done: the suggestion (a number, not "8-12") is stored and shown.
    const suggestion = await first.getByTestId("set-reps").first().getAttribute("placeholder");
    expect(suggestion).toMatch(/^\d+(,\d+)?$/);
    await first.getByTestId("set-done").first().tap();
    await expect.poll(() => first.getByTestId("set-reps").first().inputValue(), { timeout: 5_000 }).toBe(suggestion);

    // The rest timer runs; ±15 s.
    await page.getByTestId("rest-timer").waitFor();
    expect(await page.getByTestId("rest-timer-remaining").innerText()).toContain(t.rest);
    const left = await restLeft(page);
    await page.getByTestId("rest-timer-plus").tap();
    expect(await restLeft(page)).toBeGreaterThanOrEqual(left + 13);
    await page.getByTestId("rest-timer-minus").tap();
    expect(Math.abs((await restLeft(page)) - left)).toBeLessThanOrEqual(2);
    const endsAt = Number(await page.getByTestId("rest-timer").getAttribute("data-ends-at"));
    await screenshot(page, "gym-rest-timer-de-390", { fullPage: false });

    // Kept across a tab switch (Übersicht and back) ...
    await page.getByRole("tab", { name: t.overview }).tap();
    await page.waitForURL((u) => u.searchParams.get("tab") === null);
    expect(await page.getByTestId("rest-timer").isVisible()).toBe(true);
    expect(Number(await page.getByTestId("rest-timer").getAttribute("data-ends-at"))).toBe(endsAt);
    await screenshot(page, "gym-rest-timer-overview-de-390", { fullPage: false });
    await page.getByRole("tab", { name: t.plan }).tap();
    await page.locator(`[data-testid="day-view"][data-day="${day}"]`).waitFor();
    // ... a navigation to another page and back ...
    await page.locator('header a[href="/de"]').first().tap();
    await page.waitForURL((u) => u.pathname === "/de");
    expect(await page.getByTestId("rest-timer").isVisible()).toBe(true);
    expect(Number(await page.getByTestId("rest-timer").getAttribute("data-ends-at"))).toBe(endsAt);
    await screenshot(page, "gym-rest-timer-home-de-390", { fullPage: false });
    await page.goBack();
    await page.locator(`[data-testid="day-view"][data-day="${day}"]`).waitFor();
    // ... and a reload (the end time is stored; the time left follows the clock).
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId("rest-timer").waitFor();
    expect(Number(await page.getByTestId("rest-timer").getAttribute("data-ends-at"))).toBe(endsAt);
    expect(Math.abs((await restLeft(page)) - Math.ceil((endsAt - Date.now()) / 1000))).toBeLessThanOrEqual(2);
    await page.getByTestId("rest-timer-skip").tap();
    await page.getByTestId("rest-timer").waitFor({ state: "detached" });

    // Set 2 typed: 12,25 kg stays 12,25; the reps keypad takes 10.
    await first.getByTestId("set-weight").nth(1).fill("12,25");
    await first.getByTestId("set-reps").nth(1).fill("10");
    await first.getByTestId("set-done").nth(1).tap();
    await expect.poll(() => first.getByTestId("set-weight").nth(1).inputValue(), { timeout: 5_000 }).toBe("12,25");
    // Every exercise done with the master box (untouched sets take their suggestion).
    const n = await cards.count();
    for (let i = 0; i < n; i++) await cards.nth(i).getByTestId("set-all-done").tap();
    await page.getByTestId("rest-timer-skip").tap();
    await page.getByTestId("sync-status").filter({ hasText: t.saved }).waitFor({ timeout: 10_000 });

    // Finished: the summary.
    await page.getByTestId("workout-finish").tap();
    const summary = page.getByTestId("workout-summary");
    await summary.waitFor();
    expect(await summary.innerText()).toContain(t.summary);
    const setsDone = await page.locator('[data-testid="set-row"][data-completed="true"]').count();
    expect(await page.getByTestId("workout-sets").innerText()).toBe(String(setsDone));
    expect(await page.getByTestId("workout-volume").innerText()).toMatch(/^[\d.]+(,\d+)? kg$/);
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, "gym-summary-de-390", { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // On the server: numbers only, the untouched set's suggestion, 12.25 kg.
    let rows = await serverRows(c);
    const dayRows = rows.filter((r) => r.day === day);
    expect(dayRows.length).toBe(setsDone);
    for (const r of dayRows) expect(r.actualReps, `${r.exerciseName} set ${r.setNumber}`).toMatch(/^\d+(\.\d+)?$/);
    expect(dayRows.find((r) => r.exerciseOrder === 0 && r.setNumber === 1)?.actualReps).toBe(suggestion!.replace(",", "."));
    expect(dayRows.find((r) => r.exerciseOrder === 0 && r.setNumber === 2)).toMatchObject({ actualReps: "10", actualWeight: 12.25, completed: true });
    const firstName = dayRows.find((r) => r.exerciseOrder === 0)!.exerciseName;
    // The server was restarted for the look into its database (a new address): open the plan again.
    await open(page, `/de/dashboard?tab=plan&day=${day}`);

    // Last time inside the plan: a later day with the same exercise shows day `day`'s numbers.
    let later = 0;
    for (let d = day + 1; d <= 14 && !later; d++) {
      await page.getByTestId(`day-button-${d}`).filter({ visible: true }).tap();
      await page.locator(`[data-testid="day-view"][data-day="${d}"]`).waitFor();
      if ((await page.getByTestId("exercise-card").filter({ hasText: firstName }).count()) > 0) later = d;
    }
    expect(later, `a later day repeating ${firstName}`).toBeGreaterThan(day);
    const again = page.getByTestId("exercise-card").filter({ hasText: firstName }).first();
    await expectInView(page, "set-row", page.getByTestId("exercise-card").first().getByTestId("set-row").first());
    expect(await again.getByTestId("set-last").nth(1).innerText()).toBe("10 × 12,25 kg");
    await screenshot(page, "gym-last-time-de-390", { fullPage: false });
    // A tap copies set 2's numbers; set 1 ticked untouched stores last time's set 1.
    await again.getByTestId("set-last").nth(1).tap();
    // The field shows the copied value after React's effect (a frame later), so wait for it.
    await expect.poll(() => again.getByTestId("set-weight").nth(1).inputValue(), { timeout: 5_000 }).toBe("12,25");
    await expect.poll(() => again.getByTestId("set-reps").nth(1).inputValue(), { timeout: 5_000 }).toBe("10");
    await again.getByTestId("set-done").first().tap();
    await expect.poll(() => again.getByTestId("set-reps").first().inputValue(), { timeout: 5_000 }).toBe(suggestion);
    await page.getByTestId("rest-timer-skip").tap();
    await page.getByTestId("sync-status").filter({ hasText: t.saved }).waitFor({ timeout: 10_000 });
    rows = await serverRows(c);
    expect(rows.filter((r) => r.day === later && r.completed).map((r) => r.actualReps)).toEqual([suggestion!.replace(",", ".")]);

    // The submit dialog names the days without a set.
    await open(page, "/de/dashboard?tab=plan");
    await page.getByTestId("submit-plan-open").tap();
    const missing = page.getByTestId("submit-days-missing");
    await missing.waitFor();
    expect(await missing.innerText()).toMatch(t.logged);
    expect(await missing.innerText()).not.toContain(`Tag ${day},`);
    await screenshot(page, "gym-submit-dialog-de-390", { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("en: English texts, the timer across a tab switch, an untouched Done stores a number", { timeout: 300_000 }, async () => {
    const c = await customerWithPlan("en");
    const t = T.en;
    const page = await phoneFor(c);
    await open(page, "/en/dashboard?tab=plan");
    const day = await trainingDay(page, 1);
    const first = page.getByTestId("exercise-card").first();
    await expectInView(page, "set-row", first.getByTestId("set-row").first());
    expect(await first.locator("thead").innerText()).toContain("LAST");
    await expectHowToIn(page, "en");
    await expectPicturesIn(page, "en");
    await first.getByTestId("set-weight").first().fill("17.75");
    await first.getByTestId("set-done").first().tap();
    await expect.poll(() => first.getByTestId("set-weight").first().inputValue(), { timeout: 5_000 }).toBe("17.75");
    // The first set done started the workout.
    await page.locator('[data-testid="workout-panel"][data-state="running"]').waitFor();
    await page.getByTestId("rest-timer").waitFor();
    expect(await page.getByTestId("rest-timer-remaining").innerText()).toContain(t.rest);
    await page.getByRole("tab", { name: t.overview }).tap();
    // As in the German journey: the overview is shown before the customer taps back (a second tap
    // while the first switch is still loading can be lost: open, see the note of this stop).
    await page.waitForURL((u) => u.searchParams.get("tab") === null);
    expect(await page.getByTestId("rest-timer").isVisible()).toBe(true);
    await page.getByRole("tab", { name: t.plan }).tap();
    await page.locator(`[data-testid="day-view"][data-day="${day}"]`).waitFor();
    await page.getByTestId("workout-finish").tap();
    await page.getByTestId("workout-summary").filter({ hasText: t.summary }).waitFor();
    await screenshot(page, "gym-day-en-390", { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId("sync-status").filter({ hasText: t.saved }).waitFor({ timeout: 10_000 });
    const rows = await serverRows(c);
    expect(rows.filter((r) => r.completed)).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actualWeight: 17.75, completed: true });
    expect(rows[0]!.actualReps).toMatch(/^\d+(\.\d+)?$/);
    // The workout is on the server (decision 0104): this day, started and finished.
    await page.waitForTimeout(500);
    const stored = await withStoppedServer((db) => db.select().from(workouts).where(eq(workouts.userId, c.id)));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.day).toBe(day);
    expect(stored[0]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(stored[0]!.startedAt.getTime());
  });
});
