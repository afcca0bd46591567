import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateTime, formatList, formatNumber, formatPercent, formatTimeOfDay, numberFormat, pluralOf } from "./format";

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
