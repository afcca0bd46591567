import { describe, expect, it } from "vitest";
import { daysNotLogged, workoutDuration, workoutSummary } from "./workout";

const done = (reps: string, weight: number) => ({ reps, weight, completed: true });

describe("a workout's summary", () => {
  const times = { startedAt: 1_000_000, finishedAt: 1_000_000 + 47 * 60_000 };

  it("counts the done sets, the volume of weighted repetition sets and the duration", () => {
    const summary = workoutSummary(
      [
        { name: "Kniebeuge", unit: "reps", sets: [done("10", 60), done("8", 62.5), { reps: "8", weight: 62.5, completed: false }], before: { weight: 0, e1rm: 0 } },
        // Minutes are no volume, but the set counts.
        { name: "Radfahren", unit: "minutes", sets: [done("20", 0)], before: { weight: 0, e1rm: 0 } },
        { name: "Liegestütze", unit: "reps", sets: [done("15", 0)], before: { weight: 0, e1rm: 0 } },
      ],
      times,
      0,
    );
    expect(summary).toEqual({ durationMs: 47 * 60_000, sets: 4, volume: 600 + 500, records: [] });
  });

  it("names a record when the heaviest weight or else the estimated maximum beats the best before; the first time is no record", () => {
    const summary = workoutSummary(
      [
        { name: "Kniebeuge", unit: "reps", sets: [done("5", 70)], before: { weight: 67.5, e1rm: 90 } },
        { name: "Bankdrücken", unit: "reps", sets: [done("12", 40)], before: { weight: 40, e1rm: 52 } },
        { name: "Rudern", unit: "reps", sets: [done("10", 30)], before: { weight: 30, e1rm: 40 } },
        { name: "Kreuzheben", unit: "reps", sets: [done("5", 80)], before: { weight: 0, e1rm: 0 } },
      ],
      times,
      0,
    );
    expect(summary.records).toEqual([
      { name: "Kniebeuge", kind: "weight", value: 70, previous: 67.5 },
      { name: "Bankdrücken", kind: "e1rm", value: 56, previous: 52 },
    ]);
  });

  it("runs until it is finished, never negative", () => {
    expect(workoutDuration({ startedAt: 1000, finishedAt: null }, 61_000)).toBe(60_000);
    expect(workoutDuration({ startedAt: 5000, finishedAt: null }, 1000)).toBe(0);
  });

  it("names the training days without a done set", () => {
    expect(daysNotLogged([1, 3, 5, 8, 10, 12], new Map([[1, 12], [5, 0], [8, 3]]))).toEqual([3, 5, 10, 12]);
  });
});
