/**
 * Exercises the customer skipped every time (decision 0126, coach review round 6): an exercise that
 * was prescribed on at least two days the customer trained, and of which not one set was done on
 * any of them, is avoided for a reason — the floor he cannot get down to, the crunch that is "not my
 * thing". A coach replaces it instead of prescribing it a third time. An exercise skipped once (a
 * tired day, "nur das Nötigste") and done on another day stays; so does a skipped cardio block, which is
 * skipped for time (the time rule in follow-up-time.ts answers that). Pure.
 */
import type { LoggedSet } from "~/domain/training/logged-set";
import type { PrevRow } from "./types";
import { key } from "./util";
import { isCardioExercise as isCardio } from "~/domain/plan/parser";

/** The exclusion reason (German; the plan's line says it in the customer's language). */
export const SKIPPED_REASON = "von Ihnen an jedem Trainingstag ausgelassen";

/** The keys of the previous plan's exercises skipped on every trained day they were prescribed (at least two). */
export function skippedEveryTime(prevRows: readonly PrevRow[], progress: readonly LoggedSet[]): Set<string> {
  const trained = new Set(progress.filter((p) => p.completed).map((p) => p.day));
  const done = new Set(progress.filter((p) => p.completed).map((p) => `${p.day}|${key(p.exercise_name)}`));
  const daysOf = new Map<string, Set<number>>();
  for (const r of prevRows) {
    if (!trained.has(r.day) || isCardio(r.name)) continue;
    const k = key(r.name);
    daysOf.set(k, (daysOf.get(k) ?? new Set()).add(r.day));
  }
  const out = new Set<string>();
  for (const [k, days] of daysOf) if (days.size >= 2 && [...days].every((d) => !done.has(`${d}|${k}`))) out.add(k);
  return out;
}
