/**
 * The customer's current plan in use: the plan view's data, per-set progress, day and plan feedback,
 * and the submission. Every function takes the user id from the session (the caller passes
 * `user.id`) and filters every query by it: another user's plan is simply not found. Writes only
 * touch a plan that is the user's, approved and not submitted; the plan row is locked (shared by
 * progress and feedback writes, exclusively by the submission), so nothing is written after a
 * submission and two submissions cannot both pass.
 */
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { canGiveFeedback, canLogSets, nextStatus, submitRefusal } from "~/domain/plan/lifecycle";
import { picturesByName } from "~/domain/exercises/images";
import { createExerciseLookup, withCustomerEquipment, type ExerciseLookup } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import { shownNamesFor, type ShownNames } from "~/domain/plan/shown-names";
import type { ParsedPlan } from "~/domain/plan/types";
import type { Equipment } from "~/domain/questionnaire/options";
import type { LoggedSet } from "~/domain/training/logged-set";
import { historyIndex, type HistoryIndex } from "~/domain/training/last-time";
import { clampChangeTime, mergeChanges } from "~/domain/training/progress";
import type { SetChangeInput } from "~/domain/training/schemas";
import { buildSubmissionRecord, submitterName } from "~/domain/training/submission";
import type { Lang } from "~/i18n/config";
import { queryRows, type Db, type DbOrTx } from "~/server/db/client.server";
import {
  exercises as exercisesTable,
  feedback,
  feedbackTrainingPlans,
  questionnaires,
  trainingPlans,
  trainingProgress,
  userProfiles,
} from "~/server/db/schema.server";
import { requestFollowup } from "~/server/plan/generation.server";
import { hasSubmittedRecord, lockPlan } from "~/server/plans/plan-rows.server";
import { loadWorkouts, type StoredWorkout } from "./workouts.server";
import { loadSwaps, planAlternatives, type PlanAlternative } from "./exercise-swaps.server";
import { loggedSetOf } from "./logged-set.server";
import { knownPlanShape, planSetShape, progressRows, rememberPlanShape, upsertIfPlanUnchanged } from "./progress-upsert.server";

/* ───────────────────────────── the plan view's data ───────────────────────────── */

const cachedLookups = new Map<Lang, { fingerprint: string; lookup: ExerciseLookup }>();

/**
 * The exercise table's row count and newest change as one text (a scalar subquery, so that a caller
 * can read it in its own statement and pass it to `exerciseLookup`).
 */
export function exerciseFingerprint() {
  return sql<string>`(select count(*)::text || ':' || coalesce(max(${exercisesTable.updatedAt})::text, '') from ${exercisesTable})`;
}

/**
 * The exercise database as the parser's lookup (videos, instructions, hashtags), with the
 * instructions of the page's language: English pages get the English text or none, never the German
 * one (decision 0097). Rebuilt only when the table changed (its row count and newest update), so an
 * admin's edit shows on the next page view of every process without reading 260 rows on every request.
 */
export async function exerciseLookup(db: DbOrTx, knownFingerprint?: string, lang: Lang = "de"): Promise<ExerciseLookup> {
  const fingerprint = knownFingerprint ?? (await queryRows<{ f: string }>(db, sql`select ${exerciseFingerprint()} as f`))[0]!.f;
  const cached = cachedLookups.get(lang);
  if (cached?.fingerprint === fingerprint) return cached.lookup;
  const rows = await db
    .select({
      name: exercisesTable.name,
      nameEn: exercisesTable.nameEn,
      instructions: lang === "en" ? exercisesTable.instructionsEn : exercisesTable.instructions,
      videoUrl: exercisesTable.videoUrl,
      hashtag: exercisesTable.hashtag,
      // The matcher never gives a name that states other equipment a record needing it.
      equipmentNeeded: exercisesTable.equipmentNeeded,
    })
    .from(exercisesTable);
  const lookup = createExerciseLookup(rows.map((r) => ({ ...r, equipmentNeeded: r.equipmentNeeded as Equipment[] })));
  cachedLookups.set(lang, { fingerprint, lookup });
  return lookup;
}

/** Parsed plans per exercise lookup and plan text: a plan is read on every view of the dashboard. */
const parsedPlans = new WeakMap<ExerciseLookup, Map<string, ParsedPlan>>();
const PARSED_PLANS_KEPT = 200;

/**
 * The plan text parsed with the exercise database, from memory when the same text was parsed with the
 * same lookup and customer equipment before (an admin's edit changes the text, an exercise edit the
 * lookup). The customer's equipment (the questionnaire's codes; null when unknown) is the matcher's
 * context: "Goblet Squats" at home with kettlebells only is the kettlebell goblet squat (decision
 * 0107). The result is frozen: every request shares it, so nothing may change it.
 */
