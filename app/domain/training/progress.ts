/**
 * Per-set progress of one plan, as the plan view holds it and the server stores it: the rules of spec
 * part 2 §4/§5 (weight entry, the weight propagation of follow-up plans) and the merge of changes
 * that arrive late or twice (the newer change of a set wins; a repeated change changes nothing).
 * Pure: no I/O, no clock (times are passed in).
 */
import type { ParsedExercise } from "~/domain/plan/types";
import type { LoggedSet } from "./logged-set";
import { numericSetValue } from "./set-entry";

/** Limits of one set change (also enforced by the database's CHECK constraints). */
export const PROGRESS_LIMITS = {
  maxDay: 14,
  maxExerciseOrder: 49,
  maxSetNumber: 20,
  repsMax: 50,
  weightMax: 1000,
  /** Weights are kept as typed in this step (issue 24: 12,25 kg stays 12,25; the spec's 0.5 was too coarse for small plates). */
  weightStep: 0.25,
  /** Sets a customer may add to an exercise beyond the plan's (capped by maxSetNumber). */
  extraSets: 5,
  /** At most this many set changes in one request (a whole day ticked offline fits easily). */
  batchMax: 500,
  /** At most this many swaps in one request (one per slot of a 14-day plan is far below). */
  swapBatchMax: 100,
} as const;

/** Where a set lives in a plan: day, the exercise's position on that day, and its 1-based number. */
export interface SetAddress {
  day: number;
  exerciseOrder: number;
  setNumber: number;
}

/** What the customer entered for one set. Weight 0 means "no weight entered" (spec §5). */
export interface SetValues {
  reps: string;
  weight: number;
  completed: boolean;
}

/** One change of one set, as the browser queues it and the server stores it. */
export interface SetChange extends SetAddress, SetValues {
  exerciseName: string;
  /** When the change was made on the device, in ms since the epoch. */
  changedAt: number;
}

export function setKey(a: SetAddress): string {
  return `${a.day}:${a.exerciseOrder}:${a.setNumber}`;
}

export function exerciseKey(day: number, exerciseOrder: number): string {
  return `${day}:${exerciseOrder}`;
}

/**
 * A weight as typed: "22,5" and "22.5" alike; empty or not a number → 0 (spec §5); negative → 0;
 * rounded to the 0.25 kg step (so "12,25" stays 12.25); capped at the limit.
 */
export function parseWeightInput(text: string): number {
  const cleaned = text.trim().replace(/\s*kg$/i, "").replace(",", ".");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return 0;
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(PROGRESS_LIMITS.weightMax, Math.round(value / PROGRESS_LIMITS.weightStep) * PROGRESS_LIMITS.weightStep);
}

/** The weight as the input shows it: empty for 0 (spec §2.3), else with the page language's decimal mark. */
export function formatWeightInput(weight: number, decimalMark: "," | "."): string {
  if (!weight) return "";
  const text = String(Math.round(weight * 100) / 100);
  return decimalMark === "," ? text.replace(".", ",") : text;
}

/**
 * The sets of one exercise before anything was logged: empty and not done (issue 24: the plan's
 * "8-12" is a suggestion shown in the row, never a value that could be stored).
 */
export function initialSets(exercise: Pick<ParsedExercise, "setsData">): SetValues[] {
  return exercise.setsData.map(() => ({ reps: "", weight: 0, completed: false }));
}

/** How many sets an exercise may have: the plan's, plus a few the customer adds (at most maxSetNumber). */
export function maxSetsOf(prescribedSets: number): number {
  return Math.min(PROGRESS_LIMITS.maxSetNumber, prescribedSets + PROGRESS_LIMITS.extraSets);
}

/** One more, empty set at the end (nothing when the limit is reached). */
export function addSet(sets: readonly SetValues[], prescribedSets: number): SetValues[] | null {
  if (sets.length >= maxSetsOf(prescribedSets)) return null;
  return [...sets, { reps: "", weight: 0, completed: false }];
}

/**
 * Entering a weight (spec §4 "Weight entry"): on a plan after the first, set 1's weight is copied to
 * every later set of the exercise that has no weight yet; otherwise (and always on the first plan)
 * only that set changes. Returns the new sets and the numbers (1-based) of the sets that changed.
 */
