/**
 * The exercise list of the AI prompt: the exercises usable with the customer's equipment (bodyweight
 * always), by the names the plan is to use. An English customer's prompt asks for "the English names
 * from the exercise list" (prompts.ts ENGLISH_PLAN_INSTRUCTION), so the list holds them: with the
 * German names only, the model wrote German names into English plans (decision 0133). The matcher
 * reads both languages, so the plan's names are linked either way.
 */
import type { ExerciseRecord } from "~/domain/exercises/types";
import type { Equipment } from "~/domain/questionnaire/options";

export function promptExerciseNames(all: readonly Pick<ExerciseRecord, "name" | "nameEn" | "equipmentNeeded">[], equipment: readonly Equipment[], lang: "de" | "en" = "de"): string[] {
  const available = new Set(equipment);
  return all.filter((e) => e.equipmentNeeded.every((code) => available.has(code))).map((e) => (lang === "en" && e.nameEn?.trim() ? e.nameEn.trim() : e.name));
}
