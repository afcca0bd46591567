/**
 * Reference data seeded at start-up: the exercise database, the injuries/illnesses list and the
 * two default prompts. Only missing rows are inserted, so the admin's edits are never overwritten.
 */
import { EXERCISES } from "../../domain/exercises/catalog";
import { INJURIES } from "../../domain/exercises/injuries";
import { DEFAULT_PROMPTS } from "../../domain/plan/prompts";
import type { DbOrTx } from "./client.server";
import { exercises, gptPrompts, injuriesIllnesses } from "./schema.server";

export async function seedDatabase(db: DbOrTx): Promise<{ exercises: number; injuries: number; prompts: number }> {
  const insertedExercises = await db
    .insert(exercises)
    .values(
      EXERCISES.map((e) => ({
        name: e.name,
        nameEn: e.nameEn,
        description: e.description,
        instructions: e.instructions,
        videoUrl: e.videoUrl,
        hashtag: e.hashtag,
        muscleGroups: e.muscleGroups,
        equipmentNeeded: e.equipmentNeeded,
        movementPattern: e.movementPattern,
        difficulty: e.difficulty,
        stressTags: e.stressTags,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: exercises.id });
  const insertedInjuries = await db
    .insert(injuriesIllnesses)
    .values(
      INJURIES.map((i) => ({
        name: i.name,
        nameEn: i.nameEn,
        recommendedAdjustments: i.recommendedAdjustments,
        relevantExercises: i.relevantExercises,
        exclusions: i.exclusions,
        avoidTags: i.avoidTags,
        keywords: i.keywords,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: injuriesIllnesses.id });
  const insertedPrompts = await db
    .insert(gptPrompts)
    .values(Object.entries(DEFAULT_PROMPTS).map(([name, content]) => ({ name, content })))
    .onConflictDoNothing()
    .returning({ name: gptPrompts.name });
  return { exercises: insertedExercises.length, injuries: insertedInjuries.length, prompts: insertedPrompts.length };
}
