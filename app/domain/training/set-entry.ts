/**
 * What a set row holds and suggests (issue 24): a set is logged with numbers only — repetitions, or
 * minutes, seconds or metres for timed and distance exercises (the unit follows the plan's
 * prescription) — and a set ticked Done without typing stores the suggestion it shows: last time's
 * numbers, else the prescription's target (the lower end of a range, never the range itself).
 * Pure: no I/O.
 */
import type { ParsedExercise } from "~/domain/plan/types";
import type { SetValues } from "./progress";

export type SetUnit = "reps" | "minutes" | "seconds" | "metres";

/** A logged value: up to 4 digits, optionally 1–2 decimals with a dot (minutes may be 1.5). Empty = not entered. */
export const SET_VALUE_PATTERN = /^(\d{1,4}(\.\d{1,2})?)?$/;

/** The unit of an exercise's logged value, from its prescription ("20 Minuten", "30 s", "400 m", "8-12"). */
export function setUnitOf(prescribedReps: string): SetUnit {
  const t = prescribedReps.toLowerCase();
  if (/\d\s*(min\b|mins\b|minuten|minutes?\b)/.test(t)) return "minutes";
  if (/\d\s*(s\b|sek\b|sek\.|sekunden|sec\b|secs\b|seconds?\b)/.test(t)) return "seconds";
  if (/\d\s*(m\b|meter|metres?\b|meters?\b|km\b)/.test(t)) return "metres";
  return "reps";
}

/** A number as typed ("12", "1,5", "1.5") → its logged form ("12", "1.5"); anything else → "". */
export function parseSetValue(text: string): string {
  const cleaned = text.trim().replace(",", ".");
  if (!/^\d{1,4}(\.\d{0,2})?$/.test(cleaned)) return "";
  const n = Number(cleaned);
  return Number.isFinite(n) && n > 0 ? String(n) : "";
}

/**
 * Any stored or prescribed text as a logged value: a number stays; a range ("8-12") gives its lower
 * end; "1 km" gives metres; otherwise the first number; no number → "". Used for the prescription's
 * target and for values stored before sets were numbers only.
 */
export function numericSetValue(text: string | null | undefined): string {
  if (!text) return "";
  const t = text.trim().toLowerCase().replace(/(\d),(\d)/g, "$1.$2");
  const m = /(\d+(?:\.\d+)?)/.exec(t);
  if (!m) return "";
  let n = Number(m[1]);
  if (/\d\s*km\b/.test(t)) n *= 1000;
  if (!Number.isFinite(n) || n <= 0 || n > 9999) return "";
  return String(Math.round(n * 100) / 100);
}

/** What one set suggests before anything is typed. */
export interface SetSuggestion {
  reps: string;
  weight: number;
  /** Where it comes from: last time's numbers or the plan's target. */
  source: "last" | "plan";
}

export interface LastSet {
  setNumber: number;
  reps: string;
  weight: number;
}

/** Set n's suggestion: last time's set n (or its last set), else the plan's target and weight. */
export function suggestionFor(setNumber: number, last: readonly LastSet[] | null, exercise: Pick<ParsedExercise, "reps" | "originalReps" | "originalWeight">): SetSuggestion {
  const previous = last && last.length > 0 ? (last.find((l) => l.setNumber === setNumber) ?? last[last.length - 1]!) : null;
  if (previous && (numericSetValue(previous.reps) || previous.weight > 0)) {
    return { reps: numericSetValue(previous.reps), weight: previous.weight, source: "last" };
  }
  return { reps: numericSetValue(exercise.originalReps || exercise.reps), weight: exercise.originalWeight > 0 ? exercise.originalWeight : 0, source: "plan" };
}

/** Ticking Done: what is blank takes the suggestion, what was typed stays. */
export function completeWithSuggestion(set: SetValues, suggestion: SetSuggestion): SetValues {
  return { reps: set.reps || suggestion.reps, weight: set.weight || suggestion.weight, completed: true };
}

/** Whether a set still has nothing of the customer's in it. */
export function isUntouched(set: SetValues): boolean {
  return !set.completed && set.reps === "" && set.weight === 0;
}
