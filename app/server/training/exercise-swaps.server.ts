/**
 * Exercise swaps of the customer's open plan (decision 0099): one row per user, plan, day and
 * exercise position. The alternative is validated here against the allowed list computed from the
 * plan's questionnaire (equipment, age, health restrictions), the exercise database and the admin's
 * injuries list; the browser's list is never trusted. Every query is filtered by the user id, so
 * another user's plan is not found. Logged sets at a swapped slot carry the alternative's name.
 */
import { isOpenForTraining } from "~/domain/plan/lifecycle";
import { and, desc, eq, sql } from "drizzle-orm";
import { parsePlan } from "~/domain/plan/parser";
import type { Equipment } from "~/domain/questionnaire/options";
import { allowedAlternatives, isAllowedAlternative, type AlternativesInput } from "~/domain/training/alternatives";
import type { SwapChangeInput } from "~/domain/training/schemas";
import { queryRows, type Db, type DbOrTx } from "~/server/db/client.server";
import { exercises, exerciseSwaps, injuriesIllnesses, questionnaires, trainingPlans, trainingProgress } from "~/server/db/schema.server";
import { loadReferenceData, type ReferenceData } from "~/server/plan/generation-inputs.server";

export interface ExerciseSwap {
  day: number;
  exerciseOrder: number;
  originalName: string;
  alternativeName: string;
}

export type SwapRefusal = "not-found" | "not-open" | "not-allowed";

/** The swaps of one plan of this user, by day and position. */
export async function loadSwaps(db: DbOrTx, userId: string, planId: string): Promise<ExerciseSwap[]> {
  return db
    .select({ day: exerciseSwaps.day, exerciseOrder: exerciseSwaps.exerciseOrder, originalName: exerciseSwaps.originalName, alternativeName: exerciseSwaps.alternativeName })
    .from(exerciseSwaps)
    .where(and(eq(exerciseSwaps.userId, userId), eq(exerciseSwaps.planId, planId)))
    .orderBy(exerciseSwaps.day, exerciseSwaps.exerciseOrder);
}

/** The customer facts the alternatives depend on: the plan's questionnaire, else the user's newest. */
async function customerOf(db: DbOrTx, userId: string, questionnaireId: string | null) {
  const cols = { equipment: questionnaires.equipment, age: questionnaires.age, health: questionnaires.healthRestrictions };
  const [row] = questionnaireId
    ? await db.select(cols).from(questionnaires).where(and(eq(questionnaires.id, questionnaireId), eq(questionnaires.userId, userId)))
    : await db.select(cols).from(questionnaires).where(eq(questionnaires.userId, userId)).orderBy(desc(questionnaires.updatedAt)).limit(1);
  return row ?? null;
}

let cachedReference: { fingerprint: string; data: Promise<ReferenceData> } | null = null;

/**
 * The exercise and injury tables as the alternatives need them, read again only when either table
 * changed (row count and newest update): the plan view computes the alternatives on every render
 * (decision 0104), and reading 260 exercises with their texts each time slowed the dashboard's tabs.
 */
async function referenceData(db: DbOrTx): Promise<ReferenceData> {
  const [row] = await queryRows<{ f: string }>(
    db,
    sql`select (select count(*)::text || ':' || coalesce(max(${exercises.updatedAt})::text, '') from ${exercises}) || '|' ||
      (select count(*)::text || ':' || coalesce(max(${injuriesIllnesses.updatedAt})::text, '') from ${injuriesIllnesses}) as f`,
  );
  const fingerprint = row?.f ?? "";
  if (cachedReference?.fingerprint !== fingerprint) {
    const data = loadReferenceData(db);
    cachedReference = { fingerprint, data };
    data.catch(() => {
      if (cachedReference?.data === data) cachedReference = null;
    });
  }
  return cachedReference.data;
}

/** The alternatives input for one exercise of the customer's plan (null when the plan is not theirs). */
async function alternativesInput(db: DbOrTx, userId: string, questionnaireId: string | null, exerciseName: string): Promise<AlternativesInput> {
  const [customer, reference] = await Promise.all([customerOf(db, userId, questionnaireId), referenceData(db)]);
  return {
    exerciseName,
    catalog: reference.exercises,
    injuries: reference.injuries,
    equipment: (customer?.equipment ?? ["none"]) as Equipment[],
    age: customer?.age ?? null,
    healthText: customer?.health ?? null,
  };
}

async function planOf(db: DbOrTx, userId: string, planId: string) {
  const [plan] = await db
    .select({ id: trainingPlans.id, content: trainingPlans.content, status: trainingPlans.status, submitted: trainingPlans.submitted, questionnaireId: trainingPlans.questionnaireId })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, planId), eq(trainingPlans.userId, userId)));
  return plan ?? null;
}

function exerciseAt(content: string, day: number, order: number): string | null {
  const d = parsePlan(content).days.find((x) => x.day === day);
  return d?.exercises[order]?.name ?? null;
}

/** The allowed alternatives (German and English names) of the exercise at a slot of the user's plan. */
export async function alternativesAt(db: DbOrTx, userId: string, planId: string, day: number, order: number) {
  const plan = await planOf(db, userId, planId);
  if (!plan) return null;
  const name = exerciseAt(plan.content, day, order);
  if (!name) return [];
  return allowedAlternatives(await alternativesInput(db, userId, plan.questionnaireId, name));
}

/**
 * Records the swap at a slot (replacing an earlier one there) or, with `alternative` null, undoes
 * it. Refused for another user's plan (not-found), a plan not open for training (not-open) and an
 * alternative outside the allowed list (not-allowed). The slot's logged sets take the new name.
 */
