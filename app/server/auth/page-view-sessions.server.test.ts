import { describe, expect, it } from "vitest";
import { cookieCacheExpiry, createPageViewSessions } from "./page-view-sessions.server";

const cache = (expiresAt: number, extra = "") => Buffer.from(JSON.stringify({ session: { s: extra }, expiresAt, signature: "sig" })).toString("base64url");

describe("page view sessions", () => {
  it("remembers an answer for exactly these session cookies, whatever else the header carries", () => {
    let now = 1_000;
    const views = createPageViewSessions<string>(() => now);
    const header = `watts.session_token=tok.sig; watts.session_data=${cache(61_000)}`;
    views.set(header, "anna", 10_000_000);
    expect(views.get(header)).toBe("anna");
    expect(views.get(`other=1; ${header}; watts_flash=x`)).toBe("anna");
    // Another token, other session data, a don't-remember cookie: better-auth is asked again.
    expect(views.get(`watts.session_token=tok2.sig; watts.session_data=${cache(61_000)}`)).toBeNull();
    expect(views.get(`watts.session_token=tok.sig; watts.session_data=${cache(61_000, "x")}`)).toBeNull();
    expect(views.get(`${header}; watts.dont_remember=1`)).toBeNull();
    now = 60_999;
    expect(views.get(header)).toBe("anna");
  });

  it("forgets it when the cookie cache expires or the session ends, whichever is first", () => {
    let now = 1_000;
    const views = createPageViewSessions<string>(() => now);
    const header = `watts.session_token=t; watts.session_data=${cache(61_000)}`;
    views.set(header, "anna", 30_000);
    now = 29_999;
    expect(views.get(header)).toBe("anna");
    now = 30_000;
    expect(views.get(header)).toBeNull();
    const later = `watts.session_token=t; watts.session_data=${cache(5_000)}`;
    now = 1_000;
    views.set(later, "bert", 1e12);
    now = 5_000;
    expect(views.get(later)).toBeNull();
  });

  it("remembers nothing without a readable cookie cache, or one already expired", () => {
    const views = createPageViewSessions<string>(() => 10_000);
    views.set("watts.session_token=t", "anna", 1e12);
    views.set("watts.session_token=t; watts.session_data=garbage", "anna", 1e12);
    views.set(`watts.session_token=t; watts.session_data=${cache(9_000)}`, "anna", 1e12);
    expect(views.size).toBe(0);
    expect(cookieCacheExpiry(cache(42))).toBe(42);
    expect(cookieCacheExpiry("%%%")).toBeNull();
  });

  it("takes the secure prefix's cookies too", () => {
    const views = createPageViewSessions<string>(() => 0);
    const header = `__Secure-watts.session_token=t; __Secure-watts.session_data=${cache(1_000)}`;
    views.set(header, "anna", 1e12);
    expect(views.get(header)).toBe("anna");
  });
});
