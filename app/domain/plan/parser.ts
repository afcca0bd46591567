/**
 * The plan-text parser (spec part 2 §2.2, §2.3, §3, §5, §9; docs/plan-format.md): the one reader of
 * plan texts — the plan view, the checks, the generator's previous plan and the coach's comparison
 * all read through it.
 *
 * Pure and total: any string yields a ParsedPlan, nothing throws. It reads the canonical format
 * the generator writes and the lenient variants real model output contains (Markdown tables or
 * bullet lists, `## Tag 3 – …`, `**Tag 3:** …`, `Tag 3:`, `Day 3`, week-relative numbering,
 * `3x10`, `8-12`, `2×12,5 kg`, `60-90 s`). Unknown text becomes notes or is ignored.
 *
 * Its parts live in `parse/`: text helpers, line classification, exercise lines, tables, days and
 * the line-by-line reader.
 */
import type { ParsedExercise, ParsedPlan } from "./types";
import { readPlanNotes } from "./plan-notes";
import type { ExerciseLookup } from "./match";
import { buildDay, placeholderPlan, progressionTailText, stripProgressionTail } from "./parse/days";
import { readPlanBody } from "./parse/reader";

export type { ExerciseLookup } from "./match";
export { MAX_SETS } from "./parse/exercise-line";
export { splitInlineList } from "./parse/lines";
export { isCardioExercise, isRestTitle, parseWeight } from "./parse/text";
export { placeholderPlan, progressionTail, stripProgressionTail } from "./parse/days";

/**
 * Parses a plan text into days (1 … 14, sorted, first occurrence wins). Never throws. With an
 * exercise lookup, matched exercises get instructions and a normalized video URL.
 */
export function parsePlan(text: string, exercises?: ExerciseLookup): ParsedPlan {
  try {
    return parseUnsafe(typeof text === "string" ? text : String(text ?? ""), exercises);
  } catch {
    // The parser is written not to throw; this is the last line of defence for the UI.
    return placeholderPlan();
  }
}

function parseUnsafe(input: string, lookup: ExerciseLookup | undefined): ParsedPlan {
  const normalized = input.replace(/\r\n?/g, "\n").replace(/\u00a0/g, " ");
  const { days, preambleLines } = readPlanBody(stripProgressionTail(normalized), lookup);
  if (days.size === 0) return placeholderPlan();
  const sorted = [...days.values()].sort((a, b) => a.day - b.day);
  const notes = readPlanNotes(preambleLines, progressionTailText(normalized));
  return { days: sorted.map((b) => buildDay(b, lookup)), isPlaceholder: false, notes };
}

/** One exercise of a training day as the plan text states it (the generator reads its previous plan so). */
export interface PlanExerciseRow {
  day: number;
  exercise: ParsedExercise;
  /** The weight as written: the table's cell ("2×12 kg", "–", "mittleres Band") or the weight found in a list line. */
  weightText: string;
}

/** The exercises of the training days, in day order, read by the same reader as `parsePlan`. */
export function planExerciseRows(text: string): PlanExerciseRow[] {
  const normalized = String(text ?? "").replace(/\r\n?/g, "\n").replace(/\u00a0/g, " ");
  const { days } = readPlanBody(stripProgressionTail(normalized), undefined);
  const rows: PlanExerciseRow[] = [];
  for (const b of [...days.values()].sort((x, y) => x.day - y.day)) {
    const day = buildDay(b, undefined);
    if (day.isRestDay) continue;
    const specs = b.exercises.filter((e) => e.name !== "");
    day.exercises.forEach((exercise, i) => {
      const spec = specs[i]!;
      rows.push({ day: day.day, exercise, weightText: spec.weightCell ?? spec.weightText ?? "" });
    });
  }
  return rows;
}
