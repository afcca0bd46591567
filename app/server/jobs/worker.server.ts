/**
 * The job worker: polls the queue, runs handlers, retries failures with backoff.
 * Runs inside the web process (WORKER=inline) or alone (npm run worker).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "../db/client.server";
import { logger } from "../logger.server";
import { claimJobs, completeJob, failJob, recoverStaleJobs, type JobName, type JobRow } from "./queue.server";

export interface JobContext {
  db: Db;
  job: JobRow;
  /** Completes the job inside the handler's own transaction, so its writes and the completion commit together. */
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

export interface WorkerOptions {
  db: Db;
  handlers: Partial<Record<JobName, JobHandler>>;
  concurrency?: number;
  pollMs?: number;
  /** Running jobs older than this are considered abandoned by a dead worker. */
  staleAfterMs?: number;
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

export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const { db, handlers } = options;
  const id = `worker-${randomUUID().slice(0, 8)}`;
  const names = Object.keys(handlers) as JobName[];
  const concurrency = options.concurrency ?? 1;
  const pollMs = options.pollMs ?? 1000;
  const staleAfterMs = options.staleAfterMs ?? 15 * 60 * 1000;
  const log = logger.child({ worker: id });

  const recovered = await recoverStaleJobs(db, options.soleWorker ? 0 : staleAfterMs);
  if (recovered) log.warn({ recovered }, "re-queued jobs left running by a stopped worker");

  let stopped = false;
  let running = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleWaiters: Array<() => void> = [];
  let loopPromise: Promise<void> | null = null;

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
          await completeJob(tx, job.id, value, job.name);
          completedInTx = true;
        },
      });
      if (!completedInTx) await completeJob(db, job.id, result, job.name);
      jobLog.info("job completed");
    } catch (error) {
      const outcome = await failJob(db, job, error, { retry: !(error instanceof PermanentJobError) });
      jobLog[outcome === "failed" ? "error" : "warn"]({ err: error instanceof Error ? error.message : String(error), outcome }, "job failed");
    }
  }

  let lastRecovery = Date.now();
  async function tick(): Promise<void> {
    // Take over jobs whose worker died (lease expired), checked at most once a minute.
    if (Date.now() - lastRecovery >= Math.min(60_000, staleAfterMs)) {
      lastRecovery = Date.now();
      const taken = await recoverStaleJobs(db, staleAfterMs);
      if (taken) log.warn({ recovered: taken }, "re-queued jobs whose lease expired");
    }
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
  log.info({ jobs: names, concurrency }, "worker started");

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
      if (loopPromise) await loopPromise;
      log.info("worker stopped");
    },
  };
}
