/**
 * The text of a quality gate's result in the page language: German pages show the gate's own
 * (German) reason; English pages build it from the gate's details (app/domain/plan/gates.ts), as
 * check-text.ts does for the coach checks. Results stored before a detail existed keep their
 * German reason (`resultText` tells the caller, so the page can mark it lang="de").
 * Exercise names, dislike words and the rest-day section titles stay as the plan writes them.
 */
import type { Lang } from "~/i18n/config";
import { optionLabel } from "~/i18n/pages/options";
import { CHECK_IDS, type QualityResult } from "~/domain/plan/types";
import { MIN_PROFILE_FIELDS, PROFILE_FIELDS } from "~/domain/plan/gates";
import { checkText } from "./check-text";

const FIELD_EN: Record<string, string> = {
  age: "age", main_goals: "goals", other_sport: "other sport", training_intensity: "training intensity",
  training_frequency: "training frequency", session_duration: "session duration", daily_activity: "daily activity",
  training_level: "training level", current_training: "current training", training_experience: "training experience",
  equipment: "equipment", health_restrictions: "health restrictions", exercise_dislikes: "disliked exercises",
  training_preferences: "preferences and wishes",
};

type Result = Pick<QualityResult, "id" | "passed" | "reason"> & { details?: Record<string, unknown> };
const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const pct = (v: unknown) => Math.round(Number(v) * 100);
const days = (list: number[]) => list.map((n) => `day ${n}`).join(", ");
const equipment = (codes: string) => codes.split(" | ").map((c) => optionLabel("en", "equipment", c) ?? c).join(" or ");

/** The gate's text in English from its details, or null when the details do not carry it. */
function gateTextEn(r: Result): string | null {
  const d = r.details;
  if (!d) return null;
  if (typeof d.error === "string") return `Check failed: ${d.error}`;
  switch (r.id) {
    case "profile_usage": {
      if (!Array.isArray(d.reflectedFields)) return null;
      const fields = arr<string>(d.reflectedFields);
      const list = fields.map((f) => FIELD_EN[f] ?? f).join(", ");
      return r.passed
        ? `${fields.length} of ${PROFILE_FIELDS.length} profile fields recognisable in the plan: ${list}.`
        : `Only ${fields.length} of ${PROFILE_FIELDS.length} profile fields recognisable in the plan (at least ${MIN_PROFILE_FIELDS} needed)${list ? `: ${list}` : ""}.`;
    }
    case "individualization": {
      if (typeof d.noExercises !== "boolean") return null;
      const goals = arr<string>(d.goalsWithEvidence).map((g) => optionLabel("en", "main_goals", g) ?? g);
      if (r.passed) return `Nothing ruled out in the plan; goal-specific for: ${goals.join(", ")}.`;
      const problems: string[] = [];
      if (d.noExercises) problems.push("the plan has no exercises");
      const disliked = arr<{ term: string; where: string }>(d.dislikedFound);
      if (disliked.length) problems.push(`disliked exercises included (${disliked.map((x) => `${x.term} → ${x.where}`).join(", ")})`);
      const missing = arr<{ exercise: string; needs: string }>(d.missingEquipment);
      if (missing.length) problems.push(`equipment not available (${missing.map((m) => `${m.exercise}: ${equipment(m.needs)}`).join(", ")})`);
      const violations = arr<{ exercise: string; condition: string }>(d.healthViolations);
      if (violations.length) problems.push(`included despite a restriction (${violations.map((v) => `${v.exercise}: ${v.condition}`).join(", ")})`);
      if (goals.length === 0) problems.push("nothing specific to the chosen goals");
      return `Not individual enough: ${problems.join("; ")}.`;
    }
    case "periodization": {
      if (typeof d.hasWeeks !== "boolean") return null;
      if (!d.hasWeeks) return "Weeks 1 and 2 do not both have training days; no progression measurable.";
      const minV = pct(d.minVariation);
      const minC = pct(d.minContinuity);
      if (r.passed) return `Week 2 progresses ${pct(d.variation)} % of the exercise slots as planned (at least ${minV} %); ${pct(d.continuity)} % of the exercises stay.`;
      const problems: string[] = [];
      if (pct(d.continuity) < minC) problems.push(`only ${pct(d.continuity)} % of week 1's exercises return in week 2 (at least ${minC} %; swapped exercises cannot progress)`);
      if (pct(d.variation) < minV) problems.push(`only ${pct(d.variation)} % of the exercise slots progress as planned in week 2 (at least ${minV} %: more kg, sets, reps or time, or a progression rule)`);
      return `No planned progression: ${problems.join("; ")}.`;
    }
    case "training_structure": {
      const n = Number(d.trainingDays ?? 0);
      if (n === 0) return "The plan has no readable training days.";
      if (r.passed) return `All ${n} training days have 4–8 exercises and 2–4 warm-up items.`;
      const bad = arr<{ day: number; exercises: number; warmUps: number }>(d.failingDays);
      return `Not structured as required (4–8 exercises, 2–4 warm-up items): ${bad.map((b) => `day ${b.day} (${b.exercises} exercises, ${b.warmUps} warm-up items)`).join(", ")}.`;
    }
    case "regeneration_structure": {
      const n = Number(d.restDays ?? 0);
      if (n === 0) return "The plan has no rest day.";
      if (r.passed) return `All ${n} rest days have exactly the 4 sections with at least one item each.`;
      const bad = arr<{ day: number; missing?: string[]; extra?: string[]; empty?: string[]; duplicate?: boolean }>(d.failingDays);
      if (bad.some((b) => !Array.isArray(b.missing))) return null;
      const problem = (b: (typeof bad)[number]) =>
        [
          b.missing?.length ? `missing: ${b.missing.join(", ")}` : "",
          b.extra?.length ? `additional: ${b.extra.join(", ")}` : "",
          b.empty?.length ? `empty: ${b.empty.join(", ")}` : "",
          b.duplicate ? "section twice" : "",
        ]
          .filter(Boolean)
          .join("; ");
      return `Rest days incomplete: ${bad.map((b) => `day ${b.day} (${problem(b)})`).join(", ")}.`;
    }
    case "completeness": {
      if (d.isPlaceholder) return "No day readable: only the placeholder day is shown.";
      const missing = arr<number>(d.missingDays);
      return r.passed ? "Days 1 to 14 are present and have content." : `Days missing (or empty): ${days(missing)}.`;
    }
    default:
      return null;
  }
}

/**
 * A gate's or coach check's text for the page: `text`, and `lang` — the language the text is in
 * (German where an English page has only the stored German reason).
 */
export function resultText(lang: Lang, r: Result): { text: string; lang: Lang } {
  if (lang === "de") return { text: r.reason, lang: "de" };
  if ((CHECK_IDS as readonly string[]).includes(r.id)) {
    const text = checkText(lang, r as Parameters<typeof checkText>[1]);
    return { text, lang: r.details ? lang : "de" };
  }
  const en = gateTextEn(r);
  return en === null ? { text: r.reason, lang: "de" } : { text: en, lang };
}
