/**
 * A plan's exercise name read as a query for the scored stage (match-score.ts), before matching:
 * - a bracket offering an alternative or a regression is dropped ("Push-ups (knees if needed)");
 * - the text after a spaced dash or a comma is read like a bracket ("Goblet Squat – 3 Sek. exzentrisch");
 * - on a second try, a trailing phrase of execution words ("mit Pause unten", "an der Wand
 *   festhalten") is read like a bracket too, so the name without it can match;
 * - last, the relaxed view (decision 0113): a variant of a lift with its implement named is the lift.
 */
import { fold } from "~/domain/coaching/text";
import { canonical, lonePress, scoredLabel, type ScoredLabel } from "./match-score";
import { BASE_LIFTS, VARIANT_WORDS } from "./match-vocabulary";

const PAREN_RE = /\([^()]*\)|\[[^[\]]*\]/g;

function stripQualifiers(input: string): string {
  if (!input.includes("(") && !input.includes("[")) return input;
  return input.replace(PAREN_RE, " ").replace(/\s+/g, " ").trim();
}

/**
 * A bracket offering an alternative or a regression ("knees if needed", "ggf. mit Band", "oder
 * Kurzhanteln") says what the exercise is NOT by default: it is dropped, not read as a qualifier.
 */
const CONDITIONAL_RE = /\b(?:if needed|if necessary|if required|optional(?:ly)?|or|oder|ggf|gegebenenfalls|falls|bei bedarf|alternativ|alternatively|wenn notig)\b/;

/**
 * Execution words (tempo, pauses, holds, support): a trailing "mit …" / "with …" / "an der …"
 * phrase made only of them ("mit Pause unten", "an der Wand festhalten", "with 3 sec hold") is a
 * descriptor of the exercise, dropped when the name without it matches. Needs one word besides
 * place words, so "an der Wand" alone (the wall push-up) is not a descriptor.
 */
const DESCRIPTOR_WORDS = new Set([
  "pause", "pausen", "paused", "unten", "oben", "halten", "halt", "hold", "holds", "langsam", "langsamer", "slow", "slowly",
  "kontrolliert", "kontrollierter", "controlled", "exzentrisch", "exzentrische", "eccentric", "tempo", "isometrisch",
  "isometric", "festhalten", "abstutzen", "festhalt", "sek", "sekunde", "sekunden", "sec", "secs", "second", "seconds", "s",
  "bottom", "top", "tiefsten", "tiefster", "position", "x",
  // The target of a pull or press ("Latzug zur Brust", "Face pulls to the forehead", "Rudern zum Bauch").
  "brust", "chest", "kinn", "chin", "stirn", "forehead", "nacken", "neck", "bauch", "nabel", "hufte", "hip", "hips",
  // The support the body or the foot is on ("Step-ups auf die Hantelbank", "Rudermaschine mit Brustpolster").
  "bank", "hantelbank", "flachbank", "box", "kiste", "stufe", "bench", "polster", "brustpolster", "pad", "brustauflage",
  // A stair or an edge at home ("Step-ups auf die Treppenstufe", "Wadenheben an der Treppenstufe").
  "treppenstufe", "treppenstufen", "treppe", "stufenkante", "kante", "bankkante", "step", "stair", "stairs",
]);
/** The implement named in a trailing phrase ("auf die Bank mit KH"): kept as a qualifier, neither descriptor nor name. */
const IMPLEMENT_WORDS = new Set([
  "kh", "lh", "kb", "db", "bb", "kurzhantel", "kurzhanteln", "langhantel", "kettlebell", "kettlebells", "dumbbell", "dumbbells", "barbell",
]);
const PLACE_WORDS = new Set(["zur", "zum", "to", "bis", "an", "der", "die", "den", "dem", "am", "at", "the", "in", "mit", "with", "und", "and", "wand", "wall", "a", "einer", "for", "auf", "on", "onto", "eine", "einen"]);
const UNIT_BRACKET_RE = /^(?:calories|cals?|kcal|kalorien|meters?|metres?|m|km|min|minutes?|minuten)$/;
const TAIL_STARTS = new Set(["mit", "with", "an", "am", "at", "zur", "zum", "to", "bis", "auf", "on", "onto"]);

