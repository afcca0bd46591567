import { describe, expect, it } from "vitest";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { runPlanChecks } from "~/domain/plan/checks";
import { createExerciseLookup } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import { checkText } from "./check-text";

const day = (n: number, rows: string[], warmUps = ["3 Minuten Seilspringen", "Armkreisen"]) =>
  [`## Tag ${n} – Training`, "", "**Aufwärmen:**", ...warmUps.map((w) => `- ${w}`), "", "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |", "|---|---|---|---|---|---|", ...rows, ""].join("\n");
const rest = (n: number) => `## Tag ${n} – Ruhetag\n\n### Aktive Erholung & Mobilität\n- Spaziergang\n`;

describe("checkText", () => {
  const rows = ["| Bankdrücken mit Kurzhanteln | 5 | 8-12 | 2×12 kg | 3 min | RIR 2 |", "| Unterarmstütz | 8 | 30 s | Körpergewicht | 30 s | RIR 2 |"];
  const text = Array.from({ length: 14 }, (_, i) => (i % 7 < 4 ? day(i + 1, rows) : rest(i + 1))).join("\n");
  const q = COACH_PROFILES.find((p) => p.id === "achilles-irritated")!.questionnaire;
  const lookup = createExerciseLookup(EXERCISES);
  const results = runPlanChecks(parsePlan(text, lookup), q, { exercises: lookup, injuries: INJURIES });

  it("keeps the German reason on German pages", () => {
    for (const r of results) expect(checkText("de", r)).toBe(r.reason);
  });

  it("writes English from the details on English pages (failing fit and safety checks)", () => {
    const en = Object.fromEntries(results.map((r) => [r.id, checkText("en", r)]));
    expect(en.training_days).toBe("Training days per week 4 and 4; booked: 3.");
    expect(en.session_time).toMatch(/^Outside the booked 45–60 min: day 1 ≈ \d+ min/);
    expect(en.weekly_sets).toMatch(/^Weekly sets outside 4–14: week 1 back 0 \(min\. 4\)/);
    expect(en.core_volume).toMatch(/^Too many core sets: week 1 32 \(max\. \d+\)/);
    expect(en.contraindications).toMatch(/^Contraindicated \(\d+\): day 1 warm-up “3 Minuten Seilspringen”/);
    expect(en.condition_includes).toMatch(/^Missing: /);
    for (const t of Object.values(en)) expect(t).not.toMatch(/\bWoche\b|Außerhalb|Kontraindiziert|Es fehlt/);
  });
});
