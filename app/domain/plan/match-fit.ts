/**
 * The vetoes of exercise matching (used by match-score.ts and match.ts): a record that the name's
 * direction or posture, its cardio station, or its load rules out, whatever else matches.
 */
import type { EquipmentClass, ScoredLabel, ScoreIndexEntry } from "./match-score";
import { GRIPS, STATION_RE } from "./match-vocabulary";

/** Equipment that is held as the load: never the exercise of a "bodyweight" weight column. */
const HELD_LOADS: ReadonlySet<EquipmentClass> = new Set<EquipmentClass>(["lh", "kh", "kb", "sandbag"]);

export function heldLoadOnUnloaded<R>(query: ScoredLabel, entry: ScoreIndexEntry<R>): boolean {
  return query.unloaded === true && [...entry.equipment].some((e) => HELD_LOADS.has(e));
}

/**
 * Direction and posture words distinguish exercises (rule 2): a query naming one never matches a
 * record naming its opposite (forward ↔ reverse, standing ↔ seated or lying), and "single-leg" is
 * never dropped (the record must be single-leg too).
 */
const OPPOSITES: readonly (readonly [string, string])[] = [
  ["~vor", "ruckwart"],
  ["ruckwart", "~vor"],
  ["~stand", "~sitz"],
  ["~sitz", "~stand"],
  ["~stand", "~lieg"],
  ["~lieg", "~stand"],
  // Lying is not seated ("Beinbeuger liegend" is not the seated leg curl) and not overhead (skull crushers).
  ["~lieg", "~sitz"],
  ["~sitz", "~lieg"],
  ["~lieg", "overhead"],
  // Both legs is not single-leg ("Zehenstand beidbeinig" is not the single-leg calf raise; decision 0134).
  ["~beidbein", "~einbein"],
];
const REQUIRED_MODIFIERS = ["~einbein"];
/**
 * Direction words a record is named by in every label (the reverse lunge, the reverse fly): the
 * query must name them too — "Ausfallschritte" is never the reverse lunge, whatever the equipment, and
 * "Gehen" never the lateral band walk. Likewise single-leg (a calf raise is two-legged unless named so)
 * and the suspension trainer (TRX, Schlingentrainer: "Beinbeuger liegend" is not the TRX leg curl).
 */
export const RECORD_DIRECTIONS = ["ruckwart", "seitlich", "~einbein", "~trx"];

export function directionConflict<R>(query: ScoredLabel, entry: ScoreIndexEntry<R>): boolean {
  const q = [...query.core, ...query.optional];
  for (const [a, b] of OPPOSITES) if (q.includes(a) && entry.words.includes(b) && !entry.words.includes(a)) return true;
  if (entry.directions.some((d) => !q.includes(d))) return true;
  // A grip names a variant: a record with another grip (and not this one) is another exercise.
  const grip = GRIPS.find((g) => q.includes(g));
  if (grip && !entry.words.includes(grip) && GRIPS.some((g) => entry.words.includes(g))) return true;
  return REQUIRED_MODIFIERS.some((m) => q.includes(m) && !entry.words.includes(m));
}

/**
 * A loaded query (equipment named in the name or weight column, or kilograms) is never a record
 * that needs no equipment at all: the loaded version of a bodyweight exercise is not the bodyweight
 * exercise (the database keeps loaded variants as records of their own; no such record → no match).
 */
/**
 * A record on a cardio station the query does not name ("Zügiges Gehen" is not the treadmill walk).
 * Not checked for a name that is the record's own name exactly ("Stair Climber").
 */
export function stationMissing<R>(query: ScoredLabel, entry: ScoreIndexEntry<R>): boolean {
  return entry.needsStation && ![...query.core, ...query.optional].some((w) => STATION_RE.test(w));
}

export function loadedOnBodyweight<R>(query: ScoredLabel, entry: ScoreIndexEntry<R>): boolean {
  return entry.needsNothing && (query.loaded === true || query.equipment.some((e) => e !== "bw"));
}

