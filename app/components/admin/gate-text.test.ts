import { describe, expect, it } from "vitest";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { generatePlan } from "~/domain/plan/generator";
import { runQualityGates } from "~/domain/plan/gates";
import { createExerciseLookup } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import { failedGates } from "~/domain/plan/repair";
import { resultText } from "./gate-text";

const lookup = createExerciseLookup(EXERCISES);
const GERMAN = /\b(?:Tag|Woche|Übungen|Profilfeldern|Nicht|Keine|nur|fehlt|zusätzlich|leer|Ruhetage|vorhanden|mindestens|Prüfung)\b/;

describe("resultText for the six gates", () => {
  // A broken plan: 3 days, one with 2 exercises and 1 warm-up, a rest day with one section, a squat
  // for a customer who hates squats and has no equipment, the same exercises in week 2.
  const q = COACH_PROFILES.find((p) => p.id === "hates-squats-and-lunges")!.questionnaire;
  const bad = [
    "## Tag 1 – Training", "", "**Aufwärmen:**", "- Armkreisen", "",
    "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |", "|---|---|---|---|---|---|",
    "| Kniebeuge mit Langhantel | 3 | 8 | 80 kg | 2 min | |", "| Kreuzheben | 3 | 5 | 100 kg | 3 min | |", "",
    "## Tag 2 – Ruhetag", "", "### Aktive Erholung & Mobilität", "- Spaziergang", "",
    "## Tag 8 – Training", "", "**Aufwärmen:**", "- Armkreisen", "",
    "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |", "|---|---|---|---|---|---|",
    "| Beinpresse | 3 | 8 | 80 kg | 2 min | |", "| Kreuzheben | 3 | 5 | 100 kg | 3 min | |", "",
  ].join("\n");
  const failed = runQualityGates(parsePlan(bad, lookup), { ...q, equipment: ["none"] }, { exercises: lookup, injuries: INJURIES });

  it("writes German on German pages", () => {
    for (const r of failed) expect(resultText("de", r).lang).toBe("de");
    const de = Object.fromEntries(failed.map((r) => [r.id, resultText("de", r).text]));
    expect(de.regeneration_structure).toMatch(/^Ruhetage nicht vollständig: Tag 2 \(fehlt: Faszientherapie & Entspannung, Ernährung & Ruhe, Körpergefühl & Feedback\)/);
    expect(de.completeness).toMatch(/^Es fehlen Tage \(oder sie sind leer\): Tag 3, Tag 4/);
  });

  it("writes English from the details for every gate (all but profile usage failing)", () => {
    expect(failed.filter((r) => r.passed).map((r) => r.id)).toEqual(["profile_usage"]);
    const en = Object.fromEntries(failed.map((r) => [r.id, resultText("en", r)]));
    for (const t of Object.values(en)) {
      expect(t.lang).toBe("en");
      expect(t.text).not.toMatch(GERMAN);
    }
    expect(en.individualization!.text).toMatch(/^Not individual enough: disliked exercises included \(Kniebeugen → Kniebeuge mit Langhantel\); equipment not available/);
    expect(en.periodization!.text).toMatch(/^No planned progression: week 2 progresses \d+% of the exercise slots \(at least 20%\), 50% of the week-1 exercises stay/);
    expect(en.training_structure!.text).toBe("Not structured as required: day 1 (2 exercises, 1 warm-ups), day 8 (2 exercises, 1 warm-ups).");
    expect(en.regeneration_structure!.text).toMatch(/^Rest days incomplete: day 2 \(missing: Faszientherapie & Entspannung, Ernährung & Ruhe, Körpergefühl & Feedback\)/);
    expect(en.completeness!.text).toMatch(/^Days missing \(or empty\): Day 3, Day 4/);
    expect(en.profile_usage!.text).toMatch(/^3 of 14 profile answers recognisable in the plan: /);
  });

  it("writes English for passing gates, also through the coach's note of an AI fallback", () => {
    const q2 = COACH_PROFILES[0]!.questionnaire;
    const good = runQualityGates(parsePlan(generatePlan({ questionnaire: q2, exercises: EXERCISES, injuries: INJURIES }).text, lookup), q2, { exercises: lookup, injuries: INJURIES });
    for (const r of good) {
      expect(r.passed).toBe(true);
      const t = resultText("en", r);
      expect(t.lang, r.id).toBe("en");
      expect(t.text, r.id).not.toMatch(GERMAN);
    }
    // The note keeps the details, so the English page can write the reason in English.
    const note = failedGates(failed);
    expect(resultText("en", { ...note[0]!, id: note[0]!.id as "profile_usage", passed: false }).lang).toBe("en");
  });

  it("marks a stored German reason without details as German on English pages", () => {
    expect(resultText("en", { id: "periodization", passed: false, reason: "Keine geplante Progression." })).toEqual({ text: "Keine geplante Progression.", lang: "de" });
    expect(resultText("en", { id: "weekly_sets", passed: true, reason: "Wöchentliche Sätze im Bereich." })).toEqual({ text: "Wöchentliche Sätze im Bereich.", lang: "de" });
  });
});
