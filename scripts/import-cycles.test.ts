/**
 * No module of app/ imports itself back through others (issue 22: "no circle"). Type-only imports are
 * erased at build time and do not count; tests are left out. The search is Tarjan's strongly
 * connected components over the value-import graph; the second test shows it finding a circle.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "+types") sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The value imports (and re-exports) of each file, resolved to files of the same set. */
export function importGraph(sources: ReadonlyMap<string, string>): Graph {
  const resolve = (from: string, spec: string): string | null => {
    const base = spec.startsWith("~/") ? path.join("app", spec.slice(2)) : spec.startsWith(".") ? path.normalize(path.join(path.dirname(from), spec)) : null;
    if (!base) return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (sources.has(candidate)) return candidate;
    return null;
  };
  const graph: Graph = new Map();
  for (const [file, text] of sources) {
    const deps = new Set<string>();
    for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gms)) {
      if (m[1]) continue;
      const target = resolve(file, m[2]!);
      if (target) deps.add(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** The circles: strongly connected components with more than one file (or a file importing itself). */
export function circles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("import circles in app/", () => {
  it("there are none (type-only imports aside)", () => {
    const sources = new Map(sourceFiles("app").map((f) => [f, fs.readFileSync(f, "utf8")] as const));
    expect(sources.size).toBeGreaterThan(200);
    expect(circles(importGraph(sources))).toEqual([]);
  });

  it("finds a circle, also through re-exports and '~/' paths, and ignores type-only imports (the check itself)", () => {
    const sources = new Map([
      ["app/server/a.server.ts", `import { b } from "./b.server";\nexport const a = 1;`],
      ["app/server/b.server.ts", `export { a } from "~/server/a.server";\nexport const b = 2;`],
      ["app/server/c.server.ts", `import type { d } from "./d.server";\nexport const c = 3;`],
      ["app/server/d.server.ts", `import { c } from "./c.server";\nexport type d = number;`],
    ]);
    expect(circles(importGraph(sources))).toEqual([["app/server/a.server.ts", "app/server/b.server.ts"]]);
  });
});
