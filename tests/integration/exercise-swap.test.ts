/**
 * Exercise swaps (issue 24 item 2, decision 0099) on a test database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): an allowed alternative is recorded and the slot's logged sets carry its
 * name; an alternative outside the allowed list (equipment missing, contraindicated) is refused;
 * another user's plan is not found; a plan not open for training is refused; the coach's view of
 * the plan (loadPlanView) shows the swap; undo restores the plan's exercise.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { seedDatabase } from "~/server/db/seed.server";
import { exerciseSwaps, questionnaires, trainingPlans, trainingProgress, user as userTable } from "~/server/db/schema.server";
import { loadPlanView, saveProgress } from "~/server/training/training-data.server";
import { alternativesAt, applySwapChanges, planAlternatives, renameSwappedSets, swapExercise } from "~/server/training/exercise-swaps.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const PLAN_TEXT = fs.readFileSync(path.resolve("app/domain/plan/fixtures/canonical.md"), "utf8");
// Day 1, position 0 of the canonical plan.
const ORIGINAL = "Kniebeuge mit Langhantel";
// Allowed for this customer (no equipment beyond the questionnaire's, knee-friendly); the negative
// controls below need bands (not owned) or jump (contraindicated for the knee).
const ALLOWED = "Stuhl-Kniebeuge mit hoher Sitzfläche";
const ALLOWED_EN = "High Box Sit-to-Stand";

const QUESTIONNAIRE = {
  firstName: "Erika",
  lastName: "Mustermann",
  age: 41,
  gender: "female",
  mainGoals: ["muscle_building"],
  otherSport: false,
  trainingIntensity: "balanced",
  trainingFrequency: "3x",
  sessionDuration: "45_60",
  dailyActivity: "sitting",
  trainingLevel: "intermediate",
  currentTraining: "sporadic",
  trainingExperience: ["gym"],
  equipment: ["barbell", "dumbbells", "machines", "cable_trx"],
  healthRestrictions: "Knieprobleme links",
  dataConsent: true,
};

async function customer(db: Db, id: string, over: Partial<typeof trainingPlans.$inferInsert> = {}) {
  await db.insert(userTable).values({ id, email: `${id}@example.com`, name: id, emailVerified: true });
  const [q] = await db.insert(questionnaires).values({ ...QUESTIONNAIRE, userId: id, email: `${id}@example.com` }).returning({ id: questionnaires.id });
  const [plan] = await db
    .insert(trainingPlans)
    .values({ userId: id, questionnaireId: q!.id, content: PLAN_TEXT, status: "approved", sequenceNumber: 1, approvedAt: new Date("2026-03-02T08:00:00Z"), ...over })
    .returning({ id: trainingPlans.id });
  return plan!.id;
}

describe.each(DRIVERS)("exercise swaps on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("offers only allowed alternatives: same pattern, the customer's equipment, no contraindicated exercise", async () => {
    const db = database.db;
    const plan = await customer(db, `alt-${driver}`);
    const list = (await alternativesAt(db, `alt-${driver}`, plan, 1, 0))!.map((e) => e.name);
    expect(list.length).toBeGreaterThan(0);
    expect(list).toContain(ALLOWED);
    expect(list).not.toContain("Kniebeuge mit Band"); // resistance bands: not in the questionnaire
    expect(list).not.toContain("Sprungkniebeuge"); // jumps: contraindicated for the knee
    expect(list).not.toContain(ORIGINAL);
    expect(await alternativesAt(db, `someone-else-${driver}`, plan, 1, 0)).toBeNull();
  });

  it("a swap is accepted, the logged sets carry the new name, the coach's view shows it, undo restores", async () => {
    const db = database.db;
    const u = `swap-${driver}`;
    const plan = await customer(db, u);
    expect(await swapExercise(db, u, plan, 1, 0, ALLOWED)).toMatchObject({ ok: true, swap: { originalName: ORIGINAL, alternativeName: ALLOWED } });
    await saveProgress(db, u, plan, [{ day: 1, exerciseOrder: 0, setNumber: 1, reps: "10", weight: 20, completed: true, changedAt: Date.now() }]);
    await renameSwappedSets(db, u, plan);
    const rows = await db.select().from(trainingProgress).where(and(eq(trainingProgress.userId, u), eq(trainingProgress.planId, plan)));
    expect(rows.map((r) => r.exerciseName)).toEqual([ALLOWED]);

    const coach = await loadPlanView(db, u, plan, "en");
    expect(coach!.swaps).toEqual([expect.objectContaining({ day: 1, exerciseOrder: 0, originalName: ORIGINAL, alternativeName: ALLOWED, shownName: ALLOWED_EN })]);

    expect(await swapExercise(db, u, plan, 1, 0, null)).toEqual({ ok: true, swap: null });
    expect(await db.select().from(exerciseSwaps).where(eq(exerciseSwaps.planId, plan))).toEqual([]);
    const after = await db.select().from(trainingProgress).where(and(eq(trainingProgress.userId, u), eq(trainingProgress.planId, plan)));
    expect(after.map((r) => r.exerciseName)).toEqual([ORIGINAL]);
  });

  it("refuses an alternative outside the allowed list, another user's plan and a plan not open for training", async () => {
    const db = database.db;
    const u = `refuse-${driver}`;
    const plan = await customer(db, u);
    expect(await swapExercise(db, u, plan, 1, 0, "Kniebeuge mit Band")).toEqual({ ok: false, reason: "not-allowed" });
    expect(await swapExercise(db, u, plan, 1, 0, "Sprungkniebeuge")).toEqual({ ok: false, reason: "not-allowed" });
    expect(await swapExercise(db, u, plan, 1, 0, "Bankdrücken mit Kurzhanteln")).toEqual({ ok: false, reason: "not-allowed" });
    const other = `other-${driver}`;
    await customer(db, other, { sequenceNumber: 1 });
    expect(await swapExercise(db, other, plan, 1, 0, ALLOWED)).toEqual({ ok: false, reason: "not-found" });
    const submitted = `submitted-${driver}`;
    const closed = await customer(db, submitted, { status: "completed", submitted: true });
    expect(await swapExercise(db, submitted, closed, 1, 0, ALLOWED)).toEqual({ ok: false, reason: "not-open" });
    expect(await db.select().from(exerciseSwaps).where(eq(exerciseSwaps.userId, u))).toEqual([]);
    // Control: the same request for the plan's owner is accepted.
    expect(await swapExercise(db, u, plan, 1, 0, ALLOWED)).toMatchObject({ ok: true });
  });

  it("outbox batches (decision 0104): allowed swaps taken, refused ones reported alone, a repeat is harmless", async () => {
    const db = database.db;
    const u = `batch-${driver}`;
    const plan = await customer(db, u);
    const at = Date.now();
    const batch = [
      { day: 1, exerciseOrder: 0, alternative: ALLOWED, changedAt: at },
      { day: 1, exerciseOrder: 1, alternative: "Sprungkniebeuge", changedAt: at + 1 },
      { day: 1, exerciseOrder: 40, alternative: ALLOWED, changedAt: at + 2 },
    ];
    expect(await applySwapChanges(db, u, plan, batch)).toEqual({ ok: true, refused: [{ day: 1, exerciseOrder: 1 }, { day: 1, exerciseOrder: 40 }] });
    expect(await applySwapChanges(db, u, plan, batch)).toEqual({ ok: true, refused: [{ day: 1, exerciseOrder: 1 }, { day: 1, exerciseOrder: 40 }] });
    const rows = await db.select().from(exerciseSwaps).where(eq(exerciseSwaps.userId, u));
    expect(rows.map((r) => [r.day, r.exerciseOrder, r.alternativeName])).toEqual([[1, 0, ALLOWED]]);
    // Swap then undo in one batch: the later one wins.
    expect(await applySwapChanges(db, u, plan, [{ day: 1, exerciseOrder: 0, alternative: null, changedAt: at + 9 }, { day: 1, exerciseOrder: 0, alternative: ALLOWED, changedAt: at + 5 }])).toEqual({ ok: true, refused: [] });
    expect(await db.select().from(exerciseSwaps).where(eq(exerciseSwaps.userId, u))).toEqual([]);
    // Another user's plan and a closed plan refuse the whole batch.
    expect(await applySwapChanges(db, `nobody-${driver}`, plan, batch.slice(0, 1))).toEqual({ ok: false, reason: "not-found" });
    const closedUser = `closed-${driver}`;
    const closed = await customer(db, closedUser, { status: "completed", submitted: true });
    expect(await applySwapChanges(db, closedUser, closed, batch.slice(0, 1))).toEqual({ ok: false, reason: "not-open" });
  });

  it("the plan view ships each exercise's allowed alternatives, so a swap works offline", async () => {
    const db = database.db;
    const u = `offline-list-${driver}`;
    const plan = await customer(db, u);
    const list = await planAlternatives(db, u, plan, [ORIGINAL, ORIGINAL], "en");
    expect(Object.keys(list)).toEqual([ORIGINAL]);
    expect(list[ORIGINAL]).toContainEqual({ name: ALLOWED, shownName: ALLOWED_EN });
    expect(list[ORIGINAL]!.map((o) => o.name)).toEqual((await alternativesAt(db, u, plan, 1, 0))!.map((e) => e.name));
    expect(await planAlternatives(db, `nobody-${driver}`, plan, [ORIGINAL], "de")).toEqual({});
  });
});
