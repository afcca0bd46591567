/**
 * The fit pass's measures (app/domain/plan/generator/fit.ts): the limits of a row and a session,
 * the weekly sets per muscle group as the checks count them, and the session estimate of the
 * documented fit rules (app/domain/coaching/fit.ts).
 */
import { MAX_VOLUME_GROUPS, coreLimit, countSetsByGroup, estimateSession, type WeeklySetTargets } from "~/domain/coaching/fit";
import { rowShowsGoal, type RowGoal } from "~/domain/coaching/goals";
import type { ExerciseRecord, MuscleGroup } from "~/domain/exercises/types";
import { isCardioExercise } from "~/domain/plan/parser";
import type { GeneratedDay, GeneratedExerciseRow } from "./types";

/** Highest number of working sets of one row. */
export const MAX_SETS: Record<GeneratedExerciseRow["role"], number> = { main: 5, secondary: 4, accessory: 4, carry: 3, core: 3, cardio: 1 };
/**
 * A once-a-week plan has one session for each group's weekly minimum: its rows may carry one set
 * more (6 for a main lift — still inside the ~10 sets per muscle and session that stay productive).
 */
export const maxSets = (row: GeneratedExerciseRow, week: readonly GeneratedDay[]): number =>
  Math.min(row.maxSets ?? Infinity, MAX_SETS[row.role] + (week.length === 1 && row.role !== "cardio" && row.role !== "core" ? 1 : 0));
/**
 * A full once-a-week session (8 rows, each needed) may give the row a short group leads up to this
 * many sets, where the booked window holds them.
 */
export const FULL_SESSION_MAX_SETS = 8;
/**
 * … and up to this many when nothing else the customer can do leads the group (equipment,
 * conditions and dislikes leave one exercise): the ~10 sets per muscle and session that stay
 * productive, and the highest weekly minimum of the ranges (advanced muscle building).
 */
export const ONLY_EXERCISE_MAX_SETS = 10;
export const MIN_SETS = 2;
/** Longest Zone-2 block that fills a session (long bookings allow more). */
export const maxCardioMinutes = (windowMax: number): number => (windowMax > 120 ? 75 : windowMax > 90 ? 45 : 30);
/**
 * Last resort for a long booking whose sets are capped by the weekly maximum (many sessions, little
 * equipment): the Zone-2 block may grow to this, so the session still fills the booked window.
 */
export const lastResortCardioMinutes = (windowMax: number): number => (windowMax > 120 ? 100 : windowMax > 90 ? 70 : 40);
/** The six gates' session structure: 4–8 exercises, 2–4 warm-up items. */
export const MAX_EXERCISES = 8;
export const MIN_EXERCISES = 4;
export const MAX_WARMUPS = 4;

export interface FitTools {
  recordOf: (name: string) => ExerciseRecord | undefined;
  /** A new row for a muscle group on a day (an exercise not yet on that day), or null. */
  rowFor: (day: GeneratedDay, group: MuscleGroup) => GeneratedExerciseRow | null;
  /** A steady Zone-2 cardio row of the given minutes, or null when none is allowed. */
  cardioRow: (minutes: number) => GeneratedExerciseRow | null;
  /** Rows that must stay (what a condition requires). */
  isRequired: (row: GeneratedExerciseRow) => boolean;
  /** The customer's goals that single rows show (app/domain/coaching/goals.ts rowGoalsOf). */
  rowGoals: readonly RowGoal[];
}

const hashtagOf = (notes: string): string | null => /#[\p{L}]+/u.exec(notes)?.[0]?.toLowerCase() ?? null;
/** A row as the goal rules read it (app/domain/coaching/goals.ts). */
export const goalInput = (r: GeneratedExerciseRow) => ({ name: r.name, hashtag: hashtagOf(r.notes), cardio: isCardio(r), reps: r.reps, notes: r.notes });

/**
 * Whether the row is the week's only row showing one of the customer's goals (the only stability
 * row for injury prevention, the only athletic row for sport support, the only cardio block for
 * health and general fitness): the fit pass keeps it, as the individualization gate looks for it.
 */
