import { describe, expect, it } from "vitest";
import { pageCacheKey, preferredEncoding } from "./page-cache.server";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, whatever the client's order, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0")).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});

describe("pageCacheKey", () => {
  const req = (path: string, headers: Record<string, string> = {}, method = "GET", query = "") => ({ method, path, originalUrl: `${path}${query}`, headers });

  it("keys public pages by language and path", () => {
    expect(pageCacheKey(req("/de/preise"))).toEqual({ key: "de /de/preise", path: "/de/preise", lang: "de" });
    expect(pageCacheKey(req("/en"))).toEqual({ key: "en /en", path: "/en", lang: "en" });
    expect(pageCacheKey(req("/", { "accept-language": "en-US,en;q=0.9" }))?.key).toBe("en /");
    expect(pageCacheKey(req("/", {}))?.key).toBe("de /");
    expect(pageCacheKey(req("/de/agb", {}, "HEAD"))?.key).toBe("de /de/agb");
  });

  it("never for cookies, queries, writes and pages that are not public", () => {
    expect(pageCacheKey(req("/de", { cookie: "watts.session_token=x" }))).toBeNull();
    expect(pageCacheKey(req("/de", { cookie: "watts_flash=x" }))).toBeNull();
    expect(pageCacheKey(req("/de", {}, "GET", "?tab=1"))).toBeNull();
    expect(pageCacheKey(req("/de", {}, "POST"))).toBeNull();
    for (const path of ["/de/login", "/de/dashboard", "/de/admin", "/de/preise.data", "/de/preise/", "/fr", "/de/unbekannt"]) {
      expect(pageCacheKey(req(path)), path).toBeNull();
    }
  });
});
