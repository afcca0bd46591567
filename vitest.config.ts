import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
          environment: "node",
          // Generator tests build dozens of plans (~1–2 s alone); on 2 shared cores at a load of 10+ they
          // passed 5 s. A hang still fails, after 30 s.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          setupFiles: ["tests/e2e/support/setup.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Every e2e file starts its own server on a free port with its own DATA_DIR (and its own SMTP
          // or fake provider), so files share no state and run side by side; how many at once is the
          // run's --maxWorkers (scripts/test-all.mjs: E2E_WORKERS, default 2).
          fileParallelism: true,
        },
      },
    ],
  },
});
