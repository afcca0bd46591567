import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as s from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { getJob } from "~/server/jobs/queue.server";
import { startWorker } from "~/server/jobs/worker.server";
import {
  handleGenerateFollowup,
  handleGeneratePlan,
  requestFollowup,
  requestPlanGeneration,
} from "~/server/plan/generation.server";
import { generatePlan } from "~/domain/plan/generator";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { CHECK_IDS, GATE_IDS } from "~/domain/plan/types";
import type { Env } from "~/server/env.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";
import { startFakeOpenAI } from "../support/fake-openai";

const answers = {
  firstName: "Erika",
  lastName: "Mustermann",
  email: "erika@example.com",
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
  equipment: ["dumbbells", "machines", "cable_trx"],
  healthRestrictions: "Knieprobleme links",
  dataConsent: true,
};

describe.each(DRIVERS)("plan generation on %s", (driver) => {
  let database: TestDatabase;
  let userCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function newCustomer() {
    const userId = `user-${driver}-${++userCounter}`;
    await database.db.insert(s.user).values({ id: userId, email: `${userId}@example.com`, name: "x" });
    const [q] = await database.db.insert(s.questionnaires).values({ userId, ...answers }).returning();
    return { userId, questionnaireId: q!.id };
  }

  async function runJobs(env: Pick<Env, "ai">) {
    const worker = await startWorker({
      db: database.db,
      pollMs: 30,
      handlers: {
        "generate-plan": (ctx) => handleGeneratePlan(ctx, env),
        "generate-followup": (ctx) => handleGenerateFollowup(ctx, env),
      },
    });
    await worker.drain();
    await worker.stop();
  }

  it("seeding is idempotent", async () => {
    expect(await seedDatabase(database.db)).toEqual({ exercises: 0, injuries: 0, prompts: 0 });
    expect((await database.db.select().from(s.exercises)).length).toBe(EXERCISES.length);
  });

  it("questionnaire saved → job → draft plan with the built-in generator, gates and prompt hash; once per questionnaire", async () => {
    const { userId, questionnaireId } = await newCustomer();
    const first = await database.db.transaction((tx) => requestPlanGeneration(tx, { questionnaireId, userId }));
    const second = await requestPlanGeneration(database.db, { questionnaireId, userId });
    expect(second.job.id).toBe(first.job.id);
    await runJobs({ ai: undefined });

    const plans = await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId));
    expect(plans).toHaveLength(1);
    const plan = plans[0]!;
    expect(plan.status).toBe("draft");
    expect(plan.sequenceNumber).toBe(1);
    expect(plan.questionnaireId).toBe(questionnaireId);
    expect(plan.generator).toBe("builtin");
    expect(plan.promptHash).toMatch(/^[0-9a-f]{64}$/);
    expect(plan.promptText).not.toContain("Erika");
    expect(plan.promptText).not.toContain("erika@example.com");
    expect(plan.content).toContain("Tag 14");
    expect((plan.gateResults as Array<{ id: string }>).map((r) => r.id)).toEqual([...GATE_IDS, ...CHECK_IDS]);
    expect(plan.gatesPassed).toBe(true);
    expect((await getJob(database.db, first.job.id))?.status).toBe("completed");

    // Asking again for the same questionnaire makes no second plan.
    await requestPlanGeneration(database.db, { questionnaireId, userId });
    await runJobs({ ai: undefined });
    expect(await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId))).toHaveLength(1);
  });

  it("uses the AI provider: assembled prompt and model sent, 500 retried, cost recorded in expenses", async () => {
    const { userId, questionnaireId } = await newCustomer();
    const planText = generatePlan({
      questionnaire: {
        first_name: "", last_name: "", email: "", age: 41, gender: "female", main_goals: ["muscle_building", "health"],
        other_sport: false, other_sport_details: null, training_intensity: "balanced", training_frequency: "3x",
        session_duration: "45_60", daily_activity: "sitting", training_level: "beginner", current_training: "sporadic",
        training_experience: ["gym"], equipment: ["dumbbells", "machines", "cable_trx"], health_restrictions: "Knieprobleme links",
        exercise_dislikes: null, training_preferences: null, personal_wishes: null,
      },
      exercises: EXERCISES,
      injuries: INJURIES,
    }).text;
    const ai = await startFakeOpenAI([{ status: 500 }, { text: `Hier ist dein Plan:\n\n${planText}`, usage: { prompt_tokens: 2000, completion_tokens: 4000 } }]);
    try {
      const env = { ai: { baseUrl: ai.baseURL, apiKey: "test-key", model: "test-model-1", priceInputPerMTok: 0.5, priceOutputPerMTok: 1.5 } };
      await requestPlanGeneration(database.db, { questionnaireId, userId });
      await runJobs(env);
      expect(ai.received).toHaveLength(2);
      const request = ai.received[1]!;
      expect(request.body.model).toBe("test-model-1");
      expect(request.authorization).toBe("Bearer test-key");
      const [plan] = await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId));
      expect(plan?.generator).toBe("ai");
      expect(request.body.messages.at(-1)!.content).toBe(plan!.promptText);
      expect(request.body.messages.map((m) => m.content).join("\n")).not.toMatch(/Erika|Mustermann|example\.com/);
      const [expense] = await database.db.select().from(s.expenses).where(eq(s.expenses.planId, plan!.id));
      expect(expense?.amount).toBeCloseTo((2000 / 1e6) * 0.5 + (4000 / 1e6) * 1.5, 6);
      expect(expense?.description).toContain("#1");
      expect(expense?.inputTokens).toBe(2000);
      expect(plan?.gatesPassed).toBe(true);
    } finally {
      await ai.close();
    }
  });

  it("records a permanent AI failure on the job and produces no plan", async () => {
    const { userId, questionnaireId } = await newCustomer();
    const ai = await startFakeOpenAI([], { status: 401 });
    try {
      const env = { ai: { baseUrl: ai.baseURL, apiKey: "wrong", model: "m", priceInputPerMTok: 0, priceOutputPerMTok: 0 } };
      const { job } = await requestPlanGeneration(database.db, { questionnaireId, userId });
      await runJobs(env);
      const failed = await getJob(database.db, job.id);
      expect(failed?.status).toBe("failed");
      expect(failed?.lastError).toContain("HTTP 401");
      expect(failed?.lastError).not.toContain("wrong");
      expect(await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId))).toHaveLength(0);
    } finally {
      await ai.close();
    }
  });

  it("generates the follow-up plan from the submitted plan's logs and returns the new sequence number", async () => {
    const { userId, questionnaireId } = await newCustomer();
    await requestPlanGeneration(database.db, { questionnaireId, userId });
    await runJobs({ ai: undefined });
    const [plan] = await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId));
    await database.db
      .update(s.trainingPlans)
      .set({ status: "completed", submitted: true, approvedAt: new Date(Date.now() - 15 * 86400_000) })
      .where(eq(s.trainingPlans.id, plan!.id));
    await database.db.insert(s.trainingProgress).values({
      userId, planId: plan!.id, day: 1, exerciseName: "Beinpresse", setNumber: 1, actualReps: "12", actualWeight: 60, completed: true,
    });
    await database.db.insert(s.feedback).values({ userId, planId: plan!.id, day: 0, feedbackText: "Zu leicht, gerne mehr." });
    await database.db.insert(s.feedbackTrainingPlans).values({
      userId, originalPlanId: plan!.id, userName: "Erika Mustermann", planName: "Trainingsplan #1", planContent: plan!.content,
    });
    const { job } = await requestFollowup(database.db, plan!.id);
    await runJobs({ ai: undefined });
    const done = await getJob(database.db, job.id);
    expect(done?.status).toBe("completed");
    expect((done?.result as { sequenceNumber: number }).sequenceNumber).toBe(2);
    const [next] = await database.db
      .select()
      .from(s.trainingPlans)
      .where(and(eq(s.trainingPlans.userId, userId), eq(s.trainingPlans.sequenceNumber, 2)));
    expect(next?.status).toBe("draft");
    expect(next?.previousPlanId).toBe(plan!.id);
    expect(next?.promptText).toContain("Zu leicht");
    const failed = (next?.gateResults as Array<{ id: string; passed: boolean; reason: string }>).filter((r) => !r.passed);
    expect(failed.map((r) => `${r.id}: ${r.reason}`)).toEqual([]);
    expect(next?.gatesPassed).toBe(true);
  });
});

