import { describe, expect, it } from "vitest";
import type { ExerciseRecord } from "~/domain/exercises/types";
import type { LoggedSet } from "~/domain/training/logged-set";
import { FIXTURE_EXERCISES, fixtureQuestionnaire } from "~/domain/plan/generator.fixture";
import { increaseKg } from "./loads";
import { decideProgression, enteredReps } from "./progression";
import { readFeedback } from "./feedback-reading";
import type { PrevRow } from "./types";
import { key } from "./util";

const byName = new Map(FIXTURE_EXERCISES.map((e) => [key(e.name), e] as const));
const q = fixtureQuestionnaire({});
const ctx = { q, harderVariation: (): ExerciseRecord | undefined => undefined };

const row = (over: Partial<PrevRow> = {}): PrevRow => ({
  day: 1,
  name: "Bankdrücken mit Langhantel",
  sets: 3,
  reps: "8-12",
  weightText: "50 kg",
  weight: 50,
  rest: "90 s",
  notes: "",
  ...over,
});

const set = (n: number, reps: string | null, completed = true, weight = 50): LoggedSet => ({
  day: 1,
  exercise_name: "Bankdrücken mit Langhantel",
  exercise_order: 0,
  set_number: n,
  actual_reps: reps,
  actual_weight: weight,
  completed,
});

const decide = (rows: PrevRow[], sets: LoggedSet[]) => decideProgression(rows, sets, byName, ctx)[0]!;

describe("enteredReps", () => {
  it("reads a number, but a prefilled range or the prescribed text is 'not entered'", () => {
    expect(enteredReps("12", "8-12")).toBe(12);
    expect(enteredReps("10 Wdh.", "8-12")).toBe(10);
    expect(enteredReps("8-12", "8-12")).toBeUndefined();
    expect(enteredReps("8–12", "8-12")).toBeUndefined();
    expect(enteredReps("10-15", "8-12")).toBeUndefined();
    expect(enteredReps("", "8-12")).toBeUndefined();
    expect(enteredReps(null, "8-12")).toBeUndefined();
  });

  it("a fixed target entered as prescribed counts as done (decision 0102; control: a prefilled range does not)", () => {
    expect(enteredReps("10", "10")).toBe(10);
    expect(enteredReps("je Seite 8", "je Seite 8")).toBe(8);
    expect(enteredReps("10-12", "10-12")).toBeUndefined();
  });
});

describe("double progression per exercise", () => {
  it("raises the load only when every prescribed set was done at the top of the range", () => {
    const d = decide([row()], [set(1, "12"), set(2, "12"), set(3, "12")]);
    expect(d.kind).toBe("increase");
    expect(d.newWeight).toBe(52.5);
    expect(d.note).toMatch(/alle 3 Sätze am oberen Ende/);
  });

  it("counts only sets marked done: an unfinished set at the top is no reason to progress", () => {
    const d = decide([row()], [set(1, "12"), set(2, "12"), set(3, "12", false)]);
    expect(d.kind).not.toBe("increase");
    expect(d.loggedSets).toBe(2);
  });

  it("ignores sets not marked done even when reps were typed", () => {
    const d = decide([row()], [set(1, "12", false), set(2, "12", false), set(3, "12", false)]);
    expect(d.kind).toBe("no_data");
  });

  it("reads a reps field left at its prefilled range as not entered (progression is not frozen by it)", () => {
    const d = decide([row()], [set(1, "8-12"), set(2, "8-12"), set(3, "8-12")]);
    expect(d.kind).toBe("no_data");
    const mixed = decide([row()], [set(1, "12"), set(2, "12"), set(3, "8-12")]);
    expect(mixed.kind).not.toBe("reduce");
  });

  it("holds the load after a first miss and deloads after a second miss in a row", () => {
    const first = decide([row()], [set(1, "9"), set(2, "8"), set(3, "7")]);
    expect(first.kind).toBe("keep");
    expect(first.newWeight).toBe(50);
    const second = decide([row({ notes: "Gewicht halten (einzelne Sätze unter der Spanne), Ziel: oberes Ende der Spanne" })], [set(1, "9"), set(2, "8"), set(3, "7")]);
    expect(second.kind).toBe("reduce");
    expect(second.newWeight).toBe(45);
    expect(second.note).toMatch(/zweiten Mal .* Deload/);
  });

  it("uses increments by lift and equipment", () => {
    expect(increaseKg("barbell", 80, "squat")).toBe(85);
    expect(increaseKg("barbell", 30, "squat")).toBe(32.5);
    expect(increaseKg("barbell", 60, "push_horizontal")).toBe(62.5);
    expect(increaseKg("machine", 100, "squat")).toBe(105);
    expect(increaseKg("dumbbell", 8)).toBe(9);
    expect(increaseKg("dumbbell", 16)).toBe(18);
    expect(increaseKg("kettlebell", 16)).toBe(20);
  });
});

describe("readFeedback", () => {
  const names = ["Bankdrücken mit Langhantel", "Kniebeuge mit Langhantel", "Kreuzheben mit Langhantel", "Toten Hang an der Stange"];

  it("pain next to an exercise changes that exercise, not a body part of the whole plan", () => {
    const r = readFeedback(names, [{ day: 1, text: "Beim Bankdrücken schmerzt die Schulter." }], null);
    expect(r.exercises.get(key("Bankdrücken mit Langhantel"))?.pain).toBe(true);
    expect(r.painBodyParts).toEqual([]);
    expect(r.exercises.has(key("Kreuzheben mit Langhantel"))).toBe(false);
  });

  it("reads pain with only a body part named as that body part ('Knie tut etwas weh')", () => {
    const r = readFeedback(names, [{ day: 3, text: "Knie tut etwas weh." }], null);
    expect(r.painBodyParts).toEqual(["Knie"]);
    expect(r.exercises.size).toBe(0);
  });

  it("never finds the back in 'Bankdrücken' (word boundaries)", () => {
    const r = readFeedback(names, [], "Schmerzen beim Bankdrücken, sonst alles gut");
    expect(r.painBodyParts).not.toContain("Rücken");
  });

  it("a day's remark changes that day; one 'müde' or 'mehr' does not change the plan", () => {
    const r = readFeedback(names, [{ day: 3, text: "Heute müde." }, { day: 5, text: "Nicht mehr weh, alles gut." }], null);
    expect(r.plan.reaction).toBe("none");
    expect(r.days.get(3)?.reaction).toBe("reduce");
    expect(r.days.has(5)).toBe(false);
  });

  it("'zu schwer' next to an exercise is about that exercise only", () => {
    const r = readFeedback(names, [{ day: 1, text: "Kreuzheben war zu schwer. Sonst super." }], null);
    expect(r.exercises.get(key("Kreuzheben mit Langhantel"))?.tooHard).toBe(true);
    expect(r.days.size).toBe(0);
    expect(r.exercises.has(key("Toten Hang an der Stange"))).toBe(false);
  });

  it("plan feedback changes the whole plan", () => {
    const r = readFeedback(names, [], "Insgesamt zu leicht.");
    expect(r.plan.reaction).toBe("increase");
  });
});
