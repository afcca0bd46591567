/**
 * The parsed plan's day and rest-section titles and its exercise names as a page in the customer's
 * language shows them (the browser's half; the server's half of the names is shown-names.ts).
 * The parser names days "Tag 3 - …" and rest-day sections by their German canonical titles
 * (types.ts REST_DAY_SECTIONS) for both plan languages; an English page shows "Day 3 - …" and the
 * English section names (decision 0095: an English customer never meets German).
 */
import { DEFAULT_REST_SECTION, REST_DAY_SECTIONS } from "./types";

const REST_SECTIONS_EN: Record<string, string> = {
  [REST_DAY_SECTIONS[0]]: "Active Recovery & Mobility",
  [REST_DAY_SECTIONS[1]]: "Fascia Therapy & Relaxation",
  [REST_DAY_SECTIONS[2]]: "Nutrition & Rest",
  [REST_DAY_SECTIONS[3]]: "Body Awareness & Feedback",
  [DEFAULT_REST_SECTION]: "Recovery",
};

/** A parsed day's title ("Tag 3 - Full body A") on a page in `lang`. */
export function shownDayTitle(title: string, lang: "de" | "en"): string {
  return lang === "en" ? title.replace(/^Tag (\d+)/, "Day $1") : title;
}

/** A parsed rest-day section's title on a page in `lang`. */
export function shownRestSectionTitle(title: string, lang: "de" | "en"): string {
  return lang === "en" ? (REST_SECTIONS_EN[title] ?? title) : title;
}

/** Stored exercise name → the name an English page shows (only names that differ; empty on a German page). */
export type ShownNames = Readonly<Record<string, string>>;

/** A stored name as the page shows it (`names` from shownNamesFor; a name not in it as stored). */
export function shownName(name: string, names: ShownNames | undefined): string {
  return names?.[name] ?? name;
}

/**
 * A parsed plan's exercise as the page shows it: on an English page the English name of the record
 * linked when the plan was read (exact per row, as the weight column chose it), else the page's names.
 */
export function shownExerciseName(exercise: { name: string; nameEn?: string | null }, lang: "de" | "en", names: ShownNames | undefined): string {
  if (lang !== "en") return exercise.name;
  return exercise.nameEn?.trim() ? exercise.nameEn.trim() : shownName(exercise.name, names);
}
