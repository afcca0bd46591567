/** Exercise-name normalization (pure): the keys of the exercise matcher (./match.ts) and of the plan view's "last time" look-up. */

const UMLAUT_MAP: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
const LOOSE_UMLAUT_MAP: Record<string, string> = { ä: "a", ö: "o", ü: "u", ß: "ss" };
const mapUmlaut = (c: string): string => UMLAUT_MAP[c] ?? c;
const mapUmlautLoose = (c: string): string => LOOSE_UMLAUT_MAP[c] ?? c;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_ALNUM = /[^a-z0-9]+/g;
const NON_ASCII = /[\u0080-\uffff]/;

/** Lower case, ä→ae ö→oe ü→ue ß→ss, accents dropped, punctuation → single spaces, trimmed. */
export function normalizeName(input: string): string {
  let t = input.toLowerCase().replace(/[äöüß]/g, mapUmlaut);
  if (NON_ASCII.test(t)) t = t.normalize("NFD").replace(COMBINING_MARKS, "");
  return t.replace(NON_ALNUM, " ").trim();
}

/**
 * Like normalizeName but ä→a ö→o ü→u, for matching free text where German plurals change the
 * vowel (Klimmzug / Klimmzüge).
 */
export function normalizeLoose(input: string): string {
  let t = input.toLowerCase().replace(/[äöüß]/g, mapUmlautLoose);
  if (NON_ASCII.test(t)) t = t.normalize("NFD").replace(COMBINING_MARKS, "");
  return t.replace(NON_ALNUM, " ").trim();
}
