// Serving speed under load: the built app (PGlite, and PostgreSQL when 127.0.0.1:5432 answers) next to
// a static server holding the saved HTML of /de (nginx when installed, else a minimal Node server), in
// interleaved rounds with autocannon (bounded: N connections for D seconds per endpoint). Prints req/s,
// p50/p99 and the ratio to the static server in the same round, a signed-in customer's set saves
// during the dashboard load (from a thread of their own), and RSS before and after (JavaScript per page: npm run bench:js).
// The machine is shared: absolute figures swing from run to run, only ratios within one run count.
// Usage: npm run bench:load [-- --duration 10] [-- --rounds 3] [-- --connections 50] [-- --warmup 5] [-- --no-postgres]
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import zlib from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { and, eq } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "../app/server/db/client.server";
import { trainingPlans, user as userTable } from "../app/server/db/schema.server";
import { parsePlan } from "../app/domain/plan/parser";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../tests/support/member-session";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Math.max(1, Number(process.argv[i + 1]) || fallback) : fallback;
};
const duration = arg("--duration", 10);
const rounds = arg("--rounds", 3);
const connections = arg("--connections", 50);
const warmup = arg("--warmup", 5);
const withPostgres = !process.argv.includes("--no-postgres");
const ADMIN_DB_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// What a browser sends: the servers pick brotli or gzip from it.
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd", "accept-language": "de-DE,de;q=0.9" };

if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function rssMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

interface App {
  name: string;
  baseURL: string;
  dataDir: string;
  target: DatabaseTarget;
  child: ChildProcess;
  member?: TestUser;
  planId?: string;
  trainingDay?: number;
  exercises?: number;
  rssBefore?: { rss: number; peak: number };
}

async function startApp(name: string, dataDir: string, databaseUrl: string, port?: number): Promise<App> {
  port ??= await freePort();
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // As `npm run serve` starts it (package.json; decision 0056).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "bench-load-secret-0123456789abcdef0123",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output = (output + d).slice(-20_000)));
  child.stderr?.on("data", (d) => (output = (output + d).slice(-20_000)));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(`${baseURL}/healthz`, child, () => output);
  const target: DatabaseTarget = databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir };
  return { name, baseURL, dataDir, target, child };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

/** A confirmed customer with an approved plan (the worker drafts it; approved in the database). */
async function withMember(app: App, databaseUrl: string): Promise<App> {
  const member = await registerAndConfirm(app.baseURL, app.dataDir, { email: uniqueEmail("bench-load"), firstName: "Lea", lastName: "Last" });
  const q = await request(app.baseURL, member.jar, "/de/fragebogen", {
    method: "POST",
    body: formBody({
      first_name: "Lea", last_name: "Last", age: "34", gender: "female", main_goals: ["muscle_building"], other_sport: "no",
      training_intensity: "balanced", training_frequency: "3x", session_duration: "45_60", daily_activity: "sitting",
      training_level: "returning", current_training: "sporadic", training_experience: ["gym"], equipment: ["dumbbells", "barbell", "machines"], data_consent: true,
    }),
  });
  if (q.status !== 302) throw new Error(`${app.name}: questionnaire answered ${q.status}`);
  // PGlite holds its data directory: approve in the stopped database, then start again on the same port.
  const port = new URL(app.baseURL).port;
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 1500));
    if (app.target.kind === "pglite") await stopChild(app.child);
    const database = await openDatabase(app.target);
    let draft: { id: string; content: string } | undefined;
    try {
      const [u] = await database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, member.email));
      [draft] = await database.db.select().from(trainingPlans).where(and(eq(trainingPlans.userId, u!.id), eq(trainingPlans.status, "draft")));
      if (draft) await database.db.update(trainingPlans).set({ status: "approved", approvedAt: new Date() }).where(eq(trainingPlans.id, draft.id));
    } finally {
      await database.close();
    }
    if (app.target.kind === "pglite") app = { ...(await startApp(app.name, app.dataDir, databaseUrl, Number(port))) };
    if (draft) {
      const day = parsePlan(draft.content).days.find((d) => !d.isRestDay)!;
      return { ...app, member, planId: draft.id, trainingDay: day.day, exercises: day.exercises.length };
    }
  }
  throw new Error(`${app.name}: the worker drafted no plan`);
}

interface StaticServer {
  name: string;
  baseURL: string;
  stop: () => Promise<void>;
}

