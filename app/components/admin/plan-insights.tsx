/**
 * The plan's dialogs and panels for the coach (placeholder while being built): the API prompt with
 * its protection text and quality gates, the customer's progress, the submitted plan, and the
 * comparison of a follow-up draft with the previous plan. Each loads its data from
 * `/{lang}/admin/plaene/{planId}/details/{kind}` when opened.
 */
export interface PlanInsightProps {
  planId: string;
  sequenceNumber: number;
}

/** Button + dialog: API Prompt, Phase 1 Protection, Week 1+2 Quality Gates (plan 1 only). */
export function PlanPromptButton(_props: PlanInsightProps) {
  return null;
}

/** Button + dialog: period, plan feedback, completed exercises by day with day feedback. */
export function PlanProgressButton(_props: PlanInsightProps) {
  return null;
}

/** Button + dialog: the submitted plan record (feedback_training_plans). */
export function SubmittedPlanButton(_props: PlanInsightProps) {
  return null;
}

/** Panel: a follow-up draft compared with the previous plan, exercise by exercise. */
export function PlanComparisonPanel(_props: PlanInsightProps) {
  return null;
}
