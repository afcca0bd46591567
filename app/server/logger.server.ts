import pino from "pino";

/**
 * JSON logs. Logs carry ids, never personal data or secrets (issue 13): errors are serialized
 * without the SQL parameters and row details a database error holds (names, e-mail addresses,
 * health answers, session tokens), through their whole cause chain; every logged text has e-mail
 * addresses, tokens in URLs, JWTs and session tokens replaced; known secret fields are redacted.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Tokens in query strings and fragments (reset and confirmation links, OAuth codes). */
const URL_SECRET = /([?&#](?:token|token_hash|code|state|otp|secret|key|password)=)[^&\s"'<>#]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g;
/**
 * better-auth session tokens (32 letters and digits, optionally signed) and similar opaque secrets:
 * long runs mixing upper case, lower case and digits. UUIDs, hex digests and file names (hyphens,
 * one case) are not touched, so ids stay readable.
 */
const OPAQUE = /\b[A-Za-z0-9]{24,}(?:\.[A-Za-z0-9+/_-]{20,}=*)?/g;

/** A text with e-mail addresses, URL tokens, JWTs and session-like tokens replaced. */
export function scrubText(text: string): string {
  return text
    .replace(URL_SECRET, "$1[redacted]")
    .replace(JWT, "[jwt]")
    .replace(EMAIL, "[email]")
    .replace(OPAQUE, (m) => (/[a-z]/.test(m) && /[A-Z]/.test(m) && /\d/.test(m) ? "[token]" : m));
}

/**
 * Drizzle's "Failed query: <sql>\nparams: <values>": the statement is kept (its values are
 * parameters), the parameters never. PostgreSQL's own messages go through scrubText.
 */
function errorMessage(message: string): string {
  const failed = /^Failed query: ([\s\S]*?)(?:\nparams:[\s\S]*)?$/.exec(message);
  if (failed) return `Failed query: ${scrubText(failed[1]!.slice(0, 500))} (parameters not logged)`;
  return scrubText(message.slice(0, 2000));
}

/** Error fields that describe what failed without holding the data: copied; everything else is not. */
const SAFE_FIELDS = ["code", "severity", "table", "column", "constraint", "schema", "dataType", "routine", "errno", "syscall", "status", "statusCode", "address", "port"];

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

/** An error (or what was thrown, or a message string) as a log object without personal data. */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) {
    if (typeof value === "string") return { type: "string", message: errorMessage(value) };
    return { type: typeof value, message: scrubText(safeString(value)) };
  }
  const message = errorMessage(value.message ?? "");
  const type = value.constructor?.name || value.name || "Error";
  const out: SerializedError = { type, message };
  const frames = (value.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  if (frames.length) out.stack = `${type}: ${message}\n${frames.map(scrubText).join("\n")}`;
  const fields = value as unknown as Record<string, unknown>;
  for (const key of SAFE_FIELDS) {
    const v = fields[key];
    if (typeof v === "number" || typeof v === "boolean") out[key] = v;
    else if (typeof v === "string") out[key] = scrubText(v.slice(0, 200));
  }
  if (depth < 5 && value.cause !== undefined) out.cause = serializeError(value.cause, depth + 1);
  if (depth < 5 && value instanceof AggregateError) out.errors = value.errors.slice(0, 10).map((e) => serializeError(e, depth + 1));
  return out;
}

function safeString(value: unknown): string {
  try {
    return typeof value === "object" ? JSON.stringify(value).slice(0, 2000) : String(value);
  } catch {
    return "[unserializable]";
  }
}

/** One extra argument of a library's log call (better-auth), as text without personal data. */
export function logArgument(value: unknown): string {
  if (value instanceof Error) {
    const e = serializeError(value);
    return `${e.type}: ${e.message}`;
  }
  return scrubText(typeof value === "string" ? value : safeString(value));
}

export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  serializers: { err: serializeError, error: serializeError, cause: serializeError },
  hooks: {
    // The message text of every call, and string arguments interpolated into it.
    logMethod(args, method) {
      method.apply(
        this,
        args.map((a) => (typeof a === "string" ? scrubText(a) : a)) as Parameters<typeof method>,
      );
    },
  },
  redact: {
    paths: [
      "req.headers.cookie",
      "req.headers.authorization",
      "res.headers['set-cookie']",
      "*.password",
      "*.token",
      "*.apiKey",
      "*.secret",
      "*.email",
      "email",
      "to",
      "*.to",
      "params",
      "*.params",
    ],
    censor: "[redacted]",
  },
});
