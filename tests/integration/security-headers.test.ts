/**
 * Issue 13, finding 5 against the built server: every document has a Content-Security-Policy whose
 * nonce is fresh per request and carried by every inline script; static files get nosniff and a
 * strict policy too; personal pages and their .data answers are never cached.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../e2e/support/harness";
import { registerAndConfirm, request, uniqueEmail } from "../support/member-session";
import { DRIVERS } from "./support/db";
import { startServerOn } from "./support/server";

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "").split(/;\s*/).filter(Boolean).map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

describe.each(DRIVERS)("security headers (%s)", (driver) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServerOn(driver);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("documents: a per-request nonce (or, served from memory, the hash) for every inline script, no 'unsafe-inline' scripts, no framing, no plugins, no foreign base", async () => {
    const nonces: string[] = [];
    for (const path of ["/de", "/en/preise", "/de/login", "/de/login?redirectTo=%2Fde%2Ffragebogen", "/en/preise?plan=monthly"]) {
      const res = await fetch(`${server.baseURL}${path}`);
      const csp = directives(res.headers.get("content-security-policy"));
      const script = csp.get("script-src") ?? [];
      expect(script.join(" "), path).not.toContain("unsafe");
      const html = await res.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]!));
      expect(inline.length, path).toBeGreaterThan(0);
      const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(script.find((v) => v.startsWith("'nonce-")) ?? "")?.[1];
      if (nonce) {
        // Rendered for this request: a fresh nonce on every inline script.
        nonces.push(nonce);
        for (const m of inline) expect(m[1], path).toContain(`nonce="${nonce}"`);
      } else {
        // A public page served from memory (issue 14): the same bytes for everybody, so the policy
        // lists each inline script's hash instead of a nonce.
        for (const m of inline) expect(script, path).toContain(`'sha256-${createHash("sha256").update(m[2]!).digest("base64")}'`);
      }
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control") ?? "").not.toContain("no-store");
      // One policy only (a second, stricter one would block the page).
      expect(res.headers.get("content-security-policy")).not.toContain(",");
    }
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("static files: nosniff and a policy that allows nothing to run", async () => {
    const html = await (await fetch(`${server.baseURL}/de`)).text();
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    for (const path of ["/favicon.svg", asset!]) {
      const res = await fetch(`${server.baseURL}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(directives(res.headers.get("content-security-policy")).get("default-src"), path).toEqual(["'none'"]);
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
  });

  it("personal pages and their data answers: Cache-Control no-store", async () => {
    const user = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("headers"), firstName: "Hedda", lastName: "Header" });
    for (const path of ["/de/dashboard", "/de/dashboard.data", "/de/konto/sicherheit", "/de/konto/sicherheit.data", "/de/preise", "/_.data"]) {
      const res = await request(server.baseURL, user.jar, path);
      expect([path, res.status < 400]).toEqual([path, true]);
      expect([path, res.headers.get("cache-control")]).toEqual([path, "no-store"]);
    }
    // A visitor's reset page carries a token in its address: not kept either.
    const reset = await fetch(`${server.baseURL}/de/reset-password?token=abcdefghijklmnop`, { redirect: "manual" });
    expect(reset.headers.get("cache-control")).toBe("no-store");
  });
});
