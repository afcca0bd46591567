/**
 * The English plan (issue 23 item 5, docs/decisions/0095-english-plan-text.md): the generator's plan
 * rendered line by line through the word tables (words.ts) and the records' English names, in the
 * same canonical format the parser reads (docs/plan-format.md). And the way back for a follow-up: an
 * English previous plan, its logged sets and feedback in the generator's German names.
 */
import { CONDITION_RULES, PELVIC_FLOOR_EXERCISE, ROTATOR_CUFF_EXERCISE } from "~/domain/coaching/safety";
import type { ExerciseRecord, InjuryRecord } from "~/domain/exercises/types";
import { FALLBACK_CARDIO } from "./selection";
import { SKILL_TEXTS } from "./skill-goals";
import type { PreviousPlanInput } from "./types";
import { PATTERNS_EN, PHRASES_EN, STRUCTURE_EN, TITLES_EN, UNITS_EN } from "./words";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface NameTable {
  /** German → English, exact. */
  toEn: Map<string, string>;
  /** English → German, exact (lower-cased key). */
  toDe: Map<string, string>;
  /** All German names, longest first, as one pattern (bounded by non-letters). */
  deRe: RegExp | null;
  /** All English exercise names, longest first, as one pattern. */
  enRe: RegExp | null;
}

const tables = new WeakMap<readonly ExerciseRecord[], WeakMap<readonly InjuryRecord[], NameTable>>();

function nameTable(exercises: readonly ExerciseRecord[], injuries: readonly InjuryRecord[]): NameTable {
  const byInjuries = tables.get(exercises) ?? new WeakMap<readonly InjuryRecord[], NameTable>();
  tables.set(exercises, byInjuries);
  const hit = byInjuries.get(injuries);
  if (hit) return hit;
  const toEn = new Map<string, string>();
  const toDe = new Map<string, string>();
  const add = (de: string | undefined, en: string | undefined) => {
    if (!de || !en || toEn.has(de)) return;
    toEn.set(de, en);
  };
  for (const e of [...exercises, FALLBACK_CARDIO, PELVIC_FLOOR_EXERCISE, ROTATOR_CUFF_EXERCISE]) {
    add(e.name, e.nameEn || e.name);
    if (e.nameEn && !toDe.has(e.nameEn.toLowerCase())) toDe.set(e.nameEn.toLowerCase(), e.name);
  }
  for (const i of injuries) add(i.name, i.nameEn);
  for (const [de, en] of SKILL_TEXTS) add(de, en);
  for (const c of CONDITION_RULES) {
    add(c.label, c.labelEn);
    add(c.cue, c.cueEn);
    add(c.note, c.noteEn);
    if (c.patternCue) add(c.patternCue.text, c.patternCue.textEn);
    for (const m of c.machineCues ?? []) add(m.text, m.textEn);
    for (const inc of c.include ?? []) add(inc.label, inc.labelEn);
  }
  const bounded = (names: string[]) =>
    names.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.sort((a, b) => b.length - a.length).map(escape).join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const t: NameTable = {
    toEn,
    toDe,
    deRe: bounded([...toEn.keys()].filter((k) => k !== toEn.get(k))),
    enRe: bounded([...toDe.keys()].map((k) => exercises.find((e) => e.nameEn.toLowerCase() === k)?.nameEn ?? k)),
  };
  byInjuries.set(injuries, t);
  return t;
}

const byLength = (list: ReadonlyArray<readonly [string, string]>) => [...list].sort((a, b) => b[0].length - a[0].length);

/** A phrase as a pattern of whole words (compiled once). */
interface Phrase {
  de: string;
  re: RegExp;
  en: string;
}
const compile = (list: ReadonlyArray<readonly [string, string]>): Phrase[] =>
  byLength(list).map(([de, en]) => {
    const before = /^\p{L}/u.test(de) ? "(?<![\\p{L}])" : "";
    const after = /\p{L}$/u.test(de) ? "(?![\\p{L}])" : "";
    return { de, re: new RegExp(`${before}${escape(de)}${after}`, "gu"), en };
  });
