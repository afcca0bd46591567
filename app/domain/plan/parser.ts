/**
 * The plan-text parser (spec part 2 §2.2, §2.3, §3, §5, §9; docs/plan-format.md).
 *
 * Pure and total: any string yields a ParsedPlan, nothing throws. It reads the canonical format
 * the generator writes and the lenient variants real model output contains (Markdown tables or
 * bullet lists, `## Tag 3 – …`, `**Tag 3:** …`, `Tag 3:`, `Day 3`, week-relative numbering,
 * `3x10`, `8-12`, `2×12,5 kg`, `60-90 s`). Unknown text becomes notes or is ignored.
 */
import {
  CARDIO_DEFAULT_DURATION,
  CARDIO_DEFAULT_SETS,
  DEFAULT_REST_SECTION,
  DEFAULT_SET_COUNT,
  PLAN_DAYS,
  REST_DAY_SECTIONS,
  type ParsedDay,
  type ParsedExercise,
  type ParsedPlan,
  type RestDaySection,
} from "./types";
import { readPlanNotes } from "./plan-notes";
import { fold } from "../coaching/text";
import { normalizeVideoUrl, type ExerciseLookup } from "./match";

export type { ExerciseLookup } from "./match";

/** Sets above this are capped (keeps setsData bounded for absurd input). */
export const MAX_SETS = 20;

const PLACEHOLDER_TITLE = "Tag 1 - Training";

// ---------------------------------------------------------------------------------------------
// Small text helpers

const NUM = String.raw`\d{1,4}(?:[.,]\d{1,3})?`;
const RANGE = String.raw`${NUM}(?:\s*(?:-|–|—|bis|to)\s*${NUM})?`;
const TIME_UNIT = String.raw`(?:sekunden|sekunde|sek\.?|secs?\.?|seconds?|s|minuten|minute|min\.?|minutes|mins|std\.?|stunden?|hours?|h)(?![\p{L}])`;
const REP_UNIT = String.raw`(?:wiederholungen|wiederholung|wiederh\.?|wdh\.?|reps?\.?|repetitions|x)(?![\p{L}])`;
const SIDE = String.raw`(?:je|pro|per|each|/)\s*(?:seite|bein|arm|side|leg|richtung|direction)`;
const REPS = String.raw`${RANGE}(?:\s*${TIME_UNIT}|\s*${REP_UNIT})?(?:\s*${SIDE})?`;
const SET_WORD = String.raw`(?:sätze|saetze|satz|sets?|serien|runden|rounds|durchgänge|durchgaenge|durchläufe|durchlaeufe)(?![\p{L}])\.?`;

const RE_REST_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:satzpause|pausen?|rest|erholung)\s*(?::|von|ca\.?|je)?\s*(${RANGE}\s*${TIME_UNIT}|${RANGE})`,
  "iu",
);
const RE_REST_AFTER = new RegExp(String.raw`(${RANGE}\s*${TIME_UNIT})\s*(?:satzpause|pausen?|rest|erholung)(?![\p{L}])`, "iu");
const RE_WEIGHT = new RegExp(
  String.raw`(?:@\s*)?(?:\d{1,2}\s*[x×]\s*)?${NUM}(?:\s*(?:-|–|bis)\s*${NUM})?\s*(?:kg|kilo(?:gramm)?|lbs?)(?![\p{L}])`,
  "iu",
);
const RE_WEIGHT_LABEL = new RegExp(String.raw`(?:gewicht|weight|last)\s*:?\s*(${NUM}(?:\s*(?:-|–)\s*${NUM})?)`, "iu");
const RE_BODYWEIGHT = /(?:eigenes\s+)?(?:körpergewicht|koerpergewicht|eigengewicht|bodyweight|body\s*weight)/iu;
const RE_SETS_X_REPS = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3})\s*(?:${SET_WORD})?\s*[x×*]\s*(${REPS}|max(?:imal)?(?![\p{L}])|amrap(?![\p{L}]))`,
  "iu",
);
const RE_SETS_WORD = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3})\s*${SET_WORD}(?:\s*(?:à|a|x|×|of|mit je|mit|zu|je|:|á|mal)?\s*(${REPS}))?`,
  "iu",
);
const RE_SETS_LABEL = new RegExp(String.raw`${SET_WORD}\s*:?\s*(\d{1,3})(?![\d])`, "iu");
const RE_REPS_WORD = new RegExp(
  String.raw`(?<![\d.,])(${RANGE})\s*(?:wiederholungen|wiederholung|wiederh\.?|wdh\.?|reps?\.?|repetitions)(?![\p{L}])(?:\s*${SIDE})?`,
  "iu",
);
const RE_REPS_LABEL = new RegExp(String.raw`(?:wiederholungen|wiederh\.?|wdh\.?|reps)\s*:\s*(${REPS})`, "iu");
const RE_DURATION = new RegExp(String.raw`(?<![\d.,])(${RANGE}\s*${TIME_UNIT})(?:\s*${SIDE})?`, "iu");

const RE_HINT_REST = /pause|rest|erholung/i;
const RE_HINT_KG = /kg|kilo|lb/i;
const RE_HINT_WEIGHT_WORD = /gewicht|weight|last/i;
const RE_HINT_TIMES = /\d\s*(?:s(?:ä|ae)tze|satz|sets?|serien|runden|rounds|durchg(?:ä|ae)nge|durchl(?:ä|ae)ufe)?\.?\s*[x×*]/i;
const RE_HINT_SETS = /s(?:ä|ae)tz|satz|set|serie|runde|round|durchg|durchl/i;
const RE_HINT_REPS = /wdh|wiederh|rep/i;

const RE_HASHTAG = /(^|[\s(,;])#(\p{L}[\p{L}\p{N}_-]*)/gu;
const RE_MD_LINK = /\[([^[\]\n]{0,200})\]\(([^\s()]{0,500})\)/g;
const RE_BARE_URL = /\bhttps?:\/\/[^\s)|]+/gi;

/** A bounded memo for pure string → value functions (plan texts repeat headers and labels). */
function memo<T>(fn: (key: string) => T, limit = 4000): (key: string) => T {
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

function collapse(text: string): string {
  const t = text.trim();
  return t.includes("  ") || RE_ODD_SPACE.test(t) ? t.replace(/\s+/g, " ") : t;
}

const RE_NEEDS_STRIP = /[*_<\\`]/;