export function parsedPlanOf(content: string, lookup: ExerciseLookup, equipment: readonly Equipment[] | null = null): ParsedPlan {
  let plans = parsedPlans.get(lookup);
  if (!plans) parsedPlans.set(lookup, (plans = new Map()));
  const key = equipment ? `${[...equipment].sort().join(",")}\u0000${content}` : content;
  let plan = plans.get(key);
  if (plan) {
    plans.delete(key);
  } else {
    plan = deepFreeze(parsePlan(content, withCustomerEquipment(lookup, equipment)));
    if (plans.size >= PARSED_PLANS_KEPT) plans.delete(plans.keys().next().value!);
  }
  plans.set(key, plan);
  return plan;
}

/** The customer's equipment from the questionnaire (null without one). */
async function customerEquipment(db: DbOrTx, userId: string): Promise<Equipment[] | null> {
  const [row] = await db.select({ equipment: questionnaires.equipment }).from(questionnaires).where(eq(questionnaires.userId, userId)).limit(1);
  return (row?.equipment as Equipment[] | undefined) ?? null;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export interface PlanViewData {
  planId: string;
  sequenceNumber: number;
  approvedAt: string;
  plan: ParsedPlan;
  /** Length of the plan text (shown with the "being processed" details when no day was read). */
  contentLength: number;
  progress: LoggedSet[];
  /** Day → feedback text; day 0 is the whole-plan feedback. */
  feedback: Record<number, string>;
  /** Per exercise, the last session and the best of the earlier plans ("Letztes Mal", records); empty for the first plan. */
  history: HistoryIndex;
  /** The workouts (start and finish per training day) on the server (decision 0104). */
  workouts: StoredWorkout[];
  /** Per exercise name of the plan, its allowed alternatives (decision 0104: a swap works offline); empty in the coach's view. */
  alternatives: Record<string, PlanAlternative[]>;
  /** The customer's exercise swaps (decision 0099), with the alternative's name and how-to in the page's language. */
  swaps: ShownSwap[];
  /**
   * The demonstration pictures (URL paths) by every exercise name the page can show (the plan's, the
   * alternatives', the swaps'), so the browser never loads the whole picture table (decision 0120).
   */
  images: Record<string, string[]>;
  /** On an English page, the plan's exercise names as it shows them (decision 0133); empty on a German page. */
  shownNames: ShownNames;
}

export interface ShownSwap {
  day: number;
  exerciseOrder: number;
  originalName: string;
  /** The stored (German catalog) name: logged sets and "Letztes Mal" use it. */
  alternativeName: string;
  shownName: string;
  instructions: string | null;
}

/** Everything the plan view needs for the user's current plan, in one round of queries. */
export async function loadPlanView(db: DbOrTx, userId: string, planId: string, lang: Lang = "de"): Promise<PlanViewData | null> {
  const [plan] = await db
    .select({ id: trainingPlans.id, content: trainingPlans.content, sequenceNumber: trainingPlans.sequenceNumber, approvedAt: trainingPlans.approvedAt, createdAt: trainingPlans.createdAt })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, planId), eq(trainingPlans.userId, userId)));
  return plan ? planViewOf(db, userId, plan, undefined, lang, undefined, false) : null;
}

/** The plan view of a plan row the caller has already read for this user (the dashboard's query). */
export async function planViewOf(
  db: DbOrTx,
  userId: string,
  plan: { id: string; content: string; sequenceNumber: number; approvedAt: Date | null; createdAt: Date },
  /** `exerciseFingerprint()` when the caller's statement read it already. */
  exercisesFingerprint?: string,
  /** The page's language: the exercises' instructions are in it. */
  lang: Lang = "de",
  /** The customer's equipment when the caller read the questionnaire already (else read here). */
  knownEquipment?: readonly Equipment[] | null,
  /** The customer's own view: the swap alternatives come along (the coach's view needs none). */
  withAlternatives = true,
): Promise<PlanViewData> {
  const [lookup, progressRows, feedbackRows, previousRows, swapRows, equipment, workoutRows] = await Promise.all([
    exerciseLookup(db, exercisesFingerprint, lang),
    db.select().from(trainingProgress).where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.planId, plan.id))),
    db.select({ day: feedback.day, text: feedback.feedbackText }).from(feedback).where(and(eq(feedback.userId, userId), eq(feedback.planId, plan.id))),
    earlierPlansHistory(db, userId, plan.sequenceNumber),
    loadSwaps(db, userId, plan.id),
    knownEquipment !== undefined ? knownEquipment : customerEquipment(db, userId),
    loadWorkouts(db, userId, plan.id),
  ]);
  const parsed = parsedPlanOf(plan.content, lookup, equipment);
  const alternatives = withAlternatives ? withInstructions(await planAlternatives(db, userId, plan.id, parsed.days.flatMap((d) => d.exercises.map((e) => e.name)), lang), lookup) : {};
  const swaps = swapRows.map((s) => {
    const rec = lookup.find(s.alternativeName);
    return { ...s, shownName: lang === "en" ? (rec?.nameEn ?? s.alternativeName) : s.alternativeName, instructions: rec?.instructions ?? null };
  });
  const planExercises = parsed.days.flatMap((d) => d.exercises);
  // The record linked when the plan was read names it (the first row of a name; the card itself reads its own row's).
  const linked = new Map<string, string | null>();
  for (const e of planExercises) if (!linked.has(e.name)) linked.set(e.name, e.nameEn ?? null);
  const shownNames = shownNamesFor(lang, [...linked.keys(), ...swaps.map((s) => s.originalName)], lookup, linked);
  return {
    planId: plan.id,
    sequenceNumber: plan.sequenceNumber,
    alternatives,
    shownNames,
    approvedAt: (plan.approvedAt ?? plan.createdAt).toISOString(),
    plan: parsed,
    contentLength: plan.content.length,
    progress: progressRows.map(loggedSetOf),
    feedback: Object.fromEntries(feedbackRows.map((f) => [f.day, f.text])),
    history: previousRows,
    workouts: workoutRows,
    swaps,
    images: picturesByName([
      ...parsed.days.flatMap((d) => d.exercises.map((e) => e.name)),
      ...Object.values(alternatives).flatMap((list) => list.map((a) => a.shownName)),
      ...swaps.map((s) => s.shownName),
    ]),
  };
}

