/**
 * Start-up seeding (decision 0078): the first start inserts the reference data, a later start with
 * every row present runs one counting statement and inserts nothing, and a seeded row that is gone
 * comes back (the admin's edits of existing rows are never touched).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { exercises, gptPrompts } from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
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
});