const PHRASE_EXACT = new Map(PHRASES_EN);
const PHRASES_MULTI = compile(PHRASES_EN.filter(([de]) => de.includes(" ")));
const PHRASES_SINGLE = compile([...PHRASES_EN.filter(([de]) => !de.includes(" ")), ...TITLES_EN]);
const TITLES_LONGEST = byLength(TITLES_EN);
const HASHTAGS_EN: Record<string, string> = { "#explosiv": "#explosive", "#koordination": "#coordination" };

/** The phrases replaced wherever they stand as whole words. */
function replacePhrases(s: string, phrases: readonly Phrase[]): string {
  let out = s;
  for (const p of phrases) if (out.includes(p.de)) out = out.replace(p.re, () => p.en);
  return out;
}

/** One German sentence or fragment in English: sentence patterns, fixed phrases, names, single words, units. */
export function sentenceEn(text: string, t: NameTable): string {
  const exact = PHRASE_EXACT.get(text);
  if (exact !== undefined) return exact;
  let s = text;
  for (const [re, en] of PATTERNS_EN) s = s.replace(re, en);
  s = replacePhrases(s, PHRASES_MULTI);
  if (t.deRe) s = s.replace(t.deRe, (m) => t.toEn.get(m) ?? m);
  s = replacePhrases(s, PHRASES_SINGLE);
  for (const [re, en] of UNITS_EN) s = s.replace(re, en);
  // German quotation marks („…“) as English ones (“…”), also between quoted items ("“, „").
  s = s.replace(/“(?=, „)/g, "”").replace(/„/g, "“");
  // English decimals ("2,5 kg" → "2.5 kg"); thousands ("8,000") stay; the customer's own words in quotes
  // stay as written ("90x5,5,4,4" is four sets, decision 0137).
  return s.split(/(“[^“”„]*[”“])/).map((part, i) => (i % 2 === 1 ? part : part.replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2"))).join("");
}

function titleEn(title: string, t: NameTable): string {
  let s = title;
  for (const [de, en] of TITLES_LONGEST) if (s.includes(de)) s = s.split(de).join(en);
  return sentenceEn(s.replace(/ – aktive Erholung$/, " – active recovery"), t);
}

/** Phrases and sentence patterns that themselves hold a comma ("Gewicht halten, Ziel: …"). */
const COMMA_PATTERNS = PATTERNS_EN.filter(([re]) => re.source.includes(", ")).map(([re]) => new RegExp(re.source, re.flags.replace("g", "")));
const isOneNote = (s: string) => PHRASE_EXACT.has(s) || COMMA_PATTERNS.some((re) => re.test(s));
/** The most notes one phrase or pattern spans (commas inside it plus one). */
const MAX_SPAN = 8;

/**
 * The notes of a cell: split at ", ", but a phrase or pattern that holds a comma stays one note
 * (round 4: "Gewicht halten, Ziel: oberes Ende der Spanne" was translated in halves and stayed German).
 */
export function notesOf(body: string): string[] {
  const parts = body.split(", ");
  const out: string[] = [];
  for (let i = 0; i < parts.length; ) {
    let j = Math.min(parts.length, i + MAX_SPAN);
    while (j > i + 1 && !isOneNote(parts.slice(i, j).join(", "))) j--;
    out.push(parts.slice(i, j).join(", "));
    i = j;
  }
  return out;
}

/** A notes cell: hashtag, then comma-separated notes, each translated. */
function notesEn(cell: string, t: NameTable): string {
  const tag = /^(#\p{L}+) /u.exec(cell);
  const body = tag ? cell.slice(tag[0].length) : cell;
  const parts = notesOf(body).map((p) => sentenceEn(p, t));
  const head = tag ? `${HASHTAGS_EN[tag[1]!] ?? tag[1]} ` : "";
  return head + parts.join(", ");
}

function tableRowEn(line: string, t: NameTable): string {
  const cells = line.slice(2, -2).split(" | ");
  if (cells.length !== 6) return sentenceEn(line, t);
  const [name, sets, reps, weight, rest, notes] = cells as [string, string, string, string, string, string];
  return `| ${t.toEn.get(name) ?? sentenceEn(name, t)} | ${sets} | ${sentenceEn(reps, t)} | ${sentenceEn(weight, t)} | ${sentenceEn(rest, t)} | ${notesEn(notes, t)} |`;
}

/** The health line: the names in English; the injuries' German adjustment sentences are left out. */
function healthEn(line: string, t: NameTable): string {
  const m = /^Gesundheit: Angepasst an (.+?)\.(?: .*)?$/.exec(line);
  if (!m) return sentenceEn(line, t);
  const names = m[1]!.split(", ").map((n) => t.toEn.get(n) ?? sentenceEn(n, t));
  return `Health: adapted to ${names.join(", ")}.`;
}

/** The generator's German plan text as the English plan (same structure, line for line). */
export function planTextEn(text: string, exercises: readonly ExerciseRecord[], injuries: readonly InjuryRecord[]): string {
  const t = nameTable(exercises, injuries);
  return text
    .split("\n")
    .map((line) => {
      if (line === "") return line;
      const fixed = STRUCTURE_EN[line];
      if (fixed) return fixed;
      if (line === "|---|---|---|---|---|---|") return line;
      const day = /^## Tag (\d+) – (.+)$/.exec(line);
      if (day) return `## Day ${day[1]} – ${titleEn(day[2]!, t)}`;
      if (line.startsWith("| ")) return tableRowEn(line, t);
      if (line.startsWith("Gesundheit: ")) return healthEn(line, t);
      if (line.startsWith("- ")) return `- ${sentenceEn(line.slice(2), t)}`;
      return sentenceEn(line, t);
    })
    .join("\n");
}

/** The English plan's table header (a previous plan written in English). */
export const ENGLISH_TABLE_HEADER = /^\| Exercise \| Sets \| Reps \|/m;

/** English exercise names in a text (feedback, a plan) as the catalog's German names. */
function namesDe(text: string, t: NameTable): string {
  return t.enRe ? text.replace(t.enRe, (m) => t.toDe.get(m.toLowerCase()) ?? m) : text;
}

/** An English plan's table rows back in the generator's words: names, reps, rest and the notes it reads. */
function planTextDe(text: string, t: NameTable): string {
  return text
    .split("\n")
    .map((line) => {
      if (!line.startsWith("| ") || !line.endsWith(" |")) return line;
      const cells = line.slice(2, -2).split(" | ");
      if (cells.length !== 6) return line;
      const [name, sets, reps, weight, rest, notes] = cells as [string, string, string, string, string, string];
      const repsDe = reps.replace(/^(.+) per side$/, "je Seite $1").replace(/^(\d+) min$/, "$1 Minuten");
      const restDe = rest.replace(/^(\d+(?:-\d+)?) min$/, "$1 Min");
      const notesDe = notes
        .replace(/1 set (more|fewer) because of your feedback/g, (_, w: string) => `1 Satz ${w === "more" ? "mehr" : "weniger"} wegen Ihres Feedbacks`)
        .replace(/according to your feedback/g, "laut Ihrem Feedback")
        .replace(/weight reduced/g, "Gewicht reduziert");
      return `| ${t.toDe.get(name.toLowerCase()) ?? name} | ${sets} | ${repsDe} | ${weight.replace(/(\d)\.(\d)/g, "$1,$2")} | ${restDe} | ${notesDe} |`;
    })
    .join("\n");
}

/**
 * A follow-up of an English plan: the previous plan's rows, the logged sets' names and the names in
 * the feedback as the generator's German names (its rules and notes are German; the result is
 * rendered in English again).
 */
export function previousInGerman(previous: PreviousPlanInput, exercises: readonly ExerciseRecord[], injuries: readonly InjuryRecord[]): PreviousPlanInput {
  const t = nameTable(exercises, injuries);
  return {
    ...previous,
    planText: planTextDe(previous.planText, t),
    progress: previous.progress.map((s) => ({ ...s, exercise_name: t.toDe.get(s.exercise_name.toLowerCase()) ?? s.exercise_name })),
    dayFeedback: previous.dayFeedback.map((f) => ({ ...f, text: namesDe(f.text, t) })),
    planFeedback: previous.planFeedback === null ? null : namesDe(previous.planFeedback, t),
  };
}
