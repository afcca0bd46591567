/**
 * What a follow-up is drafted from (pure): the previous plan's text, its logged sets and feedback
 * for the built-in generator, and the history the AI prompt is given. The job `generate-followup`
 * (app/server/plan/generation.server.ts) and the CLI's `followup` command both build it here.
 */
import type { LoggedSet } from "~/domain/training/logged-set";
import type { PreviousPlanInput } from "./generator";
import { parsePlan } from "./parser";
import { prescriptionsOf } from "./prescriptions";
import type { PreviousPlanSummary } from "./prompts";

/** One feedback text: day 1–14 for a training day, 0 for the plan as a whole (spec part 2 §3). */
export interface FeedbackEntry {
  day: number;
  text: string;
}

/** A swap the customer made in the plan view (decision 0099): the exercise trained at that slot. */
export interface SwapEntry {
  day: number;
  exerciseOrder: number;
  originalName: string;
  alternativeName: string;
}

const HEADING = /^#{1,3}\s*(?:Tag|Day)\s+(\d+)\b/i;
const TABLE_HEAD = /^\|\s*(?:Übung|Exercise)\s*\|/i;
const SEPARATOR = /^\|[\s|:-]+\|?\s*$/;

/**
 * The plan text as the customer trained it: at each swapped slot (day, position in the day's
 * exercise table) the alternative's name stands in the row's first cell. A slot whose row names
 * another exercise than the swap's original (the text changed since) is left as written.
 */
export function planTextWithSwaps(text: string, swaps: readonly SwapEntry[]): string {
  if (swaps.length === 0) return text;
  let day = 0;
  let order = -1;
  return text
    .split("\n")
    .map((line) => {
      const h = HEADING.exec(line.trim());
      if (h) {
        day = Number(h[1]);
        order = -1;
        return line;
      }
      const trimmed = line.trim();
      if (!trimmed.startsWith("|") || TABLE_HEAD.test(trimmed) || SEPARATOR.test(trimmed)) return line;
      order += 1;
      const swap = swaps.find((s) => s.day === day && s.exerciseOrder === order);
      if (!swap) return line;
      const cells = line.split("|");
      if (cells.length < 3 || cells[1]!.trim() !== swap.originalName.trim()) return line;
      cells[1] = ` ${swap.alternativeName} `;
      return cells.join("|");
    })
    .join("\n");
}

export interface FollowupSource {
  plan: { sequenceNumber: number; content: string; approvedAt: Date | null };
  progress: LoggedSet[];
  feedback: FeedbackEntry[];
  /** The submitted plans' history (newest first), as loaded for the prompt. */
  history: PreviousPlanSummary[];
  /** The customer's swaps in this plan: the follow-up builds on the exercise actually trained. */
  swaps?: readonly SwapEntry[];
  /** When the plan was completed (the submission date of a plan the coach completed unsubmitted). */
  now: Date;
}

export function followupInput(src: FollowupSource): { sequenceNumber: number; previous: PreviousPlanInput; previousPlans: PreviousPlanSummary[] } {
  const plan = { ...src.plan, content: planTextWithSwaps(src.plan.content, src.swaps ?? []) };
  const previous: PreviousPlanInput = {
    sequenceNumber: plan.sequenceNumber,
    planText: plan.content,
    progress: src.progress,
    dayFeedback: src.feedback.filter((f) => f.day > 0).map((f) => ({ day: f.day, text: f.text })),
    planFeedback: src.feedback.find((f) => f.day === 0)?.text ?? null,
    ...(src.swaps && src.swaps.length > 0 ? { swaps: src.swaps.map((s) => ({ day: s.day, originalName: s.originalName, alternativeName: s.alternativeName })) } : {}),
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
