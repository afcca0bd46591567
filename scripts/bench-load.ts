// Serving speed under load, measured with a client that is not the bottleneck (issue 26): wrk (a
// multi-threaded C client) drives the built app (PGlite, and PostgreSQL when 127.0.0.1:5432 answers)
// and nginx (one worker) serving the byte-identical saved answers, in interleaved rounds. Each app row
// shows req/s, p50/p99, its ratio to nginx serving the same bytes in the same round, and nginx's own
// rate (the client's ceiling); per run the app's event-loop delay and GC pauses; a signed-in
// customer's set saves during the dashboard load (from a thread of their own); the load average.
// Needs Debian's wrk and nginx (`apt-get install -y wrk nginx`); without them it says so and stops.
// Usage: npm run bench:load [-- --duration 10] [-- --rounds 3] [-- --connections 50] [-- --warmup 5] [-- --no-postgres] [-- --only dashboard] [-- --save-interval 250]
// BENCH_PROFILE_DIR=/tmp/prof: each app process writes a CPU profile there (node --cpu-prof) when it stops.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { INSTALL_HINT, runWrk, startNginx, stopChild, which, type Sample, type StaticServer } from "./bench-load/wrk";
import { renewSessionCache, rssMb, runtimeStats, savesDuring, startApp, withMember, type App, type RuntimeStats } from "./bench-load/app";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Math.max(1, Number(process.argv[i + 1]) || fallback) : fallback;
};
const duration = arg("--duration", 10);
const rounds = arg("--rounds", 3);
const connections = arg("--connections", 50);
const warmup = arg("--warmup", 5);
// --save-interval <ms>: one set save every N ms during the dashboard load (default 0: back to back,
// as fast as the app answers — the worst case, whose rate differs by database).
const saveIntervalAt = process.argv.indexOf("--save-interval");
const saveInterval = saveIntervalAt > 0 ? Math.max(0, Number(process.argv[saveIntervalAt + 1]) || 0) : 0;
const withPostgres = !process.argv.includes("--no-postgres");
// --only <text>: measure only the app targets whose label contains it (and their nginx references).
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt > 0 ? process.argv[onlyAt + 1] ?? "" : "";
const ADMIN_DB_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const IDENTITY = { "accept-language": "de-DE,de;q=0.9" };
// What a browser sends, shortened to what the servers choose from: brotli (the app) or gzip (nginx).
const COMPRESSED = { ...IDENTITY, "accept-encoding": "br, gzip" };
const loadavg = () => os.loadavg().map((x) => x.toFixed(2)).join(" / ");

const wrk = which("wrk");
const nginx = which("nginx");
if (!wrk || !nginx) {
  console.error(`bench:load needs wrk (the load client) and nginx (the static reference); missing: ${[wrk ? "" : "wrk", nginx ? "" : "nginx"].filter(Boolean).join(", ")}.`);
  console.error(`Install them (Debian/Ubuntu): ${INSTALL_HINT}   No ratios are printed without them.`);
  process.exit(1);
}
if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
// An older server.js would end on SIGUSR2: ask for its figures only when it writes them.
const withRuntimeStats = fs.readFileSync("server.js", "utf8").includes("BENCH_STATS_FILE");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

