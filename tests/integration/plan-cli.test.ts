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

  it("generate accepts a stored questionnaire record (id, user_id, data_consent, status, created_at ignored) and still refuses unknown fields", () => {
    const record = run("generate", "docs/examples/questionnaire-record.json");
    expect(record.status).toBe(0);
    expect(record.stdout).toBe(run("generate", "docs/examples/questionnaire.json").stdout);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-cli-"));
    const file = path.join(dir, "record.json");
    const stored = JSON.parse(fs.readFileSync("docs/examples/questionnaire-record.json", "utf8")) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...stored, favourite_colour: "blau", statuss: "pending" }));
    const bad = run("generate", file);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("favourite_colour");
    expect(bad.stderr).toContain("statuss");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("followup prints the follow-up the job drafts: logged top-of-range sets progress, the tail says why", () => {
    const args = ["followup", "docs/examples/plan-1.md", "docs/examples/questionnaire-record.json", "docs/examples/progress.json", "docs/examples/feedback.json"];
    const text = run(...args);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain("## Tag 14");
    expect(text.stdout).toMatch(/\| Beinpresse \| 4 \| 8-12 \| 27,5 kg \|/);
    expect(text.stdout).toContain("Hinweise zur Progression");
    const json = run(...args, "--json");
    expect(json.status).toBe(0);
    const out = JSON.parse(json.stdout) as { content: string; generator: string; gatesPassed: boolean };
    expect(out.generator).toBe("builtin");
    expect(out.content.trimEnd()).toBe(text.stdout.trimEnd());
  });

  it("followup names every bad entry of the progress and feedback files (exit code 2)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-cli-"));
    const progress = path.join(dir, "progress.json");
    fs.writeFileSync(progress, JSON.stringify([{ day: 15, exercise_name: "Beinpresse", exercise_order: 0, set_number: 1, actual_reps: "10", actual_weight: 20, completed: "ja" }]));
    const result = run("followup", "docs/examples/plan-1.md", "docs/examples/questionnaire.json", progress, "docs/examples/feedback.json");
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("Protokoll-JSON ungültig");
    expect(result.stderr).toContain("0.day");
    expect(result.stderr).toContain("0.completed");
    const missing = run("followup", "docs/examples/plan-1.md", "docs/examples/questionnaire.json", "docs/examples/progress.json");
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("Feedback-JSON fehlt");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("honours language \"en\": an English plan the parser and gates read, and an English follow-up from English logs and feedback", () => {
    const generated = run("generate", "docs/examples/questionnaire-en.json");
    expect(generated.status).toBe(0);
    expect(generated.stdout).toContain("## Day 14");
    expect(generated.stdout).toContain("| Exercise | Sets | Reps | Weight | Rest | Notes |");
    expect(generated.stdout).not.toMatch(/## Tag |Sätze|Wiederholungen|Aufwärmen/);
    const gates = run("gates", "docs/examples/plan-1-en.md", "docs/examples/questionnaire-en.json");
    expect(gates.status).toBe(0);
    const args = ["followup", "docs/examples/plan-1-en.md", "docs/examples/questionnaire-en.json", "docs/examples/progress-en.json", "docs/examples/feedback-en.json"];
    const next = run(...args);
    expect(next.status).toBe(0);
    expect(next.stdout).toContain("# Your 2-week training plan (plan 2)");
    expect(next.stdout).toMatch(/\| Leg Press \| [45] \| 8-12 \| 27\.5 kg \|/);
    expect(next.stdout).not.toMatch(/## Tag |Sätze|Wiederholungen|Hinweise zur Progression/);
    // Negative control: the German questionnaire still gives the German plan; a language we do not write is refused.
    expect(run("generate", "docs/examples/questionnaire.json").stdout).toContain("## Tag 14");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-cli-"));
    const bad = path.join(dir, "q.json");
    fs.writeFileSync(bad, JSON.stringify({ ...JSON.parse(fs.readFileSync("docs/examples/questionnaire-en.json", "utf8")), language: "fr" }));
    const refused = run("generate", bad);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("language");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
