import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as s from "~/server/db/schema.server";
import { migrateDatabase, PGLITE_SHARED_BUFFERS, queryRows } from "~/server/db/client.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const validQuestionnaire = (userId: string) => ({
  userId,
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.com",
  age: 34,
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
  equipment: ["dumbbells", "machines"],
  dataConsent: true,
});

describe.each(DRIVERS)("schema and constraints on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function newUser(id: string) {
    await database.db.insert(s.user).values({ id, email: `${id}@example.com`, name: id });
  }

  /** The insert must be refused by the database (constraint), whatever the driver's error text. */
  async function refused(promise: Promise<unknown>) {
    await expect(promise).rejects.toThrow();
  }

  it("migrations are idempotent", async () => {
    await migrateDatabase(database);
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.map((r) => r.table_name);
    for (const t of [
      "questionnaires",
      "user_profiles",
      "training_plans",
      "training_progress",
      "feedback",
      "feedback_training_plans",
      "expenses",
      "exercises",
      "injuries_illnesses",
      "gpt_prompts",
      "social_media_images",
      "jobs",
      "user",
      "session",
      "account",
      "verification",
      "two_factor",
      "rate_limit",
    ]) {
      expect(names).toContain(t);
    }
  });

  it.runIf(driver === "pglite")("keeps PGlite's shared buffers small (they stay in the process's memory)", async () => {
    const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    expect(row?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
  });

  it("inserts and reads a questionnaire with option codes", async () => {
    await newUser("u1");
    const [row] = await database.db.insert(s.questionnaires).values(validQuestionnaire("u1")).returning();
    expect(row!.status).toBe("pending");
    const read = await database.db.select().from(s.questionnaires).where(eq(s.questionnaires.userId, "u1"));
    expect(read[0]!.mainGoals).toEqual(["muscle_building", "health"]);
  });

  it("allows one questionnaire and one profile per user (upsert on user_id)", async () => {
    await refused(database.db.insert(s.questionnaires).values(validQuestionnaire("u1")));
    await database.db
      .insert(s.questionnaires)
      .values({ ...validQuestionnaire("u1"), age: 35 })
      .onConflictDoUpdate({ target: s.questionnaires.userId, set: { age: 35 } });
    const rows = await database.db.select().from(s.questionnaires).where(eq(s.questionnaires.userId, "u1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.age).toBe(35);
    await database.db.insert(s.userProfiles).values({ userId: "u1", firstName: "Anna" });
    await refused(database.db.insert(s.userProfiles).values({ userId: "u1" }));
  });

  it("refuses unknown codes, missing consent and over-long texts", async () => {
    await newUser("u2");
    const base = validQuestionnaire("u2");
    await refused(database.db.insert(s.questionnaires).values({ ...base, gender: "Weiblich" }));
    await refused(database.db.insert(s.questionnaires).values({ ...base, mainGoals: ["Muskelaufbau"] }));
    await refused(database.db.insert(s.questionnaires).values({ ...base, mainGoals: [] }));
    await refused(database.db.insert(s.questionnaires).values({ ...base, equipment: ["laser"] }));
    await refused(database.db.insert(s.questionnaires).values({ ...base, dataConsent: false }));
    await refused(database.db.insert(s.questionnaires).values({ ...base, firstName: "x".repeat(31) }));
    await refused(database.db.insert(s.questionnaires).values({ ...base, age: 1000 }));
    await refused(database.db.insert(s.questionnaires).values({ ...base, personalWishes: "x".repeat(401) }));
    await refused(database.db.insert(s.questionnaires).values({ ...base, otherSport: false, otherSportDetails: "Fußball" }));
    await refused(database.db.insert(s.userProfiles).values({ userId: "u2", gender: "not_specified" }));
    await refused(database.db.insert(s.userProfiles).values({ userId: "u2", status: "paused" }));
    // The valid one still goes in: nothing above was half-written.
    await database.db.insert(s.questionnaires).values({ ...base, personalWishes: "x".repeat(400) });
  });

  it("keeps progress, feedback and submissions unique and deletes a user's rows with the user", async () => {
    await newUser("u3");
    const [plan] = await database.db
      .insert(s.trainingPlans)
      .values({ userId: "u3", content: "## Tag 1 – Test", sequenceNumber: 1 })
      .returning();
    await refused(database.db.insert(s.trainingPlans).values({ userId: "u3", content: "x", sequenceNumber: 2 })); // second draft
    await refused(database.db.insert(s.trainingPlans).values({ userId: "u3", content: "x", sequenceNumber: 1, status: "approved" })); // approved without date
    await refused(database.db.insert(s.trainingPlans).values({ userId: "u3", content: "x", sequenceNumber: 3, status: "archived" }));
    const progress = { userId: "u3", planId: plan!.id, day: 1, exerciseName: "Kniebeuge", setNumber: 1, actualWeight: 40 };
    await database.db.insert(s.trainingProgress).values(progress);
    await refused(database.db.insert(s.trainingProgress).values(progress));
    await refused(database.db.insert(s.trainingProgress).values({ ...progress, setNumber: 2, actualWeight: -1 }));
    await database.db.insert(s.feedback).values({ userId: "u3", planId: plan!.id, day: 0, feedbackText: "x".repeat(700) });
    await refused(database.db.insert(s.feedback).values({ userId: "u3", planId: plan!.id, day: 0 }));
    await refused(database.db.insert(s.feedback).values({ userId: "u3", planId: plan!.id, day: 2, feedbackText: "x".repeat(301) }));
    await refused(database.db.insert(s.feedback).values({ userId: "u3", planId: plan!.id, day: 3, rating: 5 }));
    const submission = { userId: "u3", originalPlanId: plan!.id, userName: "A B", planName: "Plan 1", planContent: "…" };
    await database.db.insert(s.feedbackTrainingPlans).values(submission);
    await refused(database.db.insert(s.feedbackTrainingPlans).values(submission));

    await database.db.delete(s.user).where(eq(s.user.id, "u3"));
    for (const table of [s.trainingPlans, s.trainingProgress, s.feedback, s.feedbackTrainingPlans]) {
      const rows = await database.db.select().from(table).where(eq(table.userId, "u3"));
      expect(rows).toHaveLength(0);
    }
  });

  it("checks admin content: unique prompt names, image types and sizes, job singletons", async () => {
    await database.db.insert(s.gptPrompts).values({ name: "training_plan_generation", content: "Prompt" });
    await refused(database.db.insert(s.gptPrompts).values({ name: "training_plan_generation", content: "Again" }));
    await refused(database.db.insert(s.gptPrompts).values({ name: "other", content: "x" }));
    const image = { title: "Bild", fileName: "a.png", filePath: "images/a.png", fileSize: 100, mimeType: "image/png" };
    await database.db.insert(s.socialMediaImages).values(image);
    await refused(database.db.insert(s.socialMediaImages).values({ ...image, fileName: "b.svg", mimeType: "image/svg+xml" }));
    await refused(database.db.insert(s.socialMediaImages).values({ ...image, fileName: "c.png", fileSize: 15_728_641 }));
    await refused(database.db.insert(s.injuriesIllnesses).values({ name: "   " }));
    await database.db.insert(s.jobs).values({ name: "generate-plan", singletonKey: "generate-plan:q1" });
    await refused(database.db.insert(s.jobs).values({ name: "generate-plan", singletonKey: "generate-plan:q1" }));
    await database.db.update(s.jobs).set({ status: "completed" }).where(eq(s.jobs.singletonKey, "generate-plan:q1"));
    await database.db.insert(s.jobs).values({ name: "generate-plan", singletonKey: "generate-plan:q1" });
  });
});
