/**
 * Decision 0102: follow-ups a coach calls sound, on the round-3 follow-up scenarios
 * (docs/coach-review/round-3/) — "zu lang" in minutes, "zu leicht" as a real step, the customer's
 * swaps kept at their slot. Each rule with a negative control (the rule does not fire without its reason).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SESSION_WINDOWS } from "~/domain/coaching/fit";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { planTextWithSwaps } from "~/domain/plan/follow-up-input";
import { allowedAlternatives } from "~/domain/training/alternatives";
import { planSessionMinutes, statedMinuteLimit, TOO_LONG_SHARE } from "./follow-up-time";
import { easyStepKg, namedKg } from "./follow-up";
import { generatePlan } from "./index";
import { ROUND_3_DIR, ROUND_3_IDS, round3Fixture } from "./round-3.fixture";
import type { GeneratedPlan } from "./types";

const read = (name: string) => readFileSync(new URL(ROUND_3_DIR + name, import.meta.url), "utf8");
const { round3Questionnaire, round3FollowUp } = round3Fixture(read);
const feedback = (n: number) => JSON.parse(read(`f${n}-feedback.json`)) as { day: number; text: string }[];
const row = (p: GeneratedPlan, day: number, name: string) => p.summary.days.find((d) => d.day === day)?.exercises.find((r) => r.name === name);
const minutes = (text: string) => [...planSessionMinutes(text).values()];

describe("'zu lang': the next sessions fit, in minutes, and the note says so truthfully", () => {
  it("reads a stated limit, not a duration the session took", () => {
    expect(statedMinuteLimit(["Die Einheiten sind mir zu lang, nach 45 Minuten bin ich platt."])).toBe(45);
    expect(statedMinuteLimit(["Too long, I only have 40 minutes."])).toBe(40);
    // control: how long it took is no limit, and a number without "zu lang" is not read
    expect(statedMinuteLimit(["Mit dem Treppensteigen dauern die Einheiten über 2 Stunden, das ist zu lang"])).toBeUndefined();
    expect(statedMinuteLimit(["Nach 45 Minuten Training war ich gut gelaunt."])).toBeUndefined();
  });

  it("F4 (nach 45 Minuten platt): every session is estimated at ≤ 45 minutes, main lifts keep their sets; F2: ≤ 85 % of before or the booked minimum", () => {
    const f4 = round3FollowUp(4);
    expect(Math.max(...minutes(f4.next.text))).toBeLessThanOrEqual(45);
    const f2 = round3FollowUp(2);
    // F2 books 90–120 minutes: 85 % of before is below the booking, so the booked minimum (the note asks to change it).
    const booked = SESSION_WINDOWS[round3Questionnaire("02").session_duration];
    expect(Math.max(...minutes(f2.next.text))).toBeLessThanOrEqual(Math.max(booked.min, Math.floor(Math.min(...minutes(f2.previousText)) * TOO_LONG_SHARE)));
    expect(Math.min(...minutes(f2.next.text))).toBeGreaterThanOrEqual(booked.min);
    for (const p of [f2.next, f4.next]) for (const d of p.summary.days) for (const r of d.exercises) if (r.role === "main") expect(r.sets).toBeGreaterThanOrEqual(3);
  });

  it("the note's minutes are the plans' own estimates (new and before)", () => {
    for (const n of [2, 4] as const) {
      const { previousText, next } = round3FollowUp(n);
      const m = /Geschätzte Dauer je Einheit \(Aufwärmen, Sätze und Pausen gerechnet\) jetzt (\d+)(?:–(\d+))? Minuten \(vorher (\d+)(?:–(\d+))? Minuten\)/.exec(next.text);
      expect(m, `F${n}`).not.toBeNull();
      const now = minutes(next.text);
      const before = minutes(previousText);
      expect(Number(m![1])).toBe(Math.min(...now));
      expect(Number(m![2] ?? m![1])).toBe(Math.max(...now));
      expect(Number(m![3])).toBe(Math.min(...before));
      expect(Number(m![4] ?? m![3])).toBe(Math.max(...before));
    }
  });

  it("control: without 'zu lang' the sessions are not cut to the limit and no minutes are claimed", () => {
    const { next } = round3FollowUp(4, feedback(4).map((f) => (f.day === 0 ? { ...f, text: "Hip Thrust ohne Gewicht ist zu leicht." } : f)));
    expect(next.text).not.toMatch(/Geschätzte Dauer je Einheit/);
    expect(Math.max(...minutes(next.text))).toBeGreaterThan(45);
  });
});

describe("'zu leicht': a real step, never fewer sets", () => {
  it("a loaded exercise goes up by at least one increment and +5 % ('viel zu leicht': two increments, +10 %)", () => {
    expect(easyStepKg("barbell", 60, "push_vertical", false)).toBeGreaterThanOrEqual(63);
    expect(easyStepKg("machine", 35, "squat", true)).toBeGreaterThanOrEqual(38.5);
    expect(easyStepKg("dumbbell", 8, "hinge", false)).toBe(9);
    const f1 = round3FollowUp(1);
    const press = row(f1.next, 1, "Beinpresse")!;
    expect(press.weight).toBe("40 kg");
    expect(press.sets).toBeGreaterThanOrEqual(3);
  });

  it("F2: every exercise called too easy in an enumeration goes up ≥ 5 %; 'Bankdrücken gut' is not too easy", () => {
    const { next } = round3FollowUp(2);
    const d = (name: string) => next.summary.progression.find((x) => x.exercise === name)!;
    for (const name of ["Schulterdrücken mit Langhantel", "Langhantelrudern vorgebeugt", "Landmine-Drücken"]) {
      expect(d(name).note, name).toMatch(/laut Ihrem Feedback zu leicht/);
      expect(d(name).newWeight, name).toBeGreaterThanOrEqual(d(name).previousWeight * 1.05);
    }
    expect(d("Bankdrücken mit Langhantel").note).not.toMatch(/zu leicht/);
  });

  it("F4: a bodyweight squat called too easy moves to a loaded squat the equipment allows", () => {
    const { next } = round3FollowUp(4);
    const squat = next.summary.days.find((d) => d.day === 1)!.exercises.find((r) => r.pattern === "squat")!;
    expect(squat.name).not.toBe("Kniebeuge am Schlingentrainer");
    expect(squat.weight).toMatch(/kg/);
  });

  it("a load named in the remark is read per implement (the loaded variant starts at about ¾ of it)", () => {
    expect(namedKg("vor der Schwangerschaft habe ich mit 2x16 kg gebeugt")).toBe(16);
    expect(namedKg("mit 37,5 kg viel zu leicht")).toBe(37.5);
    // control: no load named
    expect(namedKg("Hip Thrust ohne Gewicht ist zu leicht")).toBeUndefined();
  });

  it("control: without 'zu leicht' the leg press takes the logged sets' step and the squat stays unloaded", () => {
    const f1 = round3FollowUp(1, feedback(1).map((f) => ({ ...f, text: f.text.replace(/Beinpresse viel zu leicht\.|Beinpresse bitte schwerer\./g, "") })));
    expect(row(f1.next, 1, "Beinpresse")!.weight).toBe("37,5 kg");
    const f4 = round3FollowUp(4, feedback(4).map((f) => ({ ...f, text: f.text.replace(/Kniebeuge am Schlingentrainer viel zu leicht,/, "") })));
    const squat = f4.next.summary.days.find((d) => d.day === 1)!.exercises.find((r) => r.pattern === "squat")!;
    expect(squat.weight).not.toMatch(/kg/);
  });
});

describe("a swapped exercise stays at its slot", () => {
  /** Each round-3 first plan: up to 3 of day 1's exercises swapped (every week-1 day they stand at that position). */
  function swapCases(withSwaps: boolean): { kept: number; total: number } {
    let kept = 0;
    let total = 0;
    for (const id of ROUND_3_IDS) {
      const q = round3Questionnaire(id);
      const first = generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES });
      const d1 = first.summary.days.find((d) => !d.isRestDay)!;
      const inPlan = new Set(first.summary.days.flatMap((d) => d.exercises.map((r) => r.name)));
      const cases = d1.exercises.map((r, i) => ({ r, i })).filter(({ r }) => r.role !== "cardio").slice(0, 3);
      for (const { r, i } of cases) {
        const alt = allowedAlternatives({ exerciseName: r.name, catalog: EXERCISES, equipment: q.equipment, age: q.age, healthText: q.health_restrictions, injuries: INJURIES }).find((a) => !inPlan.has(a.name));
        if (!alt) continue;
        const swaps = first.summary.days
          .filter((d) => !d.isRestDay && d.day <= 7 && d.exercises[i]?.name === r.name)
          .map((d) => ({ day: d.day, exerciseOrder: i, originalName: r.name, alternativeName: alt.name }));
        const next = generatePlan({
          questionnaire: q,
          exercises: EXERCISES,
          injuries: INJURIES,
          previous: { sequenceNumber: 1, planText: planTextWithSwaps(first.text, swaps), progress: [], dayFeedback: [], planFeedback: null, ...(withSwaps ? { swaps } : {}) },
        });
        total++;
        if (next.summary.days.find((d) => d.day === d1.day)!.exercises.some((x) => x.name === alt.name)) kept++;
      }
    }
    return { kept, total };
  }

  it("keeps the alternative on its day in ≥ 30 of 36 cases (before: 9 of 36); control: without the swaps the generator picks its own", () => {
    const on = swapCases(true);
    const off = swapCases(false);
    expect(on.total).toBe(36);
    expect(on.kept).toBeGreaterThanOrEqual(30);
    expect(off.kept).toBeLessThanOrEqual(15);
  }, 120_000);
});

