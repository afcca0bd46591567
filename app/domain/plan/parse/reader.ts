/**
 * The line-by-line reader of the plan text: day and week headings, tables, lists, section labels
 * and plain lines, into day builders (parse/days.ts). The public entry is `parsePlan` (../parser.ts).
 */
import { DEFAULT_REST_SECTION, PLAN_DAYS } from "~/domain/plan/types";
import type { ExerciseLookup } from "~/domain/plan/match";
import { addRestItem, NONE, newDay, type Context, type DayBuilder } from "./days";
import { applyDetail, extractSpecs, parseExerciseLine, RE_KEY_VALUE, type ExerciseSpec } from "./exercise-line";
import {
  classifyLabel,
  dayCandidate,
  headingText,
  isBareLabel,
  isBoldStart,
  isHeadingLine,
  labelLine,
  RE_BULLET,
  RE_HR,
  RE_TABLE_SEPARATOR,
  RE_WEEK,
  splitInlineList,
  type DayCandidate,
  type SectionKind,
} from "./lines";
import { looksLikeHeader, splitCells, tableFromHeader, tableRowContent, cell, type TableState } from "./table";
import { isCardioExercise, isRestTitle, stripInline } from "./text";

/** What the reader found: the days (1 … 14, first occurrence wins) and the lines before the first day. */
export interface ReadPlan {
  days: Map<number, DayBuilder>;
  preambleLines: string[];
}

/** Reads the plan body (the text before the progression tail, line breaks normalised). */
export function readPlanBody(body: string, lookup: ExerciseLookup | undefined): ReadPlan {
  const reader = new PlanReader(body.split("\n"), lookup);
  reader.run();
  return { days: reader.days, preambleLines: reader.lines.slice(0, Math.max(reader.preambleEnd, 0)) };
}

class PlanReader {
  readonly trimmed: string[];
  /** Day heading candidates per line (pass 1). */
  readonly candidates: (DayCandidate | null)[];
  /** The first heading or bold day line: after it, plain "Tag 3:" lines must continue the numbering. */
  readonly firstStrong: number;
  readonly days = new Map<number, DayBuilder>();
  /** The number of the last day heading taken, for the plain-heading rule. */
  lastNumber = 0;
  /** The first line of the first day (or week) heading: the text before it is the plan's intro. */
  preambleEnd = -1;
  current: DayBuilder | null = null;
  ctx: Context = NONE;
  week: number | null = null;
  table: TableState | null = null;
  /** The last exercise read from a list item, for its indented detail lines. */
  listExercise: { spec: ExerciseSpec; indent: number } | null = null;
  /** A short plain/bold line without numbers: the name for a following spec-only line. */
  pendingName: string | null = null;

  constructor(
    readonly lines: string[],
    readonly lookup: ExerciseLookup | undefined,
  ) {
    this.trimmed = lines.map((l) => l.trim());
    // Pass 1: day heading candidates. If any is a heading or bold line, plain "Tag 3:" lines are
    // taken for prose and ignored (a preamble saying "Tag 1: locker starten" must not be a day).
    this.candidates = new Array<DayCandidate | null>(lines.length).fill(null);
    let firstStrong = -1;
    for (let i = 0; i < lines.length; i++) {
      const t = this.trimmed[i]!;
      if (t === "" || !/(?:tag|day)\s*\d/i.test(t)) continue;
      const c = dayCandidate(t);
      if (c) {
        this.candidates[i] = c;
        if (c.strong && firstStrong === -1) firstStrong = i;
      }
    }
    this.firstStrong = firstStrong;
  }

  run(): void {
    for (let i = 0; i < this.lines.length; i++) i = this.line(i);
  }

  /** Reads line i; returns the index of the last line consumed. */
  private line(i: number): number {
    const t = this.trimmed[i]!;
    // Tables continue while rows have pipes.
    if (this.table !== null) {
      if (t !== "" && t.includes("|") && !this.candidates[i]) {
        if (!RE_TABLE_SEPARATOR.test(t)) this.tableRow(splitCells(t));
        return i;
      }
      this.table = null;
    }
    if (t === "") {
      if (this.ctx.k === "warmup" && this.ctx.items > 0) this.ctx = NONE;
      this.pendingName = null;
      return i;
    }
    if (this.dayHeading(i) || this.weekHeading(i)) return i;
    const afterTable = this.tableHeader(i);
    if (afterTable !== null) return afterTable;
    if (this.current === null) return i; // preamble, or between a week heading and the next day
    this.dayLine(i, this.current);
    return i;
  }

