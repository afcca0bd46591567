import { describe, expect, it } from "vitest";
import { envWarnings, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives working defaults for a local run", () => {
    const result = parseEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env.port).toBe(3000);
    expect(result.env.appUrl).toBe("http://localhost:3000");
    expect(result.env.databaseUrl).toBeUndefined();
    expect(result.env.ai).toBeUndefined();
    expect(result.env.worker).toBe("inline");
  });

  it("reports one line per bad variable", () => {
    const result = parseEnv({ DATABASE_URL: "localhost:5432/db", PORT: "0", WORKER: "maybe" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(3);
    expect(result.errors.find((e) => e.startsWith("DATABASE_URL"))).toBe(
      "DATABASE_URL must be a URL like postgres://user:password@host:5432/database",
    );
    expect(result.errors.find((e) => e.startsWith("PORT"))).toContain('(got "0")');
  });

  it("never echoes values of secret-bearing variables", () => {
    const result = parseEnv({ DATABASE_URL: "mysql://u:topsecret@h/db", AUTH_SECRET: "short-secret" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.join("\n")).not.toContain("topsecret");
    expect(result.errors.join("\n")).not.toContain("short-secret");
  });

  it("requires AI settings together and AUTH_SECRET in production with PostgreSQL", () => {
    const ai = parseEnv({ AI_BASE_URL: "https://api.example.com/v1" });
    expect(ai.ok).toBe(false);
    const prod = parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" });
    expect(prod.ok).toBe(false);
    const ok = parseEnv({
      AI_BASE_URL: "https://api.example.com/v1",
      AI_API_KEY: "k",
      AI_MODEL: "m",
      AI_PRICE_INPUT_PER_MTOK: "0.15",
      APP_URL: "https://watts.example/",
    });
    expect(ok.ok && ok.env.ai?.priceInputPerMTok).toBe(0.15);
    expect(ok.ok && ok.env.appUrl).toBe("https://watts.example");
  });

  it("warns at start-up when an AI provider is configured without prices (no silent 0 € costs)", () => {
    const ai = { AI_BASE_URL: "https://api.example.com/v1", AI_API_KEY: "k", AI_MODEL: "m" };
    const none = parseEnv(ai);
    expect(none.ok && envWarnings(none.env)).toEqual([expect.stringContaining("AI_PRICE_INPUT_PER_MTOK and AI_PRICE_OUTPUT_PER_MTOK")]);
    const one = parseEnv({ ...ai, AI_PRICE_INPUT_PER_MTOK: "0.15" });
    expect(one.ok && envWarnings(one.env)).toHaveLength(1);
    const both = parseEnv({ ...ai, AI_PRICE_INPUT_PER_MTOK: "0.15", AI_PRICE_OUTPUT_PER_MTOK: "0.6" });
    expect(both.ok && envWarnings(both.env)).toEqual([]);
    // A deliberate price of 0 (a free local model) is configured, not missing.
    const free = parseEnv({ ...ai, AI_PRICE_INPUT_PER_MTOK: "0", AI_PRICE_OUTPUT_PER_MTOK: "0" });
    expect(free.ok && envWarnings(free.env)).toEqual([]);
    const builtin = parseEnv({});
    expect(builtin.ok && envWarnings(builtin.env)).toEqual([]);
  });

  it("knows whether APP_URL was set, where the company data is, and checks LOG_FORMAT", () => {
    const local = parseEnv({});
    expect(local.ok && local.env.appUrlConfigured).toBe(false);
    expect(local.ok && local.env.companyFile.endsWith("/company.json")).toBe(true);
    expect(local.ok && local.env.companyFileConfigured).toBe(false);
    const deployed = parseEnv({ APP_URL: "https://watts.example/", COMPANY_FILE: "/etc/watts/company.json", LOG_FORMAT: "json" });
    expect(deployed.ok && deployed.env.appUrlConfigured).toBe(true);
    expect(deployed.ok && deployed.env.companyFile).toBe("/etc/watts/company.json");
    const bad = parseEnv({ LOG_FORMAT: "xml" });
    expect(bad.ok ? [] : bad.errors.map((e) => e.split(" ")[0])).toEqual(["LOG_FORMAT"]);
  });

  it("reads the worker heartbeat (default 10 s) and refuses values outside 100 ms to 60 s", () => {
    const local = parseEnv({});
    expect(local.ok && local.env.jobHeartbeatMs).toBe(10_000);
    const fast = parseEnv({ JOB_HEARTBEAT_MS: "200" });
    expect(fast.ok && fast.env.jobHeartbeatMs).toBe(200);
    for (const bad of ["50", "60001", "10s", "-1"]) {
      const result = parseEnv({ JOB_HEARTBEAT_MS: bad });
      expect(result.ok ? [] : result.errors.map((e) => e.split(" ")[0])).toEqual(["JOB_HEARTBEAT_MS"]);
    }
  });
});
