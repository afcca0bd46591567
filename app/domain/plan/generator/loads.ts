/**
 * Loads: starting suggestions for a first plan (by pattern, equipment and level), kettlebell and
 * band steps, increments and reductions for follow-ups, and the Gewicht cell text.
 */
import type { ExerciseRecord, MovementPattern } from "~/domain/exercises/types";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { isIsolation, singleImplement } from "./classify";
import type { LoadKind } from "./types";
import { clamp, de, roundTo } from "./util";

export const BASE_KG: Record<"barbell" | "dumbbell" | "kettlebell" | "machine" | "cable" | "sandbag", Partial<Record<MovementPattern, number>> & { other: number }> = {
  barbell: { squat: 30, hinge: 40, lunge: 20, push_horizontal: 25, push_vertical: 20, pull_horizontal: 25, pull_vertical: 20, arms: 15, calves: 30, core: 20, carry: 30, other: 20 },
  dumbbell: { squat: 8, hinge: 10, lunge: 6, push_horizontal: 8, push_vertical: 6, pull_horizontal: 10, pull_vertical: 8, arms: 6, calves: 8, core: 4, carry: 12, other: 6 },
  kettlebell: { squat: 12, hinge: 12, lunge: 8, push_horizontal: 8, push_vertical: 8, pull_horizontal: 12, pull_vertical: 8, arms: 8, calves: 12, core: 8, carry: 12, other: 8 },
  machine: { squat: 40, hinge: 20, lunge: 20, push_horizontal: 20, push_vertical: 15, pull_horizontal: 25, pull_vertical: 25, arms: 10, calves: 30, core: 10, carry: 20, other: 15 },
  cable: { push_horizontal: 10, push_vertical: 7.5, pull_horizontal: 15, pull_vertical: 15, arms: 7.5, core: 10, hinge: 15, other: 10 },
  sandbag: { squat: 15, hinge: 15, lunge: 10, carry: 20, other: 10 },
};

export const KETTLEBELL_SIZES = [4, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48];

/**
 * Starting-load factor over the beginner table (BASE_KG). A first plan does not know the
 * customer's strength, so the figure is a conservative STARTING suggestion for the stated level
 * (the plan asks to adjust it to the RIR target in the first set):
 *   level: beginner ×1, returning ×1, intermediate ×2, advanced ×3 for the compound lifts of
 *   barbell, machine and sandbag; dumbbells and kettlebells ×1 / ×1.6 / ×2.3 (per hand, smaller
 *   steps); isolation work ×1 / ×1.4 / ×1.8.
 *   who: women ×0.65, not stated ×0.8 (upper-body pressing and pulling ×0.6 / ×0.8);
 *   age: 60+ ×0.8, 70+ ×0.7, under 18 ×0.7; gentle intensity ×0.9.
 * Examples (man, advanced): barbell squat 90 kg, deadlift 120 kg, bench press 75 kg for 8–12
 * reps; a beginner woman: squat 20 kg (empty bar), dumbbell bench 2×5 kg.
 */
export function levelFactor(q: QuestionnaireAnswers, kind: LoadKind = "barbell", ex?: Pick<ExerciseRecord, "movementPattern" | "name" | "nameEn">): number {
  const isolation = ex ? isIsolation(ex as ExerciseRecord) : false;
  const table = isolation ? [1, 1.4, 1.8] : kind === "dumbbell" || kind === "kettlebell" ? [1, 1.6, 2.3] : [1, 2, 3];
  const lvl = q.training_level === "advanced" ? 2 : q.training_level === "intermediate" ? 1 : 0;
  let f = table[lvl]!;
  const upper = ex ? /^(push|pull)_|arms/.test(ex.movementPattern) : false;
  if (q.gender === "female") f *= upper ? 0.6 : 0.65;
  else if (q.gender !== "male") f *= 0.8;
  if (q.age >= 70) f *= 0.7;
  else if (q.age >= 60) f *= 0.8;
  else if (q.age < 18) f *= 0.7;
  if (q.training_intensity === "gentle") f *= 0.9;
  return f;
}

/**
 * Variants lifted lighter than the main lift of their pattern (a coach's rule of thumb): a good
 * morning about half a deadlift, a Romanian deadlift three quarters, a front squat 80 %, an
 * incline or close-grip bench press 85 %.
 */
