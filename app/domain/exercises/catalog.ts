/**
 * The seeded exercise catalog: all data files concatenated, plus pure lookup helpers.
 * The database copy is admin-editable later, so the helpers also accept any exercise list.
 */
import type { Equipment } from "../questionnaire/options";
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

/**
 * The lookup keys of a name: lower-case with collapsed whitespace, once with umlauts spelled out
 * (ü → ue) and once with the diacritics dropped (ü → u), so "Liegestütz", "liegestuetz" and
 * "LIEGESTUTZ" all meet.
 */
export function nameKeys(name: string): string[] {
  const base = name.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ").replace(/ß/g, "ss");
  const spelled = base.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue");
  const stripped = base.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return spelled === stripped ? [spelled] : [spelled, stripped];
}

function buildIndex(exercises: readonly ExerciseRecord[]): Map<string, ExerciseRecord> {
  const index = new Map<string, ExerciseRecord>();
  // German names first, so they win over an English name that happens to collide.
  for (const field of ["name", "nameEn"] as const) {
    for (const e of exercises) {
      for (const key of nameKeys(e[field])) if (!index.has(key)) index.set(key, e);
    }
  }
  return index;
}

const CATALOG_INDEX = buildIndex(EXERCISES);

/** The exercise whose German or English name equals `name`, ignoring case and umlaut spelling. */
export function findExercise(name: string, exercises?: readonly ExerciseRecord[]): ExerciseRecord | undefined {
  const index = exercises ? buildIndex(exercises) : CATALOG_INDEX;
  for (const key of nameKeys(name)) {
    const hit = index.get(key);
    if (hit) return hit;
  }
  return undefined;
}
