/** Reading the previous plan's exercise rows through the plan-text parser (the one reader of plan texts). */
import { parseWeight, planExerciseRows } from "~/domain/plan/parser";
import type { PrevRow } from "./types";

/** Number read from a Gewicht cell, per the format: after × or x, else the first number, else 0. */
export const parseWeightCell: (s: string) => number = parseWeight;

/** The exercise rows of a plan text's training days (our tables, lists, prose: whatever the parser reads). */
export function readPlanRows(text: string): PrevRow[] {
  return planExerciseRows(text).map(({ day, exercise: e, weightText }) => ({
    day,
    name: e.name,
    sets: e.sets,
    reps: e.reps,
    weightText,
    weight: e.weight,
    rest: e.rest ?? "",
    notes: e.notes,
  }));
}

/** The exercises of a previous plan (the plan may come from the generator, the AI service or an admin edit). */
export const previousPlanRows: (text: string) => PrevRow[] = readPlanRows;
