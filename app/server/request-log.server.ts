/**
 * The request id and the request log line, one home for both ways in (decision 0112): Express's
 * middleware (http.server.ts) and the fast path in front of it (fast-path.server.ts). One line per
 * request when it has been answered: id, method, path (never the query: it can carry tokens), status,
 * milliseconds.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "./logger.server";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The client's (or proxy's) X-Request-Id when it is a plain short token, else a new UUID. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

interface Logged {
  requestId: string;
  started: bigint;
  req: IncomingMessage & { path?: string };
  /** The path when known at the start; else Express's req.path when the answer is finished. */
  path: string | undefined;
}

const LOGGED = Symbol("request log");
type LoggedResponse = ServerResponse & { [LOGGED]?: Logged };

// One function for every response (no closure per request): the state rides on the response.
function logFinished(this: LoggedResponse): void {
  const state = this[LOGGED];
  if (!state) return;
  const ms = Number(process.hrtime.bigint() - state.started) / 1e6;
  logger.info({ reqId: state.requestId, method: state.req.method, path: state.path ?? state.req.path, status: this.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
}

/** Logs the request's line once its answer is finished (nothing is attached below the info level). */
export function logWhenFinished(req: IncomingMessage, res: ServerResponse, requestId: string, started: bigint, path?: string): void {
  if (!logger.isLevelEnabled("info")) return;
  (res as LoggedResponse)[LOGGED] = { requestId, started, req, path };
  res.once("finish", logFinished);
}
