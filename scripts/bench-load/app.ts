// The apps under load in npm run bench:load: started from the build (PGlite or PostgreSQL), a confirmed
// customer with an approved plan, their set saves from a thread of their own, and each process's
// event-loop delay and GC pauses (scripts/runtime-stats.mjs, through BENCH_STATS_FILE and SIGUSR2).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { and, eq } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "../../app/server/db/client.server";
import { trainingPlans, user as userTable } from "../../app/server/db/schema.server";
import { parsePlan } from "../../app/domain/plan/parser";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../../tests/support/member-session";
import { freePort, stopChild, waitFor } from "./wrk";

export function rssMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

export interface App {
  name: string;
  baseURL: string;
  dataDir: string;
  target: DatabaseTarget;
  child: ChildProcess;
  /** Where the process writes its event-loop delay and GC pauses on SIGUSR2. */
  statsFile: string;
  member?: TestUser;
  planId?: string;
  trainingDay?: number;
  exercises?: number;
  rssBefore?: { rss: number; peak: number };
}

export async function startApp(name: string, dataDir: string, databaseUrl: string, port?: number): Promise<App> {
  port ??= await freePort();
  let output = "";
  const statsFile = path.join(dataDir, "runtime-stats.jsonl");
  // BENCH_PROFILE_DIR: each app process writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, "server.js"], {
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
      BENCH_STATS_FILE: statsFile,
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
  return { name, baseURL, dataDir, target, child, statsFile };
}

/** A confirmed customer with an approved plan (the worker drafts it; approved in the database). */
export async function withMember(app: App, databaseUrl: string): Promise<App> {
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

/** Drops the session's cache cookie, as if its minute had passed, and lets the app issue a new one. */
export async function renewSessionCache(app: App): Promise<void> {
  app.member!.jar.forget(/session_data/);
  const res = await request(app.baseURL, app.member!.jar, "/de/dashboard.data");
  await res.arrayBuffer();
  if (!app.member!.jar.has("session_data")) throw new Error(`${app.name}: no new session cache cookie`);
}

/**
 * Sequential set saves (one set per request, like a tick in the plan view; back to back, or one every
 * `intervalMs`) while `during` runs, sent
 * from a thread of their own, as a phone sends them: in the load generator's thread each answer would
 * also wait for the load client's own work on 50 connections, which no customer's phone does.
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
    // --save-interval: one save every N ms (a steady cadence, the same for every database); 0: back to back.
    const wait = w.interval - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  parentPort.postMessage(times);
})();`;

export async function savesDuring<T>(app: App, during: Promise<T>, intervalMs = 0): Promise<{ result: T; times: number[] }> {
  const saver = new Worker(SAVER, {
    eval: true,
    workerData: { url: `${app.baseURL}/de/training/${app.planId}`, origin: app.baseURL, cookie: app.member!.jar.header(), day: app.trainingDay, exercises: app.exercises, interval: intervalMs },
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


export interface RuntimeStats {
  loopP50: number;
  loopP99: number;
  loopMax: number;
  gcCount: number;
  gcTotal: number;
  gcMax: number;
}

/** The process's event-loop delay and GC pauses since the last call (the first call only resets). */
export async function runtimeStats(app: App): Promise<RuntimeStats | null> {
  const lines = () => (fs.existsSync(app.statsFile) ? fs.readFileSync(app.statsFile, "utf8").trim().split("\n").filter(Boolean) : []);
  const before = lines().length;
  app.child.kill("SIGUSR2");
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 20));
    const now = lines();
    if (now.length > before) return JSON.parse(now[now.length - 1]!) as RuntimeStats;
  }
  return null;
}
