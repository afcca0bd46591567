/**
 * Exercise matching and video-link normalization for the plan parser (pure, no I/O).
 *
 * A parsed exercise name is matched to the exercise database case-, umlaut- (ä = ae = a, ß = ss),
 * accent-, punctuation- and whitespace-insensitively (the one text normaliser, `fold` in
 * app/domain/coaching/text.ts, with its plural-tolerant `stem`); then by token set (word order and stop words
 * ignored, parenthesised qualifiers dropped); then, only when all of that misses, by a bounded
 * Damerau-Levenshtein (OSA) distance on the compact key (≤ 1 for 5–8 characters, ≤ 2 from 9 on); before that,
 * one typo in a long word no record knows is corrected word by word (match-typo.ts, decision 0134).
 * All record keys are precomputed once and results are cached per name, so a 14-day plan costs a
 * handful of map look-ups per exercise.
 */
import type { Equipment } from "~/domain/questionnaire/options";
import type { StressTag } from "~/domain/exercises/types";
import { fold, stem } from "~/domain/coaching/text";
import { measuredOnStation, queryView, relaxedQuery, rowerByMeasure } from "./match-query";
import { boundedDamerau, correctTypos } from "./match-typo";
import { ABSENT_EXERCISES, ABSENT_MACHINES, SYNONYMS } from "./match-vocabulary";
import {
  availableClasses,
  contextFits,
  directionConflict,
  equipmentFits,
  scoredFind,
  scoredLabel,
  scoreIndexEntry,
  stationMissing,
  withLoad,
  type ScoredLabel,
  type ScoreIndexEntry,
} from "./match-score";

// Video links have a module of their own (the plan view in the browser needs them without the
// matcher, issue 14); re-exported for the parser, the gates and the admin.
export { extractVideoId, normalizeVideoUrl, videoEmbedUrl } from "./video";
export { splitDescriptorTail } from "./match-query";
export { boundedDamerau } from "./match-typo";

/** What the parser and the gates need of an exercise record (ExerciseRecord satisfies it). */
export interface ExerciseLookupRecord {
  name: string;
  nameEn?: string | null;
  instructions: string | null;
  videoUrl: string | null;
  hashtag?: string | null;
  /** Equipment codes needed (all of them); empty = bodyweight only. Used by the quality gates. */
  equipmentNeeded?: readonly Equipment[];
  stressTags?: readonly StressTag[];
}

/** What a plan row says beside the name: its weight column (docs/plan-format.md, "Matching with context"). */
export interface MatchContext {
  weight?: string | null;
  /** The reps column ("1000 m", "15/12 cal"): a lone row measured in metres, minutes or calories is the rower. */
  reps?: string | null;
  /**
   * The customer's equipment (questionnaire codes): a name without implement is the variant the
   * customer has ("Goblet Squats" with kettlebells only → the kettlebell goblet squat). Overrides the
   * lookup's own `equipment` option; undefined = that option; null = not known.
   */
  equipment?: readonly Equipment[] | null;
}

/**
 * The lookup with the customer's equipment as context of every look-up (the parser's rows, the
 * checks' look-ups): for callers that share one lookup across customers (a cached one). Without
 * equipment (no questionnaire) the lookup itself.
 */
export function withCustomerEquipment<R extends ExerciseLookupRecord>(lookup: ExerciseLookup<R>, equipment: readonly Equipment[] | null | undefined): ExerciseLookup<R> {
  if (!equipment) return lookup;
  return {
    size: lookup.size,
    find: (name, context) => lookup.find(name, { ...context, equipment: context?.equipment !== undefined ? context.equipment : equipment }),
  };
}

export interface ExerciseLookup<R extends ExerciseLookupRecord = ExerciseLookupRecord> {
  /** The record that matches a plan's exercise name (read with its row's weight column), or null. */
  find(name: string, context?: MatchContext): R | null;
  /** Number of records indexed. */
  readonly size: number;
}

/** The folded name without spaces: the primary match key. */
export function compactKey(input: string): string {
  return fold(input).replace(/ /g, "");
}

const PAREN_RE = /\([^()]*\)|\[[^[\]]*\]/g;

/** The name without parenthesised qualifiers: "Kniebeuge (Langhantel)" → "Kniebeuge". */
export function stripQualifiers(input: string): string {
  if (!input.includes("(") && !input.includes("[")) return input;
  return input.replace(PAREN_RE, " ").replace(/\s+/g, " ").trim();
}

