/**
 * The sie_form migration (issue 12) on a database seeded before the change: every exercise text
 * and default prompt still holding the old du-form seeded text becomes the catalogue's Sie-form
 * text; an admin's own edit is kept.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { exercises, gptPrompts } from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { EXERCISES } from "~/domain/exercises/catalog";
import { DEFAULT_PROMPTS } from "~/domain/plan/prompts";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const SQL_STRING = "'((?:[^']|'')*)'";
const unquote = (s: string) => s.replace(/''/g, "'");
const file = fs.readFileSync(path.resolve("drizzle/0007_sie_form.sql"), "utf8");
const statements = file
  .split("--> statement-breakpoint")
  .map((st) => st.replace(/^\s*--.*$/gm, "").trim())
  .filter((st) => st.length > 0);

/** The old (du-form) value each exercise update expects, as [name, field, old text]. */
const exerciseOld = statements.flatMap((st) => {
  const m = st.match(new RegExp(`^UPDATE "exercises" SET "(description|instructions)" = ${SQL_STRING} WHERE "name" = ${SQL_STRING} AND "\\1" = ${SQL_STRING};$`, "s"));
  return m ? [[unquote(m[3]!), m[1] as "description" | "instructions", unquote(m[4]!)] as const] : [];
});
const promptOld = statements.flatMap((st) => {
  const m = st.match(new RegExp(`^UPDATE "gpt_prompts" SET "content" = ${SQL_STRING} WHERE "name" = ${SQL_STRING} AND "content" = ${SQL_STRING};$`, "s"));
  return m ? [[unquote(m[2]!), unquote(m[3]!)] as const] : [];
});

describe.each(DRIVERS)("sie_form migration on %s", (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("every statement is an exercise or prompt update the test understands", () => {
    expect(exerciseOld.length + promptOld.length).toBe(statements.length);
    expect(exerciseOld.length).toBeGreaterThanOrEqual(260);
    expect(promptOld.length).toBeGreaterThanOrEqual(2);
  });

  it("turns the old seeded texts into the catalogue's Sie-form texts and keeps an admin's own edits", async () => {
    const db = database.db;
    // A database seeded before: every migrated field holds its old text, both prompts an old default.
    for (const [name, field, old] of exerciseOld) await db.update(exercises).set({ [field]: old }).where(eq(exercises.name, name));
    const oldFirst = promptOld.find(([name]) => name === "training_plan_generation")![1];
    await db.update(gptPrompts).set({ content: oldFirst }).where(eq(gptPrompts.name, "training_plan_generation"));
    // The admin's own edits: an exercise text and the follow-up prompt.
    const own = "Eigene Anleitung des Coaches: Halte dich am Geländer fest.";
    await db.update(exercises).set({ instructions: own }).where(eq(exercises.name, "Wandsitzen"));
    await db.update(gptPrompts).set({ content: "Eigener Prompt des Coaches" }).where(eq(gptPrompts.name, "training_plan_generation_week3"));

    for (const statement of statements) await db.execute(sql.raw(statement));

    const rows = await db.select().from(exercises);
    const byName = new Map(rows.map((r) => [r.name, r]));
    const mismatches = EXERCISES.filter((e) => e.name !== "Wandsitzen").flatMap((e) => {
      const row = byName.get(e.name)!;
      return row.description === e.description && row.instructions === e.instructions ? [] : [e.name];
    });
    expect(mismatches).toEqual([]);
    expect(byName.get("Wandsitzen")!.instructions).toBe(own);
    expect(byName.get("Kniebeuge mit Körpergewicht")!.instructions).toMatch(/^Stellen Sie sich hüftbreit hin/);

    const prompts = new Map((await db.select().from(gptPrompts)).map((r) => [r.name, r.content]));
    expect(prompts.get("training_plan_generation")).toBe(DEFAULT_PROMPTS.training_plan_generation);
    expect(prompts.get("training_plan_generation_week3")).toBe("Eigener Prompt des Coaches");
  });
});
