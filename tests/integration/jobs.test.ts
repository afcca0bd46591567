import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { claimJobs, completeJob, enqueueJob, failJob, getJob, recoverStaleJobs, backoffMs } from "~/server/jobs/queue.server";
import { PermanentJobError, startWorker } from "~/server/jobs/worker.server";
import { openDatabase, queryRows } from "~/server/db/client.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

describe.each(DRIVERS)("job queue on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("enqueues idempotently per singleton key, inside a transaction", async () => {
    const first = await database.db.transaction((tx) => enqueueJob(tx, "generate-plan", { questionnaireId: "q1" }, { singletonKey: "generate-plan:q1" }));
    const second = await enqueueJob(database.db, "generate-plan", { questionnaireId: "q1" }, { singletonKey: "generate-plan:q1" });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.job.id).toBe(first.job.id);
    // A rolled-back transaction leaves no job behind.
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, "generate-plan", { questionnaireId: "q2" }, { singletonKey: "generate-plan:q2" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const q2 = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from jobs where singleton_key = 'generate-plan:q2'`);
    expect(Number(q2[0]!.n)).toBe(0);
    await database.db.execute(sql`delete from jobs`);
  });

  it("claims each job once, retries with backoff and records the final failure", async () => {
    const mail = { to: "a@example.com", template: "reset-password", vars: { firstName: "Anna", url: "https://watts.example/de/reset-password?token=SECRET" } };
    const { job } = await enqueueJob(database.db, "send-email", mail, { maxAttempts: 2 });
    const [claimed] = await claimJobs(database.db, "w1", ["send-email"], 5);
    expect(claimed?.id).toBe(job.id);
    expect(claimed?.attempts).toBe(1);
    expect(await claimJobs(database.db, "w2", ["send-email"], 5)).toEqual([]);
    expect(await failJob(database.db, claimed!, new Error("SMTP down"))).toBe("retry");
    const retried = await getJob(database.db, job.id);
    expect(retried?.status).toBe("queued");
    expect(retried?.lastError).toBe("SMTP down");
    expect(retried?.payload).toEqual(mail); // the retry still needs the link
    expect(retried!.runAt.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 2000);
    expect(await claimJobs(database.db, "w1", ["send-email"], 5)).toEqual([]); // not due yet
    await database.db.execute(sql`update jobs set run_at = now() where id = ${job.id}`);
    const [again] = await claimJobs(database.db, "w1", ["send-email"], 5);
    expect(again?.attempts).toBe(2);
    expect(await failJob(database.db, again!, new Error("still down"))).toBe("failed");
    const failed = await getJob(database.db, job.id);
    expect(failed?.status).toBe("failed");
    expect(failed?.lastError).toBe("still down");
    // Failed for good: the link with its token is gone, the rest stays for diagnosis.
    expect(failed?.payload).toEqual({ to: "a@example.com", template: "reset-password", vars: { firstName: "Anna" } });
    await database.db.execute(sql`delete from jobs`);
  });

  it("drops a mail's link from the payload when the job completes; other jobs keep their payload", async () => {
    const { job: mailJob } = await enqueueJob(database.db, "send-email", { to: "b@example.com", vars: { url: "https://watts.example/x?token=T" } });
    const { job: planJob } = await enqueueJob(database.db, "generate-plan", { questionnaireId: "q9", vars: { url: "kept" } });
    await completeJob(database.db, mailJob.id, { messageId: "m1" }, "send-email");
    await completeJob(database.db, planJob.id, { planId: "p1" }, "generate-plan");
    expect((await getJob(database.db, mailJob.id))?.payload).toEqual({ to: "b@example.com", vars: {} });
    expect((await getJob(database.db, planJob.id))?.payload).toEqual({ questionnaireId: "q9", vars: { url: "kept" } });
    await database.db.execute(sql`delete from jobs`);
  });

  it("re-queues jobs left running by a dead worker", async () => {
    await enqueueJob(database.db, "send-email", {});
    await claimJobs(database.db, "dead-worker", ["send-email"], 1);
    expect(await recoverStaleJobs(database.db, 60_000)).toBe(0);
    expect(await recoverStaleJobs(database.db, 0)).toBe(1);
    expect(await claimJobs(database.db, "w", ["send-email"], 1)).toHaveLength(1);
    await database.db.execute(sql`delete from jobs`);
  });

  it("the worker runs handlers, completes jobs, and stops retrying permanent failures", async () => {
    const seen: string[] = [];
    const worker = await startWorker({
      db: database.db,
      pollMs: 50,
      handlers: {
        "send-email": async ({ job }) => {
          seen.push(String(job.payload.to));
          if (job.payload.to === "bad") throw new PermanentJobError("invalid address");
          return { delivered: true };
        },
      },
    });
    const ok = await enqueueJob(database.db, "send-email", { to: "ok" });
    const bad = await enqueueJob(database.db, "send-email", { to: "bad" });
    worker.poke();
    await worker.drain();
    await worker.stop();
    expect(seen.sort()).toEqual(["bad", "ok"]);
    expect((await getJob(database.db, ok.job.id))?.status).toBe("completed");
    expect((await getJob(database.db, ok.job.id))?.result).toEqual({ delivered: true });
    const badJob = await getJob(database.db, bad.job.id);
    expect(badJob?.status).toBe("failed");
    expect(badJob?.attempts).toBe(1);
    expect(badJob?.lastError).toBe("invalid address");
  });

  if (driver === "postgres") {
    it("two workers on PostgreSQL never claim the same job", async () => {
      const second = await openDatabase({ kind: "postgres", url: database.url! });
      try {
        for (let i = 0; i < 40; i++) await enqueueJob(database.db, "send-email", { i });
        const claimedA: string[] = [];
        const claimedB: string[] = [];
        await Promise.all([
          (async () => {
            for (;;) {
              const jobs = await claimJobs(database.db, "A", ["send-email"], 3);
              if (!jobs.length) break;
              claimedA.push(...jobs.map((j) => j.id));
            }
          })(),
          (async () => {
            for (;;) {
              const jobs = await claimJobs(second.db, "B", ["send-email"], 3);
              if (!jobs.length) break;
              claimedB.push(...jobs.map((j) => j.id));
            }
          })(),
        ]);
        const all = [...claimedA, ...claimedB];
        expect(all).toHaveLength(40);
        expect(new Set(all).size).toBe(40);
      } finally {
        await second.close();
      }
    });
  }
});
