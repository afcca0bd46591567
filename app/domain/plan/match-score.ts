/**
 * The scored stage of exercise matching (used by createExerciseLookup in match.ts): reads an
 * AI-written exercise name as a coach would, word by word, in German and English.
 *
 * - Words are folded and stemmed by the one text normaliser (app/domain/coaching/text.ts) and mapped
 *   to one vocabulary (`Latziehen` = `Latzug`,
 *   `Schulterdrücken` = `Überkopfdrücken` = `Overhead Press`, `hängend` = `im Hang`).
 * - Equipment words (`Langhantel`, `Kurzhanteln`, `Kabel`, `am Seil`, `Maschine`, `Band` …) never
 *   match a record that needs other equipment: `Schrägbankdrücken (Kurzhanteln)` does not become the
 *   barbell press. A record needing no equipment may stand in for a loaded variant
 *   (`Bulgarian Split Squats (Kurzhanteln)` → the split squat).
 * - Every word of the base name must occur in the record (whole, or as a compound part from 5
 *   letters); posture words (`stehend`, `sitzend`, `liegend`, `hängend`, `einarmig` …) and the
 *   words in brackets are optional and only rank: `Klimmzüge (assistiert)` → the assisted pull-up,
 *   `Burpees (ohne Sprung)` → the low-impact burpee, `Wadenheben stehend` → `Wadenheben`.
 * - Among the candidates: most optional words and equipment matched, then fewest words the record
 *   has beyond the name, then the record whose label names no equipment, then the default
 *   equipment order for a bare base name (barbell, dumbbells, machine, cable, bodyweight,
 *   kettlebell, band, rings, sandbag): `Kniebeuge` → with barbell, `Seitheben` → with dumbbells,
 *   `Latziehen` → the machine, `Pallof Press` → the cable.
 */
import type { Equipment } from "~/domain/questionnaire/options";
import { fold } from "~/domain/coaching/text";
import { directionConflict, heldLoadOnUnloaded, loadedOnBodyweight, RECORD_DIRECTIONS, stationMissing } from "./match-fit";
import { EQUIPMENT_WORDS, MODIFIERS, PHRASES, POSTURE_PREFIXES, SUSPENSION_WORDS, SYNONYMS } from "./match-vocabulary";

export { directionConflict, loadedOnBodyweight, stationMissing };

type EquipmentClass = "lh" | "kh" | "machine" | "cable" | "bw" | "kb" | "band" | "rings" | "sandbag";

/** Default order for a bare base name (lower = preferred). */
const EQUIPMENT_ORDER: readonly EquipmentClass[] = ["lh", "kh", "machine", "cable", "bw", "kb", "band", "rings", "sandbag"];

const EQUIPMENT_CODE: Record<EquipmentClass, Equipment | null> = {
  lh: "barbell",
  kh: "dumbbells",
  machine: "machines",
  cable: "cable_trx",
  bw: null,
  kb: "kettlebells",
  band: "resistance_bands",
  rings: "rings",
  sandbag: "sandbags",
};

const CODE_CLASS: Partial<Record<Equipment, EquipmentClass>> = {
  barbell: "lh",
  dumbbells: "kh",
  machines: "machine",
  cable_trx: "cable",
  kettlebells: "kb",
  resistance_bands: "band",
  rings: "rings",
  sandbags: "sandbag",
};

const STOP = new Set([
  "mit", "am", "an", "auf", "der", "die", "das", "den", "dem", "im", "in", "und", "zur", "zum", "von", "vom",
  "fur", "the", "with", "on", "at", "and", "of", "a", "for", "to", "je", "pro", "per", "eine", "einer", "einem", "ein",
  "nach", "ubung", "ubungen", "exercise", "exercises",
]);

