/**
 * Notices never cover an input or the plan's day selector (issue 24), on a 375 × 812 phone (touch,
 * mobile viewport), in German and English: the toast sits in the site header's band. Checked with
 * two toasts: "Fragebogen gespeichert" after saving the questionnaire in the profile tab (its form's
 * fields), and a toast raised on the plan view with a day chosen (the sticky day selector and the
 * first set row in view). Screenshots and axe on both screens.
 *
 * Plans come from the built-in generator through the real job; the coach's approval is written into
 * the stopped database (as in gym-mode.test.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { openDatabase } from "~/server/db/client.server";
import { trainingPlans, user as userTable } from "~/server/db/schema.server";
import { launchBrowser, screenshot, seriousA11yViolations, settleAnimations, signedInContext, startServer, waitForHydration, type RunningServer } from "./support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { completeQuestionnaire } from "../support/questionnaire";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
const env = () => ({ DATA_DIR: dataDir, AUTH_SECRET: "notices-e2e-secret-0123456789abcdef012345" });
const PHONE = { width: 375, height: 812 };

const T = {
  de: { saved: "Ihre Antworten wurden aktualisiert", plan: "Aktueller Plan", tooLong: "zu lang" },
  en: { saved: "Your answers have been updated", plan: "Current plan", tooLong: "too long" },
} as const;

/** Registers, answers the questionnaire, waits for the worker's draft and approves it in the stopped database. */
async function customerWithPlan(lang: Lang): Promise<TestUser> {
  const user = await registerAndConfirm(server.baseURL, dataDir, { email: uniqueEmail(`notice-${lang}`), firstName: "Nora", lastName: "Notice", lang });
  const res = await request(server.baseURL, user.jar, `/${lang}/fragebogen`, { method: "POST", body: formBody({ ...completeQuestionnaire({}, { first_name: "Nora", last_name: "Notice" }) }) });
  expect(res.status).toBe(302);
  const deadline = Date.now() + 90_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 2500));
    await server.stop();
    const database = await openDatabase({ kind: "pglite", dataDir });
    let approved = false;
    try {
      const [u] = await database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, user.email));
      const [draft] = await database.db.select({ id: trainingPlans.id }).from(trainingPlans).where(and(eq(trainingPlans.userId, u!.id), eq(trainingPlans.status, "draft")));
      if (draft) {
        await database.db.update(trainingPlans).set({ status: "approved", approvedAt: new Date() }).where(eq(trainingPlans.id, draft.id));
        approved = true;
      }
    } finally {
      await database.close();
      server = await startServer(env());
    }
    if (approved) return user;
    if (Date.now() > deadline) throw new Error(`no draft for ${user.email}`);
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Submits `form` (a selector) in the page, waits there for the toast it raises and reads, in the same task,
 * its box, the header's, and the boxes of the named parts and of every visible form field in the
 * viewport (the part below the sticky header, which hides the rest anyway): nothing can move or time
 * out between the reads.
 */
async function boxesWithToast(page: Page, form: string, named: string[]) {
  return page.evaluate(
    async ({ form, named }) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      // A toast raised here is a new element (an earlier one may still show).
      const earlier = document.querySelector('[data-testid="toast"]');
      document.querySelector<HTMLFormElement>(form)!.requestSubmit();
      const current = () => {
        const el = document.querySelector('[data-testid="toast"]');
        return el && el !== earlier ? el : null;
      };
      for (let i = 0; i < 600 && !current(); i++) await new Promise((r) => requestAnimationFrame(r));
      const toast = current();
      if (!toast) return null;
      // Each field's part on the screen that the sticky header does not already hide.
      const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
      const fields = [...document.querySelectorAll("input, textarea, select")]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const b = box(el);
          const top = Math.max(b.y, headerBottom);
          return { name: el.getAttribute("data-testid") || el.id || el.tagName, box: { ...b, y: top, height: b.y + b.height - top } };
        })
        .filter((f) => f.box.width > 0 && f.box.height > 0 && f.box.y < window.innerHeight);
      return {
        toast: box(toast),
        text: toast.textContent ?? "",
        header: box(document.querySelector("header")!),
        named: Object.fromEntries(named.map((id) => [id, box(document.querySelector(`[data-testid="${id}"]`)!)])),
        fields,
      };
    },
    { form, named },
  );
}

