import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isAllowedRedirect, safeRedirect, sameOriginPath } from "./redirect";

const fallback = "/de/dashboard";

describe("redirectTo sanitising", () => {
  it("keeps same-site relative paths with query and hash", () => {
    expect(safeRedirect("/de/fragebogen", fallback)).toBe("/de/fragebogen");
    expect(safeRedirect("/en/konto/sicherheit?tab=2#top", fallback)).toBe("/en/konto/sicherheit?tab=2#top");
    expect(safeRedirect("  /de/preise ", fallback)).toBe("/de/preise");
  });

  it("refuses absolute, protocol-relative, backslash and scheme URLs", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "evil.example",
      "/de/\u0000x",
      "/de/\nx",
      "/%0d%0aSet-Cookie:x",
      "",
      "   ",
    ]) {
      const result = safeRedirect(bad, fallback);
      expect(result === fallback || result.startsWith("/") && !result.startsWith("//"), bad).toBe(true);
      // eslint-disable-next-line no-control-regex
      if (!bad.startsWith("/") || bad.startsWith("//") || bad.startsWith("/\\") || /[\u0000-\u001f]/.test(bad)) expect(result, bad).toBe(fallback);
    }
    expect(safeRedirect(undefined, fallback)).toBe(fallback);
    expect(safeRedirect(42, fallback)).toBe(fallback);
    expect(safeRedirect("/x".repeat(600), fallback)).toBe(fallback);
  });

  // Payloads that browsers (or proxies that decode once) resolve to another host.
  const OFF_SITE = [
    "/.//evil.example",
    "/./\\evil.example",
    "/..//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/%2f%2fevil.example",
    "/%2F/evil.example",
    "/%5cevil.example",
    "/%5C%5Cevil.example",
    "/\\/evil.example",
    "/\tevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "https:evil.example",
    "http://evil.example",
    "HTTPS://evil.example/de",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\nscript:alert(1)",
    "/javascript:alert(1)//%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "%2f%2fevil.example",
    "//evil.example@same.invalid",
  ].map((p) => p.replace(/\\t/g, "\t").replace(/\\n/g, "\n").replace(/\\r/g, "\r"));

  it("refuses every path that normalises or decodes to another origin (/.//, %2f%2f, backslashes, tabs, schemes)", () => {
    for (const bad of OFF_SITE) {
      expect(safeRedirect(bad, fallback), JSON.stringify(bad)).toBe(fallback);
      expect(sameOriginPath(bad), JSON.stringify(bad)).toBeNull();
      expect(isAllowedRedirect(bad, "https://watts.example"), JSON.stringify(bad)).toBe(false);
    }
    // The finding of issue 13: "/.//evil.example" came back as "//evil.example".
    expect(safeRedirect("/.//evil.example", fallback)).toBe(fallback);
  });

  it("keeps dot segments that stay on the site, normalised", () => {
    expect(safeRedirect("/de/./preise", fallback)).toBe("/de/preise");
    expect(safeRedirect("/de/x/../fragebogen?step=2", fallback)).toBe("/de/fragebogen?step=2");
  });

  it("allows better-auth targets on our origin or the OAuth provider only", () => {
    const google = ["https://accounts.google.com"];
    expect(isAllowedRedirect("/de/auth/callback?provider=google", "https://watts.example", google)).toBe(true);
    expect(isAllowedRedirect("https://watts.example/de/dashboard", "https://watts.example", google)).toBe(true);
    expect(isAllowedRedirect("https://accounts.google.com/o/oauth2/v2/auth?x=1", "https://watts.example", google)).toBe(true);
    expect(isAllowedRedirect("https://watts.example.evil.example/", "https://watts.example", google)).toBe(false);
    expect(isAllowedRedirect("https://watts.example/.//evil.example", "https://watts.example", google)).toBe(false);
    expect(isAllowedRedirect("https://accounts.google.com.evil.example/", "https://watts.example", google)).toBe(false);
  });

  it("never sends back into the auth API, login, logout or the callback", () => {
    expect(safeRedirect("/api/auth/sign-out", fallback)).toBe(fallback);
    expect(safeRedirect("/de/logout", fallback)).toBe(fallback);
    expect(safeRedirect("/en/login?redirectTo=/x", fallback)).toBe(fallback);
    expect(safeRedirect("/de/auth/callback?token=x", fallback)).toBe(fallback);
  });

  it("whatever the input, the result is the fallback or a path on this site", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const result = safeRedirect(input, fallback);
        expect(result === fallback || (result.startsWith("/") && !result.startsWith("//") && !result.includes("\\"))).toBe(true);
        expect(new URL(result, "https://watts.example").origin).toBe("https://watts.example");
      }),
      { numRuns: 2000 },
    );
  });
});
