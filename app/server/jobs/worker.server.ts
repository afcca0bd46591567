/**
 * The job worker: polls the queue, runs handlers, retries failures with backoff.
 * Runs inside the web process (WORKER=inline) or alone (npm run worker). A heartbeat timer, apart from
 * the poll loop so it beats while a long handler runs, keeps this worker's row in `job_workers` fresh
 * and takes over the jobs of dead peers (decision 0048).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { claimJobs, completeJob, failJob, recoverStaleJobs, type JobName, type JobRow, type TakenOverJob } from "./queue.server";
import { beatWorker, removeDeadWorkers, removeOtherWorkers, removeWorker, takeOverJobsOfDeadWorkers } from "./liveness.server";

export interface JobContext {
  db: Db;
  job: JobRow;
  /**
   * Completes the job inside the handler's own transaction, so its writes and the completion commit
   * together. Throws JobTakenOverError when the job is no longer this worker's (taken over after a
   * stalled heartbeat): the transaction then rolls back and the handler's writes are not kept.
   */
  completeInTransaction: (tx: Tx, result?: unknown) => Promise<void>;
}

/** A handler returns its result; throw PermanentJobError for failures that retrying cannot fix. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;

export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

/** The job was taken over by another worker while this one ran it: this attempt's result is dropped. */
export class JobTakenOverError extends Error {
  constructor(jobId: string) {
    super(`job ${jobId} was taken over by another worker`);
    this.name = "JobTakenOverError";
  }
}

export interface WorkerOptions {
  db: Db;
  handlers: Partial<Record<JobName, JobHandler>>;
  concurrency?: number;
  pollMs?: number;
  /**
   * The lease, a last resort: running jobs claimed longer ago than this are taken over even from a
   * worker that still beats (a handler that hangs). Default 15 minutes.
   */
  staleAfterMs?: number;
  /** How often this worker beats and checks its peers. Default 10 s. */
  heartbeatMs?: number;
  /** After how long without a beat this worker counts as dead (stored with its row). Default 3 beats. */
  deadAfterMs?: number;
  /** True when this is the only worker on the database (embedded PGlite): recover every running job at start. */
  soleWorker?: boolean;
}

export interface Worker {
  id: string;
  stop: () => Promise<void>;
  /** Resolves when the queue has no due job (for tests). */
  drain: () => Promise<void>;
  poke: () => void;
}

function describeTakeOver(taken: TakenOverJob[]) {
  return taken.map((t) => ({ job: t.id, name: t.name, from: t.from, status: t.status }));
}

