/**
 * Content-Security-Policy for our documents (issue 13, decision 0040). Inline scripts (React Router's
 * hydration context, scroll restoration) are allowed either by a per-request nonce (pages rendered
 * for one request) or by the SHA-256 hashes of their exact text (a page rendered once and served to
 * many, where no per-request nonce can exist). Never 'unsafe-inline' for scripts.
 */
import { createHash, randomBytes } from "node:crypto";

/** Where a page's inline scripts get their permission: a nonce, or the hashes of their bodies. */
export type ScriptSource = { nonce: string } | { scriptHashes: readonly string[] };

export interface CspOptions {
  /** Origins a form may be sent to besides our own (a form-POST answered by a redirect there). */
  formActions?: readonly string[];
}

/** Embedded YouTube player of the exercise videos (privacy-enhanced host, loaded only on a click). */
const FRAME_SOURCES = ["https://www.youtube-nocookie.com"];

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The CSP source expression for a text's SHA-256 (`'sha256-…'`), as browsers hash inline elements. */
export function sha256Source(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the browser hashes an element's text.
  const normalized = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`;
}

function inlineScripts(html: string): string[] {
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  const bodies: string[] = [];
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? "";
    // A script with src= runs its file (allowed by 'self'), not its text.
    if (/\ssrc\s*=/i.test(attributes)) continue;
    bodies.push(match[2] ?? "");
  }
  return bodies;
}

/** Hash sources of every inline `<script>` body in an HTML document (duplicates once). */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(sha256Source))];
}

/** The policy of an HTML document. */
export function documentCsp(source: ScriptSource, options: CspOptions = {}): string {
  const scriptAllow = "nonce" in source ? [`'nonce-${source.nonce}'`] : [...source.scriptHashes];
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptAllow]],
    // Styles may be inline: the stylesheet is inlined into every document, and dialogs add a
    // <style> at run time (scroll locking) whose text cannot be known ahead for a hash. Styles cannot
    // run code; scripts are what the policy holds to the nonce or hashes (decision 0040).
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'"]],
    ["frame-src", FRAME_SOURCES],
    // The offline app's service worker (/sw.js) and web app manifest come from our origin only.
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...(options.formActions ?? [])]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/**
 * The service worker's own policy (its script's answer sets it for everything the worker does): it
 * fetches from our origin only and runs no other code.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; script-src 'self'; base-uri 'none'; form-action 'none'";

/** The policy of every answer that is not an HTML document (static files, JSON, images). */
export const NON_DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
