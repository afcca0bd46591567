/**
 * Exercises the customer names in the health text (coach review round 3): an exercise named with a
 * complaint ("Ziehen im Ellbogen beim engen Bankdrücken") is never prescribed. Pure, German and English.
 */
import { saysNothing, stem, wordsOf } from "./text";

/** A word without its German inflection endings ("enges", "engen" → "eng"; "Bankdrücken" → "bankdruck"). */
function inflectionStem(word: string): string {
  let t = stem(word);
  while (t.length > 3 && /(?:es|en|er|em|e|s|n)$/.test(t)) t = t.replace(/(?:es|en|er|em|e|s|n)$/, "");
  return t;
}

const NEGATIONS = new Set(["kein", "keine", "keinen", "keiner", "keine", "nicht", "ohne", "no", "not", "without", "never", "nie"]);

/**
 * Whether the health text names this exercise (round 3: "Ziehen im Ellbogen beim engen Bankdrücken"):
 * every word of the exercise's name, compared by stem ("engen" = "Enges"), appears in a row, and no
 * negation stands in the three words before it. An exercise the customer names with a complaint is
 * never prescribed.
 */
export function healthTextNames(healthText: string | null | undefined, exerciseName: string): boolean {
  if (!healthText || saysNothing(healthText)) return false;
  const text = wordsOf(healthText).map(inflectionStem);
  const name = wordsOf(exerciseName).map(inflectionStem);
  if (name.length === 0 || name.join("").length < 6) return false;
  for (let i = 0; i + name.length <= text.length; i++) {
    if (!name.every((w, j) => text[i + j] === w)) continue;
    if (wordsOf(healthText).slice(Math.max(0, i - 3), i).some((w) => NEGATIONS.has(w))) continue;
    return true;
  }
  return false;
}
