import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { createPostgresDatabase, DRIVERS } from "./support/db";

describe.each(DRIVERS)("the built server on %s", (driver) => {
  let server: RunningServer | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = "";

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it("starts, migrates, answers /healthz and serves the home page", async () => {
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer(
      driver === "postgres" ? { DATABASE_URL: databaseUrl, AUTH_SECRET: "integration-test-secret-0123456789abcdef" } : {},
    );
    const health = await fetch(`${server.baseURL}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: driver === "postgres" ? "postgres" : "pglite" });
    const home = await fetch(`${server.baseURL}/de`);
    expect(home.status).toBe(200);
    expect(home.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    const traced = await fetch(`${server.baseURL}/de/preise`, { headers: { "X-Request-Id": "trace-123" } });
    expect(traced.headers.get("x-request-id")).toBe("trace-123");
    const forged = await fetch(`${server.baseURL}/de/preise`, { headers: { "X-Request-Id": "<script>" } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await home.text()).toContain('<html lang="de"');
  });

  if (driver === "postgres") {
    it("answers 503 on /healthz when the database is unreachable", async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = new URL(databaseUrl).pathname.slice(1);
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
      dropDatabase = undefined;
      const health = await fetch(`${server!.baseURL}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "unavailable" });
    });
  }
});

describe("start-up with a bad environment", () => {
  it("fails with one clear line per bad variable and never echoes secrets", () => {
    const result = spawnSync(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        DATABASE_URL: "mysql://root:hunter2@db/x",
        PORT: "eighty",
        SMTP_URL: "not a url",
        ADMIN_EMAIL: "admin",
        DATA_DIR: "/tmp/never-used",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines[0]).toBe("Cannot start: invalid environment variables");
    expect(lines.some((l) => l.includes("DATABASE_URL must be a URL like postgres://"))).toBe(true);
    expect(lines.some((l) => l.includes("PORT must be a port number"))).toBe(true);
    expect(lines.some((l) => l.includes("SMTP_URL must be a URL like smtp://"))).toBe(true);
    expect(lines.some((l) => l.includes("ADMIN_EMAIL must be an e-mail address"))).toBe(true);
    expect(lines).toHaveLength(5);
    expect(result.stderr).not.toContain("hunter2");
  });
});
