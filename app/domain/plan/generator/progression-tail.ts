/**
 * The progression tail built from the plan itself (issue 23 round 5, decision 0115): the load steps
 * name only equipment that occurs in the plan's rows (no "Kettlebell eine Größe" in a bodyweight
 * plan), and week 2 is said to swap exercises only when the plan's week 2 holds exercises week 1
 * does not. The plan is read with the one plan reader (parser.ts). Pure.
 */
import type { Equipment } from "~/domain/questionnaire/options";
import { isCardioExercise, parsePlan } from "~/domain/plan/parser";
import type { ParsedPlan } from "~/domain/plan/types";
import { fold } from "~/domain/coaching/text";

/** The week-2 sentence (said only when week 2 really swaps exercises). */
export const WEEK_TWO_SWAP_LINE = "Woche 2 tauscht einzelne Übungen gegen Varianten desselben Bewegungsmusters – neuer Reiz, gleiche Grundübungen.";

/** The load steps by equipment, German and English (in the order they are named). */
const STEPS: ReadonlyArray<{ has: (eq: ReadonlySet<Equipment>) => boolean; de: (eq: ReadonlySet<Equipment>) => string }> = [
  {
    has: (eq) => eq.has("barbell") || eq.has("machines"),
    de: (eq) => `Beine und Hüfte an ${eq.has("barbell") && eq.has("machines") ? "Langhantel/Maschine" : eq.has("barbell") ? "der Langhantel" : "der Maschine"} +5 kg, Oberkörper +2,5 kg`,
  },
  { has: (eq) => eq.has("cable_trx"), de: () => "Kabelzug eine Stufe" },
  { has: (eq) => eq.has("dumbbells"), de: () => "Kurzhanteln +1–2 kg" },
  { has: (eq) => eq.has("kettlebells"), de: () => "Kettlebell eine Größe" },
  { has: (eq) => eq.has("resistance_bands"), de: () => "Band eine Stufe stärker" },
];

/** German → English for the tail's pieces (words.ts spreads these into its tables). */
export const TAIL_PHRASES_EN: ReadonlyArray<readonly [string, string]> = [
  ["Beine und Hüfte an Langhantel/Maschine +5 kg", "legs and hips on barbell/machine +5 kg"],
  ["Beine und Hüfte an der Langhantel +5 kg", "legs and hips on the barbell +5 kg"],
  ["Beine und Hüfte an der Maschine +5 kg", "legs and hips on the machine +5 kg"],
  ["Oberkörper +2,5 kg", "upper body +2.5 kg"],
  ["Kabelzug eine Stufe", "cable one plate"],
  ["Kurzhanteln +1–2 kg", "dumbbells +1–2 kg"],
  ["Kettlebell eine Größe", "kettlebell one size"],
  ["Band eine Stufe stärker", "band one level stronger"],
];
export const TAIL_PATTERNS_EN: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Doppelte Progression je Übung: Erreichen Sie in allen Sätzen das obere Ende der Wiederholungsspanne, steigern Sie das Gewicht \((.+)\)\. Bleiben Sätze zweimal in Folge unter der Spanne, folgt ein Deload \(−10 %\)\. Nur als erledigt markierte Sätze zählen\.$/, "Double progression per exercise: once you reach the top of the rep range in all sets, increase the weight ($1). If sets stay below the range twice in a row, a deload follows (−10 %). Only sets marked as done count."],
  [/^Doppelte Progression je Übung: Erreichen Sie in allen Sätzen das obere Ende der Wiederholungsspanne, wählen Sie die nächste schwerere Variante oder mehr Wiederholungen\. Bleiben Sätze zweimal in Folge unter der Spanne, wählen Sie die leichtere Variante\. Nur als erledigt markierte Sätze zählen\.$/, "Double progression per exercise: once you reach the top of the rep range in all sets, choose the next harder variation or more reps. If sets stay below the range twice in a row, choose the easier variation. Only sets marked as done count."],
  [/^Woche 2 tauscht einzelne Übungen gegen Varianten desselben Bewegungsmusters – neuer Reiz, gleiche Grundübungen\.$/, "Week 2 swaps single exercises for variants of the same movement pattern – a new stimulus, the same main lifts."],
];

/** The double-progression sentence for the equipment the plan's rows use. */
export function progressionSentence(equipment: ReadonlySet<Equipment>): string {
  const steps = STEPS.filter((s) => s.has(equipment)).map((s) => s.de(equipment));
  if (steps.length === 0) {
    return "Doppelte Progression je Übung: Erreichen Sie in allen Sätzen das obere Ende der Wiederholungsspanne, wählen Sie die nächste schwerere Variante oder mehr Wiederholungen. Bleiben Sätze zweimal in Folge unter der Spanne, wählen Sie die leichtere Variante. Nur als erledigt markierte Sätze zählen.";
  }
  return `Doppelte Progression je Übung: Erreichen Sie in allen Sätzen das obere Ende der Wiederholungsspanne, steigern Sie das Gewicht (${steps.join(", ")}). Bleiben Sätze zweimal in Folge unter der Spanne, folgt ein Deload (−10 %). Nur als erledigt markierte Sätze zählen.`;
}

/** The strength exercises of a week (days 1–7 or 8–14), folded names. */
function weekNames(plan: ParsedPlan, week: 1 | 2): Set<string> {
  return new Set(
    plan.days
      .filter((d) => !d.isRestDay && (week === 1 ? d.day <= 7 : d.day > 7))
      .flatMap((d) => d.exercises)
      .filter((e) => !isCardioExercise(e.name))
      .map((e) => fold(e.name)),
  );
}

/** Whether the plan's week 2 holds an exercise week 1 does not (read from the plan's day text). */
export function weekTwoSwaps(dayText: string): boolean {
  const plan = parsePlan(dayText);
  const one = weekNames(plan, 1);
  return [...weekNames(plan, 2)].some((n) => !one.has(n));
}

/** The equipment of the exercises the plan's day text names (equipment of each row by its name). */
export function equipmentInPlan(dayText: string, equipmentOf: ReadonlyMap<string, readonly Equipment[]>): Set<Equipment> {
  const plan = parsePlan(dayText);
  return new Set(plan.days.flatMap((d) => d.exercises).flatMap((e) => (isCardioExercise(e.name) ? [] : [...(equipmentOf.get(fold(e.name)) ?? [])])));
}
