import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { generatePlan } from "./generator";
import { parsePlan } from "./parser";
import { shownDayTitle, shownRestSectionTitle } from "./shown-titles";

describe("shown day and rest-section titles", () => {
  it("an English page shows an English plan's days and rest sections without German", () => {
    const q = COACH_PROFILES[0]!.questionnaire;
    const parsed = parsePlan(generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES, language: "en" }).text);
    const shown = parsed.days.flatMap((d) => [shownDayTitle(d.title, "en"), ...d.restDayActivities.map((s) => shownRestSectionTitle(s.title, "en"))]);
    expect(shown.some((t) => t.startsWith("Day 2"))).toBe(true);
    expect(shown.filter((t) => /Tag |[äöüß]|Erholung|Ernährung|Körpergefühl|Regenerative/.test(t))).toEqual([]);
  });

  it("a German page shows the parser's titles unchanged (negative control)", () => {
    expect(shownDayTitle("Tag 3 - Ganzkörper A", "de")).toBe("Tag 3 - Ganzkörper A");
    expect(shownRestSectionTitle("Ernährung & Ruhe", "de")).toBe("Ernährung & Ruhe");
    expect(shownDayTitle("Tag 3 - Full body A", "en")).toBe("Day 3 - Full body A");
    expect(shownRestSectionTitle("Ernährung & Ruhe", "en")).toBe("Nutrition & Rest");
  });
});
