import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createNonce, documentCsp, inlineScriptHashes, sha256Source } from "./csp.server";

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(/;\s*/).map((d) => {
    const [name = "", ...values] = d.trim().split(/\s+/);
    return [name, values] as [string, string[]];
  }));
}

describe("the document Content-Security-Policy", () => {
  it("allows inline scripts by the request's nonce only, never 'unsafe-inline'", () => {
    const d = directives(documentCsp({ nonce: "abc123" }));
    expect(d.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("default-src")).toEqual(["'self'"]);
  });

  it("allows a cached page's inline scripts by their hashes, and the given form targets", () => {
    const d = directives(documentCsp({ scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"] }, { formActions: ["https://accounts.google.com"] }));
    expect(d.get("script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(d.get("form-action")).toEqual(["'self'", "https://accounts.google.com"]);
    // Only styles may be inline (decision 0040); nothing else is unsafe.
    for (const [name, values] of d) if (name !== "style-src") expect(values.join(" "), name).not.toContain("unsafe");
  });

  it("hashes every inline script body as the browser does, skipping scripts with src", () => {
    const body = 'window.__reactRouterContext = {"a":"<\\u002fscript>"};';
    const html = `<html><head><script src="/assets/x.js"></script><style id="app-css">body{color:red}</style></head><body><script nonce="n">${body}</script><script type="module" async="">import "/assets/entry.js";\r\n</script><script>${body}</script></body></html>`;
    const expected = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(expected);
    expect(hashes[1]).toBe(sha256Source('import "/assets/entry.js";\n'));
  });

  it("makes a different 128-bit nonce each time", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
