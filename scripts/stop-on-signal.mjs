// Stopping on SIGTERM / SIGINT, for the web server (server.js) and the worker (scripts/worker.mjs),
// decision 0091: the process ends within STOP_GRACE_MS whatever hangs — a database that does not
// answer, a stop hook that never returns, a log reader that stopped reading or went away.
// - The hard stop is armed first, on an unref'd timer (it never keeps a finished process alive);
// - every log call here is guarded: a logger that throws cannot skip the exit;
// - stdout/stderr errors (EPIPE: the reader is gone) are ignored instead of crashing mid-stop; the
//   logger itself never blocks (app/server/log-format.server.ts).

/** How long a stop may take before the process exits anyway (process managers wait 10 s). */
export const STOP_GRACE_MS = 8000;

for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});

function quietly(fn) {
  try {
    fn();
  } catch {
    /* the log cannot be written: the stop goes on */
  }
}

/**
 * On the first SIGTERM or SIGINT: log `message`, run `stop` (close the port, stop the runtime), exit 0.
 * If `stop` has not finished after the grace period, or fails: exit 1.
 */
export function stopOnSignals({ logger, message, stop }) {
  let stopping = false;
  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      quietly(() => logger.error({ signal, graceMs: STOP_GRACE_MS }, "stop did not finish in time: exiting"));
      process.exit(1);
    }, STOP_GRACE_MS);
    force.unref();
    quietly(() => logger.info({ signal }, message));
    let code = 0;
    try {
      await stop();
    } catch (error) {
      code = 1;
      quietly(() => logger.error({ err: error }, "stop failed"));
    }
    // PGlite's WASM timers keep the loop alive after a transaction: exit explicitly.
    process.exit(code);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