describe("the pull-up ladder: more reps → less assistance → negatives → full pull-ups", () => {
  /** q12 (first pull-up is her goal) with bands: her vertical pulls trained as `rung`, each set logged at `reps`. */
  function ladder(rung: string, reps: string, language: "de" | "en" = "de") {
    const q = { ...round3Questionnaire("12"), equipment: [...round3Questionnaire("12").equipment, "resistance_bands" as const] };
    const first = generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES });
    const swaps = first.summary.days
      .filter((d) => !d.isRestDay && d.day <= 7)
      .flatMap((d) => d.exercises.flatMap((r, i) => (r.pattern === "pull_vertical" ? [{ day: d.day, exerciseOrder: i, originalName: r.name, alternativeName: rung }] : [])));
    const progress = swaps.flatMap((s) => [1, 2, 3].map((n) => ({ day: s.day, exercise_name: rung, exercise_order: s.exerciseOrder, set_number: n, actual_reps: reps, actual_weight: null, completed: true })));
    const next = generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES, language, previous: { sequenceNumber: 1, planText: planTextWithSwaps(first.text, swaps), progress, dayFeedback: [], planFeedback: null } });
    const rows = next.summary.days.filter((d) => d.day <= 7).flatMap((d) => d.exercises);
    return { next, rows, decision: next.summary.progression.find((d) => d.exercise === rung)! };
  }

  it("band-assisted, all reps hit → a lighter band (less assistance); control: reps below the range → a stronger band", () => {
    const up = ladder("Klimmzug mit Bandunterstützung", "12");
    expect(up.rows.find((r) => r.name === "Klimmzug mit Bandunterstützung")!.weight).toBe("leichtes Band");
    expect(up.decision.note).toMatch(/leichteres Band \(weniger Unterstützung\)/);
    const down = ladder("Klimmzug mit Bandunterstützung", "3");
    expect(down.rows.find((r) => r.name === "Klimmzug mit Bandunterstützung")!.weight).toBe("starkes Band");
  });

  it("negatives, all reps hit → full pull-ups; control: negatives below the range stay negatives", () => {
    const up = ladder("Negativer Klimmzug", "12");
    expect(up.decision.replacement).toBe("Klimmzug");
    expect(up.rows.some((r) => r.name === "Klimmzug")).toBe(true);
    const stay = ladder("Negativer Klimmzug", "3");
    expect(stay.decision.replacement).toBeUndefined();
  });

  it("the ladder's notes are English in an English follow-up", () => {
    const { next } = ladder("Klimmzug mit Bandunterstützung", "12", "en");
    expect(next.text).toMatch(/lighter band \(less assistance\)/);
    expect(next.text).not.toMatch(/Unterstützung|leichteres/);
  });
});
