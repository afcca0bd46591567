/**
 * The member's questionnaire: read, as form values, and saved (with the profile's empty fields filled,
 * the health consent recorded and a new draft requested when the plan's answers changed). Queries
 * are filtered by the session's user id, like the rest of the member's data (member-data.server.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import type { ProfileGender, QuestionnaireGender, QuestionnaireStatus } from "~/domain/questionnaire/options";
import type { ValidQuestionnaire } from "~/domain/questionnaire/schema";
import { questionnaireToFormValues, type QuestionnaireFormValues } from "~/domain/questionnaire/form-values";
import type { Db, DbOrTx } from "~/server/db/client.server";
import { questionnaires, trainingPlans, userProfiles } from "~/server/db/schema.server";
import { requestFollowup, requestPlanGeneration } from "~/server/plan/generation.server";
import { questionnaireAnswers } from "~/server/plan/generation-inputs.server";
import { recordHealthConsent } from "~/server/privacy/health-consent.server";

/* ───────────────────────────── questionnaire ───────────────────────────── */

export type QuestionnaireRow = typeof questionnaires.$inferSelect;

export async function getQuestionnaire(db: DbOrTx, userId: string): Promise<QuestionnaireRow | null> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.userId, userId)).limit(1);
  return row ?? null;
}

export function questionnaireFormValues(row: QuestionnaireRow): QuestionnaireFormValues {
  return questionnaireToFormValues(questionnaireAnswers(row), row.guardianConsent);
}

export type QuestionnaireSource = "questionnaire-page" | "profile-tab";

export interface SavedQuestionnaire {
  id: string;
  /** True when this call inserted the user's first questionnaire. */
  created: boolean;
  /** True when a new generate-plan (or, for a replaced follow-up, generate-followup) job was enqueued. */
  jobCreated: boolean;
  /** The waiting draft that was deleted because it was built on the previous answers (docs/decisions/0025). */
  replacedDraftId?: string;
}

/** The questionnaire's gender as a profile gender: "not specified" leaves the profile's field empty. */
export function profileGenderOf(gender: QuestionnaireGender): ProfileGender | null {
  return gender === "not_specified" ? null : gender;
}

type QuestionnaireValues = Omit<typeof questionnaires.$inferInsert, "userId">;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join("\u0000") === [...b].sort().join("\u0000");

/**
 * True when the answers a plan is built from differ. Names, e-mail, consents and status are not part
 * of the plan (the prompt is anonymous), so changing only those keeps a waiting draft.
 */
export function planAnswersChanged(old: QuestionnaireRow, next: QuestionnaireValues): boolean {
  return (
    old.age !== next.age ||
    old.gender !== next.gender ||
    !sameList(old.mainGoals, next.mainGoals) ||
    old.otherSport !== next.otherSport ||
    (old.otherSportDetails ?? null) !== (next.otherSportDetails ?? null) ||
    old.trainingIntensity !== next.trainingIntensity ||
    old.trainingFrequency !== next.trainingFrequency ||
    old.sessionDuration !== next.sessionDuration ||
    old.dailyActivity !== next.dailyActivity ||
    old.trainingLevel !== next.trainingLevel ||
    old.currentTraining !== next.currentTraining ||
    !sameList(old.trainingExperience, next.trainingExperience) ||
    !sameList(old.equipment, next.equipment) ||
    (old.healthRestrictions ?? null) !== (next.healthRestrictions ?? null) ||
    (old.exerciseDislikes ?? null) !== (next.exerciseDislikes ?? null) ||
    (old.trainingPreferences ?? null) !== (next.trainingPreferences ?? null) ||
    (old.personalWishes ?? null) !== (next.personalWishes ?? null)
  );
}

/**
 * Fills the EMPTY fields of the user's profile (names, age, gender) from the questionnaire; a field
 * the user filled keeps its value. Creates the profile when there is none. The questionnaire's
 * "not specified" gender has no profile code and leaves the profile's gender empty.
 */
async function fillEmptyProfileFields(tx: DbOrTx, userId: string, answers: ValidQuestionnaire): Promise<void> {
  const blank = (column: "first_name" | "last_name") => sql.raw(`(user_profiles.${column} is null or btrim(user_profiles.${column}) = '')`);
  await tx
    .insert(userProfiles)
    .values({ userId, firstName: answers.first_name, lastName: answers.last_name, age: answers.age, gender: profileGenderOf(answers.gender) })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: {
        firstName: sql`case when ${blank("first_name")} then excluded.first_name else user_profiles.first_name end`,
        lastName: sql`case when ${blank("last_name")} then excluded.last_name else user_profiles.last_name end`,
        age: sql`coalesce(user_profiles.age, excluded.age)`,
        gender: sql`coalesce(user_profiles.gender, excluded.gender)`,
        updatedAt: sql`now()`,
      },
      // Nothing to fill: the row (and its updated_at) stays as it is.
      setWhere: sql`${blank("first_name")} or ${blank("last_name")} or user_profiles.age is null or (user_profiles.gender is null and excluded.gender is not null)`,
    });
}

