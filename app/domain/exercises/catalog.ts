/**
 * The seeded exercise catalog: all data files concatenated, and the equipment filter. Names are
 * matched by app/domain/plan/match.ts (the one matcher).
 */
import type { Equipment } from "~/domain/questionnaire/options";
import { BODYWEIGHT_EXERCISES } from "./data/bodyweight";
import { CARDIO_OTHER_EXERCISES } from "./data/cardio-other";
import { FREE_WEIGHT_EXERCISES } from "./data/free-weights";
import { MACHINE_CABLE_EXERCISES } from "./data/machines-cable";
import { WARMUP_MOBILITY_EXERCISES } from "./data/warmup-mobility";
import type { ExerciseRecord } from "./types";

export const EXERCISES: ExerciseRecord[] = [
  ...BODYWEIGHT_EXERCISES,
  ...FREE_WEIGHT_EXERCISES,
  ...MACHINE_CABLE_EXERCISES,
  ...CARDIO_OTHER_EXERCISES,
  ...WARMUP_MOBILITY_EXERCISES,
];

/**
 * The exercises that can be done with the given equipment: every code an exercise needs must be
 * available. Bodyweight exercises (no equipment needed) are always usable; 'none' adds nothing.
 */
export function exercisesForEquipment(available: readonly Equipment[], exercises: readonly ExerciseRecord[] = EXERCISES): ExerciseRecord[] {
  const have = new Set<Equipment>(available.filter((e) => e !== "none"));
  return exercises.filter((e) => e.equipmentNeeded.every((code) => have.has(code)));
}
