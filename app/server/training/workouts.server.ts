/**
 * Workouts of the customer's plan (decision 0104): the start and finish of a training day as the
 * device recorded them, one row per user, plan and day (a later state replaces it, decision 0111). Every
 * query is filtered by the user id; writes only to a plan open for training and a day it trains.
 */
import { and, eq, sql } from "drizzle-orm";
import { isOpenForTraining } from "~/domain/plan/lifecycle";
import { parsePlan } from "~/domain/plan/parser";
import { clampWorkoutTimes } from "~/domain/training/workout";
import type { DbOrTx } from "~/server/db/client.server";
import { trainingPlans, workouts } from "~/server/db/schema.server";

export interface StoredWorkout {
  day: number;
  /** ms since the epoch. */
  startedAt: number;
  finishedAt: number | null;
}

export async function loadWorkouts(db: DbOrTx, userId: string, planId: string): Promise<StoredWorkout[]> {
  const rows = await db
    .select({ day: workouts.day, startedAt: workouts.startedAt, finishedAt: workouts.finishedAt })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.planId, planId)))
    .orderBy(workouts.day);
  return rows.map((r) => ({ day: r.day, startedAt: r.startedAt.getTime(), finishedAt: r.finishedAt?.getTime() ?? null }));
}

/** The stored row gives way to a state made later (`workoutReplaces`, decision 0111). */
function replacesStored(startedAt: Date, finishedAt: Date | null) {
  const stored = sql`coalesce(${workouts.finishedAt}, ${workouts.startedAt})`;
  const incoming = finishedAt ?? startedAt;
  return finishedAt === null ? sql`${stored} < ${incoming}` : sql`(${stored} < ${incoming} or (${stored} = ${incoming} and ${workouts.finishedAt} is null))`;
}

/**
 * Stores a day's workout unless the stored one was made later (decision 0111: a finish logged offline
 * is never undone by an older start arriving after it); idempotent: the same times again change nothing.
 */
export async function saveWorkout(
  db: DbOrTx,
  userId: string,
  planId: string,
  workout: StoredWorkout,
  receivedAt = Date.now(),
): Promise<{ ok: true } | { ok: false; reason: "not-found" | "not-open" }> {
  const [plan] = await db
    .select({ content: trainingPlans.content, status: trainingPlans.status, submitted: trainingPlans.submitted })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, planId), eq(trainingPlans.userId, userId)));
  if (!plan) return { ok: false, reason: "not-found" };
  if (!isOpenForTraining(plan)) return { ok: false, reason: "not-open" };
  const day = parsePlan(plan.content).days.find((d) => d.day === workout.day);
  if (!day || day.isRestDay || day.exercises.length === 0) return { ok: false, reason: "not-found" };
  const times = clampWorkoutTimes(workout.startedAt, workout.finishedAt, receivedAt);
  const startedAt = new Date(times.startedAt);
  const finishedAt = times.finishedAt === null ? null : new Date(times.finishedAt);
  await db
    .insert(workouts)
    .values({ userId, planId, day: workout.day, startedAt, finishedAt })
    .onConflictDoUpdate({
      target: [workouts.userId, workouts.planId, workouts.day],
      set: { startedAt, finishedAt, updatedAt: sql`now()` },
      // workoutReplaces (decision 0111) in one statement, so two requests at once cannot both win.
      setWhere: replacesStored(startedAt, finishedAt),
    });
  return { ok: true };
}