/** The alternatives with their how-to in the page's language (the lookup's, so an admin's edit shows). */
function withInstructions(alternatives: Record<string, PlanAlternative[]>, lookup: ExerciseLookup): Record<string, PlanAlternative[]> {
  return Object.fromEntries(Object.entries(alternatives).map(([name, list]) => [name, list.map((a) => ({ ...a, instructions: lookup.find(a.name)?.instructions ?? null }))]));
}

/** Earlier plans looked at for "Letztes Mal" and the records (the newest ones; older lifts say little). */
const HISTORY_PLANS = 3;

async function earlierPlansHistory(db: DbOrTx, userId: string, sequenceNumber: number): Promise<HistoryIndex> {
  if (sequenceNumber <= 1) return {};
  const plans = await db
    .select({ id: trainingPlans.id, sequence: trainingPlans.sequenceNumber })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), lt(trainingPlans.sequenceNumber, sequenceNumber)))
    .orderBy(desc(trainingPlans.sequenceNumber))
    .limit(HISTORY_PLANS);
  if (plans.length === 0) return {};
  const rows = await db
    .select()
    .from(trainingProgress)
    .where(and(eq(trainingProgress.userId, userId), inArray(trainingProgress.planId, plans.map((p) => p.id)), eq(trainingProgress.completed, true)));
  return historyIndex(plans.map((p) => ({ sequence: p.sequence, sets: rows.filter((r) => r.planId === p.id).map(loggedSetOf) })));
}

/* ───────────────────────────── writes to the open plan ───────────────────────────── */

export type WriteRefusal = "not-found" | "not-open";

export interface SaveProgressResult {
  ok: true;
  /** Changes stored (a repeated or older change counts as not stored). */
  stored: number;
  /** Changes that address no set of the plan (ignored). */
  ignored: number;
}

/**
 * Stores set changes (last writer wins per set, by the device's change time, or by `receivedAt` — the
 * moment this process got the request — when the device's clock is ahead of it: decision 0092). The exercise name comes from the plan itself, not from the request; a change that addresses
 * no set of the plan is ignored. All changes of a request or none: one statement when this process
 * knows the plan's text (the guard re-checks it), else one transaction that also learns the text.
 */
