/**
 * A follow-up draft compared with the plan before it, exercise by exercise, for the coach (spec part
 * 2 §2.5, §4 "complete plan"): what changed in sets, reps, weight and rest, what is new or dropped,
 * and why — the progression notes the generator (or the AI) wrote into the draft's Hinweise column
 * and its "Hinweise zur Progression" tail — next to what the customer logged last time.
 *
 * Pairing, per day number (day d of the draft with day d of the previous plan):
 * 1. the same exercise (by name, after the caller's canonical mapping) on the same day; when it
 *    occurs several times, each draft occurrence takes the previous one nearest in position;
 * 2. the same exercise on another day (it moved), among what is still unpaired;
 * 3. what remains on a day is paired in order, slot by slot ("replaced");
 * 4. the rest is new (draft only) or dropped (previous plan only).
 *
 * Pure: the caller parses both plans (with the exercise lookup) and passes the previous plan's logged sets.
 */
import { fold } from "~/domain/coaching/text";
import { progressionTail } from "~/domain/plan/parser";
import type { ParsedDay, ParsedExercise, ParsedPlan } from "~/domain/plan/types";
import type { LoggedSet } from "~/domain/training/logged-set";
import { completedSets } from "~/domain/training/submission";
import { reasonNotes } from "./change-notes";

export interface ExerciseSpec {
  name: string;
  sets: number;
  reps: string;
  /** Kilograms as the plan text states them (a dumbbell pair "2×12,5 kg" is 12.5); 0 = none. */
  weight: number;
  rest: string;
  notes: string;
}

export type ChangeKind = "same" | "changed" | "replaced" | "new" | "dropped";

export interface FieldChange<T> {
  from: T;
  to: T;
}

export interface SpecDiff {
  sets?: FieldChange<number>;
  reps?: FieldChange<string>;
  weight?: FieldChange<number> & { direction: "up" | "down" };
  rest?: FieldChange<string>;
}

export interface LoggedSetView {
  setNumber: number;
  reps: string | null;
  weight: number;
}

export interface LastTime {
  /** The exercise the sets belong to (for a replaced exercise: the one it replaced). */
  name: string;
  /** The previous plan's day whose completed sets are shown. */
  day: number;
  sets: LoggedSetView[];
  /** Sets the previous plan prescribed there (null when the exercise was not paired with one). */
  plannedSets: number | null;
  /** Every prescribed set was completed. */
  allSetsDone: boolean;
  /** Reps and weight when every completed set had the same. */
  uniform: { reps: string | null; weight: number } | null;
  /** The heaviest completed set of the exercise in the whole previous plan (more reps win a tie). */
  best: { day: number; reps: string | null; weight: number };
}

export interface ExerciseComparison {
  kind: ChangeKind;
  /** Position (0-based) on the draft's day; for a dropped exercise its position in the previous plan. */
  position: number;
  before: ExerciseSpec | null;
  after: ExerciseSpec | null;
  /** Set when the previous exercise stood on another day. */
  movedFrom: { day: number; position: number } | null;
  diff: SpecDiff;
  /** Why, in the plan's own words: progression notes of the draft for this exercise. */
  reasons: string[];
  lastTime: LastTime | null;
}

export interface DayComparison {
  day: number;
  /** null when that plan has no such day. */
  titleBefore: string | null;
  titleAfter: string | null;
  restBefore: boolean;
  restAfter: boolean;
  exercises: ExerciseComparison[];
}

export interface ComparisonSummary {
  same: number;
  changed: number;
  replaced: number;
  added: number;
  dropped: number;
  moved: number;
  weightUp: number;
  weightDown: number;
}

export interface PlanComparison {
  days: DayComparison[];
  /** Progression notes of the draft that concern no single exercise. */
  notes: string[];
  summary: ComparisonSummary;
  /** No day could be read (the parser's placeholder day stands in). */
  draftUnreadable: boolean;
  previousUnreadable: boolean;
}

