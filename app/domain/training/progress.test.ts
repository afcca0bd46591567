import { describe, expect, it } from "vitest";
import {
  applyWeightEntry,
  clampChangeTime,
  formatWeightInput,
  initialSets,
  isNewer,
  mergeChanges,
  parseWeightInput,
  progressByExercise,
  setAllCompleted,
  setsFor,
  type SetChange,
  type SetValues,
  addSet,
  maxSetsOf,
} from "./progress";

const sets = (...weights: number[]): SetValues[] => weights.map((weight) => ({ reps: "8-12", weight, completed: false }));
const change = (over: Partial<SetChange>): SetChange => ({ day: 1, exerciseOrder: 0, setNumber: 1, exerciseName: "Kniebeuge", reps: "10", weight: 40, completed: true, changedAt: 1000, ...over });

describe("weight entry (spec part 2 §4)", () => {
  it("on a follow-up plan copies set 1's weight to the later sets that have none", () => {
    const { sets: next, changed } = applyWeightEntry(sets(0, 0, 35), 1, 40, false);
    expect(next.map((s) => s.weight)).toEqual([40, 40, 35]);
    expect(changed).toEqual([1, 2]);
  });

  it("on the first plan changes only that set", () => {
    const { sets: next, changed } = applyWeightEntry(sets(0, 0, 0), 1, 40, true);
    expect(next.map((s) => s.weight)).toEqual([40, 0, 0]);
    expect(changed).toEqual([1]);
  });

  it("a later set's weight never propagates, and clearing set 1 copies nothing", () => {
    expect(applyWeightEntry(sets(0, 0, 0), 2, 30, false).sets.map((s) => s.weight)).toEqual([0, 30, 0]);
    expect(applyWeightEntry(sets(40, 0), 1, 0, false).sets.map((s) => s.weight)).toEqual([0, 0]);
    expect(applyWeightEntry(sets(40), 5, 10, false).changed).toEqual([]);
  });

  it("reads typed weights: comma or dot, empty or text as 0, never negative, kept in 0.25 kg steps", () => {
    expect(parseWeightInput("22,5")).toBe(22.5);
    expect(parseWeightInput("22.5")).toBe(22.5);
    expect(parseWeightInput(" 40 kg")).toBe(40);
    // Issue 24: 12,25 stays 12,25 (de comma and en dot); other decimals go to the nearest 0.25 kg.
    expect(parseWeightInput("12,25")).toBe(12.25);
    expect(parseWeightInput("12.75")).toBe(12.75);
    expect(parseWeightInput("22,3")).toBe(22.25);
    expect(parseWeightInput("22,4")).toBe(22.5);
    expect(parseWeightInput("")).toBe(0);
    expect(parseWeightInput("abc")).toBe(0);
    expect(parseWeightInput("-5")).toBe(0);
    expect(parseWeightInput("1,2,3")).toBe(0);
    expect(parseWeightInput("5000")).toBe(1000);
    expect(formatWeightInput(0, ",")).toBe("");
    expect(formatWeightInput(22.5, ",")).toBe("22,5");
    expect(formatWeightInput(22.5, ".")).toBe("22.5");
  });
});

describe("sets", () => {
  it("start empty (the plan's '8-10' and 40 kg are suggestions, not values) and take what was logged, added sets too", () => {
    const exercise = { setsData: [{ reps: "8-10", weight: 40, completed: false }, { reps: "8-10", weight: 40, completed: false }] };
    const empty = { reps: "", weight: 0, completed: false };
    expect(initialSets(exercise)).toEqual([empty, empty]);
    const logged = progressByExercise([
      { day: 1, exercise_name: "X", exercise_order: 0, set_number: 2, actual_reps: "9", actual_weight: 42.5, completed: true },
      // An added fourth set; a range stored before sets were numbers reads as its number.
      { day: 1, exercise_name: "X", exercise_order: 0, set_number: 4, actual_reps: "8-12", actual_weight: 40, completed: true },
      // Beyond the plan's sets plus five: not shown.
      { day: 1, exercise_name: "X", exercise_order: 0, set_number: 9, actual_reps: "5", actual_weight: 40, completed: true },
    ]);
    expect(setsFor(exercise, logged.get("1:0"))).toEqual([empty, { reps: "9", weight: 42.5, completed: true }, empty, { reps: "8", weight: 40, completed: true }]);
  });

  it("adds sets up to five beyond the plan's (and never past 20)", () => {
    const one = [{ reps: "", weight: 0, completed: false }];
    expect(addSet(one, 1)).toHaveLength(2);
    expect(addSet(Array(6).fill(one[0]), 1)).toBeNull();
    expect(maxSetsOf(18)).toBe(20);
  });

  it("the master checkbox marks every set and reports only the ones that changed", () => {
    const { sets: next, changed } = setAllCompleted([{ reps: "1", weight: 0, completed: true }, { reps: "1", weight: 0, completed: false }], true);
    expect(next.every((s) => s.completed)).toBe(true);
    expect(changed).toEqual([2]);
  });
});

describe("merge of late and repeated writes", () => {
  it("keeps the newest change per set, whatever the order; equal times: the later one", () => {
    const merged = mergeChanges([change({ reps: "new", changedAt: 3000 }), change({ reps: "old", changedAt: 2000 }), change({ setNumber: 2, reps: "a", changedAt: 5 }), change({ setNumber: 2, reps: "b", changedAt: 5 })]);
    expect(merged.map((c) => [c.setNumber, c.reps])).toEqual([
      [1, "new"],
      [2, "b"],
    ]);
  });

  it("the same exercise twice on one day is two sets, not one", () => {
    expect(mergeChanges([change({ exerciseOrder: 0 }), change({ exerciseOrder: 2 })])).toHaveLength(2);
  });

  it("a stored set is replaced only by a strictly newer change; device clocks ahead are clamped", () => {
    expect(isNewer({ changedAt: 10 }, { changedAt: 9 })).toBe(true);
    expect(isNewer({ changedAt: 10 }, { changedAt: 10 })).toBe(false);
    expect(isNewer({ changedAt: 10 }, undefined)).toBe(true);
    // Ahead of the server's receipt: the receipt time; behind it: the device's own time.
    expect(clampChangeTime(5_000_000, 1_000_000)).toBe(1_000_000);
    expect(clampChangeTime(1_000_001, 1_000_000)).toBe(1_000_000);
    expect(clampChangeTime(900_000, 1_000_000)).toBe(900_000);
  });
});
