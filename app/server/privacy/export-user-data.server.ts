/**
 * "Meine Daten herunterladen" (Art. 15 and 20 DSGVO): every row about the user as one JSON document
 * (shape in docs/data-export.md) and the training log as CSV. Small exports are built during the
 * request; large ones by the `build-data-export` job, downloaded from the data page. Rate-limited per
 * user and format. See docs/decisions/0075.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { toCsv } from "~/domain/privacy/csv";
import { queryRows, type Db, type DbOrTx } from "~/server/db/client.server";
import { dataExports, trainingPlans, trainingProgress } from "~/server/db/schema.server";
import { enqueueJob } from "~/server/jobs/queue.server";
import type { JobContext } from "~/server/jobs/worker.server";
import { exportKey, PERSONAL_COLUMNS } from "./personal-tables.server";

export const EXPORT_FORMAT = "watts-data-export";
export const EXPORT_VERSION = 1;
/** One download per format and minute and user. */
export const EXPORT_INTERVAL_MS = 60_000;
/** Above this many rows the JSON is built by a job instead of during the request. */
export const EXPORT_INLINE_MAX_ROWS = 20_000;
/** How long a job-built export can be downloaded (then the retention job deletes it). */
export const EXPORT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
export const EXPORT_RATE_KEY_PREFIX = "export:";

export type ExportFormat = "json" | "csv";

export interface UserDataExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  userId: string;
  /** Per table (or `table.column` for a second reference), the rows as stored, minus secret columns. */
  tables: Record<string, Record<string, unknown>[]>;
  /** Columns left out, per table, and why. */
  omitted: Record<string, string[]>;
}

/** Every row that refers to the user, table by table (PERSONAL_COLUMNS). */
export async function collectUserData(db: DbOrTx, userId: string, now = new Date()): Promise<UserDataExport> {
  const tables: UserDataExport["tables"] = {};
  const omitted: UserDataExport["omitted"] = {};
  for (const entry of PERSONAL_COLUMNS) {
    const omit = sql`array[${sql.join(entry.omit.map((c) => sql`${c}`), sql`, `)}]::text[]`;
    const rows = await queryRows<{ row: Record<string, unknown> | string }>(
      db,
      sql`select to_jsonb(t) - ${omit} as row from ${sql.identifier(entry.table)} t where t.${sql.identifier(entry.column)} = ${userId} order by to_jsonb(t)::text`,
    );
    const key = exportKey(entry);
    tables[key] = rows.map((r) => (typeof r.row === "string" ? JSON.parse(r.row) : r.row));
    if (entry.omit.length) omitted[key] = [...entry.omit];
  }
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), userId, tables, omitted };
}

export const TRAINING_LOG_HEADER = ["plan_id", "plan_number", "day", "exercise_order", "exercise", "set", "reps", "weight_kg", "completed", "changed_at"] as const;

/** The training log (every logged set of every plan) as CSV. */
export async function trainingLogCsv(db: DbOrTx, userId: string): Promise<string> {
  const rows = await db
    .select({
      planId: trainingProgress.planId,
      sequence: trainingPlans.sequenceNumber,
      day: trainingProgress.day,
      order: trainingProgress.exerciseOrder,
      exercise: trainingProgress.exerciseName,
      set: trainingProgress.setNumber,
      reps: trainingProgress.actualReps,
      weight: trainingProgress.actualWeight,
      completed: trainingProgress.completed,
      changedAt: trainingProgress.updatedAt,
    })
    .from(trainingProgress)
    .innerJoin(trainingPlans, and(eq(trainingPlans.id, trainingProgress.planId), eq(trainingPlans.userId, userId)))
    .where(eq(trainingProgress.userId, userId))
    .orderBy(asc(trainingPlans.sequenceNumber), asc(trainingProgress.day), asc(trainingProgress.exerciseOrder), asc(trainingProgress.setNumber));
  return toCsv(
    TRAINING_LOG_HEADER,
    rows.map((r) => [r.planId, r.sequence, r.day, r.order + 1, r.exercise, r.set, r.reps, r.weight, r.completed ? "yes" : "no", r.changedAt]),
  );
}

