/**
 * Session structure (coach review round 2, rules 5 and 7), each rule with a negative control:
 * a real vertical pull on every pull and upper-body day when the equipment allows one; push:pull
 * sets per week between 0.8 and 1.0; no duplicate movement slot in a session; gentle beginners at
 * most 3 working sets per exercise.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { safetyProfile, satisfiesInclusion } from "~/domain/coaching/safety";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { isRealVerticalPull, movementSlot } from "./classify";
import { generatePlan } from "./index";
import { ROUND_2_DIR, ROUND_2_IDS, round2Fixture } from "./round-2.fixture";
import { GENTLE_MAX_SETS, gentleSetCap } from "./rows";
import { balancePushPull, pushPullBalanced, pushPullSets } from "./structure";
import type { GeneratedDay, GeneratedExerciseRow, GeneratedPlan } from "./types";
import { key } from "./util";

const { round2Questionnaire } = round2Fixture((name) => readFileSync(new URL(ROUND_2_DIR + name, import.meta.url), "utf8"));

const byName = new Map(EXERCISES.map((e) => [key(e.name), e] as const));
const plan = (q: QuestionnaireAnswers) => generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES });
const ALL: { id: string; q: QuestionnaireAnswers }[] = [
  ...COACH_PROFILES.map((p) => ({ id: p.id, q: p.questionnaire })),
  ...ROUND_2_IDS.map((id) => ({ id: `round-2 q${id}`, q: round2Questionnaire(id) })),
];
const training = (p: GeneratedPlan) => p.summary.days.filter((d) => !d.isRestDay);
const week = (p: GeneratedPlan, w: 1 | 2) => training(p).filter((d) => d.day > (w - 1) * 7 && d.day <= w * 7);
/**
 * Whether the customer's equipment and conditions allow a real vertical pull (any such exercise in the
 * catalogue the plan does not leave out; where a condition leaves out every one, a makeshift door-frame
 * pull does not stand in for it in a gym, decision 0117).
 */
const pullPossible = (q: QuestionnaireAnswers, p: GeneratedPlan) =>
  EXERCISES.some((e) => isRealVerticalPull(e) && e.equipmentNeeded.every((x) => q.equipment.includes(x as never)) && e.equipmentNeeded.length > 0 && !p.summary.excluded.some((x) => x.startsWith(`${e.name} – `)));