export interface ScoredLabel {
  /** Required words (canonical). */
  core: string[];
  /** Optional words: posture modifiers (with '~') and, for queries, the bracketed words. */
  optional: string[];
  equipment: EquipmentClass[];
  /** Queries: the weight column states kilograms, so the exercise carries a load (not bodyweight only). */
  loaded?: boolean;
  /**
   * Queries: the weight column says "bodyweight" and names no kilograms. No free weight is held
   * (barbell, dumbbells, kettlebell, sandbag), but the body may hang or lean on an apparatus
   * ("Ring Dips | bodyweight", "Rückenstrecker | Körpergewicht"); exercises on nothing rank first.
   */
  unloaded?: boolean;
}

/** The equipment classes of the customer's equipment codes (null: not known, everything counts as available). */
export function availableClasses(codes: readonly Equipment[] | null | undefined): ReadonlySet<EquipmentClass> | null {
  if (!codes) return null;
  const out = new Set<EquipmentClass>();
  for (const c of codes) {
    const k = CODE_CLASS[c];
    if (k) out.add(k);
  }
  return out;
}

/**
 * A query read together with its weight column (rule 1 of matching with context): equipment words
 * there count as the name's ("Kniebeuge | 2×12,5 kg Kurzhanteln"), a pair ("2×12,5 kg", "je Hand")
 * means dumbbells when nothing else is named, and kilograms above 0 mean a loaded variant.
 */
export function withLoad(query: ScoredLabel, weight: string | null | undefined, available: ReadonlySet<EquipmentClass> | null = null): ScoredLabel {
  if (!weight || weight.trim() === "") return query;
  const extra: ScoredLabel = { core: [], optional: [], equipment: [] };
  classify(words(weight), extra, true);
  const equipment = [...query.equipment];
  const kilograms = /(?:[1-9]\d*(?:[.,]\d+)?|0[.,]\d*[1-9])\s*(?:kg|kilo|lbs?)(?![\p{L}])/iu.test(weight);
  // "bodyweight" in the weight column: no held load (the name may still name an apparatus).
  const unloaded = extra.equipment.includes("bw") && !kilograms && !query.equipment.includes("bw");
  for (const e of extra.equipment) if (!equipment.includes(e) && !(unloaded && e === "bw")) equipment.push(e);
  // A pair is dumbbells, or kettlebells for a customer who has kettlebells and no dumbbells.
  if (equipment.length === 0 && /(?:^|[^\d])2\s*[x×]\s*\d|\b(?:je|pro|per) hand\b|\beach\b|\bpaar\b|\bpair\b/i.test(weight)) {
    equipment.push(available && !available.has("kh") && available.has("kb") ? "kb" : "kh");
  }
  // "+10 kg" is weight added to the body ("Weighted Dips"): the bodyweight exercise, loaded.
  const added = /^\s*\+\s*\d/.test(weight);
  const loaded = !equipment.includes("bw") && !unloaded && !added && kilograms;
  // The suspension trainer named in the weight column is named ("Rudern | TRX").
  const optional = extra.optional.includes("~trx") && !query.optional.includes("~trx") ? [...query.optional, "~trx"] : query.optional;
  return { ...query, optional, equipment, loaded, unloaded };
}

/** Whether a record fits the query's load and the customer's equipment (rule 1 and 3). */
function contextRank<R>(query: ScoredLabel, entry: ScoreIndexEntry<R>, available: ReadonlySet<EquipmentClass> | null): number {
  let rank = 0;
  if (available && [...entry.equipment].every((e) => available.has(e))) rank += 2;
  if (!query.loaded || !entry.needsNothing) rank += 1;
  return rank;
}

/** Whether a record found by an exact form agrees with the name's context (else the scored stage decides). */
export function contextFits<R>(query: ScoredLabel, entry: ScoreIndexEntry<R> | undefined, available: ReadonlySet<EquipmentClass> | null): boolean {
  if (!entry) return true;
  if (!equipmentFits(query, entry) || directionConflict(query, entry) || heldLoadOnUnloaded(query, entry)) return false;
  if (loadedOnBodyweight(query, entry)) return false;
  return !available || [...entry.equipment].every((e) => available.has(e));
}