const LIFT_SHARES: [RegExp, number][] = [
  [/good morning/i, 0.5],
  [/rumänisch|rumaenisch|romanian/i, 0.75],
  [/front/i, 0.8],
  [/schrägbank|schraegbank|incline|enges bankdrücken|close-grip/i, 0.85],
];

export function liftShare(ex: Pick<ExerciseRecord, "name" | "nameEn">): number {
  const n = `${ex.name} ${ex.nameEn}`;
  return LIFT_SHARES.find(([re]) => re.test(n))?.[1] ?? 1;
}

export function nearestKettlebell(kg: number): number {
  let best = KETTLEBELL_SIZES[0]!;
  for (const s of KETTLEBELL_SIZES) if (Math.abs(s - kg) < Math.abs(best - kg)) best = s;
  return best;
}

export function roundForKind(kind: LoadKind, kg: number): number {
  switch (kind) {
    case "barbell":
      return Math.max(20, roundTo(kg, 2.5));
    case "dumbbell":
      return Math.max(1, roundTo(kg, 0.5));
    case "kettlebell":
      return nearestKettlebell(kg);
    case "sandbag":
      return Math.max(5, roundTo(kg, 2.5));
    default:
      return Math.max(2.5, roundTo(kg, 2.5));
  }
}

export function defaultKg(ex: ExerciseRecord, kind: LoadKind, q: QuestionnaireAnswers): number {
  if (kind === "bodyweight" || kind === "band" || kind === "cardio") return 0;
  const table = BASE_KG[kind];
  let base = table[ex.movementPattern] ?? table.other;
  // Single-joint machine and cable work starts far below the compound lifts of its pattern.
  if ((kind === "machine" || kind === "cable") && isIsolation(ex)) base = Math.min(base, kind === "machine" ? 20 : 10);
  let kg = base * levelFactor(q, kind, ex) * liftShare(ex);
  if (kind === "dumbbell") kg = Math.max(2, Math.round(kg));
  const rounded = roundForKind(kind, kg);
  // An EZ/barbell curl may start below the empty 20-kg bar only when it is not a barbell.
  return rounded;
}


export const BAND_LEVELS = ["leichtes Band", "mittleres Band", "starkes Band", "sehr starkes Band"];

export function bandLevel(q: QuestionnaireAnswers): number {
  return q.training_level === "advanced" ? 2 : q.training_level === "intermediate" ? 1 : 0;
}

/** The Gewicht cell. A number appears only when a kg figure is meant (parser reads the first number). */
export function weightText(ex: ExerciseRecord, kind: LoadKind, kg: number, band: number): string {
  switch (kind) {
    case "cardio":
      return "–";
    case "bodyweight":
      return "Körpergewicht";
    case "band":
      return BAND_LEVELS[clamp(band, 0, BAND_LEVELS.length - 1)]!;
    case "dumbbell":
      return singleImplement(ex) ? `${de(kg)} kg` : `2×${de(kg)} kg`;
    default:
      return `${de(kg)} kg`;
  }
}

/**
 * The next load when every set reached the top of the range (double progression). Increments by
 * lift and equipment: barbell and machine lower-body lifts (squat, hinge, lunge, calves) +5 kg
 * from 40 kg on, else +2,5 kg; dumbbells +1 kg per hand below 10 kg, else +2 kg; kettlebells the
 * next bell; sandbags +2,5 kg; cables +2,5 kg.
 */
export function increaseKg(kind: LoadKind, kg: number, pattern?: MovementPattern): number {
  const lower = pattern === "squat" || pattern === "hinge" || pattern === "lunge" || pattern === "calves";
  switch (kind) {
    case "dumbbell":
      return roundTo(kg + (kg < 10 ? 1 : 2), 0.5);
    case "kettlebell": {
      const next = KETTLEBELL_SIZES.find((s) => s > kg);
      return next ?? kg + 4;
    }
    case "sandbag":
      return roundTo(kg + 2.5, 2.5);
    case "barbell":
    case "machine":
      return roundTo(kg + (lower && kg >= 40 ? 5 : 2.5), 0.5);
    default:
      return roundTo(kg + 2.5, 0.5);
  }
}

