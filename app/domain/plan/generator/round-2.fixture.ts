/** Test support: the blind coach review's round-2 inputs (docs/coach-review/round-2/), read by review-round.fixture.ts. */
import { REVIEW_IDS, reviewRoundFixture, type FollowUps } from "./review-round.fixture";

/** The folder of the round-2 inputs, relative to this directory. */
export const ROUND_2_DIR = "../../../../docs/coach-review/round-2/";

export const ROUND_2_IDS = REVIEW_IDS;
export type Round2Id = (typeof ROUND_2_IDS)[number];

/** Follow-up N: which reviewed plan it progresses (docs/coach-review.md, "Follow-ups"). */
export const ROUND_2_FOLLOW_UPS: FollowUps<Round2Id> = { 1: "02", 2: "11", 3: "05", 4: "12" };

export function round2Fixture(read: (name: string) => string) {
  const r = reviewRoundFixture(read, ROUND_2_FOLLOW_UPS);
  return { round2Questionnaire: r.questionnaire, round2Plan: r.plan, round2First: r.first, round2FollowUp: r.followUp };
}
