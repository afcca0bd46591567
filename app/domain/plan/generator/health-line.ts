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
import { healthItems } from "./diagnoses";

/** The sentence for health information no rule recognises (German; rendered in English by words.ts). */
export const UNMODELLED_HEALTH_LINE =
  "Gesundheit: Ihre Angaben zur Gesundheit liest Ihr Coach vor der Freigabe und passt den Plan bei Bedarf an. Bei stechenden Schmerzen, Schwindel oder Taubheitsgefühl brechen Sie die Übung ab und lassen Sie es ärztlich abklären.";
/** The same, beside recognised conditions. */
export const UNMODELLED_HEALTH_MORE_LINE =
  "Gesundheit: Ihre weiteren Angaben zur Gesundheit liest Ihr Coach vor der Freigabe und passt den Plan bei Bedarf an. Bei stechenden Schmerzen, Schwindel oder Taubheitsgefühl brechen Sie die Übung ab und lassen Sie es ärztlich abklären.";

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
): string[] {
  const out: string[] = [];
  const add = (n: string) => {
    if (n && !out.includes(n)) out.push(n);
  };
  for (const n of named) {
    if (isCleanDiagnosis(n)) {
      add(n);
      continue;
    }
    const recs = matchInjuries(n, [...records]).map((r) => r.name);
    const labels = conditionsInText(n).flatMap((id) => conditions.filter((c) => c.id === id).map((c) => c.label));
    const product = [...recs, ...labels];
    // (a fragment that matched nothing by itself: the records and conditions not named yet)
    for (const p of product.length > 0 ? product : [...records.map((r) => r.name), ...conditions.map((c) => c.label)]) add(p);
  }
  return out;
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

/** The honest lines in English (words.ts spreads these into its sentence patterns). */
export const HEALTH_PATTERNS_EN: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Gesundheit: Ihre Angaben zur Gesundheit liest Ihr Coach /, "Health: your coach reads your health notes "],
  [/^Gesundheit: Ihre weiteren Angaben zur Gesundheit liest Ihr Coach /, "Health: your coach reads your other health notes "],
  [
    /^(Health: your coach reads your (?:other )?health notes )vor der Freigabe und passt den Plan bei Bedarf an\. Bei stechenden Schmerzen, Schwindel oder Taubheitsgefühl brechen Sie die Übung ab und lassen Sie es ärztlich abklären\.$/,
    "$1before approving the plan and adapts it where needed. If you feel sharp pain, dizziness or numbness, stop the exercise and have it checked by a doctor.",
  ],
];
