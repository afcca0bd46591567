/**
 * Decision 0110: loads only in weights the customer owns, when they list them. Cases written for this
 * test (none from a review round), each with a negative control.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { generatePlan } from "./index";
import { ownedKg, ownedSteps, ownedWeights } from "./owned-weights";
import type { ProgressionDecision } from "./types";

const read = (training_preferences: string) => ownedWeights({ training_preferences, personal_wishes: null });

describe("the weights a customer lists", () => {
  it("reads kettlebell and dumbbell lists as people write them", () => {
    expect(read("Zuhause: KB 6 + 14 kg und eine Matte").kettlebell).toEqual([6, 14]);
    expect(read("Kettlebells 16/20/28, Klimmzugstange").kettlebell).toEqual([16, 20, 28]);
    expect(read("kettlebells: 10 kg, 18 kg, 2 × 22 kg").kettlebell).toEqual([10, 18, 22]);
    expect(read("Kurzhanteln 3 und 5 kg im Keller").dumbbell).toEqual([3, 5]);
    expect(read("hotel gyms, usually DBs up to 22.5 kg").dumbbellMax).toBe(22.5);
    expect(read("Kurzhanteln bis 30 kg im Studio").dumbbellMax).toBe(30);
  });

  it("negative controls: no list, a lift, sets × reps", () => {
    expect(read("Ich trainiere gern mit Kettlebells")).toEqual({});
    expect(read("KH 150x3, Bank 90x5")).toEqual({});
    expect(read("DB rows 3x10")).toEqual({});
  });

  it("a load is the nearest owned weight (the lighter on a tie), or at most the stated top", () => {
    expect(ownedKg({ kettlebell: [8, 12] }, "kettlebell", 10)).toBe(8);
    expect(ownedKg({ kettlebell: [8, 12] }, "kettlebell", 4)).toBe(8);
    expect(ownedKg({ dumbbell: [2, 4] }, "dumbbell", 7)).toBe(4);
    expect(ownedKg({ dumbbellMax: 20 }, "dumbbell", 26)).toBe(20);
    // negative controls: other equipment and body weight are untouched; no list, no change
    expect(ownedKg({ kettlebell: [8, 12] }, "barbell", 40)).toBe(40);
    expect(ownedKg({ kettlebell: [8, 12] }, "bodyweight", 0)).toBe(0);
    expect(ownedKg({}, "kettlebell", 10)).toBe(10);
  });

  it("every kettlebell row of a plan uses a bell the customer owns", () => {
    const q = {
      age: 39, gender: "male", main_goals: ["general_fitness", "muscle_building"], other_sport: false, other_sport_details: null,
      training_intensity: "moderate", training_frequency: "3x", session_duration: "30_45", daily_activity: "sitting",
      training_level: "intermediate", current_training: "yes", training_experience: ["free_weights"], equipment: ["kettlebells"],
      health_restrictions: null, exercise_dislikes: null, training_preferences: "Zuhause nur KB 6 + 14 kg", personal_wishes: null,
    } as unknown as QuestionnaireAnswers;
    const rows = generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES }).summary.days.flatMap((d) => d.exercises);
    const bells = rows.filter((r) => r.equipmentNeeded.includes("kettlebells") && /\d/.test(r.weight));
    expect(bells.length).toBeGreaterThan(3);
    for (const r of bells) for (const kg of [...r.weight.matchAll(/(\d+(?:,\d+)?)\s*kg/g)].map((m) => Number(m[1]!.replace(",", ".")))) expect([6, 14]).toContain(kg);
    // negative control: the same customer without a list gets the standard bell sizes (some not 6 or 14)
    const free = generatePlan({ questionnaire: { ...q, training_preferences: null }, exercises: EXERCISES, injuries: INJURIES }).summary.days.flatMap((d) => d.exercises);
    const sizes = new Set(free.filter((r) => r.equipmentNeeded.includes("kettlebells")).flatMap((r) => [...r.weight.matchAll(/(\d+)\s*kg/g)].map((m) => Number(m[1]))));
    expect([...sizes].some((kg) => kg !== 6 && kg !== 14)).toBe(true);
  });
});

describe("follow-up load changes in the owned weights", () => {
  const decision = (over: Partial<ProgressionDecision>): ProgressionDecision => ({
    exercise: "Goblet Squat mit Kettlebell", kind: "increase", loggedSets: 3, previousWeight: 12, newWeight: 14,
    note: "Goblet Squat mit Kettlebell: alle 3 Sätze am oberen Ende → 14 kg (vorher 12 kg, +2 kg)", ...over,
  });
  const kb = () => "kettlebell" as const;

  it("an increase goes to the next owned bell, or becomes +2 reps when none is heavier", () => {
    const up = [decision({})];
    ownedSteps(up, { kettlebell: [8, 12, 20] }, kb);
    expect(up[0]).toMatchObject({ kind: "increase", newWeight: 20 });
    expect(up[0]!.note).toBe("Goblet Squat mit Kettlebell: alle 3 Sätze am oberen Ende → 20 kg (vorher 12 kg, +8 kg)");
    const top = [decision({}), decision({ exercise: "Swing", note: "Swing: laut Ihrem Feedback zu leicht → 14 kg (vorher 12 kg)" })];
    ownedSteps(top, { kettlebell: [8, 12] }, kb);
    expect(top.map((d) => [d.kind, d.newWeight])).toEqual([["more_reps", 12], ["more_reps", 12]]);
    expect(top[1]!.note).toBe("Swing: laut Ihrem Feedback zu leicht → +2 Wiederholungen pro Satz");
  });

  it("a reduction goes to the next owned bell below, or holds", () => {
    const down = [decision({ kind: "reduce", previousWeight: 12, newWeight: 10, note: "X: Wiederholungen unter der Spanne → 10 kg (vorher 12 kg)" })];
    ownedSteps(down, { kettlebell: [8, 12] }, kb);
    expect(down[0]).toMatchObject({ kind: "reduce", newWeight: 8, note: "X: Wiederholungen unter der Spanne → 8 kg (vorher 12 kg)" });
    const floor = [decision({ kind: "reduce", previousWeight: 8, newWeight: 6 })];
    ownedSteps(floor, { kettlebell: [8, 12] }, kb);
    expect(floor[0]).toMatchObject({ kind: "keep", newWeight: 8 });
  });

  it("negative controls: no list, other equipment, and a step that is already owned stay as they are", () => {
    const none = [decision({})];
    ownedSteps(none, {}, kb);
    expect(none[0]).toMatchObject({ kind: "increase", newWeight: 14 });
    const barbell = [decision({ exercise: "Kniebeuge mit Langhantel", previousWeight: 60, newWeight: 65 })];
    ownedSteps(barbell, { kettlebell: [8, 12] }, () => "barbell");
    expect(barbell[0]).toMatchObject({ newWeight: 65 });
    const owned = [decision({})];
    ownedSteps(owned, { kettlebell: [12, 14] }, kb);
    expect(owned[0]!.note).toBe(decision({}).note);
  });
});