export async function swapExercise(
  db: Db,
  userId: string,
  planId: string,
  day: number,
  order: number,
  alternative: string | null,
): Promise<{ ok: true; swap: ExerciseSwap | null } | { ok: false; reason: SwapRefusal }> {
  const plan = await planOf(db, userId, planId);
  if (!plan) return { ok: false, reason: "not-found" };
  if (!isOpenForTraining(plan)) return { ok: false, reason: "not-open" };
  const original = exerciseAt(plan.content, day, order);
  if (!original) return { ok: false, reason: "not-found" };
  const slot = and(eq(exerciseSwaps.userId, userId), eq(exerciseSwaps.planId, plan.id), eq(exerciseSwaps.day, day), eq(exerciseSwaps.exerciseOrder, order));
  const progressSlot = and(eq(trainingProgress.userId, userId), eq(trainingProgress.planId, plan.id), eq(trainingProgress.day, day), eq(trainingProgress.exerciseOrder, order));
  if (alternative === null) {
    await db.transaction(async (tx) => {
      await tx.delete(exerciseSwaps).where(slot);
      await tx.update(trainingProgress).set({ exerciseName: original, updatedAt: sql`now()` }).where(progressSlot);
    });
    return { ok: true, swap: null };
  }
  const allowed = isAllowedAlternative(await alternativesInput(db, userId, plan.questionnaireId, original), alternative);
  if (!allowed) return { ok: false, reason: "not-allowed" };
  const swap: ExerciseSwap = { day, exerciseOrder: order, originalName: original, alternativeName: allowed.name };
  await db.transaction(async (tx) => {
    await tx
      .insert(exerciseSwaps)
      .values({ userId, planId: plan.id, day, exerciseOrder: order, originalName: original, alternativeName: allowed.name })
      .onConflictDoUpdate({
        target: [exerciseSwaps.userId, exerciseSwaps.planId, exerciseSwaps.day, exerciseSwaps.exerciseOrder],
        set: { originalName: original, alternativeName: allowed.name, updatedAt: sql`now()` },
      });
    await tx.update(trainingProgress).set({ exerciseName: allowed.name, updatedAt: sql`now()` }).where(progressSlot);
  });
  return { ok: true, swap };
}

/** After set changes were stored: the sets at swapped slots carry the alternative's name. */
export async function renameSwappedSets(db: DbOrTx, userId: string, planId: string): Promise<void> {
  await db.execute(sql`update ${trainingProgress} tp set exercise_name = s.alternative_name
    from ${exerciseSwaps} s
    where tp.user_id = ${userId} and tp.plan_id = ${planId} and s.user_id = tp.user_id and s.plan_id = tp.plan_id
      and s.day = tp.day and s.exercise_order = tp.exercise_order and tp.exercise_name <> s.alternative_name`);
}

/**
 * The swaps of one outbox batch (decision 0104), oldest first, each as a swap or an undo above.
 * Idempotent: a repeated batch records the same rows again. A swap outside the allowed list, or at a
 * slot the plan does not have, is refused alone (the device rolls it back); a plan that is not this
 * user's or not open refuses the whole batch, as it does for set changes.
 */
export async function applySwapChanges(
  db: Db,
  userId: string,
  planId: string,
  changes: readonly SwapChangeInput[],
): Promise<{ ok: true; refused: { day: number; exerciseOrder: number }[] } | { ok: false; reason: "not-found" | "not-open" }> {
  const refused: { day: number; exerciseOrder: number }[] = [];
  for (const c of [...changes].sort((a, b) => a.changedAt - b.changedAt)) {
    const result = await swapExercise(db, userId, planId, c.day, c.exerciseOrder, c.alternative);
    if (result.ok) continue;
    const slotMissing = result.reason === "not-found" && (await planOf(db, userId, planId)) !== null;
    if (result.reason === "not-allowed" || slotMissing) refused.push({ day: c.day, exerciseOrder: c.exerciseOrder });
    else return { ok: false, reason: result.reason === "not-open" ? "not-open" : "not-found" };
  }
  return { ok: true, refused };
}

export interface PlanAlternative {
  /** The catalog's (German) name: what a swap records. */
  name: string;
  shownName: string;
  /** Its how-to in the page's language (shown at once after an offline swap; none known: null). */
  instructions?: string | null;
}

/**
 * The allowed alternatives of every exercise of the plan, by the plan's exercise name, shipped with
 * the plan view so that a swap works offline (decision 0104). The server validates again on arrival.
 */
export async function planAlternatives(
  db: DbOrTx,
  userId: string,
  planId: string,
  names: readonly string[],
  lang: "de" | "en",
): Promise<Record<string, PlanAlternative[]>> {
  const [plan] = await db.select({ questionnaireId: trainingPlans.questionnaireId }).from(trainingPlans).where(and(eq(trainingPlans.id, planId), eq(trainingPlans.userId, userId)));
  if (!plan) return {};
  const base = await alternativesInput(db, userId, plan.questionnaireId, "");
  // The same customer facts, tables and plan give the same lists: computed once, not on every render.
  const key = JSON.stringify([cachedReference?.fingerprint, base.equipment, base.age, base.healthText, lang, [...new Set(names)]]);
  const known = computedAlternatives.get(key);
  if (known) return known;
  const out: Record<string, PlanAlternative[]> = {};
  for (const name of new Set(names)) {
    out[name] = allowedAlternatives({ ...base, exerciseName: name }).map((e) => ({ name: e.name, shownName: lang === "en" ? e.nameEn : e.name }));
  }
  if (computedAlternatives.size >= 200) computedAlternatives.delete(computedAlternatives.keys().next().value!);
  computedAlternatives.set(key, out);
  return out;
}

const computedAlternatives = new Map<string, Record<string, PlanAlternative[]>>();
