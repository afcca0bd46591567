/**
 * The six quality gates of spec part 2 §9, computed from the parsed plan and the questionnaire
 * (real checks, not placeholders). Pure. Each gate's exact rule is written down in
 * docs/plan-format.md, section "Qualitätsprüfungen"; keep both in step. The parts live in gates/:
 * facts (what a plan shows), individual (equipment, health, dislikes), profile (the 14 fields, goal
 * evidence) and periodization.
 */
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { GATE_IDS, PLAN_DAYS, REST_DAY_SECTIONS, type GateId, type GateResult, type ParsedPlan } from "./types";
import { collectFacts, type Facts, type GateOptions } from "./gates/facts";
import { checkDislikes, checkEquipment, checkHealth } from "./gates/individual";
import { gatePeriodization } from "./gates/periodization";
import { gateProfileUsage, goalEvidence } from "./gates/profile";

export type { GateOptions } from "./gates/facts";
export { extractTerms } from "./gates/facts";
export { injuryRecords } from "./gates/individual";
export { MIN_PROFILE_FIELDS, PROFILE_FIELD_LABELS, PROFILE_FIELDS, type ProfileField } from "./gates/profile";
export { MIN_PERIODIZATION_CONTINUITY, MIN_PERIODIZATION_VARIATION, periodizationVariation } from "./gates/periodization";
export const EXERCISES_PER_SESSION = { min: 4, max: 8 } as const;
export const WARMUPS_PER_SESSION = { min: 2, max: 4 } as const;


// ---------------------------------------------------------------------------------------------
// Plan facts

export { repRange } from "~/domain/coaching/goals";

function gateIndividualization(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): GateResult {
  const dislikes = checkDislikes(f, q, opts);
  const equipment = checkEquipment(f, q, opts);
  const health = checkHealth(f, q, opts);
  const goals = (q.main_goals ?? []).filter((g) => goalEvidence(g, f, q));
  const problems: string[] = [];
  if (f.plan.isPlaceholder || f.exercises.length === 0) problems.push("der Plan enthält keine Übungen");
  if (dislikes.found.length > 0) problems.push(`unbeliebte Übungen enthalten (${dislikes.found.map((x) => `${x.term} → ${x.where}`).join(", ")})`);
  if (!equipment.ok) problems.push(`nicht verfügbare Ausstattung (${equipment.missing.map((m) => `${m.exercise}: ${m.needs}`).join(", ")})`);
  if (health.violations.length > 0) problems.push(`trotz Einschränkung enthalten (${health.violations.map((v) => `${v.exercise}: ${v.condition}`).join(", ")})`);
  if (goals.length === 0) problems.push("kein zielspezifisches Element für die gewählten Ziele");
  const passed = problems.length === 0;
  return {
    id: "individualization",
    passed,
    reason: passed
      ? `Nichts Ausgeschlossenes im Plan; zielspezifisch für: ${goals.join(", ")}.`
      : `Nicht individuell genug: ${problems.join("; ")}.`,
    details: {
      noExercises: f.plan.isPlaceholder || f.exercises.length === 0,
      dislikedFound: dislikes.found,
      missingEquipment: equipment.missing,
      healthConditions: health.recognized,
      healthViolations: health.violations,
      goalsWithEvidence: goals,
    },
  };
}

function gateTrainingStructure(f: Facts): GateResult {
  const bad = f.trainingDays
    .filter(
      (d) =>
        d.exercises.length < EXERCISES_PER_SESSION.min ||
        d.exercises.length > EXERCISES_PER_SESSION.max ||
        d.warmUpActivities.length < WARMUPS_PER_SESSION.min ||
        d.warmUpActivities.length > WARMUPS_PER_SESSION.max,
    )
    .map((d) => ({ day: d.day, exercises: d.exercises.length, warmUps: d.warmUpActivities.length }));
  const passed = !f.plan.isPlaceholder && f.trainingDays.length > 0 && bad.length === 0;
  return {
    id: "training_structure",
    passed,
    reason:
      f.trainingDays.length === 0 || f.plan.isPlaceholder
        ? "Der Plan hat keine lesbaren Trainingstage."
        : passed
          ? `Alle ${f.trainingDays.length} Trainingstage haben 4–8 Übungen und 2–4 Aufwärmübungen.`
          : `Nicht passend aufgebaut (4–8 Übungen, 2–4 Aufwärmübungen): ${bad.map((b) => `Tag ${b.day} (${b.exercises} Übungen, ${b.warmUps} Aufwärmübungen)`).join(", ")}.`,
    details: { trainingDays: f.trainingDays.length, failingDays: bad },
  };
}

