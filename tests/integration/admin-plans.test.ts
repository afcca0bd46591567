/**
 * The admin's plan models on PGlite and PostgreSQL: the server-side search (name, e-mail, id prefix,
 * status word, content word, pagination) and that its expressions can use the schema's indexes; the
 * approval (idempotent under a double and a concurrent call: one approval, one mail job, one audit
 * row; refused where spec §4 refuses it); "complete plan" (one follow-up job even when the
 * customer's submission queued it, exactly one draft #2 after the queue ran, also when completed
 * twice); the edit (content, gates and audit in one transaction; blank text and submitted plans refused).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db/client.server";
import * as s from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { claimJobs, completeJob } from "~/server/jobs/queue.server";
import { listAudit } from "~/server/admin/audit.server";
import { countPlans, getPlanDetail, oldestDraft, planSearchQuery, searchPlans } from "~/server/admin/plans.server";
import { approvePlan } from "~/server/plans/approve-plan.server";
import { completePlan } from "~/server/plans/complete-plan.server";
import { editPlan } from "~/server/plans/edit-plan.server";
import { handleGenerateFollowup } from "~/server/plan/generation.server";
import { submitPlan } from "~/server/training/training-data.server";
import { generatePlan } from "~/domain/plan/generator";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const CANONICAL = fs.readFileSync(path.resolve("app/domain/plan/fixtures/canonical.md"), "utf8");

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
} as const;

const GENERATED = generatePlan({
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

describe.each(DRIVERS)("admin plan models on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let n = 0;
  const admin = { id: `admin-${driver}`, email: "coach@example.com" };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.db;
    await seedDatabase(db);
    await db.insert(s.user).values({ id: admin.id, email: admin.email, name: "Coach", role: "admin", emailVerified: true });
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function customer(names: { first?: string; last?: string; questionnaire?: boolean; profile?: [string, string]; email?: string } = {}) {
    const id = `c-${driver}-${++n}`;
    await db.insert(s.user).values({ id, email: names.email ?? `${id}@example.com`, name: "", emailVerified: true, firstName: null, lastName: null });
    if (names.profile) await db.insert(s.userProfiles).values({ userId: id, firstName: names.profile[0], lastName: names.profile[1] });
    let questionnaireId: string | null = null;
    if (names.questionnaire !== false && names.first) {
      const [q] = await db
        .insert(s.questionnaires)
        .values({ userId: id, firstName: names.first, lastName: names.last ?? "X", email: `${id}@example.com`, ...ANSWERS, mainGoals: [...ANSWERS.mainGoals], trainingExperience: [...ANSWERS.trainingExperience], equipment: [...ANSWERS.equipment] })
        .returning({ id: s.questionnaires.id });
      questionnaireId = q!.id;
    }
    return { id, questionnaireId };
  }

  async function plan(userId: string, over: Partial<typeof s.trainingPlans.$inferInsert> = {}) {
    const [row] = await db
      .insert(s.trainingPlans)
      .values({ userId, content: CANONICAL, status: "draft", sequenceNumber: 1, ...over })
      .returning({ id: s.trainingPlans.id });
    return row!.id;
  }

  const jobsFor = (key: string) => queryRows<{ id: string; status: string }>(db, sql`select id, status from jobs where singleton_key = ${key}`);

  describe("search", () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      const erika = await customer({ first: "Erika", last: "Mustermann", email: "erika.m@beispiel.de" });
      ids.erika = await plan(erika.id, { content: `${CANONICAL}\n\nZusatz: Seilspringen am Ende.`, questionnaireId: erika.questionnaireId });
      const jonas = await customer({ questionnaire: false, profile: ["Jonas", "Berger"] });
      ids.jonas = await plan(jonas.id, { status: "approved", approvedAt: new Date() });
      const xaver = await customer({ questionnaire: false });
      await db.update(s.user).set({ firstName: "Xaver", lastName: "Quast" }).where(eq(s.user.id, xaver.id));
      ids.xaver = await plan(xaver.id, { status: "completed", submitted: true, approvedAt: new Date() });
      // 30 plans of one customer, created a minute apart, for the pages.
      const many = await customer({ first: "Paula", last: "Paginierung" });
      for (let i = 1; i <= 30; i++) {
        await plan(many.id, { status: "approved", approvedAt: new Date(), sequenceNumber: i, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
      }
    });

    it("finds plans by the customer's questionnaire, profile and account names and by an e-mail fragment", async () => {
      expect((await searchPlans(db, { q: "mustermann", page: 1, pageSize: 25 })).rows.map((r) => r.id)).toEqual([ids.erika]);
      expect((await searchPlans(db, { q: "Erika Muster", page: 1, pageSize: 25 })).rows.map((r) => r.id)).toEqual([ids.erika]);
      const jonas = await searchPlans(db, { q: "jonas berger", page: 1, pageSize: 25 });
      expect(jonas.rows.map((r) => r.id)).toEqual([ids.jonas]);
      expect(jonas.rows[0]!.customerName).toBe("Jonas Berger");
      const xaver = await searchPlans(db, { q: "QUAST", page: 1, pageSize: 25 });
      expect(xaver).toMatchObject({ total: 1, rows: [{ id: ids.xaver, customerName: "Xaver Quast", status: "completed", submitted: true }] });
      expect((await searchPlans(db, { q: "m@beispiel", page: 1, pageSize: 25 })).rows.map((r) => r.id)).toEqual([ids.erika]);
      // A typed wildcard is matched literally.
      expect((await searchPlans(db, { q: "%%%", page: 1, pageSize: 25 })).total).toBe(0);
    });

    it("finds a plan by the beginning of its id, by status words and by a word of its content", async () => {
      const byId = await searchPlans(db, { q: ids.erika!.slice(0, 8).toUpperCase(), page: 1, pageSize: 25 });
      expect(byId.rows.map((r) => r.id)).toContain(ids.erika);
      expect(byId.rows.every((r) => r.id.startsWith(ids.erika!.slice(0, 8)))).toBe(true);

      const drafts = await searchPlans(db, { q: "Entwurf", page: 1, pageSize: 25 });
      expect(drafts.total).toBe(1);
      expect(drafts.rows.every((r) => r.status === "draft")).toBe(true);
      const approved = await searchPlans(db, { q: "freigegeben", page: 1, pageSize: 25 });
      expect(approved.total).toBe(31);
      expect(approved.rows.every((r) => r.status === "approved")).toBe(true);
      expect((await searchPlans(db, { q: "completed", page: 1, pageSize: 25 })).rows.map((r) => r.id)).toEqual([ids.xaver]);
      expect((await searchPlans(db, { q: "eingereicht", page: 1, pageSize: 25 })).rows.map((r) => r.id)).toEqual([ids.xaver]);
      // A status word narrows a name search.
      expect((await searchPlans(db, { q: "Entwurf paginierung", page: 1, pageSize: 25 })).total).toBe(0);
      expect((await searchPlans(db, { q: "freigegeben paginierung", page: 1, pageSize: 25 })).total).toBe(30);

      expect((await searchPlans(db, { q: "Seilspringen", page: 1, pageSize: 25 })).rows.map((r) => r.id)).toEqual([ids.erika]);
      expect((await searchPlans(db, { q: "Kniebeuge", page: 1, pageSize: 25 })).total).toBe(33);
      expect((await searchPlans(db, { q: "Zyxwvut", page: 1, pageSize: 25 })).total).toBe(0);
      // Too short for names and content, and no id: nothing.
      expect(await searchPlans(db, { q: "xy", page: 1, pageSize: 25 })).toEqual({ rows: [], total: 0 });
    });

    it("pages 25 at a time, newest first, with the total on every page", async () => {
      const first = await searchPlans(db, { q: "Paginierung", page: 1, pageSize: 25 });
      const second = await searchPlans(db, { q: "Paginierung", page: 2, pageSize: 25 });
      const beyond = await searchPlans(db, { q: "Paginierung", page: 3, pageSize: 25 });
      expect([first.total, second.total, beyond.total]).toEqual([30, 30, 30]);
      expect(first.rows.map((r) => r.sequenceNumber)).toEqual(Array.from({ length: 25 }, (_, i) => 30 - i));
      expect(second.rows.map((r) => r.sequenceNumber)).toEqual([5, 4, 3, 2, 1]);
      expect(beyond.rows).toEqual([]);
      const all = await searchPlans(db, { q: "", page: 1, pageSize: 25 });
      expect(all.total).toBe(await countPlans(db));
      expect(all.rows).toHaveLength(25);
      const times = all.rows.map((r) => Date.parse(r.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it.runIf(driver === "postgres")("uses the indexes: id prefix, trigram names and e-mail, full text, status", async () => {
      const plansFor = async (q: string) => {
        const query = planSearchQuery({ q, page: 1, pageSize: 25 });
        // With sequential scans priced out, an expression that does not match its index would still scan.
        return db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const explain = async (inner: typeof query.rows) =>
            (await queryRows<Record<string, string>>(tx, sql`explain ${inner}`)).map((r) => Object.values(r)[0]).join("\n");
          return `${await explain(query.rows)}\n${query.total ? await explain(query.total) : ""}`;
        });
      };
      const byId = await plansFor("3fa85f64");
      expect(byId).toContain("training_plans_id_text_idx");
      const byName = await plansFor("mustermann");
      for (const index of ["user_full_name_trgm_idx", "user_name_trgm_idx", "user_email_trgm_idx", "user_profiles_name_trgm_idx", "questionnaires_name_trgm_idx", "training_plans_content_fts_idx"]) {
        expect(byName, index).toContain(index);
      }
      // The plans of the matching customers: by user id (either index that starts with it).
      expect(byName).toMatch(/Index (Only )?Scan using training_plans_user(_sequence)?_idx/);
      expect(await plansFor("Entwurf")).toContain("training_plans_status_idx");
      expect(await plansFor("")).toContain("training_plans_created_idx");
    });
  });

  describe("approval", () => {
    it("approves once under a double call: one approval, one mail job, one audit row", async () => {
      const c = await customer({ first: "Doppel", last: "Klick" });
      const id = await plan(c.id);
      const first = await approvePlan(db, admin, id);
      const second = await approvePlan(db, admin, id);
      expect(first).toMatchObject({ ok: true, sequenceNumber: 1, customerName: "Doppel Klick" });
      expect(second).toEqual({ ok: false, reason: "already-approved" });
      const [row] = await db.select().from(s.trainingPlans).where(eq(s.trainingPlans.id, id));
      expect(row).toMatchObject({ status: "approved", approvedBy: admin.id });
      expect(row!.approvedAt).toBeInstanceOf(Date);
      expect(await jobsFor(`send-plan-approved-email:${id}`)).toHaveLength(1);
      const audit = await listAudit(db, { type: "plan", id });
      expect(audit.map((a) => a.action)).toEqual(["plan.approve"]);
      expect(audit[0]).toMatchObject({ adminEmail: admin.email, details: { from: "draft" } });
      const detail = await getPlanDetail(db, id);
      expect(detail).toMatchObject({ status: "approved", approvedByEmail: admin.email, mailJob: { status: "queued" }, customerName: "Doppel Klick" });
    });

    it("approves once under two concurrent calls", async () => {
      const c = await customer({ first: "Gleich", last: "Zeitig" });
      const id = await plan(c.id);
      const results = await Promise.all([approvePlan(db, admin, id), approvePlan(db, admin, id)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "already-approved" }]);
      expect(await jobsFor(`send-plan-approved-email:${id}`)).toHaveLength(1);
      expect(await listAudit(db, { type: "plan", id })).toHaveLength(1);
    });

    it("refuses an unknown plan and a completed plan with a submitted record; approves a completed plan without one", async () => {
      expect(await approvePlan(db, admin, "00000000-0000-4000-8000-000000000000")).toEqual({ ok: false, reason: "not-found" });
      const c = await customer({ first: "Schon", last: "Fertig" });
      const done = await plan(c.id, { status: "completed", submitted: true, approvedAt: new Date() });
      await db.insert(s.feedbackTrainingPlans).values({ userId: c.id, originalPlanId: done, userName: "Schon Fertig", planName: "Trainingsplan #1", planContent: "x" });
      expect(await approvePlan(db, admin, done)).toEqual({ ok: false, reason: "not-allowed" });
      expect(await jobsFor(`send-plan-approved-email:${done}`)).toHaveLength(0);
      expect(await listAudit(db, { type: "plan", id: done })).toHaveLength(0);

      const other = await customer({ first: "Ohne", last: "Datensatz" });
      const completed = await plan(other.id, { status: "completed", approvedAt: new Date(Date.now() - 86400_000) });
      expect(await approvePlan(db, admin, completed)).toMatchObject({ ok: true });
      expect((await getPlanDetail(db, completed))?.status).toBe("approved");
    });

    it("names the oldest remaining draft for approve-and-next", async () => {
      const a = await customer({ first: "Alt", last: "Eins" });
      const b = await customer({ first: "Neu", last: "Zwei" });
      // Older than every other draft of this file.
      const oldest = await plan(a.id, { createdAt: new Date("2020-01-01T00:00:00Z") });
      const newer = await plan(b.id, { createdAt: new Date("2020-01-02T00:00:00Z") });
      expect((await oldestDraft(db))?.id).toBe(oldest);
      expect((await oldestDraft(db, oldest))?.id).toBe(newer);
    });
  });

  describe("complete plan", () => {
    async function submittedPlan() {
      const c = await customer({ first: "Fort", last: "Schritt" });
      const id = await plan(c.id, { content: GENERATED, status: "approved", approvedAt: new Date(Date.now() - 15 * 86400_000), questionnaireId: c.questionnaireId });
      const submitted = await submitPlan(db, c.id, id, "Trainingsplan");
      expect(submitted).toMatchObject({ ok: true, followupJobCreated: true });
      return { userId: c.id, planId: id };
    }

    /** Runs the queued follow-up jobs the way the worker does (other jobs of this file stay queued). */
    async function runQueue() {
      for (;;) {
        const [job] = await claimJobs(db, "test-worker", ["generate-followup"], 1);
        if (!job) return;
        let completed = false;
        const result = await handleGenerateFollowup(
          {
            db,
            job,
            completeInTransaction: async (tx, value) => {
              await completeJob(tx, job.id, value, job.name);
              completed = true;
            },
          },
          { ai: undefined },
        );
        if (!completed) await completeJob(db, job.id, result, job.name);
      }
    }

    const drafts2 = (userId: string) =>
      db.select().from(s.trainingPlans).where(and(eq(s.trainingPlans.userId, userId), eq(s.trainingPlans.sequenceNumber, 2)));

    it("joins the follow-up job the customer's submission queued, also when run twice, and yields exactly one draft #2", async () => {
      const { userId, planId } = await submittedPlan();
      const [queued] = await jobsFor(`generate-followup:${planId}`);
      const first = await completePlan(db, admin, planId);
      const second = await completePlan(db, admin, planId);
      expect(first).toMatchObject({ ok: true, jobId: queued!.id, jobCreated: false, sequenceNumber: 1 });
      expect(second).toMatchObject({ ok: true, jobId: queued!.id, jobCreated: false });
      expect(await jobsFor(`generate-followup:${planId}`)).toHaveLength(1);
      await runQueue();
      const made = await drafts2(userId);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ status: "draft", previousPlanId: planId });
      const detail = await getPlanDetail(db, planId);
      expect(detail?.followupJob).toMatchObject({ id: queued!.id, status: "completed", result: { planId: made[0]!.id, sequenceNumber: 2 } });
      expect(detail?.nextPlan).toEqual({ id: made[0]!.id, sequenceNumber: 2, status: "draft" });

      // Completing again after the job finished: a new job, whose handler finds plan #2 and makes none.
      const again = await completePlan(db, admin, planId);
      expect(again).toMatchObject({ ok: true, jobCreated: true });
      await runQueue();
      expect(await drafts2(userId)).toHaveLength(1);
      const latest = await getPlanDetail(db, planId);
      expect(latest?.followupJob).toMatchObject({ id: again.ok ? again.jobId : "", status: "completed", result: { sequenceNumber: 2 } });
      expect((await listAudit(db, { type: "plan", id: planId })).map((a) => a.action)).toEqual(["plan.complete", "plan.complete", "plan.complete"]);
    });

    it("is refused for a draft and for an approved plan the customer has not submitted", async () => {
      const c = await customer({ first: "Noch", last: "Offen" });
      const draft = await plan(c.id);
      expect(await completePlan(db, admin, draft)).toEqual({ ok: false, reason: "not-allowed" });
      const d = await customer({ first: "Läuft", last: "Noch" });
      const running = await plan(d.id, { status: "approved", approvedAt: new Date() });
      expect(await completePlan(db, admin, running)).toEqual({ ok: false, reason: "not-allowed" });
      expect(await jobsFor(`generate-followup:${running}`)).toHaveLength(0);
      expect(await completePlan(db, admin, "00000000-0000-4000-8000-000000000001")).toEqual({ ok: false, reason: "not-found" });
    });
  });

  describe("edit", () => {
    it("stores the text with its gates and the audit entry; refuses blank text and submitted plans", async () => {
      const c = await customer({ first: "Text", last: "Arbeit" });
      const id = await plan(c.id, { content: GENERATED });
      const broken = "Tag 1\n| Übung | Sätze |\n|---|---|\n| Kniebeuge | 3 |";
      const result = await editPlan(db, admin, id, broken);
      expect(result).toMatchObject({ ok: true, gatesPassed: false });
      const [row] = await db.select().from(s.trainingPlans).where(eq(s.trainingPlans.id, id));
      expect(row!.content).toBe(broken);
      expect(row!.gatesPassed).toBe(false);
      expect((row!.gateResults as Array<{ id: string; passed: boolean }>).find((g) => g.id === "completeness")?.passed).toBe(false);
      const [entry] = await listAudit(db, { type: "plan", id });
      expect(entry).toMatchObject({ action: "plan.edit", details: { lengthBefore: GENERATED.length, lengthAfter: broken.length, gatesPassed: false } });

      // The generated text again: all six gates pass.
      expect(await editPlan(db, admin, id, `${GENERATED}\r\n`)).toMatchObject({ ok: true, gatesPassed: true });
      const [back] = await db.select().from(s.trainingPlans).where(eq(s.trainingPlans.id, id));
      expect(back!.content).toBe(`${GENERATED}\n`);

      expect(await editPlan(db, admin, id, "   \n\t ")).toEqual({ ok: false, reason: "blank" });
      expect(await editPlan(db, admin, id, "x".repeat(100_001))).toEqual({ ok: false, reason: "tooLong" });
      const [unchanged] = await db.select().from(s.trainingPlans).where(eq(s.trainingPlans.id, id));
      expect(unchanged!.content).toBe(`${GENERATED}\n`);
      expect(await listAudit(db, { type: "plan", id })).toHaveLength(2);

      const submitted = await plan(c.id, { sequenceNumber: 2, status: "completed", submitted: true, approvedAt: new Date() });
      expect(await editPlan(db, admin, submitted, "Tag 1")).toEqual({ ok: false, reason: "submitted" });
    });

    it("writes nothing when the audit entry cannot be written (one transaction)", async () => {
      const c = await customer({ first: "Ganz", last: "Odernicht" });
      const id = await plan(c.id);
      // An admin id that is no user breaks the audit row's foreign key after the plan was updated.
      await expect(editPlan(db, { id: "no-such-admin", email: "ghost@example.com" }, id, "Tag 1\nNeu")).rejects.toThrow();
      const [row] = await db.select().from(s.trainingPlans).where(eq(s.trainingPlans.id, id));
      expect(row!.content).toBe(CANONICAL);
      expect(await listAudit(db, { type: "plan", id })).toHaveLength(0);
    });
  });
});
