/**
 * Coach review round 4 (docs/coach-review/round-4/): the four follow-up scenarios, drafted as the
 * follow-up job does (`npm run plan -- followup plan-NN.md qNN.json fN-progress.json fN-feedback.json`).
 */
import type { LoggedSet } from "~/domain/training/logged-set";
import { draftFollowUp, type Feedback, type ReviewQuestionnaire } from "./follow-up.fixture";
import type { GeneratedPlan } from "./types";

export const ROUND_4_DIR = "../../../../docs/coach-review/round-4/";

/** Follow-up N: the questionnaire (and reviewed plan) it progresses (followup-scenarios.md). */
export const ROUND_4_FOLLOW_UPS = { 1: "02", 2: "04", 3: "11", 4: "06" } as const;

export function round4Fixture(read: (name: string) => string) {
  const json = <T>(name: string): T => JSON.parse(read(name)) as T;
  /** Follow-up N; `feedback` replaces the scenario's feedback (for negative controls). */
  function round4FollowUp(n: 1 | 2 | 3 | 4, feedback?: Feedback): { q: ReviewQuestionnaire; previousText: string; next: GeneratedPlan } {
    const id = ROUND_4_FOLLOW_UPS[n];
    const q = json<ReviewQuestionnaire>(`q${id}.json`);
    const previousText = read(`plan-${id}.md`);
    const progress = json<LoggedSet[]>(`f${n}-progress.json`);
    const next = draftFollowUp(q, { planText: previousText, progress, feedback: feedback ?? json<Feedback>(`f${n}-feedback.json`) });
    return { q, previousText, next };
  }
  return { round4FollowUp };
}
