import { describe, expect, it } from "vitest";
import type { ParsedExercise } from "~/domain/plan/types";
import { lastTimeFor } from "./last-time";
import { suggestionFor } from "./set-entry";
import { swappedExercise } from "./swapped-exercise";

const squat: ParsedExercise = {
  name: "Kniebeuge mit Langhantel",
  video_url: "https://example.org/squat",
  instructions: "Langhantel auf dem oberen Rücken …",
  hashtag: "#squat",
  sets: 3,
  reps: "8-10",
  originalReps: "8-10",
  weight: 60,
  originalWeight: 60,
  rest: "90 s",
  originalRest: "90 s",
  notes: "",
  setsData: [0, 1, 2].map(() => ({ reps: "8-10", weight: 60, completed: false })),
};
const swap = { shownName: "Beinpresse", instructions: "Füße schulterbreit …" };

describe("a swapped slot's suggestion", () => {
  it("negative control: the plan's own exercise suggests its prescribed weight", () => {
    expect(suggestionFor(1, null, squat)).toEqual({ reps: "8", weight: 60, source: "plan" });
  });

  it("keeps the plan's dose (sets, reps, rest) but never the original exercise's weight", () => {
    const leg = swappedExercise(squat, swap);
    expect(leg.name).toBe("Beinpresse");
    expect(leg.instructions).toBe("Füße schulterbreit …");
    expect(leg.video_url).toBeNull();
    expect(leg.setsData).toHaveLength(3);
    expect(leg.rest).toBe("90 s");
    expect(leg.setsData.every((s) => s.weight === 0)).toBe(true);
    expect(suggestionFor(1, null, leg)).toEqual({ reps: "8", weight: 0, source: "plan" });
    expect(suggestionFor(3, null, leg).weight).toBe(0);
  });

  it("suggests last time's numbers of the new exercise (found by its name), not the original's", () => {
    const current = [
      { day: 1, exercise_order: 0, exercise_name: "Kniebeuge mit Langhantel", set_number: 1, actual_reps: "8", actual_weight: 60, completed: true },
      { day: 2, exercise_order: 1, exercise_name: "Beinpresse", set_number: 1, actual_reps: "10", actual_weight: 120, completed: true },
    ];
    const last = lastTimeFor({}, current, 4, "Beinpresse");
    expect(last).toEqual([{ setNumber: 1, reps: "10", weight: 120 }]);
    expect(suggestionFor(1, last, swappedExercise(squat, swap))).toEqual({ reps: "10", weight: 120, source: "last" });
    // The original's history is not the alternative's.
    expect(lastTimeFor({}, current.slice(0, 1), 4, "Beinpresse")).toBeNull();
  });
});
