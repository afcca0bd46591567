// `npm test`: type check, lint, unit, integration (PGlite, and PostgreSQL when reachable),
// production build, end-to-end in Chromium. Stops at the first failing step.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium is required for the end-to-end tests and was not found at ${CHROMIUM}.`);
  console.error("Install it with: apt-get update && apt-get install -y chromium   (or set CHROMIUM_PATH)");
  process.exit(1);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

const env = { ...process.env };
if (!env.TEST_DATABASE_URL && (await reachable("127.0.0.1", 5432))) {
  env.TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
}
console.log(
  env.TEST_DATABASE_URL
    ? `Integration tests run on PGlite and on PostgreSQL (${env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, "//…@")}).`
    : "WARNING: no PostgreSQL reachable and TEST_DATABASE_URL unset: integration tests run on PGlite only.",
);

const steps = [
  ["type check", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["build", "npm", ["run", "build"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  // Independent files (own server, port and data directory each) run side by side.
  ["end-to-end tests (Chromium)", "npx", ["vitest", "run", "--project", "e2e", `--maxWorkers=${env.E2E_WORKERS || 2}`]],
];

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${result.status === 0 ? "✓" : "✗"} ${name} (${seconds} s)`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed.`);
    console.log(results.join("\n"));
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${results.join("\n")}\nAll test steps passed.`);
