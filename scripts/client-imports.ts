/**
 * The modules a browser module pulls in through static imports (issue 14: what ends up in a page's
 * JavaScript). Follows `import … from`, bare `import "…"` and `export … from`, but not type-only
 * imports, dynamic `import()` (a chunk of its own, loaded when needed) or server modules (`*.server.*`
 * and app/server/, which React Router keeps out of the browser build). Packages are reported by
 * name (e.g. "zod", "radix-ui") and not followed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Paths are taken relative to the repository, wherever the caller runs (vite.config.ts, tests).
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const APP = path.join(ROOT, "app");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveLocal(specifier: string, from: string): string | null {
  const base = specifier.startsWith("~/") ? path.join(APP, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Static, non-type import specifiers of a source text (comments removed first). */
export function staticImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  const specifiers: string[] = [];
  for (const m of code.matchAll(/(?:^|;|\n)\s*(import|export)\s+(type\s+)?([^;"'`]*?)\s*from\s*["']([^"']+)["']/g)) {
    if (m[2]) continue;
    const clause = m[3]!.trim();
    // `import { type A, type B } from` is type-only as well.
    const named = /^\{([^}]*)\}$/.exec(clause);
    if (named && named[1]!.split(",").every((part) => !part.trim() || /^type\s/.test(part.trim()))) continue;
    specifiers.push(m[4]!);
  }
  for (const m of code.matchAll(/(?:^|;|\n)\s*import\s*["']([^"']+)["']/g)) specifiers.push(m[1]!);
  return specifiers;
}

const isServer = (file: string) => /\.server\.tsx?$/.test(file) || file.startsWith(path.join(APP, "server") + path.sep);

/** Every app module and package reached from the entries (paths relative to the repository) by static imports. */
export function clientImportGraph(entries: string[]): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((e) => path.resolve(ROOT, e));
  while (queue.length) {
    const file = queue.pop()!;
    const rel = path.relative(ROOT, file);
    if (modules.has(rel) || isServer(file)) continue;
    modules.add(rel);
    for (const specifier of staticImports(fs.readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".") || specifier.startsWith("~/")) {
        const target = resolveLocal(specifier, file);
        if (!target) throw new Error(`${rel}: cannot resolve ${specifier}`);
        queue.push(target);
      } else if (!specifier.startsWith("virtual:") && !specifier.endsWith("?inline")) {
        packages.add(specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!);
      }
    }
  }
  return { modules, packages };
}