export function reduceKg(kind: LoadKind, kg: number): number {
  switch (kind) {
    case "dumbbell":
      return Math.max(1, roundTo(kg * 0.9, 0.5));
    case "kettlebell": {
      const lower = [...KETTLEBELL_SIZES].reverse().find((s) => s < kg);
      return lower ?? kg;
    }
    default:
      return Math.max(0, roundTo(kg * 0.9, 2.5));
  }
}

/** The competition lifts a customer may give a 1RM for, by the words that name them. */
const MAX_LIFTS: { lift: string; words: RegExp; exercise: RegExp }[] = [
  { lift: "squat", words: /kniebeuge\w*|squats?/i, exercise: /^kniebeuge mit langhantel$/i },
  { lift: "bench", words: /bankdr\w*|bench(?: press)?/i, exercise: /^bankdrücken mit langhantel$/i },
  { lift: "deadlift", words: /kreuzheb\w*|deadlifts?/i, exercise: /^kreuzheben mit langhantel$/i },
  // The barbell overhead press; a dumbbell press ("Schulterdrücken KH 20 kg") is no barbell max (decision 0135).
  {
    lift: "overhead",
    words: /(?:schulterdr[\wäöüß]*|überkopfdr[\wäöüß]*|military press|overhead press|\bOHP)(?![\wäöüß])(?!\s*(?:(?:mit|with)\s+(?:den\s+|the\s+)?)?(?:KH|kurzhantel\w*|dumbbells?|DBs?|kettlebells?|KB)\b)/i,
    exercise: /^schulterdrücken mit langhantel$/i,
  },
];

/**
 * 1RMs the customer states ("Kniebeuge 140 kg, Bankdrücken 100 kg", "squat 1RM: 150kg"), by lift:
 * the kg figures after the lift's name up to the next lift (statedMax, decision 0103).
 */
export function statedMaxes(text: string | null | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (!text) return out;
  for (const m of MAX_LIFTS) {
    const max = statedMax(text, m.words);
    if (max !== undefined) out.set(m.lift, max);
  }
  return out;
}

/**
 * A figure from the past is not today's max (decision 0135): "früher", "damals", "hab ich mal gedrückt",
 * "vor der Verletzung", "mit 25", "used to", "back then", "in my 20s", "before (my) elbow", "years ago".
 */
const PAST = /(?:^|[^\p{L}])(?:früher|frueher|damals|einst|ehemals|(?:hab|habe|hatte)\s+ich\s+(?:mal|einmal)|mal\s+(?:gedrückt|gehoben|geschafft|gemacht|gezogen)|vor\s+(?:der|dem|meiner|meinem)\s+\p{L}+|vor\s+(?:\d+|einem|einigen|ein paar|vielen)\s+jahr\p{L}*|mit\s+[1-3]\d(?!\s*(?:kg|wdh|reps))|used to|back (?:then|in)|in my (?:\d0s|twenties|thirties|prime)|before (?:my |the |i )?(?:elbow|knee|shoulder|back|injur\p{L}*|surgery|op|kids|baby|break|covid)|years ago|pre[- ]?injury|at my best)(?![\p{L}])/iu;

/** A figure the customer aims for, not one they lift ("Ziel 160 kg", "100 kg schaffen", "goal: 240 kg"). */
const TARGET_BEFORE = /(?:ziel\w*|goal|target|bis|auf|to|erreichen|schaffen)\W*$/i;
const TARGET_AFTER = /^\s*(?:schaffen|erreichen|heben|packen|als ziel|bis\b|by\b|goal)/i;

/**
 * The estimated 1RM of a lift from the text (decision 0103): each kg figure after the lift's name, up
 * to the next sentence or lift; a target ("Ziel 160 kg", "100 kg schaffen") is not a lift; a rep max
 * ("85 kg × 3", "140 kg x 8", sets × reps after it: "70 kg 3x8") gives an estimated 1RM by Epley (kg × (1 + reps/30)); a plain figure is
 * a 1RM. The highest estimate counts.
 */
