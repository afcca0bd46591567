/**
 * Allowed alternatives for swapping an exercise in the plan view (issue 24 item 2, decision 0099):
 * exercises of the same movement pattern from the catalog that the customer's equipment allows
 * and that break none of their health restrictions. The safety rules are the coaching rules the
 * plan checks use (safetyProfile: conditions in the health text, age, the admin's injuries list,
 * the difficulty cap of the conditions); equipment is judged as the generator judges it. The
 * server computes the same list to validate a swap, so the browser's list is never the authority.
 */
import { safetyProfile, type SafetyProfile } from "~/domain/coaching/safety";
import type { ExerciseRecord, InjuryRecord } from "~/domain/exercises/types";
import type { Equipment } from "~/domain/questionnaire/options";
import { equipmentOk } from "~/domain/plan/generator/selection";
import { fold } from "~/domain/coaching/text";

export interface AlternativesInput {
  /** The exercise named in the plan (German or English catalog name). */
  exerciseName: string;
  catalog: readonly ExerciseRecord[];
  equipment: readonly Equipment[];
  age?: number | null;
  healthText?: string | null;
  injuries?: readonly InjuryRecord[];
  /** At most this many alternatives (the closest first). */
  limit?: number;
}

export const MAX_ALTERNATIVES = 8;

/** The catalog record of a plan name (German or English name, case and accents folded). */
export function findCatalogExercise(name: string, catalog: readonly ExerciseRecord[]): ExerciseRecord | null {
  const key = fold(name.trim());
  return catalog.find((e) => fold(e.name) === key || fold(e.nameEn) === key) ?? null;
}

/** Whether one exercise is allowed for this customer (equipment, difficulty cap, safety rules). */
export function exerciseAllowed(ex: ExerciseRecord, available: ReadonlySet<Equipment>, safety: SafetyProfile): boolean {
  if (!equipmentOk(ex, available as Set<Equipment>)) return false;
  if (ex.difficulty > safety.maxDifficulty) return false;
  return safety.exerciseViolation({ name: ex.name, nameEn: ex.nameEn, stressTags: ex.stressTags }) === null;
}

/**
 * The allowed alternatives of an exercise: same movement pattern, not the exercise itself,
 * allowed for the customer; the ones sharing the primary muscle group and of a similar
 * difficulty first. An exercise the catalog does not know has no alternatives.
 */
export function allowedAlternatives(input: AlternativesInput): ExerciseRecord[] {
  const original = findCatalogExercise(input.exerciseName, input.catalog);
  if (!original) return [];
  const available = new Set<Equipment>(input.equipment.filter((e) => e !== "none"));
  const safety = safetyProfile({ age: input.age, healthText: input.healthText }, input.injuries ?? []);
  const primary = original.muscleGroups[0];
  const seen = new Set<string>([fold(original.name)]);
  const candidates: ExerciseRecord[] = [];
  for (const ex of input.catalog) {
    if (ex.movementPattern !== original.movementPattern) continue;
    const key = fold(ex.name);
    if (seen.has(key)) continue;
    seen.add(key);
    if (exerciseAllowed(ex, available, safety)) candidates.push(ex);
  }
  // Like for like first: the same primary muscle, loaded when the original is loaded (a barbell
  // squat's stand-in is a machine or dumbbell squat before a bodyweight drill), a similar difficulty.
  const loaded = (ex: ExerciseRecord) => ex.equipmentNeeded.some((e) => e !== "none");
  const score = (ex: ExerciseRecord) =>
    (ex.muscleGroups[0] === primary ? 0 : 10) + (loaded(ex) === loaded(original) ? 0 : 4) + Math.abs(ex.difficulty - original.difficulty);
  return candidates
    .map((ex, i) => ({ ex, i, s: score(ex) }))
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .slice(0, input.limit ?? MAX_ALTERNATIVES)
    .map((c) => c.ex);
}

/** Whether `alternative` is one of the allowed alternatives (the server's validation). */
export function isAllowedAlternative(input: AlternativesInput, alternative: string): ExerciseRecord | null {
  const list = allowedAlternatives({ ...input, limit: Number.MAX_SAFE_INTEGER });
  const key = fold(alternative.trim());
  return list.find((e) => fold(e.name) === key || fold(e.nameEn) === key) ?? null;
}
