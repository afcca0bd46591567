/**
 * Request body limits per route (issue 13): a body over its route's limit is refused with 413 before
 * it is read. A declared Content-Length is checked at once (browsers always send one); a chunked body
 * is counted while it streams and cut where it crosses the limit, so no request can hold more than
 * its limit in memory, whatever it announces.
 */
import type { NextFunction, Request, Response } from "express";
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_OVERHEAD_BYTES } from "~/domain/admin/images";

/** Form posts and the JSON writes of the plan view. */
export const FORM_BODY_MAX = 100 * 1024;
/** better-auth's JSON API (sign-in, sign-up … a few fields). */
export const AUTH_API_BODY_MAX = 32 * 1024;
/** The team's forms: a whole plan (100,000 characters, percent-encoded) or a prompt. */
export const ADMIN_BODY_MAX = 1024 * 1024;
/**
 * Image uploads: the page refuses an upload over IMAGE_MAX_BYTES itself, from its Content-Length and
 * with the form's own message (upload.server.ts); above twice that, the request is cut here.
 */
export const IMAGE_UPLOAD_BODY_MAX = 2 * (IMAGE_MAX_BYTES + IMAGE_UPLOAD_OVERHEAD_BYTES);

const LIMITS: Array<[RegExp, number]> = [
  [/^\/(?:de|en)\/admin\/datenbank\/bilder(?:\.data)?\/?$/, IMAGE_UPLOAD_BODY_MAX],
  [/^\/(?:de|en)\/admin(?:[/.]|$)/, ADMIN_BODY_MAX],
  [/^\/api\/auth\//, AUTH_API_BODY_MAX],
];

/** The largest body the path accepts, in bytes. */
export function bodyLimitFor(path: string): number {
  for (const [pattern, max] of LIMITS) if (pattern.test(path)) return max;
  return FORM_BODY_MAX;
}

const MESSAGES = {
  de: "Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Eingaben und versuchen Sie es erneut.",
  en: "The request is too large. Please shorten your input and try again.",
};

/**
 * After the 413: read and discard for a moment (at most LINGER_BYTES or LINGER_MS), then close. A
 * client still sending its body would otherwise get a reset instead of our answer ("lingering
 * close", as web servers do it); nothing read here is kept.
 */
const LINGER_BYTES = 8 * 1024 * 1024;
const LINGER_MS = 2000;

function linger(req: Request): void {
  const socket = req.socket;
  let discarded = 0;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS);
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) close();
  });
  // The whole body arrived: the connection goes on as usual (keep-alive).
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

function refuse(req: Request, res: Response): void {
  const lang = /^\/en(?:[/.]|$)/.test(req.path) ? "en" : "de";
  res.status(413);
  res.setHeader("Cache-Control", "no-store");
  // Even for a client that asked for "Connection: close": Node would close at once, and a client
  // still writing gets a reset instead of the answer. linger() closes it.
  res.shouldKeepAlive = true;
  res.once("finish", () => linger(req));
  res.type("text/plain; charset=utf-8").send(MESSAGES[lang]);
}

/** Express middleware enforcing bodyLimitFor(req.path) on every request with a body. */
export function bodyLimit(req: Request, res: Response, next: NextFunction): void {
  const limit = bodyLimitFor(req.path);
  const declared = req.headers["content-length"];
  if (declared !== undefined) {
    // Node's parser never delivers more than the declared length, so the header is the whole check.
    if (Number(declared) > limit) return refuse(req, res);
    return next();
  }
  if (req.headers["transfer-encoding"] === undefined) return next();
  // Chunked: count what is read (by whoever reads it) and stop at the limit. Paused first, so adding
  // the listener does not start the flow before the route reads.
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= limit) return;
    req.off("data", count);
    req.pause();
    // Whoever was reading the body (a route's formData()) fails instead of seeing a truncated one.
    if (req.listenerCount("error") > 0) req.emit("error", new Error("request body over its limit"));
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    refuse(req, res);
  };
  req.pause();
  req.on("data", count);
  next();
}