export function statedMax(text: string, words: RegExp): number | undefined {
  const re = new RegExp(`(?:${words.source})`, "gi");
  let best: number | undefined;
  for (let hit = re.exec(text); hit; hit = re.exec(text)) {
    // "Ziel: Kreuzheben 240 kg" – the lift named as a target.
    if (/(?:ziel\w*|goal|target)\W*$/i.test(text.slice(Math.max(0, hit.index - 12), hit.index))) continue;
    // "Früher Kniebeuge 150 kg": the lift named as a past best (the same sentence only).
    if (PAST.test(text.slice(Math.max(0, hit.index - 30), hit.index).split(/[.;!?\n]/).pop() ?? "")) continue;
    const rest = text.slice(hit.index + hit[0].length);
    const end = rest.search(/\.(?!\d)|[;\n]|(?:,\s*(?=[A-ZÄÖÜ]))|\b(?:kniebeuge|bankdr|kreuzheb|squat|bench|deadlift|hip thrust|ohp|overhead|military|schulterdr|überkopfdr)/i);
    const seg = end < 0 ? rest : rest.slice(0, end);
    // "120 kg", "120 kg x 5", and a lifter's "120x5" without the unit (a load of 20 kg or more).
    for (const f of seg.matchAll(/(?<![\d,.])(\d{2,3}(?:[.,]\d)?)\s*(kg)?(?:\s*(?:[x×]|mal)\s*(\d{1,2})(?!\s*kg|\d))?/gi)) {
      if (!f[2] && (!f[3] || Number(f[1]!.replace(",", ".")) < 20)) continue;
      const before = seg.slice(0, f.index);
      const after = seg.slice((f.index ?? 0) + f[0].length);
      // (a target, or a pair of dumbbells "2×16 kg": no 1RM)
      if (TARGET_BEFORE.test(before) || TARGET_AFTER.test(after) || /\d\s*[x×]\s*$/i.test(before)) continue;
      // (a best from the past: "100kg hab ich mal gedrückt", "220x3 (before elbow)", decision 0135)
      if (PAST.test(before.slice(-40)) || PAST.test(after.slice(0, 40))) continue;
      const kg = Number(f[1]!.replace(",", "."));
      // "70kg 3x8", "70 kg für 3×8": sets × reps after the load (round 6: a working set is no 1RM).
      const setsReps = f[2] && !f[3] ? /^\s*(?:für\s+|for\s+)?\d{1,2}\s*[x×]\s*(\d{1,2})(?!\s*kg|\d)/i.exec(after) : null;
      const reps = f[3] ? Number(f[3]) : setsReps ? Number(setsReps[1]) : 1;
      const e1rm = reps > 1 ? kg * (1 + reps / 30) : kg;
      if (best === undefined || e1rm > best) best = e1rm;
    }
  }
  return best === undefined ? undefined : Math.round(best * 10) / 10;
}

/** The stated 1RM of the exercise (the plain barbell competition lift only), or undefined. */
export function maxFor(maxes: ReadonlyMap<string, number>, exerciseName: string): number | undefined {
  const m = MAX_LIFTS.find((x) => x.exercise.test(exerciseName.trim()));
  return m ? maxes.get(m.lift) : undefined;
}

/**
 * Share of the 1RM for a rep range at the plan's RIR (decision 0138): every set of the range must be
 * possible with RIR in reserve, so the range's top plus the RIR is the rep max the load stands for —
 * Epley backwards: 1 / (1 + (top + RIR) / 30). "4-6" at RIR 1–2 → 80 %, "8-12" at RIR 1–2 → 69 %,
 * "10-12" at RIR 3 → 67 %. (The old table keyed the range's low end: "4-6" at 82 %, "3-5" at 88 % — a
 * stalled 93 kg × 5 got 90 kg × 4–6 at RIR 1–2, round 8.)
 */
export function shareOfMax(low: number, high: number = low, rir: string = "1–2"): number {
  const reserve = numbersOf(rir);
  const r = reserve.length > 0 ? reserve.reduce((a, b) => a + b, 0) / reserve.length : 1.5;
  return Math.round(100 / (1 + (Math.max(low, high) + r) / 30)) / 100;
}
const numbersOf = (s: string) => [...s.matchAll(/\d+/g)].map((m) => Number(m[0]));
