import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { safeRedirect } from "./redirect";

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
