/**
 * Issue 13 finding 11, on PGlite and PostgreSQL: what the customer writes into the questionnaire's
 * free texts and into the feedback of a submitted plan reaches the AI provider without their names
 * (every spelling) and without phone numbers, e-mail addresses, IBANs, street addresses or links.
 * The questionnaire goes through saveQuestionnaire (the questionnaire page's write, which enqueues
 * the generation); the fake provider records what it received.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { validateQuestionnaire } from "~/domain/questionnaire/schema";
import { emptyQuestionnaireValues } from "~/domain/questionnaire/form-values";
import { generatePlan } from "~/domain/plan/generator";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import * as s from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { startWorker } from "~/server/jobs/worker.server";
import { saveQuestionnaire } from "~/server/member/questionnaire.server";
import { handleGenerateFollowup, handleGeneratePlan, requestFollowup } from "~/server/plan/generation.server";
import type { Env } from "~/server/env.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";
import { startFakeOpenAI } from "../support/fake-openai";

/** Everything that must never reach the provider. */
const SECRETS = [
  "Zoë", "Zoe", "zoe", "ZOE", "Ünal", "Unal", "unal", "Uenal",
  "0170", "1234567", "+49", "DE89", "3704 0044", "370400440532013000",
  "Musterstraße", "Hauptstr", "Am Markt 3", "10115", "zoe-fit.de", "https://", "instagram.com",
  "zoe.private@mail.example", "@",
];

function answers() {
  const result = validateQuestionnaire({
    ...emptyQuestionnaireValues({ first_name: "Zoë", last_name: "Ünal" }),
    age: "29",
    gender: "female",
    main_goals: ["muscle_building"],
    other_sport: "yes",
    other_sport_details: "Laufgruppe von Zoe Unal, Treffpunkt Am Markt 3, Infos auf https://zoe-fit.de/lauf",
    training_intensity: "balanced",
    training_frequency: "3x",
    session_duration: "45_60",
    daily_activity: "sitting",
    training_level: "intermediate",
    current_training: "yes",
    training_experience: ["gym"],
    equipment: ["dumbbells", "machines"],
    health_restrictions: "Knieprobleme links seit 2023 (ZOË ÜNAL, Tel. 0170 1234567)",
    health_consent: true,
    exercise_dislikes: "Burpees; Zoes Rücken mag keine 3x 10 Wiederholungen Kreuzheben mit 80 kg",
    training_preferences: "Rufen Sie mich an: +49 170 1234567 oder schreiben Sie an zoe.private@mail.example",
    personal_wishes: "Rechnung bitte an Zoe Uenal, Musterstraße 12, 10115 Berlin, IBAN DE89 3704 0044 0532 0130 00",
    data_consent: true,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

const planText = () =>
  generatePlan({
    questionnaire: {
      first_name: "", last_name: "", email: "", age: 29, gender: "female", main_goals: ["muscle_building"],
      other_sport: false, other_sport_details: null, training_intensity: "balanced", training_frequency: "3x",
      session_duration: "45_60", daily_activity: "sitting", training_level: "intermediate", current_training: "yes",
      training_experience: ["gym"], equipment: ["dumbbells", "machines"], health_restrictions: "Knieprobleme links",
      exercise_dislikes: null, training_preferences: null, personal_wishes: null,
    },
    exercises: EXERCISES,
    injuries: INJURIES,
  }).text;

function expectAnonymous(prompt: string) {
  for (const secret of SECRETS) expect(prompt, secret).not.toContain(secret);
}

describe.each(DRIVERS)("the AI prompt is anonymous on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function runJobs(env: Pick<Env, "ai">) {
    const worker = await startWorker({
      db: database.db,
      pollMs: 20,
      handlers: {
        "generate-plan": (ctx) => handleGeneratePlan(ctx, env),
        "generate-followup": (ctx) => handleGenerateFollowup(ctx, env),
      },
    });
    await worker.drain();
    await worker.stop();
  }

  it("first plan and follow-up: no name spelling, phone, e-mail, IBAN, address or link reaches the provider; training numbers do", async () => {
    const userId = `anon-${driver}`;
    const email = "zoe.unal@example.com";
    await database.db.insert(s.user).values({ id: userId, email, name: "Zoë Ünal", emailVerified: true });
    const ai = await startFakeOpenAI([], { text: planText() });
    try {
      const env = { ai: { baseUrl: ai.baseURL, apiKey: "k", model: "m", priceInputPerMTok: 1, priceOutputPerMTok: 1, pricesConfigured: true } };
      const saved = await saveQuestionnaire(database.db, { id: userId, email }, answers(), "questionnaire-page");
      expect(saved.jobCreated).toBe(true);
      await runJobs(env);

      // Every request of the generation (a repair request included, if the gates asked for one).
      const sent = (from: number) => ai.received.slice(from).flatMap((r) => r.body.messages.map((m) => m.content)).join("\n");
      const firstRequests = ai.received.length;
      expect(firstRequests).toBeGreaterThanOrEqual(1);
      const first = sent(0);
      expectAnonymous(first);
      expect(first).not.toContain(email);
      // The training content is kept, the personal data replaced by placeholders.
      expect(first).toContain("Knieprobleme links seit 2023 ([Name] [Name], Tel. [Telefon])");
      expect(first).toContain("Burpees; [Name] Rücken mag keine 3x 10 Wiederholungen Kreuzheben mit 80 kg");
      expect(first).toContain("Rufen Sie mich an: [Telefon] oder schreiben Sie an [E-Mail]");
      expect(first).toContain("Rechnung bitte an [Name] [Name], [Adresse], IBAN [IBAN]");
      expect(first).toContain("Laufgruppe von [Name] [Name], Treffpunkt [Adresse], Infos auf [Link]");
      // What is sent is also what is stored as the plan's prompt (the admin sees the same text).
      const [plan] = await database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, userId));
      expectAnonymous(plan!.promptText!);

      // The plan is submitted with feedback naming the customer and contact data.
      await database.db
        .update(s.trainingPlans)
        .set({ status: "completed", submitted: true, approvedAt: new Date(Date.now() - 15 * 86400_000) })
        .where(eq(s.trainingPlans.id, plan!.id));
      await database.db.insert(s.trainingProgress).values({
        userId, planId: plan!.id, day: 1, exerciseName: "Beinpresse", exerciseOrder: 0, setNumber: 1, actualReps: "12", actualWeight: 2.5, completed: true,
      });
      await database.db.insert(s.feedback).values([
        { userId, planId: plan!.id, day: 0, feedbackText: "Zu leicht. Grüße, Zoë (zoe-fit.de, 0170/123 45 67)" },
        { userId, planId: plan!.id, day: 1, feedbackText: "Unal hatte Knieschmerzen, Hauptstr. 5a war zu weit" },
      ]);
      await database.db.insert(s.feedbackTrainingPlans).values({
        userId, originalPlanId: plan!.id, userName: "Zoë Ünal", planName: "Trainingsplan #1", planContent: plan!.content,
      });
      await requestFollowup(database.db, plan!.id);
      await runJobs(env);

      expect(ai.received.length).toBeGreaterThan(firstRequests);
      const followup = sent(firstRequests);
      expectAnonymous(followup);
      expect(followup).toContain("Feedback zum Plan: Zu leicht. Grüße, [Name] ([Link], [Telefon])");
      expect(followup).toContain("- Tag 1: [Name] hatte Knieschmerzen, [Adresse] war zu weit");
      expect(followup).toContain("- Beinpresse, Satz 1: Wiederholungen 12, Gewicht 2,5 kg");
    } finally {
      await ai.close();
    }
  });
});
