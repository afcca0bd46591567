/** Reading the previous plan's exercise rows (our tables, or any format via the lenient parser). */
import { fold } from "../../coaching/text";
import { parsePlan } from "../parser";
import { PROGRESSION_TAIL_HEADING } from "../types";
import type { PrevRow } from "./types";
import { de, numbersIn } from "./util";

/** Number read from a Gewicht cell, per the format: after × or x, else the first number, else 0. */
export function parseWeightCell(s: string): number {
  const after = /[×x]\s*(\d+(?:[.,]\d+)?)/i.exec(s);
  if (after?.[1]) return Number(after[1].replace(",", "."));
  const first = /(\d+(?:[.,]\d+)?)/.exec(s);
  return first?.[1] ? Number(first[1].replace(",", ".")) : 0;
}

/** Reads the exercise tables of a plan text (our format, and tolerant of similar Markdown). */
export function readPlanRows(text: string): PrevRow[] {
  const rows: PrevRow[] = [];
  let day = 0;
  let header: string[] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (new RegExp(`^#+\\s*${PROGRESSION_TAIL_HEADING}`, "i").test(line)) break;
    const dm = /^(?:#+\s*)?\**\s*Tag\s+(\d{1,2})\b/i.exec(line);
    if (dm?.[1]) {
      day = Number(dm[1]);
      header = null;
      continue;
    }
    if (!line.startsWith("|")) {
      header = null;
      continue;
    }
    const cells = line
      .replace(/^\|/, "")
      .replace(/\|$/, "")
      .split("|")
      .map((c) => c.trim().replace(/\*\*/g, ""));
    if (cells.every((c) => /^:?-{2,}:?$/.test(c) || c === "")) continue;
    const norm = cells.map((c) => fold(c));
    if (norm.some((c) => c === "ubung" || c === "exercise")) {
      header = norm;
      continue;
    }
    if (!header || day === 0) continue;
    const col = (names: string[]): string => {
      const i = header!.findIndex((h) => names.some((n) => h.startsWith(n)));
      return i >= 0 ? (cells[i] ?? "") : "";
    };
    const name = col(["ubung", "exercise"]);
    if (!name) continue;
    const setsText = col(["satze", "sets"]);
    const weightCell = col(["gewicht", "weight"]);
    rows.push({
      day,
      name,
      sets: numbersIn(setsText)[0] ?? 3,
      reps: col(["wiederholungen", "wdh", "reps"]),
      weightText: weightCell,
      weight: parseWeightCell(weightCell),
      rest: col(["pause", "rest"]),
      notes: col(["hinweise", "notes"]),
    });
  }
  return rows;
}

/**
 * The exercises of a previous plan: our table reader for Markdown tables, else the lenient parser
 * (the plan may come from the AI service or an admin edit, as lists or prose).
 */
export function previousPlanRows(text: string): PrevRow[] {
  // Our own tables (the canonical format) are read directly; anything else goes to the parser.
  const own = readPlanRows(text);
  if (own.length > 0) return own;
  const parsed = parsePlan(text);
  if (parsed.isPlaceholder) return [];
  const rows: PrevRow[] = [];
  for (const d of parsed.days) {
    if (d.isRestDay) continue;
    for (const e of d.exercises) {
      rows.push({
        day: d.day,
        name: e.name,
        sets: e.sets,
        reps: e.reps,
        weightText: e.weight > 0 ? `${de(e.weight)} kg` : "",
        weight: e.weight,
        rest: e.rest ?? "",
        notes: e.notes ?? "",
      });
    }
  }
  return rows;
}
