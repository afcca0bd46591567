/**
 * The member's own data: questionnaire, profile, current plan, history and plan feedback.
 * Every function takes the user id from the session (the caller passes `user.id`), never from a
 * form, and every query is filtered by it: a row of another user is simply not found.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Equipment, ProfileGender, ProfileStatus } from "~/domain/questionnaire/options";
import type { ValidProfile } from "~/domain/questionnaire/schema";
import { normalizeProfileGender, normalizeProfileStatus, type QuestionnaireFormValues } from "~/domain/questionnaire/form-values";
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
import { requestPlanGeneration } from "~/server/plan/generation.server";
import { openForTraining } from "~/server/plans/plan-rows.server";
import { exerciseFingerprint, exerciseLookup, planViewOf, type PlanViewData } from "~/server/training/training-data.server";
import { withCustomerEquipment } from "~/domain/plan/match";
import { shownNamesFor, type ShownNames } from "~/domain/plan/shown-names";
import type { SubscriptionView } from "~/domain/subscription/cancellation";
import { subscriptionViewOf } from "./subscription.server";
import type { Lang } from "~/i18n/config";
import { questionnaireFormValues } from "./questionnaire.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from the client are checked before they reach a uuid column (PostgreSQL rejects bad casts with an error). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
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
  /** On an English page, the history's exercise names as it shows them (decision 0133); empty on a German page. */
  historyNames: ShownNames;
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

/** The logged sets' names on an English page, read by the one matcher with the customer's equipment (decision 0133). */
async function historyShownNames(db: DbOrTx, history: readonly HistoryEntry[], lang: Lang, fingerprint: string | undefined, equipment: readonly Equipment[] | null): Promise<ShownNames> {
  if (lang !== "en" || history.every((h) => h.progress.length === 0)) return {};
  const lookup = withCustomerEquipment(await exerciseLookup(db, fingerprint, lang), equipment);
  return shownNamesFor(lang, history.flatMap((h) => h.progress.map((p) => p.exercise_name)), lookup);
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
  const planView = plan ? await planViewOf(db, user.id, plan, row.exercisesFingerprint ?? undefined, lang, (q?.equipment as Equipment[] | undefined) ?? null) : null;
  const subscription = subscriptionViewOf(row.subscription?.id ? row.subscription : null);
  const historyNames = await historyShownNames(db, history, lang, row.exercisesFingerprint ?? undefined, (q?.equipment as Equipment[] | undefined) ?? null);
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
    historyNames,
    hasPassword: Boolean(row.hasPassword),
    subscription,
  };
}
