/**
 * Exercise matching and video-link normalization for the plan parser (pure, no I/O).
 *
 * A parsed exercise name is matched to the exercise database case-, umlaut- (ä = ae, ß = ss),
 * accent-, punctuation- and whitespace-insensitively; then by token set (word order and stop words
 * ignored, parenthesised qualifiers dropped); then, only when all of that misses, by a bounded
 * Damerau-Levenshtein (OSA) distance on the compact key (≤ 1 for 5–8 characters, ≤ 2 from 9 on).
 * All record keys are precomputed once and results are cached per name, so a 14-day plan costs a
 * handful of map look-ups per exercise.
 */
import type { Equipment } from "../questionnaire/options";
import type { StressTag } from "../exercises/types";

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

export interface ExerciseLookup<R extends ExerciseLookupRecord = ExerciseLookupRecord> {
  /** The record that matches a plan's exercise name, or null. */
  find(name: string): R | null;
  /** Number of records indexed. */
  readonly size: number;
}

const UMLAUT_MAP: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
const LOOSE_UMLAUT_MAP: Record<string, string> = { ä: "a", ö: "o", ü: "u", ß: "ss" };
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_ALNUM = /[^a-z0-9]+/g;

/** Lower case, ä→ae ö→oe ü→ue ß→ss, accents dropped, punctuation → single spaces, trimmed. */
export function normalizeName(input: string): string {
  return input
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUT_MAP[c] ?? c)
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(NON_ALNUM, " ")
    .trim();
}

/**
 * Like normalizeName but ä→a ö→o ü→u, for matching free text where German plurals change the
 * vowel (Klimmzug / Klimmzüge).
 */
export function normalizeLoose(input: string): string {
  return input
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => LOOSE_UMLAUT_MAP[c] ?? c)
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(NON_ALNUM, " ")
    .trim();
}

/** The normalized name without spaces: the primary match key. */
export function compactKey(input: string): string {
  return normalizeName(input).replace(/ /g, "");
}

const PAREN_RE = /\([^()]*\)|\[[^[\]]*\]/g;

/** The name without parenthesised qualifiers: "Kniebeuge (Langhantel)" → "Kniebeuge". */
export function stripQualifiers(input: string): string {
  return input.replace(PAREN_RE, " ").replace(/\s+/g, " ").trim();
}

const STOP_WORDS = new Set([
  "mit", "am", "an", "auf", "der", "die", "das", "den", "dem", "im", "in", "und", "zur", "zum",
  "von", "vom", "fuer", "the", "with", "on", "and", "of", "a", "an", "for", "to",
]);

/** Sorted, de-duplicated tokens without stop words: word order does not matter. */
export function tokenSetKey(input: string): string {
  const tokens = normalizeName(stripQualifiers(input))
    .split(" ")
    .filter((t) => t.length > 0 && !STOP_WORDS.has(t));
  return [...new Set(tokens)].sort().join(" ");
}

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

/** Allowed edit distance for a compact key of this length. */
export function fuzzyThreshold(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

interface FuzzyEntry<R> {
  key: string;
  record: R;
}

const CACHE_LIMIT = 2000;

/**
 * Builds a lookup over the exercise database. Records earlier in the list win ties.
 * Matching order: exact compact key (name or nameEn) → key without parenthesised qualifiers →
 * token set → fuzzy (bounded Damerau-Levenshtein). The query is also tried without its
 * qualifiers and with the qualifier's content ("Kniebeuge (Back Squat)" → "Back Squat").
 */
export function createExerciseLookup<R extends ExerciseLookupRecord>(
  records: readonly R[],
): ExerciseLookup<R> {
  const exact = new Map<string, R>();
  const stripped = new Map<string, R>();
  const tokens = new Map<string, R>();
  const fuzzy: FuzzyEntry<R>[] = [];
  const fuzzySeen = new Set<string>();

  const add = (map: Map<string, R>, key: string, record: R) => {
    if (key.length > 0 && !map.has(key)) map.set(key, record);
  };
  const addFuzzy = (key: string, record: R) => {
    if (key.length >= 5 && !fuzzySeen.has(key)) {
      fuzzySeen.add(key);
      fuzzy.push({ key, record });
    }
  };

  for (const record of records) {
    for (const label of [record.name, record.nameEn]) {
      if (!label) continue;
      const full = compactKey(label);
      const bare = compactKey(stripQualifiers(label));
      add(exact, full, record);
      add(stripped, bare, record);
      add(tokens, tokenSetKey(label), record);
      addFuzzy(full, record);
      addFuzzy(bare, record);
    }
  }

  const cache = new Map<string, R | null>();

  const findUncached = (name: string): R | null => {
    const candidates: string[] = [name];
    const bare = stripQualifiers(name);
    if (bare !== name && bare.length > 0) candidates.push(bare);
    for (const m of name.matchAll(/\(([^()]+)\)/g)) {
      if (m[1] && m[1].trim().length > 2) candidates.push(m[1]);
    }
    for (const c of candidates) {
      const key = compactKey(c);
      if (key.length === 0) continue;
      const hit = exact.get(key) ?? stripped.get(key) ?? tokens.get(tokenSetKey(c));
      if (hit) return hit;
    }
    // Fuzzy only after every exact form missed.
    let best: R | null = null;
    let bestDistance = Infinity;
    for (const c of candidates) {
      const key = compactKey(c);
      const max = fuzzyThreshold(key.length);
      if (max === 0) continue;
      for (const entry of fuzzy) {
        if (Math.abs(entry.key.length - key.length) > max) continue;
        const limit = Math.min(max, fuzzyThreshold(entry.key.length));
        if (limit === 0) continue;
        const d = boundedDamerau(key, entry.key, limit);
        if (d <= limit && d < bestDistance) {
          best = entry.record;
          bestDistance = d;
          if (d === 1 && limit === 1) break;
        }
      }
      if (best) return best;
    }
    return null;
  };

  return {
    size: records.length,
    find(name: string): R | null {
      if (typeof name !== "string" || name.trim() === "") return null;
      const cached = cache.get(name);
      if (cached !== undefined) return cached;
      const result = findUncached(name);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(name, result);
      return result;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Video links

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/**
 * The 11-character YouTube video id of a watch (`youtube.com/watch?v=`), short-link
 * (`youtu.be/`), embed (`/embed/`), shorts (`/shorts/`), `/live/` or `/v/` URL; else null.
 * A missing scheme is tolerated ("youtu.be/…").
 */
export function extractVideoId(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  let text = url.trim();
  if (text === "" || text.length > 2048) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `https://${text.replace(/^\/\//, "")}`;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  let candidate: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    candidate = parsed.pathname.split("/")[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const parts = parsed.pathname.split("/").filter((p) => p.length > 0);
    if (parts[0] === "watch") candidate = parsed.searchParams.get("v");
    else if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live" || parts[0] === "v") {
      candidate = parts[1];
    }
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The canonical watch URL `https://www.youtube.com/watch?v=ID`, or null when no id is found. */
export function normalizeVideoUrl(url: string | null | undefined): string | null {
  const id = extractVideoId(url);
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}

/** The privacy-friendly embed URL for a video link, or null when no id is found. */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  const id = extractVideoId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
