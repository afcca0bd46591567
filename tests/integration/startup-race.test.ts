/**
 * Start-up race (issue 25, item 6; decision 0091): two web processes and a worker started together on
 * an empty PostgreSQL database all come up — the migrator runs under an advisory lock, so one process
 * migrates and the others wait and find the migrations applied. Before, 2 of 3 exited with
 * `Failed query: CREATE TABLE "account"`. Runs the build (server.js, scripts/worker.mjs).
 * The same in one process with three pools of their own (a tighter race, as the processes' start-up
 * times differ): all three migrations succeed. Control: a session holding the lock makes a starting
 * server wait (no table is made) until it is released.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { MIGRATION_LOCK, migrateDatabase, migrationsFolder, openDatabase } from "~/server/db/client.server";
import { freePort } from "../e2e/support/harness";
import { createPostgresDatabase, TEST_DATABASE_URL } from "./support/db";

interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(name: string, script: string, env: Record<string, string>): Proc {
  let output = "";
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", LOG_FORMAT: "json", AUTH_SECRET: "startup-race-secret-0123456789abcdefghij", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, child, output: () => output, exited };
}

async function up(proc: Proc, ready: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${proc.name} did not come up:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(proc: Proc): Promise<number | null> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill("SIGTERM");
  const code = await Promise.race([proc.exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 10_000))]);
  if (code === "timeout") {
    proc.child.kill("SIGKILL");
    throw new Error(`${proc.name} did not stop within 10 s`);
  }
  return code;
}

describe.runIf(TEST_DATABASE_URL)("start-up on an empty PostgreSQL database", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
  });

  async function launchThree(url: string) {
    const ports = [await freePort(), await freePort()];
    const webs = ports.map((port, i) =>
      start(`web ${i + 1}`, "server.js", { DATABASE_URL: url, WORKER: "off", PORT: String(port), HOST: "127.0.0.1", APP_URL: `http://127.0.0.1:${port}` }),
    );
    const worker = start("worker", "scripts/worker.mjs", { DATABASE_URL: url });
    const all = [...webs, worker];
    cleanups.push(async () => {
      for (const p of all) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
    });
    return { ports, webs, worker, all };
  }

  it("three migrators started at the same moment on an empty database all succeed", async () => {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: "postgres", url: created.url })));
    cleanups.push(async () => Promise.all(databases.map((d) => d.close())));
    const results = await Promise.allSettled(databases.map((d) => migrateDatabase(d)));
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok", "ok"]);
  }, 60_000);

  it("two web processes and a worker started together all come up, and the schema is migrated once", async () => {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const { ports, webs, worker, all } = await launchThree(created.url);

    await Promise.all([
      ...webs.map((web, i) => up(web, async () => (await fetch(`http://127.0.0.1:${ports[i]}/healthz`)).ok)),
      up(worker, async () => worker.output().includes("worker process running")),
    ]);
    // Each one answers pages from the same database.
    for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/de`)).status).toBe(200);
    for (const p of all) expect(p.output()).not.toContain("Failed query");

    const admin = new pg.Client({ connectionString: created.url });
    await admin.connect();
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
      const applied = await admin.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0].n).toBe(journal.entries.length);
      // Nobody holds the lock once all are up.
      const held = await admin.query("select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2", [...MIGRATION_LOCK]);
      expect(held.rows[0].n).toBe(0);
    } finally {
      await admin.end();
    }
    for (const p of all) expect(await stop(p), `${p.name}:\n${p.output()}`).toBe(0);
  }, 180_000);

  it("control: while another session holds the migration lock, a starting process waits, then comes up", async () => {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const holder = new pg.Client({ connectionString: created.url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query("select pg_advisory_lock($1, $2)", [...MIGRATION_LOCK]);

    const port = await freePort();
    const web = start("web", "server.js", { DATABASE_URL: created.url, WORKER: "off", PORT: String(port), HOST: "127.0.0.1", APP_URL: `http://127.0.0.1:${port}` });
    cleanups.push(async () => {
      if (web.child.exitCode === null) web.child.kill("SIGKILL");
    });
    // It connected and waits on the lock: no table is made while the lock is held elsewhere.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const waiting = await holder.query("select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and classid = $1 and objid = $2", [...MIGRATION_LOCK]);
      if (waiting.rows[0].n > 0) break;
      if (web.child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not wait for the lock:\n${web.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    const tables = await holder.query("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    expect(tables.rows[0].n).toBe(0);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok ?? false).toBe(false);

    await holder.query("select pg_advisory_unlock($1, $2)", [...MIGRATION_LOCK]);
    await up(web, async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok);
    expect(await stop(web)).toBe(0);
  }, 120_000);
});
