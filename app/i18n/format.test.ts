import { describe, expect, it } from "vitest";
import { formatCost, formatCount, formatFileSize, formatDate, formatEuro, formatDateTime, formatList, formatNumber, formatPercent, formatTimeOfDay, numberFormat, pluralOf } from "./format";

describe("formats in the page's language", () => {
  it("dates and times in Berlin time (de-DE / en-GB)", () => {
    expect(formatDate("2026-03-05T10:00:00Z", "de")).toBe("05.03.2026");
    expect(formatDate("2026-03-05T23:30:00Z", "en")).toBe("06/03/2026");
    expect(formatDateTime("2026-11-24T13:05:00Z", "de")).toBe("24.11.2026, 14:05");
    expect(formatDateTime("2026-11-24T13:05:00Z", "en")).toBe("24/11/2026, 14:05");
    expect(formatTimeOfDay(new Date(2026, 0, 1, 9, 7), "de")).toBe("09:07");
  });

  it("numbers, counts, percentages, plurals and lists", () => {
    expect(formatNumber(22.5, "de")).toBe("22,5");
    expect(formatNumber(22.5, "en")).toBe("22.5");
    expect(formatNumber(1.234, "de", 1)).toBe("1,2");
    expect(formatCount(100000, "de")).toBe("100.000");
    expect(formatCount(100000, "en")).toBe("100,000");
    expect(formatPercent(0.125, "de", 1)).toBe("12,5\u00a0%");
    expect(formatPercent(0.125, "en", 1)).toBe("12.5%");
    expect(pluralOf("de", 1, { one: "Satz", other: "Sätze" })).toBe("Satz");
    expect(pluralOf("en", 3, { one: "set", other: "sets" })).toBe("sets");
    expect(formatList(["a", "b", "c"], "de")).toBe("a, b und c");
    expect(formatList(["a", "b", "c"], "en")).toBe("a, b and c");
  });

  it("builds each formatter once per language and options", () => {
    expect(numberFormat("de", { maximumFractionDigits: 2 })).toBe(numberFormat("de", { maximumFractionDigits: 2 }));
    expect(numberFormat("de", { maximumFractionDigits: 2 })).not.toBe(numberFormat("en", { maximumFractionDigits: 2 }));
  });
});

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("euro amounts (the admin's figures, prices)", () => {
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

describe("file sizes", () => {
  it("are written in the page's format with binary units", () => {
    expect(formatFileSize(512, "de")).toBe("512 B");
    expect(nbsp(formatFileSize(1536, "de"))).toBe("1,5 KB");
    expect(formatFileSize(1536, "en")).toBe("1.5 KB");
    expect(nbsp(formatFileSize(15 * 1024 * 1024, "de"))).toBe("15 MB");
    expect(nbsp(formatFileSize(2_500_000, "de"))).toBe("2,4 MB");
  });
});