/** nginx (when installed) or a minimal Node server answering /de with the saved HTML, gzip-compressed ahead. */
async function startStatic(html: Buffer, dir: string): Promise<StaticServer> {
  // nginx's worker runs as an unprivileged user: the files must be readable by everybody.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, "de.html"), html);
  fs.writeFileSync(path.join(dir, "de.html.gz"), zlib.gzipSync(html, { level: 9 }));
  const port = await freePort();
  let nginx = "";
  try {
    nginx = execFileSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).trim().split("\n")[0]!;
  } catch {
    /* not installed */
  }
  if (nginx) {
    const conf = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    gzip_static on;
    gzip_vary on;
    location = /de { default_type "text/html; charset=utf-8"; try_files /de.html =404; }
  }
}
`;
    fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
    fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
    const child = spawn(nginx, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
    await waitFor(`http://127.0.0.1:${port}/de`, child, () => fs.readFileSync(path.join(dir, "error.log"), "utf8")).catch(async (error) => {
      await stopChild(child);
      throw error;
    });
    return { name: "nginx", baseURL: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
  }
  const script = `
const http = require("node:http"), fs = require("node:fs");
const plain = fs.readFileSync(${JSON.stringify(path.join(dir, "de.html"))}), gz = fs.readFileSync(${JSON.stringify(path.join(dir, "de.html.gz"))});
http.createServer((req, res) => {
  if (req.url !== "/de") { res.statusCode = 404; return res.end(); }
  const zip = /\\bgzip\\b/.test(req.headers["accept-encoding"] || "");
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", vary: "Accept-Encoding", ...(zip ? { "content-encoding": "gzip" } : {}) });
  res.end(zip ? gz : plain);
}).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
  await waitFor(`http://127.0.0.1:${port}/de`, child, () => "");
  return { name: "node static", baseURL: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>, seconds = duration): Promise<Sample> {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  return {
    // Completed requests over the whole run (the per-second average hides the seconds in which a slow
    // server completed nothing).
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Drops the session's cache cookie, as if its minute had passed, and lets the app issue a new one. */
async function renewSessionCache(app: App): Promise<void> {
  app.member!.jar.forget(/session_data/);
  const res = await request(app.baseURL, app.member!.jar, "/de/dashboard.data");
  await res.arrayBuffer();
  if (!app.member!.jar.has("session_data")) throw new Error(`${app.name}: no new session cache cookie`);
}

/**
 * Sequential set saves (one set per request, like a tick in the plan view) while `during` runs, sent
 * from a thread of their own, as a phone sends them: in the load generator's thread each answer would
 * also wait for autocannon's own work on 50 connections, which no customer's phone does.
 */
const SAVER = `
const { parentPort, workerData: w } = require("node:worker_threads");
let stop = false;
parentPort.on("message", () => (stop = true));
(async () => {
  const times = [];
  for (let i = 0; !stop; i++) {
    const started = performance.now();
    const res = await fetch(w.url, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: w.cookie, origin: w.origin },
      body: JSON.stringify({ intent: "progress", changes: [{ day: w.day, exerciseOrder: i % w.exercises, setNumber: 1, reps: String(i % 12), weight: 20, completed: i % 2 === 0, changedAt: Date.now() }] }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error("set save answered " + res.status);
    times.push(performance.now() - started);
  }
  parentPort.postMessage(times);
})();`;

async function savesDuring<T>(app: App, during: Promise<T>): Promise<{ result: T; times: number[] }> {
  const saver = new Worker(SAVER, {
    eval: true,
    workerData: { url: `${app.baseURL}/de/training/${app.planId}`, origin: app.baseURL, cookie: app.member!.jar.header(), day: app.trainingDay, exercises: app.exercises },
  });
  // Settled, never rejected, until awaited below (a failed save ends the bench there).
  const settled = new Promise<{ times: number[] } | { error: unknown }>((resolve) => {
    saver.once("message", (times: number[]) => resolve({ times }));
    saver.once("error", (error) => resolve({ error }));
  });
  const result = await during;
  saver.postMessage("stop");
  const outcome = await settled;
  await saver.terminate();
  if ("error" in outcome) throw outcome.error;
  const answer = { result, times: outcome.times };
  if (answer.times.length === 0) throw new Error(`${app.name}: no set save finished during the load`);
  return answer;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "watts-bench-load-"));
const apps: App[] = [];
let staticServer: StaticServer | undefined;
let pgDatabase = "";
const admin = new pg.Client({ connectionString: ADMIN_DB_URL, connectionTimeoutMillis: 2000 });
try {
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

  const first = apps[0]!;
  const html = Buffer.from(await (await fetch(`${first.baseURL}/de`)).arrayBuffer());
  staticServer = await startStatic(html, work);
  const asset = fs
    .readdirSync("build/client/assets")
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, size: fs.statSync(path.join("build/client/assets", f)).size }))
    .sort((a, b) => b.size - a.size)[0]!;

  // JavaScript per page: `npm run bench:js` (Chromium counts what a page really loads until hydrated).
  for (const app of apps) {
    // Warm-up: each endpoint once, then the memory baseline.
    for (const p of ["/de", "/de/preise", "/healthz", "/de/dashboard", "/de/dashboard.data"]) await (await fetch(`${app.baseURL}${p}`, { headers: { cookie: app.member!.jar.header() } })).arrayBuffer();
    app.rssBefore = rssMb(app.child.pid!);
  }
  // A freshly started process runs its code unoptimised at first (the PGlite app was restarted above):
  // the signed-in load with saves for a few seconds each — the saves make the dashboard render again
  // and again — printed, not counted.
  for (const app of apps) {
    await renewSessionCache(app);
    const { result: warm, times } = await savesDuring(app, load(`${app.baseURL}/de/dashboard`, { ...BROWSER_HEADERS, cookie: app.member!.jar.header() }, warmup));
    console.log(
      `${app.name}: warm-up, ${warmup} s of /de/dashboard (signed in) with saves: ${warm.rps.toFixed(0)} req/s, p99 ${warm.p99.toFixed(0)} ms, saves p95 ${pct(times, 95).toFixed(0)} ms (not counted)`,
    );
  }

  type Endpoint = { label: string; base: () => string; path: string; headers: Record<string, string>; app?: App; memberOf?: App };
  const endpoints: Endpoint[] = [{ label: `${staticServer.name} /de (saved HTML)`, base: () => staticServer!.baseURL, path: "/de", headers: BROWSER_HEADERS }];
  for (const app of apps) {
    const cookie = { ...BROWSER_HEADERS, cookie: app.member!.jar.header() };
    endpoints.push(
      { label: `${app.name} /de`, base: () => app.baseURL, path: "/de", headers: BROWSER_HEADERS },
      { label: `${app.name} /de/preise`, base: () => app.baseURL, path: "/de/preise", headers: BROWSER_HEADERS },
      { label: `${app.name} /assets/${asset.f.replace(/-[\w-]+\.js$/, "…js")} (${(asset.size / 1024).toFixed(0)} KB)`, base: () => app.baseURL, path: `/assets/${asset.f}`, headers: BROWSER_HEADERS },
      { label: `${app.name} /healthz`, base: () => app.baseURL, path: "/healthz", headers: BROWSER_HEADERS },
      { label: `${app.name} /de/dashboard (signed in)`, base: () => app.baseURL, path: "/de/dashboard", headers: cookie, app, memberOf: app },
      { label: `${app.name} /de/dashboard.data (signed in)`, base: () => app.baseURL, path: "/de/dashboard.data", headers: cookie, memberOf: app },
    );
  }
  console.log(`\n${rounds} interleaved rounds, ${connections} connections × ${duration} s per endpoint (autocannon), headers of a browser (accept-encoding: br, gzip):`);
  const samples = new Map<string, Sample[]>();
  const ratios = new Map<string, number[]>();
  const saves = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    let staticRps = NaN;
    for (const e of endpoints) {
      // A browser keeps the session cookie cache fresh (it stores every Set-Cookie); autocannon does not,
      // so each signed-in run starts with a cache cookie issued just now (valid for 60 s, longer than one
      // run). Merely asking again is not enough: a cookie issued 55 s before would expire mid-run, and
      // from then on every request would carry the stale cookie and be answered fresh with a new one.
      const member = e.memberOf;
      if (member) await renewSessionCache(member);
      if (member) e.headers = { ...e.headers, cookie: member.member!.jar.header() };
      const run = load(`${e.base()}${e.path}`, e.headers);
      let sample: Sample;
      if (e.app) {
        const { result, times } = await savesDuring(e.app, run);
        sample = result;
        saves.set(e.app.name, [...(saves.get(e.app.name) ?? []), ...times]);
      } else sample = await run;
      if (e === endpoints[0]) staticRps = sample.rps;
      samples.set(e.label, [...(samples.get(e.label) ?? []), sample]);
      ratios.set(e.label, [...(ratios.get(e.label) ?? []), sample.rps / staticRps]);
      process.stdout.write(".");
    }
  }
  console.log("\n");
  console.log(`${"endpoint".padEnd(52)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"of static".padStart(9)}  errors/non-2xx   (medians of ${rounds} rounds)`);
  for (const e of endpoints) {
    const s = samples.get(e.label)!;
    const r = median(ratios.get(e.label)!);
    console.log(
      `${e.label.padEnd(52)} ${median(s.map((x) => x.rps)).toFixed(0).padStart(8)} ${median(s.map((x) => x.p50)).toFixed(0).padStart(7)} ${median(s.map((x) => x.p99)).toFixed(0).padStart(7)} ${`${(r * 100).toFixed(1)} %`.padStart(9)}  ${s.reduce((n, x) => n + x.errors, 0)}/${s.reduce((n, x) => n + x.non2xx, 0)}   rounds (req/s, p99 ms): ${s.map((x) => `${x.rps.toFixed(0)}, ${x.p99.toFixed(0)}`).join(" / ")}`,
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
  console.log(`\nThe machine is shared: the absolute figures move with the other work on it; compare ratios within one run.`);
} finally {
  for (const app of apps) await stopChild(app.child);
  await staticServer?.stop();
  if (pgDatabase) await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
}
