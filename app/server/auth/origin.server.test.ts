import { describe, expect, it } from "vitest";
import { checkOrigin, ownOrigin } from "./origin.server";

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

  it("is APP_URL's origin when set, else the origin the browser used (a local run on 127.0.0.1 or a LAN address)", () => {
    const onLan = new Request("http://192.168.1.20:3000/de/login", { method: "POST", headers: { origin: "http://192.168.1.20:3000" } });
    const unset = { appUrl: "http://localhost:3000", appUrlConfigured: false };
    const set = { appUrl: "https://watts.example", appUrlConfigured: true };
    expect(ownOrigin(onLan, unset)).toBe("http://192.168.1.20:3000");
    expect(checkOrigin(onLan, ownOrigin(onLan, unset))).toBe("same-origin");
    expect(ownOrigin(onLan, set)).toBe("https://watts.example");
    expect(checkOrigin(onLan, ownOrigin(onLan, set))).toBe("cross-origin");
    // Without APP_URL a page of another site is still refused.
    const forged = new Request("http://localhost:3000/de/logout", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(checkOrigin(forged, ownOrigin(forged, unset))).toBe("cross-origin");
  });
});
