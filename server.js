// Production and development server: Express + React Router. `npm start` builds first if needed.
import express from "express";
import http from "node:http";
import { stopOnSignals } from "./scripts/stop-on-signal.mjs";

const DEV = process.argv.includes("--dev");
// `npm run serve` and `npm start` run the production build: React, React Router and Express in their
// production modes (about twice the throughput) unless NODE_ENV says otherwise. Set before the build
// (and with it React) is loaded.
if (!DEV && !process.env.NODE_ENV) process.env.NODE_ENV = "production";
const started = Date.now();
// Bench-only (npm run bench:load): event-loop delay and GC pauses written to a file on SIGUSR2.
if (process.env.BENCH_STATS_FILE) (await import("./scripts/runtime-stats.mjs")).startRuntimeStats(process.env.BENCH_STATS_FILE);

let mod;
let viteDevServer;
if (DEV) {
  const vite = await import("vite");
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  mod = await viteDevServer.ssrLoadModule("./app/server/http.server.ts");
} else {
  mod = await import("./build/server/index.js");
}

let env;
try {
  env = mod.getEnv();
} catch (error) {
  if (error instanceof mod.EnvError || error?.name === "EnvError") {
    console.error("Cannot start: invalid environment variables");
    for (const line of error.errors) console.error(`  ${line}`);
    process.exit(1);
  }
  throw error;
}

// React Router's build (the routes, React's server renderer: hundreds of modules) loads while the
// database starts: the two wait on different things (files, WebAssembly compilation), decision 0078.
const serverBuild = DEV ? null : mod.loadServerBuild();
serverBuild?.catch(() => {}); // awaited (and its failure reported) below

try {
  await mod.startRuntime({ onReady: mod.onRuntimeReady });
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// Production: one Express app (security headers, static files, the app); development: Vite's
// middleware in front of an app created per request (fresh modules).
let app;
// Production: the fast path for kept pages and /healthz in front of the Express app (decision 0112).
let listener;
if (DEV) {
  app = express();
  app.disable("x-powered-by");
  // Security headers (nosniff, CSP …) on every answer, Vite's files included.
  app.use(mod.securityHeaders);
  app.use(viteDevServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      const fresh = await viteDevServer.ssrLoadModule("./app/server/http.server.ts");
      return fresh.createApp(await fresh.loadServerBuild())(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  listener = mod.createRequestListener(await serverBuild, { staticRoot: "build/client" });
}
listener ??= app;

// The first page render loads the route bundle and warms up React's server renderer (about half a
// second) and fills the public page cache for /de: done once the real port is open, on a private one,
// so it never delays listening (decision 0078); a visitor meanwhile is served as usual.
async function warmUp(handler) {
  const probe = http.createServer(handler);
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  try {
    await (await fetch(`http://127.0.0.1:${probe.address().port}/de`, { headers: { "user-agent": "watts-warm-up" } })).arrayBuffer();
  } catch (error) {
    mod.logger.warn({ err: error }, "warm-up request failed");
  } finally {
    probe.closeAllConnections?.();
    probe.close();
  }
}

const server = http.createServer(listener);
// A port in use (or not ours to take) stops the start with one line, as the other start-up errors.
const failedToListen = (error) => {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};
server.once("error", failedToListen);
server.listen(env.port, env.host, () => {
  mod.logger.info({ port: env.port, startupMs: Date.now() - started }, `listening on http://localhost:${env.port}`);
  server.off("error", failedToListen);
  if (!DEV) void warmUp(listener);
});
// Idle keep-alive connections stay open longer than clients (4 s) and load balancers (60 s) keep
// theirs, so the client always closes first: no request is written into a socket we are closing.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

stopOnSignals({
  logger: mod.logger,
  message: "shutting down",
  stop: async () => {
    server.close();
    server.closeAllConnections?.();
    await mod.stopRuntime();
  },
});
