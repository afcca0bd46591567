import { describe, expect, it } from "vitest";
import { checkOrigin } from "./origin.server";

const APP = "https://watts.example";
const post = (headers: Record<string, string>) => new Request(`${APP}/de/login`, { method: "POST", headers });

describe("same-origin check of state-changing requests", () => {
  it("accepts our own origin and refuses any other", () => {
    expect(checkOrigin(post({ origin: APP }), APP)).toBe("same-origin");
    expect(checkOrigin(post({ origin: "https://evil.example" }), APP)).toBe("cross-origin");
    expect(checkOrigin(post({ origin: "http://watts.example" }), APP)).toBe("cross-origin");
    expect(checkOrigin(post({ origin: "https://watts.example.evil.example" }), APP)).toBe("cross-origin");
  });

  it("falls back to Sec-Fetch-Site, then Referer", () => {
    expect(checkOrigin(post({ "sec-fetch-site": "same-origin" }), APP)).toBe("same-origin");
    expect(checkOrigin(post({ "sec-fetch-site": "cross-site" }), APP)).toBe("cross-origin");
    expect(checkOrigin(post({ "sec-fetch-site": "same-site" }), APP)).toBe("cross-origin");
    expect(checkOrigin(post({ origin: "null", "sec-fetch-site": "same-origin" }), APP)).toBe("same-origin");
    expect(checkOrigin(post({ origin: "null" }), APP)).toBe("cross-origin");
    expect(checkOrigin(post({ referer: `${APP}/de/login` }), APP)).toBe("same-origin");
    expect(checkOrigin(post({ referer: "https://evil.example/page" }), APP)).toBe("cross-origin");
  });

  it("lets non-browser clients without any of these headers through (they carry no victim's cookies)", () => {
    expect(checkOrigin(post({}), APP)).toBe("no-browser-headers");
  });
});