  private dayHeading(i: number): boolean {
    const cand = this.candidates[i];
    if (!cand) return false;
    let number = cand.number;
    const w = cand.week ?? this.week;
    if (w !== null && w >= 2 && number >= 1 && number <= 7) number = (w - 1) * 7 + number;
    // A plain "Tag 3: …" line is a heading when the plan has no heading/bold day lines, or
    // when it comes after the first of them and continues the numbering. A sentence is not.
    const plainOk =
      cand.rest.length <= 60 && !/[.!?]$/.test(cand.rest) && (this.firstStrong === -1 || (i > this.firstStrong && number > this.lastNumber));
    if (!cand.strong && !plainOk) return false;
    if (this.preambleEnd === -1) this.preambleEnd = i;
    this.lastNumber = Math.max(this.lastNumber, number);
    this.startDay(number, cand.rest);
    return true;
  }

  /** Week headings ("## Woche 2") end the current day and set week-relative numbering. */
  private weekHeading(i: number): boolean {
    const t = this.trimmed[i]!;
    if (!/(?:woche|week)\s*\d/i.test(t) || !(isHeadingLine(t) || isBoldStart(t) || /^(?:woche|week)\s*\d/i.test(t))) return false;
    const wm = RE_WEEK.exec(headingText(t));
    if (!wm || RE_BULLET.test(t)) return false;
    if (this.preambleEnd === -1) this.preambleEnd = i;
    this.week = Number(wm[1]);
    this.current = null;
    this.ctx = NONE;
    return true;
  }

  /** A table header (with or without the separator line below it): the last line consumed, or null. */
  private tableHeader(i: number): number | null {
    const t = this.trimmed[i]!;
    if (!t.includes("|")) return null;
    const cells = splitCells(t);
    const nextLine = this.trimmed[i + 1] ?? "";
    const separated = RE_TABLE_SEPARATOR.test(nextLine);
    if (cells.length < 2 || !(separated || looksLikeHeader(cells))) return null;
    const state = tableFromHeader(cells);
    if (state && (this.current !== null || state.hasDayColumn)) {
      this.table = state;
      if (this.ctx.k === "warmup") this.ctx = NONE;
      this.listExercise = null;
      return separated ? i + 1 : i;
    }
    if (state === null && separated) {
      // A table of something else (overview, schedule): skip it whole.
      let j = i + 2;
      while (j < this.lines.length && this.trimmed[j]!.includes("|") && !this.candidates[j]) j++;
      return j - 1;
    }
    return null;
  }

  private startDay(number: number, title: string): void {
    this.table = null;
    this.ctx = NONE;
    this.listExercise = null;
    this.pendingName = null;
    const d = newDay(number, title);
    this.current = d; // out of range or a duplicate: read, then discarded
    if (number >= 1 && number <= PLAN_DAYS && !this.days.has(number)) this.days.set(number, d);
  }

  private tableRow(cells: string[]): void {
    const t = this.table!;
    let target: DayBuilder | null = this.current;
    if (t.hasDayColumn) {
      const dayCell = cell(t, cells, "day");
      const n = /\d{1,3}/.exec(dayCell);
      const number = n ? Number(n[0]) : t.lastDay;
      if (number === null) return;
      t.lastDay = number;
      if (number < 1 || number > PLAN_DAYS) return;
      let d = this.days.get(number);
      if (!d) {
        d = newDay(number, cell(t, cells, "title"), true);
        this.days.set(number, d);
      }
      if (!d.fromTable && d !== this.current) return;
      target = d;
      if (isRestTitle(cell(t, cells, "name")) || (isRestTitle(dayCell) && !cell(t, cells, "name"))) {
        d.restTitle = true;
        if (!/ruhetag/i.test(d.title)) d.title = `Tag ${number} - Ruhetag`;
        return;
      }
    }
    if (!target) return;
    const row = tableRowContent(t, cells);
    if (row === null) return;
    if ("warmUps" in row) target.warmUps.push(...row.warmUps);
    else target.exercises.push(row.spec);
  }

