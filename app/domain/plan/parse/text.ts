/** Small text helpers of the plan-text parser: memo, whitespace and Markdown cleanup, weight numbers, cardio and rest words. */
import { fold } from "~/domain/coaching/text";

/** A bounded memo for pure string → value functions (plan texts repeat headers and labels). */
export function memo<T>(fn: (key: string) => T, limit = 4000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key: string) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as T;
    const value = fn(key);
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
    return value;
  };
}

/** Whitespace other than a single space (what `\s` matches in JavaScript). */
const RE_ODD_SPACE = /[\t\n\r\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

export function collapse(text: string): string {
  const t = text.trim();
  return t.includes("  ") || RE_ODD_SPACE.test(t) ? t.replace(/\s+/g, " ") : t;
}

const RE_NEEDS_STRIP = /[*_<\\`]/;

/** Markdown emphasis, inline code, escapes and HTML breaks removed. */
export function stripInline(text: string): string {
  if (!RE_NEEDS_STRIP.test(text)) return collapse(text);
  return collapse(
    text
      .replace(/<br\s*\/?>/gi, " ")
      .replace(/\\([*_|#`\\])/g, "$1")
      .replace(/\*\*|__|`/g, "")
      .replace(/(^|\s)[*_](?=\S)|(?<=\S)[*_](?=\s|$|[:.,;])/g, "$1"),
  );
}

/** Text a cell or bullet counts as "nothing" ("–", "-", "n/a", "/"). */
export function isBlankValue(text: string): boolean {
  return /^[\s\-–—/.]*$|^(?:n\/?a|k\.?\s?a\.?|keine?|none|null)$/i.test(text.trim());
}

/** Trims separators and stray punctuation around leftovers. */
const TRIM_LEFT = new Set([..." \t,;:–—-|/+."].map((c) => c.charCodeAt(0)));
const TRIM_RIGHT = new Set([..." \t,;:–—-|/+"].map((c) => c.charCodeAt(0)));

export function tidy(text: string): string {
  if (!RE_HAS_WORD.test(text)) return "";
  let t = text.includes("(") ? text.replace(/\(\s*[,;:–—-]*\s*\)/g, " ") : text;
  t = collapse(t);
  let a = 0;
  let b = t.length;
  while (a < b && TRIM_LEFT.has(t.charCodeAt(a))) a++;
  while (b > a && TRIM_RIGHT.has(t.charCodeAt(b - 1))) b--;
  t = t.slice(a, b);
  if (/[,;]\s*[,;]/.test(t)) t = t.replace(/([,;])(?:\s*[,;])+/g, "$1");
  if (/ [,;.]/.test(t)) t = t.replace(/ ([,;.])/g, "$1");
  return t;
}

const RE_HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * The weight number of a plan text (spec §5): the number after × or x, else the first number,
 * else 0. A decimal comma is accepted. Always finite and ≥ 0.
 */
export function parseWeight(text: string | null | undefined): number {
  if (typeof text !== "string" || text === "") return 0;
  const after = /[×x]\s*(\d+(?:[.,]\d+)?)/i.exec(text);
  const raw = after?.[1] ?? /\d+(?:[.,]\d+)?/.exec(text)?.[0];
  if (!raw) return 0;
  const value = Number(raw.replace(",", "."));
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

const CARDIO_RE =
  /ergometer|\bergo\b|laufband|treadmill|ruderger(?:ae|a)t|rudermaschine|ruderergometer|rowing machine|indoor rowing|\brower\b|^rowing$|cross ?trainer|crosstrainer|ellipti|fahrrad|\brad(?:fahren|eln)?\b|radfahr|spinning|cycling|\bbike\b|airbike|heimtrainer|seilspring|springseil|jump ?rope|rope skipping|\bjogg|\blaufen\b|\blauf\b|dauerlauf|intervalllauf|\brunning\b|\brun\b|stairmaster|stepper|stair ?climb|\bski ?erg|treppensteig|schwimm|swimming|walking|spaziergang|wandern|cardio|ausdauer/;

/** Whether an exercise name names a cardio activity (ergometer, treadmill, rowing machine …). */
export const isCardioExercise: (name: string) => boolean = memo((name) => {
  const n = fold(name);
  return !/crunch|sit ?up|kniebeug|ausfallschritt|lunge|squat/.test(n) && CARDIO_RE.test(n);
});

const REST_TITLE_RE = /ruhetag|ruhe tag|rest ?-?day|\brest\b|regeneration|erholung|recovery|off ?-?day|\bpause(?:ntag)?\b|freier tag|day off/;

/** Whether a day title marks a rest day (Ruhetag, Rest day, Regeneration …). */
export const isRestTitle: (title: string) => boolean = memo((title) => REST_TITLE_RE.test(fold(title)));

/** "8–10" → "8-10": a dash between two numbers is written as a hyphen. */
export function hyphenateRanges(text: string): string {
  return text.includes("–") || text.includes("—") ? text.replace(/(\d)\s*[–—]\s*(?=\d)/g, "$1-") : text;
}
