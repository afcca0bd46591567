/**
 * The whole quality review of a plan text: the spec's six gates (gates.ts) and, beside them, the
 * coach checks for fit and safety (checks.ts). Stored together in `training_plans.gate_results`
 * and shown together wherever gates are shown (editor preview, API-prompt dialog, queue).
 */
import { runPlanChecks, checksPassed } from "./checks";
import { gatesPassed, runQualityGates, type GateOptions } from "./gates";
import { CHECK_IDS, GATE_IDS, type CheckResult, type GateResult, type ParsedPlan, type QualityResult } from "./types";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";

/** The six gates in GATE_IDS order, then the checks in CHECK_IDS order. Never throws for a parsed plan. */
export function runQualityReview(plan: ParsedPlan, q: QuestionnaireAnswers, opts?: GateOptions): QualityResult[] {
  return [...runQualityGates(plan, q, opts), ...runPlanChecks(plan, q, opts)];
}

/** All six gates and all checks present and passed: what a coach can approve without edits. */
export function qualityPassed(results: readonly QualityResult[]): boolean {
  return gatesPassed(results.filter(isGate)) && checksPassed(results);
}

export function isGate(r: QualityResult): r is GateResult {
  return (GATE_IDS as readonly string[]).includes(r.id);
}

export function isCheck(r: QualityResult): r is CheckResult {
  return (CHECK_IDS as readonly string[]).includes(r.id);
}
