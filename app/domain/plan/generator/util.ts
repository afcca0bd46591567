/** Small pure helpers of the generator: deterministic jitter, German numbers, table cells. */
import { fold } from "~/domain/coaching/text";

/** The key of an exercise name (the one normaliser: app/domain/coaching/text.ts). */
export function key(name: string): string {
  return fold(name);
}

export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic value in [0, 1) from the seed and a key. */
export function jitter(seed: number, key: string): number {
  return (fnv1a(`${seed}|${key}`) % 10007) / 10007;
}

/** German number: 12.5 → "12,5", 40 → "40". */
export function de(n: number): string {
  const r = Math.round(n * 100) / 100;
  return String(r).replace(".", ",");
}

export function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

export function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

/** Keep a user's free text on one line and away from the Markdown structure. */
export function sanitizeInline(s: string, max = 120): string {
  const t = s
    .replace(/[\r\n]+/g, " ")
    .replace(/[|#*`<>_[\]]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/** The first sentence of a text (for the injuries' recommended adjustments in the intro). */
export function firstSentence(s: string): string {
  const t = sanitizeInline(s, 400);
  // Abbreviations ("bzw.", "z. B.") end no sentence: a cut there leaves a half sentence.
  const m = /^.{20,300}?(?<!\b(?:bzw|ggf|evtl|ca|zB|z\. B|u\. a|usw|Dr|etc|inkl|max|min|mind))[.!?](?=\s|$)/.exec(t);
  return m ? m[0] : sanitizeInline(t, 160);
}

export function cell(s: string): string {
  return s.replace(/\|/g, "/").replace(/[\r\n]+/g, " ").trim();
}

export function numbersIn(s: string): number[] {
  const out: number[] = [];
  for (const m of s.matchAll(/\d+(?:[.,]\d+)?/g)) out.push(Number(m[0].replace(",", ".")));
  return out;
}

/** The exclusion reason of an exercise the health text names with a complaint (round 3). */
export const NAMED_COMPLAINT = "wegen Ihrer Beschwerden bei dieser Übung";
