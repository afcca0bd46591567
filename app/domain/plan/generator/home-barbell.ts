/**
 * A lone lifter with a barbell at home (coach review round 7, decision 0130): nobody spots the squat or
 * the bench press, so the rack's safety arms do. Said when the customer owns a barbell but no
 * machines (a home set-up), or names a home or garage gym, and the plan has a barbell squat or bench press. Pure.
 */
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { GeneratedDay } from "./types";

/** Words of a home set-up (German and English). */
const HOME = /\b(?:home ?gym|homegym|heimstudio|garage|keller|kellerraum|zu ?hause|zuhause|daheim|at home|basement|garage gym|spare room|wohnzimmer|living room)\b/i;

export const RACK_SAFETY_LINE =
  "Sie trainieren mit der Langhantel allein: Stellen Sie bei Kniebeugen und Bankdrücken die Sicherungsablagen des Racks knapp unter den tiefsten Punkt der Bewegung, damit Sie eine Wiederholung, die nicht mehr hochgeht, sicher ablegen können. Ohne solche Sicherungen: Bankdrücken mit Kurzhanteln und keine schweren Kniebeugen ohne Partner.";
export const RACK_SAFETY_LINE_EN =
  "You train alone with a barbell: for squats and the bench press, set the rack's safety arms just below the lowest point of the movement so that you can set down a rep that will not go up. Without such safeties: bench press with dumbbells and no heavy squats without a partner.";

/** Whether the plan needs the rack-safety line: a barbell at home and a barbell squat or bench press in the plan. */
export function needsRackSafety(q: Pick<QuestionnaireAnswers, "equipment" | "training_preferences" | "personal_wishes">, days: readonly GeneratedDay[]): boolean {
  if (!q.equipment.includes("barbell")) return false;
  const home = !q.equipment.includes("machines") || HOME.test([q.training_preferences, q.personal_wishes].filter(Boolean).join(" "));
  if (!home) return false;
  return days.some((d) => !d.isRestDay && d.exercises.some((r) => r.equipmentNeeded.includes("barbell") && (r.pattern === "squat" || r.pattern === "push_horizontal")));
}
