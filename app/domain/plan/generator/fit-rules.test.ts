/**
 * The fit-pass rules that closed issue 11's last bench gaps (docs/coaching-fit.md), each with the
 * bench questionnaire that failed without it (bench-cases.fixture.ts) and a look at what the rule
 * did to the plan.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { ExerciseRecord, InjuryRecord } from "~/domain/exercises/types";
import { runPlanChecks } from "~/domain/plan/checks";
import { FIXTURE_EXERCISES, FIXTURE_INJURIES } from "~/domain/plan/generator.fixture";
import { generatePlan, type GeneratedPlan } from "~/domain/plan/generator";
import { runQualityGates } from "~/domain/plan/gates";
import { createExerciseLookup } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import { BENCH_CASES } from "./bench-cases.fixture";
import { WHOLE_WEEK_NOTE } from "./fit";
import { ZONE2_WARMUP } from "./fit-time";
import { key } from "./util";

type CaseName = keyof typeof BENCH_CASES;

function run(name: CaseName): { plan: GeneratedPlan; failed: string[] } {
  const fixture = name.startsWith("fixture");
  const exercises: ExerciseRecord[] = fixture ? FIXTURE_EXERCISES : EXERCISES;
  const injuries: InjuryRecord[] = fixture ? FIXTURE_INJURIES : INJURIES;
  const q = { ...BENCH_CASES[name], last_name: "Muster", email: "kunde@example.com" };
  const lookup = createExerciseLookup(exercises);
  const plan = generatePlan({ questionnaire: q, exercises, injuries });
  const parsed = parsePlan(plan.text, lookup);
  // (health_notes judges the questionnaire's health text, not the plan's fit: decision 0115)
  const failed = [...runQualityGates(parsed, q, { exercises: lookup, injuries }), ...runPlanChecks(parsed, q, { exercises: lookup, injuries }).filter((r) => r.id !== "health_notes")]
    .filter((r) => !r.passed)
    .map((r) => `${r.id}: ${r.reason}`);
  return { plan, failed };
}

const training = (plan: GeneratedPlan, week: 1 | 2) => plan.summary.days.filter((d) => !d.isRestDay && (week === 1 ? d.day <= 7 : d.day > 7));

describe("generator fit pass: weekly sets per group", () => {
  it("pays for a short group's sets with rests at the short end of what the reps allow (seed 7 #49, seed 3 #92)", () => {
    // Before: a once-a-week 90-minute session at its window with 2–3-minute rests; glutes 7.5 and
    // quadriceps 5 of 8 sets. Now a rest gives way and the row the group leads gets its sets.
    for (const name of ["seed 7 #49", "seed 3 #92"] as const) expect(run(name).failed).toEqual([]);
    // (#92's main lifts all rested 2–3 minutes for 8–12 reps; now two rest at the short end)
    const main = training(run("seed 3 #92").plan, 1)[0]!.exercises.filter((r) => r.role === "main");
    expect(main.filter((r) => r.rest !== "2-3 Min").length).toBeGreaterThanOrEqual(2);
  });

  it("helps every short group in turn: one that nothing can help does not stop the others (fixture database)", () => {
    // The fixture database has no chest exercise for a pregnant customer who dislikes push-ups:
    // chest stays at 0 (the database lacks it), but back, quadriceps and glutes reach their minimum.
    // Before, the volume pass stopped at the first short group it could not help.
    const weekly = run("fixture: no chest exercise").failed.filter((f) => f.startsWith("weekly_sets:"));
    expect(weekly).toHaveLength(1);
    expect(weekly[0]).toMatch(/Brust 0/);
    expect(weekly[0]).not.toMatch(/Rücken|Oberschenkel|Gesäß/);
  });

  it("lets the only exercise left for a group carry its weekly minimum, up to 10 sets (seed 99 #989)", () => {
    // The isometric palm press is the only chest exercise left (pregnancy, tennis elbow, "Liegestütze"
    // disliked): it carries the week's 10 sets in two blocks (before: 8 of 10).
    const { plan, failed } = run("seed 99 #989");
    expect(failed).toEqual([]);
    const press = training(plan, 1)[0]!.exercises.find((r) => r.name === "Isometrischer Handflächendruck")!;
    expect(press.sets).toBe(10);
    expect(press.notes).toContain(WHOLE_WEEK_NOTE);
  });

  it("trades a row only where the other groups keep their minimum or are made up at once inside the window (seed 17 #273, seed 7777 #697, seed 99 #703, seed 20260214 #195)", () => {
    // #273: a full 1× 60–90-minute session, glutes 5.5 of 8 — the back extension gives way to a
    // cable pull-through and the machine row carries the back's sets. #697: a trade the window
    // could not make up used to swap back and forth (back 2 of 3). #703: the plank (half a glute
    // set a set) gives way to a paused squat, which gives the glutes as much. #195: a row whose groups
    // keep their minimum with the row taking its place is traded as it is.
    for (const name of ["seed 17 #273", "seed 7777 #697", "seed 99 #703", "seed 20260214 #195"] as const) expect(run(name).failed).toEqual([]);
    const names = training(run("seed 17 #273").plan, 1)[0]!.exercises.map((r) => r.name);
    expect(names).toContain("Pull-Through am Kabelzug");
  });

  it("lets a Zone-2 block a goal does not need give way to a short group (seed 100 #503)", () => {
    // 3× 30–45 min with a Zone-2 block in every session (health needs one, not three): before, none
    // could give way, and a short group stayed short.
    // (Since issue 23 excludes wood chops and lat pull-downs for the impingement and loaded trunk
    // rotation in pregnancy, the rows differ and no group is short with a block in every session:
    // the case stays as a regression test of the checks.)
    const { failed } = run("seed 100 #503");
    expect(failed).toEqual([]);
  });

  it("moves a set from a row of a group at its maximum to a row the short group shares (fixture #183)", () => {
    // Glutes only from squats and step-ups (pregnancy rules out the bridges), quadriceps at 10 of 10:
    // the wall sit gives two sets to them.
    const { plan, failed } = run("fixture #183");
    expect(failed).toEqual([]);
    expect(training(plan, 1)[0]!.exercises.find((r) => r.name === "Wandsitzen")!.sets).toBe(2);
  });

  it("takes a row from a group above its maximum whose other groups keep their minimum, a main lift beside others of its group too (fixture #20, #1)", () => {
    // #20: quadriceps 22 of 20 — a wall sit beside squats and lunges goes, not a squat the glutes
    // need. #1: the plank in the hinge slot goes, not the pelvic-floor work.
    for (const name of ["fixture #20", "fixture #1"] as const) expect(run(name).failed).toEqual([]);
  });
});

describe("generator fit pass: core, goals and conditions", () => {
  it("keeps the core work two conditions require in a short week (seed 99 #151, seed 42 #120)", () => {
    // Pregnancy (pelvic floor, 4 sets) and a disc herniation (trunk stability, 4 sets) in one or two
    // short sessions: the core bound is never below the 8 sets the conditions require, and the
    // groups still reach their minimum.
    for (const name of ["seed 99 #151", "seed 42 #120"] as const) expect(run(name).failed).toEqual([]);
  });

  it("trades a core row above the core bound for a group with room, not only the four minimum groups (seed 42 #634)", () => {
    // (since one movement slot per session, the second flexion core row no longer arises here; the
    // plan must still pass everything, and where a core row is traded, calves may take its place)
    const { failed } = run("seed 42 #634");
    expect(failed).toEqual([]);
  });

  it("keeps the only row that shows a goal (seed 1 #673, seed 42 #881)", () => {
    // Injury prevention alone: the plank was traded for a Zone-2 block to fill the window, and nothing
    // in the plan was specific to the goal. Now the session fills by rests and warm-up instead.
    for (const name of ["seed 1 #673", "seed 42 #881"] as const) {
      const { plan, failed } = run(name);
      expect(failed).toEqual([]);
      expect(training(plan, 1)[0]!.exercises.some((r) => r.notes.startsWith("#stabilisation"))).toBe(true);
    }
  });

  it("gives the only exercise a condition allows the weekly minimum (fixture #31)", () => {
    // The wall sit is the only knee-friendly quadriceps exercise on rings: 6 sets, not 4–5 of 6.
    const { plan, failed } = run("fixture #31");
    expect(failed).toEqual([]);
    expect(training(plan, 1)[0]!.exercises.find((r) => r.name === "Wandsitzen")!.sets).toBeGreaterThanOrEqual(6);
  });
});

describe("generator fit pass: session time and week 2", () => {
  it("moves the Zone-2 block into the warm-up when a full short session runs past its window (seed 2 #983)", () => {
    // 1× up to 30 min, knee and back: a full circuit was 32 minutes. The 5-minute block becomes the
    // warm-up's pulse-raiser (muscle building and sport support still show in the rows).
    const { plan, failed } = run("seed 2 #983");
    expect(failed).toEqual([]);
    const day = training(plan, 1)[0]!;
    // (since the finisher takes a press's slot before a pull's, this session may fit with its block;
    // where it does not, the block is the warm-up's pulse-raiser)
    const cardioRow = day.exercises.some((r) => r.role === "cardio");
    const warm = day.warmUp.some((w) => new RegExp(`^5 Minuten .*${ZONE2_WARMUP}`).test(w));
    expect(cardioRow !== warm, `${day.warmUp[0]} / cardio row: ${cardioRow}`).toBe(true);
  });

  it("moves the Zone-2 block into the warm-up when a full once-a-week session needs its place for a group (seed 42 #891)", () => {
    const { plan, failed } = run("seed 42 #891");
    expect(failed).toEqual([]);
    expect(training(plan, 1)[0]!.warmUp.some((w) => w.includes(ZONE2_WARMUP))).toBe(true);
  });

  it("takes a set no group needs, or a row, before a set a group needs (fixture #256)", () => {
    // 7× up to 30 min: the glute bridge lost a set the volume pass put back; the legs days ran 32 min.
    expect(run("fixture #256").failed).toEqual([]);
  });

  it("repeats week 1's warm-up with its sessions (seed 3 #306)", () => {
    // Week 2 repeated week 1's rows but not its 15-minute warm-up: 118 of 120–150 minutes.
    const { plan, failed } = run("seed 3 #306");
    expect(failed).toEqual([]);
    // (a week 2 that repeats week 1's rows repeats its warm-up)
    for (const d of training(plan, 2)) {
      const w1 = plan.summary.days.find((x) => x.day === d.day - 7)!;
      if (d.exercises.map((r) => r.name).join() === w1.exercises.map((r) => r.name).join()) expect(d.warmUp).toEqual(w1.warmUp);
    }
  });

  it("brings week 2's own swaps back where they keep the weekly sets and the window (seed 7 #136)", () => {
    // Week 2 repeats week 1 (its swaps had left a group short); the swaps that keep every group's
    // weekly sets come back, so week 2 still varies.
    const { plan, failed } = run("seed 7 #136");
    expect(failed).toEqual([]);
    const swapped = training(plan, 2).some((d) => {
      const w1 = new Set(plan.summary.days.find((x) => x.day === d.day - 7)!.exercises.map((r) => key(r.name)));
      return d.exercises.some((r) => r.role !== "cardio" && !w1.has(key(r.name)));
    });
    expect(swapped).toBe(true);
  });
});

describe("conditions that keep loads moderate", () => {
  it("gives a pregnant customer with a strength goal no fewer than 10 reps, RIR 3 and a controlled tempo (seed 99 #151)", () => {
    const { plan, failed } = run("seed 99 #151");
    expect(failed).toEqual([]);
    const rows = training(plan, 1).flatMap((d) => d.exercises);
    const counted = rows.filter((r) => /^\D*\d/.test(r.reps) && !/\d\s*(s|min|minuten)\b/i.test(r.reps));
    expect(counted.length).toBeGreaterThan(0);
    for (const r of counted) expect(Number(/(\d+)/.exec(r.reps)![1]), `${r.name} ${r.reps}`).toBeGreaterThanOrEqual(10);
    expect(plan.text).not.toMatch(/explosiv|RIR 1/);
    expect(plan.text).toContain("kontrolliertes Tempo");
    expect(plan.text).toContain("mindestens 10 Wdh. je Satz");
  });
});