/** The name's trailing descriptor phrase split off ("Goblet Squat mit Pause unten" → ["Goblet Squat", "mit Pause unten"]), or null. */
export function splitDescriptorTail(bare: string): [string, string] | null {
  const words = bare.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    if (!TAIL_STARTS.has(fold(words[i]!))) continue;
    const tail = fold(words.slice(i).join(" ")).split(" ").filter((w) => w !== "");
    const descriptive = tail.every((w) => DESCRIPTOR_WORDS.has(w) || PLACE_WORDS.has(w) || IMPLEMENT_WORDS.has(w) || /^\d+$/.test(w));
    if (descriptive && tail.some((w) => DESCRIPTOR_WORDS.has(w))) return [words.slice(0, i).join(" "), words.slice(i).join(" ")];
  }
  return null;
}

/**
 * A plan's name as a query: conditional brackets dropped, the text after a spaced dash or a comma
 * read like a bracket ("Goblet Squat – 3 Sek. exzentrisch"), and, with `loose`, a trailing
 * descriptor phrase read like a bracket too.
 */
export function queryView(name: string, loose: boolean): ScoredLabel | null {
  const groups = [...name.matchAll(/\(([^()]*)\)|\[([^[\]]*)\]/g)].map((m) => m[1] ?? m[2] ?? "");
  // A bracket naming only the unit of measure ("Row (calories)") is read with the name: a row in calories is the rower.
  const units = groups.filter((g) => UNIT_BRACKET_RE.test(fold(g)));
  const qualifiers = groups.filter((g) => !CONDITIONAL_RE.test(fold(g)) && !units.includes(g));
  let bare = [stripQualifiers(name), ...units].join(" ");
  const dash = bare.search(/\s[–—-]\s|,\s*/);
  if (dash > 0) {
    qualifiers.push(bare.slice(dash).replace(/^[\s,–—-]+/, ""));
    bare = bare.slice(0, dash);
  }
  if (loose) {
    const split = splitDescriptorTail(bare);
    if (!split) return null;
    bare = split[0];
    qualifiers.push(split[1]);
  }
  return scoredLabel(bare, qualifiers.join(" "));
}

/**
 * The relaxed view of a query that matched nothing (the variant rule): with its implement or load
 * named, variant words (VARIANT_WORDS: "Sumo", "Half", "Gorilla") only rank, so the base lift with
 * that implement is found ("KB Sumo Deadlift" → the kettlebell deadlift). A machine named by a word no
 * record knows (its body part) takes its movement from the bracket ("Bauchmaschine (Crunch)").
 * Unknown words are never dropped otherwise: "Arnold Press" or "Band chest flyes" stay unmatched.
 * Null when nothing is relaxed or no implement or load is named (then no match stays no match).
 */
let liftWords: Set<string> | undefined;

export function relaxedQuery(query: ScoredLabel, known: (word: string) => boolean): ScoredLabel | null {
  if (!query.loaded && !query.equipment.some((e) => e !== "bw")) return null;
  const bracket = query.optional.filter((w) => !w.startsWith("~") && known(w));
  const unknownName = query.core.every((w) => !known(w)) && query.equipment.includes("machine") && bracket.length > 0;
  const dropped = unknownName ? query.core : query.core.filter((w) => VARIANT_WORDS.has(w));
  if (dropped.length === 0) return null;
  let core = query.core.filter((w) => !dropped.includes(w));
  const optional = [...query.optional, ...dropped];
  if (core.length === 0 && unknownName) core = bracket;
  if (core.length === 0) return null;
  liftWords ??= new Set(BASE_LIFTS.map(canonical));
  if (!unknownName && !core.some((w) => liftWords!.has(w))) return null;
  return lonePress({ ...query, core, optional: optional.filter((w) => !core.includes(w)) });
}

/**
 * A reps column in metres, minutes or calories ("1000 m", "12 min", "15/12 cal"): the exercise is measured
 * as a distance, a duration or energy, as on a cardio station (seconds are a set's duration and do not count).
 */
const STATION_MEASURE_RE = /\d\s*(?:m|km|meters?|metres?|meter|min|mins|minutes?|minuten|cals?|calories|kcal|kalorien)(?![\p{L}])/iu;

export function measuredOnStation(reps: string | null | undefined): boolean {
  return !!reps && STATION_MEASURE_RE.test(reps);
}

/**
 * Decision 0134: a row with no implement and no load named, measured in metres, minutes or calories (its reps
 * column), is the rower — "Row | 1000 m" in a conditioning plan. "Row | 12 | 2×20 kg" stays the dumbbell row.
 */
export function rowerByMeasure(query: ScoredLabel, measured: boolean): ScoredLabel {
  if (!measured || query.loaded || query.equipment.length > 0 || query.core.length !== 1) return query;
  return query.core[0] === canonical("row") ? { ...query, core: [canonical("Rudergerät")] } : query;
}