export interface ScoreIndexEntry<R> {
  record: R;
  labels: ScoredLabel[];
  /** Every canonical word of the record's labels (for the optional words' bonus). */
  words: string[];
  equipment: Set<EquipmentClass>;
  /** A label says "bodyweight" / "ohne Gewicht". */
  bodyweight: boolean;
  /** Needs no equipment at all (no equipment code, no equipment word). */
  needsNothing: boolean;
  /** Direction words every label names (RECORD_DIRECTIONS). */
  directions: string[];
  /** Needs a cardio station (ergometer): the query must name one (STATION_RE). */
  needsStation: boolean;
  order: number;
}

/** The words of a text: folded, phrases rewritten, stop words and bare numbers dropped, stemmed. */
function words(raw: string): string[] {
  let text = fold(raw);
  for (const [re, to] of PHRASES) text = text.replace(re, to);
  const out: string[] = [];
  let afterNumber = false;
  for (const raw of text.split(" ")) {
    if (raw === "") continue;
    // A prescription inside the name ("8×20 s", "500 m") is not part of it.
    const unit = afterNumber && UNITS.has(raw);
    afterNumber = /^\d+$/.test(raw);
    if (unit || afterNumber || STOP.has(raw)) continue;
    out.push(stemToVocabulary(raw));
  }
  return out;
}

/**
 * The stem until it is stable ("burpees" and "burpee" must meet), one suffix at a time (as `stem` cuts),
 * stopping at a word of the vocabulary: "einbeinig" → "einbein", "Schlingentrainer" → "schlingentrain"
 * are not cut further into words no list knows.
 */
function stemToVocabulary(raw: string): string {
  let t = raw;
  while (!(t in EQUIPMENT_WORDS || t in MODIFIERS || t in SYNONYMS)) {
    const cut = t.length > 4 ? /(?:en|er|e|n|s)$/.exec(t) : null;
    if (!cut) break;
    t = t.slice(0, t.length - cut[0].length);
  }
  return t;
}

/** Units after a number in a name: a time, distance or count, not a word of the exercise. */
const UNITS = new Set(["s", "sek", "sec", "secs", "min", "m", "km", "kcal", "cal", "kg", "x", "rep", "reps", "wdh"]);

/** Equipment words that start German compounds ("Kabelrudern", "Langhantelrudern"). */
const COMPOUND_PREFIXES = ["langhantel", "kurzhantel", "kettlebell", "sandsack", "kabel"];

/** Machine words that end German compounds ("Bauchmaschine", "Rudermaschine"), as the stemmer leaves them. */
const MACHINE_SUFFIXES = ["maschi", "machi"];

/**
 * "langhantelrud" → ["langhantel", "rud"], "sitzrud" → ["sitz", "rud"] (a posture before a movement),
 * "bauchmaschi" → ["bauch", "maschi"] (the machine named after its body part); other words unchanged.
 */
function splitCompound(t: string): string[] {
  if (EQUIPMENT_WORDS[t] || MODIFIERS[t]) return [t];
  for (const p of COMPOUND_PREFIXES) {
    if (t.startsWith(p) && t.length - p.length >= 3) return [p, t.slice(p.length)];
  }
  for (const [p, movements] of Object.entries(POSTURE_PREFIXES)) {
    if (t.startsWith(p) && movements.includes(t.slice(p.length))) return [p, t.slice(p.length)];
  }
  for (const m of MACHINE_SUFFIXES) {
    if (t.endsWith(m) && t.length - m.length >= 3) return [t.slice(0, t.length - m.length), m];
  }
  return [t];
}

/**
 * A lone lift word names the lift: "Press" with no other movement word is the overhead press ("KB Press";
 * bench, floor and leg presses are named), "Bench" or "Flachbank" alone is the bench press ("Paused Bench").
 */
let loneLifts: Map<string, string> | undefined;