/** Markdown emphasis, inline code, escapes and HTML breaks removed. */
function stripInline(text: string): string {
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
function isBlankValue(text: string): boolean {
  return /^[\s\-–—/.]*$|^(?:n\/?a|k\.?\s?a\.?|keine?|none|null)$/i.test(text.trim());
}

/** Trims separators and stray punctuation around leftovers. */
const TRIM_LEFT = new Set([..." \t,;:–—-|/+."].map((c) => c.charCodeAt(0)));
const TRIM_RIGHT = new Set([..." \t,;:–—-|/+"].map((c) => c.charCodeAt(0)));

function tidy(text: string): string {
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
  /ergometer|\bergo\b|laufband|treadmill|ruderger(?:ae|a)t|rudermaschine|ruderergometer|rowing machine|indoor rowing|\brower\b|^rowing$|cross ?trainer|crosstrainer|ellipti|fahrrad|\brad(?:fahren|eln)?\b|radfahr|spinning|cycling|\bbike\b|airbike|heimtrainer|seilspring|springseil|jump ?rope|rope skipping|\bjogg|\blaufen\b|\blauf\b|dauerlauf|intervalllauf|\brunning\b|\brun\b|stairmaster|stepper|treppensteig|schwimm|swimming|walking|spaziergang|wandern|cardio|ausdauer/;

/** Whether an exercise name names a cardio activity (ergometer, treadmill, rowing machine …). */
export const isCardioExercise: (name: string) => boolean = memo((name) => {
  const n = fold(name);
  return !/crunch|sit ?up|kniebeug|ausfallschritt|lunge|squat/.test(n) && CARDIO_RE.test(n);
});

const REST_TITLE_RE = /ruhetag|ruhe tag|rest ?-?day|\brest\b|regeneration|erholung|recovery|off ?-?day|\bpause(?:ntag)?\b|freier tag|day off/;

/** Whether a day title marks a rest day (Ruhetag, Rest day, Regeneration …). */
export const isRestTitle: (title: string) => boolean = memo((title) => REST_TITLE_RE.test(fold(title)));

// ---------------------------------------------------------------------------------------------
// Line classification

const RE_BULLET = /^(\s*)(?:[-*+•·▪‣◦]|\d{1,2}[.)])\s+(.*)$/;
const RE_TABLE_SEPARATOR = /^\s*\|?\s*:?-{1,}:?\s*(?:\|\s*:?-{1,}:?\s*)+\|?\s*$|^\s*\|\s*:?-{2,}:?\s*\|?\s*$/;
const RE_HR = /^\s*(?:[-*_]\s*){3,}$/;
const RE_DAY = /^(?:(?:woche|week)\s*(\d{1,2})\s*[,:–—\-|/.]?\s*)?(?:trainings)?(?:tag|day)\s*(\d{1,3})(?!\d)(?![.,]\d)\s*(.*)$/i;
const RE_WEEK = /^(?:woche|week)\s*(\d{1,2})(?!\d)/i;

interface DayCandidate {
  strong: boolean;
  week: number | null;
  number: number;
  rest: string;
}

/** Heading markers and emphasis stripped: "## **Tag 3:** Beine" → "Tag 3: Beine". */
function headingText(line: string): string {
  return stripInline(line.replace(/^\s*#{1,6}\s*/, "").replace(/\s#+\s*$/, ""));
}

function isHeadingLine(trimmed: string): boolean {
  if (trimmed.charCodeAt(0) !== 35 /* # */) return false;
  return /^#{1,6}(?:\s|$)/.test(trimmed) || /^#{1,6}[^#\s]/.test(trimmed) && /^#{1,6}\s*(?:tag|day|woche|week)/i.test(trimmed);
}

function isBoldStart(trimmed: string): boolean {
  return trimmed.startsWith("**") || trimmed.startsWith("__");
}

function dayCandidate(trimmed: string): DayCandidate | null {
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

type SectionKind =
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

const classifyLabel = memo(classifyLabelUncached);

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
const isBareLabel = memo(isBareLabelUncached);

function isBareLabelUncached(text: string): boolean {
  const n = fold(text);
  return /^(?:aufwarmen|aufwarmung|aufwarmprogramm|warm ?up|erwarmung)(?: \d+ ?(?:min|minuten))?$/.test(n) || CANONICAL_REST_LABELS.has(n);
}

/**
 * A bold or plain label line: "**Aufwärmen:**", "**Ernährung & Ruhe**", "Warm-up: a, b".
 * Returns the label and the inline content after it, or null.
 */
function labelLine(trimmed: string): { label: string; inline: string } | null {
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

// ---------------------------------------------------------------------------------------------
// Exercise specs

/** A mutable exercise in the making; built into a ParsedExercise when the day ends. */
interface ExerciseSpec {
  name: string;
  sets: number | null;
  reps: string | null;
  weightText: string | null;
  rest: string | null;
  notes: string[];
  hashtag: string | null;
  videoUrl: string | null;
}

function newSpec(name: string): ExerciseSpec {
  return { name, sets: null, reps: null, weightText: null, rest: null, notes: [], hashtag: null, videoUrl: null };
}

function cleanReps(raw: string): string {
  return collapse(
    raw
      .replace(/\s*(?:wiederholungen|wiederholung|wiederh\.?|wdh\.?|reps?\.?|repetitions)(?![\p{L}])/giu, " ")
      .replace(/\s*\bx$/i, ""),
  )
    .replace(/\s*[-–—]\s*/g, "-")
    .replace(/\s+(je|pro|per|each)\s+/gi, " $1 ")
    .trim();
}

function toSets(raw: string | undefined): number | null {
  if (!raw) return null;
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 1) return null;
  return Math.min(n, MAX_SETS);
}

/** Pulls the first hashtag (lower-cased, with '#') and removes all hashtags from the text. */
function takeHashtags(text: string): { text: string; hashtag: string | null } {
  if (!text.includes("#")) return { text, hashtag: null };
  let hashtag: string | null = null;
  const out = text.replace(RE_HASHTAG, (_m, lead: string, tag: string) => {
    if (hashtag === null) hashtag = `#${tag.toLowerCase()}`;
    return lead;
  });
  return { text: out, hashtag };
}

/** Pulls Markdown links (keeping their label) and bare URLs; returns the first video URL found. */
function takeLinks(text: string): { text: string; videoUrl: string | null } {
  if (!text.includes("](") && !/https?:/i.test(text)) return { text, videoUrl: null };
  let videoUrl: string | null = null;
  const consider = (url: string) => {
    if (videoUrl === null) videoUrl = normalizeVideoUrl(url);
  };
  let out = text.replace(RE_MD_LINK, (_m, label: string, url: string) => {
    consider(url);
    return /^\s*(?:video|link|anleitung|hier|youtube|tutorial|demo|ansehen|watch)\s*$/i.test(label) ? " " : label;
  });
  out = out.replace(RE_BARE_URL, (url) => {
    consider(url);
    return " ";
  });
  return { text: out, videoUrl };
}

interface Extracted {
  sets: number | null;
  reps: string | null;
  weightText: string | null;
  rest: string | null;
  leftover: string;
  /** Whether any set/rep/weight marker was found (not counting a bare duration or rest). */
  strong: boolean;
  duration: boolean;
}

function cut(text: string, m: RegExpExecArray): string {
  return `${text.slice(0, m.index)} , ${text.slice(m.index + m[0].length)}`;
}

/** Reads sets, reps, weight and rest out of free text; what is left becomes notes. */
function extractSpecs(input: string): Extracted {
  let text = input;
  const r: Extracted = { sets: null, reps: null, weightText: null, rest: null, leftover: "", strong: false, duration: false };
  let m: RegExpExecArray | null;

  // Cheap pre-checks keep the expensive patterns off lines that cannot match them.
  const hasRestWord = RE_HINT_REST.test(text);
  if (hasRestWord && ((m = RE_REST_BEFORE.exec(text)) || (m = RE_REST_AFTER.exec(text)))) {
    r.rest = collapse(m[1]!);
    text = cut(text, m);
  }
  if (RE_HINT_KG.test(text) && (m = RE_WEIGHT.exec(text))) {
    r.weightText = collapse(m[0].replace(/^@\s*/, ""));
    r.strong = true;
    text = cut(text, m);
  } else if (RE_HINT_WEIGHT_WORD.test(text) && (m = RE_WEIGHT_LABEL.exec(text))) {
    r.weightText = collapse(m[1]!);
    r.strong = true;
    text = cut(text, m);
  } else if (RE_HINT_WEIGHT_WORD.test(text) && (m = RE_BODYWEIGHT.exec(text))) {
    r.weightText = collapse(m[0]);
    text = cut(text, m);
  }
  const hasSetWord = RE_HINT_SETS.test(text);
  if (RE_HINT_TIMES.test(text) && (m = RE_SETS_X_REPS.exec(text))) {
    r.sets = toSets(m[1]);
    r.reps = cleanReps(m[2]!);
    r.strong = true;
    text = cut(text, m);
  } else if (hasSetWord && (m = RE_SETS_WORD.exec(text))) {
    r.sets = toSets(m[1]);
    if (m[2]) r.reps = cleanReps(m[2]);
    r.strong = true;
    text = cut(text, m);
  } else if (hasSetWord && (m = RE_SETS_LABEL.exec(text))) {
    r.sets = toSets(m[1]);
    r.strong = true;
    text = cut(text, m);
  }
  if (r.reps === null && /\d/.test(text)) {
    const hasRepWord = RE_HINT_REPS.test(text);
    if (hasRepWord && (m = RE_REPS_LABEL.exec(text))) {
      r.reps = cleanReps(m[1]!);
      r.strong = true;
      text = cut(text, m);
    } else if (hasRepWord && (m = RE_REPS_WORD.exec(text))) {
      r.reps = cleanReps(m[0]);
      r.strong = true;
      text = cut(text, m);
    } else if ((m = RE_DURATION.exec(text))) {
      r.reps = cleanReps(m[0]);
      r.duration = true;
      text = cut(text, m);
    }
  }
  if (r.rest === null && hasRestWord && (m = /\b(?:pause|rest)\b\s*:?\s*([^,;]{1,20})/i.exec(text)) && /\d/.test(m[1]!)) {
    r.rest = collapse(m[1]!);
    text = cut(text, m);
  }
  r.leftover = tidy(text);
  if (/^(?:mit|bei|at|with|@|à|a|x|und|and|je|von|zu)$/i.test(r.leftover)) r.leftover = "";
  return r;
}

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;
const isSpaceCode = (c: number): boolean => c === 32 || c === 9 || c === 160;

/** Index of the first name/spec separator outside parentheses, or null. */
function nameSplitIndex(text: string): { index: number; length: number } | null {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 /* ( */ || c === 91 /* [ */) depth++;
    else if ((c === 41 || c === 93) && depth > 0) depth--;
    if (depth > 0) continue;
    const prev = i > 0 ? text.charCodeAt(i - 1) : -1;
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : -1;
    if (c === 58 /* : */ && !(isDigitCode(prev) && isDigitCode(next))) return { index: i, length: 1 };
    if (i === 0) continue;
    if (c === 0x2013 || c === 0x2014 || c === 124 /* – — | */) return { index: i, length: 1 };
    if (c === 45 /* - */ && prev === 32 && next === 32) return { index: i, length: 1 };
    if (c === 44 /* , */ && !(isDigitCode(prev) && isDigitCode(next))) return { index: i, length: 1 };
    if (isDigitCode(c) && isSpaceCode(prev)) return { index: i, length: 0 };
    if (c === 64 /* @ */) return { index: i, length: 0 };
  }
  return null;
}

/**
 * Whether a bracket left after the numbers names the exercise's variant ("Kettlebell", "Kettlebell, 16 kg"
 * once the weight is read) rather than a cue ("langsam absenken", "RPE 8"): a few capitalised words, no
 * digits, no effort or tempo marker.
 */
function isNameQualifier(content: string): boolean {
  const t = tidy(content);
  return t !== "" && /^\p{Lu}/u.test(t) && !/\d/.test(t) && !/\b(?:RIR|RPE|Tempo|Pause)\b/i.test(t) && t.split(/[\s,]+/).length <= 3;
}

/**
 * Parses one exercise line of a list ("Kniebeuge: 3x10, 40 kg, 90 s Pause",
 * "**Bankdrücken** – 3 Sätze à 8-12 Wdh., 2×12,5 kg, Pause 60-90 s", "10 Minuten Ergometer").
 */
function parseExerciseLine(raw: string): { spec: ExerciseSpec; strong: boolean; duration: boolean } {
  const links = takeLinks(raw);
  const tags = takeHashtags(links.text);
  let text = tags.text.replace(/<br\s*\/?>/gi, " ");
  let name = "";
  let rest = "";
  const bold = /^\s*(?:\*\*|__)(.+?)(?:\*\*|__)\s*(.*)$/.exec(text);
  if (bold && !/^\d/.test(bold[1]!.trim())) {
    name = bold[1]!;
    rest = bold[2] ?? "";
    // "**Kreuzheben** (Langhantel): …": the qualifier belongs to the name.
    const qualifier = /^\s*(\([^()]*\))\s*(.*)$/.exec(rest);
    if (qualifier) {
      name = `${name} ${qualifier[1]}`;
      rest = qualifier[2] ?? "";
    }
  } else {
    text = stripInline(text);
    const split = /^\d/.test(text) ? null : nameSplitIndex(text);
    if (split && split.index > 0) {
      name = text.slice(0, split.index);
      rest = text.slice(split.index + split.length);
    } else if (split || /^\d/.test(text)) {
      rest = text;
    } else {
      name = text;
    }
  }
  name = stripInline(name).replace(/[\s:–—\-,;|]+$/, "").trim();
  const ex = extractSpecs(stripInline(rest));
  let leftover = ex.leftover;
  if (name === "" && leftover !== "") {
    // "10 Minuten Ergometer" / "3×10 Kniebeugen (40 kg)": the name follows the numbers.
    const parts = /^([^,;(]+)(.*)$/.exec(leftover);
    name = tidy(parts?.[1] ?? leftover);
    leftover = tidy(parts?.[2] ?? "");
  }
  // "Goblet Squat 3×12 (Kettlebell), – Oberkörper aufrecht": a bracket the numbers left at the start
  // of the rest is the name's qualifier, not a note.
  const qualifier = /^[\s,;:–—-]*\(([^()]*)\)(.*)$/.exec(leftover);
  if (name !== "" && qualifier && isNameQualifier(qualifier[1]!)) {
    const content = tidy(qualifier[1]!);
    if (content !== "") name = `${name} (${content})`;
    leftover = tidy(qualifier[2] ?? "");
  }
  // "Seitstütz je Seite 3x20 s": the side phrase belongs to the reps.
  const side = /\s+((?:je|pro|per|each)\s+(?:seite|bein|arm|side|leg|richtung))$/i.exec(name);
  if (side && ex.reps && !/(?:seite|bein|arm|side|leg|richtung)/i.test(ex.reps)) {
    name = name.slice(0, side.index).trim();
    ex.reps = `${ex.reps} ${side[1]}`;
  }
  const spec = newSpec(name);
  spec.sets = ex.sets;
  spec.reps = ex.reps;
  spec.weightText = ex.weightText;
  spec.rest = ex.rest;
  spec.hashtag = tags.hashtag;
  spec.videoUrl = links.videoUrl;
  if (leftover) spec.notes.push(leftover);
  return { spec, strong: ex.strong, duration: ex.duration };
}

const RE_KEY_VALUE =
  /^(sätze|saetze|sets?|serien|wiederholungen|wiederh\.?|wdh\.?|reps|gewicht|weight|last|pause|satzpause|rest|hinweise?|notes?|technik|tipps?|ausführung|ausfuehrung|video)\s*:\s*(.*)$/i;

/** Applies a sub-bullet ("Sätze: 3", "Gewicht: 40 kg", "3 Sätze à 10", free text) to a spec. */
function applyDetail(spec: ExerciseSpec, raw: string): void {
  const links = takeLinks(raw);
  if (links.videoUrl && !spec.videoUrl) spec.videoUrl = links.videoUrl;
  const tags = takeHashtags(links.text);
  if (tags.hashtag && !spec.hashtag) spec.hashtag = tags.hashtag;
  const text = stripInline(tags.text);
  if (text === "") return;
  const kv = RE_KEY_VALUE.exec(text);
  if (kv) {
    const key = fold(kv[1]!);
    const value = collapse(kv[2] ?? "");
    if (value === "" || isBlankValue(value)) return;
    if (/^(satze|saetze|sets?|serien)$/.test(key)) {
      const sx = /^(\d{1,3})\s*[x×]\s*(.+)$/.exec(value);
      spec.sets = toSets(sx?.[1] ?? /\d+/.exec(value)?.[0]) ?? spec.sets;
      if (sx && !spec.reps) spec.reps = cleanReps(sx[2]!);
      return;
    }
    if (/^(wiederholungen|wiederh|wdh|reps)$/.test(key)) {
      spec.reps = value;
      return;
    }
    if (/^(gewicht|weight|last)$/.test(key)) {
      spec.weightText = value;
      return;
    }
    if (/^(pause|satzpause|rest)$/.test(key)) {
      spec.rest = value;
      return;
    }
    spec.notes.push(value);
    return;
  }
  const ex = extractSpecs(text);
  if (ex.sets !== null && spec.sets === null) spec.sets = ex.sets;
  if (ex.reps !== null && !spec.reps) spec.reps = ex.reps;
  if (ex.weightText !== null && spec.weightText === null) spec.weightText = ex.weightText;
  if (ex.rest !== null && spec.rest === null) spec.rest = ex.rest;
  if (ex.leftover) spec.notes.push(ex.leftover);
}

/** Table column kinds decided by the header names. */
type Column = "name" | "sets" | "reps" | "weight" | "rest" | "notes" | "day" | "title" | "index" | "other";

const classifyHeader = memo(classifyHeaderUncached);

function classifyHeaderUncached(cell: string): Column {
  const raw = stripInline(cell).trim();
  if (/^(?:#|nr\.?|no\.?|pos\.?)$/i.test(raw)) return "index";
  const n = fold(raw);
  if (n === "") return "other";
  if (/hinweis|notes?\b|anmerkung|bemerkung|technik|tipps?|kommentar|comment|ausfuhrung|coaching|\bcus?\b/.test(n)) return "notes";
  if (/pause|\brest\b|\berholung|\bbreak\b/.test(n)) return "rest";
  if (/gewicht|weight|\blast\b|load|\bkg\b|intensitat/.test(n)) return "weight";
  if (/^(?:satze|saetze|satz|sets?|serien|runden|rounds)\b/.test(n)) return "sets";
  if (/wiederholung|wdh|reps|repetitions|dauer|duration|zeit|time/.test(n)) return "reps";
  if (/ubung|uebung|exercise|name|aktivitat|activity|bewegung/.test(n)) return "name";
  if (/^(?:tag|day)\b/.test(n)) return "day";
  if (/fokus|focus|titel|title|schwerpunkt|einheit/.test(n)) return "title";
  return "other";
}

interface TableState {
  columns: Column[];
  headers: string[];
  hasDayColumn: boolean;
  lastDay: number | null;
}

/** The cleaned cell of a column kind ('' when the table has no such column). */
function cell(t: TableState, cells: readonly string[], kind: Column): string {
  const idx = t.columns.indexOf(kind);
  return idx >= 0 ? stripInline(cells[idx] ?? "") : "";
}

function splitCells(line: string): string[] {
  let t = line.trim();
  const escaped = t.includes("\\|");
  if (escaped) t = t.replace(/\\\|/g, "\ue000");
  if (t.startsWith("|")) t = t.slice(1);
  if (t.endsWith("|")) t = t.slice(0, -1);
  const cells = t.split("|");
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    cells[i] = escaped ? c.replace(/\ue000/g, "|").trim() : c.trim();
  }
  return cells;
}

function tableFromHeader(cells: string[]): TableState | null {
  const columns = cells.map(classifyHeader);
  const known = columns.filter((c) => c === "sets" || c === "reps" || c === "weight" || c === "rest");
  if (!columns.includes("name")) {
    if (known.length === 0) return null;
    const firstFree = columns.findIndex((c) => c === "other" || c === "index");
    if (firstFree === -1) return null;
    columns[firstFree] = "name";
  }
  const nameCount = columns.filter((c) => c === "name").length;
  if (nameCount > 1) {
    let seen = false;
    for (let i = 0; i < columns.length; i++) {
      if (columns[i] === "name") {
        if (seen) columns[i] = "other";
        seen = true;
      }
    }
  }
  return { columns, headers: cells.map((c) => stripInline(c)), hasDayColumn: columns.includes("day"), lastDay: null };
}

function looksLikeHeader(cells: string[]): boolean {
  const kinds = cells.map(classifyHeader);
  const recognized = kinds.filter((k) => k !== "other" && k !== "index").length;
  return recognized >= 2 && kinds.includes("name") && cells.every((c) => !/\d/.test(c));
}

// ---------------------------------------------------------------------------------------------
// Day building

const NONE: Context = { k: "none" };

type Context =
  | { k: "none" }
  | { k: "exercises" }
  | { k: "ignore" }
  | { k: "warmup"; items: number }
  | { k: "rest"; title: string };

interface DayBuilder {
  day: number;
  title: string;
  restTitle: boolean;
  warmUps: string[];
  sections: Map<string, string[]>;
  exercises: ExerciseSpec[];
  loose: string[];
  fromTable: boolean;
}

function newDay(day: number, titleText: string, fromTable = false): DayBuilder {
  return {
    day,
    title: titleText ? `Tag ${day} - ${titleText}` : `Tag ${day}`,
    restTitle: isRestTitle(titleText),
    warmUps: [],
    sections: new Map(),
    exercises: [],
    loose: [],
    fromTable,
  };
}

function addRestItem(day: DayBuilder, title: string, item: string): void {
  const text = stripInline(item);
  if (text === "") return;
  const list = day.sections.get(title);
  if (list) list.push(text);
  else day.sections.set(title, [text]);
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

/** "8–10" → "8-10": a dash between two numbers is written as a hyphen. */
function hyphenateRanges(text: string): string {
  return text.includes("–") || text.includes("—") ? text.replace(/(\d)\s*[–—]\s*(?=\d)/g, "$1-") : text;
}

function buildExercise(spec: ExerciseSpec, lookup: ExerciseLookup | undefined): ParsedExercise {
  const cardio = isCardioExercise(spec.name);
  const sets = Math.min(Math.max(spec.sets ?? (cardio ? CARDIO_DEFAULT_SETS : DEFAULT_SET_COUNT), 1), MAX_SETS);
  const reps = spec.reps && !isBlankValue(spec.reps) ? hyphenateRanges(spec.reps) : cardio ? CARDIO_DEFAULT_DURATION : "";
  const weight = spec.weightText ? parseWeight(spec.weightText) : 0;
  const rest = spec.rest && !isBlankValue(spec.rest) ? hyphenateRanges(spec.rest) : "";
  let instructions: string | null = null;
  let videoUrl = spec.videoUrl;
  let hashtag = spec.hashtag;
  if (lookup) {
    const record = lookup.find(spec.name);
    if (record) {
      instructions = record.instructions && record.instructions.trim() !== "" ? record.instructions : null;
      videoUrl = videoUrl ?? normalizeVideoUrl(record.videoUrl);
      if (!hashtag && record.hashtag) {
        const h = record.hashtag.trim().toLowerCase();
        hashtag = h === "" ? null : h.startsWith("#") ? h : `#${h}`;
      }
    }
  }
  const setsData = [];
  for (let i = 0; i < sets; i++) setsData.push({ reps, weight, completed: false });
  return {
    name: spec.name,
    video_url: videoUrl,
    instructions,
    hashtag,
    sets,
    reps,
    originalReps: reps,
    weight,
    originalWeight: weight,
    rest,
    originalRest: rest,
    notes: collapse(spec.notes.filter((n) => n.trim() !== "").join(" · ")),
    setsData,
  };
}

function buildDay(b: DayBuilder, lookup: ExerciseLookup | undefined): ParsedDay {
  const exercises = b.exercises.filter((e) => e.name !== "").map((e) => buildExercise(e, lookup));
  if (b.loose.length > 0 && exercises.length === 0) {
    for (const item of b.loose) addRestItem(b, DEFAULT_REST_SECTION, item);
  }
  const restDayActivities: RestDaySection[] = [];
  for (const title of [...REST_DAY_SECTIONS, DEFAULT_REST_SECTION]) {
    const items = b.sections.get(title);
    if (items && items.length > 0) restDayActivities.push({ title, items: [...items] });
  }
  const isRestDay = b.restTitle || (exercises.length === 0 && restDayActivities.length > 0);
  return {
    day: b.day,
    title: b.title,
    isRestDay,
    restDayActivities,
    warmUpActivities: [...b.warmUps],
    exercises,
  };
}

/** The single placeholder day shown when no day could be read (spec §2.2). */
export function placeholderPlan(): ParsedPlan {
  const reps = "10";
  return {
    isPlaceholder: true,
    days: [
      {
        day: 1,
        title: PLACEHOLDER_TITLE,
        isRestDay: false,
        restDayActivities: [],
        warmUpActivities: [],
        exercises: [
          {
            name: "Beispielübung",
            video_url: null,
            instructions: null,
            hashtag: null,
            sets: DEFAULT_SET_COUNT,
            reps,
            originalReps: reps,
            weight: 0,
            originalWeight: 0,
            rest: "60 s",
            originalRest: "60 s",
            notes: "Der Plantext enthält keine erkennbaren Tage (Tag 1 … Tag 14).",
            setsData: Array.from({ length: DEFAULT_SET_COUNT }, () => ({ reps, weight: 0, completed: false })),
          },
        ],
      },
    ],
  };
}

/**
 * A line that starts (after heading marks, list marks, emphasis) with 'Hinweise zur Progression':
 * "## Hinweise zur Progression", "**Hinweise zur Progression:**", "Hinweise zur Progression".
 */
const RE_PROGRESSION_LINE = /^[ \t]*(?:#{1,6}[ \t]*|[-*+•][ \t]+)?(?:\*\*|__|\*|_)?[ \t]*hinweise zur progression/im;

/** The text before the 'Hinweise zur Progression' tail (heading, bold or plain line). */
export function stripProgressionTail(text: string): string {
  const m = RE_PROGRESSION_LINE.exec(text);
  return m ? text.slice(0, m.index) : text;
}

/** The 'Hinweise zur Progression' tail itself, from its label line on ('' when there is none). */
export function progressionTail(text: string): string {
  const m = RE_PROGRESSION_LINE.exec(text);
  return m ? text.slice(m.index) : "";
}

// ---------------------------------------------------------------------------------------------
// The parser

/**
 * Parses a plan text into days (1 … 14, sorted, first occurrence wins). Never throws. With an
 * exercise lookup, matched exercises get instructions and a normalized video URL.
 */
export function parsePlan(text: string, exercises?: ExerciseLookup): ParsedPlan {
  try {
    return parseUnsafe(typeof text === "string" ? text : String(text ?? ""), exercises);
  } catch {
    // The parser is written not to throw; this is the last line of defence for the UI.
    return placeholderPlan();
  }
}

function parseUnsafe(input: string, lookup: ExerciseLookup | undefined): ParsedPlan {
  const normalized = input.replace(/\r\n?/g, "\n").replace(/\u00a0/g, " ");
  const body = stripProgressionTail(normalized);
  const lines = body.split("\n");
  const trimmedLines = lines.map((l) => l.trim());

  // Pass 1: day heading candidates. If any is a heading or bold line, plain "Tag 3:" lines are
  // taken for prose and ignored (a preamble saying "Tag 1: locker starten" must not be a day).
  const candidates = new Array<DayCandidate | null>(lines.length).fill(null);
  let firstStrong = -1;
  for (let i = 0; i < lines.length; i++) {
    const t = trimmedLines[i]!;
    if (t === "" || !/(?:tag|day)\s*\d/i.test(t)) continue;
    const c = dayCandidate(t);
    if (c) {
      candidates[i] = c;
      if (c.strong && firstStrong === -1) firstStrong = i;
    }
  }
  /** The number of the last day heading taken, for the plain-heading rule below. */
  let lastNumber = 0;
  /** The first line of the first day (or week) heading: the text before it is the plan's intro. */
  let preambleEnd = -1;

  const days = new Map<number, DayBuilder>();
  // Parser state. It is written only through the setters below, so TypeScript's flow analysis
  // keeps the declared types at every read (closures write it too).
  let current = null as DayBuilder | null;
  let ctx = { k: "none" } as Context;
  let week = null as number | null;
  let table = null as TableState | null;
  /** The last exercise read from a list item, for its indented detail lines. */
  let listExercise = null as { spec: ExerciseSpec; indent: number } | null;
  /** A short plain/bold line without numbers: the name for a following spec-only line. */
  let pendingName = null as string | null;
  const setCurrent = (d: DayBuilder | null) => {
    current = d;
  };
  const setCtx = (c: Context) => {
    ctx = c;
  };
  const setList = (l: { spec: ExerciseSpec; indent: number } | null) => {
    listExercise = l;
  };
  const setPending = (n: string | null) => {
    pendingName = n;
  };

  const startDay = (number: number, title: string) => {
    table = null;
    setCtx({ k: "none" });
    setList(null);
    setPending(null);
    if (number < 1 || number > PLAN_DAYS || days.has(number)) {
      setCurrent(newDay(number, title)); // read, then discarded (out of range or a duplicate)
      return;
    }
    const d = newDay(number, title);
    setCurrent(d);
    days.set(number, d);
  };

  const handleTableRow = (cells: string[]) => {
    const t = table!;
    let target: DayBuilder | null = current;
    if (t.hasDayColumn) {
      const dayCell = cell(t, cells, "day");
      const n = /\d{1,3}/.exec(dayCell);
      const number = n ? Number(n[0]) : t.lastDay;
      if (number === null) return;
      t.lastDay = number;
      if (number < 1 || number > PLAN_DAYS) return;
      let d = days.get(number);
      if (!d) {
        d = newDay(number, cell(t, cells, "title"), true);
        days.set(number, d);
      }
      if (!d.fromTable && d !== current) return;
      target = d;
      if (isRestTitle(cell(t, cells, "name")) || (isRestTitle(dayCell) && !cell(t, cells, "name"))) {
        d.restTitle = true;
        if (!/ruhetag/i.test(d.title)) d.title = `Tag ${number} - Ruhetag`;
        return;
      }
    }
    if (!target) return;
    const rawName = cells[t.columns.indexOf("name")] ?? "";
    const links = takeLinks(rawName);
    const nameTags = takeHashtags(links.text);
    const name = stripInline(nameTags.text);
    if (name === "" || isBlankValue(name)) return;
    const warm = /^(?:\*\*)?\s*(aufw(?:ä|ae)rm\w*|warm[- ]?up)\s*:?\s*(.*)$/i.exec(name);
    if (warm) {
      const text = collapse([warm[2] ?? "", cell(t, cells, "reps"), cell(t, cells, "notes")].filter((s) => s && !isBlankValue(s)).join(" "));
      for (const item of splitInlineList(text)) target.warmUps.push(item);
      return;
    }
    const spec = newSpec(name);
    spec.hashtag = nameTags.hashtag;
    spec.videoUrl = links.videoUrl;
    const setsCell = cell(t, cells, "sets");
    const repsCell = cell(t, cells, "reps");
    const sx = /^(\d{1,3})\s*[x×]\s*(.+)$/i.exec(setsCell);
    if (sx) {
      spec.sets = toSets(sx[1]);
      spec.reps = cleanReps(sx[2]!);
    } else if (!isBlankValue(setsCell)) {
      spec.sets = toSets(/\d{1,3}/.exec(setsCell)?.[0]);
    }
    if (!isBlankValue(repsCell)) {
      const rx = /^(\d{1,3})\s*(?:sätze|saetze|sets?)?\s*[x×]\s*(.+)$/i.exec(repsCell);
      if (rx) {
        // "3x10" in the reps cell: 3 sets × 10 reps (the sets cell wins when it has a number).
        if (spec.sets === null) spec.sets = toSets(rx[1]);
        spec.reps = collapse(rx[2]!);
      } else {
        spec.reps = repsCell;
      }
    }
    const weightCell = cell(t, cells, "weight");
    if (!isBlankValue(weightCell)) spec.weightText = weightCell;
    const restCell = cell(t, cells, "rest");
    if (!isBlankValue(restCell)) spec.rest = restCell;
    for (let i = 0; i < t.columns.length; i++) {
      const kind = t.columns[i];
      const value = cells[i] ?? "";
      if (kind === "notes") {
        const links2 = takeLinks(value);
        if (links2.videoUrl && !spec.videoUrl) spec.videoUrl = links2.videoUrl;
        const tags = takeHashtags(links2.text);
        if (tags.hashtag && !spec.hashtag) spec.hashtag = tags.hashtag;
        const note = stripInline(tags.text);
        if (note && !isBlankValue(note)) spec.notes.push(note);
      } else if (kind === "other") {
        const v = stripInline(value);
        const h = t.headers[i] ?? "";
        if (v && !isBlankValue(v)) spec.notes.push(h ? `${h}: ${v}` : v);
      }
    }
    target.exercises.push(spec);
  };

  const handleSectionStart = (kind: SectionKind, inline: string, label = "") => {
    setList(null);
    setPending(null);
    const d = current!;
    switch (kind.kind) {
      case "warmup": {
        const items = inline.trim() === "" ? [] : splitInlineList(inline);
        for (const item of items) d.warmUps.push(item);
        setCtx(items.length > 0 ? { k: "none" } : { k: "warmup", items: 0 });
        return;
      }
      case "rest":
        // "Ernährung & Ruhe: Genug Eiweiß" → "Genug Eiweiß"; "Trinken: 2 Liter" keeps its label.
        if (inline.trim() !== "") addRestItem(d, kind.title, label === "" || isBareLabel(label) ? inline : `${label}: ${inline}`);
        setCtx({ k: "rest", title: kind.title });
        return;
      case "exercises":
        setCtx({ k: "exercises" });
        return;
      case "ignore":
        // "Fokus: Beine" is a one-line remark; "Cool-down:" / "### Hinweise" starts a block.
        setCtx(inline.trim() === "" ? { k: "ignore" } : NONE);
        return;
    }
  };

  const handleExerciseText = (text: string, indent: number, isBullet: boolean, lineIndex: number) => {
    const d = current!;
    const parsed = parseExerciseLine(text);
    const { spec } = parsed;
    const named = /\p{L}{2,}/u.test(spec.name);
    let isExercise = parsed.strong || (parsed.duration && isCardioExercise(spec.name));
    if (!isExercise && named && lookup && lookup.find(spec.name)) isExercise = true;
    if (!isExercise && ctx.k === "exercises" && isBullet && named) isExercise = true;
    if (!isExercise && isBullet && named && isCardioExercise(spec.name)) isExercise = true;
    if (!isExercise && isBullet && named) {
      // "- Kniebeuge" followed by indented details ("  - 3 Sätze à 10").
      const next = nextNonEmpty(lineIndex);
      if (next !== null) {
        const nb = RE_BULLET.exec(lines[next]!);
        const nextIndent = nb ? nb[1]!.replace(/\t/g, "    ").length : 0;
        if (nb && nextIndent > indent && (RE_KEY_VALUE.test(stripInline(nb[2]!)) || extractSpecs(nb[2]!).strong)) {
          isExercise = true;
        }
      }
    }
    if (isExercise && !named && pendingName) {
      spec.name = pendingName;
    }
    // A plain (non-list) line must look like an exercise line, not like a sentence.
    if (isExercise && !isBullet && !isBoldStart(text)) {
      const words = spec.name.split(/\s+/).length;
      if (spec.name.length > 50 || words > 6 || /[.!?]$/.test(text.trim())) isExercise = false;
    }
    if (isExercise && spec.name !== "") {
      d.exercises.push(spec);
      setList({ spec, indent });
      setPending(null);
      return true;
    }
    return false;
  };

  const nextNonEmpty = (i: number): number | null => {
    for (let j = i + 1; j < lines.length && j < i + 4; j++) if (trimmedLines[j] !== "") return j;
    return null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const t = trimmedLines[i]!;

    // Tables continue while rows have pipes.
    if (table !== null) {
      if (t !== "" && t.includes("|") && !candidates[i]) {
        if (RE_TABLE_SEPARATOR.test(t)) continue;
        handleTableRow(splitCells(t));
        continue;
      }
      table = null;
    }

    if (t === "") {
      if (ctx.k === "warmup" && ctx.items > 0) setCtx({ k: "none" });
      setPending(null);
      continue;
    }

    const cand = candidates[i];
    if (cand) {
      let number = cand.number;
      const w = cand.week ?? week;
      if (w !== null && w >= 2 && number >= 1 && number <= 7) number = (w - 1) * 7 + number;
      // A plain "Tag 3: …" line is a heading when the plan has no heading/bold day lines, or
      // when it comes after the first of them and continues the numbering. A sentence is not.
      const plainOk =
        cand.rest.length <= 60 &&
        !/[.!?]$/.test(cand.rest) &&
        (firstStrong === -1 || (i > firstStrong && number > lastNumber));
      if (cand.strong || plainOk) {
        if (preambleEnd === -1) preambleEnd = i;
        lastNumber = Math.max(lastNumber, number);
        startDay(number, cand.rest);
        continue;
      }
    }

    // Week headings ("## Woche 2") end the current day and set week-relative numbering.
    if (/(?:woche|week)\s*\d/i.test(t) && (isHeadingLine(t) || isBoldStart(t) || /^(?:woche|week)\s*\d/i.test(t))) {
      const wm = RE_WEEK.exec(headingText(t));
      if (wm && !RE_BULLET.test(t)) {
        if (preambleEnd === -1) preambleEnd = i;
        week = Number(wm[1]);
        setCurrent(null);
        setCtx({ k: "none" });
        continue;
      }
    }

    // Table header (with or without the separator line below it).
    if (t.includes("|")) {
      const cells = splitCells(t);
      const nextLine = trimmedLines[i + 1] ?? "";
      if (cells.length >= 2 && (RE_TABLE_SEPARATOR.test(nextLine) || looksLikeHeader(cells))) {
        const state = tableFromHeader(cells);
        if (state && (current !== null || state.hasDayColumn)) {
          table = state;
          if (ctx.k === "warmup") setCtx({ k: "none" });
          setList(null);
          if (RE_TABLE_SEPARATOR.test(nextLine)) i++;
          continue;
        }
        if (state === null && RE_TABLE_SEPARATOR.test(nextLine)) {
          // A table of something else (overview, schedule): skip it whole.
          let j = i + 2;
          while (j < lines.length && trimmedLines[j]!.includes("|") && !candidates[j]) j++;
          i = j - 1;
          continue;
        }
      }
    }

    if (current === null) continue; // preamble, or between a week heading and the next day
    const day: DayBuilder = current;

    if ((t[0] === "-" || t[0] === "*" || t[0] === "_") && RE_HR.test(t)) continue;

    // Headings inside a day set the context; unknown headings reset it.
    if (isHeadingLine(t)) {
      const text = headingText(t);
      const colon = /^([^:]{1,60}):\s*(.*)$/.exec(text);
      const kind = classifyLabel(colon ? colon[1]! : text);
      if (kind) handleSectionStart(kind, colon ? colon[2]! : "");
      else {
        setCtx({ k: "none" });
        setList(null);
      }
      setPending(null);
      continue;
    }

    const bullet = RE_BULLET.exec(line);
    if (bullet) {
      const indent = bullet[1]!.replace(/\t/g, "    ").length;
      const content = bullet[2]!.trim();
      if (content === "") continue;
      // A bullet that is itself a section label: "- **Aufwärmen:** Rad, Armkreisen".
      // Only bold labels or the exact section names count here: "- Trinken: 2 Liter" is an item.
      const lbl = ctx.k !== "warmup" || indent === 0 ? labelLine(content) : null;
      const lblKind = lbl && (isBoldStart(content) || isBareLabel(lbl.label)) ? classifyLabel(lbl.label) : null;
      if (lbl && lblKind && (lblKind.kind === "warmup" || lblKind.kind === "rest") && (lbl.inline !== "" || lblKind.kind === "rest")) {
        if (!(lblKind.kind === "rest" && !day.restTitle && ctx.k !== "rest" && lbl.inline === "")) {
          handleSectionStart(lblKind, lbl.inline, lbl.label);
          continue;
        }
      }
      if (ctx.k === "warmup") {
        const item = stripInline(content);
        if (item) day.warmUps.push(item);
        ctx.items++;
        continue;
      }
      if (ctx.k === "rest") {
        addRestItem(day, ctx.title, content);
        continue;
      }
      // Indented details of the last list exercise.
      if (listExercise && indent > listExercise.indent) {
        applyDetail(listExercise.spec, content);
        continue;
      }
      if (ctx.k === "ignore") {
        if (day.restTitle) addRestItem(day, DEFAULT_REST_SECTION, content);
        continue;
      }
      if (day.restTitle && ctx.k === "none") {
        addRestItem(day, DEFAULT_REST_SECTION, content);
        continue;
      }
      if (handleExerciseText(content, indent, true, i)) continue;
      // Unknown list text: a note of the exercise before it, or a loose item of the day.
      setList(null);
      const last = day.exercises[day.exercises.length - 1];
      if (last && !last.notes.includes(stripInline(content))) last.notes.push(stripInline(content));
      else day.loose.push(content);
      continue;
    }

    // Bold or plain label lines: "**Aufwärmen:**", "Ernährung & Ruhe:", "Warm-up: Rad, …".
    const lbl = labelLine(t);
    if (lbl) {
      const kind = classifyLabel(lbl.label);
      if (kind && !(kind.kind === "exercises" && /\d/.test(lbl.inline))) {
        handleSectionStart(kind, lbl.inline, lbl.label);
        continue;
      }
    }

    // A bare section name on its own line: "Warm-up", "Aktive Erholung & Mobilität".
    if (t.length <= 40 && !/\d/.test(t)) {
      const kind = classifyLabel(stripInline(t));
      if (kind && (kind.kind === "warmup" || kind.kind === "rest") && isBareLabel(stripInline(t))) {
        handleSectionStart(kind, "");
        continue;
      }
    }

    // Plain text.
    if (ctx.k === "warmup") {
      setCtx({ k: "none" });
    }
    if (ctx.k === "rest") {
      addRestItem(day, ctx.title, t);
      continue;
    }
    if (ctx.k === "ignore" || day.restTitle) continue;
    // "Tag 4:" followed by a line "Ruhetag": the day is a rest day.
    if (day.exercises.length === 0 && t.length <= 40 && isRestTitle(t) && !/\d/.test(t)) {
      day.restTitle = true;
      if (day.title === `Tag ${day.day}`) day.title = `Tag ${day.day} - ${stripInline(t).replace(/[:.]$/, "")}`;
      continue;
    }
    if (listExercise && /^\s{2,}|\t/.test(line)) {
      applyDetail(listExercise.spec, t);
      continue;
    }
    if (handleExerciseText(t, 0, false, i)) continue;
    const plain = stripInline(t);
    setPending(plain.length <= 60 && !/\d/.test(plain) && !/[.!?]$/.test(plain) ? plain.replace(/:$/, "") : null);
    setList(null);
  }

  if (days.size === 0) return placeholderPlan();
  const sorted = [...days.values()].sort((a, b) => a.day - b.day);
  const notes = readPlanNotes(lines.slice(0, Math.max(preambleEnd, 0)), progressionTail(normalized));
  return { days: sorted.map((b) => buildDay(b, lookup)), isPlaceholder: false, notes };
}
