/**
 * Named conditions (coach review round 2, rules 3 and 8), each with a negative control: a diagnosis
 * the customer denied ("kein Bandscheibenvorfall") is not named in the plan; a disc herniation the
 * customer has is named as such; 70+ or named balance problems get no unsupported single-leg or
 * unstable work, and single-leg work that stays is done holding on.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { generatePlan } from "./index";
import { ROUND_2_DIR, round2Fixture } from "./round-2.fixture";
import { UNSUPPORTED_BALANCE, needsBalanceCare } from "./structure";
import { deniedIn } from "./text";

const { round2Questionnaire } = round2Fixture((name) => readFileSync(new URL(ROUND_2_DIR + name, import.meta.url), "utf8"));

const plan = (q: QuestionnaireAnswers) => generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES });
const health = (text: string) => /^Gesundheit: .*$/m.exec(text)?.[0] ?? "";
const names = (q: QuestionnaireAnswers) => plan(q).summary.days.flatMap((d) => d.exercises.map((r) => r.name));

describe("named conditions", () => {
  it("a denied diagnosis is not named: 'kein Bandscheibenvorfall' (round-2 q02)", () => {
    const q = round2Questionnaire("02");
    expect(health(plan(q).text)).not.toMatch(/Bandscheibenvorfall/);
    expect(health(plan(q).text)).toMatch(/Rücken/);
  });

  it("control: a disc herniation the customer has is named as the disc condition", () => {
    const q = { ...round2Questionnaire("02"), health_restrictions: "Bandscheibenvorfall L5/S1 vor zwei Jahren, chronische Schmerzen im unteren Rücken" };
    expect(health(plan(q).text)).toMatch(/Bandscheibenvorfall/);
    expect(deniedIn("Bandscheibenvorfall L5", ["bandscheibenvorfall"])).toBe(false);
    expect(deniedIn("Rückenschmerzen, kein Bandscheibenvorfall", ["bandscheibenvorfall"])).toBe(true);
    expect(deniedIn("no herniated disc", ["herniated"])).toBe(true);
  });

  it("age is not listed as a condition", () => {
    expect(health(plan(round2Questionnaire("12")).text)).not.toMatch(/Alter ab 60/);
  });

  it("70+ or named balance problems: no unsupported single-leg or unstable exercise; single-leg work held on", () => {
    const older = [round2Questionnaire("12"), ...COACH_PROFILES.map((p) => p.questionnaire).filter(needsBalanceCare)];
    expect(older.length).toBeGreaterThanOrEqual(2);
    for (const q of older) {
      const p = plan(q);
      expect(names(q).filter((n) => UNSUPPORTED_BALANCE.test(n))).toEqual([]);
      for (const r of p.summary.days.flatMap((d) => d.exercises).filter((x) => x.pattern === "lunge")) expect(r.notes, r.name).toMatch(/mit Halt/);
    }
  });

  it("control: a 35-year-old without balance problems may get single-leg work, without the hold-on note", () => {
    const q = { ...round2Questionnaire("11"), age: 35, health_restrictions: null };
    expect(needsBalanceCare(q)).toBe(false);
    expect(needsBalanceCare({ age: 52, health_restrictions: "leichte Gleichgewichtsprobleme" })).toBe(true);
    expect(plan(q).text).not.toMatch(/mit Halt an Geländer/);
  });
});
