/**
 * Loads the customer gives in pounds, read as kilograms (decision 0135). The product plans in kg;
 * a lifter who writes "Bench 205x5 (lbs)" lifts 93 kg, not 205 — read as kg, the plan would start
 * them at more than twice their best.
 *
 * The rule a coach applies when reading the questionnaire:
 * - a figure with a pound unit ("205 lb", "205lbs", "205 pounds") is pounds;
 * - when the customer's texts name pounds as their unit ("(lbs)", "in lbs", "all in pounds") and
 *   never write "kg", their bare load figures are pounds too: a rep max ("275x5") and a figure next to
 *   a lift's name ("Squat 275", "225 bench") — everywhere in their texts, since one person uses one
 *   unit (the goal "225 bench by spring" is as much pounds as the stated "Bench 205x5 (lbs)");
 * - a figure with "kg" stays, and so does everything else: counts, times, ages ("24h gym", "20 push-ups").
 * Pure.
 */
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";

export const KG_PER_LB = 0.45359237;

const POUND_UNIT = String.raw`(?:lbs?\b|pounds?\b)`;
/** The customer names pounds as the unit of what they write. */
const DECLARES_POUNDS = new RegExp(String.raw`\d\s*${POUND_UNIT}|\(\s*(?:in\s+)?(?:lbs?|pounds)\s*\)|\bin\s+(?:lbs?|pounds)\b|\b(?:lbs?|pounds)\s*:`, "i");
const WRITES_KG = /\d\s*kg\b|\bkilo/i;
/** Barbell and machine lifts whose figures are loads ("Squat 275", "225 bench", "OHP: 130"). */
const LIFT = String.raw`(?:squats?|bench(?:\s*press)?|dead\s*lifts?|DL|OHP|overhead\s*press|press|rows?|cleans?|snatch|thrusts?|curls?|leg\s*press|kniebeuge\w*|bankdr\w*|kreuzheb\w*)`;

const roundHalf = (kg: number) => Math.round(kg * 2) / 2;
const kgText = (lb: string) => `${roundHalf(Number(lb.replace(",", ".")) * KG_PER_LB)} kg`;
/** A bare figure read as a load in pounds: 20 lb and more (smaller ones are counts: "10x10"). */
const bareLoad = (n: string, kept: string) => (Number(n.replace(",", ".")) >= 20 ? kgText(n) : kept);

/** A free text with its pound figures in kilograms (`implied`: bare load figures are pounds too). */
export function poundsToKg(text: string, implied: boolean): string {
  // "205 lbs", "205lb x5", "205 pounds"; "(lbs)" and "in lbs" declarations are dropped with the conversion.
  let out = text.replace(new RegExp(String.raw`(?<![\d.,])(\d{1,4}(?:[.,]\d+)?)\s*${POUND_UNIT}`, "gi"), (_, n: string) => kgText(n));
  if (!implied) return out;
  out = out
    // a rep max without unit: "275x5", "365 x 3"
    .replace(/(?<![\d.,])(\d{2,4}(?:[.,]\d+)?)\s*(?=[x×]\s*\d{1,2}(?!\d))/gi, (all: string, n: string) => (Number(n.replace(",", ".")) >= 20 ? `${kgText(n)} ` : all))
    // after a lift's name: "Squat 275", "OHP: 130", "bench of 225"
    .replace(new RegExp(String.raw`(\b${LIFT}\s*(?::|of|at|=)?\s*)(\d{2,4}(?:[.,]\d+)?)(?![\d.,]|\s*(?:kg|[x×]\s*\d|%|h\b|min|reps?|wdh|sec|s\b))`, "gi"), (_, lead: string, n: string) => lead + bareLoad(n, n))
    // before a lift's name: "225 bench", "135 OHP"
    .replace(new RegExp(String.raw`(?<![\d.,])(\d{2,4}(?:[.,]\d+)?)(\s+)(?=${LIFT}\b)`, "gi"), (_, n: string, space: string) => bareLoad(n, n) + space);
  return out.replace(/\s*\(\s*(?:in\s+)?(?:lbs?|pounds)\s*\)/gi, "");
}

const TEXT_FIELDS = ["training_preferences", "personal_wishes", "other_sport_details", "health_restrictions", "exercise_dislikes"] as const;

/** The questionnaire with the pound figures of its free texts in kilograms (unchanged without any). */
export function inKilograms(q: QuestionnaireAnswers): QuestionnaireAnswers {
  const texts = TEXT_FIELDS.map((f) => q[f] ?? "").join("\n");
  if (!DECLARES_POUNDS.test(texts)) return q;
  const implied = !WRITES_KG.test(texts);
  const out: QuestionnaireAnswers = { ...q };
  for (const f of TEXT_FIELDS) {
    const value = q[f];
    if (value) out[f] = poundsToKg(value, implied);
  }
  return out;
}
