import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const tsx = path.resolve("node_modules/.bin/tsx");
const run = (...args: string[]) => spawnSync(tsx, ["scripts/plan-cli.ts", ...args], { encoding: "utf8", timeout: 60_000 });

describe("plan CLI (npm run plan)", () => {
  it("generate → parse → gates round-trips on the example questionnaire", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-cli-"));
    const generated = run("generate", "docs/examples/questionnaire.json");
    expect(generated.status).toBe(0);
    expect(generated.stdout).toContain("## Tag 14");
    const planFile = path.join(dir, "plan.md");
    fs.writeFileSync(planFile, generated.stdout);

    const parsed = run("parse", planFile);
    expect(parsed.status).toBe(0);
    const plan = JSON.parse(parsed.stdout) as { days: Array<{ day: number }> };
    expect(plan.days.map((d) => d.day)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));

    const gates = run("gates", planFile, "docs/examples/questionnaire.json");
    expect(gates.status).toBe(0);
    const results = JSON.parse(gates.stdout) as Array<{ id: string; passed: boolean }>;
    expect(results).toHaveLength(6);
    expect(results.every((r) => r.passed)).toBe(true);

    const json = run("generate", "docs/examples/questionnaire.json", "--json");
    expect(JSON.parse(json.stdout).summary.trainingDaysPerWeek).toBe(3);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("explains bad usage with exit code 2", () => {
    const result = run("gates", "does-not-exist.md");
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Plandatei/);
  });

  it("validates the questionnaire against the schema and names every offending field (exit code 2)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-cli-"));
    const good = JSON.parse(fs.readFileSync("docs/examples/questionnaire.json", "utf8")) as Record<string, unknown>;
    const file = path.join(dir, "bad.json");
    fs.writeFileSync(file, JSON.stringify({ ...good, equipment: ["dumbbells", "hantelbank"], training_frequency: "3 mal", equipmnt: ["none"], age: undefined }));
    for (const args of [["generate", file], ["gates", "app/domain/plan/fixtures/canonical.md", file]]) {
      const result = run(...args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain("Fragebogen ungültig");
      expect(result.stderr).toContain('equipment.1: Invalid option');
      expect(result.stderr).toContain('"hantelbank"');
      expect(result.stderr).toContain('training_frequency: Invalid option');
      expect(result.stderr).toContain("equipmnt: unbekanntes Feld");
      expect(result.stderr).toMatch(/age: .*\(fehlt\)/);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
