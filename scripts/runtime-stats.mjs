// Bench-only (npm run bench:load): event-loop delay and GC pauses of this server process, written as
// one JSON line to the file BENCH_STATS_FILE names each time the process gets SIGUSR2, then reset. No
// port, no request path: server.js loads this module only when BENCH_STATS_FILE is set.
import fs from "node:fs";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

export function startRuntimeStats(file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let gc = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gc.push(entry.duration);
  });
  observer.observe({ entryTypes: ["gc"] });
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on("SIGUSR2", () => {
    const line = {
      at: Date.now(),
      loopP50: ms(delay.percentile(50)),
      loopP99: ms(delay.percentile(99)),
      loopMax: ms(delay.max),
      gcCount: gc.length,
      gcTotal: Math.round(gc.reduce((a, b) => a + b, 0) * 10) / 10,
      gcMax: Math.round(Math.max(0, ...gc) * 10) / 10,
    };
    delay.reset();
    gc = [];
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
}