  private sectionStart(kind: SectionKind, inline: string, label = ""): void {
    this.listExercise = null;
    this.pendingName = null;
    const d = this.current!;
    switch (kind.kind) {
      case "warmup": {
        const items = inline.trim() === "" ? [] : splitInlineList(inline);
        for (const item of items) d.warmUps.push(item);
        this.ctx = items.length > 0 ? NONE : { k: "warmup", items: 0 };
        return;
      }
      case "rest":
        // "Ernährung & Ruhe: Genug Eiweiß" → "Genug Eiweiß"; "Trinken: 2 Liter" keeps its label.
        if (inline.trim() !== "") addRestItem(d, kind.title, label === "" || isBareLabel(label) ? inline : `${label}: ${inline}`);
        this.ctx = { k: "rest", title: kind.title };
        return;
      case "exercises":
        this.ctx = { k: "exercises" };
        return;
      case "ignore":
        // "Fokus: Beine" is a one-line remark; "Cool-down:" / "### Hinweise" starts a block.
        this.ctx = inline.trim() === "" ? { k: "ignore" } : NONE;
        return;
    }
  }

  private nextNonEmpty(i: number): number | null {
    for (let j = i + 1; j < this.lines.length && j < i + 4; j++) if (this.trimmed[j] !== "") return j;
    return null;
  }

  /** An exercise line of a list or plain text; false when the text does not read as an exercise. */
  private exerciseText(text: string, indent: number, isBullet: boolean, lineIndex: number): boolean {
    const parsed = parseExerciseLine(text);
    const { spec } = parsed;
    const named = /\p{L}{2,}/u.test(spec.name);
    let isExercise = parsed.strong || (parsed.duration && isCardioExercise(spec.name));
    if (!isExercise && named && this.lookup && this.lookup.find(spec.name)) isExercise = true;
    if (!isExercise && this.ctx.k === "exercises" && isBullet && named) isExercise = true;
    if (!isExercise && isBullet && named && isCardioExercise(spec.name)) isExercise = true;
    if (!isExercise && isBullet && named) {
      // "- Kniebeuge" followed by indented details ("  - 3 Sätze à 10").
      const next = this.nextNonEmpty(lineIndex);
      if (next !== null) {
        const nb = RE_BULLET.exec(this.lines[next]!);
        const nextIndent = nb ? nb[1]!.replace(/\t/g, "    ").length : 0;
        if (nb && nextIndent > indent && (RE_KEY_VALUE.test(stripInline(nb[2]!)) || extractSpecs(nb[2]!).strong)) isExercise = true;
      }
    }
    if (isExercise && !named && this.pendingName) spec.name = this.pendingName;
    // A plain (non-list) line must look like an exercise line, not like a sentence.
    if (isExercise && !isBullet && !isBoldStart(text)) {
      const words = spec.name.split(/\s+/).length;
      if (spec.name.length > 50 || words > 6 || /[.!?]$/.test(text.trim())) isExercise = false;
    }
    if (!isExercise || spec.name === "") return false;
    this.current!.exercises.push(spec);
    this.listExercise = { spec, indent };
    this.pendingName = null;
    return true;
  }

  /** A line inside a day: a rule, a heading, a list item, a label or plain text. */
  private dayLine(i: number, day: DayBuilder): void {
    const t = this.trimmed[i]!;
    if ((t[0] === "-" || t[0] === "*" || t[0] === "_") && RE_HR.test(t)) return;
    // Headings inside a day set the context; unknown headings reset it.
    if (isHeadingLine(t)) {
      const text = headingText(t);
      const colon = /^([^:]{1,60}):\s*(.*)$/.exec(text);
      const kind = classifyLabel(colon ? colon[1]! : text);
      if (kind) this.sectionStart(kind, colon ? colon[2]! : "");
      else {
        this.ctx = NONE;
        this.listExercise = null;
      }
      this.pendingName = null;
      return;
    }
    const bullet = RE_BULLET.exec(this.lines[i]!);
    if (bullet) this.bulletLine(i, day, bullet[1]!.replace(/\t/g, "    ").length, bullet[2]!.trim());
    else this.plainLine(i, day);
  }

