/**
 * The admin overview's models: the figures (users, revenue, API costs, profit, drafts), the latest
 * questionnaires, and the coach's queue of drafts waiting for approval. Every function takes the
 * database or the caller's transaction; the admin guard on the layout route has established who asks.
 */
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  byWaitingTime,
  clockStart,
  complianceOf,
  customerFlags,
  draftAge,
  type AgeStatus,
  type Compliance,
  type CustomerFlags,
} from "~/domain/admin/queue";
import { summarizeQuality, type QualitySummary } from "~/domain/admin/plan-review";
import type { PlanStatus } from "~/domain/plan/lifecycle";
import { parsePlan } from "~/domain/plan/parser";
import type { DbOrTx } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import {
  expenses,
  feedback,
  feedbackTrainingPlans,
  questionnaires,
  trainingPlans,
  trainingProgress,
  user,
  userProfiles,
} from "~/server/db/schema.server";


/* ───────────────────────────── figures ───────────────────────────── */

export interface OverviewFigures {
  users: number;
  questionnaires: number;
  /** Sum of all expenses (API costs) in euros. */
  expenses: number;
  /** Plans with status 'draft' (waiting for approval). */
  drafts: number;
}

export async function loadOverviewFigures(db: DbOrTx): Promise<OverviewFigures> {
  const [[users], [questionnaireCount], [expenseSum], [drafts]] = await Promise.all([
    db.select({ value: count() }).from(user),
    db.select({ value: count() }).from(questionnaires),
    // numeric: summed in the database (exact), read as text and converted once.
    db.select({ value: sql<string>`coalesce(sum(${expenses.amount}), 0)::text` }).from(expenses),
    db.select({ value: count() }).from(trainingPlans).where(eq(trainingPlans.status, "draft")),
  ]);
  return {
    users: users?.value ?? 0,
    questionnaires: questionnaireCount?.value ?? 0,
    expenses: Number(expenseSum?.value ?? 0),
    drafts: drafts?.value ?? 0,
  };
}

/* ───────────────────────────── latest activities ───────────────────────────── */

export interface Activity {
  questionnaireId: string;
  userId: string;
  name: string;
  /** When the questionnaire was submitted (ISO). */
  createdAt: string;
  /** The status of the user's newest plan, or null when no plan exists yet. */
  planStatus: PlanStatus | null;
}

/** The newest questionnaires (also those without a plan) with the status of the user's newest plan. */
export async function loadLatestActivities(db: DbOrTx, limit = 5): Promise<Activity[]> {
  const latest = await db
    .select({
      id: questionnaires.id,
      userId: questionnaires.userId,
      firstName: questionnaires.firstName,
      lastName: questionnaires.lastName,
      createdAt: questionnaires.createdAt,
    })
    .from(questionnaires)
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id))
    .limit(limit);
  if (latest.length === 0) return [];
  const plans = await db
    .selectDistinctOn([trainingPlans.userId], { userId: trainingPlans.userId, status: trainingPlans.status })
    .from(trainingPlans)
    .where(inArray(trainingPlans.userId, latest.map((q) => q.userId)))
    .orderBy(trainingPlans.userId, desc(trainingPlans.sequenceNumber));
  const statusOf = new Map(plans.map((p) => [p.userId, p.status as PlanStatus]));
  return latest.map((q) => ({
    questionnaireId: q.id,
    userId: q.userId,
    name: `${q.firstName} ${q.lastName}`.trim(),
    createdAt: q.createdAt.toISOString(),
    planStatus: statusOf.get(q.userId) ?? null,
  }));
}

/* ───────────────────────────── the coach's queue ───────────────────────────── */

export interface QueueEntry {
  planId: string;
  userId: string;
  sequenceNumber: number;
  name: string;
  /** Where the 24-hour clock started (ISO) and from what. */
  clockStart: string;
  clockSource: "questionnaire" | "submission" | "draft";
  createdAt: string;
  ageMs: number;
  ageStatus: AgeStatus;
  remainingMs: number;
  gates: QualitySummary | null;
  flags: CustomerFlags;
  /** The previous plan's compliance; null for a first plan. */
  compliance: Compliance | null;
  previousSequenceNumber: number | null;
  /** API cost of this draft in euros (sum of its expenses). */
  cost: number;
  generator: string;
}

