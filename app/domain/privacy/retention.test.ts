import { describe, expect, it } from "vitest";
import { contractRecordDeleteAfter, isFreshSignIn, promptPurgeBefore } from "./retention";

describe("retention rules", () => {
  it("keeps a contract record six years from the end of the year of its last event", () => {
    expect(contractRecordDeleteAfter(new Date("2026-11-28T10:00:00Z")).toISOString()).toBe("2033-01-01T00:00:00.000Z");
    expect(contractRecordDeleteAfter(new Date("2026-01-01T00:00:00Z")).toISOString()).toBe("2033-01-01T00:00:00.000Z");
  });
  it("purges prompts 30 days after approval", () => {
    expect(promptPurgeBefore(new Date("2026-11-28T00:00:00Z")).toISOString()).toBe("2026-10-29T00:00:00.000Z");
  });
  it("counts a sign-in of the last ten minutes as fresh", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    expect(isFreshSignIn(new Date("2026-11-28T09:51:00Z"), now)).toBe(true);
    expect(isFreshSignIn(new Date("2026-11-28T09:49:00Z"), now)).toBe(false);
  });
});
