/**
 * The small rules of plan use that the browser needs too (kept free of heavy imports: the plan view's
 * bundle must stay small): the confirmation word, the submission debounce, the plan period and the
 * length a feedback limit applies to.
 */
import { PLAN_DAYS } from "~/domain/plan/types";

/** Spec §5: the word typed to confirm a submission, compared case-insensitively. */
export const CONFIRMATION_WORD = "Fortschritt";
/** Spec §9: a second submission attempt within this time is blocked ('Bitte warten'). */
export const SUBMISSION_DEBOUNCE_MS = 5000;

export function isConfirmationWord(input: string): boolean {
  return input.trim().toLocaleLowerCase("de-DE") === CONFIRMATION_WORD.toLocaleLowerCase("de-DE");
}

/** Spec §4/§9: the plan period ends 14 days after the approval. */
export function completionDate(approvedAt: Date): Date {
  return new Date(approvedAt.getTime() + PLAN_DAYS * 24 * 60 * 60 * 1000);
}

/** The length a feedback limit applies to (line breaks counted once, surrounding blanks ignored). */
export function feedbackTextLength(text: string): number {
  return text.replace(/\r\n?/g, "\n").trim().length;
}
