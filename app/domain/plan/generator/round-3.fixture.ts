/** Test support: the blind coach review's round-3 inputs (docs/coach-review/round-3/), read by review-round.fixture.ts. */
import { REVIEW_IDS, reviewRoundFixture, type FollowUps } from "./review-round.fixture";

/** The folder of the round-3 inputs, relative to this directory. */
export const ROUND_3_DIR = "../../../../docs/coach-review/round-3/";

export const ROUND_3_IDS = REVIEW_IDS;
export type Round3Id = (typeof ROUND_3_IDS)[number];

/** Follow-up N: which reviewed plan it progresses (docs/coach-review.md, "Follow-ups"). */
export const ROUND_3_FOLLOW_UPS: FollowUps<Round3Id> = { 1: "10", 2: "02", 3: "05", 4: "01" };

export function round3Fixture(read: (name: string) => string) {
  const r = reviewRoundFixture(read, ROUND_3_FOLLOW_UPS);
  return { round3Questionnaire: r.questionnaire, round3Plan: r.plan, round3First: r.first, round3FollowUp: r.followUp };
}
