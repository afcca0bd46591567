/**
 * Jumps and impact (jump squats, pogo jumps, burpees, skipping): who must not get them, in a first
 * plan or as a follow-up's "progression". A coach's rule (issue 23): never for a joint complaint
 * (knee, hip, ankle, Achilles tendon, back), a home beginner, an adult of 60 or more, in pregnancy or
 * with high blood pressure. Conditions come from the safety profile (health text, age, pain named in
 * feedback); the home beginner from the questionnaire.
 */
import type { ExerciseRecord } from "~/domain/exercises/types";
import type { Equipment, TrainingLevel } from "~/domain/questionnaire/options";
import type { ConditionId } from "./safety";
import { JUMPS } from "./safety";
import { findTerm } from "./text";

/** Conditions that bar jumps and impact. */
export const IMPACT_BARRING: readonly ConditionId[] = [
  "knee", "hip", "ankle", "achilles", "back", "senior", "pregnancy", "postpartum", "hypertension", "heart", "obesity", "osteoporosis", "incontinence",
];

const IMPACT_TERMS = [...JUMPS, "sprint*", "box jump*", "plyo*"];

export interface ImpactInput {
  level: TrainingLevel;
  equipment: readonly Equipment[];
  conditions: readonly { id: ConditionId; label: string }[];
}

/**
 * Who trains at home: no barbell, no machines, no cable station — a beginner there has nobody to
 * coach a landing and usually a floor and neighbours that do not take jumps.
 */
export function trainsAtHome(equipment: readonly Equipment[]): boolean {
  return !equipment.some((e) => e === "barbell" || e === "machines" || e === "cable_trx");
}

/** Why jumps and impact stay out of this plan (German, for the plan's notes), or null. */
export function impactBarredBecause(input: ImpactInput): string | null {
  const c = input.conditions.find((x) => IMPACT_BARRING.includes(x.id));
  if (c) return c.label;
  if ((input.level === "beginner" || input.level === "returning") && trainsAtHome(input.equipment)) return "Einstieg zu Hause";
  return null;
}

/** Whether an exercise is a jump or impact exercise (stress tag or name, German or English). */
export function isImpactExercise(ex: Pick<ExerciseRecord, "name" | "nameEn" | "stressTags">): boolean {
  return ex.stressTags.includes("high_impact") || findTerm(`${ex.name} ${ex.nameEn ?? ""}`, IMPACT_TERMS) !== null;
}

/** Whether a text (warm-up line, rest-day line) names a jump or impact drill. */
export function namesImpact(text: string): boolean {
  return findTerm(text, IMPACT_TERMS) !== null;
}