function expectClear(found: NonNullable<Awaited<ReturnType<typeof boxesWithToast>>>, what: string) {
  // The toast stays in the header's band, inside the screen.
  expect(found.toast.y, `${what}: toast top`).toBeGreaterThanOrEqual(0);
  expect(found.toast.y + found.toast.height, `${what}: toast inside the header band`).toBeLessThanOrEqual(found.header.y + found.header.height + 0.5);
  expect(found.toast.x + found.toast.width, `${what}: toast inside the screen`).toBeLessThanOrEqual(PHONE.width + 0.5);
  for (const [id, b] of Object.entries(found.named)) expect(intersects(found.toast, b), `${what}: toast over ${id}`).toBe(false);
  for (const f of found.fields) expect(intersects(found.toast, f.box), `${what}: toast over the field ${f.name}`).toBe(false);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-notices-e2e-"));
  server = await startServer(env());
  browser = await launchBrowser();
});

afterAll(async () => {
  expect(pageErrors, "errors in the browser console").toEqual([]);
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("notices on a 375 × 812 phone", () => {
  for (const lang of ["de", "en"] as const) {
    it(`${lang}: the questionnaire's and the plan view's toasts cover neither a field, the day selector nor the first set row`, { timeout: 300_000 }, async () => {
      const t = T[lang];
      const c = await customerWithPlan(lang);
      const ctx = await signedInContext(browser, server.baseURL, c.jar.header(), { ...PHONE, lang, mobile: true });
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.on("pageerror", (e) => pageErrors.push(`pageerror: ${e.message}`));
      page.on("console", (m) => {
        if (m.type() === "error" && !/Failed to load resource|net::ERR_/.test(m.text())) pageErrors.push(`console: ${m.text()}`);
      });

      // "Fragebogen gespeichert" in the profile tab: over none of the form's fields.
      await page.goto(`${server.baseURL}/${lang}/dashboard?tab=profile`);
      await waitForHydration(page);
      await page.getByTestId("profile-questionnaire-form").waitFor();
      const saved = await boxesWithToast(page, '[data-testid="profile-questionnaire-form"]', []);
      expect(saved, "the saved toast").not.toBeNull();
      expect(saved!.text).toContain(t.saved);
      expectClear(saved!, "questionnaire saved");
      expect(saved!.fields.length, "form fields in view (the check ran against something)").toBeGreaterThan(0);
      await settleAnimations(page);
      await screenshot(page, `notice-questionnaire-${lang}-375`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The plan view, a day chosen: the sticky day selector and the first set row in view.
      await page.getByRole("tab", { name: t.plan }).tap();
      let day = 0;
      for (let d = 1; d <= 14 && !day; d++) {
        await page.getByTestId(`day-button-${d}`).filter({ visible: true }).tap();
        await page.locator(`[data-testid="day-view"][data-day="${d}"]`).waitFor();
        if ((await page.getByTestId("exercise-card").count()) > 0) day = d;
      }
      expect(day, "a training day").toBeGreaterThan(0);
      // A toast raised on this screen (the day's feedback too long), the day's top in view again.
      // Typed without focusing the field: a focused field would pan the phone's visual viewport to it.
      await page.evaluate(() => {
        const field = document.querySelector<HTMLTextAreaElement>('[data-testid="day-view"] [data-testid="feedback-text"]')!;
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(field, "x".repeat(320));
        field.dispatchEvent(new Event("input", { bubbles: true }));
      });
      await page.getByTestId("set-row").first().waitFor();
      const onPlan = await boxesWithToast(page, '[data-testid="day-feedback"] form', ["day-selector", "set-row"]);
      expect(onPlan, "the plan view's toast").not.toBeNull();
      expect(onPlan!.text).toContain(t.tooLong);
      // The check is meaningful: the day selector and the first set row are on the screen.
      expect(onPlan!.named["set-row"]!.y + onPlan!.named["set-row"]!.height).toBeLessThanOrEqual(PHONE.height);
      expect(onPlan!.named["day-selector"]!.y).toBeGreaterThanOrEqual(0);
      expectClear(onPlan!, "plan view");
      await settleAnimations(page);
      await screenshot(page, `notice-plan-${lang}-375`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
