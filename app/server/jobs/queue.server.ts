/**
 * Durable job queue in the application database (table `jobs`), claimed with
 * FOR UPDATE SKIP LOCKED so any number of worker processes can share it on PostgreSQL.
 * Enqueue with the caller's transaction handle so a job commits together with the row that causes it.
 */
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db, type DbOrTx } from "~/server/db/client.server";

export type JobName =
  | "generate-plan"
  | "generate-followup"
  | "send-plan-approved-email"
  | "send-email"
  | "request-password-reset"
  | "build-data-export"
  | "purge-personal-data";

export interface JobRow {
  id: string;
  name: JobName;
  payload: Record<string, unknown>;
  status: "queued" | "running" | "completed" | "failed";
  singletonKey: string | null;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
  result: unknown;
  /** The worker that holds the job while it runs (null when queued or finished). */
  lockedBy: string | null;
}

/**
 * Payload fields that carry a secret only the job itself needs: removed once the job is finished
 * (completed, or failed for good), so finished jobs do not keep e.g. a mail's sign-in link with its token.
 */
const SECRET_PAYLOAD_PATHS: Partial<Record<JobName, string>> = {
  "send-email": "{vars,url}",
};

/** SQL for the payload with the job's secret fields removed (`#-` leaves a missing path alone). */
function redactedPayload(name: JobName | null) {
  const secretPath = name ? SECRET_PAYLOAD_PATHS[name] : undefined;
  return secretPath ? sql`payload #- ${secretPath}::text[]` : sql`payload`;
}

/** The same for a statement over jobs of any name: the secret path chosen by each row's name. */
function redactedPayloadOfEachRow() {
  const cases = Object.entries(SECRET_PAYLOAD_PATHS).map(([name, path]) => sql`when ${name} then payload #- ${path}::text[]`);
  return cases.length ? sql`case name ${sql.join(cases, sql` `)} else payload end` : sql`payload`;
}

export interface EnqueueOptions {
  /** At most one queued or running job per key: a second enqueue returns the existing job. */
  singletonKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Backoff before retry n (1-based): 5 s, 10 s, 20 s … capped at 15 minutes. */
export function backoffMs(attempt: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempt - 1), 15 * 60 * 1000);
}


