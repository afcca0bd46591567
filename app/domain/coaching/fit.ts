/**
 * Fit rules: what a plan must meet to fit the booked frequency, the booked session window and
 * sensible weekly volume. Pure and documented (docs/coaching-fit.md); the plan checks
 * (app/domain/plan/checks.ts) judge plan text against these rules, and the generator builds to them.
 *
 * Sources for the numbers: ACSM position stand "Progression models in resistance training" (2009;
 * 1–3 sets, 2–3 days for novices, rest 2–3 min for heavy core lifts, 1–2 min for hypertrophy);
 * Schoenfeld, Ogborn & Krieger 2017 (dose-response: ≥ 10 weekly sets per muscle for hypertrophy);
 * Israetel/Renaissance Periodization volume landmarks (MEV–MRV, roughly 8–22 sets); fractional
 * set counting (primary muscle 1 set, synergist ½ set) after Pelland et al. 2024.
 */
import type { MuscleGroup } from "~/domain/exercises/types";
import type { MainGoal, SessionDuration, TrainingFrequency, TrainingLevel } from "~/domain/questionnaire/options";
import { fold } from "./text";

// ---------------------------------------------------------------------------------------------
// Training days per week

export interface Bounds {
  min: number;
  max: number;
}

/** Training days per calendar week (days 1–7, days 8–14) for each booked frequency. */
export const TRAINING_DAYS_PER_WEEK: Record<TrainingFrequency, Bounds> = {
  "1x": { min: 1, max: 1 },
  "2x": { min: 2, max: 2 },
  "3x": { min: 3, max: 3 },
  "4x": { min: 4, max: 4 },
  "5x": { min: 5, max: 5 },
  "6x": { min: 6, max: 6 },
  // "7× or more": six sessions and one rest day per week (the plan format needs rest days).
  "7x_plus": { min: 6, max: 7 },
};

// ---------------------------------------------------------------------------------------------
// Session window

/**
 * Minutes a session's estimate must lie in, per booked duration (inclusive). "Up to 30" starts at
 * 20: a shorter session is not what was booked. "Over 120" is capped at 150.
 */
export const SESSION_WINDOWS: Record<SessionDuration, Bounds> = {
  upto_30: { min: 20, max: 30 },
  "30_45": { min: 30, max: 45 },
  "45_60": { min: 45, max: 60 },
  "60_90": { min: 60, max: 90 },
  "90_120": { min: 90, max: 120 },
  over_120: { min: 120, max: 150 },
};

/** Seconds per repetition (about 2 s lowering, 1 s lifting, 1 s turnaround). */
export const SECONDS_PER_REP = 4;
/** Set-up and changeover per exercise (walk to the station, pick weights, first position). */
export const SETUP_SECONDS = 60;
/** Extra set-up for a barbell exercise (load plates, rack, unload). */
export const BARBELL_SETUP_SECONDS = 60;
/** A warm-up item without a stated duration. */
export const WARMUP_ITEM_SECONDS = 120;
/** A warm-up is never estimated below 5 minutes (getting changed over and moving counts). */
export const WARMUP_MIN_SECONDS = 300;
/** Work of one set when the reps cell states neither reps nor a duration. */
export const UNKNOWN_SET_SECONDS = 40;

/** Rest that suits the rep range when the plan states none (ACSM 2009). */
export function defaultRestSeconds(repsPerSet: number): number {
  if (repsPerSet <= 5) return 180;
  if (repsPerSet <= 12) return 90;
  return 60;
}

/** The rest range (seconds) that suits a rep range: heavy sets need longer rest. */
export function restRangeForReps(repsPerSet: number): Bounds {
  if (repsPerSet <= 5) return { min: 120, max: 300 };
  if (repsPerSet <= 12) return { min: 60, max: 180 };
  return { min: 30, max: 120 };
}

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const RANGE = new RegExp(String.raw`${NUM}(?:\s*(?:-|–|—|bis|to)\s*${NUM})?`);
const num = (s: string) => Number(s.replace(",", "."));

function meanOf(m: RegExpExecArray | null): number | null {
  if (!m) return null;
  const a = num(m[1]!);
  const b = m[2] ? num(m[2]) : a;
  return (a + b) / 2;
}

