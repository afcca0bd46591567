/**
 * Launch review, questionnaire points 7 and 8 (docs/decisions/0025), on PGlite and PostgreSQL:
 * 7. the questionnaire fills the EMPTY profile fields (names, age, gender), never the ones the user set;
 * 8. changed answers replace a draft that waits for the coach (first plan and follow-up), an unchanged
 *    re-submission keeps it, and a generation running meanwhile never leaves a draft of the old answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { validateQuestionnaire } from "~/domain/questionnaire/schema";
import { emptyQuestionnaireValues, type QuestionnaireFormValues } from "~/domain/questionnaire/form-values";
import * as s from "~/server/db/schema.server";
import type { Db } from "~/server/db/client.server";
import { seedDatabase } from "~/server/db/seed.server";
import { startWorker, type JobContext } from "~/server/jobs/worker.server";
import { completeJob, type JobRow } from "~/server/jobs/queue.server";
import { getProfile, loadDashboard, saveProfile } from "~/server/member/member-data.server";
import { saveQuestionnaire } from "~/server/member/questionnaire.server";
import { handleGenerateFollowup, handleGeneratePlan } from "~/server/plan/generation.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

function answers(overrides: Partial<QuestionnaireFormValues> = {}) {
  const result = validateQuestionnaire({
    ...emptyQuestionnaireValues({ first_name: "Anna", last_name: "Muster" }),
    age: "34",
    gender: "female",
    main_goals: ["muscle_building"],
    other_sport: "no",
    training_intensity: "balanced",
    training_frequency: "3x",
    session_duration: "45_60",
    daily_activity: "sitting",
    training_level: "intermediate",
    current_training: "yes",
    training_experience: ["gym", "free_weights"],
    equipment: ["barbell", "dumbbells", "machines"],
    data_consent: true,
    ...overrides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}
/** The re-submission of the issue: 5× a week instead of 3×, the barbell removed. */
const changed = () => answers({ training_frequency: "5x", equipment: ["dumbbells", "machines"] });
/** The answers a draft was built from, as its prompt states them. */
const OLD_ANSWERS = /Trainingshäufigkeit: 3x[\s\S]*Verfügbare Ausrüstung: Langhantel/;
const NEW_ANSWERS = /Trainingshäufigkeit: 5x[\s\S]*Verfügbare Ausrüstung: (?![^\n]*Langhantel)/;

