import fs from "node:fs";
import { describe, expect, it } from "vitest";
import config from "../react-router.config";
import { isKnownNoise } from "./build-output.mjs";

describe("build output", () => {
  it("adopts every React Router v8 future flag the build would warn about", () => {
    // The warnings are printed by @react-router/dev for each flag left undefined (logFutureFlagWarnings).
    const source = fs.readFileSync(new URL("../node_modules/@react-router/dev/dist/vite.js", import.meta.url), "utf8");
    const warned = [...source.matchAll(/if \(future\.(v8_\w+) === void 0\)/g)].map((m) => m[1] ?? "");
    expect(warned.length).toBeGreaterThanOrEqual(5);
    const future = (config.future ?? {}) as Record<string, unknown>;
    for (const flag of warned) expect(future[flag], flag).toBe(true);
  });

  it("drops only the known envFile deprecation line of React Router's config loader", () => {
    expect(isKnownNoise("The `envFile` option is deprecated, please use `envDir: false` instead.")).toBe(true);
    expect(isKnownNoise("\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m")).toBe(true);
    expect(isKnownNoise("Error: [vite]: Rolldown failed to resolve import")).toBe(false);
    expect(isKnownNoise("The `envFile` option is deprecated, and something else")).toBe(false);
  });

  it("is what `npm run build` runs", () => {
    const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toBe("node scripts/build.mjs");
  });
});
