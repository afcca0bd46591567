/**
 * Issue 23 item 4: every sentence a follow-up says about its changes is true of the difference
 * between plan N−1 and plan N. The checker below reads both plan texts on its own (the table
 * reader, its own rest parser) and holds each claim of the change line against them — over many
 * generated follow-ups (fast-check), and on a fabricated claim as the negative control.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENT_TRAINING, DAILY_ACTIVITIES, EQUIPMENT, MAIN_GOALS, SESSION_DURATIONS, TRAINING_FREQUENCIES, TRAINING_INTENSITIES, TRAINING_LEVELS,
  type QuestionnaireAnswers,
} from "~/domain/questionnaire/options";
import { CHANGES_LABEL, changeLines, planDiff, weekOneFacts } from "./explain";
import { firstAndFollowUp } from "./follow-up.fixture";
import { readPlanRows } from "./previous";
import { key } from "./util";

const seconds = (rest: string): number | null => {
  const n = (rest.match(/\d+/g) ?? []).map(Number);
  if (n.length === 0) return null;
  const mean = n.length > 1 ? (n[0]! + n[1]!) / 2 : n[0]!;
  return /min/i.test(rest) ? mean * 60 : mean;
};
const kg = (s: string) => Number.parseFloat(s.replace(",", "."));

type Row = { sets: number; rest: number | null; weight: number };
/** Week-1 rows by "day|name" and, under the bare name, the first row of each exercise. */
function weekOne(text: string): Map<string, Row> {
  const out = new Map<string, Row>();
  let day = 0;
  for (const line of text.split("\n")) {
    const dm = /^## Tag (\d+)/.exec(line);
    if (dm) day = Number(dm[1]);
    if (line.startsWith("## Hinweise")) break;
    const cells = line.split("|").map((c) => c.trim());
    if (day === 0 || day > 7 || cells.length < 8 || cells[1] === "Übung" || cells[1]!.startsWith("---")) continue;
    const row = { sets: Number(cells[2]), rest: seconds(cells[5]!), weight: readPlanRows(`## Tag 1\n| Übung | Sätze | Wiederholungen | Gewicht |\n| x | 1 | 1 | ${cells[4]} |`)[0]!.weight };
    const k = key(cells[1]!);
    if (!out.has(`${day}|${k}`)) out.set(`${day}|${k}`, row);
    if (!out.has(k)) out.set(k, row);
  }
  return out;
}

const KINDS = ["Weniger Sätze", "Mehr Sätze", "Längere Pausen", "Kürzere Pausen", "Mehr Gewicht", "Weniger Gewicht", "Neu im Plan", "Nicht mehr im Plan"] as const;

/** Every false claim of the change line, as a message (empty = all true). */
function falseClaims(before: string, after: string, line: string): string[] {
  const a = weekOne(before);
  const b = weekOne(after);
  const errors: string[] = [];
  const body = line.slice(line.indexOf(":") + 1);
  const re = new RegExp(`(${KINDS.join("|")}): (.*?)(?=\\. (?:${KINDS.join("|")}):|\\.$)`, "g");
  for (const m of body.matchAll(re)) {
    const kind = m[1] as (typeof KINDS)[number];
    const items = m[2]!.replace(/ und \d+ weitere$/, "").split(/, (?![^()]*\))/);
    for (const item of items) {
      const im = /^(.*?)(?: \(Tag (\d+): (.*?) → (.*?)(?:, laut Ihrem Feedback)?\))?$/.exec(item)!;
      const name = key(im[1]!);
      const day = im[2];
      const now = day ? b.get(`${day}|${name}`) : b.get(name);
      const was = day ? (a.get(`${day}|${name}`) ?? a.get(name)) : a.get(name);
      im.splice(2, 1);
      const bad = (why: string) => errors.push(`${kind}: ${item} — ${why}`);
      if (kind === "Neu im Plan") { if (was || !now) bad("not new"); continue; }
      if (kind === "Nicht mehr im Plan") { if (!was || now) bad("not dropped"); continue; }
      if (!was || !now) { bad("not in both plans"); continue; }
      if (kind === "Weniger Sätze" && !(now.sets < was.sets && Number(im[2]) === was.sets && Number(im[3]) === now.sets)) bad(`sets ${was.sets} → ${now.sets}`);
      if (kind === "Mehr Sätze" && !(now.sets > was.sets && Number(im[2]) === was.sets && Number(im[3]) === now.sets)) bad(`sets ${was.sets} → ${now.sets}`);
      if (kind === "Längere Pausen" && !(now.rest !== null && was.rest !== null && now.rest > was.rest)) bad(`rest ${was.rest} → ${now.rest}`);
      if (kind === "Kürzere Pausen" && !(now.rest !== null && was.rest !== null && now.rest < was.rest)) bad(`rest ${was.rest} → ${now.rest}`);
      if (kind === "Mehr Gewicht" && !(now.weight > was.weight && kg(im[3]!) === now.weight)) bad(`kg ${was.weight} → ${now.weight}`);
      if (kind === "Weniger Gewicht" && !(now.weight < was.weight && kg(im[3]!) === now.weight)) bad(`kg ${was.weight} → ${now.weight}`);
    }
  }
  // "keine" only when nothing changed.
  if (/: keine –/.test(line) && [...b].some(([k, r]) => !k.includes("|") && (!a.has(k) || a.get(k)!.sets !== r.sets))) errors.push("says 'keine' but rows changed");
  return errors;
}