  private bulletLine(i: number, day: DayBuilder, indent: number, content: string): void {
    if (content === "") return;
    // A bullet that is itself a section label: "- **Aufwärmen:** Rad, Armkreisen".
    // Only bold labels or the exact section names count here: "- Trinken: 2 Liter" is an item.
    const lbl = this.ctx.k !== "warmup" || indent === 0 ? labelLine(content) : null;
    const lblKind = lbl && (isBoldStart(content) || isBareLabel(lbl.label)) ? classifyLabel(lbl.label) : null;
    if (lbl && lblKind && (lblKind.kind === "warmup" || lblKind.kind === "rest") && (lbl.inline !== "" || lblKind.kind === "rest")) {
      if (!(lblKind.kind === "rest" && !day.restTitle && this.ctx.k !== "rest" && lbl.inline === "")) {
        this.sectionStart(lblKind, lbl.inline, lbl.label);
        return;
      }
    }
    const ctx = this.ctx;
    if (ctx.k === "warmup") {
      const item = stripInline(content);
      if (item) day.warmUps.push(item);
      ctx.items++;
      return;
    }
    if (ctx.k === "rest") return addRestItem(day, ctx.title, content);
    // Indented details of the last list exercise.
    if (this.listExercise && indent > this.listExercise.indent) return applyDetail(this.listExercise.spec, content);
    if (ctx.k === "ignore" || (day.restTitle && ctx.k === "none")) {
      if (day.restTitle) addRestItem(day, DEFAULT_REST_SECTION, content);
      return;
    }
    if (this.exerciseText(content, indent, true, i)) return;
    // Unknown list text: a note of the exercise before it, or a loose item of the day.
    this.listExercise = null;
    const last = day.exercises[day.exercises.length - 1];
    if (last && !last.notes.includes(stripInline(content))) last.notes.push(stripInline(content));
    else day.loose.push(content);
  }

  private plainLine(i: number, day: DayBuilder): void {
    const t = this.trimmed[i]!;
    // Bold or plain label lines: "**Aufwärmen:**", "Ernährung & Ruhe:", "Warm-up: Rad, …".
    const lbl = labelLine(t);
    if (lbl) {
      const kind = classifyLabel(lbl.label);
      if (kind && !(kind.kind === "exercises" && /\d/.test(lbl.inline))) return this.sectionStart(kind, lbl.inline, lbl.label);
    }
    // A bare section name on its own line: "Warm-up", "Aktive Erholung & Mobilität".
    if (t.length <= 40 && !/\d/.test(t)) {
      const kind = classifyLabel(stripInline(t));
      if (kind && (kind.kind === "warmup" || kind.kind === "rest") && isBareLabel(stripInline(t))) return this.sectionStart(kind, "");
    }
    if (this.ctx.k === "warmup") this.ctx = NONE;
    const ctx = this.ctx;
    if (ctx.k === "rest") return addRestItem(day, ctx.title, t);
    if (ctx.k === "ignore" || day.restTitle) return;
    // "Tag 4:" followed by a line "Ruhetag": the day is a rest day.
    if (day.exercises.length === 0 && t.length <= 40 && isRestTitle(t) && !/\d/.test(t)) {
      day.restTitle = true;
      if (day.title === `Tag ${day.day}`) day.title = `Tag ${day.day} - ${stripInline(t).replace(/[:.]$/, "")}`;
      return;
    }
    if (this.listExercise && /^\s{2,}|\t/.test(this.lines[i]!)) return applyDetail(this.listExercise.spec, t);
    if (this.exerciseText(t, 0, false, i)) return;
    const plain = stripInline(t);
    this.pendingName = plain.length <= 60 && !/\d/.test(plain) && !/[.!?]$/.test(plain) ? plain.replace(/:$/, "") : null;
    this.listExercise = null;
  }
}