function toJob(row: Record<string, unknown>): JobRow {
  return {
    id: String(row.id),
    name: row.name as JobName,
    payload: (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
    status: row.status as JobRow["status"],
    singletonKey: (row.singleton_key as string | null) ?? null,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAt: new Date(row.run_at as string),
    lastError: (row.last_error as string | null) ?? null,
    result: typeof row.result === "string" ? JSON.parse(row.result) : row.result,
    lockedBy: (row.locked_by as string | null) ?? null,
  };
}

export async function enqueueJob(
  db: DbOrTx,
  name: JobName,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<{ job: JobRow; created: boolean }> {
  const runAt = options.runAt ?? new Date();
  const inserted = await queryRows<Record<string, unknown>>(db, sql`
      insert into jobs (name, payload, singleton_key, run_at, max_attempts)
      values (${name}, ${JSON.stringify(payload)}::jsonb, ${options.singletonKey ?? null}, ${runAt.toISOString()}::timestamptz, ${options.maxAttempts ?? 5})
      on conflict (singleton_key) where status in ('queued', 'running') do nothing
      returning *`);
  if (inserted[0]) return { job: toJob(inserted[0]), created: true };
  const existing = await queryRows<Record<string, unknown>>(db, sql`select * from jobs where singleton_key = ${options.singletonKey ?? null} and status in ('queued', 'running') limit 1`);
  if (!existing[0]) throw new Error(`enqueue of ${name} conflicted but no pending job was found`);
  return { job: toJob(existing[0]), created: false };
}

/** Claims up to `limit` due jobs of the given names for this worker. */
export async function claimJobs(db: Db, workerId: string, names: readonly JobName[], limit = 1): Promise<JobRow[]> {
  if (names.length === 0) return [];
  const nameList = sql.join(names.map((n) => sql`${n}`), sql`, `);
  const rows = await queryRows<Record<string, unknown>>(db, sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_at = now(), locked_by = ${workerId}, updated_at = now()
      where id in (
        select id from jobs
        where status = 'queued' and run_at <= now() and name in (${nameList})
        order by run_at, created_at
        limit ${limit}
        for update skip locked
      )
      returning *`);
  return rows.map(toJob);
}

/**
 * Only the worker that holds a job may finish it: with `owner` set, the update applies only while the job
 * is still running under that worker (not taken over by another one after a stalled heartbeat).
 */
function heldBy(owner: string | null | undefined) {
  return owner ? sql` and status = 'running' and locked_by = ${owner}` : sql``;
}

/**
 * Marks the job completed. Returns false when `owner` is given and the job is no longer that worker's
 * (nothing changed then).
 */
export async function completeJob(db: DbOrTx, id: string, result: unknown = null, name: JobName | null = null, owner?: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`
    update jobs set status = 'completed', result = ${JSON.stringify(result ?? null)}::jsonb, completed_at = now(),
      payload = ${redactedPayload(name)}, locked_at = null, locked_by = null, updated_at = now()
    where id = ${id}${heldBy(owner)}
    returning id`);
  return rows.length > 0;
}

/**
 * Records a failed attempt: retried later with backoff, or failed for good after maxAttempts. A claimed
 * job (lockedBy set) is changed only while its worker still holds it: "lost" when another worker took it over.
 */
export async function failJob(db: Db, job: JobRow, error: unknown, options: { retry?: boolean } = {}): Promise<"retry" | "failed" | "lost"> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const final = options.retry === false || job.attempts >= job.maxAttempts;
  if (final) {
    const rows = await queryRows<{ id: string }>(db, sql`
      update jobs set status = 'failed', last_error = ${message}, payload = ${redactedPayload(job.name)},
        locked_at = null, locked_by = null, updated_at = now()
      where id = ${job.id}${heldBy(job.lockedBy)}
      returning id`);
    return rows.length ? "failed" : "lost";
  }
  const runAt = new Date(Date.now() + backoffMs(job.attempts));
  const rows = await queryRows<{ id: string }>(db, sql`
    update jobs set status = 'queued', last_error = ${message}, run_at = ${runAt.toISOString()}::timestamptz,
      locked_at = null, locked_by = null, updated_at = now()
    where id = ${job.id}${heldBy(job.lockedBy)}
    returning id`);
  return rows.length ? "retry" : "lost";
}

export interface TakenOverJob {
  id: string;
  name: JobName;
  /** The worker that held it. */
  from: string | null;
  /** `queued` again, or `failed` when it had used up its attempts (a job that kills its worker every time). */
  status: "queued" | "failed";
}

/**
 * Takes running jobs away from their worker: back to the queue at once, or failed for good when the
 * claim that was lost was already the last attempt. Rows another transaction holds (a completion about
 * to commit) are skipped; the next check sees them again.
 */
export async function takeOverRunningJobs(db: Db, condition: SQL, reason: string): Promise<TakenOverJob[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
      with taken as (
        select id, locked_by from jobs
        where status = 'running' and (${condition})
        for update of jobs skip locked
      )
      update jobs set
        status = case when jobs.attempts >= jobs.max_attempts then 'failed' else 'queued' end,
        payload = case when jobs.attempts >= jobs.max_attempts then ${redactedPayloadOfEachRow()} else payload end,
        last_error = ${reason}, locked_at = null, locked_by = null, updated_at = now()
      from taken
      where jobs.id = taken.id
      returning jobs.id, jobs.name, jobs.status, taken.locked_by as taken_from`);
  return rows.map((r) => ({ id: String(r.id), name: r.name as JobName, from: (r.taken_from as string | null) ?? null, status: r.status as "queued" | "failed" }));
}

/**
 * The last resort (decision 0048): running jobs claimed longer ago than `olderThanMs` are taken over
 * even from a worker that is alive (a handler that hangs). `olderThanMs = 0` takes every running job
 * (at the start of the only worker, e.g. on PGlite).
 */
export async function recoverStaleJobs(db: Db, olderThanMs: number): Promise<number> {
  const taken = await takeOverRunningJobs(
    db,
    sql`locked_at <= now() - (${olderThanMs} * interval '1 millisecond')`,
    olderThanMs === 0 ? "taken over: the worker stopped during the job" : "taken over: running longer than the job lease",
  );
  return taken.length;
}

export async function getJob(db: DbOrTx, id: string): Promise<JobRow | null> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`select * from jobs where id = ${id}`);
  return rows[0] ? toJob(rows[0]) : null;
}
