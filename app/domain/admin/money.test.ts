import { describe, expect, it } from "vitest";
import { profitOf, revenueOf } from "./money";

describe("admin figures", () => {
  it("revenue is questionnaires × 4,99 € without floating-point dust", () => {
    expect(revenueOf(0)).toBe(0);
    expect(revenueOf(3)).toBe(14.97);
    expect(revenueOf(100_000)).toBe(499_000);
  });

  it("profit is revenue minus expenses", () => {
    expect(profitOf(14.97, 0.0123)).toBeCloseTo(14.9577, 6);
  });
});
