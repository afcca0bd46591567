/**
 * The member's own data: questionnaire, profile, current plan, history and plan feedback.
 * Every function takes the user id from the session (the caller passes `user.id`), never from a
 * form, and every query is filtered by it: a row of another user is simply not found.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ProfileGender, ProfileStatus, QuestionnaireGender, QuestionnaireStatus } from "~/domain/questionnaire/options";
import type { ValidProfile, ValidQuestionnaire } from "~/domain/questionnaire/schema";
import { normalizeProfileGender, normalizeProfileStatus, questionnaireToFormValues, type QuestionnaireFormValues } from "~/domain/questionnaire/form-values";
import type { LoggedSet } from "~/domain/training/logged-set";
import type { Db, DbOrTx } from "~/server/db/client.server";
import {
  account,
  feedback,
  feedbackTrainingPlans,
  questionnaires,
  subscriptions,
  trainingPlans,
  user as userTable,
  userProfiles,
} from "~/server/db/schema.server";
import { requestFollowup, requestPlanGeneration } from "~/server/plan/generation.server";
import { questionnaireAnswers } from "~/server/plan/generation-inputs.server";
import { openForTraining } from "~/server/plans/plan-rows.server";
import { exerciseFingerprint, planViewOf, type PlanViewData } from "~/server/training/training-data.server";
import type { SubscriptionView } from "~/domain/subscription/cancellation";
import { subscriptionViewOf } from "./subscription.server";
import { recordHealthConsent } from "~/server/privacy/health-consent.server";
import type { Lang } from "~/i18n/config";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from the client are checked before they reach a uuid column (PostgreSQL rejects bad casts with an error). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

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

/* ───────────────────────────── profile ───────────────────────────── */

export interface ProfileView {
  firstName: string | null;
  lastName: string | null;
  age: number | null;
  gender: ProfileGender | null;
  status: ProfileStatus;
}

export async function getProfile(db: DbOrTx, userId: string): Promise<ProfileView | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return row ? profileViewOf(row) : null;
}

function profileViewOf(row: typeof userProfiles.$inferSelect): ProfileView {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    age: row.age,
    gender: normalizeProfileGender(row.gender),
    status: normalizeProfileStatus(row.status),
  };
}

export async function saveProfile(db: DbOrTx, userId: string, profile: ValidProfile): Promise<void> {
  const values = {
    firstName: profile.first_name,
    lastName: profile.last_name,
    age: profile.age,
    gender: profile.gender,
    status: profile.status,
  };
  await db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
}

/* ───────────────────────────── plans and history ───────────────────────────── */

export interface CurrentPlanView {
  id: string;
  sequenceNumber: number;
  createdAt: string;
  approvedAt: string;
}

/** Spec part 2 §4: the current plan is the plan open for training (openForTraining) with the highest sequence number. */
export async function getCurrentPlan(db: DbOrTx, userId: string): Promise<CurrentPlanView | null> {
  const [row] = await db
    .select({ id: trainingPlans.id, sequenceNumber: trainingPlans.sequenceNumber, createdAt: trainingPlans.createdAt, approvedAt: trainingPlans.approvedAt })
    .from(trainingPlans)
    .where(openForTraining(userId))
    .orderBy(desc(trainingPlans.sequenceNumber))
    .limit(1);
  return row ? currentPlanViewOf(row) : null;
}

function currentPlanViewOf(row: { id: string; sequenceNumber: number; createdAt: Date; approvedAt: Date | null }): CurrentPlanView {
  return {
    id: row.id,
    sequenceNumber: row.sequenceNumber,
    createdAt: row.createdAt.toISOString(),
    approvedAt: (row.approvedAt ?? row.createdAt).toISOString(),
  };
}

export interface HistoryEntry {
  id: string;
  planName: string;
  submissionDate: string;
  completionDate: string | null;
  approvedAt: string | null;
  /** Completed sets, ordered by day, exercise order and set number. */
  progress: LoggedSet[];
  feedback: string;
}

function sortProgress(entries: LoggedSet[]): LoggedSet[] {
  return [...entries].sort(
    (a, b) => a.day - b.day || a.exercise_order - b.exercise_order || a.exercise_name.localeCompare(b.exercise_name) || a.set_number - b.set_number,
  );
}