describe("session structure", () => {
  it("every pull and upper-body day has a real vertical pull when the equipment allows one", () => {
    for (const { id, q } of ALL) {
      const p = plan(q);
      if (!pullPossible(q, p)) continue;
      for (const d of training(p).filter((x) => /^(Pull|Oberkörper)/.test(x.title))) {
        const pulls = d.exercises.filter((r) => { const e = byName.get(key(r.name)); return e && isRealVerticalPull(e); });
        expect(pulls.length, `${id} Tag ${d.day} ${d.title}: ${d.exercises.map((r) => r.name).join(", ")}`).toBeGreaterThan(0);
      }
    }
  });

  it("control: a hang, a scapular pull-up and a pullover are no real vertical pull; a pulldown and a pull-up are", () => {
    const is = (n: string) => isRealVerticalPull(byName.get(key(n))!);
    expect(["Hängen an der Klimmzugstange", "Schulterblatt-Klimmzug", "Überzug mit Kurzhantel", "Halten mit gebeugten Armen an der Stange"].map(is)).toEqual([false, false, false, false]);
    expect(["Latzug an der Maschine", "Klimmzug", "Latzug mit Band"].map(is)).toEqual([true, true, true]);
  });

  it("no leg exercise on a pull day", () => {
    for (const { id, q } of ALL) {
      for (const d of training(plan(q)).filter((x) => /^Pull/.test(x.title))) {
        expect(d.exercises.filter((r) => ["squat", "hinge", "lunge"].includes(r.pattern)).map((r) => r.name), `${id} Tag ${d.day}`).toEqual([]);
      }
    }
  });

  it("push:pull working sets per week stay between 2:3 and 1:1", () => {
    const off: string[] = [];
    for (const { id, q } of ALL) {
      const p = plan(q);
      for (const w of [1, 2] as const) if (!pushPullBalanced(week(p, w))) off.push(`${id} Woche ${w}: ${JSON.stringify(pushPullSets(week(p, w)))}`);
    }
    // Known exceptions: 2 × 30 minutes (short-2x30) – chest's weekly minimum and the 30-minute window
    // leave no set to move (6:4); round-2 q12 (70, "Einkäufe tragen") – the required carries of her
    // everyday goal (decision 0117) and the window leave week 2 at 6:5. Any other plan outside the band fails here.
    expect(off.filter((o) => !o.startsWith("short-2x30 ") && o !== 'round-2 q12 Woche 2: {"push":6,"pull":5}')).toEqual([]);
  });

  it("control: balancePushPull moves sets into the band, and leaves a week alone when the plan would not hold", () => {
    const row = (name: string, pattern: GeneratedExerciseRow["pattern"], sets: number): GeneratedExerciseRow => ({ name, pattern, sets, reps: "8-12", weight: "", rest: "60 s", notes: "", role: "secondary", equipmentNeeded: [] });
    const make = (): GeneratedDay[] => [{ day: 1, title: "A", isRestDay: false, warmUp: [], restSections: [], exercises: [row("Bankdrücken", "push_horizontal", 4), row("Schulterdrücken", "push_vertical", 4), row("Rudern", "pull_horizontal", 2)] }];
    const days = make();
    expect(pushPullBalanced(days)).toBe(false);
    balancePushPull(days, () => true);
    expect(pushPullBalanced(days)).toBe(true);
    const locked = make();
    balancePushPull(locked, () => false);
    expect(pushPullSets(locked)).toEqual({ push: 8, pull: 2 });
  });

  it("no duplicate movement slot within a session (two chest presses, two overhead presses, two leg curls)", () => {
    const dups: string[] = [];
    for (const { id, q } of ALL) {
      for (const d of training(plan(q))) {
        const seen = new Map<string, string>();
        for (const r of d.exercises) {
          const e = byName.get(key(r.name));
          const m = e ? movementSlot(e) : null;
          if (!m) continue;
          if (seen.has(m)) dups.push(`${id} Tag ${d.day}: ${seen.get(m)} + ${r.name}`);
          seen.set(m, r.name);
        }
      }
    }
    // A slot may still repeat where a condition's required exercise (knee-friendly squat, calf work)
    // joins a session that has its slot already: at most these few (before the rule: 24 over this set).
    expect(dups.length, dups.join("\n")).toBeLessThanOrEqual(5);
  });

  it("control: movementSlot tells a press from a fly and a squat from a leg extension, and pairs two leg curls", () => {
    const slot = (n: string) => movementSlot(byName.get(key(n))!);
    expect(slot("Brustpresse an der Maschine")).toBe(slot("Bankdrücken mit Langhantel"));
    expect(slot("Butterfly an der Maschine")).not.toBe(slot("Brustpresse an der Maschine"));
    expect(slot("Beinstrecker an der Maschine")).not.toBe(slot("Kniebeuge mit Langhantel"));
    expect(slot("Beinbeuger an der Maschine")).toBe(slot("Beinbeuger am Schlingentrainer"));
  });

  it("gentle beginners get at most 3 working sets per exercise", () => {
    const gentle = ALL.filter(({ q }) => gentleSetCap(q) !== undefined);
    expect(gentle.length).toBeGreaterThanOrEqual(3);
    for (const { id, q } of gentle) {
      // (the work a condition requires keeps the weekly sets its inclusion asks for)
      const inclusions = safetyProfile({ age: q.age, healthText: q.health_restrictions ?? "" }, INJURIES).inclusions;
      const required = (name: string) => inclusions.some((inc) => satisfiesInclusion(name, inc));
      const over = training(plan(q)).flatMap((d) => d.exercises.filter((r) => r.role !== "cardio" && !required(r.name) && r.sets > GENTLE_MAX_SETS).map((r) => `Tag ${d.day} ${r.name} ${r.sets}`));
      expect(over, id).toEqual([]);
    }
  });

  it("control: an intermediate, balanced 35-year-old has no cap and keeps rows above 3 sets", () => {
    const q = COACH_PROFILES.find((p) => p.id === "hypertrophy-intermediate")!.questionnaire;
    expect(gentleSetCap(q)).toBeUndefined();
    expect(training(plan(q)).some((d) => d.exercises.some((r) => r.sets > GENTLE_MAX_SETS))).toBe(true);
  });
});
