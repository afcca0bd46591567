/**
 * A workout: one training day done as a unit (issue 24) — started and finished on the device, and
 * its summary: duration, sets done, volume (kg moved in weighted repetition sets) and the new
 * personal records (heaviest weight or estimated one-rep maximum beyond the best before). Pure.
 */
import type { ExerciseBest } from "./last-time";
import { estimatedOneRepMax } from "./last-time";
import type { SetValues } from "./progress";
import { numericSetValue, type SetUnit } from "./set-entry";

export interface WorkoutTimes {
  startedAt: number;
  finishedAt: number | null;
}

export interface WorkoutExercise {
  name: string;
  unit: SetUnit;
  sets: readonly SetValues[];
  /** The best before this workout (earlier plans and the plan's other days). */
  before: ExerciseBest;
}

export interface PersonalRecord {
  name: string;
  kind: "weight" | "e1rm";
  value: number;
  previous: number;
}

export interface WorkoutSummary {
  durationMs: number;
  sets: number;
  /** kg: Σ reps × weight over the done repetition sets. */
  volume: number;
  records: PersonalRecord[];
}

/** Duration: from the start to the finish (or to `now` while it runs), never negative. */
export function workoutDuration(times: WorkoutTimes, now: number): number {
  return Math.max(0, (times.finishedAt ?? now) - times.startedAt);
}

/**
 * The summary of a day's exercises. A record needs something to beat: the first time an exercise is
 * logged sets the mark, it is not announced as a record.
 */
export function workoutSummary(exercises: readonly WorkoutExercise[], times: WorkoutTimes, now: number): WorkoutSummary {
  let sets = 0;
  let volume = 0;
  const records: PersonalRecord[] = [];
  for (const ex of exercises) {
    let heaviest = 0;
    let e1rm = 0;
    for (const s of ex.sets) {
      if (!s.completed) continue;
      sets++;
      if (ex.unit !== "reps") continue;
      const reps = Number(numericSetValue(s.reps)) || 0;
      volume += reps * s.weight;
      heaviest = Math.max(heaviest, s.weight);
      e1rm = Math.max(e1rm, estimatedOneRepMax(s.reps, s.weight));
    }
    if (ex.before.weight > 0 && heaviest > ex.before.weight) records.push({ name: ex.name, kind: "weight", value: heaviest, previous: ex.before.weight });
    else if (ex.before.e1rm > 0 && e1rm > ex.before.e1rm) records.push({ name: ex.name, kind: "e1rm", value: e1rm, previous: ex.before.e1rm });
  }
  return { durationMs: workoutDuration(times, now), sets, volume: Math.round(volume * 100) / 100, records };
}

/** The plan's training days without a single done set (the submit dialog names them). */
export function daysNotLogged(trainingDays: readonly number[], doneSetsPerDay: ReadonlyMap<number, number>): number[] {
  return trainingDays.filter((d) => (doneSetsPerDay.get(d) ?? 0) === 0);
}

/** A workout longer than this is a forgotten timer, not training: the server refuses it (decision 0104). */
export const MAX_WORKOUT_MS = 12 * 60 * 60_000;

/**
 * A workout's times as the server keeps them: a device clock ahead of the server's moves both times
 * back by the same amount (the duration stays, nothing lies in the future; decision 0092's rule).
 */
export function clampWorkoutTimes(startedAt: number, finishedAt: number | null, receivedAt: number): { startedAt: number; finishedAt: number | null } {
  const ahead = Math.max(0, Math.max(startedAt, finishedAt ?? 0) - receivedAt);
  return { startedAt: startedAt - ahead, finishedAt: finishedAt === null ? null : finishedAt - ahead };
}

/**
 * When the device made a workout's state (decision 0111): a running workout at its start, a finished
 * one at its finish. On one device these only move forward (start → finish → a new start of the day).
 */
export function workoutStateTime(times: WorkoutTimes): number {
  return times.finishedAt ?? times.startedAt;
}

/**
 * Whether `incoming` replaces `stored` (decision 0111): the state made later wins, whatever arrives
 * first, so a finish is never undone by an older start sent late by an outbox or another device; a
 * new start after the finish (the day trained again) still replaces it. At the same moment a finish
 * wins over a start; the same times again change nothing. The server applies it to times already
 * moved back to its clock (`clampWorkoutTimes`: min(client time, receipt), as for sets).
 */
export function workoutReplaces(incoming: WorkoutTimes, stored: WorkoutTimes | null): boolean {
  if (!stored) return true;
  const a = workoutStateTime(incoming);
  const b = workoutStateTime(stored);
  if (a !== b) return a > b;
  return incoming.finishedAt !== null && stored.finishedAt === null;
}

/** The newer of two versions of a day's workout (the device's and the server's), by `workoutReplaces`. */
export function newerWorkout(a: WorkoutTimes | null, b: WorkoutTimes | null): WorkoutTimes | null {
  if (!a) return b;
  return b && workoutReplaces(b, a) ? b : a;
}
