/**
 * Test support: the blind coach review's round-3 inputs (docs/coach-review/round-3/): the 12
 * questionnaires and the 4 follow-up scenarios (the reviewed plan, its logged sets and feedback),
 * drafted on the seeded catalog as the CLI does. The test passes the file reader (domain code reads
 * no files): `round3Fixture((name) => readFileSync(new URL(ROUND_3_DIR + name, import.meta.url), "utf8"))`.
 */
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { LoggedSet } from "~/domain/training/logged-set";
import { generatePlan } from "./index";
import type { GeneratedPlan } from "./types";

/** The folder of the round-3 inputs, relative to this directory. */
export const ROUND_3_DIR = "../../../../docs/coach-review/round-3/";

export const ROUND_3_IDS = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"] as const;
export type Round3Id = (typeof ROUND_3_IDS)[number];

/** Follow-up N: which reviewed plan it progresses (docs/coach-review.md, "Follow-ups"). */
export const ROUND_3_FOLLOW_UPS: Record<1 | 2 | 3 | 4, Round3Id> = { 1: "10", 2: "02", 3: "05", 4: "01" };

export function round3Fixture(read: (name: string) => string) {
  const json = <T>(name: string): T => JSON.parse(read(name)) as T;
  function round3Questionnaire(id: Round3Id): QuestionnaireAnswers {
    return json<QuestionnaireAnswers>(`q${id}.json`);
  }

  /** The reviewed (round-3) plan text of a questionnaire. */
  function round3Plan(id: Round3Id): string {
    return read(`plan-${id}.md`);
  }

  function round3First(id: Round3Id): GeneratedPlan {
    return generatePlan({ questionnaire: round3Questionnaire(id), exercises: EXERCISES, injuries: INJURIES });
  }


  /** Follow-up N drafted from the reviewed plan, its logged sets and feedback (as `npm run plan -- followup`). */
  function round3FollowUp(n: 1 | 2 | 3 | 4, feedbackOverride?: { day: number; text: string }[]): { previousText: string; next: GeneratedPlan } {
    const id = ROUND_3_FOLLOW_UPS[n];
    const previousText = round3Plan(id);
    const feedback = feedbackOverride ?? json<{ day: number; text: string }[]>(`f${n}-feedback.json`);
    const next = generatePlan({
      questionnaire: round3Questionnaire(id),
      exercises: EXERCISES,
      injuries: INJURIES,
      previous: {
        sequenceNumber: 1,
        planText: previousText,
        progress: json<LoggedSet[]>(`f${n}-progress.json`),
        dayFeedback: feedback.filter((f) => f.day > 0),
        planFeedback: feedback.find((f) => f.day === 0)?.text ?? null,
      },
    });
    return { previousText, next };
  }
  return { round3Questionnaire, round3Plan, round3First, round3FollowUp };
}
