// `npm run worker`: a worker process alone (no HTTP), against the same database as the web
// processes. Use it with DATABASE_URL (PostgreSQL) and WORKER=off on the web processes; the
// embedded PGlite database can only be opened by one process.
import fs from "node:fs";
import { stopOnSignals } from "./stop-on-signal.mjs";

if (!fs.existsSync(new URL("../build/server/index.js", import.meta.url))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
process.env.WORKER = "inline";
const mod = await import("../build/server/index.js");

try {
  mod.getEnv();
} catch (error) {
  if (error?.name === "EnvError") {
    console.error("Cannot start: invalid environment variables");
    for (const line of error.errors) console.error(`  ${line}`);
    process.exit(1);
  }
  throw error;
}
try {
  await mod.startRuntime({ onReady: mod.onRuntimeReady });
} catch (error) {
  // One line, no stack trace (e.g. the embedded database is held by another process).
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
mod.logger.info("worker process running");

stopOnSignals({ logger: mod.logger, message: "worker shutting down", stop: () => mod.stopRuntime() });
