/**
 * What plan generation reads from the database: the stored questionnaire as the domain's answers, the
 * admin-editable reference data (exercises, injuries, prompts) and the last submitted plans with
 * their logs and feedback. Used by the generation (generation.server.ts) and the coach's views.
 */
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Equipment, QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { ExerciseRecord, InjuryRecord, MovementPattern, StressTag, Difficulty, MuscleGroup } from "~/domain/exercises/types";
import { parsePlan } from "~/domain/plan/parser";
import { DEFAULT_PROMPTS, type PreviousPlanSummary, type PromptName } from "~/domain/plan/prompts";
import { prescriptionsOf } from "~/domain/plan/prescriptions";
import type { DbOrTx } from "~/server/db/client.server";
import { exercises as exercisesTable, feedback, feedbackTrainingPlans, gptPrompts, injuriesIllnesses, questionnaires, trainingPlans, trainingProgress } from "~/server/db/schema.server";
import { loggedSetOf } from "~/server/training/logged-set.server";

type QuestionnaireRow = typeof questionnaires.$inferSelect;

export function questionnaireAnswers(row: QuestionnaireRow): QuestionnaireAnswers {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    age: row.age,
    gender: row.gender as QuestionnaireAnswers["gender"],
    main_goals: row.mainGoals as QuestionnaireAnswers["main_goals"],
    other_sport: row.otherSport,
    other_sport_details: row.otherSportDetails,
    training_intensity: row.trainingIntensity as QuestionnaireAnswers["training_intensity"],
    training_frequency: row.trainingFrequency as QuestionnaireAnswers["training_frequency"],
    session_duration: row.sessionDuration as QuestionnaireAnswers["session_duration"],
    daily_activity: row.dailyActivity as QuestionnaireAnswers["daily_activity"],
    training_level: row.trainingLevel as QuestionnaireAnswers["training_level"],
    current_training: row.currentTraining as QuestionnaireAnswers["current_training"],
    training_experience: row.trainingExperience as QuestionnaireAnswers["training_experience"],
    equipment: row.equipment as Equipment[],
    health_restrictions: row.healthRestrictions,
    exercise_dislikes: row.exerciseDislikes,
    training_preferences: row.trainingPreferences,
    personal_wishes: row.personalWishes,
  };
}

/** A row of the injuries list as the domain's record (the German name stands in for a missing English one). */
export function injuryRecordOf(i: typeof injuriesIllnesses.$inferSelect): InjuryRecord {
  return {
    name: i.name,
    nameEn: i.nameEn ?? i.name,
    recommendedAdjustments: i.recommendedAdjustments ?? "",
    relevantExercises: i.relevantExercises,
    exclusions: i.exclusions,
    avoidTags: i.avoidTags as StressTag[],
    keywords: i.keywords,
  };
}

export interface ReferenceData {
  exercises: ExerciseRecord[];
  injuries: InjuryRecord[];
  prompts: Record<PromptName, string>;
}

/** The admin-editable exercise database, injuries list and prompts (defaults when a prompt row is missing). */
export async function loadReferenceData(db: DbOrTx): Promise<ReferenceData> {
  const [exerciseRows, injuryRows, promptRows] = await Promise.all([
    db.select().from(exercisesTable).orderBy(exercisesTable.name),
    db.select().from(injuriesIllnesses).orderBy(injuriesIllnesses.name),
    db.select().from(gptPrompts),
  ]);
  const prompts = { ...DEFAULT_PROMPTS };
  for (const row of promptRows) if (row.name in prompts) prompts[row.name as PromptName] = row.content;
  return {
    exercises: exerciseRows.map((e) => ({
      name: e.name,
      nameEn: e.nameEn ?? e.name,
      description: e.description ?? "",
      instructions: e.instructions ?? "",
      descriptionEn: e.descriptionEn ?? "",
      instructionsEn: e.instructionsEn ?? "",
      videoUrl: e.videoUrl,
      hashtag: e.hashtag,
      muscleGroups: e.muscleGroups as MuscleGroup[],
      equipmentNeeded: e.equipmentNeeded as Equipment[],
      movementPattern: e.movementPattern as MovementPattern,
      difficulty: Math.min(3, Math.max(1, e.difficulty)) as Difficulty,
      stressTags: e.stressTags as StressTag[],
    })),
    injuries: injuryRows.map(injuryRecordOf),
    prompts,
  };
}

/**
 * The last (up to 4) submitted plans of a user with their logs and feedback, newest first; with
 * `beforeSequence`, only plans before that one (what the prompt of an older follow-up was given).
 */
export async function loadPlanHistory(db: DbOrTx, userId: string, options: { beforeSequence?: number } = {}): Promise<PreviousPlanSummary[]> {
  const submitted = await db
    .select({
      originalPlanId: feedbackTrainingPlans.originalPlanId,
      submissionDate: feedbackTrainingPlans.submissionDate,
      userFeedback: feedbackTrainingPlans.userFeedback,
      sequenceNumber: trainingPlans.sequenceNumber,
      approvedAt: trainingPlans.approvedAt,
      content: trainingPlans.content,
    })
    .from(feedbackTrainingPlans)
    .innerJoin(trainingPlans, eq(trainingPlans.id, feedbackTrainingPlans.originalPlanId))
    .where(
      options.beforeSequence === undefined
        ? eq(feedbackTrainingPlans.userId, userId)
        : and(eq(feedbackTrainingPlans.userId, userId), lt(trainingPlans.sequenceNumber, options.beforeSequence)),
    )
    .orderBy(desc(feedbackTrainingPlans.submissionDate))
    .limit(4);
  if (submitted.length === 0) return [];
  const planIds = submitted.map((s) => s.originalPlanId);
  const [progressRows, feedbackRows] = await Promise.all([
    db.select().from(trainingProgress).where(and(eq(trainingProgress.userId, userId), inArray(trainingProgress.planId, planIds))),
    db.select().from(feedback).where(and(eq(feedback.userId, userId), inArray(feedback.planId, planIds))),
  ]);
  return submitted.map((s) => ({
    sequenceNumber: s.sequenceNumber,
    approvedAt: s.approvedAt?.toISOString() ?? null,
    submissionDate: s.submissionDate.toISOString(),
    completedExercises: progressRows
      .filter((p) => p.planId === s.originalPlanId)
      .map(loggedSetOf),
    dayFeedback: feedbackRows
      .filter((f) => f.planId === s.originalPlanId && f.day > 0 && f.feedbackText.trim())
      .sort((a, b) => a.day - b.day)
      .map((f) => ({ day: f.day, text: f.feedbackText })),
    planFeedback:
      feedbackRows.find((f) => f.planId === s.originalPlanId && f.day === 0)?.feedbackText.trim() || s.userFeedback || null,
    prescribed: prescriptionsOf(parsePlan(s.content)),
  }));
}
