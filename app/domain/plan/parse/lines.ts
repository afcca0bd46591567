/** Line classification of the plan-text parser: day and week headings, section labels, bullets, inline lists. */
import { REST_DAY_SECTIONS } from "~/domain/plan/types";
import { fold } from "~/domain/coaching/text";
import { collapse, memo, stripInline } from "./text";

export const RE_BULLET = /^(\s*)(?:[-*+•·▪‣◦]|\d{1,2}[.)])\s+(.*)$/;
export const RE_TABLE_SEPARATOR = /^\s*\|?\s*:?-{1,}:?\s*(?:\|\s*:?-{1,}:?\s*)+\|?\s*$|^\s*\|\s*:?-{2,}:?\s*\|?\s*$/;
export const RE_HR = /^\s*(?:[-*_]\s*){3,}$/;
export const RE_DAY = /^(?:(?:woche|week)\s*(\d{1,2})\s*[,:–—\-|/.]?\s*)?(?:trainings)?(?:tag|day)\s*(\d{1,3})(?!\d)(?![.,]\d)\s*(.*)$/i;
export const RE_WEEK = /^(?:woche|week)\s*(\d{1,2})(?!\d)/i;

export interface DayCandidate {
  strong: boolean;
  week: number | null;
  number: number;
  rest: string;
}

/** Heading markers and emphasis stripped: "## **Tag 3:** Beine" → "Tag 3: Beine". */
export function headingText(line: string): string {
  return stripInline(line.replace(/^\s*#{1,6}\s*/, "").replace(/\s#+\s*$/, ""));
}

export function isHeadingLine(trimmed: string): boolean {
  if (trimmed.charCodeAt(0) !== 35 /* # */) return false;
  return /^#{1,6}(?:\s|$)/.test(trimmed) || /^#{1,6}[^#\s]/.test(trimmed) && /^#{1,6}\s*(?:tag|day|woche|week)/i.test(trimmed);
}

export function isBoldStart(trimmed: string): boolean {
  return trimmed.startsWith("**") || trimmed.startsWith("__");
}

export function dayCandidate(trimmed: string): DayCandidate | null {
  if (trimmed.length > 200 || trimmed.startsWith("|") || RE_BULLET.test(trimmed)) return null;
  const heading = isHeadingLine(trimmed);
  const strong = heading || isBoldStart(trimmed);
  // Leading emoji or symbols ("📅 Tag 1 – …") are decoration.
  const text = headingText(trimmed).replace(/^[^\p{L}\p{N}]+/u, "");
  const m = RE_DAY.exec(text);
  if (!m) return null;
  const rest = m[3] ?? "";
  if (!strong && rest !== "" && !/^[\s:–—\-|.(/]/.test(rest)) return null;
  return {
    strong,
    week: m[1] ? Number(m[1]) : null,
    number: Number(m[2]),
    rest: collapse(rest.replace(/^[\s:–—\-|./]+/, "").replace(/[:\s]+$/, "")),
  };
}

export type SectionKind =
  | { kind: "warmup" }
  | { kind: "rest"; title: string }
  | { kind: "exercises" }
  | { kind: "ignore" };

const REST_SECTION_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/aktive erholung|mobilitat|mobility|active recovery|aktive regeneration|bewegung/, REST_DAY_SECTIONS[0]],
  [/faszi|entspannung|relax|fascia|foam|massage|atem/, REST_DAY_SECTIONS[1]],
  [/ernahrung|nutrition|schlaf|sleep|\bruhe\b|\brest\b|hydration|trinken/, REST_DAY_SECTIONS[2]],
  [/korpergefuhl|feedback|body awareness|selbstwahrnehmung|reflexion|check ?in|tagebuch/, REST_DAY_SECTIONS[3]],
];
const RE_WARMUP_LABEL = /^(?:aufwarm|warm ?up|erwarmung|aktivierung)/;
const RE_EXERCISE_LABEL =
  /^(?:ubungen|hauptteil|haupttraining|krafttraining|kraftteil|training|trainingseinheit|workout|exercises|main|zirkel|circuit|supersatz|superset|block|teil [a-z0-9]|ganzkorper|oberkorper|unterkorper|push|pull|beine|legs|upper|lower|full body)/;
const RE_IGNORE_LABEL =
  /^(?:cool ?down|abwarmen|abkuhlen|auslaufen|dehnen|stretching|hinweise|hinweis|tipps?|tips|notes?|notizen|anmerkung|wichtig|ziel|fokus|focus|dauer|duration|intensitat|kommentar|trainingsdauer|gesamtdauer)/;

export const classifyLabel = memo(classifyLabelUncached);

function classifyLabelUncached(label: string): SectionKind | null {
  const n = fold(label);
  if (n === "") return null;
  if (RE_WARMUP_LABEL.test(n)) return { kind: "warmup" };
  for (const [re, title] of REST_SECTION_PATTERNS) if (re.test(n)) return { kind: "rest", title };
  if (RE_IGNORE_LABEL.test(n)) return { kind: "ignore" };
  if (RE_EXERCISE_LABEL.test(n)) return { kind: "exercises" };
  return null;
}

const CANONICAL_REST_LABELS = new Set([
  ...REST_DAY_SECTIONS.map((t) => fold(t)),
  "active recovery mobility",
  "fascia therapy relaxation",
  "nutrition rest",
  "body awareness feedback",
]);

/** A section name on its own: a warm-up label (with an optional duration) or a rest section name. */
export const isBareLabel = memo(isBareLabelUncached);

function isBareLabelUncached(text: string): boolean {
  const n = fold(text);
  return /^(?:aufwarmen|aufwarmung|aufwarmprogramm|warm ?up|erwarmung)(?: \d+ ?(?:min|minuten))?$/.test(n) || CANONICAL_REST_LABELS.has(n);
}

/**
 * A bold or plain label line: "**Aufwärmen:**", "**Ernährung & Ruhe**", "Warm-up: a, b".
 * Returns the label and the inline content after it, or null.
 */
export function labelLine(trimmed: string): { label: string; inline: string } | null {
  if (!trimmed.includes(":") && !trimmed.startsWith("**") && !trimmed.startsWith("__")) return null;
  const bold = /^(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?\s*(.*)$/.exec(trimmed);
  if (bold) {
    const label = bold[1]!.replace(/:\s*$/, "").trim();
    if (label.length > 0 && label.length <= 60) return { label, inline: bold[2] ?? "" };
  }
  const plain = /^([^:|]{2,50}):\s*(.*)$/.exec(stripInline(trimmed));
  if (plain) return { label: plain[1]!.trim(), inline: plain[2] ?? "" };
  return null;
}

/** Splits an inline warm-up list at commas/semicolons outside parentheses, keeping "2,5". */
export function splitInlineList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    else if (depth === 0 && (c === ";" || (c === "," && !(/\d/.test(text[i - 1] ?? "") && /\d/.test(text[i + 1] ?? ""))))) {
      items.push(text.slice(start, i));
      start = i + 1;
    }
  }
  items.push(text.slice(start));
  const out: string[] = [];
  for (const raw of items) {
    const item = stripInline(raw).replace(/\.$/, "").trim();
    if (item === "") continue;
    // "Hüftkreisen, 2×10 je Richtung": a bare spec belongs to the item before it.
    if (out.length > 0 && /^\d+\s*[x×]\s*\d/.test(item)) out[out.length - 1] += `, ${item}`;
    else out.push(item);
  }
  return out;
}