export function lonePress(label: ScoredLabel): ScoredLabel {
  loneLifts ??= new Map([
    [canonical("press"), canonical("overhead press")],
    [canonical("bench"), canonical("bench press")],
    [canonical("Flachbank"), canonical("bench press")],
  ]);
  const lift = label.core.length === 1 ? loneLifts.get(label.core[0]!) : undefined;
  return lift ? { ...label, core: [lift] } : label;
}

/** The canonical form of a one-word phrase (as the labels hold it). */
export function canonical(phrase: string): string {
  const t = words(phrase)[0] ?? "";
  return SYNONYMS[t] ?? t;
}

/** Splits words into core, optional (modifiers) and equipment. */
function classify(tokens: readonly string[], label: ScoredLabel, optionalAll: boolean): void {
  for (const t of tokens.flatMap(splitCompound)) {
    const eq = EQUIPMENT_WORDS[t];
    if (eq) {
      if (!label.equipment.includes(eq)) label.equipment.push(eq);
      if (SUSPENSION_WORDS.has(t) && !label.optional.includes("~trx")) label.optional.push("~trx");
      continue;
    }
    const mod = MODIFIERS[t];
    if (mod) {
      if (!label.optional.includes(mod)) label.optional.push(mod);
      continue;
    }
    const w = SYNONYMS[t] ?? t;
    const into = optionalAll ? label.optional : label.core;
    if (!into.includes(w)) into.push(w);
  }
}

/** The scored view of a label: `bare` is the name without bracketed qualifiers, `qualifiers` their text. */
export function scoredLabel(bare: string, qualifiers: string): ScoredLabel {
  const label: ScoredLabel = { core: [], optional: [], equipment: [] };
  classify(words(bare), label, false);
  if (qualifiers) classify(words(qualifiers), label, true);
  return lonePress(label);
}

export function scoreIndexEntry<R extends { equipmentNeeded?: readonly Equipment[] }>(
  record: R,
  labels: ScoredLabel[],
  order: number,
): ScoreIndexEntry<R> {
  const equipment = new Set<EquipmentClass>();
  for (const l of labels) for (const e of l.equipment) if (e !== "bw") equipment.add(e);
  for (const code of record.equipmentNeeded ?? []) {
    const c = CODE_CLASS[code];
    if (c) equipment.add(c);
  }
  const all = new Set<string>();
  for (const l of labels) for (const w of [...l.core, ...l.optional]) all.add(w);
  const bodyweight = labels.some((l) => l.equipment.includes("bw"));
  const needsNothing = equipment.size === 0 && (record.equipmentNeeded ?? []).length === 0;
  const directions = RECORD_DIRECTIONS.filter((d) => labels.length > 0 && labels.every((l) => l.core.includes(d) || l.optional.includes(d)));
  const needsStation = (record.equipmentNeeded ?? []).includes("ergometer");
  return { record, labels, words: [...all], equipment, bodyweight, needsNothing, directions, needsStation, order };
}

/** 0 = the same word, 1 = a compound part from 5 letters (Ergometer in Fahrradergometer), -1 = no. */
function wordMatch(q: string, r: string): number {
  if (q === r) return 0;
  if (q.length >= 5 && (r.endsWith(q) || r.startsWith(q))) return 1;
  return -1;
}

function bestWordMatch(q: string, ws: readonly string[]): number {
  let best = -1;
  for (const r of ws) {
    const m = wordMatch(q, r);
    if (m === 0) return 0;
    if (m > 0 && (best < 0 || m < best)) best = m;
  }
  return best;
}

/** Whether an optional query word is met by the record (bracketed words also inside compounds). */
function optionalMet(q: string, ws: readonly string[]): boolean {
  if (q.startsWith("~")) return ws.includes(q);
  return ws.some((r) => r === q || (q.length >= 3 && r.length > q.length && r.includes(q)));
}

interface Rank {
  context: number;
  bonus: number;
  /** A "bodyweight" weight column: 0 for an exercise on nothing, 1 for one on an apparatus. */
  unloaded: number;
  extras: number;
  labelEquipment: number;
  defaultOrder: number;
  order: number;
}

