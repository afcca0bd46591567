/**
 * Worker liveness (issue 13, finding 14; decision 0048), in one process on both databases: a starting
 * worker and a beating worker take over the jobs of a dead or unknown worker within the configured
 * window; a live worker keeps its long job; a worker whose job was taken over cannot complete it.
 * Real separate processes (SIGKILL, SIGSTOP) on PostgreSQL: worker-takeover-processes.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as s from "~/server/db/schema.server";
import { queryRows } from "~/server/db/client.server";
import { claimJobs, completeJob, enqueueJob, failJob, getJob, type JobName } from "~/server/jobs/queue.server";
import { startWorker, type JobContext, type Worker } from "~/server/jobs/worker.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const BEAT = { heartbeatMs: 100, deadAfterMs: 400 };

async function waitFor<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(DRIVERS)("worker liveness on %s", (driver) => {
  let database: TestDatabase;
  const workers: Worker[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  beforeEach(async () => {
    while (workers.length) await workers.pop()!.stop();
    await database.db.execute(sql`delete from jobs`);
    await database.db.execute(sql`delete from expenses`);
    await database.db.execute(sql`delete from job_workers`);
  });
  afterAll(async () => {
    while (workers.length) await workers.pop()!.stop();
    await database?.drop();
  });

  const db = () => database.db;

  /** The handler's side effect: one row per run that committed, written with the completion. */
  async function sideEffectsOf(jobId: string): Promise<string[]> {
    const rows = await queryRows<{ description: string }>(db(), sql`select description from expenses where description like ${`${jobId}%`} order by created_at`);
    return rows.map((r) => r.description);
  }

  /** Writes the side effect and completes the job in one transaction, as the plan generation does. */
  function transactional(by: string, ctx: JobContext) {
    return ctx.db.transaction(async (tx) => {
      await tx.insert(s.expenses).values({ amount: 0, description: `${ctx.job.id} by ${by}` });
      await ctx.completeInTransaction(tx, { by });
    });
  }

  async function start(by: string, options: Partial<Parameters<typeof startWorker>[0]> = {}, run?: (ctx: JobContext) => Promise<unknown>, name: JobName = "send-email") {
    const worker = await startWorker({ db: db(), pollMs: 20, ...BEAT, ...options, handlers: { [name]: run ?? ((ctx: JobContext) => transactional(by, ctx)) } });
    workers.push(worker);
    return worker;
  }

  /** What a process leaves behind when it is killed in the middle of a job: its row stops beating. */
  async function jobOfKilledWorker(workerId: string, workerRow: { heartbeatAgoMs: number; deadAfterMs: number } | null, claimAgoMs: number) {
    const { job } = await enqueueJob(db(), "send-email", { to: "x@example.com" });
    if (workerRow) {
      await db().execute(sql`insert into job_workers (id, host, pid, heartbeat_ms, dead_after_ms, heartbeat_at)
        values (${workerId}, 'elsewhere', 4242, 100, ${workerRow.deadAfterMs}, now() - (${workerRow.heartbeatAgoMs} * interval '1 millisecond'))`);
    }
    const [claimed] = await claimJobs(db(), workerId, ["send-email"], 1);
    await db().execute(sql`update jobs set locked_at = now() - (${claimAgoMs} * interval '1 millisecond') where id = ${job.id}`);
    expect(claimed?.id).toBe(job.id);
    return job;
  }

  it("a starting worker takes over at once a job whose worker is unknown or no longer beats", async () => {
    const unknown = await jobOfKilledWorker("unknown-worker", null, 60_000);
    // Killed a second ago, its row says dead after 400 ms: taken at once, though the starter's own dead window is 30 s.
    const stale = await jobOfKilledWorker("killed-worker", { heartbeatAgoMs: 1000, deadAfterMs: 400 }, 1000);
    // A claim of an unknown worker that is younger than the dead window is spared (it may re-register).
    const { job: fresh } = await enqueueJob(db(), "send-email", { to: "y@example.com" });
    await claimJobs(db(), "registering-worker", ["send-email"], 1);
    // The default heartbeat is 10 s: within this test only the start can have taken the jobs over.
    const startedAt = Date.now();
    const worker = await start("starter", { heartbeatMs: 10_000, deadAfterMs: 30_000 });
    for (const job of [unknown, stale]) {
      await waitFor(async () => (await getJob(db(), job.id))?.status === "completed");
      expect(Date.now() - startedAt).toBeLessThan(5000);
      const row = await getJob(db(), job.id);
      expect(row?.attempts).toBe(2);
      expect(row?.result).toEqual({ by: "starter" });
      expect(row?.lastError).toBe("taken over: its worker stopped or stalled (no heartbeat)");
      expect(await sideEffectsOf(job.id)).toEqual([`${job.id} by starter`]);
    }
    expect((await getJob(db(), fresh.id))?.status).toBe("running");
    expect((await getJob(db(), fresh.id))?.lockedBy).toBe("registering-worker");
    // The dead worker's row is gone, the starter's is there; a clean stop removes it.
    expect((await queryRows<{ id: string }>(db(), sql`select id from job_workers`)).map((r) => r.id)).toEqual([worker.id]);
    await worker.stop();
    workers.pop();
    expect(await queryRows(db(), sql`select id from job_workers`)).toEqual([]);
  });

  it("a beating worker takes over the job of a peer that stops beating within its dead window plus one beat, exactly once", async () => {
    // The peer was killed just now: its last beat is fresh, so its job must wait for the dead window.
    // Made before the live worker starts (polling every 20 ms, it would claim the queued job first).
    const killedAt = Date.now();
    const job = await jobOfKilledWorker("killed-worker", { heartbeatAgoMs: 0, deadAfterMs: 400 }, 0);
    const worker = await start("peer");
    await waitFor(async () => (await getJob(db(), job.id))?.status === "completed");
    const tookMs = Date.now() - killedAt;
    expect(tookMs).toBeGreaterThanOrEqual(400 - 50);
    expect(tookMs).toBeLessThan(400 + 100 + 1500);
    const row = await getJob(db(), job.id);
    expect(row?.attempts).toBe(2);
    expect(row?.result).toEqual({ by: "peer" });
    expect(await sideEffectsOf(job.id)).toEqual([`${job.id} by peer`]);
    expect((await queryRows<{ id: string }>(db(), sql`select id from job_workers`)).map((r) => r.id)).toEqual([worker.id]);
  });

  it("a live worker keeps a job that runs many times longer than the dead window (its heartbeat beats meanwhile)", async () => {
    // A peer that only checks (it runs other jobs), beating five times per 2 s.
    await start("checker", {}, undefined, "generate-followup");
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const { job } = await enqueueJob(db(), "send-email", { to: "slow@example.com" });
    await start("owner", {}, async (ctx) => {
      started();
      await new Promise((r) => setTimeout(r, 2000)); // five dead windows
      await transactional("owner", ctx);
    });
    await running;
    // A worker that could run the job, if it were ever put back in the queue.
    let thiefRuns = 0;
    await start("thief", {}, async () => {
      thiefRuns++;
    });
    await waitFor(async () => (await getJob(db(), job.id))?.status !== "running", 10_000);
    const row = await getJob(db(), job.id);
    expect(row?.status).toBe("completed");
    expect(row?.attempts).toBe(1);
    expect(row?.result).toEqual({ by: "owner" });
    expect(row?.lastError).toBeNull();
    expect(await sideEffectsOf(job.id)).toEqual([`${job.id} by owner`]);
    expect(thiefRuns).toBe(0);
  });

  it("a worker whose job was taken over after a stall cannot complete it: its writes roll back, the new owner's result stays", async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let staleOutcome: unknown = "not finished";
    // The stalled worker beats rarely here; the test makes its row and claim look as a stall leaves them.
    const stalled = await start("stalled", { heartbeatMs: 60_000, deadAfterMs: 180_000 }, async (ctx) => {
      started();
      await released;
      try {
        await transactional("stalled", ctx);
        staleOutcome = "completed";
      } catch (error) {
        staleOutcome = error instanceof Error ? error.name : error;
        throw error;
      }
    });
    const { job } = await enqueueJob(db(), "send-email", { to: "stall@example.com" });
    stalled.poke();
    await running;
    await db().execute(sql`update job_workers set heartbeat_at = now() - interval '1 hour' where id = ${stalled.id}`);
    await db().execute(sql`update jobs set locked_at = now() - interval '1 hour' where id = ${job.id}`);

    await start("peer");
    await waitFor(async () => (await getJob(db(), job.id))?.status === "completed");
    release();
    await waitFor(async () => staleOutcome !== "not finished");
    await new Promise((r) => setTimeout(r, 100)); // the stalled worker's failure handling
    expect(staleOutcome).toBe("JobTakenOverError");
    const row = await getJob(db(), job.id);
    expect(row?.status).toBe("completed");
    expect(row?.attempts).toBe(2);
    expect(row?.result).toEqual({ by: "peer" });
    expect(row?.lastError).toBe("taken over: its worker stopped or stalled (no heartbeat)");
    expect(await sideEffectsOf(job.id)).toEqual([`${job.id} by peer`]);
  });

  it("a failure reported by a worker that lost the job does not touch the new owner's job", async () => {
    const { job } = await enqueueJob(db(), "send-email", { to: "z@example.com" });
    const [first] = await claimJobs(db(), "stalled-worker", ["send-email"], 1);
    await db().execute(sql`update jobs set status = 'queued' where id = ${job.id}`);
    const [second] = await claimJobs(db(), "new-owner", ["send-email"], 1);
    expect(await failJob(db(), first!, new Error("late failure"))).toBe("lost");
    expect(await completeJob(db(), job.id, { late: true }, "send-email", "stalled-worker")).toBe(false);
    const row = await getJob(db(), job.id);
    expect(row?.status).toBe("running");
    expect(row?.lockedBy).toBe("new-owner");
    expect(row?.lastError).toBeNull();
    expect(await completeJob(db(), job.id, { ok: true }, "send-email", second!.lockedBy!)).toBe(true);
  });

  it("a job that kills its worker on every attempt fails for good once its attempts are used up (secrets dropped)", async () => {
    const { job } = await enqueueJob(db(), "send-email", { to: "p@example.com", vars: { url: "https://x.example/?token=SECRET" } }, { maxAttempts: 2 });
    for (let attempt = 1; attempt <= 2; attempt++) {
      await claimJobs(db(), `crashing-${attempt}`, ["send-email"], 1);
      await db().execute(sql`update jobs set locked_at = now() - interval '1 minute' where id = ${job.id}`);
      // A worker for other jobs: it takes the job away from the dead one, nobody runs it.
      const worker = await start("checker", { heartbeatMs: 10_000, deadAfterMs: 30_000 }, async () => {}, "generate-followup");
      await worker.stop();
      workers.pop();
    }
    const row = await getJob(db(), job.id);
    expect(row?.status).toBe("failed");
    expect(row?.attempts).toBe(2);
    expect(row?.lockedBy).toBeNull();
    expect(row?.lastError).toBe("taken over: its worker stopped or stalled (no heartbeat)");
    expect(row?.payload).toEqual({ to: "p@example.com", vars: {} });
  });
});
