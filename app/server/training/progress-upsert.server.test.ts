import { maxSetsOf } from "~/domain/training/progress";
import { describe, expect, it } from "vitest";
import { parsePlan } from "~/domain/plan/parser";
import canonical from "~/domain/plan/fixtures/canonical.md?raw";
import { knownPlanShape, planSetShape, progressRows, rememberPlanShape } from "./progress-upsert.server";

const change = (over: Partial<{ day: number; exerciseOrder: number; setNumber: number }> = {}) => ({
  day: 1,
  exerciseOrder: 0,
  setNumber: 1,
  reps: "8",
  weight: 40,
  completed: true,
  exerciseName: "",
  changedAt: Date.parse("2026-03-03T10:00:00Z"),
  ...over,
});

describe("a set save's rows from the plan's shape", () => {
  const plan = parsePlan(canonical);
  const shape = planSetShape(plan);

  it("knows every training day's exercises with their numbers of sets, and no rest day", () => {
    for (const day of plan.days) {
      if (day.isRestDay) expect(shape.has(day.day)).toBe(false);
      else expect(shape.get(day.day)).toEqual(day.exercises.map((e) => ({ name: e.name, sets: e.setsData.length })));
    }
  });

  it("takes the exercise name from the plan and ignores sets beyond the plan's and the few a customer may add", () => {
    const first = plan.days.find((d) => !d.isRestDay)!;
    const rest = plan.days.find((d) => d.isRestDay)!;
    const sets = first.exercises[0]!.setsData.length;
    const { rows, ignored } = progressRows(shape, [
      change({ day: first.day, setNumber: sets }),
      change({ day: first.day, setNumber: maxSetsOf(sets) + 1 }),
      change({ day: first.day, exerciseOrder: first.exercises.length }),
      change({ day: rest.day }),
    ]);
    expect(ignored).toBe(3);
    expect(rows).toEqual([
      { day: first.day, exerciseOrder: 0, exerciseName: first.exercises[0]!.name, setNumber: sets, actualReps: "8", actualWeight: 40, completed: true, clientUpdatedAt: new Date("2026-03-03T10:00:00Z") },
    ]);
  });

  it("remembers the most recently used plans' shapes by plan id, with the hash of their text", () => {
    rememberPlanShape("plan-a", "hash-a", shape);
    expect(knownPlanShape("plan-a")).toEqual({ hash: "hash-a", shape });
    rememberPlanShape("plan-a", "hash-b", shape);
    expect(knownPlanShape("plan-a")?.hash).toBe("hash-b");
    for (let i = 0; i < 1000; i++) rememberPlanShape(`other-${i}`, "h", shape);
    expect(knownPlanShape("plan-a")).toBeUndefined();
    expect(knownPlanShape("other-999")).toBeDefined();
  });
});
