/**
 * A plan's exercise name read as a query for the scored stage (match-score.ts), before matching:
 * - a bracket offering an alternative or a regression is dropped ("Push-ups (knees if needed)");
 * - the text after a spaced dash or a comma is read like a bracket ("Goblet Squat – 3 Sek. exzentrisch");
 * - on a second try, a trailing phrase of execution words ("mit Pause unten", "an der Wand
 *   festhalten") is read like a bracket too, so the name without it can match.
 */
import { fold } from "~/domain/coaching/text";
import { scoredLabel, type ScoredLabel } from "./match-score";

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
]);
const PLACE_WORDS = new Set(["zur", "zum", "to", "bis", "an", "der", "die", "den", "dem", "am", "at", "the", "in", "mit", "with", "und", "and", "wand", "wall", "a", "einer", "for"]);
const TAIL_STARTS = new Set(["mit", "with", "an", "am", "at", "zur", "zum", "to", "bis"]);

/** The name's trailing descriptor phrase split off ("Goblet Squat mit Pause unten" → ["Goblet Squat", "mit Pause unten"]), or null. */
export function splitDescriptorTail(bare: string): [string, string] | null {
  const words = bare.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    if (!TAIL_STARTS.has(fold(words[i]!))) continue;
    const tail = fold(words.slice(i).join(" ")).split(" ").filter((w) => w !== "");
    const descriptive = tail.every((w) => DESCRIPTOR_WORDS.has(w) || PLACE_WORDS.has(w) || /^\d+$/.test(w));
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
  const qualifiers = groups.filter((g) => !CONDITIONAL_RE.test(fold(g)));
  let bare = stripQualifiers(name);
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