// size: a closure: the worker loop and its handlers share its state
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const { db, handlers } = options;
  const id = `worker-${randomUUID().slice(0, 8)}`;
  const names = Object.keys(handlers) as JobName[];
  const concurrency = options.concurrency ?? 1;
  const pollMs = options.pollMs ?? 1000;
  const staleAfterMs = options.staleAfterMs ?? 15 * 60 * 1000;
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const deadAfterMs = options.deadAfterMs ?? 3 * heartbeatMs;
  if (!(deadAfterMs > heartbeatMs)) throw new Error("deadAfterMs must be longer than heartbeatMs");
  const registration = { id, heartbeatMs, deadAfterMs };
  const log = logger.child({ worker: id });

  let stopped = false;
  let running = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let beatTimer: ReturnType<typeof setTimeout> | undefined;
  let beatPromise: Promise<void> | null = null;
  let idleWaiters: Array<() => void> = [];
  let loopPromise: Promise<void> | null = null;

  /** Takes over the jobs of dead or unknown workers, and (last resort) jobs past the lease. */
  async function checkPeers(): Promise<void> {
    const orphaned = await takeOverJobsOfDeadWorkers(db, deadAfterMs);
    if (orphaned.length) log.warn({ jobs: describeTakeOver(orphaned) }, "took over jobs of a dead or unknown worker");
    const dead = await removeDeadWorkers(db);
    for (const w of dead) log.warn({ deadWorker: w.id, host: w.host, pid: w.pid, lastHeartbeat: w.heartbeatAt.toISOString() }, "a worker stopped beating: removed");
    const overdue = await recoverStaleJobs(db, staleAfterMs);
    if (overdue) log.warn({ recovered: overdue }, "re-queued jobs running longer than the lease");
    if (orphaned.some((t) => t.status === "queued") || overdue) schedule(0);
  }

  function beat(): Promise<void> {
    beatPromise = (async () => {
      try {
        if (await beatWorker(db, registration)) log.warn("this worker's row was gone (declared dead after a stall): registered again");
        await checkPeers();
      } catch (error) {
        log.error({ err: error instanceof Error ? error.message : String(error) }, "worker heartbeat failed");
      } finally {
        beatPromise = null;
        if (!stopped) beatTimer = setTimeout(() => void beat(), heartbeatMs);
      }
    })();
    return beatPromise;
  }

  await beatWorker(db, registration);
  if (options.soleWorker) {
    // The only worker on this database: whatever is left running or registered was a previous run's.
    await removeOtherWorkers(db, id);
    const recovered = await recoverStaleJobs(db, 0);
    if (recovered) log.warn({ recovered }, "re-queued jobs left running by a stopped worker");
  } else {
    await checkPeers();
  }

  async function runJob(job: JobRow) {
    const handler = handlers[job.name];
    const jobLog = log.child({ job: job.id, name: job.name, attempt: job.attempts });
    let completedInTx = false;
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.name}`);
      const result = await handler({
        db,
        job,
        completeInTransaction: async (tx, value) => {
          if (!(await completeJob(tx, job.id, value, job.name, id))) throw new JobTakenOverError(job.id);
          completedInTx = true;
        },
      });
      if (!completedInTx && !(await completeJob(db, job.id, result, job.name, id))) throw new JobTakenOverError(job.id);
      jobLog.info("job completed");
    } catch (error) {
      const outcome = error instanceof JobTakenOverError ? "lost" : await failJob(db, job, error, { retry: !(error instanceof PermanentJobError) });
      if (outcome === "lost") jobLog.warn("job taken over by another worker meanwhile: this attempt is dropped");
      else jobLog[outcome === "failed" ? "error" : "warn"]({ err: error instanceof Error ? error.message : String(error), outcome }, "job failed");
    }
  }

  async function tick(): Promise<void> {
    while (!stopped && running < concurrency) {
      const jobs = await claimJobs(db, id, names, concurrency - running);
      if (jobs.length === 0) break;
      await Promise.all(
        jobs.map(async (job) => {
          running++;
          try {
            await runJob(job);
          } finally {
            running--;
          }
        }),
      );
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void loop(), delay);
  }

  function loop(): Promise<void> {
    if (loopPromise) return loopPromise;
    loopPromise = (async () => {
      try {
        await tick();
      } catch (error) {
        log.error({ err: error instanceof Error ? error.message : String(error) }, "worker poll failed");
      } finally {
        loopPromise = null;
        if (running === 0) {
          const waiters = idleWaiters;
          idleWaiters = [];
          waiters.forEach((w) => w());
        }
        schedule(pollMs);
      }
    })();
    return loopPromise;
  }

  schedule(0);
  beatTimer = setTimeout(() => void beat(), heartbeatMs);
  log.info({ jobs: names, concurrency, heartbeatMs, deadAfterMs }, "worker started");

  return {
    id,
    poke: () => schedule(0),
    drain: async () => {
      // Run until no due job is left (queued or running).
      for (;;) {
        await loop();
        const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where status in ('queued', 'running') and run_at <= now()`);
        if (Number(rows[0]?.n ?? 0) === 0 && running === 0) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(beatTimer);
      if (loopPromise) await loopPromise;
      if (beatPromise) await beatPromise;
      await removeWorker(db, id);
      log.info("worker stopped");
    },
  };
}