const questionnaire = fc.record({
  age: fc.integer({ min: 16, max: 80 }),
  main_goals: fc.subarray([...MAIN_GOALS], { minLength: 1, maxLength: 3 }),
  training_intensity: fc.constantFrom(...TRAINING_INTENSITIES),
  training_frequency: fc.constantFrom(...TRAINING_FREQUENCIES),
  session_duration: fc.constantFrom(...SESSION_DURATIONS),
  daily_activity: fc.constantFrom(...DAILY_ACTIVITIES),
  training_level: fc.constantFrom(...TRAINING_LEVELS),
  current_training: fc.constantFrom(...CURRENT_TRAINING),
  equipment: fc.subarray([...EQUIPMENT], { minLength: 1, maxLength: 6 }),
  health_restrictions: fc.constantFrom(null, "Knieschmerzen", "Bluthochdruck", "Schulter-Impingement", "Bandscheibenvorfall L5"),
});
const feedback = fc.constantFrom(
  "", "Alles gut", "Ich war sehr müde", "Viel zu leicht, mehr Gewicht bitte", "Zu schwer und erschöpft",
  "Bei den Kniebeugen tut das Knie weh", "Bankdrücken war zu schwer, die Beinpresse lief gut", "Die Schulter schmerzt beim Drücken",
);

describe("follow-up explanations come from the diff (issue 23 item 4)", () => {
  it("every claim of the change line is true of plan N−1 → plan N, over generated follow-ups", { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(questionnaire, feedback, feedback, fc.constantFrom("top", "bottom", "none") as fc.Arbitrary<"top" | "bottom" | "none">, (over, day, planFb, logging) => {
        const q: QuestionnaireAnswers = {
          first_name: "Kim", last_name: "Muster", email: "k@example.com", gender: "not_specified", other_sport: false, other_sport_details: null,
          training_experience: ["gym"], exercise_dislikes: null, training_preferences: null, personal_wishes: null, ...over,
        };
        const { first, next } = firstAndFollowUp(q, { day: day || undefined, plan: planFb || undefined }, logging);
        const line = next.text.split("\n").find((l) => l.startsWith(CHANGES_LABEL));
        expect(line).toBeDefined();
        expect(falseClaims(first.text, next.text, line!), line).toEqual([]);
        // The old blanket sentences are gone: "längere Pausen" only where a rest got longer.
        if (/längere Pausen/i.test(next.text)) expect(line).toMatch(/Längere Pausen: /);
      }),
      { numRuns: 40, seed: 23 },
    );
  });

  it("negative control: the checker catches a claim the plans do not support", () => {
    const { first, next } = firstAndFollowUp(
      {
        first_name: "Kim", last_name: "Muster", email: "k@example.com", age: 35, gender: "not_specified", main_goals: ["muscle_building"], other_sport: false,
        other_sport_details: null, training_intensity: "balanced", training_frequency: "3x", session_duration: "45_60", daily_activity: "mixed",
        training_level: "intermediate", current_training: "yes", training_experience: ["gym"], equipment: ["barbell", "dumbbells", "machines"],
        health_restrictions: null, exercise_dislikes: null, training_preferences: null, personal_wishes: null,
      },
      { day: "Ich war sehr müde" },
    );
    const line = next.text.split("\n").find((l) => l.startsWith(CHANGES_LABEL))!;
    expect(falseClaims(first.text, next.text, line), line).toEqual([]);
    const kept = [...weekOne(next.text).keys()].find((k) => !k.includes("|") && weekOne(first.text).has(k))!;
    const name = readPlanRows(next.text).find((r) => key(r.name) === kept)!.name;
    const w = weekOne(next.text).get(kept)!;
    const lie = `${CHANGES_LABEL}: Längere Pausen: ${name} (Tag 1: ${(w.rest ?? 60) + 600} s → ${(w.rest ?? 60) + 900} s). Nicht mehr im Plan: ${name}.`;
    expect(falseClaims(first.text, next.text, lie).length).toBe(2);
  });

  it("changeLines says only what the diff holds", () => {
    const facts = (sets: number, rest: string, weight: number) => ({ day: 1, name: "Kniebeuge", sets, rest, weight, notes: "" });
    const same = changeLines(planDiff(weekOneFacts([facts(3, "90 s", 50)]), weekOneFacts([facts(3, "90 s", 50)])));
    expect(same[0]).toMatch(/: keine –/);
    const shorter = changeLines(planDiff(weekOneFacts([facts(3, "3 Min", 50)]), weekOneFacts([facts(3, "2 Min", 50)])))[0]!;
    expect(shorter).toMatch(/Kürzere Pausen: Kniebeuge \(Tag 1: 3 Min → 2 Min\)/);
    expect(shorter).not.toMatch(/Längere/);
  });
});
