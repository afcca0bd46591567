/**
 * The one text normaliser and word matcher of the coaching rules (generator, quality checks,
 * follow-up logic, dislikes, injuries list). Pure, German and English.
 *
 * Every text is reduced to one canonical form, `fold`: lower case, ß → ss, accents dropped, the
 * umlauts and their transliterations made equal (ä = ae = a, ö = oe = o, ü = ue = u), every run of
 * other characters → one space. "Rücken", "Ruecken" and "RUCKEN" all fold to "rucken".
 *
 * Matching is per WORD, never on raw substrings, so "rücken" is not found inside "Bankdrücken".
 * A term says where it may sit in a word:
 *   "knee"        the whole word
 *   "knie*"       a word starting with it ("Knieschmerzen")
 *   "*sprung"     a word ending with it ("Kastensprung")
 *   "*schmerz*"   anywhere inside a word ("Rückenschmerzen")
 * A term of several words ("back pain", "nach der geburt") matches consecutive words; each of its
 * words follows the same rules.
 */

const CACHE_MAX = 20_000;
const FOLDED = new Map<string, string>();

function foldUncached(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[äöü]/g, (c) => (c === "ä" ? "a" : c === "ö" ? "o" : "u"))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`´]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/([aou])e/g, "$1")
    .trim();
}

/**
 * The canonical form of a text (see the module comment). Apostrophes are dropped ("doesn't" →
 * "doesnt"). Note that "ae/oe/ue" becomes "a/o/u" in every word ("Bauer" → "baur"),
 * on both sides of a comparison alike.
 */
export function fold(text: string): string {
  const hit = FOLDED.get(text);
  if (hit !== undefined) return hit;
  const out = foldUncached(text);
  if (FOLDED.size > CACHE_MAX) FOLDED.clear();
  FOLDED.set(text, out);
  return out;
}

/** The folded words of a text. */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const f = fold(text);
  return f ? f.split(" ") : [];
}

/** A word pattern: "word", "word*", "*word", "*word*" (see the module comment). */
export type Term = string;

interface CompiledWord {
  core: string;
  starts: boolean;
  ends: boolean;
}

const COMPILED = new Map<string, CompiledWord[]>();

function compile(term: Term): CompiledWord[] {
  const hit = COMPILED.get(term);
  if (hit) return hit;
  const parts = term.trim().split(/\s+/);
  const out: CompiledWord[] = [];
  for (const p of parts) {
    const starts = p.startsWith("*");
    const ends = p.endsWith("*");
    const core = fold(p.replace(/^\*|\*$/g, ""));
    if (!core) continue;
    // A folded core may itself contain spaces ("step-up*" → "step up"): split it into words; only
    // the first keeps the leading wildcard and only the last the trailing one.
    const coreWords = core.split(" ");
    coreWords.forEach((c, j) =>
      out.push({
        core: c,
        starts: starts && j === 0,
        ends: ends && j === coreWords.length - 1,
      }),
    );
  }
  if (COMPILED.size > CACHE_MAX) COMPILED.clear();
  COMPILED.set(term, out);
  return out;
}

/**
 * Longer words that contain a shorter one without meaning it: "rücken" (back) inside "drücken"
 * (press) and "Brücke" (bridge). A word-inside match at such a place does not count.
 */
const FALSE_FRIENDS: Record<string, string[]> = {
  rucken: ["drucken", "brucken"],
  ruck: ["druck", "bruck"],
};

function insideAt(word: string, core: string, at: number): boolean {
  for (const friend of FALSE_FRIENDS[core] ?? []) {
    const k = friend.indexOf(core);
    if (k >= 0 && at - k >= 0 && word.startsWith(friend, at - k)) return false;
  }
  return true;
}

function wordMatches(word: string, w: CompiledWord): boolean {
  if (w.starts) {
    for (let at = word.indexOf(w.core); at >= 0; at = word.indexOf(w.core, at + 1)) {
      if (!w.ends && at + w.core.length !== word.length) continue;
      if (insideAt(word, w.core, at)) return true;
    }
    return false;
  }
  if (w.ends) return word.startsWith(w.core);
  return word === w.core;
}

/** Whether one folded word matches a one-word term ("knie*" and "Knieschmerzen"). */
export function wordMatchesTerm(word: string, term: Term): boolean {
  const c = compile(term);
  return c.length === 1 && wordMatches(fold(word), c[0]!);
}

/** Whether the words (from `wordsOf`) contain the term. */
export function wordsHaveTerm(words: readonly string[], term: Term): boolean {
  const c = compile(term);
  if (c.length === 0) return false;
  for (let i = 0; i + c.length <= words.length; i++) {
    let ok = true;
    for (let j = 0; j < c.length && ok; j++) ok = wordMatches(words[i + j]!, c[j]!);
    if (ok) return true;
  }
  return false;
}

/** The indices of the words (from `wordsOf`) that the term's matches cover ("sit up*" in "sit ups" → 0, 1). */
export function termWordIndices(words: readonly string[], term: Term): number[] {
  const c = compile(term);
  const out: number[] = [];
  if (c.length === 0) return out;
  for (let i = 0; i + c.length <= words.length; i++) {
    let ok = true;
    for (let j = 0; j < c.length && ok; j++) ok = wordMatches(words[i + j]!, c[j]!);
    if (ok) for (let j = 0; j < c.length; j++) if (!out.includes(i + j)) out.push(i + j);
  }
  return out;
}

/** Whether a text contains the term, word by word. */
export function hasTerm(text: string | null | undefined, term: Term): boolean {
  return wordsHaveTerm(wordsOf(text), term);
}

/** The first of the terms the text contains, or null. */
export function findTerm(text: string | null | undefined, terms: readonly Term[]): Term | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  for (const t of terms) if (wordsHaveTerm(words, t)) return t;
  return null;
}

/**
 * The term a free keyword stands for (the admin-editable injuries list has plain keywords):
 * up to 3 letters the whole word ("acl", "lws", "hip"), up to 5 letters a word start ("knie" →
 * "Knieschmerzen"), from 6 letters anywhere in a word ("asthma" → "Belastungsasthma"). A keyword
 * of several words matches them in a row, the last one as a word start.
 */
export function keywordTerm(keyword: string): Term {
  const words = fold(keyword).split(" ").filter(Boolean);
  if (words.length === 0) return "";
  if (words.length > 1) return [...words.slice(0, -1), `${words[words.length - 1]}*`].join(" ");
  const w = words[0]!;
  if (w.length <= 3) return w;
  if (w.length <= 5) return `${w}*`;
  return `*${w}*`;
}

/**
 * A word stem tolerant of German and English plurals: up to two of the endings -en, -er, -e, -n, -s
 * are cut while more than 4 letters remain ("kniebeugen" → "kniebeug", "klimmzuge" → "klimmzug",
 * "curls" → "curl"). Input: a folded word.
 */
export function stem(word: string): string {
  let t = word;
  for (let i = 0; i < 2 && t.length > 4; i++) {
    const cut = /(?:en|er|e|n|s)$/.exec(t);
    if (!cut) break;
    t = t.slice(0, t.length - cut[0].length);
  }
  return t;
}

/** A free text split into list items at commas, semicolons, line breaks, "und", "oder", "and", "or". */
export function listItems(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[,;\n\r/+&.!?]|\bund\b|\boder\b|\band\b|\bor\b|\bsowie\b/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Answers that mean "nothing to report" ('keine', 'nein', 'none', '-', 'keine bekannt'). */
const NOTHING_WORDS = new Set([
  "kein", "keine", "keiner", "keinerlei", "nein", "nichts", "none", "no", "nope", "nothing", "n", "a", "k",
  "na", "ka", "bekannt", "known", "aktuell", "derzeit", "momentan", "currently",
]);

/** Whether a free-text answer says nothing ('keine', 'nein', 'none', '-', ''). */
export function saysNothing(text: string | null | undefined): boolean {
  const words = wordsOf(text);
  return words.length === 0 || words.every((w) => NOTHING_WORDS.has(w));
}