export async function saveProgress(
  db: Db,
  userId: string,
  planId: string,
  changes: readonly SetChangeInput[],
  receivedAt = Date.now(),
): Promise<SaveProgressResult | { ok: false; reason: WriteRefusal }> {
  const merged = mergeChanges(changes.map((c) => ({ ...c, exerciseName: "", changedAt: clampChangeTime(c.changedAt, receivedAt) })));
  // A plan whose text this process knows: one guarded statement (progress-upsert.server.ts).
  const known = knownPlanShape(planId);
  if (known) {
    const { rows, ignored } = progressRows(known.shape, merged);
    if (rows.length > 0) {
      const result = await upsertIfPlanUnchanged(db, userId, planId, known.hash, rows);
      if (result.found) return { ok: true, stored: result.stored, ignored };
    }
  }
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId, { userId, mode: "share" });
    if (!plan) return { ok: false as const, reason: "not-found" as const };
    if (!canLogSets(plan)) return { ok: false as const, reason: "not-open" as const };
    const shape = planSetShape(parsePlan(plan.content));
    rememberPlanShape(plan.id, plan.contentHash, shape);
    const { rows, ignored } = progressRows(shape, merged);
    if (rows.length === 0) return { ok: true as const, stored: 0, ignored };
    const stored = await tx
      .insert(trainingProgress)
      .values(rows.map((r) => ({ ...r, userId, planId: plan.id })))
      .onConflictDoUpdate({
        target: [trainingProgress.userId, trainingProgress.planId, trainingProgress.day, trainingProgress.exerciseOrder, trainingProgress.setNumber],
        set: {
          exerciseName: sql`excluded.exercise_name`,
          actualReps: sql`excluded.actual_reps`,
          actualWeight: sql`excluded.actual_weight`,
          completed: sql`excluded.completed`,
          clientUpdatedAt: sql`excluded.client_updated_at`,
          updatedAt: sql`now()`,
        },
        // An older change arriving late, or the same change repeated, leaves the row as it is.
        setWhere: sql`${trainingProgress.clientUpdatedAt} < excluded.client_updated_at`,
      })
      .returning({ id: trainingProgress.id });
    return { ok: true as const, stored: stored.length, ignored };
  });
}

/** Day feedback (day 1–14) or the whole-plan feedback (day 0) of the user's open plan; one row per user, plan and day. */
export async function saveFeedback(db: Db, userId: string, planId: string, day: number, text: string): Promise<{ ok: true } | { ok: false; reason: WriteRefusal }> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId, { userId, mode: "share" });
    if (!plan) return { ok: false as const, reason: "not-found" as const };
    if (!canGiveFeedback(plan)) return { ok: false as const, reason: "not-open" as const };
    await tx
      .insert(feedback)
      .values({ userId, planId: plan.id, day, feedbackText: text, rating: null })
      .onConflictDoUpdate({ target: [feedback.userId, feedback.planId, feedback.day], set: { feedbackText: text, updatedAt: sql`now()` } });
    return { ok: true as const };
  });
}

/* ───────────────────────────── submission ───────────────────────────── */

export type SubmitResult =
  | { ok: true; recordId: string; followupJobCreated: boolean }
  | { ok: false; reason: "not-found" | "not-open" | "already-submitted" };

/**
 * Spec part 2 §4 "Submission steps", all in one transaction: the plan locked; a submitted record
 * refused as 'already submitted'; progress and plan feedback loaded; the name by the fallback chain;
 * the completion date; the record inserted; the plan set to completed and submitted; and the
 * follow-up plan's generation queued (idempotent per plan, so the admin's later "complete plan" finds
 * the job or its draft and makes no second one).
 */
export async function submitPlan(db: Db, userId: string, planId: string, planLabel: string): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId, { userId, mode: "update" });
    if (!plan) return { ok: false as const, reason: "not-found" as const };
    const refusal = submitRefusal(plan, await hasSubmittedRecord(tx, plan.id, userId));
    if (refusal) return { ok: false as const, reason: refusal };

    // One after the other: a transaction is one connection, and pg 9 refuses overlapping queries on it.
    const progressRows = await tx.select().from(trainingProgress).where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.planId, plan.id)));
    const planFeedback = await tx.select({ text: feedback.feedbackText }).from(feedback).where(and(eq(feedback.userId, userId), eq(feedback.planId, plan.id), eq(feedback.day, 0)));
    const q = await tx.select({ firstName: questionnaires.firstName, lastName: questionnaires.lastName }).from(questionnaires).where(eq(questionnaires.userId, userId));
    const profile = await tx.select({ firstName: userProfiles.firstName, lastName: userProfiles.lastName }).from(userProfiles).where(eq(userProfiles.userId, userId));
    const count = await tx.select({ n: sql<number>`count(*)::int` }).from(feedbackTrainingPlans).where(eq(feedbackTrainingPlans.userId, userId));
    const record = buildSubmissionRecord({
      rows: progressRows.map(loggedSetOf),
      planFeedback: planFeedback[0]?.text ?? null,
      approvedAt: plan.approvedAt ?? new Date(),
      userName: submitterName(q[0] ?? null, profile[0] ?? null),
      submittedBefore: count[0]?.n ?? 0,
      planLabel,
    });
    const [inserted] = await tx
      .insert(feedbackTrainingPlans)
      .values({ userId, originalPlanId: plan.id, ...record })
      .returning({ id: feedbackTrainingPlans.id });
    await tx
      .update(trainingPlans)
      .set({ status: nextStatus(plan.status, "submit")!, submitted: true, updatedAt: sql`now()` })
      .where(and(eq(trainingPlans.id, plan.id), eq(trainingPlans.userId, userId)));
    const job = await requestFollowup(tx, plan.id);
    return { ok: true as const, recordId: inserted!.id, followupJobCreated: job.created };
  });
}
