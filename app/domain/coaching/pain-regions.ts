/**
 * Which exercises load a body region (issue 23, round 4): after pain in a region, a coach raises no
 * exercise that loads it – the load is held (or reduced) until the region is quiet again. An exercise
 * loads a region by its stress tags (catalog) or by a movement pattern that always loads it.
 * Pure; body parts as the feedback reading names them (training/feedback-signals.ts).
 */
import type { ExerciseRecord, MovementPattern, StressTag } from "~/domain/exercises/types";
import type { BodyPart } from "~/domain/training/feedback-signals";

const REGION_LOAD: Record<BodyPart, { tags: StressTag[]; patterns: MovementPattern[] }> = {
  knee: { tags: ["knee"], patterns: ["squat", "lunge"] },
  back: { tags: ["lower_back", "spinal_load"], patterns: ["hinge"] },
  shoulder: { tags: ["shoulder", "overhead"], patterns: ["push_vertical"] },
  neck: { tags: ["neck"], patterns: [] },
  elbow: { tags: ["elbow"], patterns: [] },
  wrist: { tags: ["wrist"], patterns: [] },
  hip: { tags: ["hip"], patterns: [] },
  ankle: { tags: ["ankle"], patterns: ["lunge", "calves"] },
  // The groin (a hernia repair): pressure under bracing – heavy spinal loading, hinges and trunk work.
  groin: { tags: ["valsalva", "spinal_load"], patterns: ["hinge", "core"] },
  // The pelvic floor: pressure from bracing and heavy loads, impact and ballistic hinges.
  pelvic_floor: { tags: ["valsalva", "spinal_load", "high_impact"], patterns: ["hinge"] },
};

/** Whether an exercise loads the body region. */
export function loadsRegion(ex: Pick<ExerciseRecord, "stressTags" | "movementPattern">, part: BodyPart): boolean {
  const load = REGION_LOAD[part];
  return ex.stressTags.some((t) => load.tags.includes(t)) || load.patterns.includes(ex.movementPattern);
}