describe("the plan-approved e-mail job", () => {
  it("mails the customer in their language with a dashboard link, once per plan", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const { parseEnv } = await import("~/server/env.server");
    const { handleSendPlanApprovedEmail, requestApprovalEmail } = await import("~/server/plan/approval-mail.server");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-mail-"));
    const parsed = parseEnv({ DATA_DIR: dataDir, APP_URL: "https://watts.example" });
    if (!parsed.ok) throw new Error("env");
    const database = await createTestDatabase("pglite");
    try {
      await database.db.insert(s.user).values({ id: "mail-user", email: "kunde@example.com", name: "k", locale: "en" });
      await database.db.insert(s.userProfiles).values({ userId: "mail-user", firstName: "Kim" });
      const [plan] = await database.db
        .insert(s.trainingPlans)
        .values({ userId: "mail-user", content: "x", sequenceNumber: 1, status: "approved", approvedAt: new Date() })
        .returning();
      const first = await requestApprovalEmail(database.db, plan!.id);
      const again = await requestApprovalEmail(database.db, plan!.id);
      expect(again.job.id).toBe(first.job.id);
      const worker = await startWorker({
        db: database.db,
        pollMs: 30,
        handlers: { "send-plan-approved-email": (ctx) => handleSendPlanApprovedEmail(ctx, parsed.env) },
      });
      await worker.drain();
      await worker.stop();
      expect((await getJob(database.db, first.job.id))?.status).toBe("completed");
      const files = fs.readdirSync(path.join(dataDir, "outbox"));
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
      expect(eml).toContain("To: kunde@example.com");
      expect(eml).toContain("https://watts.example/en/dashboard");
      expect(eml).toContain("Kim");
    } finally {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
