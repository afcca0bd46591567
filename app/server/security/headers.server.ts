/**
 * Security headers on every answer, static files included (createApp mounts this before
 * express.static). HTML documents bring their own Content-Security-Policy (entry.server.tsx,
 * ./csp.server.ts); every other answer gets the strict one here, added just before the headers go
 * out (React Router's adapter appends headers, so one set now would be a second, stricter policy).
 */
import type { NextFunction, Request, Response } from "express";
import { getEnv } from "~/server/env.server";
import { NON_DOCUMENT_CSP } from "./csp.server";
import { isPersonalPath } from "./page-headers.server";

export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  // Mounted by createApp and, in development, by server.js around it: once is enough.
  if (res.locals.securityHeaders) return next();
  res.locals.securityHeaders = true;
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!res.hasHeader("Content-Security-Policy") && !res.hasHeader("Content-Security-Policy-Report-Only")) {
      res.setHeader("Content-Security-Policy", NON_DOCUMENT_CSP);
    }
    // Personal answers (a session, a token page): pages, their .data, redirects. Static files keep
    // the long cache express.static gave them (nothing personal in them).
    if (!res.hasHeader("Cache-Control") || !/immutable|max-age=[1-9]/.test(String(res.getHeader("Cache-Control")))) {
      if (isPersonalPath(req.path, req.headers.cookie)) res.setHeader("Cache-Control", "no-store");
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (getEnv().appUrl.startsWith("https://")) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}
