import { describe, expect, it } from "vitest";
import { isAdmin } from "./session.server";

describe("admin role", () => {
  it("is the confirmed account whose e-mail equals ADMIN_EMAIL, case-insensitively", () => {
    expect(isAdmin({ email: "Coach@Watts.example", emailVerified: true }, "coach@watts.example")).toBe(true);
    expect(isAdmin({ email: "coach@watts.example", emailVerified: true }, " COACH@watts.example ")).toBe(true);
  });

  it("is nobody without ADMIN_EMAIL, for an unconfirmed address, or for another address", () => {
    expect(isAdmin({ email: "coach@watts.example", emailVerified: true }, undefined)).toBe(false);
    expect(isAdmin({ email: "coach@watts.example", emailVerified: true }, "")).toBe(false);
    expect(isAdmin({ email: "coach@watts.example", emailVerified: false }, "coach@watts.example")).toBe(false);
    expect(isAdmin({ email: "coach@watts.example.evil", emailVerified: true }, "coach@watts.example")).toBe(false);
  });
});
