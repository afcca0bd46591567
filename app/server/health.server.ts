/**
 * The database's answer to /healthz, shared by Express's route and the fast path (decision 0112):
 * one ping at a time, its result reused for up to a second on PGlite (decision 0093). PGlite runs every
 * query on this process's event loop, so a load balancer or a load test asking many times a second
 * would otherwise queue pings in front of the pages.
 */
import { getRuntime } from "./runtime.server";

const HEALTH_REUSE_MS = 1000;
let health: { at: number; kind: string | null } | undefined;
let healthPending: Promise<string | null> | undefined;

/** The database's kind when it answers a ping within 2 s, else null. */
export function databaseHealth(): Promise<string | null> {
  if (health && performance.now() - health.at < HEALTH_REUSE_MS) return Promise.resolve(health.kind);
  healthPending ??= (async () => {
    let kind: string | null = null;
    try {
      const runtime = await getRuntime();
      await withTimeout(runtime.database.ping(), 2000);
      kind = runtime.database.kind;
    } catch {
      kind = null;
    }
    // PostgreSQL answers pings off this process: asked every time (only the pending one is shared).
    health = kind === "pglite" ? { at: performance.now(), kind } : undefined;
    healthPending = undefined;
    return kind;
  })();
  return healthPending;
}

/** The JSON body of /healthz for a ping's result, and its status. */
export function healthBody(kind: string | null): { status: 200 | 503; body: { status: string; database?: string } } {
  return kind ? { status: 200, body: { status: "ok", database: kind } } : { status: 503, body: { status: "unavailable" } };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
