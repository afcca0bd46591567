/**
 * The API-prompt dialog's data (spec part 2 §2.5): the prompt as sent (or re-assembled the way
 * generation does), its hash, the 85 % rule, what protects the customer in it (anonymisation, the
 * matched injury entries and what they exclude) and, for plan 1, the six gates on the current content.
 */
import { combinedRestrictions, matchInjuries } from "~/domain/exercises/injuries";
import type { ExerciseRecord, InjuryRecord, StressTag } from "~/domain/exercises/types";
import { safetyProfile, type SafetyProfile } from "~/domain/coaching/safety";
import { gatesPassed } from "~/domain/plan/gates";
import { checksPassed } from "~/domain/plan/checks";
import { isCheck, isGate, runQualityReview } from "~/domain/plan/quality";
import { compactKey, createExerciseLookup, type ExerciseLookup } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import { countAnonymized } from "~/domain/plan/anonymize";
import { assemblePrompt, injuryNotesFor, MIN_PROMPT_RATIO, PERSONAL_PLACEHOLDERS, PROMPT_PLACEHOLDERS, promptNameForSequence, SHORT_HASH_LENGTH, templatePlaceholders, type PromptName } from "~/domain/plan/prompts";
import { sha256Hex } from "~/domain/plan/sha256";
import { CHECK_IDS, GATE_IDS, type CheckResult, type GateResult, type ParsedPlan } from "~/domain/plan/types";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { DbOrTx } from "~/server/db/client.server";
import { loadPlanHistory, loadReferenceData } from "~/server/plan/generation-inputs.server";

import { planById, questionnaireOf, type PlanRow } from "./plan-insight-shared.server";

/* ───────────────────────────── API prompt, protection, gates ───────────────────────────── */

export interface InjuryProtection {
  name: string;
  nameEn: string;
  recommendedAdjustments: string;
  exclusions: string[];
  avoidTags: StressTag[];
  relevantExercises: string[];
  /** Exercises of the database (usable with the customer's equipment) this entry keeps out. */
  excludedExercises: string[];
}

export interface PromptProtectionInsight {
  /** The personal placeholders that are never filled (spec part 1 §2: the prompt is anonymous). */
  personalPlaceholders: string[];
  /** Personal placeholders the template contains: sent empty. */
  removedPlaceholders: string[];
  /** Placeholders filled with training data, in template order. */
  sentPlaceholders: string[];
  unknownPlaceholders: string[];
  /** Anonymizer placeholders ('[Name]', '[Telefon]' …): names and contact data removed from the customer's free texts. */
  redactions: number;
  /** Personal data of the customer found in the prompt text anyway (should stay empty). */
  leaks: Array<"first_name" | "last_name" | "email">;
  healthText: string | null;
  /** Whether the template passes the injury notes to the AI at all ({{injury_notes}}). */
  injuryNotesInTemplate: boolean;
  injuries: InjuryProtection[];
  /** Exercises of this plan's current content that a matched entry excludes. */
  violations: Array<{ exercise: string; days: number[]; injury: string }>;
  /** Exercises of the database usable with the customer's equipment: the list the prompt offers. */
  usableExercises: number;
  /** Of those, the ones the matched entries exclude (by stress tag or by name). */
  excludedExercises: number;
}

export interface GateRow extends GateResult {
  /** The result stored when the plan was generated (null when none). */
  storedPassed: boolean | null;
}

export interface CheckRow extends CheckResult {
  storedPassed: boolean | null;
}

export type GateInsight =
  | {
      status: "checked";
      results: GateRow[];
      passed: number;
      total: number;
      allPassed: boolean;
      /** The coach checks beside the six gates (fit, safety). */
      checks: CheckRow[];
      checksPassed: number;
      checksTotal: number;
      allChecksPassed: boolean;
    }
  | { status: "no-questionnaire" };

export interface PromptInsight {
  planId: string;
  sequenceNumber: number;
  generator: string;
  model: string | null;
  promptName: PromptName;
  /** stored: the prompt as sent (training_plans.prompt_text); reassembled: built now the way generation does. */
  source: "stored" | "reassembled" | "none";
  /** null: no stored prompt and no questionnaire to assemble one from. */
  text: string | null;
  hash: string | null;
  shortHash: string | null;
  /** The stored prompt_hash belongs to the stored text (null when there is none to compare). */
  hashMatches: boolean | null;
  length: { template: number; assembled: number; ratio: number; ok: boolean; minRatio: number } | null;
  protection: PromptProtectionInsight | null;
  /** Plan 1 only (spec §2.5): the six gates run on the current content. */
  gates: GateInsight | null;
}

