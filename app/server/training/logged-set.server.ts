import type { LoggedSet } from "~/domain/training/logged-set";
import type { trainingProgress } from "~/server/db/schema.server";

/** A `training_progress` row as the domain's logged set (its time: when the customer made the change). */
export function loggedSetOf(row: typeof trainingProgress.$inferSelect): LoggedSet {
  return {
    day: row.day,
    exercise_name: row.exerciseName,
    exercise_order: row.exerciseOrder,
    set_number: row.setNumber,
    actual_reps: row.actualReps,
    actual_weight: row.actualWeight,
    completed: row.completed,
    updated_at: row.clientUpdatedAt.toISOString(),
  };
}
