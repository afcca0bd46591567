/**
 * The HTTP layer around React Router: request ids, request logs, the health endpoint.
 * This file is the entry of the SSR build (vite.config.ts), so server.js and the worker
 * process import everything they need from build/server/index.js.
 */
import type { RequestListener } from "node:http";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { logger } from "./logger.server";
import { getRuntime, startRuntime, stopRuntime } from "./runtime.server";
import { EnvError, getEnv } from "./env.server";
import { createPageCache } from "./html/page-cache.server";
import { listStaticFiles, staticFiles } from "./static-files.server";
import { stylesheetFile } from "./html/stylesheet.server";
import { securityHeaders } from "./security/headers.server";
import { bodyLimit } from "./security/body-limit.server";
import { inlineScriptHashes } from "./security/csp.server";
import { setDocumentCsp } from "./security/page-headers.server";
import { withOutageAnswers } from "./outage.server";
import { createMemberPageCache, MEMBER_PAGE_ROUTE, memberPagesPattern } from "./html/member-page-cache.server";
import { MEMBER_DATA_CHANNEL, memberDataVersions } from "./html/member-data-versions.server";
import { sessionEndOf, sessionEnds } from "./auth/session-ends.server";
import { getSession, rememberedSession } from "./auth/session.server";
import { databaseHealth, healthBody } from "./health.server";
import { logWhenFinished, requestIdOf } from "./request-log.server";
import { createFastPath, HEALTH_PATH, type FastPath } from "./fast-path.server";

export { startRuntime, stopRuntime, EnvError, getEnv, logger, securityHeaders, staticFiles };
export { onRuntimeReady } from "./bootstrap.server";
export { seedDatabase } from "./db/seed.server";

/**
 * React Router's build, loaded on demand: the worker process imports this file too and never renders
 * a page. createApp takes the loaded object, not a function importing it, so React Router derives its
 * route tables once instead of on every request.
 */
export async function loadServerBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
}

export interface AppOptions {
  /**
   * The build's static files (build/client), served before the request log: production passes it, so
   * one Express app answers every request (a second one around it was measurable work per request,
   * decision 0093). Development serves them through Vite.
   */
  staticRoot?: string;
}

/**
 * The production server's request listener: the fast path (fast-path.server.ts, decision 0112) for
 * kept public pages and /healthz, Express for everything else. FAST_PATH=off: Express alone.
 */
export function createRequestListener(serverBuild: ServerBuild, options: AppOptions = {}): RequestListener {
  const hook: { fastPath?: FastPath } = {};
  const app = createApp(serverBuild, { ...options, withFastPath: (f) => (hook.fastPath = f) });
  const fast = hook.fastPath;
  if (!fast) return app;
  return (req, res) => {
    if (!fast(req, res)) app(req, res);
  };
}

