/**
 * Start-up failures say what is wrong in one line, without a stack trace (issue 13, finding 15): an
 * invalid LOG_LEVEL, an unreachable PostgreSQL, a missing database, a refused user, and
 * `npm run worker` on an embedded database another process holds. Runs the built server.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../e2e/support/harness";
import { TEST_DATABASE_URL } from "./support/db";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function run(script: string, env: Record<string, string>) {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "watts-startup-"));
  dirs.push(dataDir);
  const result = spawnSync(process.execPath, [script], {
    env: { ...process.env, NODE_ENV: "production", PORT: "4790", HOST: "127.0.0.1", APP_URL: "http://127.0.0.1:9", AUTH_SECRET: "startup-secret-0123456789abcdef0123456", DATABASE_URL: "", LOG_LEVEL: "warn", DATA_DIR: dataDir, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  const output = `${result.stdout}${result.stderr}`.trim();
  return { status: result.status, output, lines: output.split("\n").filter((l) => l.trim() && !l.startsWith("{")) };
}

/** The one line that explains the failure; no stack trace anywhere. */
function expectOneLine(result: ReturnType<typeof run>, pattern: RegExp) {
  expect(result.status, result.output).toBe(1);
  expect(result.output).not.toMatch(/\n\s+at /);
  expect(result.output).not.toContain("Failed query");
  expect(result.lines.join("\n")).toMatch(pattern);
}

describe("start-up errors", () => {
  it("an invalid LOG_LEVEL is named by the environment check instead of crashing", () => {
    const result = run("server.js", { LOG_LEVEL: "verbose" });
    expectOneLine(result, /Cannot start: invalid environment variables\n\s*LOG_LEVEL .*verbose/);
  });

  it("an unreachable PostgreSQL server is named with its host and port", () => {
    const result = run("server.js", { DATABASE_URL: "postgres://postgres@127.0.0.1:9/watts" });
    expectOneLine(result, /^Cannot start: PostgreSQL at 127\.0\.0\.1:9 is not reachable \(ECONNREFUSED\)/);
  });

  it.skipIf(!TEST_DATABASE_URL)("a missing database and a refused user each get their own message", () => {
    const missing = new URL(TEST_DATABASE_URL);
    missing.pathname = "/watts_does_not_exist_zz";
    expectOneLine(run("server.js", { DATABASE_URL: missing.toString() }), /^Cannot start: The database "watts_does_not_exist_zz" does not exist/);
    const stranger = new URL(TEST_DATABASE_URL);
    stranger.username = "watts_no_such_user";
    stranger.password = "wrong-secret";
    const refused = run("server.js", { DATABASE_URL: stranger.toString() });
    expectOneLine(refused, /^Cannot start: PostgreSQL at .* refused the user "watts_no_such_user"/);
    expect(refused.output).not.toContain("wrong-secret");
  });

  it("`npm run worker` on an embedded database held by the web process exits with one line", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-startup-locked-"));
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const result = run("scripts/worker.mjs", { DATA_DIR: dataDir });
      expectOneLine(result, /^Cannot start: The embedded database in .* is in use by another process/);
      expect(result.lines).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});