/**
 * Upserts the user's one questionnaire (unique user_id). From the questionnaire page the answers are
 * a (new) submission: status pending, and the generate-plan job is enqueued in the same transaction,
 * so the questionnaire and its job commit together or not at all. From the profile tab an edit sets
 * status completed and asks for no new plan, unless it created the first questionnaire.
 *
 * In the same transaction (docs/decisions/0025-questionnaire-answers-replace-a-waiting-draft.md):
 * - the profile's empty fields (names, age, gender) are filled from the answers;
 * - when the plan answers changed, the draft waiting for the coach (first plan or follow-up) was built
 *   on superseded answers: it is deleted and generated again from the new answers (a follow-up through
 *   generate-followup, so it keeps the history). An unchanged re-submission keeps the draft. A
 *   generation already running re-checks the answers' version before it stores its draft.
 */
export async function saveQuestionnaire(
  db: Db,
  user: { id: string; email: string; locale?: "de" | "en" },
  answers: ValidQuestionnaire,
  source: QuestionnaireSource,
): Promise<SavedQuestionnaire> {
  const status: QuestionnaireStatus = source === "profile-tab" ? "completed" : "pending";
  const values = {
    firstName: answers.first_name,
    lastName: answers.last_name,
    email: user.email,
    age: answers.age,
    gender: answers.gender,
    mainGoals: answers.main_goals,
    otherSport: answers.other_sport,
    otherSportDetails: answers.other_sport ? answers.other_sport_details : null,
    trainingIntensity: answers.training_intensity,
    trainingFrequency: answers.training_frequency,
    sessionDuration: answers.session_duration,
    dailyActivity: answers.daily_activity,
    trainingLevel: answers.training_level,
    currentTraining: answers.current_training,
    trainingExperience: answers.training_experience,
    equipment: answers.equipment,
    healthRestrictions: answers.health_restrictions,
    exerciseDislikes: answers.exercise_dislikes,
    trainingPreferences: answers.training_preferences,
    personalWishes: answers.personal_wishes,
    dataConsent: true,
    guardianConsent: answers.guardian_consent,
    status,
  };
  return db.transaction(async (tx) => {
    // The previous version, locked until commit: a generation storing its draft re-reads the version
    // under a share lock, so it waits for this transaction and then sees the new version.
    const [previous] = await tx.select().from(questionnaires).where(eq(questionnaires.userId, user.id)).for("update");
    const [row] = await tx
      .insert(questionnaires)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: questionnaires.userId, set: { ...values, updatedAt: sql`now()` } })
      // xmax = 0 only for a freshly inserted row version.
      .returning({ id: questionnaires.id, created: sql<boolean>`(xmax = 0)` });
    const id = row!.id;
    const created = Boolean(row!.created);
    await fillEmptyProfileFields(tx, user.id, answers);
    // Health answers are stored only with their own consent (the schema refused them otherwise; decision 0074).
    if (answers.health_consent) await recordHealthConsent(tx, user.id, user.locale ?? "de");

    let replaced: { id: string; previousPlanId: string | null } | undefined;
    if (previous && planAnswersChanged(previous, values)) {
      // At most one draft per user (training_plans_one_draft_idx). A draft has no progress or
      // feedback; its expense row stays (plan_id set null): the money was spent.
      [replaced] = await tx
        .delete(trainingPlans)
        .where(and(eq(trainingPlans.userId, user.id), eq(trainingPlans.status, "draft")))
        .returning({ id: trainingPlans.id, previousPlanId: trainingPlans.previousPlanId });
    }

    let jobCreated = false;
    if (replaced?.previousPlanId) {
      // A follow-up is made again as a follow-up (history prompt), not as a first plan.
      jobCreated = (await requestFollowup(tx, replaced.previousPlanId)).created;
    } else if (source === "questionnaire-page" || created || replaced) {
      jobCreated = (await requestPlanGeneration(tx, { questionnaireId: id, userId: user.id })).created;
    }
    return replaced ? { id, created, jobCreated, replacedDraftId: replaced.id } : { id, created, jobCreated };
  });
}