export function applyWeightEntry(
  sets: readonly SetValues[],
  setNumber: number,
  weight: number,
  isFirstPlan: boolean,
): { sets: SetValues[]; changed: number[] } {
  // Untouched sets keep their objects: their rows are not redrawn (decision 0133).
  const next = sets.slice();
  const index = setNumber - 1;
  if (!next[index]) return { sets: next, changed: [] };
  next[index] = { ...next[index], weight };
  const changed = [setNumber];
  if (!isFirstPlan && setNumber === 1 && weight > 0) {
    for (let i = 1; i < next.length; i++) {
      if (next[i]!.weight === 0) {
        next[i] = { ...next[i]!, weight };
        changed.push(i + 1);
      }
    }
  }
  return { sets: next, changed };
}

/** The master checkbox: every set of the exercise done, or none. */
export function setAllCompleted(sets: readonly SetValues[], completed: boolean): { sets: SetValues[]; changed: number[] } {
  const changed: number[] = [];
  const next = sets.map((s, i) => {
    if (s.completed !== completed) changed.push(i + 1);
    return { ...s, completed };
  });
  return { sets: next, changed };
}

/**
 * The time a set change is ordered by (decision 0092): the device's change time, unless it lies after
 * the moment the server received the change — a device clock ahead of the server's cannot have made
 * the change later than that, so such a change counts as made when it arrived. A correct change sent
 * after it therefore wins, and a wrong device clock never makes a change win over later ones.
 */
export function clampChangeTime(changedAt: number, receivedAt: number): number {
  return Math.min(changedAt, receivedAt);
}

/**
 * Last writer wins per set: of several changes of one set, the newest (by device time) stays; of two
 * with the same time, the later in the list (a repeat changes nothing). The server does the same with
 * an upsert that only overwrites an older row.
 */
export function mergeChanges(changes: Iterable<SetChange>): SetChange[] {
  const latest = new Map<string, SetChange>();
  for (const change of changes) {
    const key = setKey(change);
    const prev = latest.get(key);
    if (!prev || change.changedAt >= prev.changedAt) latest.set(key, change);
  }
  return [...latest.values()];
}

/** Whether a stored version of a set is replaced by an incoming change (the server's upsert condition). */
export function isNewer(incoming: Pick<SetChange, "changedAt">, stored: { changedAt: number } | undefined): boolean {
  return !stored || incoming.changedAt > stored.changedAt;
}

/** Stored logged sets of one plan as the view's state: day/exercise → sets (1-based set number − 1). */
export function progressByExercise(rows: readonly LoggedSet[]): Map<string, Map<number, SetValues>> {
  const out = new Map<string, Map<number, SetValues>>();
  for (const r of rows) {
    const key = exerciseKey(r.day, r.exercise_order);
    let sets = out.get(key);
    if (!sets) out.set(key, (sets = new Map()));
    // Values stored before sets were numbers only ("8-12") show as their number.
    sets.set(r.set_number, { reps: numericSetValue(r.actual_reps), weight: Number(r.actual_weight ?? 0) || 0, completed: r.completed });
  }
  return out;
}

/** The sets of an exercise: the plan's (empty), overlaid with what was logged, plus the sets the customer added. */
export function setsFor(exercise: Pick<ParsedExercise, "setsData">, logged: Map<number, SetValues> | undefined): SetValues[] {
  const prescribed = exercise.setsData.length;
  const added = Math.max(0, ...[...(logged?.keys() ?? [])].filter((n) => n <= maxSetsOf(prescribed)));
  const count = Math.max(prescribed, added);
  return Array.from({ length: count }, (_, i) => logged?.get(i + 1) ?? { reps: "", weight: 0, completed: false });
}

/** Share of prescribed sets marked done (0–1), e.g. for the coach's compliance figure. */
export function compliance(prescribedSets: number, rows: readonly LoggedSet[]): number {
  if (prescribedSets <= 0) return 0;
  const done = new Set(rows.filter((r) => r.completed).map((r) => `${r.day}:${r.exercise_order}:${r.set_number}`)).size;
  return Math.min(1, done / prescribedSets);
}