/** Which prompt made the plan: a follow-up job uses the week-3 prompt, a questionnaire job the first one. */
function promptNameOf(plan: PlanRow): PromptName {
  if (plan.previousPlanId) return "training_plan_generation_week3";
  if (plan.promptText) return "training_plan_generation";
  return promptNameForSequence(plan.sequenceNumber);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * The customer's name parts (3+ letters, whole words, case-insensitive) and e-mail address found in
 * the prompt more often than in its template: a last name "Beispiel" in "zum Beispiel" of the
 * template is no leak, the same word coming from the customer's data is.
 */
function personalDataIn(text: string, template: string, q: QuestionnaireAnswers): PromptProtectionInsight["leaks"] {
  const leaks: PromptProtectionInsight["leaks"] = [];
  for (const field of ["first_name", "last_name"] as const) {
    const parts = (q[field] ?? "").split(/[\s-]+/).filter((p) => p.length >= 3);
    const leaked = parts.some((p) => {
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(p)}(?![\\p{L}\\p{N}])`, "giu");
      return count(text, pattern) > count(template, pattern);
    });
    if (leaked) leaks.push(field);
  }
  const email = q.email?.trim();
  if (email) {
    const pattern = new RegExp(escapeRegExp(email), "gi");
    if (count(text, pattern) > count(template, pattern)) leaks.push("email");
  }
  return leaks;
}

/** An exercise a matched entry keeps out: by stress tag, or named in its exclusions. */
function excludedBy(e: { name: string; stressTags: readonly StressTag[] }, avoidTags: readonly StressTag[], exclusions: readonly string[]): boolean {
  return e.stressTags.some((t) => avoidTags.includes(t)) || exclusions.some((x) => compactKey(x) === compactKey(e.name));
}

/**
 * Exercises and warm-up lines of the plan that the customer's conditions rule out — judged by the
 * one safety module (app/domain/coaching/safety.ts), the same rule the gates and checks use, so
 * knee-friendly quadriceps work it permits for a knee condition is not listed — with their days.
 */
function planViolations(parsed: ParsedPlan, lookup: ExerciseLookup<ExerciseRecord>, safety: SafetyProfile): PromptProtectionInsight["violations"] {
  const out = new Map<string, { exercise: string; days: number[]; injury: string }>();
  const add = (exercise: string, injury: string, day: number) => {
    const key = compactKey(exercise);
    const entry = out.get(key) ?? { exercise, days: [], injury };
    if (!entry.days.includes(day)) entry.days.push(day);
    out.set(key, entry);
  };
  for (const day of parsed.days) {
    for (const e of day.exercises) {
      const rec = lookup.find(e.name);
      const v = safety.exerciseViolation({ name: e.name, nameEn: rec?.nameEn ?? null, stressTags: rec?.stressTags ?? [] });
      if (v) add(e.name, v.condition, day.day);
    }
    for (const w of day.warmUpActivities) {
      const v = safety.textViolation(w);
      if (v) add(w, v.condition, day.day);
    }
  }
  return [...out.values()];
}

export async function loadPromptInsight(db: DbOrTx, planId: string): Promise<PromptInsight | null> {
  const plan = await planById(db, planId);
  if (!plan) return null;
  const [q, reference] = await Promise.all([questionnaireOf(db, plan), loadReferenceData(db)]);
  const promptName = promptNameOf(plan);
  const template = reference.prompts[promptName];
  // The customer's equipment is the matcher's context (decision 0107); without a questionnaire none.
  const lookup = createExerciseLookup(reference.exercises, { equipment: q?.equipment ?? null });

  let assembled: ReturnType<typeof assemblePrompt> | null = null;
  let matched: InjuryRecord[] = [];
  let usable: typeof reference.exercises = [];
  if (q) {
    matched = matchInjuries(q.health_restrictions, reference.injuries);
    const available = new Set(q.equipment);
    usable = reference.exercises.filter((e) => e.equipmentNeeded.every((code) => available.has(code)));
    if (!plan.promptText) {
      // Older or hand-made plans have no stored prompt: assembled the way generation does it.
      const previousPlans = promptName === "training_plan_generation_week3" ? await loadPlanHistory(db, plan.userId, { beforeSequence: plan.sequenceNumber }) : [];
      assembled = assemblePrompt(template, { questionnaire: q, exerciseNames: usable.map((e) => e.name), injuryNotes: injuryNotesFor(matched), previousPlans });
    }
  }

  const text = plan.promptText ?? assembled?.text ?? null;
  const hash = text === null ? null : sha256Hex(text);
  const ratio = text === null ? 0 : template.length === 0 ? 1 : text.length / template.length;
  const placeholders = templatePlaceholders(template);
  const personal = new Set<string>(PERSONAL_PLACEHOLDERS);
  const known = new Set<string>(PROMPT_PLACEHOLDERS);

  const parsed = parsePlan(plan.content, lookup);
  // The gates read the current content (cheap: about a millisecond); plan 1 shows them, every plan
  // uses their health check for the protection tab.
  const review = q ? runQualityReview(parsed, q, { exercises: lookup, injuries: reference.injuries }) : null;
  const results = review ? review.filter(isGate) : null;

  let protection: PromptProtectionInsight | null = null;
  if (q && results) {
    const { avoidTags, exclusions } = combinedRestrictions(matched);
    protection = {
      personalPlaceholders: [...PERSONAL_PLACEHOLDERS],
      removedPlaceholders: placeholders.filter((p) => personal.has(p.toLowerCase())),
      sentPlaceholders: placeholders.filter((p) => known.has(p.toLowerCase())),
      unknownPlaceholders: placeholders.filter((p) => !personal.has(p.toLowerCase()) && !known.has(p.toLowerCase())),
      redactions: text === null ? 0 : countAnonymized(text),
      leaks: text === null ? [] : personalDataIn(text, template, q),
      healthText: q.health_restrictions?.trim() || null,
      injuryNotesInTemplate: placeholders.some((p) => p.toLowerCase() === "injury_notes"),
      injuries: matched.map((i) => ({
        name: i.name,
        nameEn: i.nameEn,
        recommendedAdjustments: i.recommendedAdjustments,
        exclusions: i.exclusions,
        avoidTags: i.avoidTags,
        relevantExercises: i.relevantExercises,
        excludedExercises: usable.filter((e) => excludedBy(e, i.avoidTags, i.exclusions)).map((e) => e.name),
      })),
      violations: planViolations(parsed, lookup, safetyProfile({ age: q.age, healthText: q.health_restrictions }, reference.injuries)),
      usableExercises: usable.length,
      excludedExercises: usable.filter((e) => excludedBy(e, avoidTags, exclusions)).length,
    };
  }

  let gates: GateInsight | null = null;
  if (plan.sequenceNumber === 1) {
    if (!results) gates = { status: "no-questionnaire" };
    else {
      const stored = Array.isArray(plan.gateResults) ? (plan.gateResults as Array<{ id?: unknown; passed?: unknown }>) : [];
      const storedOf = (id: string) => {
        const row = stored.find((s) => s.id === id);
        return typeof row?.passed === "boolean" ? row.passed : null;
      };
      const rows = results.map((r) => ({ ...r, storedPassed: storedOf(r.id) }));
      const checks = (review ?? []).filter(isCheck).map((r) => ({ ...r, storedPassed: storedOf(r.id) }));
      gates = {
        status: "checked",
        results: rows,
        passed: rows.filter((r) => r.passed).length,
        total: GATE_IDS.length,
        allPassed: gatesPassed(rows),
        checks,
        checksPassed: checks.filter((r) => r.passed).length,
        checksTotal: CHECK_IDS.length,
        allChecksPassed: checksPassed(checks),
      };
    }
  }

  return {
    planId: plan.id,
    sequenceNumber: plan.sequenceNumber,
    generator: plan.generator,
    model: plan.model,
    promptName,
    source: plan.promptText ? "stored" : text !== null ? "reassembled" : "none",
    text,
    hash,
    shortHash: hash?.slice(0, SHORT_HASH_LENGTH) ?? null,
    hashMatches: plan.promptText && plan.promptHash ? plan.promptHash === hash : null,
    length: text === null ? null : { template: template.length, assembled: text.length, ratio, ok: ratio >= MIN_PROMPT_RATIO, minRatio: MIN_PROMPT_RATIO },
    protection,
    gates,
  };
}
