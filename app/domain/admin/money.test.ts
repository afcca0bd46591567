import { describe, expect, it } from "vitest";
import { formatCount } from "../../i18n/format";
import { formatCost, formatEuro, profitOf, revenueOf } from "./money";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("admin figures", () => {
  it("revenue is questionnaires × 4,99 € without floating-point dust", () => {
    expect(revenueOf(0)).toBe(0);
    expect(revenueOf(3)).toBe(14.97);
    expect(revenueOf(100_000)).toBe(499_000);
  });

  it("profit is revenue minus expenses", () => {
    expect(profitOf(14.97, 0.0123)).toBeCloseTo(14.9577, 6);
  });

  it("writes euros in the page's format", () => {
    expect(nbsp(formatEuro(4.99, "de"))).toBe("4,99 €");
    expect(nbsp(formatEuro(1234.5, "de"))).toBe("1.234,50 €");
    expect(formatEuro(4.99, "en")).toBe("€4.99");
    expect(nbsp(formatEuro(0.0123, "de", 4))).toBe("0,0123 €");
  });

  it("API costs under 0,01 € get 4 decimals, others 2", () => {
    expect(nbsp(formatCost(0.0042, "de"))).toBe("0,0042 €");
    expect(nbsp(formatCost(0.01, "de"))).toBe("0,01 €");
    expect(nbsp(formatCost(0, "de"))).toBe("0,00 €");
    expect(formatCost(0.0042, "en")).toBe("€0.0042");
    expect(formatCost(1.5, "en")).toBe("€1.50");
  });

  it("groups counts", () => {
    expect(formatCount(100000, "de")).toBe("100.000");
    expect(formatCount(100000, "en")).toBe("100,000");
  });
});
