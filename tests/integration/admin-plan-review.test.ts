/**
 * The coach's desk rules (decision 0086) on PGlite and PostgreSQL, on the models and over HTTP
 * against the built server:
 * - a plan whose stored review failed is approved only with the explicit confirmation field: without
 *   it the action answers 409 and the page (no JavaScript) names the failed checks; with it the plan
 *   is approved and the audit entry names what was confirmed; a plan whose review passed approves
 *   without any confirmation (negative control);
 * - a plan text without a training day is refused on save (localized, the typed text stays) and on
 *   approval, even with the confirmation;
 * - the queue and the plan page count the review with the same function and show the same figure;
 * - status words are words in both languages, never the raw status.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database, type Db } from "~/server/db/client.server";
import * as s from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { listAudit } from "~/server/admin/audit.server";
import { getPlanDetail } from "~/server/admin/plans.server";
import { approvePlan } from "~/server/plans/approve-plan.server";
import { editPlan } from "~/server/plans/edit-plan.server";
import { loadCoachQueue } from "~/server/admin/overview.server";
import { summarizeQuality } from "~/domain/admin/plan-review";
import { generatePlan } from "~/domain/plan/generator";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { createPostgresDatabase, createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const ANSWERS = {
  age: 41,
  gender: "female",
  mainGoals: ["muscle_building", "health"],
  otherSport: false,
  trainingIntensity: "balanced",
  trainingFrequency: "3x",
  sessionDuration: "45_60",
  dailyActivity: "sitting",
  trainingLevel: "beginner",
  currentTraining: "sporadic",
  trainingExperience: ["gym"],
  equipment: ["dumbbells", "machines", "cable_trx", "barbell"],
  dataConsent: true,
};

/** The built-in generator's plan for these answers: every gate and check passes (admin-plans.test.ts). */
const GOOD = generatePlan({
  questionnaire: {
    first_name: "", last_name: "", email: "", age: 41, gender: "female", main_goals: ["muscle_building", "health"],
    other_sport: false, other_sport_details: null, training_intensity: "balanced", training_frequency: "3x",
    session_duration: "45_60", daily_activity: "sitting", training_level: "beginner", current_training: "sporadic",
    training_experience: ["gym"], equipment: ["dumbbells", "machines", "cable_trx", "barbell"], health_restrictions: null,
    exercise_dislikes: null, training_preferences: null, personal_wishes: null,
  },
  exercises: EXERCISES,
  injuries: INJURIES,
}).text;
/** The same plan cut after day 7: week 2 is missing (completeness, booked days per week fail). */
const CUT = GOOD.slice(0, GOOD.search(/^#+\s*Tag 8\b/m));
const NO_DAY = "Liebe Kundin, Ihr Plan folgt in Kürze. Viel Erfolg!";

async function insertCustomer(db: Db, id: string, email: string, last: string) {
  const [q] = await db
    .insert(s.questionnaires)
    .values({ userId: id, firstName: "Rita", lastName: last, email, ...ANSWERS })
    .returning({ id: s.questionnaires.id });
  return q!.id;
}

async function insertPlan(db: Db, userId: string, questionnaireId: string, sequenceNumber = 1) {
  const [row] = await db.insert(s.trainingPlans).values({ userId, questionnaireId, content: GOOD, status: "draft", sequenceNumber }).returning({ id: s.trainingPlans.id });
  return row!.id;
}

describe.each(DRIVERS)("the coach's desk rules on %s (models)", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let n = 0;
  const admin = { id: `desk-admin-${driver}`, email: "desk-coach@example.com" };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.db;
    await seedDatabase(db);
    await db.insert(s.user).values({ id: admin.id, email: admin.email, name: "Coach", role: "admin", emailVerified: true });
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** A draft whose review is computed and stored the way the coach's edit stores it. */
  async function draftWith(content: string) {
    const id = `desk-${driver}-${++n}`;
    await db.insert(s.user).values({ id, email: `${id}@example.com`, name: "", emailVerified: true });
    const questionnaireId = await insertCustomer(db, id, `${id}@example.com`, `Review${n}`);
    const planId = await insertPlan(db, id, questionnaireId);
    expect(await editPlan(db, admin, planId, content)).toMatchObject({ ok: true });
    return planId;
  }
  const jobs = (planId: string) => queryRows<{ id: string }>(db, sql`select id from jobs where singleton_key = ${`send-plan-approved-email:${planId}`}`);

  it("refuses to approve a plan with failed checks without the confirmation, and approves it with it", async () => {
    const planId = await draftWith(CUT);
    const review = summarizeQuality((await getPlanDetail(db, planId))!.gateResults);
    expect(review!.failed).toEqual(expect.arrayContaining(["completeness", "training_days"]));

    const refused = await approvePlan(db, admin, planId);
    expect(refused).toEqual({ ok: false, reason: "needs-confirmation", failed: review!.failed, sequenceNumber: 1 });
    expect((await getPlanDetail(db, planId))!.status).toBe("draft");
    expect(await jobs(planId)).toHaveLength(0);
    expect((await listAudit(db, { type: "plan", id: planId })).map((a) => a.action)).toEqual(["plan.edit"]);

    const confirmed = await approvePlan(db, admin, planId, { confirmFailed: true });
    expect(confirmed).toMatchObject({ ok: true });
    expect((await getPlanDetail(db, planId))!.status).toBe("approved");
    expect(await jobs(planId)).toHaveLength(1);
    const [entry] = await listAudit(db, { type: "plan", id: planId });
    expect(entry).toMatchObject({ action: "plan.approve", details: { from: "draft", confirmedFailed: review!.failed } });
  });

  it("approves a plan whose review passed without any confirmation (negative control)", async () => {
    const planId = await draftWith(GOOD);
    const review = summarizeQuality((await getPlanDetail(db, planId))!.gateResults);
    expect(review).toEqual({ passed: 13, total: 13, failed: [] });
    expect(await approvePlan(db, admin, planId)).toMatchObject({ ok: true });
    const [entry] = await listAudit(db, { type: "plan", id: planId });
    expect(entry!.details).not.toHaveProperty("confirmedFailed");
  });

  it("refuses a plan text without a training day on save and on approval, also when confirmed", async () => {
    const planId = await draftWith(GOOD);
    expect(await editPlan(db, admin, planId, NO_DAY)).toEqual({ ok: false, reason: "noDays" });
    expect(await editPlan(db, admin, planId, "Tag 1 - Ruhetag\n- Spaziergang 30 Minuten")).toEqual({ ok: false, reason: "noDays" });
    const [row] = await db.select({ content: s.trainingPlans.content }).from(s.trainingPlans).where(eq(s.trainingPlans.id, planId));
    expect(row!.content).toBe(GOOD);

    // A text stored without the editor (an old plan, an import): the approval refuses it.
    await db.update(s.trainingPlans).set({ content: NO_DAY }).where(eq(s.trainingPlans.id, planId));
    expect(await approvePlan(db, admin, planId, { confirmFailed: true })).toEqual({ ok: false, reason: "no-training-day" });
    expect((await getPlanDetail(db, planId))!.status).toBe("draft");
  });

  it("counts the review in the queue exactly as on the plan page", async () => {
    const failing = await draftWith(CUT);
    const passing = await draftWith(GOOD);
    const queue = await loadCoachQueue(db);
    for (const planId of [failing, passing]) {
      const entry = queue.find((e) => e.planId === planId);
      const detail = await getPlanDetail(db, planId);
      expect(entry!.gates).toEqual(summarizeQuality(detail!.gateResults));
      expect(entry!.gates!.total).toBe(detail!.gateResults!.length);
    }
  });
});

describe.each(DRIVERS)("the coach's desk over HTTP on %s", (driver) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-desk-"));
  const adminEmail = uniqueEmail("desk-coach");
  let server: RunningServer | undefined;
  let databaseUrl = "";
  let dropDatabase: (() => Promise<void>) | undefined;
  let admin: TestUser;
  const ids = { failing: "", passing: "", completed: "" };

  const env = () => ({
    DATA_DIR: dataDir,
    AUTH_SECRET: "desk-review-secret-0123456789abcdef01234",
    ADMIN_EMAIL: adminEmail,
    ...(driver === "postgres" ? { DATABASE_URL: databaseUrl } : {}),
  });
  const openServerDb = (): Promise<Database> =>
    driver === "postgres" ? openDatabase({ kind: "postgres", url: databaseUrl }) : openDatabase({ kind: "pglite", dataDir });
  const base = () => server!.baseURL;
  const post = (planId: string, values: Record<string, string>, lang = "de") =>
    request(base(), admin.jar, `/${lang}/admin/plaene/${planId}`, { method: "POST", body: formBody(values) });
  const page = async (pathname: string) => (await request(base(), admin.jar, pathname)).text();
  const text = (html: string, testId: string) => {
    const m = html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`));
    return m ? m[1]!.trim() : null;
  };

  beforeAll(async () => {
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer(env());
    admin = await registerAndConfirm(base(), dataDir, { email: adminEmail, firstName: "Cora", lastName: "Coach" });
    const customer = await registerAndConfirm(base(), dataDir, { email: uniqueEmail("rita"), firstName: "Rita", lastName: "Rückmeldung" });
    await server.stop();
    server = undefined;
    const database = await openServerDb();
    try {
      const db = database.db;
      const [c] = await db.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, customer.email));
      const [a] = await db.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, adminEmail));
      const questionnaireId = await insertCustomer(db, c!.id, customer.email, "Rückmeldung");
      const coach = { id: a!.id, email: adminEmail };
      ids.failing = await insertPlan(db, c!.id, questionnaireId);
      expect(await editPlan(db, coach, ids.failing, CUT)).toMatchObject({ ok: true });
      // One draft per customer: the second draft is another customer's.
      const otherId = `desk-other-${driver}`;
      await db.insert(s.user).values({ id: otherId, email: `${otherId}@example.com`, name: "", emailVerified: true });
      ids.passing = await insertPlan(db, otherId, await insertCustomer(db, otherId, `${otherId}@example.com`, "Zweitplan"));
      expect(await editPlan(db, coach, ids.passing, GOOD)).toMatchObject({ ok: true, gatesPassed: true });
      const [done] = await db
        .insert(s.trainingPlans)
        .values({ userId: c!.id, questionnaireId, content: GOOD, status: "completed", submitted: true, sequenceNumber: 3, approvedAt: new Date() })
        .returning({ id: s.trainingPlans.id });
      ids.completed = done!.id;
    } finally {
      await database.close();
    }
    server = await startServer(env());
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the same count in the queue and on the plan page, and status words in both languages", async () => {
    const queue = await page("/de/admin");
    for (const planId of [ids.failing, ids.passing]) {
      const from = queue.indexOf(`id="queue-${planId}"`);
      expect(from, planId).toBeGreaterThan(0);
      const entry = queue.slice(from, queue.indexOf("</article>", from));
      const inQueue = text(entry, "queue-gates");
      const onPage = text(await page(`/de/admin/plaene/${planId}`), "plan-gates-count");
      expect(inQueue).toMatch(/^\d+ von 13 bestanden$/);
      expect(onPage).toBe(inQueue);
    }
    expect(text(await page(`/de/admin/plaene/${ids.failing}`), "plan-gates-count")).not.toBe("13 von 13 bestanden");
    expect(text(await page(`/de/admin/plaene/${ids.passing}`), "plan-gates-count")).toBe("13 von 13 bestanden");

    const list = await page("/de/admin/plaene");
    expect(list).toContain("Abgeschlossen (eingereicht)");
    expect(list).not.toMatch(/>completed/);
    expect(await page("/en/admin/plaene")).toContain("Completed (submitted)");
  });

  it("refuses the approval without the confirmation field and names the failed checks on the page; approves with it", async () => {
    const refused = await post(ids.failing, { intent: "approve" });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("Plan trotz nicht bestandener Prüfungen freigeben?");
    expect(html).toContain('data-testid="approve-confirm"');
    for (const name of ["Vollständigkeit", "Trainingstage je Woche"]) expect(html).toContain(name);
    expect(html).toContain('name="confirmFailedChecks"');
    // Any other value of the field is no confirmation.
    expect((await post(ids.failing, { intent: "approve", confirmFailedChecks: "on" })).status).toBe(409);
    // English page, English names.
    const en = await (await post(ids.failing, { intent: "approve" }, "en")).text();
    expect(en).toContain("Approve the plan despite failed checks?");
    expect(en).toContain("Completeness");

    const confirmed = await post(ids.failing, { intent: "approve", confirmFailedChecks: "yes" });
    expect(confirmed.status).toBe(200);
    expect(await page(`/de/admin/plaene/${ids.failing}`)).toContain('data-plan-status="approved"');
  });

  it("approves a plan whose review passed without the field (negative control)", async () => {
    const res = await post(ids.passing, { intent: "approve" });
    expect(res.status).toBe(200);
    expect(await page(`/de/admin/plaene/${ids.passing}`)).toContain('data-plan-status="approved"');
  });

  it("refuses a text without a training day with a localized message, keeping the typed text", async () => {
    const res = await post(ids.passing, { intent: "edit", content: NO_DAY });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Der Plantext enthält keinen Trainingstag");
    expect(html).toContain(NO_DAY);
    const en = await (await post(ids.passing, { intent: "edit", content: NO_DAY }, "en")).text();
    expect(en).toContain("The plan text has no training day");
  });
});
