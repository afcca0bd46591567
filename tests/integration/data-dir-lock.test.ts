/**
 * Two processes on one embedded-database directory in separate PID namespaces (two containers on one
 * volume): each is PID 1 in its own namespace, so a PID file cannot tell them apart. The built server
 * runs inside `unshare --pid --fork --mount-proc`; the second server and `npm run worker` on the same
 * DATA_DIR must refuse with one line, and after a kill -9 of the holder the next start must get
 * through within the stale time (15 s) by itself.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/harness";
import { DEFAULT_STALE_MS } from "~/server/db/data-dir-lock.server";

/** How this machine makes a new PID namespace: as root directly, else inside a user namespace. */
function unsharePrefix(): string[] {
  for (const prefix of [["unshare", "--pid", "--fork", "--mount-proc"], ["unshare", "--user", "--map-root-user", "--pid", "--fork", "--mount-proc"]]) {
    const probe = spawnSync(prefix[0]!, [...prefix.slice(1), "sh", "-c", 'test "$$" = 1'], { encoding: "utf8" });
    if (probe.status === 0) return prefix;
  }
  throw new Error("`unshare --pid --fork --mount-proc` does not work here (util-linux, and root or unprivileged user namespaces are needed)");
}

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(prefix: string[], script: string, env: Record<string, string>): Proc {
  let output = "";
  const child = spawn(prefix[0]!, [...prefix.slice(1), process.execPath, script], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", DATABASE_URL: "", LOG_LEVEL: "warn", WORKER: "inline", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The host PID of the process `unshare --fork` started (PID 1 inside its namespace). */
function innerPid(proc: Proc): number {
  const pid = proc.child.pid!;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  if (children.length !== 1) throw new Error(`expected one child of unshare ${pid}, found ${children.join(",")}`);
  return Number(children[0]);
}

async function waitHealthy(baseURL: string, proc: Proc, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`server exited (${proc.child.exitCode}):\n${proc.output()}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

const REFUSAL = /^Cannot start: The embedded database in (\S+) is in use by another process \(process 1 on host "[^"]+" since \d{4}-\d\d-\d\dT[\d:.]+Z, last heartbeat \d+ s ago\)\. Stop that process first, or set DATABASE_URL to share a PostgreSQL server between processes\. If that process has crashed, its lock expires 15 s after its last heartbeat \(at [\dT:.Z-]+\); start again then\.$/;

describe("one embedded database directory, two PID namespaces", () => {
  let prefix: string[];
  let dataDir: string;
  const procs: Proc[] = [];

  beforeAll(() => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("No build found: run `npm run build` first (npm test does).");
    prefix = unsharePrefix();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-lock-it-"));
  });

  afterAll(async () => {
    for (const p of procs) {
      if (p.child.exitCode !== null) continue;
      try {
        process.kill(innerPid(p), "SIGKILL");
      } catch {
        p.child.kill("SIGKILL");
      }
      await within(p.exited, 10_000, "stopping a server").catch(() => p.child.kill("SIGKILL"));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("the second server and a worker refuse with one line; after kill -9 of the first the next start gets through within the stale time", { timeout: 120_000 }, async () => {
    const port1 = await freePort();
    const first = run(prefix, "server.js", { PORT: String(port1), APP_URL: `http://127.0.0.1:${port1}`, DATA_DIR: dataDir });
    procs.push(first);
    await waitHealthy(`http://127.0.0.1:${port1}`, first);
    const port2 = await freePort();
    const second = run(prefix, "server.js", { PORT: String(port2), APP_URL: `http://127.0.0.1:${port2}`, DATA_DIR: dataDir });
    procs.push(second);
    expect(await within(second.exited, 60_000, "the second server")).toBe(1);
    const lines = second.output().trim().split("\n");
    expect(lines, second.output()).toHaveLength(1);
    expect(lines[0]).toMatch(REFUSAL);
    expect(REFUSAL.exec(lines[0]!)![1]).toBe(dataDir);

    const worker = run(prefix, "scripts/worker.mjs", { DATA_DIR: dataDir });
    procs.push(worker);
    expect(await within(worker.exited, 60_000, "the worker")).toBe(1);
    const workerLines = worker.output().trim().split("\n");
    expect(workerLines, worker.output()).toHaveLength(1);
    expect(workerLines[0]).toMatch(REFUSAL);
    expect(worker.output()).not.toMatch(/\n\s+at /);

    // The first one is undisturbed and still holds the lock, as PID 1 of its namespace (the case a
    // PID file cannot handle: the second process was PID 1 as well).
    expect((await fetch(`http://127.0.0.1:${port1}/healthz`)).status).toBe(200);
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, "pgdata.lock"), "utf8")) as { pid: number; token: string };
    expect(lock.pid).toBe(1);

    // A crash: the lock stays behind (another namespace: its PID says nothing here), and expires.
    process.kill(innerPid(first), "SIGKILL");
    await within(first.exited, 10_000, "the killed server");
    const killedAt = Date.now();
    let next: Proc;
    for (let attempt = 0; ; attempt++) {
      const port = await freePort();
      next = run(prefix, "server.js", { PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir });
      procs.push(next);
      const outcome = await waitHealthy(`http://127.0.0.1:${port}`, next).then(
        () => "healthy",
        () => "exited",
      );
      if (outcome === "healthy") break;
      expect(next.output().trim()).toMatch(REFUSAL);
      expect(attempt).toBeLessThan(30);
      await new Promise((r) => setTimeout(r, 1000));
    }
    const blockedMs = Date.now() - killedAt;
    expect(blockedMs).toBeLessThan(DEFAULT_STALE_MS + 10_000);
    const taken = JSON.parse(fs.readFileSync(path.join(dataDir, "pgdata.lock"), "utf8")) as { token: string; pid: number };
    expect(taken.token).not.toBe(lock.token);
    expect(taken.pid).toBe(1);

    // A clean stop removes the lock.
    process.kill(innerPid(next), "SIGTERM");
    await within(next.exited, 15_000, "the clean stop");
    expect(fs.existsSync(path.join(dataDir, "pgdata.lock"))).toBe(false);
  });
});
