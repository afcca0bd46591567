/**
 * Worker liveness (decision 0048): every worker has a row in `job_workers` that its heartbeat timer
 * refreshes. A running job whose worker has no live row (dead: no beat for its `dead_after_ms`, or
 * unknown: the row is gone) is taken over by the next worker that starts or checks, within a minute
 * instead of the 15-minute lease. All times are the database's clock, so hosts need not agree.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db/client.server";
import { takeOverRunningJobs, type TakenOverJob } from "./queue.server";

export interface WorkerRegistration {
  id: string;
  heartbeatMs: number;
  deadAfterMs: number;
}

/**
 * Registers the worker or refreshes its heartbeat (one upsert). Returns true when the row was new: at
 * start, or after the worker had been declared dead by a peer while it stalled (its jobs are gone then).
 */
export async function beatWorker(db: Db, worker: WorkerRegistration): Promise<boolean> {
  const rows = await queryRows<{ inserted: boolean }>(db, sql`
      insert into job_workers (id, host, pid, heartbeat_ms, dead_after_ms)
      values (${worker.id}, ${os.hostname()}, ${process.pid}, ${worker.heartbeatMs}, ${worker.deadAfterMs})
      on conflict (id) do update set heartbeat_at = now()
      returning (xmax = 0) as inserted`);
  return rows[0]?.inserted === true;
}

/** A clean stop: the row goes, so nobody waits for this worker's heartbeat. */
export async function removeWorker(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from job_workers where id = ${id}`);
}

export interface DeadWorker {
  id: string;
  host: string;
  pid: number;
  heartbeatAt: Date;
}

/** Removes the rows of workers whose heartbeat is older than their own `dead_after_ms`. */
export async function removeDeadWorkers(db: Db): Promise<DeadWorker[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
      delete from job_workers where heartbeat_at <= now() - dead_after_ms * interval '1 millisecond'
      returning id, host, pid, heartbeat_at`);
  return rows.map((r) => ({ id: String(r.id), host: String(r.host), pid: Number(r.pid), heartbeatAt: new Date(r.heartbeat_at as string) }));
}

/** Removes every other worker's row: the only worker on the database (embedded PGlite) at its start. */
export async function removeOtherWorkers(db: Db, id: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(db, sql`delete from job_workers where id <> ${id} returning id`);
  return rows.length;
}

/**
 * Takes over running jobs whose worker has no live row: its row says it is dead (taken at once), or
 * there is no row. A job of a worker without a row is spared while its claim is younger than
 * `minClaimAgeMs`: a worker whose row was removed during a stall registers again on its next beat and
 * must not lose a job it claimed in between. Run this before removeDeadWorkers.
 */
export async function takeOverJobsOfDeadWorkers(db: Db, minClaimAgeMs: number): Promise<TakenOverJob[]> {
  return takeOverRunningJobs(
    db,
    sql`not exists (
        select 1 from job_workers w
        where w.id = jobs.locked_by and w.heartbeat_at > now() - w.dead_after_ms * interval '1 millisecond'
      )
      and (
        exists (select 1 from job_workers w where w.id = jobs.locked_by)
        or locked_at <= now() - (${minClaimAgeMs} * interval '1 millisecond')
      )`,
    "taken over: its worker stopped or stalled (no heartbeat)",
  );
}