/** The user's submitted plans, newest first, each with its progress and the whole-plan feedback. */
export async function listHistory(db: DbOrTx, userId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      id: feedbackTrainingPlans.id,
      originalPlanId: feedbackTrainingPlans.originalPlanId,
      planName: feedbackTrainingPlans.planName,
      submissionDate: feedbackTrainingPlans.submissionDate,
      completionDate: feedbackTrainingPlans.completionDate,
      userProgress: feedbackTrainingPlans.userProgress,
      userFeedback: feedbackTrainingPlans.userFeedback,
      approvedAt: trainingPlans.approvedAt,
    })
    .from(feedbackTrainingPlans)
    .leftJoin(trainingPlans, and(eq(trainingPlans.id, feedbackTrainingPlans.originalPlanId), eq(trainingPlans.userId, userId)))
    .where(eq(feedbackTrainingPlans.userId, userId))
    .orderBy(desc(feedbackTrainingPlans.submissionDate));
  if (rows.length === 0) return [];
  const planFeedback = await db
    .select({ planId: feedback.planId, text: feedback.feedbackText })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), eq(feedback.day, 0), inArray(feedback.planId, rows.map((r) => r.originalPlanId))));
  const byPlan = new Map(planFeedback.map((f) => [f.planId, f.text]));
  return rows.map((r) => ({
    id: r.id,
    planName: r.planName,
    submissionDate: r.submissionDate.toISOString(),
    completionDate: r.completionDate?.toISOString() ?? null,
    approvedAt: r.approvedAt?.toISOString() ?? null,
    progress: sortProgress(Array.isArray(r.userProgress) ? r.userProgress : []),
    feedback: byPlan.get(r.originalPlanId) ?? r.userFeedback ?? "",
  }));
}

/**
 * Saves the feedback of one submitted plan of this user: the submitted record's user_feedback and the
 * plan's whole-plan feedback row (day 0) change together in one transaction. Another user's entry (or
 * a malformed id) is "not-found" and nothing changes.
 */
export async function savePlanFeedback(db: Db, userId: string, entryId: unknown, text: string): Promise<"saved" | "not-found"> {
  if (!isUuid(entryId)) return "not-found";
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: feedbackTrainingPlans.id, planId: feedbackTrainingPlans.originalPlanId })
      .from(feedbackTrainingPlans)
      .where(and(eq(feedbackTrainingPlans.id, entryId), eq(feedbackTrainingPlans.userId, userId)))
      .for("update");
    if (!entry) return "not-found";
    await tx
      .update(feedbackTrainingPlans)
      .set({ userFeedback: text === "" ? null : text, updatedAt: sql`now()` })
      .where(and(eq(feedbackTrainingPlans.id, entry.id), eq(feedbackTrainingPlans.userId, userId)));
    await tx
      .insert(feedback)
      .values({ userId, planId: entry.planId, day: 0, feedbackText: text, rating: null })
      .onConflictDoUpdate({ target: [feedback.userId, feedback.planId, feedback.day], set: { feedbackText: text, updatedAt: sql`now()` } });
    return "saved";
  });
}

/* ───────────────────────────── payment demo ───────────────────────────── */

export interface GenerationRequest {
  questionnaireId: string | null;
  /** "queued": a new job; "pending": a job was already waiting; "exists": a plan for this version exists; "none": no questionnaire. */
  outcome: "queued" | "pending" | "exists" | "none";
}

/**
 * The payment demo's background call: plan generation for the user's newest questionnaire.
 * Idempotent: a pending job is reused (singleton key), and when a draft is waiting or a plan was
 * already made from this version of the questionnaire nothing is enqueued, so one questionnaire
 * never yields two pending plans.
 */
export async function requestGenerationForNewest(db: DbOrTx, userId: string): Promise<GenerationRequest> {
  return db.transaction(async (tx) => {
    const [q] = await tx
      .select({ id: questionnaires.id, updatedAt: questionnaires.updatedAt })
      .from(questionnaires)
      .where(eq(questionnaires.userId, userId))
      .orderBy(desc(questionnaires.updatedAt))
      .limit(1);
    if (!q) return { questionnaireId: null, outcome: "none" as const };
    const [existing] = await tx
      .select({ id: trainingPlans.id })
      .from(trainingPlans)
      .where(
        and(
          eq(trainingPlans.userId, userId),
          sql`(${trainingPlans.status} = 'draft' or (${trainingPlans.questionnaireId} = ${q.id} and ${trainingPlans.createdAt} >= ${q.updatedAt}))`,
        ),
      )
      .limit(1);
    if (existing) return { questionnaireId: q.id, outcome: "exists" as const };
    const { created } = await requestPlanGeneration(tx, { questionnaireId: q.id, userId });
    return { questionnaireId: q.id, outcome: created ? ("queued" as const) : ("pending" as const) };
  });
}

