import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readRecords, renderIndex, unusedNumbers } from "./decisions-index.mjs";

type Rec = { number: number; file: string; title: string; status: string };

describe("decision records", () => {
  const records = readRecords() as Rec[];

  it("each has a title and a Status line: accepted, or superseded by a record that exists", () => {
    const numbers = new Set(records.map((r) => r.number));
    for (const r of records) {
      expect(r.title, r.file).not.toBe("");
      expect(r.status, `${r.file} has no "Status:" line`).toMatch(/^(accepted|superseded by \d{4})/);
      for (const m of r.status.matchAll(/superseded by (\d{4})/g)) expect(numbers.has(Number(m[1])), r.file).toBe(true);
    }
  });

  it("the index lists every record and names the unused numbers (node scripts/decisions-index.mjs)", () => {
    expect(fs.readFileSync("docs/decisions.md", "utf8")).toBe(renderIndex(records));
  });

  it("negative control: a missing record or status is caught", () => {
    const bad = [...records.slice(0, 2), { ...records[2], status: "" }];
    expect(bad.some((r) => !/^(accepted|superseded by \d{4})/.test(r.status))).toBe(true);
    expect(renderIndex(records.slice(1))).not.toBe(renderIndex(records));
    expect(unusedNumbers([{ number: 1 }, { number: 3 }] as Rec[])).toEqual([2]);
  });
});
