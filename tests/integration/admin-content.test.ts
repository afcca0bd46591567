/**
 * The admin's prompt editors, API-cost overview, exercise database and injuries list, on the test
 * databases (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): prompts load (default when the
 * row is missing) and save by name with an audit entry; cost figures; exercise and injury CRUD with
 * the schema's refusals (blank name, invalid video link), duplicate names, audit rows written in the
 * same transaction as the change (a failing write leaves no audit row, a failing audit leaves no change).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { adminAudit, exercises, expenses, gptPrompts, injuriesIllnesses, user as userTable } from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { listAudit } from "~/server/admin/audit.server";
import { loadPrompt, promptSample, savePrompt } from "~/server/admin/prompts.server";
import { costSummary } from "~/server/admin/costs.server";
import { createExercise, deleteExercise, listExercises, updateExercise } from "~/server/admin/exercises.server";
import { createInjury, deleteInjury, listInjuries, updateInjury } from "~/server/admin/injuries.server";
import { exerciseLookup } from "~/server/training/training-data.server";
import { loadReferenceData } from "~/server/plan/generation-inputs.server";
import { exerciseSchema, exerciseUpdateSchema, injurySchema, validateContent, type ExerciseInput, type InjuryInput } from "~/domain/admin/content-schemas";
import { assemblePrompt, DEFAULT_PROMPTS } from "~/domain/plan/prompts";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

function exerciseInput(over: Record<string, unknown> = {}): ExerciseInput {
  const v = validateContent(exerciseSchema, {
    name: "Testrudern am Turm",
    nameEn: "Test tower row",
    description: "Zugübung für den oberen Rücken",
    instructions: "Aufrecht sitzen, Griff zur Brust ziehen.",
    videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    hashtag: "",
    muscleGroups: ["back", "biceps"],
    equipmentNeeded: ["machines"],
    movementPattern: "pull_horizontal",
    difficulty: "1",
    stressTags: [],
    ...over,
  });
  if (!v.ok) throw new Error(`invalid test exercise: ${JSON.stringify(v.errors)}`);
  return v.data;
}

function injuryInput(over: Record<string, unknown> = {}): InjuryInput {
  const v = validateContent(injurySchema, {
    name: "Testverletzung Daumen",
    recommendedAdjustments: "Griffe mit Daumen vermeiden.",
    relevantExercises: "Beinpresse",
    exclusions: "Klimmzug",
    keywords: "daumen, thumb",
    avoidTags: ["wrist"],
    ...over,
  });
  if (!v.ok) throw new Error(`invalid test injury: ${JSON.stringify(v.errors)}`);
  return v.data;
}

/** Lets the clock move on, so that an updated_at written now is later than one written before. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function auditRows(db: Db, type: string, id: string) {
  return db.select().from(adminAudit).where(and(eq(adminAudit.entityType, type), eq(adminAudit.entityId, id)));
}

async function auditCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminAudit);
  return row!.n;
}

describe.each(DRIVERS)("admin content models on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  const admin = { id: `admin-content-${driver}`, email: `coach-${driver}@example.com` };
  // An admin id without a user row: its audit insert violates the foreign key, after the change itself.
  const ghost = { id: `ghost-${driver}`, email: "ghost@example.com" };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.db;
    await db.insert(userTable).values({ id: admin.id, email: admin.email, name: "Coach", emailVerified: true, role: "admin" });
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe("prompts", () => {
    it("loads the built-in default when the row is missing, then saves by name (insert, then update) with an audit entry each", async () => {
      const missing = await loadPrompt(db, "training_plan_generation");
      expect(missing).toEqual({ name: "training_plan_generation", content: DEFAULT_PROMPTS.training_plan_generation, updatedAt: null, fromDefault: true });

      const first = await savePrompt(db, admin, "training_plan_generation", "Erster Entwurf {{age}}");
      expect(first).toMatchObject({ lengthBefore: null, lengthAfter: 22 });
      const loaded = await loadPrompt(db, "training_plan_generation");
      expect(loaded).toMatchObject({ content: "Erster Entwurf {{age}}", fromDefault: false, updatedAt: first.updatedAt });

      const second = await savePrompt(db, admin, "training_plan_generation", "Zweiter, längerer Entwurf {{age}} {{equipment}}");
      expect(second).toMatchObject({ lengthBefore: 22, lengthAfter: 47 });
      expect(Date.parse(second.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
      expect((await loadPrompt(db, "training_plan_generation")).content).toBe("Zweiter, längerer Entwurf {{age}} {{equipment}}");
      // One row per name; the other prompt is untouched.
      expect(await db.select({ name: gptPrompts.name }).from(gptPrompts)).toEqual([{ name: "training_plan_generation" }]);
      expect((await loadPrompt(db, "training_plan_generation_week3")).fromDefault).toBe(true);
      // The generator reads the saved prompt.
      expect((await loadReferenceData(db)).prompts.training_plan_generation).toBe("Zweiter, längerer Entwurf {{age}} {{equipment}}");

      const trail = await listAudit(db, { type: "prompt", id: "training_plan_generation" });
      expect(trail.map((a) => [a.action, a.adminEmail, a.details])).toEqual([
        ["prompt.save", admin.email, { lengthBefore: 22, lengthAfter: 47 }],
        ["prompt.save", admin.email, { lengthBefore: null, lengthAfter: 22 }],
      ]);
    });

    it("a save whose audit entry fails changes nothing", async () => {
      const before = await auditCount(db);
      await expect(savePrompt(db, ghost, "training_plan_generation", "Darf nicht gespeichert werden")).rejects.toThrow();
      expect((await loadPrompt(db, "training_plan_generation")).content).toBe("Zweiter, längerer Entwurf {{age}} {{equipment}}");
      expect(await auditCount(db)).toBe(before);
    });

    it("the 85 % check's sample is realistic: the database's exercises for the sample equipment, its injury notes, and for week 3 one previous plan", async () => {
      await seedDatabase(db);
      const first = await promptSample(db, "training_plan_generation");
      const week3 = await promptSample(db, "training_plan_generation_week3");
      expect(first.exerciseNames.length).toBeGreaterThan(50);
      expect(first.exerciseNames).toContain("Beckenheben");
      // "Leichte Knieprobleme links" matches the knee entry of the seeded list.
      expect(first.injuryNotes.some((n) => n.startsWith("Knieprobleme"))).toBe(true);
      expect(first.previousPlans).toEqual([]);
      expect(week3.previousPlans).toHaveLength(1);
      for (const name of ["training_plan_generation", "training_plan_generation_week3"] as const) {
        const sample = name === "training_plan_generation" ? first : week3;
        expect(assemblePrompt(DEFAULT_PROMPTS[name], sample).protection.ok).toBe(true);
      }
      // A template whose placeholders are unknown falls below the limit.
      expect(assemblePrompt(`Kurz {{vorname_des_kunden_unbekannt}}`, first).protection.ok).toBe(false);
    });
  });

  describe("API costs", () => {
    it("counts the calls, sums exactly, averages, and lists the last 10 newest first", async () => {
      expect(await costSummary(db)).toEqual({ count: 0, total: 0, average: 0, recent: [] });
      const base = Date.parse("2026-05-01T10:00:00Z");
      const amounts = [0.0042, 0.25, 0.013, 0.000931, 1.5, 0.1, 0.1, 0.2, 0.3, 0.0001, 0.07, 0.9];
      await db.insert(expenses).values(
        amounts.map((amount, i) => ({
          amount,
          description: `Plan ${i + 1}`,
          model: "gpt-test",
          inputTokens: 1000 + i,
          outputTokens: 2000 + i,
          createdAt: new Date(base + i * 60_000),
        })),
      );
      const summary = await costSummary(db);
      const total = amounts.reduce((a, b) => a + b, 0);
      expect(summary.count).toBe(12);
      expect(summary.total).toBeCloseTo(total, 9);
      expect(summary.average).toBeCloseTo(total / 12, 9);
      expect(summary.recent.map((r) => r.description)).toEqual(["Plan 12", "Plan 11", "Plan 10", "Plan 9", "Plan 8", "Plan 7", "Plan 6", "Plan 5", "Plan 4", "Plan 3"]);
      expect(summary.recent[0]).toMatchObject({ amount: 0.9, model: "gpt-test", inputTokens: 1011, outputTokens: 2011, createdAt: new Date(base + 11 * 60_000).toISOString() });
      expect(summary.recent[9]!.amount).toBeCloseTo(0.013, 9);
    });
  });

  describe("exercises", () => {
    it("creates, updates (updated_at moves, the plan view's lookup sees it) and deletes, each with its audit entry", async () => {
      const created = await createExercise(db, admin, exerciseInput());
      if (!created.ok) throw new Error("not created");
      const [row] = await db.select().from(exercises).where(eq(exercises.id, created.id));
      expect(row).toMatchObject({ name: "Testrudern am Turm", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", equipmentNeeded: ["machines"], muscleGroups: ["back", "biceps"] });
      expect((await listExercises(db)).some((e) => e.id === created.id)).toBe(true);
      expect((await auditRows(db, "exercise", created.id)).map((a) => [a.action, a.details])).toEqual([["exercise.create", { name: "Testrudern am Turm" }]]);

      const lookupBefore = await exerciseLookup(db);
      await pause();
      expect(lookupBefore.find("Testrudern am Turm")?.instructions).toBe("Aufrecht sitzen, Griff zur Brust ziehen.");
      // Created without English texts: English pages show no instructions, never the German ones.
      expect((await exerciseLookup(db, undefined, "en")).find("Testrudern am Turm")?.instructions ?? null).toBeNull();
      const updated = await updateExercise(
        db,
        admin,
        created.id,
        exerciseInput({ name: "Testrudern am Kabelturm", instructions: "Neue Anleitung.", hashtag: "#stabilisation", descriptionEn: "  A row for the upper back.  ", instructionsEn: "Sit tall.\r\nPull the handle to your chest." }),
      );
      expect(updated).toEqual({ ok: true, id: created.id, name: "Testrudern am Kabelturm" });
      const [after] = await db.select().from(exercises).where(eq(exercises.id, created.id));
      expect(after).toMatchObject({
        name: "Testrudern am Kabelturm",
        instructions: "Neue Anleitung.",
        hashtag: "#stabilisation",
        descriptionEn: "A row for the upper back.",
        instructionsEn: "Sit tall.\nPull the handle to your chest.",
      });
      expect((await listExercises(db)).find((e) => e.id === created.id)).toMatchObject({ descriptionEn: "A row for the upper back.", instructionsEn: "Sit tall.\nPull the handle to your chest." });
      expect(after!.updatedAt.getTime()).toBeGreaterThan(row!.updatedAt.getTime());
      const lookupAfter = await exerciseLookup(db);
      expect(lookupAfter).not.toBe(lookupBefore);
      expect(lookupAfter.find("Testrudern am Kabelturm")?.instructions).toBe("Neue Anleitung.");
      expect((await exerciseLookup(db, undefined, "en")).find("Testrudern am Kabelturm")?.instructions).toBe("Sit tall.\nPull the handle to your chest.");

      const removed = await deleteExercise(db, admin, created.id);
      expect(removed).toEqual({ ok: true, id: created.id, name: "Testrudern am Kabelturm" });
      expect(await db.select().from(exercises).where(eq(exercises.id, created.id))).toEqual([]);
      expect(await deleteExercise(db, admin, created.id)).toEqual({ ok: false, reason: "not-found" });
      expect((await auditRows(db, "exercise", created.id)).map((a) => [a.action, a.details]).sort()).toEqual([
        ["exercise.create", { name: "Testrudern am Turm" }],
        ["exercise.delete", { name: "Testrudern am Kabelturm" }],
        ["exercise.update", { name: "Testrudern am Kabelturm", previousName: "Testrudern am Turm" }],
      ]);
    });

    it("refuses a blank name and an invalid video link (schema), and the database refuses a blank name that bypasses it without an audit row", async () => {
      expect(validateContent(exerciseSchema, { ...exerciseInput(), name: "  ", difficulty: "1" })).toEqual({ ok: false, errors: { name: "required" } });
      expect(validateContent(exerciseSchema, { ...exerciseInput(), videoUrl: "https://example.com/video.mp4", difficulty: "1" })).toEqual({ ok: false, errors: { videoUrl: "videoUrl" } });
      const before = await auditCount(db);
      const [{ n: rowsBefore }] = (await db.select({ n: sql<number>`count(*)::int` }).from(exercises)) as [{ n: number }];
      await expect(createExercise(db, admin, { ...exerciseInput(), name: "   " })).rejects.toThrow();
      // An equipment code the CHECK constraint does not know: the write fails, so no audit entry either.
      await expect(createExercise(db, admin, { ...exerciseInput({ name: "Schwebebrett" }), equipmentNeeded: ["hoverboard"] as never })).rejects.toThrow();
      expect(await auditCount(db)).toBe(before);
      const [{ n: rowsAfter }] = (await db.select({ n: sql<number>`count(*)::int` }).from(exercises)) as [{ n: number }];
      expect(rowsAfter).toBe(rowsBefore);
    });

    it("refuses a duplicate name (ignoring case) on create and update; an unknown id is not found", async () => {
      const a = await createExercise(db, admin, exerciseInput({ name: "Duplikat Alpha" }));
      const b = await createExercise(db, admin, exerciseInput({ name: "Duplikat Beta" }));
      if (!a.ok || !b.ok) throw new Error("not created");
      const before = await auditCount(db);
      expect(await createExercise(db, admin, exerciseInput({ name: "duplikat ALPHA" }))).toEqual({ ok: false, reason: "duplicate" });
      // The seeded catalog's names count too.
      expect(await createExercise(db, admin, exerciseInput({ name: "beckenheben" }))).toEqual({ ok: false, reason: "duplicate" });
      expect(await updateExercise(db, admin, b.id, exerciseInput({ name: "DUPLIKAT alpha" }))).toEqual({ ok: false, reason: "duplicate" });
      expect(await updateExercise(db, admin, "00000000-0000-4000-8000-000000000000", exerciseInput({ name: "Niemand" }))).toEqual({ ok: false, reason: "not-found" });
      expect(await auditCount(db)).toBe(before);
      expect((await db.select({ name: exercises.name }).from(exercises).where(eq(exercises.id, b.id)))[0]!.name).toBe("Duplikat Beta");
      // Keeping its own name (in another case) is no duplicate.
      expect(await updateExercise(db, admin, b.id, exerciseInput({ name: "duplikat beta" }))).toMatchObject({ ok: true });
      const v = validateContent(exerciseUpdateSchema, { ...exerciseInput({ name: "X" }), difficulty: "1", id: b.id });
      expect(v.ok).toBe(true);
    });

    it("a change whose audit entry fails is rolled back", async () => {
      expect(await createExercise(db, admin, exerciseInput({ name: "Geisterübung" }))).toMatchObject({ ok: true });
      const [ghostRow] = await db.select().from(exercises).where(eq(exercises.name, "Geisterübung"));
      await expect(createExercise(db, ghost, exerciseInput({ name: "Nie angelegt" }))).rejects.toThrow();
      expect(await db.select().from(exercises).where(eq(exercises.name, "Nie angelegt"))).toEqual([]);
      await expect(updateExercise(db, ghost, ghostRow!.id, exerciseInput({ name: "Nie umbenannt" }))).rejects.toThrow();
      await expect(deleteExercise(db, ghost, ghostRow!.id)).rejects.toThrow();
      const [still] = await db.select().from(exercises).where(eq(exercises.id, ghostRow!.id));
      expect(still).toMatchObject({ name: "Geisterübung", updatedAt: ghostRow!.updatedAt });
    });
  });

  describe("injuries/illnesses", () => {
    it("refuses a blank name (schema and database), creates, updates and deletes with audit entries, refuses duplicates", async () => {
      expect(validateContent(injurySchema, { name: " \n ", keywords: "x" })).toEqual({ ok: false, errors: { name: "required" } });
      const before = await auditCount(db);
      await expect(createInjury(db, admin, { ...injuryInput(), name: " " })).rejects.toThrow();
      expect(await auditCount(db)).toBe(before);

      const created = await createInjury(db, admin, injuryInput());
      if (!created.ok) throw new Error("not created");
      const [row] = await db.select().from(injuriesIllnesses).where(eq(injuriesIllnesses.id, created.id));
      expect(row).toMatchObject({ name: "Testverletzung Daumen", keywords: ["daumen", "thumb"], avoidTags: ["wrist"], relevantExercises: ["Beinpresse"], exclusions: ["Klimmzug"] });
      expect((await listInjuries(db)).some((i) => i.id === created.id)).toBe(true);

      expect(await createInjury(db, admin, injuryInput({ name: "TESTVERLETZUNG daumen" }))).toEqual({ ok: false, reason: "duplicate" });
      // A seeded entry's name.
      expect(await updateInjury(db, admin, created.id, injuryInput({ name: "knieprobleme / meniskus" }))).toEqual({ ok: false, reason: "duplicate" });
      await pause();

      const updated = await updateInjury(db, admin, created.id, injuryInput({ recommendedAdjustments: "Neu.", avoidTags: ["wrist", "elbow"] }));
      expect(updated).toEqual({ ok: true, id: created.id, name: "Testverletzung Daumen" });
      const [after] = await db.select().from(injuriesIllnesses).where(eq(injuriesIllnesses.id, created.id));
      expect(after).toMatchObject({ recommendedAdjustments: "Neu.", avoidTags: ["wrist", "elbow"] });
      expect(after!.updatedAt.getTime()).toBeGreaterThan(row!.updatedAt.getTime());

      await expect(deleteInjury(db, ghost, created.id)).rejects.toThrow();
      expect(await db.select().from(injuriesIllnesses).where(eq(injuriesIllnesses.id, created.id))).toHaveLength(1);
      expect(await deleteInjury(db, admin, created.id)).toEqual({ ok: true, id: created.id, name: "Testverletzung Daumen" });
      expect(await deleteInjury(db, admin, created.id)).toEqual({ ok: false, reason: "not-found" });
      expect((await auditRows(db, "injury", created.id)).map((a) => a.action).sort()).toEqual(["injury.create", "injury.delete", "injury.update"]);
    });
  });
});
