/**
 * Test support: one round of the blind coach review (docs/coach-review/round-N/): its questionnaires
 * (qNN.json), the reviewed plans (plan-NN.md) and the follow-up scenarios (fN-progress.json,
 * fN-feedback.json), drafted on the seeded catalog as the CLI does. The test passes the file reader
 * (domain code reads no files), e.g. `round2Fixture((name) => readFileSync(new URL(ROUND_2_DIR + name, import.meta.url), "utf8"))`.
 */
import type { LoggedSet } from "~/domain/training/logged-set";
import { draftFirst, draftFollowUp, type Feedback, type ReviewQuestionnaire } from "./follow-up.fixture";
import type { GeneratedPlan } from "./types";

/** The twelve questionnaires of a round. */
export const REVIEW_IDS = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"] as const;

/** Follow-up N of a round: which questionnaire (and reviewed plan) it progresses. */
export type FollowUps<Id extends string> = Record<1 | 2 | 3 | 4, Id>;

export function reviewRoundFixture<Id extends string>(read: (name: string) => string, followUps: FollowUps<Id>) {
  const json = <T>(name: string): T => JSON.parse(read(name)) as T;
  const questionnaire = (id: Id): ReviewQuestionnaire => json<ReviewQuestionnaire>(`q${id}.json`);
  /** The reviewed plan text of a questionnaire. */
  const plan = (id: Id): string => read(`plan-${id}.md`);
  const first = (id: Id): GeneratedPlan => draftFirst(questionnaire(id));
  /** Follow-up N drafted from the reviewed plan, its logged sets and feedback; `feedback` replaces the scenario's (for negative controls). */
  function followUp(n: 1 | 2 | 3 | 4, feedback?: Feedback): { q: ReviewQuestionnaire; previousText: string; next: GeneratedPlan } {
    const id = followUps[n];
    const q = questionnaire(id);
    const previousText = plan(id);
    const progress = json<LoggedSet[]>(`f${n}-progress.json`);
    const next = draftFollowUp(q, { planText: previousText, progress, feedback: feedback ?? json<Feedback>(`f${n}-feedback.json`) });
    return { q, previousText, next };
  }
  return { questionnaire, plan, first, followUp };
}
