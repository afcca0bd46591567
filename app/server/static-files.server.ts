/**
 * The build's static files (build/client), served as compressed at build time (scripts/precompress.mjs
 * writes a .br and a .gz beside each compressible file): never compressed per request. The list of
 * files is read once at start (a build never changes under a running process), so page URLs go
 * straight to the app without a disk lookup.
 */
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import expressStaticGzip, { type ExpressStaticGzipOptions } from "express-static-gzip";
import { SERVICE_WORKER_CSP } from "./security/csp.server";

/** The service worker's script: asked again on every update check (never from a cache), with its own policy. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** URL paths ("/favicon.svg", "/assets/x.js") of the files under root, without the compressed copies. */
export function listStaticFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // Vite's manifest stays private; the compressed copies are reached through their original's URL.
      if (entry.name === ".vite") continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (!/\.(br|gz)$/.test(entry.name)) files.add(`${prefix}${entry.name}`);
    }
  };
  walk(root, "/");
  return files;
}

/** Serves root's files: /assets/* (content-hashed) cached for a year as immutable, the rest for an hour. */
export function staticFiles(root: string): RequestHandler {
  const files = listStaticFiles(root);
  const options: ExpressStaticGzipOptions = { enableBrotli: true, orderPreference: ["br", "gzip"], index: false };
  const hashed = expressStaticGzip(path.join(root, "assets"), { ...options, serveStatic: { index: false, immutable: true, maxAge: "1y" } });
  const other = expressStaticGzip(root, {
    ...options,
    serveStatic: {
      index: false,
      maxAge: "1h",
      setHeaders: (res, file) => {
        // The precompressed copy (sw.js.br) is the file served most of the time.
        if (path.basename(file).replace(/\.(br|gz)$/, "") !== SERVICE_WORKER_PATH.slice(1) || path.dirname(file) !== path.resolve(root)) return;
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("Content-Security-Policy", SERVICE_WORKER_CSP);
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(req.path)) return next();
    if (req.path.startsWith("/assets/")) {
      const url = req.url;
      req.url = req.url.slice("/assets".length);
      return hashed(req, res, (error?: unknown) => {
        req.url = url;
        next(error);
      });
    }
    return other(req, res, next);
  };
}
