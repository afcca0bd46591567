/**
 * The exercise's video link on the test databases: the admin fills it in the exercise form (the
 * shared schema stores the canonical https link), the catalogue's seed at every start-up keeps it,
 * the parser's lookup hands it to the plan view, and the database itself refuses a non-https link.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { exercises, user as userTable } from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { listExercises, updateExercise } from "~/server/admin/exercises.server";
import { exerciseLookup } from "~/server/training/training-data.server";
import { exerciseSchema, validateContent } from "~/domain/admin/content-schemas";
import { parsePlan } from "~/domain/plan/parser";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

describe.each(DRIVERS)("exercise video links on %s", (driver) => {
  let database: TestDatabase;
  const admin = { id: `admin-video-${driver}`, email: `video-${driver}@example.com` };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDatabase(database.db);
    await database.db.insert(userTable).values({ id: admin.id, email: admin.email, name: "Coach", emailVerified: true, role: "admin" });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("keeps the admin's link through the next seed and shows it to the plan's parser", async () => {
    const [row] = await database.db.select().from(exercises).where(eq(exercises.name, "Kniebeuge mit Langhantel"));
    expect(row?.videoUrl).toBeNull(); // no invented links in the catalogue
    const input = validateContent(exerciseSchema, {
      name: row!.name,
      nameEn: row!.nameEn ?? "",
      description: row!.description ?? "",
      instructions: row!.instructions ?? "",
      videoUrl: "https://youtu.be/Xtest123456",
      hashtag: "",
      muscleGroups: row!.muscleGroups,
      equipmentNeeded: row!.equipmentNeeded,
      movementPattern: row!.movementPattern,
      difficulty: String(row!.difficulty),
      stressTags: row!.stressTags,
    });
    if (!input.ok) throw new Error(JSON.stringify(input.errors));
    expect((await updateExercise(database.db, admin, row!.id, input.data)).ok).toBe(true);

    // Start-up seeds the catalogue again: the row exists, the admin's link stays.
    expect((await seedDatabase(database.db)).exercises).toBe(0);
    const [after] = await database.db.select().from(exercises).where(eq(exercises.id, row!.id));
    expect(after?.videoUrl).toBe("https://www.youtube.com/watch?v=Xtest123456");
    expect((await listExercises(database.db)).find((e) => e.id === row!.id)?.videoUrl).toBe("https://www.youtube.com/watch?v=Xtest123456");

    const plan = parsePlan("## Tag 1 – Beine\n\n- Kniebeuge (Langhantel): 3x8, 60 kg\n- Beinpresse: 3x12\n", await exerciseLookup(database.db));
    expect(plan.days[0]!.exercises.map((e) => e.video_url)).toEqual(["https://www.youtube.com/watch?v=Xtest123456", null]);
  });

  it("refuses a non-https link in the database even when the schema is bypassed", async () => {
    await expect(
      database.db.update(exercises).set({ videoUrl: "http://www.youtube.com/watch?v=Xtest123456" }).where(eq(exercises.name, "Beinpresse")),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(exercises).where(eq(exercises.name, "Beinpresse"));
    expect(row?.videoUrl).toBeNull();
  });

  it("the exercise_video migration corrects a database seeded before the audit and keeps the admin's links and edits", async () => {
    const db = database.db;
    // The state of a database seeded before the audit, plus an admin's own choices.
    await db.update(exercises).set({ hashtag: "#stabilisation" }).where(eq(exercises.name, "Crunches"));
    await db.update(exercises).set({ equipmentNeeded: ["machines"], videoUrl: "https://www.youtube.com/watch?v=Xdips123456" }).where(eq(exercises.name, "Dips am Barren"));
    await db.update(exercises).set({ stressTags: ["wrist"] }).where(eq(exercises.name, "Bird Dog"));
    // An admin's own label differs from the old seeded value: the migration leaves it alone.
    await db.update(exercises).set({ hashtag: "#core" }).where(eq(exercises.name, "Fahrrad-Crunch"));
    const file = fs.readFileSync(path.resolve("drizzle/0006_exercise_video_ai_fallback.sql"), "utf8");
    const updates = file
      .split("--> statement-breakpoint")
      .map((st) => st.replace(/^\s*--.*$/gm, "").trim())
      .filter((st) => st.startsWith("UPDATE"));
    expect(updates.length).toBeGreaterThanOrEqual(4);
    for (const statement of updates) await db.execute(sql.raw(statement));
    const byName = async (name: string) => (await db.select().from(exercises).where(eq(exercises.name, name)))[0]!;
    expect((await byName("Crunches")).hashtag).toBeNull();
    expect((await byName("Fahrrad-Crunch")).hashtag).toBe("#core"); // the admin's own label stays
    const dips = await byName("Dips am Barren");
    expect(dips.equipmentNeeded).toEqual([]);
    expect(dips.videoUrl).toBe("https://www.youtube.com/watch?v=Xdips123456");
    expect((await byName("Bird Dog")).stressTags).toEqual(["wrist", "knee"]);
  });
});