const STOP_WORDS = new Set([
  "mit", "am", "an", "auf", "der", "die", "das", "den", "dem", "im", "in", "und", "zur", "zum",
  "von", "vom", "fuer", "the", "with", "on", "and", "of", "a", "an", "for", "to",
]);

/** Sorted, de-duplicated tokens without stop words: word order does not matter. */
export function tokenSetKey(input: string): string {
  return keyTokens(fold(stripQualifiers(input)), false).join(" ");
}

/** Allowed edit distance for a compact key of this length. */
export function fuzzyThreshold(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

interface LabelKeys {
  full: string;
  bare: string;
  tokenKey: string;
  stems: string[];
  stemKey: string;
}

/** Distinct, sorted, non-stop-word tokens of a normalized string, optionally stemmed. */
function keyTokens(normalized: string, stemmed: boolean): string[] {
  const out: string[] = [];
  for (const raw of normalized.split(" ")) {
    if (raw.length === 0 || STOP_WORDS.has(raw)) continue;
    const t = stemmed ? stem(raw) : raw;
    if (!out.includes(t)) out.push(t);
  }
  return out.length > 1 ? out.sort() : out;
}

function labelKeys(label: string): LabelKeys {
  const nFull = fold(label);
  const bareRaw = stripQualifiers(label);
  const nBare = bareRaw === label ? nFull : fold(bareRaw);
  const stems = keyTokens(fold(bareRaw), true);
  return {
    full: nFull.replace(/ /g, ""),
    bare: nBare.replace(/ /g, ""),
    tokenKey: keyTokens(nBare, false).join(" "),
    stems,
    stemKey: stems.join(" "),
  };
}

/** The name without and the text inside its brackets, both loose-normalized (ä → a). */
function scoredView(label: string): ScoredLabel {
  const qualifiers = [...label.matchAll(/\(([^()]*)\)|\[([^[\]]*)\]/g)].map((m) => m[1] ?? m[2] ?? "").join(" ");
  return scoredLabel(stripQualifiers(label), qualifiers);
}

interface IndexEntry<R> {
  record: R;
  stems: string[];
}

const CACHE_LIMIT = 2000;

/**
 * Builds a lookup over the exercise database (all keys precomputed once). Records earlier in the
 * list win ties. Matching order, for the name, the name without parenthesised qualifiers and the
 * qualifier's content ("Kniebeuge (Back Squat)" → "Back Squat"), against name and nameEn:
 * 1. exact compact key (case, umlaut spelling, accents, punctuation and spaces ignored);
 * 2. the same without qualifiers; 3. token set (word order and stop words ignored);
 * 4. stem set (plurals: "Klimmzüge" = "Klimmzug"); 5. unique containment: exactly one record
 *    contains all the name's stems ("Rudern am Kabel" → "Rudern am Kabelzug");
 * 6. one typo in a word no record knows ("Goblet Sqauts");
 * 7. fuzzy: bounded Damerau-Levenshtein on the compact key, ≤ 1 for 5–8, ≤ 2 for 9+ characters
 *    (only against keys sharing the first or last character).
 * Results, misses included, are cached per name.
 */
// size: a closure: the lookup's indexes are built once and shared by its methods
export function createExerciseLookup<R extends ExerciseLookupRecord>(
  records: readonly R[],
  options: { equipment?: readonly Equipment[] | null } = {},
): ExerciseLookup<R> {
  /** The customer's equipment: records needing other equipment only when nothing available fits. */
  const ownAvailable = availableClasses(options.equipment);
  const exact = new Map<string, R>();
  const stripped = new Map<string, R>();
  const tokens = new Map<string, R>();
  const stemmed = new Map<string, R>();
  const index: IndexEntry<R>[] = [];
  const fuzzy: { key: string; record: R }[] = [];
  const fuzzySeen = new Set<string>();
  const scoreIndex: ScoreIndexEntry<R>[] = [];
  const scoreOf = new Map<R, ScoreIndexEntry<R>>();
  /** Every required word of a record label: a query word outside it names no exercise of the database. */
  const vocabulary = new Set<string>();

  const add = (map: Map<string, R>, key: string, record: R) => {
    if (key.length > 0 && !map.has(key)) map.set(key, record);
  };
  const addFuzzy = (key: string, record: R) => {
    if (key.length >= 5 && !fuzzySeen.has(key)) {
      fuzzySeen.add(key);
      fuzzy.push({ key, record });
    }
  };

  records.forEach((record, order) => {
    // A record's bracket is an alias ("Einbeinige Kniebeuge (Pistol Squat)"): its own label.
    const scoreLabels: ScoredLabel[] = [];
    for (const label of [record.name, record.nameEn]) {
      if (!label) continue;
      scoreLabels.push(scoredView(stripQualifiers(label)));
      for (const m of label.matchAll(/\(([^()]+)\)/g)) if (m[1]) scoreLabels.push(scoredView(m[1]));
    }
    for (const l of scoreLabels) for (const w of l.core) vocabulary.add(w);
    const entry = scoreIndexEntry(record, scoreLabels, order);
    scoreIndex.push(entry);
    scoreOf.set(record, entry);
    for (const label of [record.name, record.nameEn]) {
      if (!label) continue;
      const k = labelKeys(label);
      add(exact, k.full, record);
      add(stripped, k.bare, record);
      add(tokens, k.tokenKey, record);
      add(stemmed, k.stemKey, record);
      if (k.stems.length > 0) index.push({ record, stems: k.stems });
      addFuzzy(k.full, record);
      addFuzzy(k.bare, record);
    }
  });

  const containment = (stems: string[]): R | null => {
    if (stems.length === 0 || !stems.some((s) => s.length >= 4)) return null;
    let found: R | null = null;
    for (const entry of index) {
      if (entry.record === found) continue;
      if (stems.every((q) => entry.stems.some((s) => s.startsWith(q)))) {
        if (found !== null) return null; // ambiguous
        found = entry.record;
      }
    }
    return found;
  };

  /** The typo stage's dictionary: the records' required words and the synonyms (→ their canonical word). */
  let typoWords: Map<string, string> | undefined;
  const knownCache = new Map<string, boolean>();
  const known = (word: string): boolean => {
    let k = knownCache.get(word);
    if (k === undefined) {
      k = vocabulary.has(word) || (word.length >= 5 && [...vocabulary].some((v) => v.startsWith(word) || v.endsWith(word)));
      knownCache.set(word, k);
    }
    return k;
  };

  const fuzzyMatch = (key: string): R | null => {
    const max = fuzzyThreshold(key.length);
    if (max === 0) return null;
    let best: R | null = null;
    let bestDistance = Infinity;
    const first = key.charCodeAt(0);
    const last = key.charCodeAt(key.length - 1);
    for (const entry of fuzzy) {
      const ek = entry.key;
      if (Math.abs(ek.length - key.length) > max) continue;
      if (ek.charCodeAt(0) !== first && ek.charCodeAt(ek.length - 1) !== last) continue;
      const limit = Math.min(max, fuzzyThreshold(ek.length));
      if (limit === 0) continue;
      const d = boundedDamerau(key, ek, limit);
      if (d <= limit && d < bestDistance) {
        best = entry.record;
        bestDistance = d;
        if (d === 1) break;
      }
    }
    return best;
  };

  const findUncached = (name: string, weight: string | null, available: ReturnType<typeof availableClasses>, measured: boolean): R | null => {
    const query = rowerByMeasure(withLoad(queryView(name, false)!, weight, available), measured);
    // An exercise the database does not have is never a look-alike (the thruster is not the hip thrust, the
    // back-extension machine not the hyperextension bench).
    if (query.core.some((w) => ABSENT_EXERCISES.has(w))) return null;
    if (query.equipment.includes("machine") && query.core.some((w) => ABSENT_MACHINES.has(w))) return null;
    const agrees = (r: R): boolean => contextFits(query, scoreOf.get(r), available);
    const fits = (r: R | null | undefined): R | null => {
      const entry = r ? scoreOf.get(r) : undefined;
      return r && equipmentFits(query, entry) && !(entry && (directionConflict(query, entry) || stationMissing(query, entry))) ? r : null;
    };
    const bare = stripQualifiers(name);
    const qualified = bare !== name;
    const own = labelKeys(name);
    // 1. The name as written: exact forms (a name with brackets only as a whole).
    if (own.full.length > 0) {
      const hit = qualified
        ? exact.get(own.full)
        : (exact.get(own.full) ?? tokens.get(own.tokenKey) ?? stemmed.get(own.stemKey));
      // A name and weight column that ask for another variant go on to the word-by-word stage.
      if (hit && agrees(hit)) return hit;
    }
    // 2. Word by word: synonyms, equipment, optional posture words and brackets, default variants.
    const scored = scoredFind(query, scoreIndex, available);
    if (scored) return scored;
    // 2b. The same without a trailing descriptor phrase ("mit Pause unten", "an der Wand festhalten").
    const loose = queryView(name, true);
    const looseHit = loose ? scoredFind(withLoad(loose, weight, available), scoreIndex, available) : null;
    if (looseHit) return looseHit;
    // 3. The name without brackets, the bracket's content, unique containment, then fuzzy — each
    //    only when it does not contradict the equipment the name states.
    const candidates: string[] = [name];
    if (qualified && bare.length > 0) candidates.push(bare);
    for (const m of name.matchAll(/\(([^()]+)\)/g)) {
      if (m[1] && m[1].trim().length > 2) candidates.push(m[1]);
    }
    const keys = candidates.map(labelKeys);
    for (const k of keys) {
      if (k.full.length === 0) continue;
      const hit = fits(exact.get(k.full) ?? stripped.get(k.bare) ?? tokens.get(k.tokenKey) ?? stemmed.get(k.stemKey));
      if (hit) return hit;
    }
    // A bracket names the exercise only as a whole ("Kniebeuge (Back Squat)"); read by parts, it is
    // a qualifier ("Archer pull-ups (band-assisted)" is not the band-assisted pull-up).
    keys.splice(qualified && bare.length > 0 ? 2 : 1);
    for (const k of keys) {
      const hit = fits(containment(k.stems));
      if (hit) return hit;
    }
    // 4. The variant rule: with the implement or load named, variant and unknown words only rank.
    const relaxed = relaxedQuery(query, known) ?? (loose ? relaxedQuery(withLoad(loose, weight, available), known) : null);
    const relaxedHit = relaxed ? scoredFind(relaxed, scoreIndex, available) : null;
    if (relaxedHit) return relaxedHit;
    // 5. One typo in a word no record knows ("Goblet Sqauts"), read like the name (decision 0134).
    typoWords ??= new Map([...Object.entries(SYNONYMS), ...[...vocabulary].map((v) => [v, v] as const)]);
    const corrected = correctTypos(query, known, typoWords);
    if (corrected) {
      const relaxedTypo = relaxedQuery(corrected, known);
      const typoHit = scoredFind(corrected, scoreIndex, available) ?? (relaxedTypo ? scoredFind(relaxedTypo, scoreIndex, available) : null);
      if (typoHit) return typoHit;
    }
    // Fuzzy only after every exact form missed.
    for (const k of keys) {
      const hit = fits(fuzzyMatch(k.full) ?? (k.bare !== k.full ? fuzzyMatch(k.bare) : null));
      if (hit) return hit;
    }
    return null;
  };

  /** "Bauchmaschine / Ab Crunch Machine": two names of one exercise, each tried when the whole misses. */
  const findNamed = (name: string, weight: string | null, available: ReturnType<typeof availableClasses>, measured: boolean): R | null => {
    const whole = findUncached(name, weight, available, measured);
    if (whole || !/\s\/\s/.test(name)) return whole;
    for (const part of name.split(/\s\/\s/)) {
      const hit = part.trim() ? findUncached(part.trim(), weight, available, measured) : null;
      if (hit) return hit;
    }
    return null;
  };

  const cache = new Map<string, R | null>();

  return {
    size: records.length,
    find(name: string, context?: MatchContext): R | null {
      if (typeof name !== "string" || name.trim() === "") return null;
      const weight = context?.weight?.trim() || null;
      const equipment = context?.equipment;
      const available = equipment === undefined ? ownAvailable : availableClasses(equipment);
      const kit = equipment === undefined ? "" : equipment === null ? "?" : [...equipment].sort().join(",");
      const measured = measuredOnStation(context?.reps);
      const key = `${name}\u0000${weight ?? ""}\u0000${kit}\u0000${measured ? "m" : ""}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const result = findNamed(name, weight, available, measured);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, result);
      return result;
    },
  };
}
