import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { germanMarkers } from "~/domain/exercises/german-markers";
import { createExerciseLookup } from "./match";
import { parsePlan } from "./parser";
import { englishExerciseName, englishGymWords, shownNamesFor } from "./shown-names";
import { shownExerciseName, shownName } from "./shown-titles";

const GYM = ["dumbbells", "barbell", "machines", "cable_trx", "pullup_bar"] as const;
const lookup = createExerciseLookup(EXERCISES, { equipment: [...GYM] });
/** An AI-style German plan (the e2e test plan-notes.test.ts approves it for a customer). */
const GERMAN_PLAN = parsePlan(fs.readFileSync("app/domain/plan/fixtures/ai-match/gym-hypertrophy.md", "utf8"), lookup);
const exercises = GERMAN_PLAN.days.flatMap((d) => d.exercises);

describe("exercise names on an English page (decision 0133)", () => {
  it("a German plan's every exercise shows without German: the linked record's English name, else the glossary's words", () => {
    const names = shownNamesFor("en", exercises.map((e) => e.name), lookup);
    const shown = exercises.map((e) => shownExerciseName(e, "en", names));
    expect(shown.filter((n) => germanMarkers(n).length > 0)).toEqual([]);
    expect(shown).toContain("Barbell Back Squat");
    // Per row, the record the parser linked: "Kniebeuge (Langhantel)" is the barbell back squat.
    expect(exercises.find((e) => e.name === "Kniebeuge (Langhantel)")!.nameEn).toBe("Barbell Back Squat");
    // A name the catalog lacks (dumbbell incline press): its gym words in English, never a look-alike's name.
    expect(names["Schrägbankdrücken (Kurzhanteln)"]).toBe("Incline Bench Press (dumbbells)");
  });

  it("the stored names stay as the plan writes them: they are the keys of logged sets and last time", () => {
    expect(exercises.map((e) => e.name)).toContain("Kniebeuge (Langhantel)");
    expect(shownName("Kniebeuge (Langhantel)", { "Kniebeuge (Langhantel)": "Barbell Back Squat" })).toBe("Barbell Back Squat");
  });

  it("negative controls: a German page shows the stored names; English names and unknown words stay as written", () => {
    expect(shownNamesFor("de", exercises.map((e) => e.name), lookup)).toEqual({});
    expect(exercises.map((e) => shownExerciseName(e, "de", {}))).toEqual(exercises.map((e) => e.name));
    expect(englishGymWords("Arnold Press")).toBe("Arnold Press");
    expect(englishGymWords("Incline Bench Press")).toBe("Incline Bench Press");
    // Whole words only: a word that merely contains a glossary word is left alone.
    expect(englishGymWords("Mitteldruck Bankett")).toBe("Mitteldruck Bankett");
    // An English name that is its record's English name needs no entry.
    expect(shownNamesFor("en", ["Barbell Back Squat"], lookup)).toEqual({});
    expect(englishExerciseName("Beinpresse", "Leg Press")).toBe("Leg Press");
  });

  it("a logged name the matcher reads (a history, records) shows its catalog English name; one it cannot read keeps its glossary form", () => {
    const names = shownNamesFor("en", ["Bankdrücken (Langhantel)", "Beinstrecker", "Bulgarian Split Squats (Kurzhanteln)"], lookup);
    expect(names).toEqual({
      "Bankdrücken (Langhantel)": "Barbell Bench Press",
      Beinstrecker: "Leg Extension",
      "Bulgarian Split Squats (Kurzhanteln)": "Bulgarian Split Squats (dumbbells)",
    });
  });
});