function gateRegenerationStructure(f: Facts): GateResult {
  const bad: { day: number; problem: string; missing: string[]; extra: string[]; empty: string[]; duplicate: boolean }[] = [];
  for (const d of f.restDays) {
    const titles = d.restDayActivities.map((s) => s.title);
    const missing = REST_DAY_SECTIONS.filter((t) => !titles.includes(t));
    const extra = titles.filter((t) => !(REST_DAY_SECTIONS as readonly string[]).includes(t));
    const empty = d.restDayActivities.filter((s) => s.items.length === 0).map((s) => s.title);
    const problems: string[] = [];
    if (missing.length) problems.push(`fehlt: ${missing.join(", ")}`);
    if (extra.length) problems.push(`zusätzlich: ${extra.join(", ")}`);
    if (empty.length) problems.push(`leer: ${empty.join(", ")}`);
    const duplicate = titles.length !== new Set(titles).size;
    if (duplicate) problems.push("Abschnitt doppelt");
    if (problems.length) bad.push({ day: d.day, problem: problems.join("; "), missing, extra, empty, duplicate });
  }
  const passed = !f.plan.isPlaceholder && f.restDays.length > 0 && bad.length === 0;
  return {
    id: "regeneration_structure",
    passed,
    reason:
      f.restDays.length === 0
        ? "Der Plan hat keinen Ruhetag."
        : passed
          ? `Alle ${f.restDays.length} Ruhetage haben genau die 4 Abschnitte mit je mindestens einem Punkt.`
          : `Ruhetage nicht vollständig: ${bad.map((b) => `Tag ${b.day} (${b.problem})`).join(", ")}.`,
    details: { restDays: f.restDays.length, failingDays: bad },
  };
}

function gateCompleteness(f: Facts): GateResult {
  const present = new Set(f.plan.days.filter((d) => d.exercises.length > 0 || d.isRestDay).map((d) => d.day));
  const missing: number[] = [];
  for (let n = 1; n <= PLAN_DAYS; n++) if (!present.has(n)) missing.push(n);
  const passed = !f.plan.isPlaceholder && missing.length === 0;
  return {
    id: "completeness",
    passed,
    reason: f.plan.isPlaceholder
      ? "Kein Tag lesbar: nur der Platzhaltertag wird angezeigt."
      : passed
        ? "Tag 1 bis Tag 14 sind vorhanden und haben Inhalt."
        : `Es fehlen Tage (oder sie sind leer): ${missing.map((n) => `Tag ${n}`).join(", ")}.`,
    details: { missingDays: missing, dayCount: f.plan.days.length, isPlaceholder: f.plan.isPlaceholder },
  };
}

/** Runs the six gates in GATE_IDS order. Never throws for a parsed plan. */
export function runQualityGates(plan: ParsedPlan, q: QuestionnaireAnswers, opts?: GateOptions): GateResult[] {
  const f = collectFacts(plan);
  const byId: Record<GateId, () => GateResult> = {
    profile_usage: () => gateProfileUsage(f, q, opts),
    individualization: () => gateIndividualization(f, q, opts),
    periodization: () => gatePeriodization(f),
    training_structure: () => gateTrainingStructure(f),
    regeneration_structure: () => gateRegenerationStructure(f),
    completeness: () => gateCompleteness(f),
  };
  return GATE_IDS.map((id) => {
    try {
      return byId[id]();
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      return { id, passed: false, reason: `Prüfung fehlgeschlagen: ${error}`, details: { error } };
    }
  });
}

/** True when all six gates are present and passed (spec §9: all 6 gates passing). */
export function gatesPassed(results: readonly GateResult[]): boolean {
  return GATE_IDS.every((id) => results.some((r) => r.id === id && r.passed));
}
