/**
 * English plans (issue 23 item 5): the whole plan in English for `language: "en"`, read back by the
 * one parser like the German plan of the same profile, passing the same gates, and a follow-up of an
 * English plan in English. Negative controls: no German in English plans, no English in German ones.
 */
import { describe, expect, it } from "vitest";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { PELVIC_FLOOR_EXERCISE, ROTATOR_CUFF_EXERCISE } from "~/domain/coaching/safety";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { runQualityReview } from "~/domain/plan/quality";
import { createExerciseLookup } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import type { ParsedPlan } from "~/domain/plan/types";
import { BENCH_CASES } from "./bench-cases.fixture";
import { firstAndFollowUp, loggedSets } from "./follow-up.fixture";
import { FALLBACK_CARDIO, generatePlan } from "./index";
import { EQUIPMENT_LABEL, GOAL_LABEL } from "./profile";
import { PHRASES_EN, planLanguage, STRUCTURE_EN, TITLES_EN } from "./words";

/** The profiles with their free text in English (an English customer writes English). */
const PROFILES: QuestionnaireAnswers[] = [
  ...COACH_PROFILES.map((p) => p.questionnaire),
  ...Object.values(BENCH_CASES).map((b) => ({ last_name: "Muster", email: "bench@example.com", ...b }) as QuestionnaireAnswers),
].map((q) => ({
  ...q,
  training_preferences: q.training_preferences ? "circuit training" : null,
  personal_wishes: q.personal_wishes ? "a stronger back" : null,
  other_sport_details: q.other_sport_details ? "football" : null,
}));

/** More bookings: the first profiles at other frequencies and session lengths. */
const VARIED: QuestionnaireAnswers[] = PROFILES.slice(0, 8).flatMap((q) =>
  (["1x", "3x", "5x"] as const).flatMap((f) => (["30_45", "60_90"] as const).map((d) => ({ ...q, training_frequency: f, session_duration: d }))),
);
const ALL = [...PROFILES, ...VARIED];

const plans = new Map<string, ReturnType<typeof generatePlan>>();
/** Each profile's plan, generated once per language. */
const plan = (q: QuestionnaireAnswers, language: "de" | "en") => {
  const k = `${language}|${JSON.stringify(q)}`;
  const hit = plans.get(k) ?? generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES, language });
  plans.set(k, hit);
  return hit;
};
const lookup = createExerciseLookup([...EXERCISES, PELVIC_FLOOR_EXERCISE, ROTATOR_CUFF_EXERCISE, FALLBACK_CARDIO]);
const EN_NAMES = [...EXERCISES, PELVIC_FLOOR_EXERCISE, ROTATOR_CUFF_EXERCISE, FALLBACK_CARDIO].map((e) => e.nameEn).sort((a, b) => b.length - a.length);

/** German words and markers a German plan is made of (umlauts, the table's and notes' words, "Sie"). */
const GERMAN =
  /[äöüßÄÖÜ]|\b(?:Tag|Sätze|Satz|Wiederholungen|Wdh|Pause|Sie|Ihr|Ihre|Ihren|Ihrem|Ihres|und|mit|oder|nicht|der|die|das|den|dem|für|auf|bei|nach|ohne|je|pro|Minuten|Woche|Gewicht|laut|statt|sonst|wenn|vorher|halten|locker|langsam|Seite|ersetzt|durch|zum|im|am|zur|vom|Ersatz|Hinweise|Aufwärmen)\b/;

/** The German side's own words (5+ letters) of the word tables that English never uses. */
const TABLE_WORDS = (() => {
  const words = (list: readonly string[]) => new Set(list.flatMap((t) => t.split(/[^\p{L}]+/u)).filter((w) => w.length >= 5));
  const pairs = [...PHRASES_EN, ...TITLES_EN, ...Object.values(GOAL_LABEL).map((de) => [de, ""] as const), ...Object.values(EQUIPMENT_LABEL).map((de) => [de, ""] as const)];
  const en = words([...pairs.map((p) => p[1]), ...Object.values(STRUCTURE_EN), ...EN_NAMES]);
  return [...words(pairs.map((p) => p[0]))].filter((w) => !en.has(w));
})();
const TABLE_WORD_RE = new RegExp(`(?<!\\p{L})(?:${TABLE_WORDS.join("|")})(?!\\p{L})`, "u");

/** The German found in a plan text: catalog English names ("Pause Squat") and the customer's name are not German. */
function germanIn(text: string, firstName: string | null | undefined): string[] {
  const found: string[] = [];
  for (const line of text.split("\n")) {
    let l = firstName ? line.split(firstName).join("") : line;
    for (const n of EN_NAMES) if (l.includes(n)) l = l.split(n).join("");
    if (GERMAN.test(l) || TABLE_WORD_RE.test(l)) found.push(line);
  }
  return found;
}