/** Rows the JSON would hold (to decide between request and job). */
export async function exportRowCount(db: DbOrTx, userId: string): Promise<number> {
  const parts = PERSONAL_COLUMNS.map((e) => sql`(select count(*) from ${sql.identifier(e.table)} t where t.${sql.identifier(e.column)} = ${userId})`);
  const [row] = await queryRows<{ n: number | string }>(db, sql`select (${sql.join(parts, sql` + `)})::int as n`);
  return Number(row?.n ?? 0);
}

/**
 * Takes the user's download of this format for the current minute; false when one was taken less
 * than EXPORT_INTERVAL_MS ago. Kept in `rate_limit` (shared by all web processes).
 */
export async function takeExportAllowance(db: DbOrTx, userId: string, format: ExportFormat | "job", now = Date.now()): Promise<boolean> {
  const rows = await queryRows<{ last_request: number | string }>(db, sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${`${EXPORT_RATE_KEY_PREFIX}${userId}:${format}`}, 1, ${now})
    on conflict (key) do update set count = rate_limit.count + 1, last_request = ${now}
      where rate_limit.last_request <= ${now - EXPORT_INTERVAL_MS}
    returning last_request`);
  return rows.length === 1;
}

/* ───────────────────────────── large exports: the job ───────────────────────────── */

export interface ExportRequestView {
  id: string;
  status: "queued" | "ready";
  createdAt: string;
  expiresAt: string;
}

/** Queues a job-built export (one pending per user: a second request returns the pending one). */
export async function requestExportJob(db: Db, userId: string, now = new Date()): Promise<ExportRequestView> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "queued")))
      .limit(1);
    const row =
      pending ??
      (
        await tx
          .insert(dataExports)
          .values({ userId, expiresAt: new Date(now.getTime() + EXPORT_KEEP_MS) })
          .returning()
      )[0]!;
    if (!pending) await enqueueJob(tx, "build-data-export", { exportId: row.id }, { singletonKey: `build-data-export:${row.id}`, maxAttempts: 3 });
    return viewOf(row);
  });
}

function viewOf(row: typeof dataExports.$inferSelect): ExportRequestView {
  return { id: row.id, status: row.status === "ready" ? "ready" : "queued", createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

/** The user's job-built exports that can still be downloaded, newest first. */
export async function listExports(db: DbOrTx, userId: string, now = new Date()): Promise<ExportRequestView[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.expiresAt, now)))
    .orderBy(desc(dataExports.createdAt))
    .limit(5);
  return rows.map(viewOf);
}

/** A ready job-built export of this user (another user's id is simply not found). */
export async function readyExportBody(db: DbOrTx, userId: string, exportId: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ body: dataExports.body })
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId), eq(dataExports.status, "ready"), gt(dataExports.expiresAt, now)));
  return row?.body ?? null;
}

/** Job `build-data-export {exportId}`: builds the JSON and stores it with the request, in one transaction. */
export async function handleBuildDataExport(ctx: JobContext): Promise<{ exportId: string; rows: number } | null> {
  const exportId = String(ctx.job.payload.exportId ?? "");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataExports).where(eq(dataExports.id, exportId)).for("update");
    // The account (and with it the request) was deleted meanwhile: nothing to build.
    if (!row) {
      await ctx.completeInTransaction(tx, null);
      return null;
    }
    const data = await collectUserData(tx, row.userId);
    const rows = Object.values(data.tables).reduce((n, list) => n + list.length, 0);
    await tx.update(dataExports).set({ status: "ready", body: JSON.stringify(data), readyAt: sql`now()` }).where(eq(dataExports.id, row.id));
    // The result is visible to the admin: counts only.
    const result = { exportId: row.id, rows };
    await ctx.completeInTransaction(tx, result);
    return result;
  });
}
