/**
 * A customer with a questionnaire and its queued `generate-plan` job, and a plan text the fake AI
 * provider can answer with: for the tests that kill, stop and restart workers in the middle of a job.
 */
import { migrateDatabase, type Database } from "~/server/db/client.server";
import * as s from "~/server/db/schema.server";
import { enqueueJob, type JobRow } from "~/server/jobs/queue.server";
import { generatePlan } from "~/domain/plan/generator";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";

const questionnaire = {
  firstName: "Jonas", lastName: "Beispiel", email: "jonas@example.com", age: 29, gender: "male",
  mainGoals: ["general_fitness"], otherSport: false, trainingIntensity: "intense", trainingFrequency: "4x",
  sessionDuration: "60_90", dailyActivity: "active", trainingLevel: "intermediate", currentTraining: "yes",
  trainingExperience: ["gym", "free_weights"], equipment: ["barbell", "dumbbells", "pullup_bar"], dataConsent: true,
};

/** Migrates the database and queues the plan generation of a new customer. */
export async function queuePlanJob(database: Database, userId: string): Promise<JobRow> {
  await migrateDatabase(database);
  await database.db.insert(s.user).values({ id: userId, email: `${userId}@example.com`, name: userId });
  const [q] = await database.db.insert(s.questionnaires).values({ userId, ...questionnaire }).returning();
  const { job } = await enqueueJob(database.db, "generate-plan", { questionnaireId: q!.id, userId }, { singletonKey: `generate-plan:${q!.id}` });
  return job;
}

/** A complete plan for that questionnaire (the built-in generator's text stands in for the AI's). */
export function planTextForQueuedJob(): string {
  return generatePlan({
    questionnaire: {
      first_name: "", last_name: "", email: "", age: 29, gender: "male", main_goals: ["general_fitness"], other_sport: false,
      other_sport_details: null, training_intensity: "intense", training_frequency: "4x", session_duration: "60_90",
      daily_activity: "active", training_level: "intermediate", current_training: "yes", training_experience: ["gym", "free_weights"],
      equipment: ["barbell", "dumbbells", "pullup_bar"], health_restrictions: null, exercise_dislikes: null,
      training_preferences: null, personal_wishes: null,
    },
    exercises: EXERCISES,
    injuries: INJURIES,
  }).text;
}

export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, what = "condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