/* ───────────────────────────── dashboard ───────────────────────────── */

export interface DashboardData {
  /** From the questionnaire, else the profile, else the account. */
  firstName: string | null;
  questionnaire: { values: QuestionnaireFormValues; createdAt: string; updatedAt: string; status: string } | null;
  profile: ProfileView;
  currentPlan: CurrentPlanView | null;
  /** The current plan as the plan view shows it (parsed days, progress, feedback, last time's sets). */
  planView: PlanViewData | null;
  history: HistoryEntry[];
  /** The account can sign in with a password (the security settings ask for it). */
  hasPassword: boolean;
  /** The demo subscription and its cancellation state (null before the first payment). */
  subscription: SubscriptionView | null;
}

/**
 * The dashboard's single-row data in one statement: questionnaire, profile, the open plan with its
 * text, and whether the account has a password (one round trip instead of five; every part is
 * filtered by the user id).
 */
async function dashboardRow(db: DbOrTx, userId: string) {
  const open = db
    .select({
      id: trainingPlans.id,
      sequenceNumber: trainingPlans.sequenceNumber,
      createdAt: trainingPlans.createdAt,
      approvedAt: trainingPlans.approvedAt,
      content: trainingPlans.content,
    })
    .from(trainingPlans)
    .where(openForTraining(userId))
    .orderBy(desc(trainingPlans.sequenceNumber))
    .limit(1)
    .as("open_plan");
  const [row] = await db
    .select({
      questionnaire: questionnaires,
      profile: userProfiles,
      plan: { id: open.id, sequenceNumber: open.sequenceNumber, createdAt: open.createdAt, approvedAt: open.approvedAt, content: open.content },
      hasPassword: sql<boolean>`exists (select 1 from ${account} where ${account.userId} = ${userId} and ${account.providerId} = 'credential' and ${account.password} is not null)`,
      subscription: subscriptions,
      exercisesFingerprint: exerciseFingerprint(),
    })
    .from(userTable)
    .leftJoin(questionnaires, eq(questionnaires.userId, userTable.id))
    .leftJoin(userProfiles, eq(userProfiles.userId, userTable.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, userTable.id))
    .leftJoin(open, sql`true`)
    .where(eq(userTable.id, userId));
  return row ?? { questionnaire: null, profile: null, plan: null, hasPassword: false, subscription: null, exercisesFingerprint: null };
}

export async function loadDashboard(
  db: DbOrTx,
  user: { id: string; firstName: string | null; lastName: string | null },
  /** The page's language: the plan view's exercise instructions are in it (decision 0097). */
  lang: Lang = "de",
): Promise<DashboardData> {
  const [row, history] = await Promise.all([dashboardRow(db, user.id), listHistory(db, user.id)]);
  const q = row.questionnaire;
  const plan = row.plan?.id ? row.plan : null;
  const planView = plan ? await planViewOf(db, user.id, plan, row.exercisesFingerprint ?? undefined, lang) : null;
  const subscription = subscriptionViewOf(row.subscription?.id ? row.subscription : null);
  const profileView: ProfileView = row.profile
    ? profileViewOf(row.profile)
    : { firstName: user.firstName, lastName: user.lastName, age: null, gender: null, status: "active" };
  return {
    firstName: q?.firstName || profileView.firstName || user.firstName || null,
    questionnaire: q
      ? { values: questionnaireFormValues(q), createdAt: q.createdAt.toISOString(), updatedAt: q.updatedAt.toISOString(), status: q.status }
      : null,
    profile: profileView,
    currentPlan: plan ? currentPlanViewOf(plan) : null,
    planView,
    history,
    hasPassword: Boolean(row.hasPassword),
    subscription,
  };
}