export function createApp(serverBuild: ServerBuild, options: AppOptions & { withFastPath?: (fastPath: FastPath) => void } = {}): express.Express {
  // A database outage is the 503 page on every route (outage.server.ts, decision 0049).
  const build = withOutageAnswers(serverBuild);
  const app = express();
  const mode = process.env.NODE_ENV === "production" ? "production" : "development";
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(securityHeaders);
  // Compressed at build time (.br, .gz); page URLs skip the lookup (staticFiles knows the files).
  if (options.staticRoot) app.use(staticFiles(options.staticRoot));

  app.use((req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdOf(req.headers["x-request-id"]);
    // One trusted client address for rate limiting (better-auth reads X-Forwarded-For): what Express
    // derives with "trust proxy" (a forwarded address only from a loopback proxy), never a client's value.
    if (req.ip) req.headers["x-forwarded-for"] = req.ip;
    else delete req.headers["x-forwarded-for"];
    const started = process.hrtime.bigint();
    res.setHeader("X-Request-Id", requestId);
    // The request id is a field of the line, not a child logger per request (decision 0093: a child
    // logger per request was measurable work on the cached public page path). Only the path: query
    // strings can carry tokens (reset links, OAuth codes).
    logWhenFinished(req, res, requestId, started);
    next();
  });

  app.use(bodyLimit);

  app.get(HEALTH_PATH, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const { status, body } = healthBody(await databaseHealth());
    res.status(status).json(body);
  });

  // The stylesheet file that signed-in documents link (html/stylesheet.server.ts).
  const css = (build.entry.module as { appStylesheet?: string }).appStylesheet;
  if (css) app.use(stylesheetFile(css));

  // In development the app is created per request (fresh modules): nothing to keep. Each cache can
  // be switched off (PUBLIC_PAGE_CACHE=off, MEMBER_PAGE_CACHE=off): every page is then rendered.
  // A kept copy cannot carry a per-request nonce: its policy names the hashes of its inline scripts.
  const env = getEnv();
  const keptHeadersFor = (html: string, headers: Headers) => {
    setDocumentCsp(headers, { scriptHashes: inlineScriptHashes(html) }, false);
    return headers;
  };
  const pages = mode === "production" && env.publicPageCache ? createPageCache({ build, mode, origin: () => getEnv().appUrl, headersFor: keptHeadersFor }) : null;
  if (pages) app.use(pages);
  // A signed-in member's dashboard, kept rendered per user while nothing it shows has changed
  // (decision 0054): the database's triggers tell this process which pages are out of date.
  const memberPages =
    mode === "production" && env.memberPageCache
      ? createMemberPageCache({
          build,
          mode,
          routeId: MEMBER_PAGE_ROUTE,
          versions: memberDataVersions,
          session: (request) => getSession(request),
          remembered: rememberedSession,
          origin: () => getEnv().appUrl,
          headersFor: keptHeadersFor,
        })
      : null;
  // The same kept pages and /healthz before Express, byte for byte (decision 0112), and a member's
  // kept dashboard when its session is remembered (decision 0121; MEMBER_FAST_PATH=off: Express).
  if (options.withFastPath && mode === "production" && env.fastPath) {
    const members = memberPages && env.memberFastPath ? { pattern: memberPagesPattern(build, MEMBER_PAGE_ROUTE), session: rememberedSession, peek: memberPages.peek } : null;
    options.withFastPath(createFastPath({ pages, staticFiles: options.staticRoot ? listStaticFiles(options.staticRoot) : new Set(), members }));
  }
  if (memberPages) {
    void listenForMemberData();
    app.use(memberPages);
  }

  // Compressed per request: only what is rendered for this request. The kept pages carry their own
  // compressed bodies, the static files theirs (built ahead), /healthz is a few bytes (decision 0093).
  app.use(compression());
  app.use(createRequestHandler({ build, mode }));

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // A body cut at its limit (security/body-limit.server.ts) has been answered with 413 already.
    if (res.statusCode === 413 && res.headersSent) return;
    logger.error({ err: error }, "unhandled request error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  });
  return app;
}

/** Subscribes this web process to the member_data notifications (once; stopped with the runtime). */
let listening: Promise<void> | undefined;
function listenForMemberData(): Promise<void> {
  listening ??= (async () => {
    try {
      const runtime = await getRuntime();
      const stop = await runtime.database.listen(
        MEMBER_DATA_CHANNEL,
        (payload) => {
          const end = sessionEndOf(payload);
          if (end) sessionEnds.ended(end);
          // A changed address is a change to the user's pages too (the user row's own notice says so).
          else memberDataVersions.changed(payload);
        },
        (up) => {
          memberDataVersions.setListening(up);
          sessionEnds.setListening(up);
        },
      );
      runtime.stopHooks.push(stop);
    } catch (error) {
      // Without notifications nothing is kept: every page is rendered, as without the cache.
      logger.error({ err: error }, "member_data listener could not start");
      listening = undefined;
    }
  })();
  return listening;
}