interface Target {
  label: string;
  path: string;
  headers: Record<string, string>;
  /** The app measured (none: nginx). */
  app?: App;
  /** The nginx target serving the same bytes with the same request headers. */
  reference?: Target;
  signedIn?: boolean;
  withSaves?: boolean;
  samples: Sample[];
  ratios: number[];
  stats: RuntimeStats[];
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "watts-bench-load-"));
const apps: App[] = [];
let staticServer: StaticServer | undefined;
let pgDatabase = "";
const admin = new pg.Client({ connectionString: ADMIN_DB_URL, connectionTimeoutMillis: 2000 });
try {
  console.log(`load average at start (1/5/15 min): ${loadavg()}  (${os.cpus().length} cores)`);
  fs.mkdirSync(path.join(work, "pglite"));
  apps.push(await withMember(await startApp("PGlite", path.join(work, "pglite"), ""), ""));
  if (withPostgres) {
    try {
      await admin.connect();
      pgDatabase = `bench_load_${Date.now()}`;
      await admin.query(`CREATE DATABASE ${pgDatabase}`);
    } catch (error) {
      console.log(`PostgreSQL: not measured (${error instanceof Error ? error.message : String(error)})`);
      pgDatabase = "";
    }
    if (pgDatabase) {
      const url = new URL(ADMIN_DB_URL);
      url.pathname = `/${pgDatabase}`;
      fs.mkdirSync(path.join(work, "postgres"));
      apps.push(await withMember(await startApp("PostgreSQL", path.join(work, "postgres"), url.toString()), url.toString()));
    }
  }

  // nginx serves what the first app answered, byte for byte.
  const first = apps[0]!;
  const saved = [];
  for (const p of ["/de", "/de/preise", "/healthz", "/de/dashboard", "/de/dashboard.data"]) {
    const signedIn = p.startsWith("/de/dashboard");
    const res = await fetch(`${first.baseURL}${p}`, { headers: { ...IDENTITY, ...(signedIn ? { cookie: first.member!.jar.header() } : {}) } });
    if (res.status !== 200) throw new Error(`${first.name} ${p}: ${res.status}`);
    saved.push({ path: p, body: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type") ?? "text/html" });
  }
  console.log(`answers (identity): ${saved.map((x) => `${x.path} ${(x.body.length / 1024).toFixed(1)} KB`).join(", ")}`);
  staticServer = await startNginx(nginx, path.join(work, "nginx"), saved);

  const nginxTarget = (label: string, p: string, headers: Record<string, string>): Target => ({ label: `nginx ${label}`, path: p, headers, samples: [], ratios: [], stats: [] });
  const refs = {
    deId: nginxTarget("/de (saved), identity", "/de", IDENTITY),
    deBr: nginxTarget("/de (saved), gzip", "/de", COMPRESSED),
    preiseId: nginxTarget("/de/preise (saved), identity", "/de/preise", IDENTITY),
    preiseBr: nginxTarget("/de/preise (saved), gzip", "/de/preise", COMPRESSED),
    healthz: nginxTarget("/healthz (saved answer)", "/healthz", IDENTITY),
    dashboard: nginxTarget("/de/dashboard (saved), gzip", "/de/dashboard", COMPRESSED),
    data: nginxTarget("/de/dashboard.data (saved), gzip", "/de/dashboard.data", COMPRESSED),
  };
  const targets: Target[] = Object.values(refs);
  for (const app of apps) {
    const t = (label: string, p: string, headers: Record<string, string>, reference: Target, extra: Partial<Target> = {}): Target => ({
      label: `${app.name} ${label}`, path: p, headers, app, reference, samples: [], ratios: [], stats: [], ...extra,
    });
    targets.push(
      t("/de, identity", "/de", IDENTITY, refs.deId),
      t("/de, br", "/de", COMPRESSED, refs.deBr),
      t("/de/preise, identity", "/de/preise", IDENTITY, refs.preiseId),
      t("/de/preise, br", "/de/preise", COMPRESSED, refs.preiseBr),
      t("/healthz", "/healthz", IDENTITY, refs.healthz),
      t("/de/dashboard (signed in, saves)", "/de/dashboard", COMPRESSED, refs.dashboard, { signedIn: true, withSaves: true }),
      t("/de/dashboard.data (signed in)", "/de/dashboard.data", COMPRESSED, refs.data, { signedIn: true }),
    );
  }
  if (only) {
    const kept = targets.filter((x) => x.app && x.label.includes(only));
    const refsKept = new Set(kept.map((x) => x.reference));
    targets.splice(0, targets.length, ...targets.filter((x) => refsKept.has(x)), ...kept);
  }
  const urlOf = (target: Target) => `${target.app?.baseURL ?? staticServer!.baseURL}${target.path}`;

  for (const app of apps) {
    for (const p of ["/de", "/de/preise", "/healthz", "/de/dashboard", "/de/dashboard.data"]) await (await fetch(`${app.baseURL}${p}`, { headers: { cookie: app.member!.jar.header() } })).arrayBuffer();
    app.rssBefore = rssMb(app.child.pid!);
  }
  // A freshly started process runs its code unoptimised at first: the signed-in load with saves for a
  // few seconds each, printed, not counted.
  for (const app of apps) {
    await renewSessionCache(app);
    const { result: warm, times } = await savesDuring(app, runWrk(wrk, `${app.baseURL}/de/dashboard`, { ...COMPRESSED, cookie: app.member!.jar.header() }, connections, warmup), saveInterval);
    console.log(`${app.name}: warm-up, ${warmup} s of /de/dashboard (signed in) with saves: ${warm.rps.toFixed(0)} req/s, p99 ${warm.p99.toFixed(0)} ms, saves p95 ${pct(times, 95).toFixed(0)} ms (not counted)`);
  }

  console.log(`\nset saves during the dashboard load: ${saveInterval > 0 ? `one every ${saveInterval} ms` : "back to back"}`);
  console.log(`\n${rounds} interleaved rounds, wrk -t2 -c${connections} -d${duration}s --latency per target; the app's event-loop delay and GC pauses per run:`);
  const saves = new Map<string, number[]>();
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round}, load average ${loadavg()}`);
    for (const target of targets) {
      const app = target.app;
      // wrk keeps no cookies: each signed-in run starts with a session cache cookie issued just now
      // (valid for 60 s, longer than one run), as a browser that stores every Set-Cookie would have.
      if (target.signedIn && app) {
        await renewSessionCache(app);
        target.headers = { ...target.headers, cookie: app.member!.jar.header() };
      }
      if (app && withRuntimeStats) await runtimeStats(app);
      const run = runWrk(wrk, urlOf(target), target.headers, connections, duration);
      let sample: Sample;
      let saveLine = "";
      if (target.withSaves && app) {
        const { result, times } = await savesDuring(app, run, saveInterval);
        sample = result;
        saves.set(app.name, [...(saves.get(app.name) ?? []), ...times]);
        saveLine = `, saves p95 ${pct(times, 95).toFixed(0)} ms (${times.length})`;
      } else sample = await run;
      target.samples.push(sample);
      const stats = app && withRuntimeStats ? await runtimeStats(app) : null;
      if (stats) target.stats.push(stats);
      if (target.reference) target.ratios.push(sample.rps / target.reference.samples.at(-1)!.rps);
      const statsLine = stats ? ` | loop p99 ${stats.loopP99} ms, max ${stats.loopMax} ms; GC ${stats.gcCount}× ${stats.gcTotal} ms (max ${stats.gcMax} ms)` : "";
      console.log(`  ${target.label.padEnd(44)} ${sample.rps.toFixed(0).padStart(6)} req/s  p50 ${sample.p50.toFixed(1)}  p99 ${sample.p99.toFixed(1)} ms${saveLine}${statsLine}`);
    }
  }

  console.log(`\nMedians of ${rounds} rounds (${connections} connections); "nginx" = wrk against nginx serving the same bytes in the same round (the client's ceiling); load average now ${loadavg()}:`);
  console.log(`${"target".padEnd(44)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"of nginx".padStart(9)} ${"nginx".padStart(7)}  loop p99/max ms  GC ms/run  errors/non-2xx`);
  for (const target of targets) {
    const rps = median(target.samples.map((x) => x.rps));
    const ceiling = target.reference ? median(target.reference.samples.map((x) => x.rps)) : NaN;
    const ratio = target.reference ? `${(median(target.ratios) * 100).toFixed(1)} %` : "";
    const loop = target.stats.length ? `${median(target.stats.map((s) => s.loopP99))}/${median(target.stats.map((s) => s.loopMax))}` : "";
    const gc = target.stats.length ? `${median(target.stats.map((s) => s.gcTotal))}` : "";
    const warn = target.reference && ceiling < 10 * rps ? "  ! client ceiling < 10× this rate" : "";
    console.log(
      `${target.label.padEnd(44)} ${rps.toFixed(0).padStart(7)} ${median(target.samples.map((x) => x.p50)).toFixed(1).padStart(7)} ${median(target.samples.map((x) => x.p99)).toFixed(1).padStart(7)} ${ratio.padStart(9)} ${(target.reference ? ceiling.toFixed(0) : "").padStart(7)}  ${loop.padStart(15)}  ${gc.padStart(9)}  ${target.samples.reduce((n, x) => n + x.errors, 0)}/${target.samples.reduce((n, x) => n + x.non2xx, 0)}${warn}`,
    );
  }
  console.log("");
  for (const [name, times] of saves) {
    console.log(`${name}: set saves during the dashboard load (sequential, own thread, ${times.length}): p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
  }
  for (const app of apps) {
    const after = rssMb(app.child.pid!);
    console.log(`${app.name}: RSS ${app.rssBefore!.rss.toFixed(0)} MB before the load, ${after.rss.toFixed(0)} MB after (peak ${after.peak.toFixed(0)} MB)`);
  }
  console.log(`\nThe machine may be shared (load average above): absolute figures move with the other work on it; compare ratios within one run.`);
} finally {
  for (const app of apps) await stopChild(app.child);
  await staticServer?.stop();
  if (pgDatabase) await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
}
