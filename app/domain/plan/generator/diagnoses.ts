/**
 * Diagnoses named as the customer named them (coach review round 3, decision 0103): the health line
 * says "Kniearthrose rechts", not the database record it matched ("Knieprobleme / Meniskus"); a
 * shoulder "manchmal instabil" is not relabelled "Schulterimpingement". Pure.
 */
import { germanMarkers } from "~/domain/exercises/german-markers";
import { conditionsInText, matchInjuries, type ConditionId } from "~/domain/coaching/safety";
import { saysNothing } from "~/domain/coaching/text";
import type { InjuryRecord } from "~/domain/exercises/types";
import { recordNameFor } from "./complaint-names";

/** The items of a health text: its comma, semicolon, "und" and line parts (not inside parentheses), without the parentheses' details. */
export function healthItems(text: string | null | undefined): string[] {
  if (!text || saysNothing(text)) return [];
  return text
    // (a full stop after a word ends an item: "… beim Hochheben. Osteopenie"; "22. SSW" does not)
    .split(/(?:[,;\n]|(?<=\p{L}{2}\.)\s+|\s+und\s+|\s+and\s+)(?![^(]*\))/u)
    // (a full stop after removed parentheses ends an item too: "… all day (pliers). Left shoulder …", round 7)
    .flatMap((s) => s.replace(/\([^)]*\)/g, " ").split(/\s+\.\s+/))
    // (without the parentheses' details and a leading "ich habe" / "I have")
    .map((s) => s.replace(/\s+/g, " ").replace(/[.:]+$/, "").trim().replace(/^(?:ich\s+)?(?:habe|hatte|nehme|leide\s+(?:an|unter))\s+|^i\s+(?:have|had|suffer from)\s+/i, "").trim())
    .filter((s) => s.length > 1);
}

/** English words of health notes: an item with one of them and no German marker reads as English. */
const ENGLISH_WORDS = /\b(?:right|left|both|shoulders?|knees?|hips?|back|neck|wrists?|elbows?|ankles?|foot|feet|pain|aches?|hurts?|sore|stiff|disease|frozen|injury|surgery|stent|tear|sprain|low|lower|upper|chronic|type|blood|pressure|high|replacement|fracture|herniated|disc|arthritis|osteoarthritis|osteoporosis|osteopenia|spine|lumbar|bones?)\b/i;
function readsEnglish(item: string): boolean {
  return germanMarkers(item).length === 0 && !/[^\x20-\x7e]/.test(item) && ENGLISH_WORDS.test(item);
}

/**
 * The diagnoses of the health line, in the customer's words: each item of the health text that a
 * named record or condition matched, once, in the text's order; a record or condition no single item
 * matches keeps its database name. `conditions` are the conditions the records do not cover.
 */
export function diagnosesInCustomerWords(
  text: string | null | undefined,
  records: readonly InjuryRecord[],
  conditions: readonly { id: ConditionId; label: string }[],
  english = false,
): string[] {
  const items = healthItems(text);
  const out: string[] = [];
  const placed = new Set<string>();
  for (const item of items) {
    const recs = matchInjuries(item, records);
    const ids = conditionsInText(item).filter((id) => conditions.some((c) => c.id === id));
    if (recs.length === 0 && ids.length === 0) continue;
    // (an English plan keeps the records' names, which render in English, unless the customer's words
    // read as English: "Frozen shoulder right" is not relabelled "Shoulder impingement", round 6)
    if (english && !readsEnglish(item)) continue;
    // (a record or condition is named once, by the first item that names it: round 7, "Knees stiff …" after "Arthritis in both knees")
    if (recs.every((r) => placed.has(`r:${r.name}`)) && ids.every((id) => placed.has(`c:${id}`))) continue;
    if (!out.includes(item)) out.push(item);
    for (const r of recs) placed.add(`r:${r.name}`);
    for (const id of ids) placed.add(`c:${id}`);
  }
  // (a record no item names: by the customer's diagnosis word, or as the complaint at its body part, decision 0130)
  for (const r of records) if (!placed.has(`r:${r.name}`)) out.push(recordNameFor(text ?? "", text ?? "", r));
  for (const c of conditions) if (!placed.has(`c:${c.id}`)) out.push(c.label);
  return out;
}
