/**
 * SIGTERM ends the built server within 10 s at any moment (issue 25, item 6; decision 0091), also when
 * its output can no longer be written. Before, a server whose log reader had stopped reading (or gone
 * away) logged nothing more after SIGTERM, closed its port and kept running, waiting in a futex: pino's
 * stdout writer retried the full pipe in a sleep loop, also when flushing at exit.
 * - stdout and stderr are a pipe to a process that never reads: the pipe is filled with request log
 *   lines, then SIGTERM → the process is gone within 10 s;
 * - the same, with the reading process killed (writes fail with EPIPE);
 * - control: output read as usual → exit code 0 within 10 s, the shutdown line logged;
 * - a stop that hangs (PostgreSQL: another session locks the table the worker's stop writes to): the
 *   hard stop ends the process after its 8 s grace with code 1 and says so — also with its output
 *   a full pipe nobody reads.
 * On PGlite and PostgreSQL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/harness";
import { createPostgresDatabase, DRIVERS, type Driver } from "./support/db";

const STOP_LIMIT_MS = 10_000;

describe.each(DRIVERS)("SIGTERM on %s", (driver: Driver) => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  let databaseUrl = "";
  async function databaseEnv(): Promise<Record<string, string>> {
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      cleanups.push(created.drop);
      databaseUrl = created.url;
      return { DATABASE_URL: created.url, AUTH_SECRET: "shutdown-test-secret-0123456789abcdefghij" };
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-shutdown-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir, DATABASE_URL: "" };
  }

  /** The built server, its stdout and stderr going to `output` (a pipe), or read by the test. */
  async function startServer(output: Writable | "pipe") {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child: ChildProcess = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", APP_URL: base, LOG_LEVEL: "info", LOG_FORMAT: "json", ...(await databaseEnv()) },
      stdio: ["ignore", output, output],
    });
    let text = "";
    child.stdout?.on("data", (d) => (text += d));
    child.stderr?.on("data", (d) => (text += d));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    cleanups.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${text}`);
      if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
      if (i > 900) throw new Error(`server did not start:\n${text}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { child, base, exited, output: () => text };
  }

  /** A process holding the read end of a pipe that it never reads; its write end for the server. */
  function nonReader() {
    const reader = spawn("sleep", ["600"], { stdio: ["pipe", "ignore", "ignore"] });
    cleanups.push(() => {
      if (reader.exitCode === null && reader.signalCode === null) reader.kill("SIGKILL");
    });
    reader.stdin!.on("error", () => {});
    return reader;
  }

  /** Request log lines (with long paths) until far more than a pipe holds (64 KB) was logged. */
  async function fillLog(base: string) {
    const long = `/de/${"x".repeat(3000)}`;
    for (let i = 0; i < 120; i++) await fetch(`${base}${long}-${i}`).then((r) => r.arrayBuffer());
  }

  async function stopWithin(server: Awaited<ReturnType<typeof startServer>>) {
    const sent = Date.now();
    server.child.kill("SIGTERM");
    const result = await Promise.race([server.exited, new Promise<"running">((r) => setTimeout(() => r("running"), STOP_LIMIT_MS))]);
    const ms = Date.now() - sent;
    console.info(`${driver}: SIGTERM → ${result === "running" ? "still running" : `exit ${JSON.stringify(result)}`} after ${ms} ms`);
    return { result, ms };
  }

  it("its output is a pipe nobody reads (full): the process is gone within 10 s of SIGTERM", async () => {
    const reader = nonReader();
    const server = await startServer(reader.stdin!);
    await fillLog(server.base);
    const { result } = await stopWithin(server);
    expect(result).not.toBe("running");
    expect(result).toEqual({ code: 0, signal: null });
  }, 120_000);

  it("its output's reader went away (EPIPE): the process is gone within 10 s of SIGTERM", async () => {
    const reader = nonReader();
    const server = await startServer(reader.stdin!);
    await fillLog(server.base);
    reader.kill("SIGKILL");
    await new Promise((r) => reader.once("exit", r));
    // Our copy of the pipe's write end is not needed (the server holds its own).
    reader.stdin!.destroy();
    await fillLog(server.base);
    const { result } = await stopWithin(server);
    expect(result).not.toBe("running");
    expect(result).toEqual({ code: 0, signal: null });
  }, 120_000);

  it("control: with its output read, SIGTERM ends it with code 0 and its shutdown line", async () => {
    const server = await startServer("pipe");
    await fillLog(server.base);
    const { result, ms } = await stopWithin(server);
    expect(result).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(STOP_LIMIT_MS);
    const lines = server.output().split("\n").filter(Boolean);
    expect(lines.some((l) => l.includes('"msg":"shutting down"') && l.includes('"signal":"SIGTERM"'))).toBe(true);
    expect(server.output()).not.toContain("stop did not finish in time");
  }, 120_000);

  async function lockWorkerTable() {
    // The worker's stop removes its row from job_workers: another session holds that table locked.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    cleanups.push(async () => {
      await locker.query("rollback").catch(() => {});
      await locker.end();
    });
    await locker.query("begin");
    await locker.query("lock table job_workers in access exclusive mode");
  }

  it.runIf(driver === "postgres")("a stop that hangs on the database while nobody reads the output: gone within 10 s (code 1)", async () => {
    const reader = nonReader();
    const server = await startServer(reader.stdin!);
    await fillLog(server.base);
    await lockWorkerTable();
    const { result } = await stopWithin(server);
    expect(result).toEqual({ code: 1, signal: null });
  }, 120_000);

  it.runIf(driver === "postgres")("a stop that hangs on the database: the hard stop ends the process within 10 s, with code 1 and a log line", async () => {
    const server = await startServer("pipe");
    await lockWorkerTable();
    const { result, ms } = await stopWithin(server);
    expect(result).toEqual({ code: 1, signal: null });
    expect(ms).toBeGreaterThanOrEqual(7500);
    expect(server.output()).toContain('"msg":"shutting down"');
    expect(server.output()).toContain("stop did not finish in time: exiting");
  }, 120_000);
});