function better(a: Rank, b: Rank): boolean {
  if (a.context !== b.context) return a.context > b.context;
  if (a.bonus !== b.bonus) return a.bonus > b.bonus;
  if (a.unloaded !== b.unloaded) return a.unloaded < b.unloaded;
  if (a.extras !== b.extras) return a.extras < b.extras;
  if (a.labelEquipment !== b.labelEquipment) return a.labelEquipment < b.labelEquipment;
  if (a.defaultOrder !== b.defaultOrder) return a.defaultOrder < b.defaultOrder;
  return a.order < b.order;
}

/** The best record for a query label, or null when no record holds every word of its base name. */
export function scoredFind<R>(query: ScoredLabel, index: readonly ScoreIndexEntry<R>[], available: ReadonlySet<EquipmentClass> | null = null): R | null {
  if (query.core.length === 0) return null;
  const wanted = query.equipment.filter((e) => e !== "bw");
  let best: Rank | null = null;
  let bestRecord: R | null = null;
  for (const entry of index) {
    // Equipment named in the query must be the record's (a record needing none may stand in).
    if (wanted.length > 0 && entry.equipment.size > 0 && !wanted.some((e) => entry.equipment.has(e))) continue;
    if (query.equipment.includes("bw") && entry.equipment.size > 0) continue;
    if (heldLoadOnUnloaded(query, entry)) continue;
    if (directionConflict(query, entry) || stationMissing(query, entry)) continue;
    let labelRank: { extras: number; labelEquipment: number } | null = null;
    for (const label of entry.labels) {
      let partial = 0;
      let ok = true;
      for (const q of query.core) {
        const m = bestWordMatch(q, label.core);
        if (m < 0) {
          ok = false;
          break;
        }
        partial += m;
      }
      if (!ok) continue;
      const extraCore = label.core.filter((r) => !query.core.some((q) => wordMatch(q, r) >= 0) && !query.optional.some((q) => optionalMet(q, [r]))).length;
      // Forward is the default direction of a lunge: "Ausfallschritt" is the forward lunge.
      const extraMods = label.optional.filter((m) => !query.optional.includes(m) && m !== "~vor").length;
      const rank = { extras: extraCore + extraMods + partial, labelEquipment: label.equipment.length };
      if (!labelRank || rank.extras < labelRank.extras || (rank.extras === labelRank.extras && rank.labelEquipment < labelRank.labelEquipment)) {
        labelRank = rank;
      }
    }
    if (!labelRank) continue;
    if (loadedOnBodyweight(query, entry)) continue;
    let bonus = 0;
    for (const q of query.optional) if (optionalMet(q, entry.words)) bonus++;
    for (const e of wanted) if (entry.equipment.has(e)) bonus++;
    const classes = [...entry.equipment];
    const defaultOrder = classes.length === 0 ? EQUIPMENT_ORDER.indexOf("bw") : Math.min(...classes.map((c) => EQUIPMENT_ORDER.indexOf(c)));
    const unloaded = query.unloaded && !entry.needsNothing ? 1 : 0;
    const rank: Rank = { context: contextRank(query, entry, available), bonus, unloaded, ...labelRank, defaultOrder, order: entry.order };
    if (!best || better(rank, best)) {
      best = rank;
      bestRecord = entry.record;
    }
  }
  return bestRecord;
}

/** Whether a record fits the equipment a name states (used to veto the other matching stages). */
export function equipmentFits<R>(query: ScoredLabel, entry: ScoreIndexEntry<R> | undefined): boolean {
  if (!entry) return true;
  const wanted = query.equipment.filter((e) => e !== "bw");
  if (wanted.length > 0 && entry.equipment.size > 0 && !wanted.some((e) => entry.equipment.has(e))) return false;
  if (query.equipment.includes("bw") && entry.equipment.size > 0) return false;
  return !loadedOnBodyweight(query, entry) && !heldLoadOnUnloaded(query, entry);
}

export { EQUIPMENT_CODE };
export type { EquipmentClass };