export interface CompareInput {
  previous: ParsedPlan;
  draft: ParsedPlan;
  /** The draft's plan text, for its "Hinweise zur Progression" tail. */
  draftText: string;
  /** Everything logged for the previous plan (duplicates and open sets are handled here). */
  previousProgress: readonly LoggedSet[];
  /** Maps a plan's exercise name to the database's name, so spellings of one exercise pair up. */
  canonicalName?: (name: string) => string;
}

// ───────────────────────────────────────────────────────────────────────────── comparison

const keyOf = (name: string, canonical: (n: string) => string): string => fold(canonical(name)).replace(/ /g, "");

function specOf(e: ParsedExercise): ExerciseSpec {
  return { name: e.name, sets: e.sets, reps: e.reps, weight: e.weight, rest: e.rest, notes: e.notes };
}

const repsKey = (s: string) => fold(s).replace(/ /g, "");
const restKey = (s: string) =>
  fold(s)
    .replace(/\b(?:sekunden|sekunde|sek|secs?|seconds?)\b/g, "s")
    .replace(/\b(?:minuten|minute|mins?|minutes)\b/g, "min")
    .replace(/ /g, "");

export function diffSpecs(before: ExerciseSpec, after: ExerciseSpec): SpecDiff {
  const diff: SpecDiff = {};
  if (before.sets !== after.sets) diff.sets = { from: before.sets, to: after.sets };
  if (repsKey(before.reps) !== repsKey(after.reps)) diff.reps = { from: before.reps, to: after.reps };
  if (Math.abs(before.weight - after.weight) > 1e-9) {
    diff.weight = { from: before.weight, to: after.weight, direction: after.weight > before.weight ? "up" : "down" };
  }
  if (restKey(before.rest) !== restKey(after.rest)) diff.rest = { from: before.rest, to: after.rest };
  return diff;
}

interface Slot {
  day: number;
  position: number;
  exercise: ParsedExercise;
  key: string;
}

interface Pair {
  before: Slot | null;
  after: Slot | null;
  replaced: boolean;
}

function slotsOf(plan: ParsedPlan, canonical: (n: string) => string): Map<number, Slot[]> {
  const out = new Map<number, Slot[]>();
  if (plan.isPlaceholder) return out;
  for (const d of plan.days) {
    if (d.isRestDay) continue;
    out.set(
      d.day,
      d.exercises.map((exercise, position) => ({ day: d.day, position, exercise, key: keyOf(exercise.name, canonical) })),
    );
  }
  return out;
}

/** The pairs of the algorithm in the module comment, keyed by draft day (dropped ones by their own day). */
function pairExercises(before: Map<number, Slot[]>, after: Map<number, Slot[]>): Map<number, Pair[]> {
  const used = new Set<Slot>();
  const pairs = new Map<number, Pair[]>();
  const add = (day: number, pair: Pair) => pairs.set(day, [...(pairs.get(day) ?? []), pair]);
  const paired = new Set<Slot>();

  // 1. Same day, same exercise, nearest position.
  for (const [day, slots] of after) {
    for (const a of slots) {
      const candidates = (before.get(day) ?? []).filter((b) => !used.has(b) && b.key === a.key);
      if (candidates.length === 0) continue;
      const b = candidates.reduce((best, c) => (Math.abs(c.position - a.position) < Math.abs(best.position - a.position) ? c : best));
      used.add(b);
      paired.add(a);
      add(day, { before: b, after: a, replaced: false });
    }
  }
  // 2. The same exercise on another day (moved), earliest day first.
  const leftovers = [...before.values()].flat().filter((b) => !used.has(b));
  for (const [day, slots] of after) {
    for (const a of slots) {
      if (paired.has(a)) continue;
      const b = leftovers.find((l) => !used.has(l) && l.key === a.key);
      if (!b) continue;
      used.add(b);
      paired.add(a);
      add(day, { before: b, after: a, replaced: false });
    }
  }
  // 3./4. What remains on a day: slot by slot, then new or dropped.
  const days = new Set([...before.keys(), ...after.keys()]);
  for (const day of days) {
    const restAfter = (after.get(day) ?? []).filter((a) => !paired.has(a));
    const restBefore = (before.get(day) ?? []).filter((b) => !used.has(b));
    const n = Math.max(restAfter.length, restBefore.length);
    for (let i = 0; i < n; i++) {
      const a = restAfter[i] ?? null;
      const b = restBefore[i] ?? null;
      add(day, { before: b, after: a, replaced: a !== null && b !== null });
    }
  }
  return pairs;
}