const RE_MINUTES = /\b(?:min|mins|minute|minuten|minutes)\b/;
const RE_SECONDS = /\b(?:s|sek|sec|sekunden|seconds?)\b/;
const RE_PER_SIDE = /je seite|pro seite|each side|per side|je bein|pro bein|je arm|pro arm|per leg|per arm|beidseitig/;

export interface SetWork {
  /** Seconds of work per set. */
  seconds: number;
  /** Repetitions per set (mean of the range, both sides counted), null for timed sets. */
  reps: number | null;
}

/**
 * Work per set from a reps cell: "8-12" → 10 reps × 4 s; "10 je Seite" → 20 reps; "30-45 s" →
 * 37.5 s (× 2 per side); "8 Minuten" → 480 s; otherwise 40 s.
 */
export function setWork(repsCell: string): SetWork {
  const n = fold(repsCell);
  const mean = meanOf(RANGE.exec(repsCell));
  const sides = RE_PER_SIDE.test(n) ? 2 : 1;
  if (mean === null) return { seconds: UNKNOWN_SET_SECONDS, reps: null };
  if (RE_MINUTES.test(n)) return { seconds: mean * 60 * sides, reps: null };
  if (RE_SECONDS.test(n)) return { seconds: mean * sides, reps: null };
  if (/\b(?:m|meter|km)\b/.test(n)) return { seconds: UNKNOWN_SET_SECONDS, reps: null };
  return { seconds: mean * sides * SECONDS_PER_REP, reps: mean * sides };
}

/** Rest seconds from a rest cell ("75 s", "2 min", "90-120 s", "2–3 Minuten"), null when none. */
export function restSeconds(restCell: string): number | null {
  const n = fold(restCell);
  const mean = meanOf(RANGE.exec(restCell));
  if (mean === null) return null;
  if (RE_MINUTES.test(n) || (!RE_SECONDS.test(n) && mean <= 5)) return mean * 60;
  return mean;
}

const RE_ITEM_MINUTES = new RegExp(String.raw`${NUM}(?:\s*(?:-|–|—|bis)\s*${NUM})?\s*(?:min|minuten|minutes?)\b`);
const RE_ITEM_SECONDS = new RegExp(String.raw`${NUM}(?:\s*(?:-|–|—|bis)\s*${NUM})?\s*(?:s|sek|sekunden|sec|seconds?)\b`);

/** Seconds a warm-up item takes: a stated duration, else 2 minutes. */
export function warmUpItemSeconds(item: string): number {
  const n = fold(item);
  const minutes = RE_ITEM_MINUTES.exec(item.toLowerCase());
  if (minutes) return (meanOf(minutes) ?? 2) * 60;
  const seconds = RE_ITEM_SECONDS.exec(item.toLowerCase());
  if (seconds) return Math.max(60, (meanOf(seconds) ?? 30) * (RE_PER_SIDE.test(n) ? 2 : 1));
  return WARMUP_ITEM_SECONDS;
}

const RE_BARBELL = /langhantel|barbell|kreuzheben|deadlift|\bsz\b|hex ?bar|trap ?bar|power clean|umsetzen|reissen|snatch|bankdrucken|bench press|military press|nackendruck/;

export interface SessionExerciseInput {
  name: string;
  sets: number;
  reps: string;
  rest: string;
  /** Cardio rows count their duration once per set, without rest. */
  cardio?: boolean;
}

export interface SessionInput {
  warmUpActivities: readonly string[];
  exercises: readonly SessionExerciseInput[];
}

export interface SessionEstimate {
  /** Whole minutes, rounded to the nearest minute. */
  minutes: number;
  warmUpSeconds: number;
  workSeconds: number;
  restSeconds: number;
  setupSeconds: number;
}

/**
 * The documented session-time estimate: warm-up (stated durations, else 2 min an item, at least
 * 5 min) + per exercise: sets × work (reps × 4 s, or the stated time) + (sets − 1) × rest (the
 * stated rest, else by rep range: ≤ 5 → 180 s, ≤ 12 → 90 s, else 60 s) + set-up (60 s, barbell
 * +60 s). Cardio rows: sets × stated duration + 60 s set-up.
 */
