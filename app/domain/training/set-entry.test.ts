import { describe, expect, it } from "vitest";
import { completeWithSuggestion, numericSetValue, parseSetValue, setUnitOf, suggestionFor, SET_VALUE_PATTERN } from "./set-entry";
import { setChangeSchema } from "./schemas";

const exercise = (reps: string, weight = 0) => ({ reps, originalReps: reps, originalWeight: weight });

describe("a set's value and suggestion", () => {
  it("logs timed and distance exercises in their unit, everything else in repetitions", () => {
    expect(setUnitOf("20 Minuten")).toBe("minutes");
    expect(setUnitOf("12 Min")).toBe("minutes");
    expect(setUnitOf("30 s")).toBe("seconds");
    expect(setUnitOf("30-45 Sekunden")).toBe("seconds");
    expect(setUnitOf("400 m")).toBe("metres");
    expect(setUnitOf("2 km")).toBe("metres");
    expect(setUnitOf("8-12")).toBe("reps");
    expect(setUnitOf("10 je Seite")).toBe("reps");
    expect(setUnitOf("")).toBe("reps");
  });

  it("reads numbers as typed (de comma, en dot); a range or text is no value", () => {
    expect(parseSetValue("12")).toBe("12");
    expect(parseSetValue("1,5")).toBe("1.5");
    expect(parseSetValue("1.5")).toBe("1.5");
    expect(parseSetValue("8-12")).toBe("");
    expect(parseSetValue("0")).toBe("");
    expect(parseSetValue("")).toBe("");
  });

  it("turns a prescription into its target number: a range's lower end, km in metres", () => {
    expect(numericSetValue("8-12")).toBe("8");
    expect(numericSetValue("20 Minuten")).toBe("20");
    expect(numericSetValue("2 km")).toBe("2000");
    expect(numericSetValue("1,5 km")).toBe("1500");
    expect(numericSetValue("AMRAP")).toBe("");
    expect(numericSetValue(null)).toBe("");
  });

  it("suggests last time's set n (or its last set), else the plan's target and weight — never a range", () => {
    const last = [
      { setNumber: 1, reps: "10", weight: 52.5 },
      { setNumber: 2, reps: "9", weight: 52.5 },
    ];
    expect(suggestionFor(1, last, exercise("8-12", 50))).toEqual({ reps: "10", weight: 52.5, source: "last" });
    expect(suggestionFor(3, last, exercise("8-12", 50))).toEqual({ reps: "9", weight: 52.5, source: "last" });
    expect(suggestionFor(1, null, exercise("8-12", 50))).toEqual({ reps: "8", weight: 50, source: "plan" });
    expect(suggestionFor(1, null, exercise("12 Min"))).toEqual({ reps: "12", weight: 0, source: "plan" });
  });

  it("Done fills what is blank with the suggestion and keeps what was typed", () => {
    const s = { reps: "8", weight: 50, source: "plan" as const };
    expect(completeWithSuggestion({ reps: "", weight: 0, completed: false }, s)).toEqual({ reps: "8", weight: 50, completed: true });
    expect(completeWithSuggestion({ reps: "11", weight: 0, completed: false }, s)).toEqual({ reps: "11", weight: 50, completed: true });
    expect(completeWithSuggestion({ reps: "", weight: 12.25, completed: false }, s)).toEqual({ reps: "8", weight: 12.25, completed: true });
  });

  it("the server takes numbers only, and weights in 0.25 kg steps", () => {
    const change = { day: 1, exerciseOrder: 0, setNumber: 1, weight: 12.25, completed: true, changedAt: 1 };
    expect(setChangeSchema.safeParse({ ...change, reps: "10" }).success).toBe(true);
    expect(setChangeSchema.safeParse({ ...change, reps: "1,5" }).data?.reps).toBe("1.5");
    expect(setChangeSchema.safeParse({ ...change, reps: "" }).success).toBe(true);
    expect(setChangeSchema.safeParse({ ...change, reps: "8-12" }).success).toBe(false);
    expect(setChangeSchema.safeParse({ ...change, reps: "12 Min Wdh." }).success).toBe(false);
    expect(setChangeSchema.safeParse({ ...change, reps: "10", weight: 12.3 }).success).toBe(false);
    expect(SET_VALUE_PATTERN.test("12345")).toBe(false);
  });
});