/** Completed sets per exercise key, each set once (newest version), in plan order. */
function logsByKey(progress: readonly LoggedSet[], canonical: (n: string) => string): Map<string, LoggedSet[]> {
  const out = new Map<string, LoggedSet[]>();
  for (const s of completedSets(progress)) {
    const k = keyOf(s.exercise_name, canonical);
    out.set(k, [...(out.get(k) ?? []), s]);
  }
  return out;
}

const weightOf = (s: LoggedSet) => Number(s.actual_weight ?? 0) || 0;
const repsNumber = (s: LoggedSet) => {
  const m = /\d+(?:[.,]\d+)?/.exec(s.actual_reps ?? "");
  return m ? Number(m[0].replace(",", ".")) : 0;
};

/**
 * What the customer logged for an exercise last time: the completed sets at the paired slot of the
 * previous plan, else of the latest day the exercise was logged; and the best set of the whole plan.
 */
export function lastTimeOf(
  name: string,
  logs: readonly LoggedSet[],
  slot: { day: number; position: number; sets: number } | null,
): LastTime | null {
  if (logs.length === 0) return null;
  const atSlot = slot ? logs.filter((s) => s.day === slot.day && s.exercise_order === slot.position) : [];
  let sets = atSlot;
  if (sets.length === 0) {
    const latest = logs.reduce((a, b) => (b.day > a.day || (b.day === a.day && b.exercise_order > a.exercise_order) ? b : a));
    sets = logs.filter((s) => s.day === latest.day && s.exercise_order === latest.exercise_order);
  }
  const view = sets.map((s) => ({ setNumber: s.set_number, reps: s.actual_reps?.trim() || null, weight: weightOf(s) }));
  const first = view[0]!;
  const uniform = view.every((v) => v.reps === first.reps && v.weight === first.weight) ? { reps: first.reps, weight: first.weight } : null;
  const best = logs.reduce((a, b) => (weightOf(b) > weightOf(a) || (weightOf(b) === weightOf(a) && repsNumber(b) > repsNumber(a)) ? b : a));
  const plannedSets = slot && atSlot.length > 0 ? slot.sets : null;
  return {
    name,
    day: sets[0]!.day,
    sets: view,
    plannedSets,
    allSetsDone: plannedSets !== null && view.length >= plannedSets,
    uniform,
    best: { day: best.day, reps: best.actual_reps?.trim() || null, weight: weightOf(best) },
  };
}

/** Tail lines about one exercise ("Bankdrücken: alle Sätze …", "A ersetzt durch B (…)"), by key; the rest general. */
function assignTail(lines: readonly string[], keys: ReadonlySet<string>, canonical: (n: string) => string) {
  const byKey = new Map<string, string[]>();
  const general: string[] = [];
  const attach = (k: string, line: string) => byKey.set(k, [...(byKey.get(k) ?? []), line]);
  for (const line of lines) {
    const hits = new Set<string>();
    const replaced = /^(.+?) ersetzt durch (.+?)(?: \(.*\))?\.?$/i.exec(line);
    if (replaced) {
      for (const name of [replaced[1]!, replaced[2]!]) {
        const k = keyOf(name, canonical);
        if (keys.has(k)) hits.add(k);
      }
    }
    const colon = line.indexOf(":");
    if (hits.size === 0 && colon > 0) {
      const k = keyOf(line.slice(0, colon), canonical);
      if (keys.has(k)) hits.add(k);
    }
    if (hits.size === 0) {
      // AI wording: the longest exercise name the line mentions.
      const text = fold(line).replace(/ /g, "");
      const mentioned = [...keys].filter((k) => k.length >= 6 && text.includes(k)).sort((a, b) => b.length - a.length);
      if (mentioned[0]) hits.add(mentioned[0]);
    }
    if (hits.size === 0) general.push(line);
    for (const k of hits) attach(k, line);
  }
  return { byKey, general };
}