/** English structure a German plan must not contain. */
const ENGLISH_HEADINGS = /^(?:## Day \d|\| Exercise \||\*\*Warm-up:\*\*|## Progression notes|### (?:Active Recovery|Fascia Therapy|Nutrition & Rest|Body Awareness)|# Your )/m;

/** A parsed plan's shape: days, rest days, sections, and per exercise the matched record, sets, reps, load, rest. */
function shape(p: ParsedPlan) {
  return p.days.map((d) => ({
    day: d.day,
    rest: d.isRestDay,
    sections: d.restDayActivities.map((s) => `${s.title}:${s.items.length}`),
    warmUps: d.warmUpActivities.length,
    exercises: d.exercises.map((e) => ({
      record: lookup.find(e.name)?.name ?? `UNMATCHED ${e.name}`,
      sets: e.sets,
      reps: e.reps.replace(/\s*(?:per side|je Seite)\s*/g, "").replace(/\s*(?:min|Minuten)$/, " min"),
      weight: e.weight,
      rest: e.rest.replace(/Min$/, "min"),
    })),
  }));
}

describe("planLanguage", () => {
  it("is English only for 'en'", () => {
    expect(planLanguage("en")).toBe("en");
    expect(planLanguage("de")).toBe("de");
    expect(planLanguage(undefined)).toBe("de");
    expect(planLanguage("fr")).toBe("de");
  });
});

describe("English plans", { timeout: 120_000 }, () => {
  it("the German-word check finds German (negative control of the check itself)", () => {
    const de = plan(PROFILES[0]!, "de");
    expect(germanIn(de.text, PROFILES[0]!.first_name).length).toBeGreaterThan(10);
    expect(germanIn("| Squat | 3 | 8-12 per side | 20 kg | 90 s | brace the trunk |", null)).toEqual([]);
    expect(germanIn("- Knie folgen den Zehen", null)).toHaveLength(1);
    expect(germanIn("Goals: muscle building, Gesundheit.", null)).toHaveLength(1);
    expect(germanIn("Goals: muscle building, health.", null)).toEqual([]);
  });

  it("contain no German words, and German plans no English structure", () => {
    for (const q of ALL) {
      const en = plan(q, "en").text;
      expect(germanIn(en, q.first_name), q.first_name ?? "").toEqual([]);
      expect(en).toMatch(ENGLISH_HEADINGS);
      expect(plan(q, "de").text).not.toMatch(ENGLISH_HEADINGS);
    }
  });

  it("German output is unchanged by the language option's default", () => {
    for (const q of PROFILES.slice(0, 10)) {
      expect(generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES }).text).toBe(plan(q, "de").text);
    }
  });

  it("read back exactly like the German plan of the same profile: every exercise matched", () => {
    for (const q of ALL) {
      const de = parsePlan(plan(q, "de").text, lookup);
      const en = parsePlan(plan(q, "en").text, lookup);
      expect(en.isPlaceholder).toBe(false);
      const s = shape(en);
      expect(JSON.stringify(s)).not.toContain("UNMATCHED");
      expect(s).toEqual(shape(de));
    }
  });

  it("pass the same gates and checks as the German plan", () => {
    for (const q of ALL) {
      const gates = (language: "de" | "en") =>
        runQualityReview(parsePlan(plan(q, language).text, lookup), q, { exercises: lookup, injuries: INJURIES }).map((g) => `${g.id}:${g.passed}`);
      expect(gates("en")).toEqual(gates("de"));
    }
  });

  it("a follow-up of an English plan with English logged sets and feedback is English and makes the German follow-up's choices", () => {
    const runs = PROFILES.slice(0, 12).flatMap((q) => (["top", "bottom", "none"] as const).map((logging) => ({ q, logging })));
    for (const { q, logging } of runs) {
      const fb = { day: "The squats were too hard, my shoulder hurts during push-ups", plan: "too easy overall" };
      const en = firstAndFollowUp(q, fb, logging, "en");
      const de = firstAndFollowUp(q, fb, logging, "de");
      expect(germanIn(en.next.text, q.first_name)).toEqual([]);
      expect(en.next.text).toContain("(plan 2)");
      expect(en.next.summary.progression.map((d) => d.kind)).toEqual(de.next.summary.progression.map((d) => d.kind));
      expect(shape(parsePlan(en.next.text, lookup))).toEqual(shape(parsePlan(de.next.text, lookup)));
    }
  });

  it("a German follow-up of an English plan (the customer switched language) is German and makes the same choices", () => {
    const q = PROFILES[1]!;
    const en = firstAndFollowUp(q, {}, "top", "en");
    const de = firstAndFollowUp(q, {}, "top", "de");
    const next = generatePlan({
      questionnaire: q,
      exercises: EXERCISES,
      injuries: INJURIES,
      language: "de",
      previous: { sequenceNumber: 1, planText: en.first.text, progress: loggedSets(en.first.text, "top"), dayFeedback: [], planFeedback: null },
    });
    expect(next.text).not.toMatch(ENGLISH_HEADINGS);
    expect(next.summary.progression.map((d) => `${d.exercise}:${d.kind}`)).toEqual(de.next.summary.progression.map((d) => `${d.exercise}:${d.kind}`));
  });
});
