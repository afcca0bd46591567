/**
 * The text of a quality gate's result in the page language, from the gate's details
 * (app/domain/plan/gates.ts) and the messages of both languages (plan-insights texts, `gates.detail`),
 * as check-text.ts does for the coach checks. Used wherever gates are shown: the gate list of the
 * plan page and editor, the AI-fallback note and the plan insights. A result stored without details
 * keeps its German reason; `resultText` says so, and the page marks that text lang="de".
 * Exercise names, dislike words and the rest-day section titles stay as the plan writes them.
 */
import { fmt } from "~/i18n";
import type { Lang } from "~/i18n/config";
import { planInsightsContent, type PlanInsightsText } from "~/i18n/pages/admin/plan-insights";
import { optionLabel } from "~/i18n/pages/options";
import { CHECK_IDS, type QualityResult } from "~/domain/plan/types";
import { checkText } from "./check-text";
import { formatList } from "~/i18n/format";

type Details = Record<string, unknown>;
type GateLike = Pick<QualityResult, "id" | "passed" | "reason"> & { details?: Details };
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const str = (v: unknown): string => (typeof v === "string" ? v : "");

export function joinList(lang: Lang, items: readonly string[]): string {
  return formatList(items, lang);
}

/** A rest day's problems from the structured details (older results: the German `problem` text). */
function regenProblem(td: PlanInsightsText["gates"]["detail"], x: { problem?: unknown; missing?: unknown; extra?: unknown; empty?: unknown; duplicate?: unknown }): string | null {
  if (!Array.isArray(x.missing)) return null;
  return [
    list(x.missing).length ? fmt(td.regenMissing, { list: list(x.missing).map(str).join(", ") }) : "",
    list(x.extra).length ? fmt(td.regenExtra, { list: list(x.extra).map(str).join(", ") }) : "",
    list(x.empty).length ? fmt(td.regenEmpty, { list: list(x.empty).map(str).join(", ") }) : "",
    x.duplicate === true ? td.regenDuplicate : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/** A gate's measured result in the page's language, from its details; null when they do not carry it. */
export function gateDetailTextOrNull(lang: Lang, t: PlanInsightsText, gate: GateLike): string | null {
  const d = gate.details;
  if (!d) return null;
  const td = t.gates.detail;
  if (typeof d.error === "string") return fmt(td.checkFailed, { error: d.error });
  const days = (items: unknown[]) => joinList(lang, items.map((n) => fmt(t.day, { n: num(n) })));
  switch (gate.id) {
    case "profile_usage": {
      const fields = list(d.reflectedFields).map((f) => t.placeholders[str(f) as keyof typeof t.placeholders] ?? str(f));
      return gate.passed
        ? fmt(td.profilePassed, { n: fields.length, list: fields.join(", ") })
        : fmt(td.profileFailed, { n: fields.length, list: fields.length ? `: ${fields.join(", ")}` : "" });
    }
    case "individualization": {
      const goals = list(d.goalsWithEvidence).map((g) => optionLabel(lang, "main_goals", str(g)) ?? str(g));
      if (gate.passed) return fmt(td.individualPassed, { goals: goals.join(", ") });
      const problems: string[] = [];
      const disliked = list(d.dislikedFound) as Array<{ term?: unknown; where?: unknown }>;
      const equipment = list(d.missingEquipment) as Array<{ exercise?: unknown; needs?: unknown }>;
      const health = list(d.healthViolations) as Array<{ exercise?: unknown; condition?: unknown }>;
      if (d.noExercises === true) problems.push(td.noExercises);
      if (disliked.length) problems.push(fmt(td.disliked, { list: disliked.map((x) => `${str(x.term)} → ${str(x.where)}`).join(", ") }));
      const needs = (codes: string) => codes.split(" | ").map((code) => optionLabel(lang, "equipment", code) ?? code).join(" / ");
      if (equipment.length) problems.push(fmt(td.equipment, { list: equipment.map((x) => `${str(x.exercise)}: ${needs(str(x.needs))}`).join(", ") }));
      if (health.length) problems.push(fmt(td.health, { list: health.map((x) => `${str(x.exercise)}: ${str(x.condition)}`).join(", ") }));
      if (goals.length === 0) problems.push(td.noGoal);
      return problems.length ? fmt(td.individualFailed, { problems: problems.join("; ") }) : null;
    }
    case "periodization": {
      if (d.hasWeeks === false || num(d.slots) === 0) return td.periodNoWeeks;
      const pct = Math.round(num(d.variation) * 100);
      return fmt(gate.passed ? td.periodPassed : td.periodFailed, { pct, kept: Math.round(num(d.continuity) * 100) });
    }
    case "training_structure": {
      const failing = list(d.failingDays) as Array<{ day?: unknown; exercises?: unknown; warmUps?: unknown }>;
      if (num(d.trainingDays) === 0) return td.structureNone;
      if (gate.passed) return fmt(td.structurePassed, { n: num(d.trainingDays) });
      return fmt(td.structureFailed, {
        list: failing.map((x) => fmt(td.structureDay, { day: num(x.day), exercises: num(x.exercises), warmUps: num(x.warmUps) })).join(", "),
      });
    }
    case "regeneration_structure": {
      const failing = list(d.failingDays) as Array<{ day?: unknown; problem?: unknown; missing?: unknown }>;
      if (num(d.restDays) === 0) return td.regenNone;
      if (gate.passed) return fmt(td.regenPassed, { n: num(d.restDays) });
      const problems = failing.map((x) => regenProblem(td, x));
      if (problems.some((p) => p === null)) return null;
      return fmt(td.regenFailed, { list: failing.map((x, i) => fmt(td.regenDay, { day: num(x.day), problem: problems[i]! })).join(", ") });
    }
    case "completeness": {
      if (d.isPlaceholder === true) return td.completePlaceholder;
      return gate.passed ? td.completePassed : fmt(td.completeFailed, { list: days(list(d.missingDays)) });
    }
    default:
      return null;
  }
}

/** A gate's measured result in the page's language (the stored German reason when the details lack it). */
export function gateDetailText(lang: Lang, t: PlanInsightsText, gate: GateLike): string {
  return gateDetailTextOrNull(lang, t, gate) ?? gate.reason;
}

/**
 * A gate's or coach check's text for the page: `text`, and `lang` — the language the text is in
 * (German where an English page has only the stored German reason).
 */
export function resultText(lang: Lang, r: GateLike): { text: string; lang: Lang } {
  if ((CHECK_IDS as readonly string[]).includes(r.id)) {
    if (lang === "de") return { text: r.reason, lang };
    return { text: checkText(lang, r as Parameters<typeof checkText>[1]), lang: r.details ? lang : "de" };
  }
  const text = gateDetailTextOrNull(lang, planInsightsContent[lang], r);
  return text === null ? { text: r.reason, lang: "de" } : { text, lang };
}
