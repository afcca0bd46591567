import { describe, expect, it } from "vitest";
import type { InjuryRecord } from "~/domain/exercises/types";
import { impactBarredBecause, isImpactExercise, namesImpact } from "./impact";
import { conditionRule, safetyProfile } from "./safety";

const gym = ["barbell", "dumbbells", "machines"] as const;
const conditionsOf = (age: number, health: string) => safetyProfile({ age, healthText: health }).conditions;

describe("jumps and impact (issue 23)", () => {
  it("are barred for a joint complaint, a home beginner, 60+, pregnancy and high blood pressure", () => {
    expect(impactBarredBecause({ level: "intermediate", equipment: [...gym], conditions: conditionsOf(30, "Knieschmerzen") })).toBe("Kniebeschwerden");
    expect(impactBarredBecause({ level: "beginner", equipment: ["none"], conditions: [] })).toBe("Einstieg zu Hause");
    expect(impactBarredBecause({ level: "returning", equipment: ["dumbbells", "resistance_bands"], conditions: [] })).toBe("Einstieg zu Hause");
    expect(impactBarredBecause({ level: "advanced", equipment: [...gym], conditions: conditionsOf(64, "") })).toBe("Alter ab 60");
    expect(impactBarredBecause({ level: "advanced", equipment: [...gym], conditions: conditionsOf(31, "schwanger, 20. SSW") })).toBe("Schwangerschaft");
    expect(impactBarredBecause({ level: "advanced", equipment: [...gym], conditions: [conditionRule("hypertension")] })).toBe("Bluthochdruck");
  });

  it("negative controls: a healthy intermediate at home, or a beginner in a gym, may jump", () => {
    expect(impactBarredBecause({ level: "intermediate", equipment: ["none"], conditions: [] })).toBeNull();
    expect(impactBarredBecause({ level: "beginner", equipment: [...gym], conditions: [] })).toBeNull();
    expect(impactBarredBecause({ level: "advanced", equipment: [...gym], conditions: conditionsOf(30, "Tennisellenbogen") })).toBeNull();
  });

  it("finds jumps by tag or name, in warm-up lines too", () => {
    expect(isImpactExercise({ name: "Sprungkniebeuge", nameEn: "Jump squat", stressTags: [] })).toBe(true);
    expect(isImpactExercise({ name: "Pogo-Sprünge", nameEn: "Pogo jumps", stressTags: [] })).toBe(true);
    expect(isImpactExercise({ name: "Box-Übung", nameEn: "", stressTags: ["high_impact"] })).toBe(true);
    expect(isImpactExercise({ name: "Kniebeuge mit Körpergewicht", nameEn: "Bodyweight squat", stressTags: [] })).toBe(false);
    expect(namesImpact("Hopserlauf, 1×10 langsam")).toBe(true);
    expect(namesImpact("Hüftkreisen, 2×10 je Richtung")).toBe(false);
  });

  it("high blood pressure excludes jumps in any plan (the checks hold AI plans to it too)", () => {
    const p = safetyProfile({ age: 45, healthText: "Bluthochdruck" });
    expect(p.exerciseViolation({ name: "Sprungkniebeuge" })).not.toBeNull();
    expect(p.exerciseViolation({ name: "Beinpresse" })).toBeNull();
  });

  it("knee problems exclude kneeling on all fours (cat-cow) — the rest days may not recommend it", () => {
    const knee = safetyProfile({ age: 67, healthText: "Kniearthrose rechts" });
    expect(knee.textViolation("10 Minuten Mobilität: Katze-Kuh, Weltbeste Dehnung")).not.toBeNull();
    expect(knee.textViolation("Katze-Kuh im Vierfüßlerstand, 8 Wdh.")).not.toBeNull();
    expect(safetyProfile({ age: 30, healthText: "" }).textViolation("Katze-Kuh im Vierfüßlerstand, 8 Wdh.")).toBeNull();
  });

  it("a remark in feedback is no diagnosis: the record's exclusions guard the joint under the built-in label", () => {
    const records: InjuryRecord[] = [
      { name: "Meniskusschaden", nameEn: "Meniscus", keywords: ["knie", "meniskus"], exclusions: ["Ausfallschritt"], avoidTags: [], relevantExercises: [], recommendedAdjustments: "" },
    ];
    const fromFeedback = safetyProfile({ age: 30, healthText: "", extraTexts: ["Knie"] }, records);
    expect(fromFeedback.conditions.map((c) => c.id)).toEqual(["knee"]);
    expect(fromFeedback.records).toEqual([]);
    expect(fromFeedback.exerciseViolation({ name: "Ausfallschritt mit Kurzhanteln" })?.condition).toBe("Kniebeschwerden");
    // control: the same word in the health text names the record
    expect(safetyProfile({ age: 30, healthText: "Knie" }, records).records).toHaveLength(1);
  });
});
