/**
 * Worker liveness with real processes on one PostgreSQL (issue 13, finding 14; decision 0048): each
 * worker is `npm run worker` (scripts/worker.mjs on the build) with a 200 ms heartbeat, so a worker is
 * dead 600 ms after its last beat. The plan generation's AI call (a fake provider) is the job that hangs.
 * - a worker killed with SIGKILL mid-job: a running peer takes the job over within the dead window
 *   plus a beat, and the plan exists once; before the kill the live worker kept its job;
 * - a worker that starts after such a kill takes the job over at its start (before its first beat);
 * - a worker stopped with SIGSTOP (a stall) loses the job; resumed, it cannot store its plan.
 * The embedded database has one process only: the same rules run in one process there
 * (worker-liveness.test.ts), and job-restart.test.ts restarts a killed server on it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as s from "~/server/db/schema.server";
import { openDatabase, queryRows, type Database } from "~/server/db/client.server";
import { getJob, type JobRow } from "~/server/jobs/queue.server";
import { startFakeOpenAI, type ScriptedReply } from "../support/fake-openai";
import { createPostgresDatabase, TEST_DATABASE_URL } from "./support/db";
import { planTextForQueuedJob, queuePlanJob, waitFor } from "./support/plan-job";

const HEARTBEAT_MS = 200;
const DEAD_AFTER_MS = 3 * HEARTBEAT_MS;

interface WorkerProc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

describe.runIf(TEST_DATABASE_URL)("worker processes on PostgreSQL", () => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function setUp(script: ScriptedReply[]) {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const database: Database = await openDatabase({ kind: "postgres", url: created.url });
    cleanups.push(() => database.close());
    const ai = await startFakeOpenAI(script);
    cleanups.push(() => ai.close());
    const job = await queuePlanJob(database, "takeover-user");
    const env = {
      DATABASE_URL: created.url,
      AUTH_SECRET: "takeover-test-secret-0123456789abcdefgh",
      AI_BASE_URL: ai.baseURL,
      AI_API_KEY: "k",
      AI_MODEL: "slow-model",
    };
    const spawnWorker = async (heartbeatMs = HEARTBEAT_MS): Promise<WorkerProc & { id: string }> => {
      let output = "";
      const child = spawn(process.execPath, ["scripts/worker.mjs"], {
        env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", LOG_FORMAT: "json", JOB_HEARTBEAT_MS: String(heartbeatMs), ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (d) => (output += d));
      child.stderr?.on("data", (d) => (output += d));
      const exited = new Promise((resolve) => child.once("exit", resolve));
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGCONT");
          child.kill("SIGKILL");
          await exited;
        }
      });
      // Registered: its row in job_workers carries its process id.
      const row = await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`worker exited:\n${output}`);
          return (await queryRows<{ id: string }>(database.db, sql`select id from job_workers where pid = ${child.pid!}`))[0];
        },
        60_000,
        "the worker's registration",
      );
      return { child, output: () => output, exited, id: row.id };
    };
    const job_ = () => getJob(database.db, job.id) as Promise<JobRow>;
    const plans = () => database.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, "takeover-user"));
    const workerIds = async () => (await queryRows<{ id: string }>(database.db, sql`select id from job_workers order by id`)).map((r) => r.id);
    return { database, ai, job, job_, plans, workerIds, spawnWorker };
  }

  it("a worker killed with SIGKILL mid-job: a running peer takes the job over within the dead window and the plan exists once", async () => {
    const t = await setUp([{ delayMs: 120_000, text: "never delivered" }, { text: planTextForQueuedJob() }]);
    const a = await t.spawnWorker();
    await waitFor(async () => t.ai.received.length === 1, 60_000, "the first AI call");
    expect((await t.job_()).lockedBy).toBe(a.id);
    const b = await t.spawnWorker();

    // While A lives (its AI call hangs), B leaves the job alone for several dead windows.
    await new Promise((r) => setTimeout(r, 5 * DEAD_AFTER_MS));
    expect(await t.job_()).toMatchObject({ status: "running", lockedBy: a.id, attempts: 1 });
    expect(t.ai.received).toHaveLength(1);

    a.child.kill("SIGKILL");
    await a.exited;
    const killedAt = Date.now();
    await waitFor(async () => t.ai.received.length === 2, 30_000, "the peer's AI call");
    const takeoverMs = Date.now() - killedAt;
    await waitFor(async () => (await t.job_()).status === "completed", 30_000, "the completion");
    console.info(`takeover after SIGKILL: ${takeoverMs} ms (dead window ${DEAD_AFTER_MS} ms, heartbeat ${HEARTBEAT_MS} ms)`);
    // The window is 600 ms + one 200 ms beat; the rest is slack for a loaded machine.
    expect(takeoverMs).toBeLessThan(DEAD_AFTER_MS + HEARTBEAT_MS + 2500);

    expect(await t.job_()).toMatchObject({ status: "completed", attempts: 2, lockedBy: null });
    const plans = await t.plans();
    expect(plans).toHaveLength(1);
    expect(plans[0]?.generator).toBe("ai");
    expect(b.output()).toContain("took over jobs of a dead or unknown worker");
    // The dead worker's row is gone; a clean stop removes the survivor's.
    expect(await t.workerIds()).toEqual([b.id]);
    b.child.kill("SIGTERM");
    await b.exited;
    expect(b.child.exitCode).toBe(0);
    expect(await t.workerIds()).toEqual([]);
  });

  it("a worker that starts after such a kill takes the job over at its start, before its first heartbeat", async () => {
    const t = await setUp([{ delayMs: 120_000, text: "never delivered" }, { text: planTextForQueuedJob() }]);
    const a = await t.spawnWorker();
    await waitFor(async () => t.ai.received.length === 1, 60_000, "the first AI call");
    a.child.kill("SIGKILL");
    await a.exited;
    await new Promise((r) => setTimeout(r, DEAD_AFTER_MS + 200));

    // The starting worker beats every 10 s: a takeover sooner than that happened at its start.
    const spawnedAt = Date.now();
    const b = await t.spawnWorker(10_000);
    await waitFor(async () => (await t.job_()).status === "completed", 30_000, "the completion");
    expect(Date.now() - spawnedAt).toBeLessThan(10_000);
    expect(b.output()).toContain("took over jobs of a dead or unknown worker");
    expect(await t.job_()).toMatchObject({ status: "completed", attempts: 2 });
    expect(await t.plans()).toHaveLength(1);
    expect(await t.workerIds()).toEqual([b.id]);
  });

  it("a worker stalled with SIGSTOP loses its job to a peer; resumed, its plan and cost rows are rolled back", async () => {
    // A's AI answer arrives while A is stopped; A stores it only after it resumes.
    const t = await setUp([{ delayMs: 1500, text: planTextForQueuedJob() }, { text: planTextForQueuedJob() }]);
    const a = await t.spawnWorker();
    await waitFor(async () => t.ai.received.length === 1, 60_000, "the first AI call");
    a.child.kill("SIGSTOP");
    const b = await t.spawnWorker();
    await waitFor(async () => (await t.job_()).status === "completed", 30_000, "the peer's completion");
    const [peerPlan] = await t.plans();
    expect((await t.job_()).result).toMatchObject({ planId: peerPlan!.id });

    a.child.kill("SIGCONT");
    await waitFor(async () => a.output().includes("job taken over by another worker meanwhile"), 30_000, "the stalled worker's attempt");
    await waitFor(async () => a.output().includes("registered again"), 10_000, "the stalled worker's next beat");
    const plans = await t.plans();
    expect(plans.map((p) => p.id)).toEqual([peerPlan!.id]);
    expect(await t.database.db.select().from(s.expenses)).toHaveLength(1);
    expect(await t.job_()).toMatchObject({ status: "completed", attempts: 2, lockedBy: null, result: { planId: peerPlan!.id } });
    expect((await t.workerIds()).sort()).toEqual([a.id, b.id].sort());
  });
});
