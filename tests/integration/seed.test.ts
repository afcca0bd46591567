/**
 * Start-up seeding (decision 0078): the first start inserts the reference data, a later start with
 * every row present runs one counting statement and inserts nothing, and a seeded row that is gone
 * comes back (the admin's edits of existing rows are never touched). English texts (decision 0097):
 * seeded rows carry them, an empty one is filled by a re-seed, an admin's English edit is kept, and
 * the plan view's English lookup gives the English instructions, never the German ones.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { exercises, gptPrompts } from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { germanMarkers } from "~/domain/exercises/german-markers";
import { exerciseLookup } from "~/server/training/training-data.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

describe.each(DRIVERS)("seeding the reference data on %s", (driver) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(driver);
  });
  afterEach(async () => {
    await database.drop();
  });

  it("inserts everything once, then nothing; a missing row is inserted again, an edited one is left alone", async () => {
    const { db } = database;
    const first = await seedDatabase(db);
    expect(first).toEqual({ exercises: new Set(EXERCISES.map((e) => e.name.toLowerCase())).size, injuries: new Set(INJURIES.map((i) => i.name.toLowerCase())).size, prompts: 2 });
    expect(await seedDatabase(db)).toEqual({ exercises: 0, injuries: 0, prompts: 0 });

    const [gone, edited] = EXERCISES;
    await db.delete(exercises).where(eq(exercises.name, gone!.name));
    await db.update(exercises).set({ description: "Vom Admin geändert" }).where(eq(exercises.name, edited!.name));
    await db.delete(gptPrompts).where(sql`true`);
    expect(await seedDatabase(db)).toEqual({ exercises: 1, injuries: 0, prompts: 2 });
    const [row] = await db.select({ description: exercises.description }).from(exercises).where(eq(exercises.name, edited!.name));
    expect(row?.description).toBe("Vom Admin geändert");
  });

  it("seeds the English texts; a re-seed fills empty ones and keeps the admin's English edit and every other field", async () => {
    const { db } = database;
    await seedDatabase(db);
    const rows = await db.select({ name: exercises.name, descriptionEn: exercises.descriptionEn, instructionsEn: exercises.instructionsEn }).from(exercises);
    expect(rows).toHaveLength(new Set(EXERCISES.map((e) => e.name.toLowerCase())).size);
    for (const row of rows) {
      const record = EXERCISES.find((e) => e.name === row.name)!;
      expect(row.descriptionEn, row.name).toBe(record.descriptionEn);
      expect(row.instructionsEn, row.name).toBe(record.instructionsEn);
    }

    const [edited, emptied, blanked] = EXERCISES;
    // The admin's own English instructions; a row seeded before the English texts existed (null) and
    // one whose English text is only blanks, with an admin edit of the German description.
    await db.update(exercises).set({ instructionsEn: "Coach's own cue: brace, then squat." }).where(eq(exercises.name, edited!.name));
    await db.update(exercises).set({ descriptionEn: null, instructionsEn: null, description: "Vom Admin geändert" }).where(eq(exercises.name, emptied!.name));
    await db.update(exercises).set({ instructionsEn: "   " }).where(eq(exercises.name, blanked!.name));
    expect(await seedDatabase(db)).toEqual({ exercises: 0, injuries: 0, prompts: 0 });

    const after = async (name: string) =>
      (await db.select({ description: exercises.description, descriptionEn: exercises.descriptionEn, instructionsEn: exercises.instructionsEn }).from(exercises).where(eq(exercises.name, name)))[0];
    expect(await after(edited!.name)).toMatchObject({ instructionsEn: "Coach's own cue: brace, then squat.", descriptionEn: edited!.descriptionEn });
    expect(await after(emptied!.name)).toEqual({ description: "Vom Admin geändert", descriptionEn: emptied!.descriptionEn, instructionsEn: emptied!.instructionsEn });
    expect(await after(blanked!.name)).toMatchObject({ instructionsEn: blanked!.instructionsEn });
    // Nothing left to fill: the next start takes the counting fast path again.
    expect(await seedDatabase(db)).toEqual({ exercises: 0, injuries: 0, prompts: 0 });
    expect(await after(edited!.name)).toMatchObject({ instructionsEn: "Coach's own cue: brace, then squat." });
  });

  it("the plan view's lookup gives English pages the English instructions and German pages the German ones", async () => {
    const { db } = database;
    await seedDatabase(db);
    const squat = EXERCISES.find((e) => e.name === "Kniebeuge mit Langhantel")!;
    const de = await exerciseLookup(db, undefined, "de");
    const en = await exerciseLookup(db, undefined, "en");
    expect(de.find(squat.name)?.instructions).toBe(squat.instructions);
    expect(en.find(squat.name)?.instructions).toBe(squat.instructionsEn);
    expect(en.find(squat.nameEn)?.instructions).toBe(squat.instructionsEn);
    expect(germanMarkers(en.find(squat.name)!.instructions!)).toEqual([]);
    // An exercise without an English text shows none on English pages, never the German one (an
    // edit moves updated_at, as the admin's does, so the cached lookup is rebuilt).
    await db.update(exercises).set({ instructionsEn: null, updatedAt: new Date() }).where(eq(exercises.name, squat.name));
    expect((await exerciseLookup(db, undefined, "en")).find(squat.name)?.instructions ?? null).toBeNull();
    expect((await exerciseLookup(db, undefined, "de")).find(squat.name)?.instructions).toBe(squat.instructions);
  });
});
