import { describe, expect, it } from "vitest";
import type { LoggedSet } from "./logged-set";
import { applyLastTime, lastTimeFor, lastTimeIndex } from "./last-time";

const set = (over: Partial<LoggedSet>): LoggedSet => ({ day: 1, exercise_name: "Bankdrücken", exercise_order: 0, set_number: 1, actual_reps: "10", actual_weight: 40, completed: true, ...over });

describe("Letztes Mal", () => {
  it("takes the completed sets of the exercise's last occurrence in the previous plan, by name", () => {
    const index = lastTimeIndex([
      set({ day: 1, set_number: 1, actual_weight: 40 }),
      set({ day: 8, set_number: 2, actual_reps: "9", actual_weight: 42.5 }),
      set({ day: 8, set_number: 1, actual_reps: "10", actual_weight: 42.5 }),
      set({ day: 8, set_number: 3, completed: false }),
      set({ day: 3, exercise_name: "Kniebeuge", actual_weight: 60 }),
    ]);
    expect(lastTimeFor(index, "bankdrücken")).toEqual([
      { setNumber: 1, reps: "10", weight: 42.5 },
      { setNumber: 2, reps: "9", weight: 42.5 },
    ]);
    expect(lastTimeFor(index, "Kreuzheben")).toBeNull();
  });

  it("copies into the sets still as prescribed, and leaves done or edited sets alone", () => {
    const prescribed = [
      { reps: "8-12", weight: 40, completed: false },
      { reps: "8-12", weight: 40, completed: false },
      { reps: "8-12", weight: 40, completed: false },
    ];
    const current = [prescribed[0]!, { reps: "11", weight: 40, completed: false }, prescribed[2]!];
    const { sets, changed } = applyLastTime(current, prescribed, [
      { setNumber: 1, reps: "10", weight: 42.5 },
      { setNumber: 2, reps: "9", weight: 42.5 },
    ]);
    expect(sets).toEqual([
      { reps: "10", weight: 42.5, completed: false },
      { reps: "11", weight: 40, completed: false },
      // No third set last time: the last one logged stands in.
      { reps: "9", weight: 42.5, completed: false },
    ]);
    expect(changed).toEqual([1, 3]);
  });
});
