/**
 * How the plan's health line is WRITTEN (issue 23 round 5, decision 0115): the recognised
 * conditions in clean product words, never pasted fragments of the questionnaire ("als Kind Korsett
 * getragen. Nach langem Stehen …", "COPD? Nein - Ex-Raucher"); and when the customer wrote health
 * information no rule recognises, an honest sentence (the coach reads it) with a general stop rule.
 * Which conditions are recognised is decided elsewhere (coaching/safety.ts, diagnoses.ts). Pure.
 */
import { conditionsInText, matchInjuries } from "~/domain/coaching/safety";
import { saysNothing, wordsOf } from "~/domain/coaching/text";
import type { InjuryRecord } from "~/domain/exercises/types";
import { recordNameFor } from "./complaint-names";
import { healthItems } from "./diagnoses";

/**
 * The line for health information no rule recognises (German; English by HEALTH_PATTERNS_EN). The
 * coach sees those items as a failed check before approving (gates, `health_notes`); the customer
 * reads the approved plan, so the line tells them what to do, not that the plan is yet to be checked
 * (coach review round 6: "liest Ihr Coach vor der Freigabe" read as "not checked").
 */
export const UNMODELLED_HEALTH_LINE =
  "Gesundheit: Trainieren Sie nur im schmerzfreien Bereich. Bei stechenden Schmerzen, Schwindel oder Taubheitsgefühl brechen Sie die Übung ab und lassen Sie es ärztlich abklären.";
/** The same, beside recognised conditions. */
export const UNMODELLED_HEALTH_MORE_LINE = UNMODELLED_HEALTH_LINE;

/**
 * Whether a diagnosis in the customer's words reads as a clean name ("Kniearthrose rechts",
 * "Tennisellenbogen rechts"): one short phrase, no sentence inside it, no question, no quotes, no
 * clause words ("aber", "außerdem", "nein", "seit").
 */
export function isCleanDiagnosis(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length === 0 || words.length > 4) return false;
  if (/[.?!"„“”:;()\d]/.test(name)) return false;
  return !/\b(?:aber|außerdem|ausserdem|nein|nicht|kein|keine|seit|sonst|als|wenn|but|not|no|since|when)\b/i.test(name);
}

/**
 * The health line's names: each diagnosis in the customer's words when it reads as a clean name,
 * otherwise the names of the records and conditions it matched (product words), once each.
 */
export function cleanDiagnosisNames(
  named: readonly string[],
  records: readonly InjuryRecord[],
  conditions: readonly { id: string; label: string }[],
  /** The whole health text: a record's diagnosis is named when the customer's words name it (decision 0130). */
  text = "",
): string[] {
  const out: string[] = [];
  // (once each, and not beside a name it begins or is begun by: "Schwanger" and "Schwangerschaft")
  const add = (n: string) => {
    const f = n.toLowerCase();
    if (n && !out.some((o) => o.toLowerCase().startsWith(f) || f.startsWith(o.toLowerCase()))) out.push(n);
  };
  for (const n of named) {
    if (isCleanDiagnosis(n)) {
      add(n);
      continue;
    }
    // (round 7: a diagnosis in a record's name only when the customer named it – else the complaint where it is)
    const recs = matchInjuries(n, [...records]).map((r) => recordNameFor(n, text || n, r));
    const labels = conditionsInText(n).flatMap((id) => conditions.filter((c) => c.id === id).map((c) => c.label));
    // Round 6: the customer's own head phrase before the details ("Knie-TEP rechts" of "Knie-TEP rechts
    // seit März", "Bandscheibenvorfall HWS" of "… C5/C6 vor 2 Jahren") when it still names the same
    // thing: a database name would relabel it (a knee replacement as "Meniskus", the neck as "LWS").
    const head = headPhrase(n);
    if (head && (recs.length > 0 || labels.length > 0) && (matchInjuries(head, [...records]).length > 0 || conditionsInText(head).length > 0)) {
      add(head);
      continue;
    }
    const product = [...recs, ...labels];
    // (a fragment that matched nothing by itself: the records and conditions not named yet)
    for (const p of product.length > 0 ? product : [...records.map((r) => recordNameFor(n, text || n, r)), ...conditions.map((c) => c.label)]) add(p);
  }
  return out;
}

/** Where the details of a diagnosis begin: a time, a clause, a number, a dose. */
const DETAILS = /\s(?:seit|vor|nach|wenn|aber|bei|beim|mit|ca|etwa|diagnostiziert|diagnosed|since|for|when|but|after|with|about|during)(?:\s|$).*$|(?<!\b(?:typ|type|grad|grade|stufe|stage|stadium|gold))\s\S*\d\S*(?:\s.*)?$/i;

/** The clean name at the head of a health item, or null ("Knie-TEP rechts seit März" → "Knie-TEP rechts"). */
export function headPhrase(item: string): string | null {
  const head = item.replace(DETAILS, "").trim();
  // (a head cut off mid-sentence is no name: "Knie rechts tut" of "Knie rechts tut nach dem Spiel weh", decision 0130)
  if (/\b(?:tut|tun|macht|machen|ist|sind|hat|haben|wird|zieht|does|do|is|are|has|gets?)$/i.test(head)) return null;
  return head && head !== item && isCleanDiagnosis(head) ? head : null;
}

/** A health item that says something (not "keine", "sonst nix", "no"). */
function saysSomething(item: string): boolean {
  const words = wordsOf(item).filter((w) => w.length >= 3);
  return words.length > 0 && !saysNothing(item) && !/^(?:sonst\s+(?:nix|nichts)|nichts\s+weiter|that'?s\s+all|nothing\s+else)\.?$/i.test(item.trim());
}

/**
 * The health information no rule recognises: the items of the health text that no matched record
 * and no recognised condition claims, and that say something. Empty when everything is modelled.
 */
export function unmodelledHealthItems(
  text: string | null | undefined,
  records: readonly InjuryRecord[],
  conditionIds: readonly string[],
): string[] {
  return healthItems(text)
    .flatMap((item) => item.split(/(?<=[.?!])\s+/))
    .map((s) => s.replace(/[.?!]+$/, "").trim())
    .filter((item) => saysSomething(item))
    .filter((item) => matchInjuries(item, [...records]).length === 0 && !conditionsInText(item).some((id) => conditionIds.includes(id)));
}

/** The customer's health line(s): the recognised names (if any), then the honest line for the rest. */
export function healthLines(names: readonly string[], adjustments: string, unmodelled: readonly string[]): string[] {
  const out: string[] = [];
  if (names.length > 0) out.push(`Gesundheit: Angepasst an ${names.join(", ")}. ${adjustments}`.trim());
  if (unmodelled.length > 0) out.push(names.length > 0 ? UNMODELLED_HEALTH_MORE_LINE : UNMODELLED_HEALTH_LINE);
  return out;
}

/** The honest line in English (words.ts spreads these into its sentence patterns). */
export const HEALTH_PATTERNS_EN: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^Gesundheit: Trainieren Sie nur im schmerzfreien Bereich\. Bei stechenden Schmerzen, Schwindel oder Taubheitsgefühl brechen Sie die Übung ab und lassen Sie es ärztlich abklären\.$/,
    "Health: train in the pain-free range only. If you feel sharp pain, dizziness or numbness, stop the exercise and have it checked by a doctor.",
  ],
];
