/**
 * What a follow-up plan tells the customer about its changes, generated from the difference between
 * the previous plan and this one (issue 23): every sentence is true of the two plans' week 1 — "längere
 * Pausen" only where a rest got longer, "weniger Sätze" only where a row lost a set. The feedback is
 * named as the reason only beside a row whose own note gives it ("laut Ihrem Feedback").
 */
import { parseWeightCell } from "./previous";
import type { GeneratedDay, PrevRow } from "./types";
import { de, key, numbersIn } from "./util";

/** Seconds of a rest cell ("90 s", "2 Min", "2-3 Min" = 150, "60-90 s" = 75); null for none ("–"). */
export function restSeconds(text: string): number | null {
  const n = numbersIn(text.replace(",", "."));
  if (n.length === 0) return null;
  const mean = n.length > 1 ? (n[0]! + n[1]!) / 2 : n[0]!;
  return /min/i.test(text) ? mean * 60 : mean;
}

/** One exercise's week-1 prescription on one day, compared by day and name. */
export interface RowFacts {
  day: number;
  name: string;
  sets: number;
  rest: number | null;
  restText: string;
  weight: number;
  /** The row's note gives the customer's feedback as the reason of its sets / of its load. */
  setsByFeedback: boolean;
  loadByFeedback: boolean;
}

type Change<T> = { name: string; day: number; from: T; to: T; feedback: boolean };

export interface PlanDiff {
  moreSets: Change<number>[];
  fewerSets: Change<number>[];
  longerRest: Change<string>[];
  shorterRest: Change<string>[];
  heavier: Change<number>[];
  lighter: Change<number>[];
  added: string[];
  dropped: string[];
}

/** The week-1 rows (days 1–7) as facts, by "day|name" (the first row of a name on a day). */
export function weekOneFacts(rows: readonly { day: number; name: string; sets: number; rest: string; weight: number; notes: string }[]): Map<string, RowFacts> {
  const out = new Map<string, RowFacts>();
  for (const r of rows) {
    const k = `${r.day}|${key(r.name)}`;
    if (r.day > 7 || out.has(k)) continue;
    out.set(k, { day: r.day, name: r.name, sets: r.sets, rest: restSeconds(r.rest), restText: r.rest, weight: r.weight, setsByFeedback: /Satz (?:mehr|weniger) wegen Ihres Feedbacks/.test(r.notes), loadByFeedback: /(?:reduziert|Progression: [^,]*)\(laut Ihrem Feedback\)/.test(r.notes) });
  }
  return out;
}

/**
 * The changes from `before` to `after`: a row is compared with the same exercise on the same day,
 * else with its first row in the week; each exercise is named once per kind (its first day with
 * that change). Added and dropped are by name over the whole week.
 */
export function planDiff(before: Map<string, RowFacts>, after: Map<string, RowFacts>): PlanDiff {
  const d: PlanDiff = { moreSets: [], fewerSets: [], longerRest: [], shorterRest: [], heavier: [], lighter: [], added: [], dropped: [] };
  const firstOf = (m: Map<string, RowFacts>) => {
    const out = new Map<string, RowFacts>();
    for (const r of m.values()) if (!out.has(key(r.name))) out.set(key(r.name), r);
    return out;
  };
  const beforeByName = firstOf(before);
  const afterByName = firstOf(after);
  const push = <T>(list: Change<T>[], c: Change<T>) => {
    if (!list.some((x) => key(x.name) === key(c.name))) list.push(c);
  };
  for (const [k, a] of after) {
    const b = before.get(k) ?? beforeByName.get(key(a.name));
    if (!b) continue;
    const at = { name: a.name, day: a.day };
    const fs = a.setsByFeedback;
    const fl = a.loadByFeedback;
    if (a.sets > b.sets) push(d.moreSets, { ...at, from: b.sets, to: a.sets, feedback: fs });
    if (a.sets < b.sets) push(d.fewerSets, { ...at, from: b.sets, to: a.sets, feedback: fs });
    if (a.rest !== null && b.rest !== null && a.rest > b.rest) push(d.longerRest, { ...at, from: b.restText, to: a.restText, feedback: false });
    if (a.rest !== null && b.rest !== null && a.rest < b.rest) push(d.shorterRest, { ...at, from: b.restText, to: a.restText, feedback: false });
    if (b.weight > 0 && a.weight > b.weight) push(d.heavier, { ...at, from: b.weight, to: a.weight, feedback: fl });
    if (b.weight > 0 && a.weight > 0 && a.weight < b.weight) push(d.lighter, { ...at, from: b.weight, to: a.weight, feedback: fl });
  }
  for (const [k, a] of afterByName) if (!beforeByName.has(k)) d.added.push(a.name);
  for (const [k, b] of beforeByName) if (!afterByName.has(k)) d.dropped.push(b.name);
  return d;
}

/** The label that opens the change lines (the property test reads them back). */
export const CHANGES_LABEL = "Änderungen gegenüber Ihrem letzten Plan (Woche 1)";

const list = (items: string[], max = 6): string => (items.length > max ? `${items.slice(0, max).join(", ")} und ${items.length - max} weitere` : items.join(", "));

/**
 * The change sentences: one per kind of change that really happened, each naming its exercises
 * with before → after; "laut Ihrem Feedback" beside a row whose own note gives the feedback as reason.
 */
export function changeLines(diff: PlanDiff): string[] {
  const item = <T>(c: Change<T>, show: (v: T) => string) => `${c.name} (Tag ${c.day}: ${show(c.from)} → ${show(c.to)}${c.feedback ? ", laut Ihrem Feedback" : ""})`;
  const n = (v: number) => String(v);
  const t = (v: string) => v;
  const kg = (v: number) => `${de(v)} kg`;
  const out: string[] = [];
  if (diff.fewerSets.length > 0) out.push(`Weniger Sätze: ${list(diff.fewerSets.map((c) => item(c, n)))}.`);
  if (diff.moreSets.length > 0) out.push(`Mehr Sätze: ${list(diff.moreSets.map((c) => item(c, n)))}.`);
  if (diff.longerRest.length > 0) out.push(`Längere Pausen: ${list(diff.longerRest.map((c) => item(c, t)))}.`);
  if (diff.shorterRest.length > 0) out.push(`Kürzere Pausen: ${list(diff.shorterRest.map((c) => item(c, t)))}.`);
  if (diff.heavier.length > 0) out.push(`Mehr Gewicht: ${list(diff.heavier.map((c) => item(c, kg)))}.`);
  if (diff.lighter.length > 0) out.push(`Weniger Gewicht: ${list(diff.lighter.map((c) => item(c, kg)))}.`);
  if (diff.added.length > 0) out.push(`Neu im Plan: ${list(diff.added)}.`);
  if (diff.dropped.length > 0) out.push(`Nicht mehr im Plan: ${list(diff.dropped)}.`);
  if (out.length === 0) return [`${CHANGES_LABEL}: keine – gleiche Übungen, Sätze, Pausen und Gewichte.`];
  return [`${CHANGES_LABEL}: ${out.join(" ")}`];
}

/** The change lines of a follow-up: previous plan rows against this plan's days. */
export function followUpChanges(prevRows: readonly PrevRow[], days: readonly GeneratedDay[]): string[] {
  const before = weekOneFacts(prevRows);
  const after = weekOneFacts(
    days.filter((d) => !d.isRestDay).flatMap((d) => d.exercises.map((e) => ({ day: d.day, name: e.name, sets: e.sets, rest: e.rest, weight: parseWeightCell(e.weight), notes: e.notes }))),
  );
  return changeLines(planDiff(before, after));
}
