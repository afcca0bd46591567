import fs from "node:fs";
import { describe, expect, it } from "vitest";

const readme = fs.readFileSync(new URL("../README.md", import.meta.url), "utf8");
const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> };
const envExample = fs.readFileSync(new URL("../.env.example", import.meta.url), "utf8");

describe("README", () => {
  it("names only npm scripts that exist", () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? "");
    expect(named.length).toBeGreaterThan(5);
    for (const script of named) expect(Object.keys(pkg.scripts), script).toContain(script);
  });

  it("names only files and folders that exist", () => {
    const paths = [...readme.matchAll(/`((?:app|docs|scripts|tests|drizzle|public)\/[\w./-]*)`/g)].map((m) => m[1] ?? "");
    const layout = [...readme.matchAll(/^((?:app|tests|docs|drizzle)[\w./-]*)\s{2,}/gm)].map((m) => m[1] ?? "");
    expect(paths.length + layout.length).toBeGreaterThan(5);
    for (const p of [...paths, ...layout]) {
      if (p.includes("{") || p.includes("*")) continue;
      expect(fs.existsSync(new URL(`../${p}`, import.meta.url)), p).toBe(true);
    }
  });

  it("names only environment variables that .env.example explains", () => {
    const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Layout"));
    const vars = [...section.matchAll(/`([A-Z][A-Z_]+)(?:\/SECRET)?`/g)].map((m) => m[1] ?? "");
    for (const v of vars) if (!v.endsWith("_")) expect(envExample, v).toContain(v);
  });

  it("tells a newcomer where local mails go and how to get the admin role", () => {
    expect(readme).toContain("DATA_DIR/outbox/*.eml");
    // The log names the outbox file, never the links: they carry tokens (decision 0041).
    expect(readme).toMatch(/never the address or the links/);
    expect(readme).not.toMatch(/links are also printed in the server log/);
    expect(readme).toMatch(/ADMIN_EMAIL=you@example\.com npm start/);
  });
});
