/**
 * Decision 0110: the lifts a customer states as lifters write them ("Bank 95x5", "KH 160x2",
 * "squat 100x5", "DL 140") are read as the competition lifts, programmed with the barbell and loaded
 * from the figure. Cases written for this test (not from a review round), each with a negative control.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { generatePlan } from "./index";
import { statedMax } from "./loads";
import { liftText, namesLoad, wishedLifts } from "./wishes";

const base: QuestionnaireAnswers = {
  age: 33, gender: "female", main_goals: ["performance", "muscle_building"], other_sport: false, other_sport_details: null,
  training_intensity: "intense", training_frequency: "4x", session_duration: "60_90", daily_activity: "mixed",
  training_level: "intermediate", current_training: "yes", training_experience: ["gym", "free_weights"],
  equipment: ["barbell", "dumbbells", "machines", "cable_trx", "pullup_bar"], health_restrictions: null,
  exercise_dislikes: null, training_preferences: null, personal_wishes: null,
} as unknown as QuestionnaireAnswers;

const rows = (q: QuestionnaireAnswers, language: "de" | "en" = "de") =>
  generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES, language }).summary.days.flatMap((d) => d.exercises);
const kgOf = (weight: string) => Number(/([\d,]+)\s*kg/.exec(weight)?.[1]?.replace(",", ".") ?? NaN);

describe("lifter shorthand before a figure names the competition lift", () => {
  it("German and English shorthand becomes the catalog's lift; other words stay", () => {
    const read = (training_preferences: string) => liftText({ personal_wishes: null, training_preferences });
    expect(read("Aktuell Bank 95x5, KH 160x2")).toBe("Aktuell Bankdrücken 95x5, Kreuzheben 160x2");
    expect(read("BD: 70 kg, DL 140")).toBe("Bankdrücken: 70 kg, Kreuzheben 140");
    expect(read("back squat 100x5 and bench 72.5x3")).toBe("Kniebeuge 100x5 and Bankdrücken 72.5x3");
    // negative controls: a bench to sit on, a dumbbell pair, sets × reps, a "KH" that is a dumbbell
    expect(read("Dips auf der Bank, Hantelbank zu Hause")).toBe("Dips auf der Bank, Hantelbank zu Hause");
    expect(read("KH 2x12 kg, squats 3x10")).toBe("KH 2x12 kg, squats 3x10");
    expect(read("KH 20 kg Rudern")).toBe("KH 20 kg Rudern");
  });

  it("a figure without the unit is a load when it is a lifter's weight × reps", () => {
    expect(statedMax("Kniebeuge 120x5", /kniebeuge/i)).toBe(140);
    expect(statedMax("Bankdrücken 80 kg x 3", /bankdr\w*/i)).toBe(88);
    expect(namesLoad("Kreuzheben 150x3")).toBe(true);
    // negative controls: sets × reps, a dumbbell pair and a plain count are no load
    expect(statedMax("Kniebeuge 4x8", /kniebeuge/i)).toBeUndefined();
    expect(statedMax("Kniebeuge mit Kurzhanteln 2x16 kg", /kniebeuge/i)).toBeUndefined();
    expect(namesLoad("Klimmzüge 8 sauber, Kniebeuge 3x10")).toBe(false);
  });

  it("stated lifts in shorthand are programmed as the barbell lifts, loaded from the figures", () => {
    const q = { ...base, training_preferences: "Momentan Bank 95x5, Kniebeuge 130x3, KH 170x2. Trainiere seit 4 Jahren." };
    const r = rows(q);
    const bench = r.filter((x) => x.name === "Bankdrücken mit Langhantel");
    const squat = r.filter((x) => x.name === "Kniebeuge mit Langhantel");
    const dead = r.filter((x) => x.name === "Kreuzheben mit Langhantel");
    expect(bench.length).toBeGreaterThanOrEqual(2);
    expect(squat.length).toBeGreaterThanOrEqual(2);
    expect(dead.length).toBeGreaterThanOrEqual(2);
    // Epley: bench 95×5 ≈ 111, squat 130×3 = 143, deadlift 170×2 ≈ 181; working sets 65–90 % of that
    for (const [list, e1rm] of [[bench, 111], [squat, 143], [dead, 181]] as const) {
      for (const row of list) {
        expect(kgOf(row.weight)).toBeGreaterThanOrEqual(e1rm * 0.65);
        expect(kgOf(row.weight)).toBeLessThanOrEqual(e1rm * 0.9);
      }
    }
    // no bodyweight or pause variant stands in for a squat given with a load
    expect(r.some((x) => /^Kniebeuge mit (Pause|Körpergewicht)/.test(x.name))).toBe(false);
    const text = generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES }).text;
    expect(text).not.toMatch(/Kraftwerte kennen wir noch nicht/);
    expect(text).toMatch(/von Ihren genannten Bestleistungen ab/);
  });

  it("an English customer's 'squat 100x5, bench 70x5' is read the same way", () => {
    const q = { ...base, language: "en", training_preferences: "current numbers: squat 100x5, bench 70x5, deadlift 120x5" } as QuestionnaireAnswers;
    const wished = wishedLifts(q, EXERCISES).map((w) => w.exercise.name);
    expect(wished).toEqual(expect.arrayContaining(["Kniebeuge mit Langhantel", "Bankdrücken mit Langhantel", "Kreuzheben mit Langhantel"]));
    const squat = rows(q, "en").filter((x) => x.name === "Kniebeuge mit Langhantel");
    expect(squat.length).toBeGreaterThanOrEqual(1);
    for (const row of squat) expect(kgOf(row.weight)).toBeGreaterThanOrEqual(75);
  });

  it("negative control: without stated figures the plan does not claim to know the customer's lifts", () => {
    const q = { ...base, training_preferences: "Ich mag Bankdrücken und Kniebeugen" };
    const text = generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES }).text;
    expect(text).toMatch(/Kraftwerte kennen wir noch nicht/);
    expect(wishedLifts(q, EXERCISES).some((w) => w.exercise.name === "Kniebeuge mit Langhantel" && /\d/.test(liftText(q)))).toBe(false);
  });
});
