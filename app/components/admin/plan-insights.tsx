/**
 * The plan's dialogs and panels for the coach, used on the admin plan page with `{ planId,
 * sequenceNumber }`: the API prompt with its protection and quality gates, the customer's progress,
 * the submitted plan, and the comparison of a follow-up draft with the previous plan. Each loads its
 * data from `/{lang}/admin/plaene/{planId}/details/{kind}` when opened (the panel when mounted).
 */
export type { PlanInsightProps } from "./plan-insight-shared";
/** Button + dialog: API Prompt, Phase 1 Protection, Week 1+2 Quality Gates (plan 1 only). */
export { PlanPromptButton } from "./plan-insight-prompt";
/** Button + dialog: period, plan feedback, completed exercises by day with day feedback; and the submitted plan record. */
export { PlanProgressButton, SubmittedPlanButton } from "./plan-insight-progress";
/** Panel: a follow-up draft compared with the previous plan, exercise by exercise (nothing for plan 1). */
export { PlanComparisonPanel } from "./plan-insight-comparison";
