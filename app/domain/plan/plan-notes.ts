/**
 * What a plan tells the customer outside its days (pure): the intro before the first day, the
 * health notes in it, and the progression notes of the 'Hinweise zur Progression' tail. The day
 * parsing drops the tail (spec part 2 §3); these notes keep it as a field of its own, so the plan
 * view can show it.
 *
 * Health notes are the paragraphs of the text before the first day that a health label opens
 * (`Gesundheit:`, `**Gesundheitliche Hinweise:**`, `### Gesundheit & Sicherheit`, `⚠️ Wichtig …`,
 * `Health:`), up to the next heading or label. Everything else there, except headings, is intro.
 */

import type { PlanNotes } from "./types";
import { PROGRESSION_LABEL } from "./parse/days";

export type { PlanNotes };

export const EMPTY_PLAN_NOTES: PlanNotes = { intro: [], health: [], progression: [] };

/** Longest note kept (a runaway paragraph is cut, not dropped). */
const MAX_NOTE = 1200;
/** At most this many paragraphs per field. */
const MAX_NOTES = 20;

const RE_HEALTH_LABEL =
  /^(?:⚠️?|❗|‼️|🩺|❤️)?\s*(?:gesundheit\w*|gesundheitliche hinweise|hinweise zur gesundheit|sicherheit\w*|health|safety|medizinische hinweise|wichtig(?:er hinweis)?|achtung|vorsicht)\b/i;
/** A label that only names the section ("Gesundheitliche Hinweise:"), not a sentence ("Wichtig wegen …:"). */
const RE_BARE_HEALTH_LABEL =
  /^(?:gesundheit(?:liche hinweise|shinweise)?|hinweise zur gesundheit|sicherheit(?:shinweise)?|health(?: notes)?|safety(?: notes)?|medizinische hinweise)\s*:\s*/i;
const RE_HEADING = /^#{1,6}\s+/;
const RE_BOLD_LABEL = /^(?:\*\*|__)([^*_]+?)(?:\*\*|__)\s*:?\s*(.*)$/;
const RE_BULLET = /^(?:[-*+•]|\d{1,2}[.)])\s+/;
const RE_WEEK = /^(?:#{1,6}\s*)?(?:\*\*)?\s*(?:woche|week)\s*\d/i;

/** Markdown emphasis, inline code and leading emoji/symbols removed, spaces collapsed. */
function plain(text: string): string {
  return text
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|\s)[*_](\S[^*_]*?)[*_](?=\s|$|[.,:;!?])/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

function cap(text: string): string {
  return text.length > MAX_NOTE ? `${text.slice(0, MAX_NOTE - 1).trimEnd()}…` : text;
}

/** Reads intro and health notes from the lines before the first day and the tail's lines. */
export function readPlanNotes(preambleLines: readonly string[], tail: string): PlanNotes {
  const intro: string[] = [];
  const health: string[] = [];
  let section: "intro" | "health" = "intro";
  let paragraph: string[] = [];
  let paragraphSection: "intro" | "health" = "intro";

  const flush = () => {
    let text = cap(plain(paragraph.join(" ")));
    // The card's own heading names the health notes: a bare label in front of the text goes.
    if (paragraphSection === "health" && RE_BARE_HEALTH_LABEL.test(text)) {
      text = text.replace(RE_BARE_HEALTH_LABEL, "");
      text = text.charAt(0).toUpperCase() + text.slice(1);
    }
    if (text !== "") (paragraphSection === "health" ? health : intro).push(text);
    paragraph = [];
  };

  for (const raw of preambleLines) {
    const line = raw.trim();
    if (line === "" || /^(?:-{3,}|\*{3,}|_{3,})$/.test(line)) {
      flush();
      continue;
    }
    if (RE_WEEK.test(line)) {
      flush();
      continue;
    }
    if (RE_HEADING.test(line)) {
      // A heading opens a section; its text is a label, not a note.
      flush();
      section = RE_HEALTH_LABEL.test(plain(line.replace(RE_HEADING, ""))) ? "health" : "intro";
      continue;
    }
    const bullet = RE_BULLET.test(line);
    const content = line.replace(RE_BULLET, "");
    const bold = RE_BOLD_LABEL.exec(content);
    // The label of a line: its bold start, or the words before a colon, or a warning sign's line.
    const label = bold ? plain(bold[1]!) : (/^([^:]{1,40}):/.exec(plain(content))?.[1] ?? (/^\p{Extended_Pictographic}/u.test(content) ? plain(content) : ""));
    const isHealthLabel = label !== "" && RE_HEALTH_LABEL.test(label);
    const rest = bold ? bold[2]!.trim() : plain(content).replace(/^[^:]{1,40}:\s*/, "");
    // A label alone on its line ("**Gesundheitliche Hinweise:**", "Gesundheit:") opens a section up to
    // the next heading or label; a label with text after it ("Gesundheit: …") is one paragraph.
    const labelOnly = !bullet && label !== "" && rest === "" && (!!bold || /:$/.test(content));
    if (labelOnly) {
      flush();
      section = isHealthLabel ? "health" : "intro";
      continue;
    }
    if (bullet || isHealthLabel || bold) flush();
    if (paragraph.length === 0) paragraphSection = isHealthLabel ? "health" : section;
    paragraph.push(content);
    if (bullet) flush();
  }
  flush();

  const progression: string[] = [];
  const tailLines = tail.split("\n");
  // The first line is the label itself; text after it on that line is kept.
  const first = (tailLines.shift() ?? "").replace(/^[\s#>*_\-+•]*/, "").replace(new RegExp(String.raw`^(?:\*\*|__)?\s*${PROGRESSION_LABEL}\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?`, "i"), "");
  let para: string[] = [];
  const flushTail = () => {
    const text = cap(plain(para.join(" ")));
    if (text !== "") progression.push(text);
    para = [];
  };
  for (const raw of [first, ...tailLines]) {
    const line = raw.trim();
    if (line === "" || RE_HEADING.test(line)) {
      flushTail();
      // A sub-heading inside the tail is kept as a line of its own.
      if (line !== "") progression.push(cap(plain(line.replace(RE_HEADING, ""))));
      continue;
    }
    if (RE_BULLET.test(line)) {
      flushTail();
      para.push(line.replace(RE_BULLET, ""));
      flushTail();
      continue;
    }
    para.push(line);
  }
  flushTail();

  return { intro: intro.slice(0, MAX_NOTES), health: health.slice(0, MAX_NOTES), progression: progression.slice(0, MAX_NOTES) };
}
