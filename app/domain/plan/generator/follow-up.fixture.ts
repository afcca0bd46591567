/** Test support: a first plan and its follow-up from logged sets and feedback, on the seeded catalog. */
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { LoggedSet } from "~/domain/training/logged-set";
import { generatePlan } from "./index";
import { readPlanRows } from "./previous";
import type { GeneratedPlan } from "./types";
import { planLanguage, type PlanLanguage } from "./words";

export type Logging = "top" | "bottom" | "none";

/** Every week-1 set of a plan logged as done at the top (or below the bottom) of its range. */
export function loggedSets(text: string, logging: Logging): LoggedSet[] {
  if (logging === "none") return [];
  return readPlanRows(text)
    .filter((r) => r.day <= 7)
    .flatMap((r, i) => {
      const nums = (r.reps.match(/\d+/g) ?? ["10"]).map(Number);
      const reps = logging === "top" ? Math.max(...nums) : Math.max(1, Math.min(...nums) - 2);
      return Array.from({ length: r.sets }, (_, s) => ({
        day: r.day,
        exercise_name: r.name,
        exercise_order: i,
        set_number: s + 1,
        actual_reps: String(reps),
        actual_weight: r.weight,
        completed: true,
      }));
    });
}

export function firstAndFollowUp(
  q: QuestionnaireAnswers,
  feedback: { day?: string; plan?: string } = {},
  logging: Logging = "top",
  language: PlanLanguage = "de",
): { first: GeneratedPlan; next: GeneratedPlan } {
  const first = generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES, language });
  const firstDay = first.summary.trainingDays[0] ?? 1;
  const next = generatePlan({
    questionnaire: q,
    exercises: EXERCISES,
    injuries: INJURIES,
    language,
    previous: {
      sequenceNumber: 1,
      planText: first.text,
      progress: loggedSets(first.text, logging),
      dayFeedback: feedback.day ? [{ day: firstDay, text: feedback.day }] : [],
      planFeedback: feedback.plan ?? null,
    },
  });
  return { first, next };
}

/** The exercise names of a plan's training days. */
export const exerciseNames = (p: GeneratedPlan): string[] => p.summary.days.flatMap((d) => d.exercises.map((e) => e.name));

/** A questionnaire as the coach review keeps it (qNN.json): the answers and the account's language. */
export type ReviewQuestionnaire = QuestionnaireAnswers & { language?: string };

/** Feedback as a follow-up's feedback file keeps it: day 0 is the feedback on the plan, days 1–14 the days'. */
export type Feedback = { day: number; text: string }[];

/** The first plan of a questionnaire, in its language (as `npm run plan -- generate`). */
export function draftFirst(q: ReviewQuestionnaire): GeneratedPlan {
  return generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES, language: planLanguage(q.language) });
}

/** The follow-up drafted from the previous plan's text, its logged sets and the feedback, in the questionnaire's language (as `npm run plan -- followup`). */
export function draftFollowUp(q: ReviewQuestionnaire, previous: { planText: string; progress: LoggedSet[]; feedback: Feedback }): GeneratedPlan {
  return generatePlan({
    questionnaire: q,
    exercises: EXERCISES,
    injuries: INJURIES,
    language: planLanguage(q.language),
    previous: {
      sequenceNumber: 1,
      planText: previous.planText,
      progress: previous.progress,
      dayFeedback: previous.feedback.filter((f) => f.day > 0),
      planFeedback: previous.feedback.find((f) => f.day === 0)?.text ?? null,
    },
  });
}