export function showsGoalAlone(tools: Pick<FitTools, "rowGoals">, row: GeneratedExerciseRow, week: readonly GeneratedDay[]): boolean {
  return tools.rowGoals.some(
    (g) => rowShowsGoal(g, goalInput(row)) && !week.some((d) => d.exercises.some((o) => o !== row && rowShowsGoal(g, goalInput(o)))),
  );
}

/** The note of a row that carries a group's whole weekly volume in a once-a-week session. */
export const WHOLE_WEEK_NOTE = "mehr Sätze als üblich: der Wochenumfang in Ihrer einen Einheit, gern in zwei Blöcken mit anderen Übungen dazwischen";

/** A row of a week and its day. */
export type WeekRow = { d: GeneratedDay; r: GeneratedExerciseRow };

/** A steady cardio row (not intervals): only these grow into a longer Zone-2 block. */
export const steady = (r: GeneratedExerciseRow) => /Zone 2/.test(r.notes) && !/Intervall/.test(r.notes);
export const isCardio = (r: GeneratedExerciseRow) => r.role === "cardio" || r.pattern === "cardio" || isCardioExercise(r.name);

export function sessionMinutes(day: GeneratedDay): number {
  return estimateSession({
    warmUpActivities: day.warmUp,
    exercises: day.exercises.map((e) => ({ name: e.name, sets: e.sets, reps: e.reps, rest: e.rest, cardio: isCardio(e) })),
  }).minutes;
}

/** Patterns whose rows are no hard sets (as the checks count them). */
export const NON_SET_PATTERNS = new Set(["cardio", "warmup", "mobility"]);

/** The muscle groups a row's sets count for (none for cardio, warm-up and mobility rows). */
export function groupsOf(tools: FitTools, row: GeneratedExerciseRow): MuscleGroup[] {
  if (isCardio(row)) return [];
  const rec = tools.recordOf(row.name);
  if (!rec || NON_SET_PATTERNS.has(rec.movementPattern)) return [];
  return rec.muscleGroups.filter((g) => g !== "cardiovascular" && g !== "full_body");
}

export function weekVolume(tools: FitTools, days: GeneratedDay[]): { bySets: Partial<Record<MuscleGroup, number>>; total: number } {
  const rows = days.flatMap((d) => d.exercises).map((r) => ({ sets: r.sets, muscleGroups: groupsOf(tools, r) })).filter((r) => r.muscleGroups.length > 0);
  return { bySets: countSetsByGroup(rows), total: rows.reduce((s, r) => s + r.sets, 0) };
}

/** The credit one more set of this row adds to each group. */
export function credit(groups: MuscleGroup[], g: MuscleGroup): number {
  const i = groups.indexOf(g);
  if (i < 0 || (i > 0 && g === "core")) return 0;
  return i === 0 ? 1 : 0.5;
}

/** Whether one more set of the row keeps every group at or under its maximum (and core under its bound). */
export function roomFor(tools: FitTools, row: GeneratedExerciseRow, vol: { bySets: Partial<Record<MuscleGroup, number>>; total: number }, t: WeeklySetTargets, times = 1): boolean {
  const groups = groupsOf(tools, row);
  for (const g of groups) {
    const add = credit(groups, g) * times;
    if (add === 0) continue;
    if (g === "core") {
      if ((vol.bySets.core ?? 0) + add > coreLimit(t, vol.total + times)) return false;
    } else if ((MAX_VOLUME_GROUPS as readonly MuscleGroup[]).includes(g) && (vol.bySets[g] ?? 0) + add > t.maxPerGroup) return false;
  }
  return true;
}

/** Whether the day still fits the booked window after the change (the change is undone if not). */
export function fitsAfter(day: GeneratedDay, windowMax: number, change: () => () => void): boolean {
  const undo = change();
  if (sessionMinutes(day) <= windowMax) return true;
  undo();
  return false;
}
