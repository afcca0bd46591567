/**
 * "The database cannot be reached" as opposed to "this query failed" (issue 13, finding 10): an
 * outage gets the 503 "try again, you stay signed in" page, every other error stays a 500.
 *
 * Unavailable are: network errors on the way to PostgreSQL (refused, reset, timed out, no route),
 * PostgreSQL's connection exceptions (SQLSTATE class 08), a server shutting down or starting up
 * (57P01–57P03), no connection slot left (53300), node-postgres's own connection and pool-timeout
 * errors, and an embedded PGlite that is closing or closed (a shutdown in progress). The whole cause
 * chain is searched: Drizzle wraps the driver's error in a `DrizzleQueryError` whose `cause` it is.
 */
import { data } from "react-router";
import { isUnavailableData, type UnavailableData } from "~/lib/unavailable";

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENETDOWN", "ENOTFOUND", "EAI_AGAIN"]);
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** node-postgres and PGlite report these without a code. */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Query read timeout$/,
  /^PGlite is clos(ed|ing)$/,
];

function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== "string") return false;
  return NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object" && !seen.has(current); depth++) {
    seen.add(current);
    const e = current as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
    if (isUnavailableCode(e.code)) return true;
    if (typeof e.message === "string" && MESSAGES.some((m) => m.test(e.message as string))) return true;
    // Node's connect to several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}

/** The error's code for the log: never its message (a failed query's text carries its parameters). */
export function errorCodeOf(error: unknown): string {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  if (typeof code === "string" && code) return code;
  return error instanceof Error ? error.name : "unknown";
}

/** The answer to throw from a loader, action or middleware when the database cannot be reached. */
export function databaseUnavailable(request: Request) {
  const unsaved = request.method !== "GET" && request.method !== "HEAD";
  return data<UnavailableData>({ error: "unavailable", unsaved }, { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
}

/** Whether a thrown value is the answer `databaseUnavailable` made (e.g. by the session lookup). */
export function isDatabaseUnavailableAnswer(thrown: unknown): boolean {
  const t = thrown as { type?: unknown; init?: { status?: unknown }; data?: unknown } | null;
  return t?.type === "DataWithResponseInit" && t.init?.status === 503 && isUnavailableData(t.data);
}
