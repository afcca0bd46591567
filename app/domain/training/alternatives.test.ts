import { describe, expect, it } from "vitest";
import { safetyProfile } from "~/domain/coaching/safety";
import { EXERCISES } from "~/domain/exercises/catalog";
import type { Equipment } from "~/domain/questionnaire/options";
import { allowedAlternatives, isAllowedAlternative } from "./alternatives";

const GYM: Equipment[] = ["barbell", "dumbbells", "kettlebells", "machines", "pullup_bar", "cable_trx", "resistance_bands"];
const base = { exerciseName: "Kniebeuge mit Körpergewicht", catalog: EXERCISES, limit: 100 };

describe("allowedAlternatives", () => {
  it("offers only exercises of the same movement pattern, never the exercise itself", () => {
    const list = allowedAlternatives({ ...base, equipment: GYM });
    expect(list.length).toBeGreaterThan(3);
    for (const e of list) expect(e.movementPattern).toBe("squat");
    expect(list.map((e) => e.name)).not.toContain("Kniebeuge mit Körpergewicht");
  });

  it("finds the exercise by its English name too", () => {
    const en = EXERCISES.find((e) => e.name === "Kniebeuge mit Körpergewicht")!.nameEn;
    expect(allowedAlternatives({ ...base, exerciseName: en, equipment: GYM }).length).toBeGreaterThan(0);
  });

  it("negative control: equipment the customer does not have is never offered", () => {
    const withGym = allowedAlternatives({ ...base, equipment: GYM }).map((e) => e.name);
    const bodyweight = allowedAlternatives({ ...base, equipment: ["none"] });
    expect(withGym).toContain("Kniebeuge mit Langhantel");
    expect(bodyweight.map((e) => e.name)).not.toContain("Kniebeuge mit Langhantel");
    for (const e of bodyweight) expect(e.equipmentNeeded).toEqual([]);
    expect(isAllowedAlternative({ ...base, equipment: ["none"] }, "Kniebeuge mit Langhantel")).toBeNull();
  });

  it("negative control: an exercise contraindicated for the health restrictions is never offered", () => {
    const healthy = allowedAlternatives({ ...base, equipment: GYM }).map((e) => e.name);
    const knee = allowedAlternatives({ ...base, equipment: GYM, healthText: "Knieprobleme" });
    expect(healthy).toContain("Sprungkniebeuge");
    expect(knee.map((e) => e.name)).not.toContain("Sprungkniebeuge");
    const safety = safetyProfile({ healthText: "Knieprobleme" });
    for (const e of knee) {
      expect(safety.exerciseViolation({ name: e.name, nameEn: e.nameEn, stressTags: e.stressTags })).toBeNull();
      expect(e.difficulty).toBeLessThanOrEqual(safety.maxDifficulty);
    }
    expect(isAllowedAlternative({ ...base, equipment: GYM, healthText: "Knieprobleme" }, "Sprungkniebeuge")).toBeNull();
  });

  it("applies the admin's injuries list", () => {
    const injuries = [{ name: "Testverletzung", nameEn: "Test injury", recommendedAdjustments: "", relevantExercises: [], exclusions: ["Sumo-Kniebeuge"], avoidTags: [], keywords: ["testverletzung"] }];
    const list = allowedAlternatives({ ...base, equipment: GYM, healthText: "Testverletzung", injuries });
    expect(list.map((e) => e.name)).not.toContain("Sumo-Kniebeuge");
    expect(allowedAlternatives({ ...base, equipment: GYM }).map((e) => e.name)).toContain("Sumo-Kniebeuge");
  });

  it("an exercise the catalog does not know has no alternatives; the default list is short", () => {
    expect(allowedAlternatives({ ...base, exerciseName: "Unbekannte Übung", equipment: GYM })).toEqual([]);
    expect(allowedAlternatives({ exerciseName: base.exerciseName, catalog: EXERCISES, equipment: GYM }).length).toBeLessThanOrEqual(8);
  });

  it("accepts an allowed alternative by German or English name", () => {
    const alt = allowedAlternatives({ ...base, equipment: GYM })[0]!;
    expect(isAllowedAlternative({ ...base, equipment: GYM }, alt.name)?.name).toBe(alt.name);
    expect(isAllowedAlternative({ ...base, equipment: GYM }, alt.nameEn)?.name).toBe(alt.name);
  });
});
