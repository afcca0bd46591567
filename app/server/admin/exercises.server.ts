/**
 * The exercise database in the admin area (spec part 2 §2.5, §3 `exercises`, §7): list ordered by
 * name, create, update, delete. Each write and its audit entry commit in one transaction. An update
 * sets updated_at, so the plan view's cached exercise lookup (fingerprint: row count + newest
 * updated_at) picks the change up.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { CONTENT_FORMS, type ExerciseInput } from "~/domain/admin/content-schemas";
import type { AppUser } from "~/server/auth/session.server";
import type { DbOrTx } from "~/server/db/client.server";
import { exercises } from "~/server/db/schema.server";
import { recordAudit } from "./audit.server";
import { isUniqueViolation, sortByName, type ContentActionSpec, type WriteResult } from "./content-actions.server";

export interface ExerciseRow {
  id: string;
  name: string;
  nameEn: string | null;
  description: string | null;
  instructions: string | null;
  descriptionEn: string | null;
  instructionsEn: string | null;
  videoUrl: string | null;
  hashtag: string | null;
  muscleGroups: string[];
  equipmentNeeded: string[];
  movementPattern: string;
  difficulty: number;
  stressTags: string[];
  updatedAt: string;
}

type Admin = Pick<AppUser, "id" | "email">;

/** Every exercise, ordered by name (German collation, so "Übung" sorts with "U"). */
export async function listExercises(db: DbOrTx): Promise<ExerciseRow[]> {
  const rows = await db
    .select({
      id: exercises.id,
      name: exercises.name,
      nameEn: exercises.nameEn,
      description: exercises.description,
      instructions: exercises.instructions,
      descriptionEn: exercises.descriptionEn,
      instructionsEn: exercises.instructionsEn,
      videoUrl: exercises.videoUrl,
      hashtag: exercises.hashtag,
      muscleGroups: exercises.muscleGroups,
      equipmentNeeded: exercises.equipmentNeeded,
      movementPattern: exercises.movementPattern,
      difficulty: exercises.difficulty,
      stressTags: exercises.stressTags,
      updatedAt: exercises.updatedAt,
    })
    .from(exercises);
  return sortByName(rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })));
}

function values(input: ExerciseInput) {
  return {
    name: input.name,
    nameEn: input.nameEn,
    description: input.description,
    instructions: input.instructions,
    descriptionEn: input.descriptionEn,
    instructionsEn: input.instructionsEn,
    videoUrl: input.videoUrl,
    hashtag: input.hashtag,
    muscleGroups: input.muscleGroups,
    equipmentNeeded: input.equipmentNeeded,
    movementPattern: input.movementPattern,
    difficulty: input.difficulty,
    stressTags: input.stressTags,
  };
}

/** Creates an exercise; a name another exercise has (ignoring case) is refused as a duplicate. */
export async function createExercise(db: DbOrTx, admin: Admin, input: ExerciseInput): Promise<WriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(exercises).values(values(input)).onConflictDoNothing().returning({ id: exercises.id, name: exercises.name });
      if (!row) return { ok: false, reason: "duplicate" } as const;
      await recordAudit(tx, admin, "exercise.create", { type: "exercise", id: row.id }, { name: row.name });
      return { ok: true, id: row.id, name: row.name } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    throw error;
  }
}

/** Updates an exercise and its updated_at; refuses a name another exercise has. */
export async function updateExercise(db: DbOrTx, admin: Admin, id: string, input: ExerciseInput): Promise<WriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select({ name: exercises.name }).from(exercises).where(eq(exercises.id, id)).for("update");
      if (!current) return { ok: false, reason: "not-found" } as const;
      const [clash] = await tx
        .select({ id: exercises.id })
        .from(exercises)
        .where(and(sql`lower(${exercises.name}) = lower(${input.name})`, ne(exercises.id, id)))
        .limit(1);
      if (clash) return { ok: false, reason: "duplicate" } as const;
      await tx
        .update(exercises)
        .set({ ...values(input), updatedAt: sql`now()` })
        .where(eq(exercises.id, id));
      const details = current.name === input.name ? { name: input.name } : { name: input.name, previousName: current.name };
      await recordAudit(tx, admin, "exercise.update", { type: "exercise", id }, details);
      return { ok: true, id, name: input.name } as const;
    });
  } catch (error) {
    // Another admin took the name between our check and the update.
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    throw error;
  }
}

/** Deletes an exercise. Plans keep their text; the line simply shows no video or instructions any more. */
export async function deleteExercise(db: DbOrTx, admin: Admin, id: string): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(exercises).where(eq(exercises.id, id)).returning({ id: exercises.id, name: exercises.name });
    if (!row) return { ok: false, reason: "not-found" } as const;
    await recordAudit(tx, admin, "exercise.delete", { type: "exercise", id: row.id }, { name: row.name });
    return { ok: true, id: row.id, name: row.name } as const;
  });
}

/** The exercises list of the Database tab as its route's loader and action take it. */
export const exerciseContent: ContentActionSpec<ExerciseInput, ExerciseRow> = {
  kind: "exercises",
  ...CONTENT_FORMS.exercises,
  list: listExercises,
  create: createExercise,
  update: updateExercise,
  remove: deleteExercise,
};
