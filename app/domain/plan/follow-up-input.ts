/**
 * What a follow-up is drafted from (pure): the previous plan's text, its logged sets and feedback
 * for the built-in generator, and the history the AI prompt is given. The job `generate-followup`
 * (app/server/plan/generation.server.ts) and the CLI's `followup` command both build it here.
 */
import type { LoggedSet } from "../training/logged-set";
import type { PreviousPlanInput } from "./generator";
import { parsePlan } from "./parser";
import { prescriptionsOf } from "./prescriptions";
import type { PreviousPlanSummary } from "./prompts";

/** One feedback text: day 1–14 for a training day, 0 for the plan as a whole (spec part 2 §3). */
export interface FeedbackEntry {
  day: number;
  text: string;
}

export interface FollowupSource {
  plan: { sequenceNumber: number; content: string; approvedAt: Date | null };
  progress: LoggedSet[];
  feedback: FeedbackEntry[];
  /** The submitted plans' history (newest first), as loaded for the prompt. */
  history: PreviousPlanSummary[];
  /** When the plan was completed (the submission date of a plan the coach completed unsubmitted). */
  now: Date;
}

export function followupInput(src: FollowupSource): { sequenceNumber: number; previous: PreviousPlanInput; previousPlans: PreviousPlanSummary[] } {
  const { plan } = src;
  const previous: PreviousPlanInput = {
    sequenceNumber: plan.sequenceNumber,
    planText: plan.content,
    progress: src.progress,
    dayFeedback: src.feedback.filter((f) => f.day > 0).map((f) => ({ day: f.day, text: f.text })),
    planFeedback: src.feedback.find((f) => f.day === 0)?.text ?? null,
  };
  // A plan the coach completed without the customer's submission is not in the submitted history:
  // its prescriptions, logs and feedback still lead the prompt (the plan being progressed).
  const previousPlans = src.history.some((h) => h.sequenceNumber === plan.sequenceNumber)
    ? src.history
    : [
        {
          sequenceNumber: plan.sequenceNumber,
          approvedAt: plan.approvedAt?.toISOString() ?? null,
          submissionDate: src.now.toISOString(),
          completedExercises: previous.progress,
          dayFeedback: previous.dayFeedback.filter((f) => f.text.trim() !== ""),
          planFeedback: previous.planFeedback?.trim() || null,
          prescribed: prescriptionsOf(parsePlan(plan.content)),
        },
        ...src.history,
      ];
  return { sequenceNumber: plan.sequenceNumber + 1, previous, previousPlans };
}
