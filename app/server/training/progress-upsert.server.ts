/**
 * A set save in one statement (issue 14, decision 0057). Under load every round trip of a save waits
 * its turn on a busy event loop, so a save that was BEGIN, lock, upsert, COMMIT (plus parsing the
 * plan text each time) now is one guarded statement: the plan row is locked (shared) only if it is
 * still the user's open plan with the very text whose sets the rows were checked against (its MD5),
 * and the upsert reads from that lock. When the guard finds no row — first save of a plan in this
 * process, a plan the coach edited, a plan submitted meanwhile, another user's plan — the caller takes
 * the transaction that says why (training-data.server.ts).
 */
import { sql } from "drizzle-orm";
import type { ParsedPlan } from "~/domain/plan/types";
import { maxSetsOf, type SetChange } from "~/domain/training/progress";
import { queryRows, type DbOrTx } from "~/server/db/client.server";
import { trainingPlans } from "~/server/db/schema.server";
import { openForTraining, planContentHash } from "~/server/plans/plan-rows.server";

/** What a set change needs of a plan: per training day, its exercises' names and numbers of sets. */
export type PlanSetShape = ReadonlyMap<number, readonly { name: string; sets: number }[]>;

export function planSetShape(plan: ParsedPlan): PlanSetShape {
  const days = new Map<number, { name: string; sets: number }[]>();
  for (const d of plan.days) {
    // The first training day of a number counts (a text with two headings of one day: the first).
    if (!d.isRestDay && !days.has(d.day)) days.set(d.day, d.exercises.map((e) => ({ name: e.name.slice(0, 200), sets: e.setsData.length })));
  }
  return days;
}

export interface ProgressRow {
  day: number;
  exerciseOrder: number;
  exerciseName: string;
  setNumber: number;
  actualReps: string;
  actualWeight: number;
  completed: boolean;
  clientUpdatedAt: Date;
}

/** The rows to store for merged changes: the exercise name from the plan; a change that addresses no set of the plan is ignored. */
export function progressRows(shape: PlanSetShape, changes: readonly SetChange[]): { rows: ProgressRow[]; ignored: number } {
  const rows: ProgressRow[] = [];
  let ignored = 0;
  for (const c of changes) {
    const exercise = shape.get(c.day)?.[c.exerciseOrder];
    // The plan's sets and the few a customer may add (issue 24).
    if (!exercise || c.setNumber > maxSetsOf(exercise.sets)) {
      ignored++;
      continue;
    }
    rows.push({
      day: c.day,
      exerciseOrder: c.exerciseOrder,
      exerciseName: exercise.name,
      setNumber: c.setNumber,
      actualReps: c.reps,
      actualWeight: c.weight,
      completed: c.completed,
      clientUpdatedAt: new Date(c.changedAt),
    });
  }
  return { rows, ignored };
}

const KEPT = 1000;
const shapes = new Map<string, { hash: string; shape: PlanSetShape }>();

/** The set shape of a plan text this process has parsed, by plan id (the most recently used 1,000). */
export function knownPlanShape(planId: string): { hash: string; shape: PlanSetShape } | undefined {
  const known = shapes.get(planId);
  if (known) {
    shapes.delete(planId);
    shapes.set(planId, known);
  }
  return known;
}

export function rememberPlanShape(planId: string, hash: string, shape: PlanSetShape): void {
  shapes.delete(planId);
  if (shapes.size >= KEPT) shapes.delete(shapes.keys().next().value!);
  shapes.set(planId, { hash, shape });
}

/**
 * Upserts the rows (the newer change of a set wins, as in the transaction) if the plan is the user's,
 * approved, not submitted and its text has the given hash; the plan row is share-locked for the
 * statement, so a submission waits for it or it for the submission (and then finds it submitted).
 * `found: false`: nothing was written.
 */
export async function upsertIfPlanUnchanged(
  db: DbOrTx,
  userId: string,
  planId: string,
  contentHash: string,
  rows: readonly ProgressRow[],
): Promise<{ found: boolean; stored: number }> {
  const records = JSON.stringify(
    rows.map((r) => ({
      day: r.day,
      exercise_order: r.exerciseOrder,
      exercise_name: r.exerciseName,
      set_number: r.setNumber,
      actual_reps: r.actualReps,
      actual_weight: r.actualWeight,
      completed: r.completed,
      client_updated_at: r.clientUpdatedAt.toISOString(),
    })),
  );
  const [result] = await queryRows<{ found: number; stored: number }>(
    db,
    sql`
      with plan as (
        select ${trainingPlans.id} as id from ${trainingPlans}
        where ${trainingPlans.id} = ${planId} and ${openForTraining(userId)}
          and ${planContentHash()} = ${contentHash}
        for share
      ), stored as (
        insert into training_progress as p
          (user_id, plan_id, day, exercise_order, exercise_name, set_number, actual_reps, actual_weight, completed, client_updated_at)
        select ${userId}, plan.id, v.day, v.exercise_order, v.exercise_name, v.set_number, v.actual_reps, v.actual_weight, v.completed, v.client_updated_at
        from plan cross join jsonb_to_recordset(${records}::jsonb) as v(
          day integer, exercise_order integer, exercise_name text, set_number integer,
          actual_reps text, actual_weight numeric, completed boolean, client_updated_at timestamptz)
        on conflict (user_id, plan_id, day, exercise_order, set_number) do update set
          exercise_name = excluded.exercise_name,
          actual_reps = excluded.actual_reps,
          actual_weight = excluded.actual_weight,
          completed = excluded.completed,
          client_updated_at = excluded.client_updated_at,
          updated_at = now()
        -- An older change arriving late, or the same change repeated, leaves the row as it is.
        where p.client_updated_at < excluded.client_updated_at
        returning 1
      )
      select (select count(*) from plan)::int as found, (select count(*) from stored)::int as stored`,
  );
  return { found: Number(result?.found ?? 0) > 0, stored: Number(result?.stored ?? 0) };
}
