/**
 * Which rows take an effort cue and which breathing cue (issue 23 round 5, decision 0115): the
 * effort target ("RIR 1–2") belongs to strength exercises only – not to balance drills, mobility or
 * static holds, which are not taken near failure; "beim Drücken ausatmen" belongs to movements with
 * a concentric push or lift, a static hold or balance drill is told to keep breathing instead. Pure.
 */
import { BREATHING_CUE } from "~/domain/coaching/condition-types";
import type { ExerciseRecord } from "~/domain/exercises/types";
import { isTimeBased } from "./classify";

/** The breathing cue for a static hold or a balance or mobility drill (no push to breathe out on). */
export const STATIC_BREATHING_CUE = "gleichmäßig weiteratmen, keine Pressatmung";

const BALANCE = /einbeinstand|gleichgewicht|tandemstand|balance|single[- ]leg stance|\bstance\b/i;

type Ex = Pick<ExerciseRecord, "name" | "nameEn" | "movementPattern">;

/** A balance drill (single-leg stance, tandem stance). */
export function isBalanceDrill(ex: Ex): boolean {
  return BALANCE.test(`${ex.name} ${ex.nameEn ?? ""}`);
}

/** Whether the row is a strength exercise that takes the effort target (RIR). */
export function takesEffortCue(ex: Ex): boolean {
  if (["core", "carry", "mobility", "warmup", "cardio"].includes(ex.movementPattern)) return false;
  return !isTimeBased(ex as ExerciseRecord) && !isBalanceDrill(ex);
}

/** Whether the movement has a concentric push or lift to breathe out on. */
export function hasConcentricEffort(ex: Ex): boolean {
  if (["mobility", "warmup", "cardio"].includes(ex.movementPattern)) return false;
  return !isTimeBased(ex as ExerciseRecord) && !isBalanceDrill(ex);
}

/** The conditions' cue as it fits the row: the pressing-breath cue becomes "keep breathing" on holds and drills. */
export function cueForRow(cue: string, ex: Ex): string {
  return cue === BREATHING_CUE && !hasConcentricEffort(ex) ? STATIC_BREATHING_CUE : cue;
}
