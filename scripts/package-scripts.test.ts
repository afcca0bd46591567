import fs from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> };

describe("the scripts that start server processes", () => {
  // glibc gives each thread that allocates (zlib's thread pool) an arena of its own and seldom hands
  // freed memory back: two arenas kept the server's RSS after bench:load at 336 instead of 497 MB
  // (decision 0056). The variable must be set before the process starts, so the scripts set it.
  it.each(["start", "serve", "worker"])("npm run %s caps glibc's malloc arenas unless the environment says otherwise", (name) => {
    expect(pkg.scripts[name]).toMatch(/^MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-2\} node /);
  });
});
