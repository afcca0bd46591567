/** Markdown tables of the plan text: header columns by name, cells, rows. */
import { fold } from "~/domain/coaching/text";
import { newSpec, cleanReps, takeHashtags, takeLinks, toSets, type ExerciseSpec } from "./exercise-line";
import { splitInlineList } from "./lines";
import { collapse, isBlankValue, memo, stripInline } from "./text";

/** Table column kinds decided by the header names. */
export type Column = "name" | "sets" | "reps" | "weight" | "rest" | "notes" | "day" | "title" | "index" | "other";

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

export interface TableState {
  columns: Column[];
  headers: string[];
  hasDayColumn: boolean;
  lastDay: number | null;
}

/** The cleaned cell of a column kind ('' when the table has no such column). */
export function cell(t: TableState, cells: readonly string[], kind: Column): string {
  const idx = t.columns.indexOf(kind);
  return idx >= 0 ? stripInline(cells[idx] ?? "") : "";
}

export function splitCells(line: string): string[] {
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

export function tableFromHeader(cells: string[]): TableState | null {
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

export function looksLikeHeader(cells: string[]): boolean {
  const kinds = cells.map(classifyHeader);
  const recognized = kinds.filter((k) => k !== "other" && k !== "index").length;
  return recognized >= 2 && kinds.includes("name") && cells.every((c) => !/\d/.test(c));
}

/**
 * What one table row under an exercise header says: a warm-up row ("Aufwärmen: Rad, Armkreisen")
 * gives warm-up items, an exercise row an exercise; an empty name cell gives null.
 */
export function tableRowContent(t: TableState, cells: readonly string[]): { warmUps: string[] } | { spec: ExerciseSpec } | null {
  const rawName = cells[t.columns.indexOf("name")] ?? "";
  const links = takeLinks(rawName);
  const nameTags = takeHashtags(links.text);
  const name = stripInline(nameTags.text);
  if (name === "" || isBlankValue(name)) return null;
  const warm = /^(?:\*\*)?\s*(aufw(?:ä|ae)rm\w*|warm[- ]?up)\s*:?\s*(.*)$/i.exec(name);
  if (warm) {
    const text = collapse([warm[2] ?? "", cell(t, cells, "reps"), cell(t, cells, "notes")].filter((s) => s && !isBlankValue(s)).join(" "));
    return { warmUps: splitInlineList(text) };
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
  if (t.columns.includes("weight")) spec.weightCell = weightCell;
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
  return { spec };
}
