/**
 * Coach review round 4 (docs/coach-review/round-4/): the four follow-up scenarios, drafted as the
 * follow-up job does (`npm run plan -- followup plan-NN.md qNN.json fN-progress.json fN-feedback.json`).
 */
import { reviewRoundFixture } from "./review-round.fixture";

export const ROUND_4_DIR = "../../../../docs/coach-review/round-4/";

/** Follow-up N: the questionnaire (and reviewed plan) it progresses (followup-scenarios.md). */
export const ROUND_4_FOLLOW_UPS = { 1: "02", 2: "04", 3: "11", 4: "06" } as const;

export function round4Fixture(read: (name: string) => string) {
  return { round4FollowUp: reviewRoundFixture(read, ROUND_4_FOLLOW_UPS).followUp };
}
