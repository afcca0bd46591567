/** One exercise of the plan text in the making: its line read into name, sets, reps, weight, rest and notes. */
import { fold } from "~/domain/coaching/text";
import { normalizeVideoUrl } from "~/domain/plan/match";
import { collapse, isBlankValue, stripInline, tidy } from "./text";

/** Sets above this are capped (keeps setsData bounded for absurd input). */
export const MAX_SETS = 20;

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

/** A mutable exercise in the making; built into a ParsedExercise when the day ends. */
export interface ExerciseSpec {
  name: string;
  sets: number | null;
  reps: string | null;
  weightText: string | null;
  /** The weight cell of a table row as written ("–", "mittleres Band"), even where it states no kilograms. */
  weightCell?: string;
  rest: string | null;
  notes: string[];
  hashtag: string | null;
  videoUrl: string | null;
}

export function newSpec(name: string): ExerciseSpec {
  return { name, sets: null, reps: null, weightText: null, rest: null, notes: [], hashtag: null, videoUrl: null };
}

export function cleanReps(raw: string): string {
  return collapse(
    raw
      .replace(/\s*(?:wiederholungen|wiederholung|wiederh\.?|wdh\.?|reps?\.?|repetitions)(?![\p{L}])/giu, " ")
      .replace(/\s*\bx$/i, ""),
  )
    .replace(/\s*[-–—]\s*/g, "-")
    .replace(/\s+(je|pro|per|each)\s+/gi, " $1 ")
    .trim();
}

export function toSets(raw: string | undefined): number | null {
  if (!raw) return null;
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 1) return null;
  return Math.min(n, MAX_SETS);
}

/** Pulls the first hashtag (lower-cased, with '#') and removes all hashtags from the text. */
export function takeHashtags(text: string): { text: string; hashtag: string | null } {
  if (!text.includes("#")) return { text, hashtag: null };
  let hashtag: string | null = null;
  const out = text.replace(RE_HASHTAG, (_m, lead: string, tag: string) => {
    if (hashtag === null) hashtag = `#${tag.toLowerCase()}`;
    return lead;
  });
  return { text: out, hashtag };
}

/** Pulls Markdown links (keeping their label) and bare URLs; returns the first video URL found. */
export function takeLinks(text: string): { text: string; videoUrl: string | null } {
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
export function extractSpecs(input: string): Extracted {
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
export function parseExerciseLine(raw: string): { spec: ExerciseSpec; strong: boolean; duration: boolean } {
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

export const RE_KEY_VALUE =
  /^(sätze|saetze|sets?|serien|wiederholungen|wiederh\.?|wdh\.?|reps|gewicht|weight|last|pause|satzpause|rest|hinweise?|notes?|technik|tipps?|ausführung|ausfuehrung|video)\s*:\s*(.*)$/i;

/** Applies a sub-bullet ("Sätze: 3", "Gewicht: 40 kg", "3 Sätze à 10", free text) to a spec. */
export function applyDetail(spec: ExerciseSpec, raw: string): void {
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