export function estimateSession(session: SessionInput): SessionEstimate {
  const warmUpSeconds = Math.max(WARMUP_MIN_SECONDS, session.warmUpActivities.reduce((s, w) => s + warmUpItemSeconds(w), 0));
  let work = 0;
  let rest = 0;
  let setup = 0;
  for (const e of session.exercises) {
    const sets = Math.max(1, Math.round(e.sets || 1));
    const w = setWork(e.reps);
    work += sets * w.seconds;
    setup += SETUP_SECONDS + (!e.cardio && RE_BARBELL.test(fold(e.name)) ? BARBELL_SETUP_SECONDS : 0);
    if (e.cardio) continue;
    rest += (sets - 1) * (restSeconds(e.rest) ?? defaultRestSeconds(w.reps ?? 10));
  }
  const total = warmUpSeconds + work + rest + setup;
  return { minutes: Math.round(total / 60), warmUpSeconds, workSeconds: work, restSeconds: rest, setupSeconds: setup };
}

// ---------------------------------------------------------------------------------------------
// Weekly hard sets per muscle group

export type VolumeGoal = "hypertrophy" | "strength" | "general";
export type VolumeLevel = "beginner" | "intermediate" | "advanced";

/** Weekly hard sets per muscle group (fractional counting) by goal and level. */
export const WEEKLY_SET_RANGES: Record<VolumeGoal, Record<VolumeLevel, Bounds>> = {
  hypertrophy: { beginner: { min: 6, max: 14 }, intermediate: { min: 8, max: 20 }, advanced: { min: 10, max: 24 } },
  strength: { beginner: { min: 4, max: 12 }, intermediate: { min: 6, max: 16 }, advanced: { min: 8, max: 20 } },
  general: { beginner: { min: 4, max: 10 }, intermediate: { min: 4, max: 14 }, advanced: { min: 6, max: 16 } },
};

/** Groups that must reach the minimum: every plan trains them. */
export const MIN_VOLUME_GROUPS = ["chest", "back", "quadriceps", "glutes"] as const satisfies readonly MuscleGroup[];
/** Groups held to the maximum (core has its own bound; cardiovascular/full_body are not counted). */
export const MAX_VOLUME_GROUPS = [
  "chest", "back", "shoulders", "biceps", "triceps", "forearms", "glutes", "quadriceps", "hamstrings", "calves", "hips",
] as const satisfies readonly MuscleGroup[];

/** Set credit for a muscle group listed first (primary) and later (synergist). */
export const PRIMARY_SET_CREDIT = 1;
export const SECONDARY_SET_CREDIT = 0.5;

/** Minutes of warm-up and minutes per hard set used for the weekly set budget. */
export const BUDGET_WARMUP_MINUTES = 7;
export const BUDGET_MINUTES_PER_SET = 2;
/** Share of the weekly set budget one minimum group may claim (4 groups + core, arms, rest). */
export const BUDGET_GROUP_SHARE = 1 / 5;
export const MIN_GROUP_FLOOR = 2;

/** Core sets per week: at most this many (more with injury prevention or back problems) … */
export const CORE_MAX_SETS = 12;
export const CORE_MAX_SETS_PREVENTION = 16;
/** … and at most this share of the week's hard sets (never below CORE_MIN_CAP). */
export const CORE_MAX_SHARE = 0.25;
export const CORE_MIN_CAP = 4;

/** Muscle building wins, then performance; everything else is general fitness volume. */
export function volumeGoalOf(goals: readonly MainGoal[]): VolumeGoal {
  if (goals.includes("muscle_building")) return "hypertrophy";
  if (goals.includes("performance")) return "strength";
  return "general";
}

export function volumeLevelOf(level: TrainingLevel): VolumeLevel {
  return level === "advanced" ? "advanced" : level === "intermediate" ? "intermediate" : "beginner";
}

export interface VolumeProfile {
  main_goals: readonly MainGoal[];
  training_level: TrainingLevel;
  training_frequency: TrainingFrequency;
  session_duration: SessionDuration;
  /** Back problems raise the core bound like injury prevention does. */
  backProblems?: boolean;
  /**
   * Weekly core sets the customer's conditions require (pelvic-floor work in pregnancy, trunk
   * stability for back problems: app/domain/coaching/safety.ts requiredCoreSets); the core bound
   * never falls below them.
   */
  requiredCoreSets?: number;
}

