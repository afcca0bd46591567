/**
 * "Letztes Mal": what the customer logged for the same exercise in the previous plan, so a follow-up
 * plan can start from it. Matched by the exercise's normalised name; of several days with that
 * exercise, the last one logged counts (the most recent performance).
 */
import { normalizeName } from "../plan/names";
import type { LoggedSet } from "./logged-set";
import type { SetValues } from "./progress";

export interface LastTimeSet {
  setNumber: number;
  reps: string;
  weight: number;
}

/** Per normalised exercise name: the completed sets of its last occurrence (latest day, then position), by set number. */
export function lastTimeIndex(previous: readonly LoggedSet[]): Map<string, LastTimeSet[]> {
  const last = new Map<string, { day: number; order: number }>();
  const done = previous.filter((r) => r.completed && normalizeName(r.exercise_name));
  for (const r of done) {
    const name = normalizeName(r.exercise_name);
    const seen = last.get(name);
    if (!seen || r.day > seen.day || (r.day === seen.day && r.exercise_order > seen.order)) last.set(name, { day: r.day, order: r.exercise_order });
  }
  const out = new Map<string, LastTimeSet[]>();
  for (const r of done) {
    const name = normalizeName(r.exercise_name);
    const at = last.get(name)!;
    if (r.day !== at.day || r.exercise_order !== at.order) continue;
    const sets = out.get(name) ?? [];
    sets.push({ setNumber: r.set_number, reps: r.actual_reps?.trim() ?? "", weight: Number(r.actual_weight ?? 0) || 0 });
    out.set(name, sets);
  }
  for (const sets of out.values()) sets.sort((a, b) => a.setNumber - b.setNumber);
  return out;
}

export function lastTimeFor(index: ReadonlyMap<string, LastTimeSet[]>, exerciseName: string): LastTimeSet[] | null {
  const sets = index.get(normalizeName(exerciseName));
  return sets && sets.length > 0 ? sets : null;
}

/**
 * Copies last time's reps and weight into the sets not touched yet (not done, weight as prescribed or
 * none, reps as prescribed). Returns the new sets and the numbers of those that changed.
 */
export function applyLastTime(
  sets: readonly SetValues[],
  prescribed: readonly SetValues[],
  last: readonly LastTimeSet[],
): { sets: SetValues[]; changed: number[] } {
  const changed: number[] = [];
  const next = sets.map((s, i) => {
    const source = last.find((l) => l.setNumber === i + 1) ?? last[last.length - 1];
    const p = prescribed[i];
    const untouched = !s.completed && (s.reps === (p?.reps ?? "") || s.reps.trim() === "") && (s.weight === (p?.weight ?? 0) || s.weight === 0);
    if (!source || !untouched) return s;
    const value = { reps: source.reps || s.reps, weight: source.weight || s.weight, completed: false };
    if (value.reps !== s.reps || value.weight !== s.weight) changed.push(i + 1);
    return value;
  });
  return { sets: next, changed };
}
