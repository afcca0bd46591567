/**
 * The submitted-plan record of spec part 2 §4 "Submission steps" and §5 (rules), built from what was
 * logged: only completed sets, each set once (the newest version wins), ordered by day, exercise
 * position and set number; the completed-exercises text; the submitter's name by the fallback chain;
 * the completion date = approval + 14 days.
 */
import { formatCompletedExercises } from "~/domain/plan/prompts";
import type { LoggedSet } from "./logged-set";
import { completionDate } from "./rules";

export const UNKNOWN_USER = "Unknown User";

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : NaN;
  return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY;
}

/** Completed sets only, each set (day, exercise position, set number) once — the newest version wins — in plan order. */
export function completedSets(rows: readonly LoggedSet[]): LoggedSet[] {
  const latest = new Map<string, LoggedSet>();
  for (const row of rows) {
    const key = `${row.day}:${row.exercise_order}:${row.set_number}`;
    const prev = latest.get(key);
    if (!prev || time(row.updated_at) >= time(prev.updated_at)) latest.set(key, row);
  }
  return [...latest.values()]
    .filter((r) => r.completed)
    .sort((a, b) => a.day - b.day || a.exercise_order - b.exercise_order || a.set_number - b.set_number);
}

/** Spec §5: questionnaire first and last name, else the profile's, else 'Unknown User'. */
export function submitterName(
  questionnaire: { firstName: string | null; lastName: string | null } | null,
  profile: { firstName: string | null; lastName: string | null } | null,
): string {
  for (const source of [questionnaire, profile]) {
    const name = [source?.firstName, source?.lastName].map((p) => p?.trim() ?? "").filter(Boolean).join(" ");
    if (name) return name;
  }
  return UNKNOWN_USER;
}

export interface SubmissionRecord {
  userName: string;
  planName: string;
  planContent: string;
  userProgress: LoggedSet[];
  userFeedback: string | null;
  completionDate: Date;
}

export function buildSubmissionRecord(input: {
  rows: readonly LoggedSet[];
  planFeedback: string | null;
  approvedAt: Date;
  userName: string;
  /** How many plans this user submitted before (the new record is number + 1). */
  submittedBefore: number;
  planLabel: string;
}): SubmissionRecord {
  const sets = completedSets(input.rows);
  const feedback = input.planFeedback?.trim() ? input.planFeedback.trim() : null;
  return {
    userName: input.userName,
    planName: `${input.planLabel} #${input.submittedBefore + 1}`,
    planContent: formatCompletedExercises(sets),
    userProgress: sets.map((s) => ({ ...s })),
    userFeedback: feedback,
    completionDate: completionDate(input.approvedAt),
  };
}
