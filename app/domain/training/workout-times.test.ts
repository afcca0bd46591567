import { describe, expect, it } from "vitest";
import { clampWorkoutTimes, MAX_WORKOUT_MS, newerWorkout, workoutReplaces } from "./workout";
import { trainingRequestSchema } from "./schemas";

const req = (startedAt: number, finishedAt: number | null) => trainingRequestSchema.safeParse({ intent: "workout", day: 1, startedAt, finishedAt });

describe("a workout's times on the server (decision 0104)", () => {
  it("takes a start, a running workout and a finished one", () => {
    expect(req(1_000_000, null).success).toBe(true);
    expect(req(1_000_000, 1_000_000 + 52 * 60_000).success).toBe(true);
    expect(req(1_000_000, 1_000_000 + MAX_WORKOUT_MS).success).toBe(true);
  });

  it("refuses a finish before the start and a forgotten timer (longer than 12 hours)", () => {
    expect(req(1_000_000, 999_999).success).toBe(false);
    expect(req(1_000_000, 1_000_000 + MAX_WORKOUT_MS + 1).success).toBe(false);
    expect(trainingRequestSchema.safeParse({ intent: "workout", day: 15, startedAt: 1, finishedAt: null }).success).toBe(false);
  });

  it("moves a device clock ahead of the server back, keeping the duration", () => {
    expect(clampWorkoutTimes(5_000, 8_000, 6_000)).toEqual({ startedAt: 3_000, finishedAt: 6_000 });
    expect(clampWorkoutTimes(7_000, null, 6_000)).toEqual({ startedAt: 6_000, finishedAt: null });
    // Negative control: a clock behind the server's is left alone.
    expect(clampWorkoutTimes(1_000, 2_000, 6_000)).toEqual({ startedAt: 1_000, finishedAt: 2_000 });
  });

  it("the outbox batch: swaps alone, sets alone, both; never an empty batch", () => {
    const swap = { day: 1, exerciseOrder: 0, alternative: "Beinpresse", changedAt: 1 };
    expect(trainingRequestSchema.safeParse({ intent: "progress", swaps: [swap] }).success).toBe(true);
    expect(trainingRequestSchema.safeParse({ intent: "progress", swaps: [{ ...swap, alternative: null }] }).success).toBe(true);
    expect(trainingRequestSchema.safeParse({ intent: "progress", changes: [] }).success).toBe(false);
    expect(trainingRequestSchema.safeParse({ intent: "progress", changes: [], swaps: [] }).success).toBe(false);
  });

  it("decision 0111: the state made later wins — a finish over an older start, a new start over an earlier finish", () => {
    const started = { startedAt: 1_000, finishedAt: null };
    const finished = { startedAt: 1_000, finishedAt: 4_000 };
    expect(workoutReplaces(finished, started)).toBe(true);
    expect(workoutReplaces(started, finished)).toBe(false);
    expect(workoutReplaces({ startedAt: 500, finishedAt: null }, finished)).toBe(false);
    expect(workoutReplaces({ startedAt: 9_000, finishedAt: null }, finished)).toBe(true);
    expect(workoutReplaces(started, null)).toBe(true);
    // At the same moment a finish wins over a start; the same times again change nothing.
    expect(workoutReplaces({ startedAt: 0, finishedAt: 1_000 }, started)).toBe(true);
    expect(workoutReplaces(started, { startedAt: 0, finishedAt: 1_000 })).toBe(false);
    expect(workoutReplaces(finished, { ...finished })).toBe(false);
    // The device's and the server's version: the later one is shown, whichever side has it.
    expect(newerWorkout(started, finished)).toBe(finished);
    expect(newerWorkout(finished, started)).toBe(finished);
    expect(newerWorkout(null, finished)).toBe(finished);
    expect(newerWorkout(started, null)).toBe(started);
  });
});