describe.each(DRIVERS)("questionnaire → profile and waiting draft on %s", (driver) => {
  let database: TestDatabase;
  let counter = 0;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function newUser() {
    const id = `qpd-${driver}-${++counter}`;
    await database.db.insert(s.user).values({ id, email: `${id}@example.com`, name: id, emailVerified: true });
    return { id, email: `${id}@example.com`, firstName: null, lastName: null };
  }

  async function runJobs() {
    const worker = await startWorker({
      db: database.db,
      pollMs: 20,
      handlers: { "generate-plan": (ctx) => handleGeneratePlan(ctx, { ai: undefined }), "generate-followup": (ctx) => handleGenerateFollowup(ctx, { ai: undefined }) },
    });
    await worker.drain();
    await worker.stop();
  }

  const plansOf = (userId: string) => database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId)).orderBy(s.trainingPlans.sequenceNumber);
  const draftsOf = async (userId: string) => (await plansOf(userId)).filter((p) => p.status === "draft");
  const questionnaireOf = async (userId: string) => (await database.db.select().from(s.questionnaires).where(eq(s.questionnaires.userId, userId)))[0]!;

  /* ─────────────── 7. profile ─────────────── */

  it("fills an absent profile from the questionnaire: names, age and gender; the overview shows the age", async () => {
    const user = await newUser();
    await saveQuestionnaire(database.db, user, answers(), "questionnaire-page");
    expect(await getProfile(database.db, user.id)).toEqual({ firstName: "Anna", lastName: "Muster", age: 34, gender: "female", status: "active" });
    const dashboard = await loadDashboard(database.db, user);
    expect(dashboard.profile.age).toBe(34);
  });

  it("fills only EMPTY profile fields: what the user set keeps its value; 'not specified' leaves the gender empty", async () => {
    const user = await newUser();
    await saveProfile(database.db, user.id, { first_name: "Max", last_name: null, age: 40, gender: null, status: "inactive" });
    await saveQuestionnaire(database.db, user, answers({ gender: "not_specified" }), "questionnaire-page");
    expect(await getProfile(database.db, user.id)).toEqual({ firstName: "Max", lastName: "Muster", age: 40, gender: null, status: "inactive" });
    // A later questionnaire edit (profile tab) fills the gender, still keeps the rest.
    await saveQuestionnaire(database.db, user, answers({ gender: "diverse", age: "50", first_name: "Maximilian" }), "profile-tab");
    expect(await getProfile(database.db, user.id)).toEqual({ firstName: "Max", lastName: "Muster", age: 40, gender: "diverse", status: "inactive" });
    // Nothing left to fill: the profile row is not touched at all.
    const [before] = await database.db.select().from(s.userProfiles).where(eq(s.userProfiles.userId, user.id));
    await saveQuestionnaire(database.db, user, answers({ gender: "male" }), "profile-tab");
    const [after] = await database.db.select().from(s.userProfiles).where(eq(s.userProfiles.userId, user.id));
    expect(after).toEqual(before);
  });

  it("the profile is filled in the questionnaire's transaction: a refused questionnaire leaves no profile", async () => {
    const user = await newUser();
    const bad = { ...answers(), main_goals: ["nonsense"] } as unknown as Parameters<typeof saveQuestionnaire>[2];
    await expect(saveQuestionnaire(database.db, user, bad, "questionnaire-page")).rejects.toThrow();
    expect(await getProfile(database.db, user.id)).toBeNull();
  });

  /* ─────────────── 8. waiting draft ─────────────── */

  it("changed answers replace the waiting first draft: old draft deleted (expense kept), a new draft from the new answers", async () => {
    const user = await newUser();
    const first = await saveQuestionnaire(database.db, user, answers(), "questionnaire-page");
    await runJobs();
    const [old] = await draftsOf(user.id);
    expect(old?.promptText).toMatch(OLD_ANSWERS);
    const [expense] = await database.db.insert(s.expenses).values({ amount: 0.01, description: "KI-Trainingsplan #1", planId: old!.id }).returning();

    const again = await saveQuestionnaire(database.db, user, changed(), "questionnaire-page");
    expect(again).toMatchObject({ id: first.id, created: false, jobCreated: true, replacedDraftId: old!.id });
    expect(await plansOf(user.id)).toHaveLength(0);
    const [kept] = await database.db.select().from(s.expenses).where(eq(s.expenses.id, expense!.id));
    expect(kept?.planId).toBeNull();

    await runJobs();
    const drafts = await draftsOf(user.id);
    expect(drafts).toHaveLength(1);
    const q = await questionnaireOf(user.id);
    expect(drafts[0]!.id).not.toBe(old!.id);
    expect(drafts[0]!.sequenceNumber).toBe(1);
    expect(drafts[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(q.updatedAt.getTime());
    expect(drafts[0]!.promptText).toMatch(NEW_ANSWERS);
  });

  it("an unchanged re-submission (or a change of the name only) keeps the waiting draft", async () => {
    const user = await newUser();
    await saveQuestionnaire(database.db, user, answers(), "questionnaire-page");
    await runJobs();
    const [draft] = await draftsOf(user.id);
    const same = await saveQuestionnaire(database.db, user, answers({ first_name: "Annabell", equipment: ["machines", "dumbbells", "barbell"] }), "questionnaire-page");
    expect(same.replacedDraftId).toBeUndefined();
    await runJobs();
    expect((await plansOf(user.id)).map((p) => p.id)).toEqual([draft!.id]);
  });

  it("a changed edit in the profile tab replaces the waiting draft too", async () => {
    const user = await newUser();
    await saveQuestionnaire(database.db, user, answers(), "questionnaire-page");
    await runJobs();
    const [old] = await draftsOf(user.id);
    const edit = await saveQuestionnaire(database.db, user, changed(), "profile-tab");
    expect(edit).toMatchObject({ jobCreated: true, replacedDraftId: old!.id });
    await runJobs();
    const drafts = await draftsOf(user.id);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.promptText).toMatch(NEW_ANSWERS);
  });

  it("an approved plan is never touched; a waiting follow-up draft is replaced by a new follow-up (history kept)", async () => {
    const user = await newUser();
    await saveQuestionnaire(database.db, user, answers(), "questionnaire-page");
    await runJobs();
    const [plan1] = await draftsOf(user.id);
    await database.db.update(s.trainingPlans).set({ status: "completed", submitted: true, approvedAt: new Date() }).where(eq(s.trainingPlans.id, plan1!.id));
    await database.db.insert(s.feedback).values({ userId: user.id, planId: plan1!.id, day: 0, feedbackText: "Zu leicht, gerne mehr." });
    await database.db.insert(s.feedbackTrainingPlans).values({ userId: user.id, originalPlanId: plan1!.id, userName: "Anna Muster", planName: "Trainingsplan #1", planContent: plan1!.content });
    await database.db.insert(s.jobs).values({ name: "generate-followup", payload: { planId: plan1!.id }, singletonKey: `generate-followup:${plan1!.id}` });
    await runJobs();
    const [follow] = await draftsOf(user.id);
    expect(follow).toMatchObject({ sequenceNumber: 2, previousPlanId: plan1!.id });
    expect(follow!.promptText).toMatch(OLD_ANSWERS);

    const saved = await saveQuestionnaire(database.db, user, changed(), "questionnaire-page");
    expect(saved).toMatchObject({ jobCreated: true, replacedDraftId: follow!.id });
    const pendingPlanJobs = await database.db.select().from(s.jobs).where(and(eq(s.jobs.singletonKey, `generate-plan:${saved.id}`), sql`status in ('queued','running')`));
    expect(pendingPlanJobs).toHaveLength(0); // made again as a follow-up, not as a first plan
    await runJobs();
    const plans = await plansOf(user.id);
    expect(plans.map((p) => [p.sequenceNumber, p.status])).toEqual([
      [1, "completed"],
      [2, "draft"],
    ]);
    expect(plans[0]!.id).toBe(plan1!.id);
    expect(plans[1]!.id).not.toBe(follow!.id);
    expect(plans[1]!.previousPlanId).toBe(plan1!.id);
    expect(plans[1]!.promptText).toContain("Zu leicht");
    expect(plans[1]!.promptText).toMatch(NEW_ANSWERS);
  });

  it("race: answers changed while a generate-plan job drafts from the old ones → no stale draft stays, one draft of the new answers", async () => {
    const user = await newUser();
    const first = await saveQuestionnaire(database.db, user, answers(), "questionnaire-page");
    // Run the queued job by hand; the save of the new answers happens after the job read the old
    // answers and drafted, right when it starts its insert transaction (concurrently on PostgreSQL).
    const [jobRow] = await database.db.select().from(s.jobs).where(eq(s.jobs.singletonKey, `generate-plan:${first.id}`));
    await database.db.update(s.jobs).set({ status: "running" }).where(eq(s.jobs.id, jobRow!.id));
    const job = { id: jobRow!.id, name: "generate-plan", payload: jobRow!.payload, status: "running" } as JobRow;
    let concurrentSave: Promise<unknown> | undefined;
    const db = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop === "transaction" && !concurrentSave) {
          concurrentSave = saveQuestionnaire(database.db, user, changed(), "questionnaire-page");
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Db;
    const ctx: JobContext = { db, job, completeInTransaction: async (tx, value) => void (await completeJob(tx, job.id, value, "generate-plan")) };
    const result = await handleGeneratePlan(ctx, { ai: undefined });
    await concurrentSave;
    await runJobs(); // whatever the save queued

    const drafts = await draftsOf(user.id);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.promptText).toMatch(NEW_ANSWERS);
    const q = await questionnaireOf(user.id);
    expect(q.trainingFrequency).toBe("5x");
    expect(result.created || drafts[0]!.id !== result.planId).toBe(true);
  });
});
