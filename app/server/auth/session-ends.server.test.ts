import { describe, expect, it } from "vitest";
import { SessionEnds, sessionEndedUser } from "./session-ends.server";

describe("SessionEnds", () => {
  it("trusts cached answers only while notifications arrive", () => {
    const ends = new SessionEnds(60_000, () => 0);
    expect(ends.cacheable("u1")).toBe(false);
    ends.setListening(true);
    expect(ends.cacheable("u1")).toBe(true);
    ends.setListening(false);
    expect(ends.cacheable("u1")).toBe(false);
  });

  it("after a session end, the user's answers come from the database for the cache's lifetime only; other users unaffected", () => {
    let now = 1_000;
    const ends = new SessionEnds(60_000, () => now);
    ends.setListening(true);
    ends.ended("u1");
    expect(ends.cacheable("u1")).toBe(false);
    expect(ends.cacheable("u2")).toBe(true);
    now += 59_999;
    expect(ends.cacheable("u1")).toBe(false);
    now += 2;
    expect(ends.cacheable("u1")).toBe(true);
  });

  it("reads the payloads of the member_data channel", () => {
    expect(sessionEndedUser("session:abc")).toBe("abc");
    expect(sessionEndedUser("abc")).toBeNull();
    expect(sessionEndedUser("*")).toBeNull();
  });
});
