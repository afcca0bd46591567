import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("training log CSV", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell('Bank "schräg", eng')).toBe('"Bank ""schräg"", eng"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(12.5)).toBe("12.5");
  });
  it("keeps typed text from running as a spreadsheet formula, but not negative numbers", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-5")).toBe("-5");
  });
  it("starts with a byte-order mark and ends lines with CRLF", () => {
    expect(toCsv(["a", "b"], [[1, "x"]])).toBe("\uFEFFa,b\r\n1,x\r\n");
  });
});
