/**
 * Retention (issue 25 item 4, decision 0077): what is deleted when, by the scheduled job
 * `purge-personal-data` (one queued run at a time on the shared queue, so several web processes and
 * workers never run it twice; each run is queued again for the next hour). Every step is one statement; the run is one
 * transaction with the job's completion.
 */
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { finishedJobPurgeBefore, promptPurgeBefore, RETENTION_EVERY_MS } from "~/domain/privacy/retention";
import type { DbOrTx } from "~/server/db/client.server";
import { cancellationRequests, dataExports, jobs, retainedRecords, session, trainingPlans, verification } from "~/server/db/schema.server";
import { enqueueJob } from "~/server/jobs/queue.server";
import type { JobContext } from "~/server/jobs/worker.server";
import { purgeRateLimits } from "~/server/auth/rate-limit-purge.server";

export const RETENTION_JOB_KEY = "purge-personal-data";

export interface PurgeCounts {
  prompts: number;
  sessions: number;
  verifications: number;
  rateLimits: number;
  exports: number;
  cancellationRequests: number;
  finishedJobs: number;
  retainedRecords: number;
}

const count = (rows: unknown[]) => rows.length;

export async function purgePersonalData(db: DbOrTx, now = new Date()): Promise<PurgeCounts> {
  // The prompt as sent to the AI holds the customer's answers: kept for the coach's review, then deleted
  // PROMPT_KEEP_DAYS after approval (the hash stays, the admin's dialog rebuilds the prompt from the answers).
  const prompts = await db
    .update(trainingPlans)
    .set({ promptText: null })
    .where(and(isNotNull(trainingPlans.promptText), isNotNull(trainingPlans.approvedAt), lt(trainingPlans.approvedAt, promptPurgeBefore(now))))
    .returning({ id: trainingPlans.id });
  const sessions = await db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
  const verifications = await db.delete(verification).where(lt(verification.expiresAt, now)).returning({ id: verification.id });
  const rateLimits = await purgeRateLimits(db, now.getTime());
  const exports = await db.delete(dataExports).where(lt(dataExports.expiresAt, now)).returning({ id: dataExports.id });
  // A notice given without a session whose link was never confirmed: nothing came of it.
  const requests = await db
    .delete(cancellationRequests)
    .where(and(isNull(cancellationRequests.confirmedAt), lt(cancellationRequests.expiresAt, now)))
    .returning({ id: cancellationRequests.id });
  // Finished jobs: a sent mail's job names its recipient.
  const finished = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ["completed", "failed"]), or(lt(jobs.completedAt, finishedJobPurgeBefore(now)), and(isNull(jobs.completedAt), lt(jobs.updatedAt, finishedJobPurgeBefore(now))))))
    .returning({ id: jobs.id });
  const retained = await db.delete(retainedRecords).where(lte(retainedRecords.deleteAfter, now)).returning({ id: retainedRecords.id });
  return {
    prompts: count(prompts),
    sessions: count(sessions),
    verifications: count(verifications),
    rateLimits,
    exports: count(exports),
    cancellationRequests: count(requests),
    finishedJobs: count(finished),
    retainedRecords: count(retained),
  };
}

/** Queues the first run (idempotent: the singleton key keeps one queued or running run). */
export async function scheduleRetention(db: DbOrTx, runAt = new Date()): Promise<void> {
  await enqueueJob(db, "purge-personal-data", {}, { singletonKey: RETENTION_JOB_KEY, runAt, maxAttempts: 3 });
}

/**
 * Job `purge-personal-data`: one run. In the same transaction the job is completed (only by the
 * worker that holds it) and then queued again as the next run an hour later: one row for the
 * schedule, so the jobs table does not grow by a row an hour (and the finished-jobs purge keeps it).
 */
export async function handlePurgePersonalData(ctx: JobContext): Promise<PurgeCounts> {
  return ctx.db.transaction(async (tx) => {
    const counts = await purgePersonalData(tx);
    await ctx.completeInTransaction(tx, counts);
    await tx
      .update(jobs)
      .set({ status: "queued", attempts: 0, runAt: new Date(Date.now() + RETENTION_EVERY_MS), completedAt: null, lockedAt: null, lockedBy: null, lastError: null, updatedAt: sql`now()` })
      .where(eq(jobs.id, ctx.job.id));
    return counts;
  });
}
