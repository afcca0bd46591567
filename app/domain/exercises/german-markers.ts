/**
 * Signs that a text meant for English pages is (partly) German: umlauts and ß, the formal "Sie",
 * and common German function words and training words as whole words. An English customer never
 * meets German (decision 0097); the catalog test and the English plan-view e2e test use this check.
 */

const GERMAN_LETTERS = /[äöüÄÖÜß]/u;

/** The polite pronoun, capitalised as German writes it ("Halten Sie …"); English has no such word. */
const SIE = /(?<!\p{L})Sie(?!\p{L})/u;

/** Whole words that do not occur in English coaching text (case-insensitive). */
const GERMAN_WORDS = [
  "und", "die", "der", "das", "dem", "des", "mit", "nicht", "ist", "auf", "bei", "ein", "eine", "einen",
  "zum", "zur", "sich", "oder", "wie", "bis", "nach", "vorn", "dabei", "langsam", "halten", "knie",
  "beine", "arme", "bauch", "schulter", "schultern", "seite", "sekunden", "hantel", "langhantel", "kurzhantel",
  "sprunggelenk", "leiste", "nacken", "ellbogen", "handgelenk", "gewicht", "spanne", "ziel", "satz", "wdh",
];
const GERMAN_WORD = new RegExp(`(?<!\\p{L})(${GERMAN_WORDS.join("|")})(?!\\p{L})`, "iu");

/** The German markers found in a text (empty when it reads as English). */
export function germanMarkers(text: string): string[] {
  const found: string[] = [];
  const letter = GERMAN_LETTERS.exec(text);
  if (letter) found.push(letter[0]);
  if (SIE.test(text)) found.push("Sie");
  const word = GERMAN_WORD.exec(text);
  if (word) found.push(word[1]!);
  return found;
}
