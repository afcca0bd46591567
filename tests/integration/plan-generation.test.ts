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

  async function newCustomer(locale: "de" | "en" = "de") {
    const userId = `user-${driver}-${++userCounter}`;
    await database.db.insert(s.user).values({ id: userId, email: `${userId}@example.com`, name: "x", locale });
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

  it("an English customer's prompt asks for the plan in English and the built-in plan is English; a German customer's is not (negative control)", async () => {
    const en = await newCustomer("en");
    const de = await newCustomer("de");
    for (const c of [en, de]) await requestPlanGeneration(database.db, c);
    await runJobs({ ai: undefined });
    const promptOf = async (userId: string) =>
      (await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId)))[0]!.promptText;
    expect(await promptOf(en.userId)).toContain("Write the whole plan in English");
    expect(await promptOf(de.userId)).not.toContain("in English");
    // The built-in generator writes the English customer's plan in English (decision 0095), gates passed.
    const planOf = async (userId: string) => (await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId)))[0]!;
    const enPlan = await planOf(en.userId);
    expect(enPlan.generator).toBe("builtin");
    expect(enPlan.content).toContain("## Day 14");
    expect(enPlan.content).toContain("| Exercise | Sets | Reps | Weight | Rest | Notes |");
    expect(enPlan.content).not.toMatch(/## Tag |Sätze|Wiederholungen|Aufwärmen|Hinweise zur Progression/);
    expect(enPlan.gatesPassed).toBe(true);
    const dePlan = await planOf(de.userId);
    expect(dePlan.content).toContain("## Tag 14");
    expect(dePlan.content).not.toContain("## Day ");
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
      const env = { ai: { baseUrl: ai.baseURL, apiKey: "test-key", model: "test-model-1", priceInputPerMTok: 0.5, priceOutputPerMTok: 1.5, pricesConfigured: true } };
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

  const firstPlanText = () =>
    generatePlan({
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
  /** A draft the gates reject: only three days, nothing for the rest of the fortnight. */
  const BAD_DRAFT = "## Tag 1 – Ganzkörper\n\n- Kniebeuge mit Langhantel: 3x10, 40 kg\n\n## Tag 2 – Ruhetag\n\n## Tag 3 – Beine\n\n- Beinpresse: 3x12\n";

  it("sends one repair request with the failed checks when the AI's draft fails a gate, and keeps the repaired draft", async () => {
    const { userId, questionnaireId } = await newCustomer();
    const ai = await startFakeOpenAI([
      { text: BAD_DRAFT, usage: { prompt_tokens: 1000, completion_tokens: 500 } },
      { text: firstPlanText(), usage: { prompt_tokens: 1600, completion_tokens: 4000 } },
    ]);
    try {
      const env = { ai: { baseUrl: ai.baseURL, apiKey: "k", model: "repair-model", priceInputPerMTok: 1, priceOutputPerMTok: 2, pricesConfigured: true } };
      await requestPlanGeneration(database.db, { questionnaireId, userId });
      await runJobs(env);
      expect(ai.received).toHaveLength(2);
      const repair = ai.received[1]!.body.messages;
      expect(repair.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
      expect(repair[2]!.content).toBe(BAD_DRAFT.trim());
      expect(repair[3]!.content).toContain("Ihr Entwurf hat diese Qualitätsprüfungen nicht bestanden");
      expect(repair[3]!.content).toContain("Vollständigkeit (completeness)");
      expect(repair[3]!.content).not.toMatch(/Erika|Mustermann|example\.com/);
      const [plan] = await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId));
      expect(plan?.generator).toBe("ai");
      expect(plan?.gatesPassed).toBe(true);
      expect(plan?.aiFallback).toBeNull();
      const [expense] = await database.db.select().from(s.expenses).where(eq(s.expenses.planId, plan!.id));
      // Both calls are paid for.
      expect(expense?.amount).toBeCloseTo((2600 / 1e6) * 1 + (4500 / 1e6) * 2, 6);
      expect(expense?.inputTokens).toBe(2600);
    } finally {
      await ai.close();
    }
  });

  it("falls back to the built-in generator after a failed repair, marks the plan for the coach and says when prices are missing", async () => {
    const { userId, questionnaireId } = await newCustomer();
    const ai = await startFakeOpenAI([{ text: BAD_DRAFT }, { text: `Entschuldigung, hier die Korrektur:\n\n${BAD_DRAFT}` }]);
    try {
      const env = { ai: { baseUrl: ai.baseURL, apiKey: "k", model: "weak-model", priceInputPerMTok: 0, priceOutputPerMTok: 0, pricesConfigured: false } };
      await requestPlanGeneration(database.db, { questionnaireId, userId });
      await runJobs(env);
      expect(ai.received).toHaveLength(2); // one repair request, no third try
      const [plan] = await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId));
      expect(plan?.generator).toBe("builtin");
      expect(plan?.content).toContain("Tag 14");
      expect(plan?.gatesPassed).toBe(true);
      const fallback = plan?.aiFallback as { model: string; attempts: number; failedGates: { id: string; reason: string }[] };
      expect(fallback.model).toBe("weak-model");
      expect(fallback.attempts).toBe(2);
      expect(fallback.failedGates.map((g) => g.id)).toContain("completeness");
      // The coach sees it on the plan page.
      const { getPlanDetail } = await import("~/server/admin/plans.server");
      expect((await getPlanDetail(database.db, plan!.id))?.aiFallback).toEqual(fallback);
      const [expense] = await database.db.select().from(s.expenses).where(eq(s.expenses.planId, plan!.id));
      expect(expense?.description).toContain("KI-Entwurf verworfen");
      expect(expense?.description).toContain("Preise nicht konfiguriert");
    } finally {
      await ai.close();
    }
  });

  it("gives the follow-up prompt the previous plan's prescriptions and its logged sets, also when the coach completed it", async () => {
    const { userId, questionnaireId } = await newCustomer();
    await requestPlanGeneration(database.db, { questionnaireId, userId });
    await runJobs({ ai: undefined });
    const [plan] = await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId));
    // Completed by the coach: no submission record.
    await database.db
      .update(s.trainingPlans)
      .set({ status: "completed", approvedAt: new Date(Date.now() - 15 * 86400_000) })
      .where(eq(s.trainingPlans.id, plan!.id));
    await database.db.insert(s.trainingProgress).values([
      { userId, planId: plan!.id, day: 1, exerciseName: "Beinpresse", exerciseOrder: 0, setNumber: 1, actualReps: "12", actualWeight: 62.5, completed: true },
      { userId, planId: plan!.id, day: 1, exerciseName: "Beinpresse", exerciseOrder: 0, setNumber: 2, actualReps: "9", actualWeight: 62.5, completed: false },
    ]);
    const ai = await startFakeOpenAI([{ text: firstPlanText() }]);
    try {
      const env = { ai: { baseUrl: ai.baseURL, apiKey: "k", model: "m", priceInputPerMTok: 1, priceOutputPerMTok: 1, pricesConfigured: true } };
      await requestFollowup(database.db, plan!.id);
      await runJobs(env);
      const prompt = ai.received[0]!.body.messages.at(-1)!.content;
      expect(prompt).toContain(`### Plan #${plan!.sequenceNumber}`);
      expect(prompt).toContain("Vorgaben des Plans (Sätze × Wiederholungen, Gewicht, Pause):");
      // A prescription line of the previous plan's first training day, as the plan wrote it.
      const { parsePlan } = await import("~/domain/plan/parser");
      const firstDay = parsePlan(plan!.content).days.find((d) => !d.isRestDay)!;
      const first = firstDay.exercises[0]!;
      expect(prompt).toContain(`- ${first.name}: ${first.sets} × ${first.originalReps}`);
      // The logged performance: the completed set only.
      expect(prompt).toContain("- Beinpresse, Satz 1: Wiederholungen 12, Gewicht 62,5 kg");
      expect(prompt).not.toContain("Satz 2: Wiederholungen 9");
    } finally {
      await ai.close();
    }
  });

  it("records a permanent AI failure on the job and produces no plan", async () => {
    const { userId, questionnaireId } = await newCustomer();
    const ai = await startFakeOpenAI([], { status: 401 });
    try {
      const env = { ai: { baseUrl: ai.baseURL, apiKey: "wrong", model: "m", priceInputPerMTok: 0, priceOutputPerMTok: 0, pricesConfigured: false } };
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
    const { handleSendPlanApprovedEmail, requestApprovalEmail } = await import("~/server/plans/approval-mail.server");
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
