/**
 * A server killed while a generation job runs: after a restart the job completes exactly once.
 * Runs against the built server on PGlite (the data directory is prepared before the server
 * opens it) and on PostgreSQL (a short job lease lets the restarted worker take the job over).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as s from "~/server/db/schema.server";
import { openDatabase, type Database } from "~/server/db/client.server";
import { planTextForQueuedJob, queuePlanJob, waitFor } from "./support/plan-job";
import { startFakeOpenAI } from "../support/fake-openai";
import { createPostgresDatabase, DRIVERS } from "./support/db";
import { freePort } from "../e2e/support/harness";

async function startBuiltServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  return await (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return { child, base };
      } catch {
        /* starting */
      }
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("server did not start");
  })();
}

describe.each(DRIVERS)("a job survives a killed server on %s", (driver) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("completes exactly once after the restart", async () => {
    const ai = await startFakeOpenAI([{ delayMs: 60_000, text: "never delivered" }]);
    cleanups.push(() => ai.close());
    let env: Record<string, string>;
    let open: () => Promise<Database>;
    if (driver === "pglite") {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-restart-"));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir, DATABASE_URL: "" };
      open = () => openDatabase({ kind: "pglite", dataDir });
    } else {
      const created = await createPostgresDatabase();
      cleanups.push(created.drop);
      env = { DATABASE_URL: created.url, AUTH_SECRET: "restart-test-secret-0123456789abcdefgh", JOB_LEASE_MS: "1500" };
      open = () => openDatabase({ kind: "postgres", url: created.url });
    }
    env = { ...env, AI_BASE_URL: ai.baseURL, AI_API_KEY: "k", AI_MODEL: "slow-model" };

    // Prepare the customer and the queued job before the server runs.
    let db = await open();
    const job = await queuePlanJob(db, "restart-user");
    if (driver === "pglite") await db.close();

    // 1st run: the worker claims the job, the AI call hangs, the process is killed.
    const first = await startBuiltServer(env);
    await waitFor(async () => ai.received.length > 0);
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));

    // The AI answers the retry with a real plan.
    ai.script.push({ text: planTextForQueuedJob() });

    // 2nd run: the job is taken over and completes.
    const second = await startBuiltServer(env);
    if (driver === "pglite") {
      // The embedded database is this server's alone: wait for the AI call, then stop it and look.
      await waitFor(async () => ai.received.length >= 2);
      await new Promise((r) => setTimeout(r, 1500));
      second.child.kill("SIGTERM");
      await new Promise((r) => second.child.once("exit", r));
      db = await open();
    } else {
      await waitFor(async () => {
        const [row] = await db.db.select().from(s.jobs).where(eq(s.jobs.id, job.id));
        return row?.status === "completed";
      });
      second.child.kill("SIGTERM");
      await new Promise((r) => second.child.once("exit", r));
    }
    const [row] = await db.db.select().from(s.jobs).where(eq(s.jobs.id, job.id));
    expect(row?.status).toBe("completed");
    expect(row?.attempts).toBe(2);
    const plans = await db.db.select().from(s.trainingPlans).where(eq(s.trainingPlans.userId, "restart-user"));
    expect(plans).toHaveLength(1);
    expect(plans[0]?.generator).toBe("ai");
    await db.close();
  });
});