function dayInfo(plan: ParsedPlan, day: number): ParsedDay | undefined {
  return plan.isPlaceholder ? undefined : plan.days.find((d) => d.day === day);
}

export function comparePlans(input: CompareInput): PlanComparison {
  const canonical = input.canonicalName ?? ((n: string) => n);
  const before = slotsOf(input.previous, canonical);
  const after = slotsOf(input.draft, canonical);
  const pairs = pairExercises(before, after);
  const logs = logsByKey(input.previousProgress, canonical);
  const keys = new Set([...before.values(), ...after.values()].flat().map((s) => s.key));
  const draftKeys = new Set([...after.values()].flat().map((s) => s.key));
  const tail = assignTail(progressionTail(input.draftText), keys, canonical);

  const summary: ComparisonSummary = { same: 0, changed: 0, replaced: 0, added: 0, dropped: 0, moved: 0, weightUp: 0, weightDown: 0 };
  const dayNumbers = new Set<number>([
    ...(input.previous.isPlaceholder ? [] : input.previous.days.map((d) => d.day)),
    ...(input.draft.isPlaceholder ? [] : input.draft.days.map((d) => d.day)),
  ]);
  const days: DayComparison[] = [...dayNumbers]
    .sort((a, b) => a - b)
    .map((day) => {
      const prevDay = dayInfo(input.previous, day);
      const draftDay = dayInfo(input.draft, day);
      const exercises = (pairs.get(day) ?? []).map((pair): ExerciseComparison => {
        const b = pair.before;
        const a = pair.after;
        const beforeSpec = b ? specOf(b.exercise) : null;
        const afterSpec = a ? specOf(a.exercise) : null;
        const kind: ChangeKind = !a ? "dropped" : !b ? "new" : pair.replaced ? "replaced" : "same";
        const diff = a && b && !pair.replaced ? diffSpecs(beforeSpec!, afterSpec!) : {};
        const finalKind: ChangeKind = kind === "same" && Object.keys(diff).length > 0 ? "changed" : kind;
        const subject = a ?? b!;
        const reasons = [
          ...(a ? reasonNotes(a.exercise.notes) : []),
          ...(tail.byKey.get(subject.key) ?? []),
          // A replaced exercise that left the plan altogether: the draft's decision about it.
          ...(pair.replaced && b && !draftKeys.has(b.key) ? (tail.byKey.get(b.key) ?? []) : []),
        ];
        // Last time: what was done in the previous plan's slot (also for a replacement), else by name.
        const lastTime = b
          ? lastTimeOf(b.exercise.name, logs.get(b.key) ?? [], { day: b.day, position: b.position, sets: b.exercise.sets })
          : lastTimeOf(a!.exercise.name, logs.get(a!.key) ?? [], null);
        const movedFrom = a && b && !pair.replaced && b.day !== a.day ? { day: b.day, position: b.position } : null;
        summary[finalKind === "new" ? "added" : finalKind]++;
        if (movedFrom) summary.moved++;
        if (diff.weight?.direction === "up") summary.weightUp++;
        if (diff.weight?.direction === "down") summary.weightDown++;
        return {
          kind: finalKind,
          position: subject.position,
          before: beforeSpec,
          after: afterSpec,
          movedFrom,
          diff,
          reasons: [...new Set(reasons)],
          lastTime,
        };
      });
      // Draft order; dropped exercises after the draft's, in their previous order.
      exercises.sort((x, y) => Number(x.kind === "dropped") - Number(y.kind === "dropped") || x.position - y.position);
      return {
        day,
        titleBefore: prevDay?.title ?? null,
        titleAfter: draftDay?.title ?? null,
        restBefore: prevDay?.isRestDay ?? false,
        restAfter: draftDay?.isRestDay ?? false,
        exercises,
      };
    });
  return {
    days,
    notes: tail.general,
    summary,
    draftUnreadable: input.draft.isPlaceholder,
    previousUnreadable: input.previous.isPlaceholder,
  };
}
