/**
 * Typo tolerance of exercise matching (used by match.ts): the bounded edit distance of the fuzzy stage,
 * and, word by word (decision 0134), one slip of the keyboard in a word the database does not know
 * ("Goblet Sqauts" → the goblet squat).
 */
import type { ScoredLabel } from "./match-score";

/**
 * Optimal-string-alignment distance between a and b, or max + 1 as soon as it must exceed max.
 */
export function boundedDamerau(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  let prevPrev = new Array<number>(lb + 1).fill(0);
  let prev = new Array<number>(lb + 1);
  let cur = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, prevPrev[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb]!;
}

/** A word's stem needs this many letters before a typo is corrected in it ("Sqauts" → "sqaut"); shorter words never. */
export const TYPO_MIN_STEM = 5;

/**
 * The query with its unknown words corrected, or null when none is: a required word that no record knows,
 * with a stem of at least 5 letters, one edit (a transposition, a letter missing, extra or wrong) from the
 * words of exactly one exercise word of the dictionary (the records' required words and the synonyms'
 * German and English forms, each of at least 5 letters, → their canonical word), is that word. A known word
 * is never changed ("Rudern" stays the row), a short word never, and a word one edit from two different
 * words stays as written (no guess between two exercises).
 */
export function correctTypos(query: ScoredLabel, known: (word: string) => boolean, dictionary: ReadonlyMap<string, string>): ScoredLabel | null {
  let changed = false;
  const core = query.core.map((w) => {
    if (w.length < TYPO_MIN_STEM || known(w) || dictionary.has(w)) return w;
    let found: string | null = null;
    for (const [v, to] of dictionary) {
      if (v.length < TYPO_MIN_STEM || Math.abs(v.length - w.length) > 1 || boundedDamerau(w, v, 1) !== 1) continue;
      if (found !== null && found !== to) return w; // ambiguous
      found = to;
    }
    if (found === null) return w;
    changed = true;
    return found;
  });
  return changed ? { ...query, core } : null;
}
