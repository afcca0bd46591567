// Start-up time of the built server on PGlite: spawn `node server.js`, time until /healthz answers 200.
// Cold = an empty DATA_DIR (the build's template database is restored, reference data seeded);
// warm = the same DATA_DIR again after a clean stop. Prints each run, the medians and the machine's load.
// Usage: npm run bench:startup [-- --runs 5]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const runsArg = process.argv.indexOf("--runs");
const runs = (runsArg > 0 && Number(process.argv[runsArg + 1])) || 5;
if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

/** Starts the server on dataDir and returns ms until /healthz is 200 and until the first /de answer. */
async function once(port, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) break;
      } catch {
        /* not listening yet */
      }
      if (performance.now() - started > 60_000) throw new Error("timeout");
      await new Promise((r) => setTimeout(r, 20));
    }
    const healthy = performance.now() - started;
    const cpu = cpuMs(child.pid);
    const home = await fetch(`http://127.0.0.1:${port}/de`);
    await home.text();
    return { healthy, cpu, firstPage: performance.now() - started };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
  }
}

/**
 * The server's own CPU time (user + system, all its threads) so far, from /proc (Linux; else null):
 * on a shared machine the wall time also counts waiting for other processes, this does not.
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100/s)
  } catch {
    return null;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cold = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-bench-"));
  try {
    cold.push(await once(3900 + 2 * i, dataDir));
    warm.push(await once(3901 + 2 * i, dataDir));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const load = os.loadavg().map((x) => x.toFixed(2)).join(", ");
console.log(`start-up of the built server on PGlite (${runs} runs each; load average ${load}, ${os.cpus().length} cores):`);
for (const [name, results, target] of [
  ["cold (empty DATA_DIR)", cold, 3000],
  ["warm (same DATA_DIR again)", warm, 2000],
]) {
  console.log(`${name}:`);
  const cpu = (r) => (r.cpu === null ? "" : ` (server CPU ${r.cpu.toFixed(0)} ms)`);
  for (const [i, r] of results.entries()) console.log(`  run ${i + 1}: /healthz ${r.healthy.toFixed(0)} ms${cpu(r)}, first page ${r.firstPage.toFixed(0)} ms`);
  const m = { healthy: median(results.map((r) => r.healthy)), cpu: results[0].cpu === null ? null : median(results.map((r) => r.cpu)) };
  console.log(`  median: /healthz ${m.healthy.toFixed(0)} ms${cpu(m)}, first page ${median(results.map((r) => r.firstPage)).toFixed(0)} ms (target ≤ ${target} ms)`);
}
