import { describe, expect, it } from "vitest";
import type { LoggedSet } from "./logged-set";
import { applyLastTime, bestBefore, estimatedOneRepMax, historyIndex, lastTimeFor } from "./last-time";

const set = (over: Partial<LoggedSet>): LoggedSet => ({ day: 1, exercise_name: "Bankdrücken", exercise_order: 0, set_number: 1, actual_reps: "10", actual_weight: 40, completed: true, ...over });

describe("Letztes Mal", () => {
  const history = historyIndex([
    {
      sequence: 1,
      sets: [set({ day: 3, actual_reps: "12", actual_weight: 35 }), set({ day: 3, exercise_name: "Kniebeuge", actual_weight: 60 })],
    },
    {
      sequence: 2,
      sets: [
        set({ day: 1, set_number: 1, actual_weight: 40 }),
        set({ day: 8, set_number: 2, actual_reps: "9", actual_weight: 42.5 }),
        set({ day: 8, set_number: 1, actual_reps: "10", actual_weight: 42.5 }),
        set({ day: 8, set_number: 3, completed: false }),
        // Stored before sets were numbers only: read as its number.
        set({ day: 8, exercise_name: "Rudern", actual_reps: "8-12", actual_weight: 30 }),
      ],
    },
  ]);

  it("of earlier plans, takes the newest plan's last session of the exercise, by name", () => {
    expect(history["bankdrucken"]!.last).toEqual([
      { setNumber: 1, reps: "10", weight: 42.5 },
      { setNumber: 2, reps: "9", weight: 42.5 },
    ]);
    // Only the older plan has it: that one counts.
    expect(history["kniebeuge"]!.last).toEqual([{ setNumber: 1, reps: "10", weight: 60 }]);
    expect(history["rudern"]!.last).toEqual([{ setNumber: 1, reps: "8", weight: 30 }]);
    // The best over every plan: 42.5 kg, and 10 × 42.5 kg as the estimated maximum.
    expect(history["bankdrucken"]!.best).toEqual({ weight: 42.5, e1rm: 56.67 });
  });

  it("within the plan, an earlier day's session comes first (day 5 repeats day 1); the same or a later day does not count", () => {
    const current = [
      set({ day: 1, set_number: 1, actual_reps: "11", actual_weight: 45 }),
      set({ day: 1, set_number: 2, actual_reps: "", actual_weight: 45, completed: false }),
      set({ day: 5, set_number: 1, actual_reps: "12", actual_weight: 47.5 }),
    ];
    expect(lastTimeFor(history, current, 5, "Bankdrücken")).toEqual([{ setNumber: 1, reps: "11", weight: 45 }]);
    expect(lastTimeFor(history, current, 8, "Bankdrücken")).toEqual([{ setNumber: 1, reps: "12", weight: 47.5 }]);
    // Day 1 has nothing earlier in this plan: the earlier plan's last session.
    expect(lastTimeFor(history, current, 1, "bankdrücken")).toEqual(history["bankdrucken"]!.last);
    expect(lastTimeFor(history, current, 1, "Kreuzheben")).toBeNull();
    expect(lastTimeFor({}, [], 5, "Bankdrücken")).toBeNull();
  });

  it("the best before a workout: earlier plans and the plan's other days, not the day itself", () => {
    const current = [set({ day: 1, actual_reps: "5", actual_weight: 50 }), set({ day: 5, actual_reps: "3", actual_weight: 60 })];
    expect(bestBefore(history, current, 5, "Bankdrücken")).toEqual({ weight: 50, e1rm: 58.33 });
    expect(bestBefore({}, [], 1, "Bankdrücken")).toEqual({ weight: 0, e1rm: 0 });
  });

  it("estimates the one-rep maximum (Epley) only for weighted sets of 1–30 reps", () => {
    expect(estimatedOneRepMax("1", 100)).toBe(100);
    expect(estimatedOneRepMax("10", 60)).toBe(80);
    expect(estimatedOneRepMax("10", 0)).toBe(0);
    expect(estimatedOneRepMax("40", 20)).toBe(0);
    expect(estimatedOneRepMax("", 20)).toBe(0);
  });

  it("copies into the sets still empty, and leaves done or typed sets alone", () => {
    const empty = { reps: "", weight: 0, completed: false };
    const current = [empty, { reps: "11", weight: 0, completed: false }, empty, { reps: "", weight: 0, completed: true }];
    const { sets, changed } = applyLastTime(current, [
      { setNumber: 1, reps: "10", weight: 42.5 },
      { setNumber: 2, reps: "9", weight: 42.5 },
    ]);
    expect(sets).toEqual([
      { reps: "10", weight: 42.5, completed: false },
      { reps: "11", weight: 0, completed: false },
      // No third set last time: the last one logged stands in.
      { reps: "9", weight: 42.5, completed: false },
      { reps: "", weight: 0, completed: true },
    ]);
    expect(changed).toEqual([1, 3]);
  });
});
