import { logger } from "./logger.server";
import type { startRuntime } from "./runtime.server";
import { startWorker } from "./jobs/worker.server";
import { jobHandlers } from "./jobs/handlers.server";
import { seedDatabase } from "./db/seed.server";
import { mailDeliveryWarning } from "./mail/transport.server";
import { envWarnings } from "./env.server";
import { startRateLimitPurge } from "./auth/rate-limit-purge.server";
import { scheduleRetention } from "./privacy/retention.server";

type Runtime = Awaited<ReturnType<typeof startRuntime>>;

/** Runs once the database is migrated: seed reference data, start the in-process worker. */
export async function onRuntimeReady(runtime: Runtime): Promise<void> {
  const mailWarning = mailDeliveryWarning(runtime.env);
  if (mailWarning) logger.error(mailWarning);
  for (const warning of envWarnings(runtime.env)) logger.warn(warning);
  const seeded = await seedDatabase(runtime.database.db);
  if (seeded.exercises || seeded.injuries || seeded.prompts) logger.info(seeded, "reference data seeded");
  const stopPurge = startRateLimitPurge(runtime.database.db);
  // Retention of personal data (decision 0077): one scheduled job on the shared queue.
  await scheduleRetention(runtime.database.db);
  runtime.stopHooks.push(async () => stopPurge());
  if (runtime.env.worker === "inline") {
    const worker = await startWorker({
      db: runtime.database.db,
      handlers: jobHandlers,
      // The embedded database belongs to this process alone: anything left running was ours.
      soleWorker: runtime.database.kind === "pglite",
      concurrency: runtime.database.kind === "pglite" ? 1 : 2,
      staleAfterMs: runtime.env.jobLeaseMs,
      heartbeatMs: runtime.env.jobHeartbeatMs,
    });
    runtime.stopHooks.push(() => worker.stop());
  } else {
    logger.info("worker disabled in this process (WORKER=off)");
  }
}
