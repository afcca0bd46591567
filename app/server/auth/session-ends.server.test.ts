import { describe, expect, it } from "vitest";
import { SessionEnds, sessionEndOf } from "./session-ends.server";

describe("SessionEnds", () => {
  it("records whether notifications arrive", () => {
    const ends = new SessionEnds(60_000, () => 0);
    expect(ends.live).toBe(false);
    ends.setListening(true);
    expect(ends.live).toBe(true);
    expect(ends.cacheable("u1", "s1")).toBe(true);
  });

  it("an ended session is checked against the database for the cache's lifetime; the user's other sessions are not", () => {
    let now = 1_000;
    const ends = new SessionEnds(60_000, () => now);
    ends.setListening(true);
    ends.ended({ sessionId: "s1" });
    expect(ends.cacheable("u1", "s1")).toBe(false);
    expect(ends.cacheable("u1", "s2")).toBe(true);
    now += 59_999;
    expect(ends.cacheable("u1", "s1")).toBe(false);
    now += 2;
    expect(ends.cacheable("u1", "s1")).toBe(true);
  });

  it("a changed address voids every session of that user, and no other user's", () => {
    const ends = new SessionEnds(60_000, () => 0);
    ends.setListening(true);
    ends.ended({ userId: "u1" });
    expect(ends.cacheable("u1", "s1")).toBe(false);
    expect(ends.cacheable("u1", "s2")).toBe(false);
    expect(ends.cacheable("u2", "s3")).toBe(true);
  });

  it("reads the payloads of the member_data channel", () => {
    expect(sessionEndOf("session:abc")).toEqual({ sessionId: "abc" });
    expect(sessionEndOf("session-user:u9")).toEqual({ userId: "u9" });
    expect(sessionEndOf("abc")).toBeNull();
    expect(sessionEndOf("*")).toBeNull();
  });
});
