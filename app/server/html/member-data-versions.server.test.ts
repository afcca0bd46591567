import { describe, expect, it } from "vitest";
import { EVERYBODY, MemberDataVersions } from "./member-data-versions.server";

describe("MemberDataVersions", () => {
  it("keeps nothing fresh before the listener is up", () => {
    const v = new MemberDataVersions();
    expect(v.live).toBe(false);
    expect(v.isFresh("u1", v.stamp())).toBe(false);
    v.setListening(true);
    expect(v.isFresh("u1", v.stamp())).toBe(true);
  });

  it("makes a user's pages stale after their change, not anybody else's", () => {
    const v = new MemberDataVersions();
    v.setListening(true);
    const stamp = v.stamp();
    v.changed("u1");
    expect(v.isFresh("u1", stamp)).toBe(false);
    expect(v.isFresh("u2", stamp)).toBe(true);
    // A page whose data was read after the change is fresh again.
    expect(v.isFresh("u1", v.stamp())).toBe(true);
  });

  it("makes everybody's pages stale after a change to the shared lists", () => {
    const v = new MemberDataVersions();
    v.setListening(true);
    const stamp = v.stamp();
    v.changed(EVERYBODY);
    expect(v.isFresh("u1", stamp)).toBe(false);
    expect(v.isFresh("u2", stamp)).toBe(false);
    expect(v.lastChange("u3")).toBeGreaterThan(stamp);
  });

  it("trusts nothing stamped before the listener went down or came back", () => {
    const v = new MemberDataVersions();
    v.setListening(true);
    const before = v.stamp();
    v.setListening(false);
    expect(v.live).toBe(false);
    expect(v.isFresh("u1", v.stamp())).toBe(false);
    v.setListening(true);
    expect(v.isFresh("u1", before)).toBe(false);
    expect(v.isFresh("u1", v.stamp())).toBe(true);
  });

  it("starts its record over when too many users changed, without calling an older page fresh", () => {
    const v = new MemberDataVersions();
    v.setListening(true);
    v.changed("u0");
    const stamp = v.stamp();
    for (let i = 1; i <= 50_001; i++) v.changed(`u${i}`);
    // u0's change is no longer on record, but the new floor covers it: a page stamped before is stale.
    expect(v.isFresh("u0", stamp)).toBe(false);
    expect(v.isFresh("u0", v.stamp())).toBe(true);
  });
});