export interface WeeklySetTargets {
  goal: VolumeGoal;
  level: VolumeLevel;
  range: Bounds;
  /** Hard sets a week the booked days and minutes allow. */
  budget: number;
  /** Minimum for each MIN_VOLUME_GROUPS group: the range's minimum, capped by the budget. */
  minPerGroup: number;
  maxPerGroup: number;
  /** Absolute core ceiling before the share rule (coreLimit applies both). */
  coreMax: number;
  /** Core sets the conditions require: the core bound is never below them. */
  coreRequired: number;
}

/**
 * Weekly set targets for a customer. The minimum is the goal/level minimum, but never more than
 * a fifth of the weekly set budget (days × (window max − 7 min) / 2 min) and never below 2: two
 * 30-minute sessions cannot hold 8 sets for each of four groups, but they can hold 4.
 */
export function weeklySetTargets(p: VolumeProfile): WeeklySetTargets {
  const goal = volumeGoalOf(p.main_goals);
  const level = volumeLevelOf(p.training_level);
  const range = WEEKLY_SET_RANGES[goal][level];
  const days = TRAINING_DAYS_PER_WEEK[p.training_frequency].min;
  const window = SESSION_WINDOWS[p.session_duration];
  const budget = days * Math.floor((window.max - BUDGET_WARMUP_MINUTES) / BUDGET_MINUTES_PER_SET);
  const minPerGroup = Math.max(MIN_GROUP_FLOOR, Math.min(range.min, Math.floor(budget * BUDGET_GROUP_SHARE)));
  const prevention = p.main_goals.includes("injury_prevention") || p.backProblems === true;
  const coreMax = prevention ? CORE_MAX_SETS_PREVENTION : CORE_MAX_SETS;
  return { goal, level, range, budget, minPerGroup, maxPerGroup: range.max, coreMax, coreRequired: p.requiredCoreSets ?? 0 };
}

/**
 * The core bound for a week with this many hard sets in total: at most coreMax and a quarter of the
 * week's hard sets (never below CORE_MIN_CAP) — and never below the core work the conditions
 * require (two conditions' 4 + 4 sets in a short week: else no plan could meet both rules).
 */
export function coreLimit(targets: Pick<WeeklySetTargets, "coreMax"> & Partial<Pick<WeeklySetTargets, "coreRequired">>, totalHardSets: number): number {
  const share = Math.min(targets.coreMax, Math.max(CORE_MIN_CAP, Math.floor(totalHardSets * CORE_MAX_SHARE)));
  return Math.max(share, targets.coreRequired ?? 0);
}

export interface SetCountInput {
  sets: number;
  /** Primary group first, then synergists (the exercise database's order). */
  muscleGroups: readonly MuscleGroup[];
}

/**
 * Weekly sets per muscle group with fractional counting (primary 1, synergists ½). Core counts
 * direct work only (a squat's bracing is not a core set).
 */
export function countSetsByGroup(rows: readonly SetCountInput[]): Partial<Record<MuscleGroup, number>> {
  const out: Partial<Record<MuscleGroup, number>> = {};
  for (const r of rows) {
    r.muscleGroups.forEach((g, i) => {
      if (i > 0 && g === "core") return;
      out[g] = (out[g] ?? 0) + r.sets * (i === 0 ? PRIMARY_SET_CREDIT : SECONDARY_SET_CREDIT);
    });
  }
  return out;
}

export interface VolumeFinding {
  group: MuscleGroup;
  sets: number;
  bound: number;
  problem: "below" | "above";
}

/** Groups below their minimum or above their maximum, and core above its bound. */
export function volumeFindings(bySets: Partial<Record<MuscleGroup, number>>, targets: WeeklySetTargets, totalHardSets: number): VolumeFinding[] {
  const out: VolumeFinding[] = [];
  for (const g of MIN_VOLUME_GROUPS) {
    const s = bySets[g] ?? 0;
    if (s < targets.minPerGroup) out.push({ group: g, sets: s, bound: targets.minPerGroup, problem: "below" });
  }
  for (const g of MAX_VOLUME_GROUPS) {
    const s = bySets[g] ?? 0;
    if (s > targets.maxPerGroup) out.push({ group: g, sets: s, bound: targets.maxPerGroup, problem: "above" });
  }
  const core = bySets.core ?? 0;
  const limit = coreLimit(targets, totalHardSets);
  if (core > limit) out.push({ group: "core", sets: core, bound: limit, problem: "above" });
  return out;
}