/** The name to show: questionnaire, else profile, else the account's name, else its e-mail. */
function displayName(
  q: { firstName: string; lastName: string } | undefined,
  p: { firstName: string | null; lastName: string | null } | undefined,
  u: { name: string; firstName: string | null; lastName: string | null; email: string } | undefined,
): string {
  const join = (a: string | null | undefined, b: string | null | undefined) => [a, b].filter((s) => s && s.trim()).join(" ").trim();
  return join(q?.firstName, q?.lastName) || join(p?.firstName, p?.lastName) || join(u?.firstName, u?.lastName) || u?.name.trim() || u?.email || "";
}

/**
 * Every draft waiting for approval, oldest first, with its age against the 24-hour promise, its
 * quality gates, the customer's flags, the previous plan's compliance and the draft's API cost.
 * A handful of set-based queries, however long the queue.
 */
// size: one query and the shaping of its rows
export async function loadCoachQueue(db: DbOrTx, now: Date = new Date()): Promise<QueueEntry[]> {
  const drafts = await db
    .select({
      id: trainingPlans.id,
      userId: trainingPlans.userId,
      sequenceNumber: trainingPlans.sequenceNumber,
      previousPlanId: trainingPlans.previousPlanId,
      gateResults: trainingPlans.gateResults,
      generator: trainingPlans.generator,
      createdAt: trainingPlans.createdAt,
    })
    .from(trainingPlans)
    .where(eq(trainingPlans.status, "draft"))
    .orderBy(trainingPlans.createdAt);
  if (drafts.length === 0) return [];
  const userIds = [...new Set(drafts.map((d) => d.userId))];
  const draftIds = drafts.map((d) => d.id);

  const [qRows, profileRows, userRows, earlierPlans, costRows] = await Promise.all([
    db
      .select({
        userId: questionnaires.userId,
        firstName: questionnaires.firstName,
        lastName: questionnaires.lastName,
        healthRestrictions: questionnaires.healthRestrictions,
        updatedAt: questionnaires.updatedAt,
      })
      .from(questionnaires)
      .where(inArray(questionnaires.userId, userIds)),
    db
      .select({ userId: userProfiles.userId, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
      .from(userProfiles)
      .where(inArray(userProfiles.userId, userIds)),
    db
      .select({ id: user.id, name: user.name, firstName: user.firstName, lastName: user.lastName, email: user.email })
      .from(user)
      .where(inArray(user.id, userIds)),
    // The customers' other plans (ids and numbers only; the text is read for the previous plans alone).
    db
      .select({ id: trainingPlans.id, userId: trainingPlans.userId, sequenceNumber: trainingPlans.sequenceNumber })
      .from(trainingPlans)
      .where(and(inArray(trainingPlans.userId, userIds), ne(trainingPlans.status, "draft"))),
    db
      .select({ planId: expenses.planId, value: sql<string>`sum(${expenses.amount})::text` })
      .from(expenses)
      .where(inArray(expenses.planId, draftIds))
      .groupBy(expenses.planId),
  ]);

  // The previous plan: the one the draft follows, else the customer's newest earlier plan.
  const previousOf = new Map<string, { id: string; sequenceNumber: number }>();
  for (const d of drafts) {
    const own = earlierPlans.filter((p) => p.userId === d.userId && p.sequenceNumber < d.sequenceNumber);
    const previous = own.find((p) => p.id === d.previousPlanId) ?? own.sort((a, b) => b.sequenceNumber - a.sequenceNumber)[0];
    if (previous) previousOf.set(d.id, previous);
  }
  const previousIds = [...new Set([...previousOf.values()].map((p) => p.id))];

  const [previousTexts, submissions, doneRows, feedbackRows] =
    previousIds.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db.select({ id: trainingPlans.id, content: trainingPlans.content }).from(trainingPlans).where(inArray(trainingPlans.id, previousIds)),
          db
            .select({ planId: feedbackTrainingPlans.originalPlanId, submissionDate: feedbackTrainingPlans.submissionDate })
            .from(feedbackTrainingPlans)
            .where(inArray(feedbackTrainingPlans.originalPlanId, previousIds)),
          db
            .select({
              planId: trainingProgress.planId,
              day: trainingProgress.day,
              exerciseOrder: trainingProgress.exerciseOrder,
              setNumber: trainingProgress.setNumber,
              completed: trainingProgress.completed,
            })
            .from(trainingProgress)
            .where(and(inArray(trainingProgress.planId, previousIds), eq(trainingProgress.completed, true))),
          db
            .select({ planId: feedback.planId, day: feedback.day, text: feedback.feedbackText, updatedAt: feedback.updatedAt })
            .from(feedback)
            .where(inArray(feedback.planId, previousIds)),
        ]);

  const qOf = new Map(qRows.map((q) => [q.userId, q]));
  const profileOf = new Map(profileRows.map((p) => [p.userId, p]));
  const userOf = new Map(userRows.map((u) => [u.id, u]));
  const costOf = new Map(costRows.map((c) => [c.planId, Number(c.value)]));
  const textOf = new Map(previousTexts.map((p) => [p.id, p.content]));
  const submittedAt = new Map(submissions.map((s) => [s.planId, s.submissionDate]));

  const entries = drafts.map((d): QueueEntry => {
    const q = qOf.get(d.userId);
    const previous = previousOf.get(d.id);
    const isFollowup = d.previousPlanId !== null;
    const start = clockStart({
      isFollowup,
      questionnaireSubmittedAt: q?.updatedAt ?? null,
      previousSubmittedAt: d.previousPlanId ? (submittedAt.get(d.previousPlanId) ?? null) : null,
      draftCreatedAt: d.createdAt,
    });
    const age = draftAge(start.start, now);
    return {
      planId: d.id,
      userId: d.userId,
      sequenceNumber: d.sequenceNumber,
      name: displayName(q, profileOf.get(d.userId), userOf.get(d.userId)),
      clockStart: start.start.toISOString(),
      clockSource: start.source,
      createdAt: d.createdAt.toISOString(),
      ageMs: age.ageMs,
      ageStatus: age.status,
      remainingMs: age.remainingMs,
      gates: summarizeQuality(d.gateResults),
      flags: customerFlags({
        healthRestrictions: q?.healthRestrictions,
        feedback: previous ? feedbackRows.filter((f) => f.planId === previous.id) : [],
      }),
      compliance: previous
        ? complianceOf(
            parsePlan(textOf.get(previous.id) ?? ""),
            doneRows.filter((r) => r.planId === previous.id),
          )
        : null,
      previousSequenceNumber: previous?.sequenceNumber ?? null,
      cost: costOf.get(d.id) ?? 0,
      generator: d.generator,
    };
  });
  return entries.sort(byWaitingTime);
}

/* ───────────────────────────── the page ───────────────────────────── */

export interface OverviewPageData {
  figures: OverviewFigures | null;
  queue: QueueEntry[] | null;
  activities: Activity[] | null;
  /** True when a part could not be loaded (it is null; the page shows the others and the message). */
  loadError: boolean;
}

/** Everything the overview shows; a part that fails is logged and left out, the rest still shows. */
export async function loadOverviewPage(db: DbOrTx, now: Date = new Date()): Promise<OverviewPageData> {
  const [figures, queue, activities] = await Promise.allSettled([loadOverviewFigures(db), loadCoachQueue(db, now), loadLatestActivities(db)]);
  const parts = { figures, queue, activities };
  let loadError = false;
  for (const [part, result] of Object.entries(parts)) {
    if (result.status === "rejected") {
      loadError = true;
      logger.error({ err: result.reason, part }, "admin overview: loading failed");
    }
  }
  const value = <T>(result: PromiseSettledResult<T>): T | null => (result.status === "fulfilled" ? result.value : null);
  return { figures: value(figures), queue: value(queue), activities: value(activities), loadError };
}
