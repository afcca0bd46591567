/**
 * "Letztes Mal": what the customer did the last time in the same exercise — earlier in this plan
 * (days 5, 8 and 12 often repeat day 1) or, before that, in an earlier plan — and the best sets so
 * far, for the records of a workout. Exercises are matched by their normalised name; of several
 * sessions the latest counts (in this plan: the highest earlier day; across plans: the newest plan,
 * its highest day, the later position on that day). Pure: no I/O.
 */
import { fold } from "~/domain/coaching/text";
import type { LoggedSet } from "./logged-set";
import { numericSetValue } from "./set-entry";
import type { SetValues } from "./progress";

export interface LastTimeSet {
  setNumber: number;
  reps: string;
  weight: number;
}

/** The best of an exercise so far: estimated one-rep maximum and heaviest weight (kg, 0 = none). */
export interface ExerciseBest {
  e1rm: number;
  weight: number;
}

/** Per normalised exercise name, from the customer's earlier plans: the last session and the best. */
export interface ExerciseHistory {
  last: LastTimeSet[];
  best: ExerciseBest;
}
export type HistoryIndex = Record<string, ExerciseHistory>;

/** Epley's estimate of the one-rep maximum; 0 without weight or with reps outside 1–30 (not a strength set). */
export function estimatedOneRepMax(reps: string, weight: number): number {
  const r = Number(numericSetValue(reps));
  if (!(weight > 0) || !(r >= 1) || r > 30) return 0;
  return r === 1 ? weight : Math.round(weight * (1 + r / 30) * 100) / 100;
}

const counts = (r: LoggedSet) => r.completed && fold(r.exercise_name) !== "";

function bestOf(rows: readonly LoggedSet[], into: ExerciseBest = { e1rm: 0, weight: 0 }): ExerciseBest {
  for (const r of rows) {
    const weight = Number(r.actual_weight ?? 0) || 0;
    into.e1rm = Math.max(into.e1rm, estimatedOneRepMax(r.actual_reps ?? "", weight));
    into.weight = Math.max(into.weight, weight);
  }
  return into;
}

/** The sets of the latest session among `rows` (one exercise's completed sets), by set number. */
function latestSession(rows: readonly LoggedSet[]): LastTimeSet[] {
  let at: { day: number; order: number } | null = null;
  for (const r of rows) if (!at || r.day > at.day || (r.day === at.day && r.exercise_order > at.order)) at = { day: r.day, order: r.exercise_order };
  return rows
    .filter((r) => at && r.day === at.day && r.exercise_order === at.order)
    .map((r) => ({ setNumber: r.set_number, reps: numericSetValue(r.actual_reps), weight: Number(r.actual_weight ?? 0) || 0 }))
    .sort((a, b) => a.setNumber - b.setNumber);
}

function byName(rows: readonly LoggedSet[]): Map<string, LoggedSet[]> {
  const out = new Map<string, LoggedSet[]>();
  for (const r of rows) {
    if (!counts(r)) continue;
    const name = fold(r.exercise_name);
    const list = out.get(name) ?? [];
    list.push(r);
    out.set(name, list);
  }
  return out;
}

/** The history of earlier plans (any order): the last session comes from the newest plan that has the exercise. */
export function historyIndex(plans: readonly { sequence: number; sets: readonly LoggedSet[] }[]): HistoryIndex {
  const out: HistoryIndex = {};
  for (const plan of [...plans].sort((a, b) => a.sequence - b.sequence)) {
    for (const [name, rows] of byName(plan.sets)) {
      const best = bestOf(rows, out[name]?.best ?? { e1rm: 0, weight: 0 });
      out[name] = { last: latestSession(rows), best };
    }
  }
  return out;
}

/**
 * Last time for an exercise on `day` of the current plan: its latest session on an earlier day of
 * this plan (`current`: this plan's logged sets), else the last session of an earlier plan; null when
 * there is none.
 */
export function lastTimeFor(history: HistoryIndex, current: readonly LoggedSet[], day: number, exerciseName: string): LastTimeSet[] | null {
  const name = fold(exerciseName);
  const earlier = current.filter((r) => r.day < day && counts(r) && fold(r.exercise_name) === name);
  const sets = earlier.length > 0 ? latestSession(earlier) : (history[name]?.last ?? []);
  return sets.length > 0 ? sets : null;
}

/** The best of an exercise before this workout: earlier plans and the other days of this plan. */
export function bestBefore(history: HistoryIndex, current: readonly LoggedSet[], day: number, exerciseName: string): ExerciseBest {
  const name = fold(exerciseName);
  const base = history[name]?.best ?? { e1rm: 0, weight: 0 };
  return bestOf(
    current.filter((r) => r.day !== day && counts(r) && fold(r.exercise_name) === name),
    { ...base },
  );
}

/**
 * Copies last time's reps and weight into the sets not touched yet (not done, nothing typed).
 * Returns the new sets and the numbers of those that changed.
 */
export function applyLastTime(sets: readonly SetValues[], last: readonly LastTimeSet[]): { sets: SetValues[]; changed: number[] } {
  const changed: number[] = [];
  const next = sets.map((s, i) => {
    const source = last.find((l) => l.setNumber === i + 1) ?? last[last.length - 1];
    const untouched = !s.completed && s.reps === "" && s.weight === 0;
    if (!source || !untouched) return s;
    const value = { reps: source.reps, weight: source.weight, completed: false };
    if (value.reps !== s.reps || value.weight !== s.weight) changed.push(i + 1);
    return value;
  });
  return { sets: next, changed };
}
