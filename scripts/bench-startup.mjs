// Cold start on an empty DATA_DIR: spawn the built server, time until /healthz answers 200.
// Usage: npm run bench:startup [-- --runs 5]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

async function once(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-bench-"));
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
    const home = await fetch(`http://127.0.0.1:${port}/de`);
    await home.text();
    return { healthy, firstPage: performance.now() - started };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await once(3900 + i));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`cold start on an empty DATA_DIR (${runs} runs, migrate + serve, PGlite):`);
for (const [i, r] of results.entries()) console.log(`  run ${i + 1}: /healthz ${r.healthy.toFixed(0)} ms, first page ${r.firstPage.toFixed(0)} ms`);
console.log(`median: /healthz ${median(results.map((r) => r.healthy)).toFixed(0)} ms, first page ${median(results.map((r) => r.firstPage)).toFixed(0)} ms (target < 5000 ms)`);
