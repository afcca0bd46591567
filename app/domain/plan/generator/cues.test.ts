/**
 * Rule (coach review round 2, rule 1): every cue belongs to the exercise it is printed under – a
 * leg curl gets no hip-hinge cue, a leg extension or leg press no free-squat cue, a hold no lowering
 * tempo, a lateral raise no overhead-press cue, a reverse fly no rowing cue; a knee-angle cue only
 * where the knee bends under load.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { ExerciseRecord } from "~/domain/exercises/types";
import { isTimeBased } from "./classify";
import { PATTERN_CUES, cuesFor } from "./cues";
import { generatePlan } from "./index";
import { ROUND_2_DIR, ROUND_2_IDS, round2Fixture } from "./round-2.fixture";
import { key } from "./util";

const { round2Questionnaire } = round2Fixture((name) => readFileSync(new URL(ROUND_2_DIR + name, import.meta.url), "utf8"));

/** Cues that contradict an exercise family (what the coach found printed under them). */
const WRONG: { family: RegExp; wrong: RegExp }[] = [
  { family: /beinbeuger|leg curl/i, wrong: /hüfte nach hinten|brust aufrecht|fußsohle|gewicht nah am körper|knie höchstens 90/i },
  { family: /beinstrecker|leg extension/i, wrong: /brust aufrecht|fußsohle|hüfte nach hinten/i },
  { family: /beinpresse|leg press/i, wrong: /brust aufrecht/i },
  { family: /seitheben|lateral raise/i, wrong: /ellbogen unter den händen|kopf durch die arme/i },
  { family: /reverse fly|face pull/i, wrong: /ellbogen nah am körper/i },
  { family: /donkey|eselstritt|hip thrust|beckenheben|glute bridge/i, wrong: /hüfte nach hinten|gewicht nah am körper/i },
  { family: /landmine/i, wrong: /kopf durch die arme/i },
  { family: /pallof|plank|unterarmstütz|seitstütz|halten|hang/i, wrong: /absenken|ablassen/i },
  { family: /wadenheben|calf raise/i, wrong: /knie höchstens 90/i },
];

const mismatches = (name: string, notes: string): string[] =>
  WRONG.filter((w) => w.family.test(name) && w.wrong.test(notes)).map((w) => `${name}: ${w.wrong.exec(notes)![0]}`);

const byName = new Map(EXERCISES.map((e) => [key(e.name), e] as const));

describe("technique cues belong to their exercise", () => {
  it("no catalogue exercise gets a cue of another family", () => {
    const bad = EXERCISES.flatMap((e) => mismatches(e.name, cuesFor(e).join(", ")));
    expect(bad).toEqual([]);
    // holds get hold cues
    for (const e of EXERCISES.filter((x) => isTimeBased(x) && x.movementPattern !== "cardio")) expect(cuesFor(e).join(" "), e.name).not.toMatch(/absenken|ablassen/);
  });

  it("no plan row of the bench profiles and the round-2 questionnaires carries a cue of another family", () => {
    const qs = [...COACH_PROFILES.map((p) => p.questionnaire), ...ROUND_2_IDS.map(round2Questionnaire)];
    const bad: string[] = [];
    for (const q of qs) {
      const plan = generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES });
      for (const d of plan.summary.days) for (const r of d.exercises) bad.push(...mismatches(r.name, r.notes));
    }
    expect(bad).toEqual([]);
  });

  it("negative control: the pattern cues alone (the old way) put wrong cues under these exercises", () => {
    const old = (n: string) => { const e = byName.get(key(n)) as ExerciseRecord; return mismatches(e.name, PATTERN_CUES[e.movementPattern].join(", ")); };
    expect(old("Beinbeuger an der Maschine").length).toBeGreaterThan(0);
    expect(old("Beinstrecker an der Maschine").length).toBeGreaterThan(0);
    expect(old("Reverse Flys mit Kurzhanteln im Sitzen").length).toBeGreaterThan(0);
  });
});
