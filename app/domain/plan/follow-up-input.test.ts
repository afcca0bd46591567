import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { followupInput, planTextWithSwaps } from "./follow-up-input";
import { parsePlan } from "./parser";

const CANONICAL = fs.readFileSync(path.resolve("app/domain/plan/fixtures/canonical.md"), "utf8");
const swap = { day: 1, exerciseOrder: 0, originalName: "Kniebeuge mit Langhantel", alternativeName: "Beinpresse" };

describe("swaps in the follow-up input", () => {
  it("the previous plan text names the exercise trained at the swapped slot, the other rows unchanged", () => {
    const text = planTextWithSwaps(CANONICAL, [swap]);
    const before = parsePlan(CANONICAL).days.find((d) => d.day === 1)!.exercises.map((e) => e.name);
    const after = parsePlan(text).days.find((d) => d.day === 1)!.exercises.map((e) => e.name);
    expect(after).toEqual(["Beinpresse", ...before.slice(1)]);
    // Other days that repeat the exercise keep it: the swap belongs to one slot.
    expect(text.split("Kniebeuge mit Langhantel").length).toBe(CANONICAL.split("Kniebeuge mit Langhantel").length - 1);
  });

  it("negative control: a swap whose original is not the row's exercise (the text changed) changes nothing", () => {
    expect(planTextWithSwaps(CANONICAL, [{ ...swap, originalName: "Rudern am Kabel" }])).toBe(CANONICAL);
    expect(planTextWithSwaps(CANONICAL, [])).toBe(CANONICAL);
  });

  it("followupInput hands the generator and the prompt history the swapped plan", () => {
    const src = { plan: { sequenceNumber: 1, content: CANONICAL, approvedAt: null }, progress: [], feedback: [], history: [], now: new Date("2026-03-20T10:00:00Z") };
    const withSwap = followupInput({ ...src, swaps: [swap] });
    const day1 = (text: string) => parsePlan(text).days.find((d) => d.day === 1)!.exercises[0]!.name;
    expect(day1(withSwap.previous.planText)).toBe("Beinpresse");
    expect(withSwap.previousPlans[0]!.prescribed!.some((p) => p.day === 1 && p.name === "Beinpresse")).toBe(true);
    const without = followupInput(src);
    expect(day1(without.previous.planText)).toBe("Kniebeuge mit Langhantel");
  });
});
