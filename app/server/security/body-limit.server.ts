/**
 * Request body limits per route (issue 13): a body over its route's limit is refused with 413 before
 * it is read. A declared Content-Length is checked at once (browsers always send one); a chunked body
 * is counted while it streams and cut where it crosses the limit, so no request can hold more than
 * its limit in memory, whatever it announces.
 */
import type { NextFunction, Request, Response } from "express";
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_OVERHEAD_BYTES } from "../../domain/admin/images";

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

function refuse(req: Request, res: Response): void {
  const lang = /^\/en(?:[/.]|$)/.test(req.path) ? "en" : "de";
  res.status(413);
  // The rest of the body is not read: the connection ends with this answer.
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
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
    if (res.headersSent) {
      req.destroy();
      return;
    }
    res.once("finish", () => req.destroy());
    refuse(req, res);
  };
  req.pause();
  req.on("data", count);
  next();
}
