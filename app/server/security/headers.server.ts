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

let listed: { https: boolean; list: ReadonlyArray<readonly [string, string]> } | undefined;
/**
 * The headers every answer starts with, in the order they are set (the fast path, fast-path.server.ts,
 * writes the same list ahead of its own headers: same bytes as through Express).
 */
export function securityHeaderList(): ReadonlyArray<readonly [string, string]> {
  const https = getEnv().appUrl.startsWith("https://");
  if (listed?.https === https) return listed.list;
  const list: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) list.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  listed = { https, list };
  return list;
}

/** True when the Cache-Control value lets a cache keep the answer (static files): else a personal answer gets no-store. */
export function keepsCacheControl(value: string | undefined): boolean {
  return value !== undefined && /immutable|max-age=[1-9]/.test(value);
}

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
    if (!keepsCacheControl(res.hasHeader("Cache-Control") ? String(res.getHeader("Cache-Control")) : undefined)) {
      if (isPersonalPath(req.path, req.headers.cookie)) res.setHeader("Cache-Control", "no-store");
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
  for (const [name, value] of securityHeaderList()) res.setHeader(name, value);
  next();
}
