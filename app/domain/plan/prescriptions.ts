/**
 * What a plan prescribed, exercise by exercise (pure): the follow-up prompt shows it beside the
 * logged sets, so the AI can progress each exercise from what was planned and what was done.
 */
import type { ParsedPlan } from "./types";

export interface PrescribedExercise {
  day: number;
  /** Position on the day (0-based), as the logged sets' exercise_order. */
  order: number;
  name: string;
  sets: number;
  reps: string;
  /** kg; 0 = bodyweight or no weight given. */
  weight: number;
  rest: string;
}

/** The exercises of the plan's training days, in day and position order. */
export function prescriptionsOf(plan: ParsedPlan): PrescribedExercise[] {
  if (plan.isPlaceholder) return [];
  return plan.days
    .filter((d) => !d.isRestDay)
    .flatMap((d) => d.exercises.map((e, order) => ({ day: d.day, order, name: e.name, sets: e.sets, reps: e.originalReps, weight: e.originalWeight, rest: e.originalRest })));
}

const NUMBER_DE = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2, useGrouping: false });

/** "Tag 1:\n- Kniebeuge mit Langhantel: 3 × 8-10, 40 kg, Pause 90 s" … ('' for none). */
export function formatPrescriptions(list: readonly PrescribedExercise[], redact: (t: string) => string = (t) => t): string {
  const blocks: string[] = [];
  let day: number | null = null;
  let lines: string[] = [];
  for (const p of list) {
    if (p.day !== day) {
      if (lines.length > 0) blocks.push(lines.join("\n"));
      day = p.day;
      lines = [`Tag ${p.day}:`];
    }
    const weight = p.weight > 0 ? `${NUMBER_DE.format(p.weight)} kg` : "ohne Zusatzgewicht";
    const rest = p.rest.trim() ? `, Pause ${p.rest.trim()}` : "";
    lines.push(`- ${redact(p.name)}: ${p.sets} × ${redact(p.reps || "N/A")}, ${weight}${rest}`);
  }
  if (lines.length > 0) blocks.push(lines.join("\n"));
  return blocks.join("\n\n");
}
