import { describe, expect, it } from "vitest";
import type { LoggedSet } from "./logged-set";
import { bestSet, epley1RM, exerciseHistories, repsOf, sessionDate, weeklyMuscleSets, type PlanLog } from "./records";
import { barChart, lineChart, valueRange } from "./chart";

const set = (over: Partial<LoggedSet>): LoggedSet => ({ day: 1, exercise_name: "Bankdrücken", exercise_order: 0, set_number: 1, actual_reps: "10", actual_weight: 60, completed: true, ...over });

describe("e1RM (Epley)", () => {
  it("is w·(1 + r/30) for 2–10 reps, the weight itself for 1, nothing beyond 10 or without weight", () => {
    expect(epley1RM(100, 1)).toBe(100);
    expect(epley1RM(100, 5)).toBe(116.7);
    expect(epley1RM(60, 10)).toBe(80);
    expect(epley1RM(60, 11)).toBeNull();
    expect(epley1RM(0, 5)).toBeNull();
    expect(epley1RM(50, 0)).toBeNull();
  });
  it("reads only whole repetitions", () => {
    expect(repsOf("10")).toBe(10);
    expect(repsOf(" 8 ")).toBe(8);
    expect(repsOf("8-12")).toBeNull();
    expect(repsOf("12 Min")).toBeNull();
    expect(repsOf("0")).toBeNull();
    expect(repsOf(null)).toBeNull();
  });
  it("picks the best completed set by e1RM, else the heaviest", () => {
    expect(bestSet([set({ actual_reps: "10", actual_weight: 60 }), set({ actual_reps: "3", actual_weight: 70 }), set({ actual_reps: "1", actual_weight: 90, completed: false })])).toEqual({ weight: 60, reps: 10, e1rm: 80 });
    expect(bestSet([set({ actual_reps: "15", actual_weight: 20 }), set({ actual_reps: "12", actual_weight: 22 })])).toEqual({ weight: 22, reps: 12, e1rm: null });
    expect(bestSet([set({ completed: false })])).toBeNull();
  });
});

describe("exercise histories", () => {
  const plans: PlanLog[] = [
    {
      planId: "a",
      sequenceNumber: 1,
      startsAt: "2026-03-02T08:00:00Z",
      sets: [
        set({ day: 1, actual_weight: 60, actual_reps: "8" }),
        set({ day: 1, set_number: 2, actual_weight: 60, actual_reps: "10" }),
        set({ day: 5, actual_weight: 60, actual_reps: "10" }),
        set({ day: 8, actual_weight: 62.5, actual_reps: "10" }),
        set({ day: 1, exercise_name: "Kniebeuge", actual_weight: 80, actual_reps: "5" }),
      ],
    },
    { planId: "b", sequenceNumber: 2, startsAt: "2026-03-16T08:00:00Z", sets: [set({ day: 1, exercise_name: " bankdrücken ", actual_weight: 60, actual_reps: "12" })] },
  ];
  it("orders sessions by plan and day, marks a record only when it beats every earlier one strictly", () => {
    const [bench, squat] = exerciseHistories(plans);
    expect(bench!.name).toBe("Bankdrücken");
    expect(bench!.sessions.map((s) => [s.planSequence, s.day, s.best.e1rm, s.record])).toEqual([
      [1, 1, 80, false],
      [1, 5, 80, false],
      [1, 8, 83.3, true],
      [2, 1, null, false],
    ]);
    expect(bench!.sessions[0]).toMatchObject({ date: "2026-03-02", completedSets: 2, volume: 1080 });
    expect(bench!.bestE1rm).toBe(83.3);
    expect(squat!.sessions).toHaveLength(1);
    expect(squat!.sessions[0]!.record).toBe(false);
  });
  it("dates a session from the plan's start", () => {
    expect(sessionDate("2026-03-02T08:00:00Z", 8)).toBe("2026-03-09");
  });
});

describe("weekly sets per muscle group", () => {
  const muscles = (name: string) => (name === "Bankdrücken" ? ["chest", "triceps"] : name === "Kniebeuge" ? ["quadriceps"] : []);
  it("counts completed sets per group and week against the prescribed sets", () => {
    const rows = weeklyMuscleSets(
      [
        { day: 1, name: "Bankdrücken", sets: 3 },
        { day: 3, name: "Kniebeuge", sets: 4 },
        { day: 8, name: "Bankdrücken", sets: 3 },
        { day: 2, name: "Unbekannt", sets: 5 },
      ],
      [set({ day: 1 }), set({ day: 1, set_number: 2 }), set({ day: 1, set_number: 3, completed: false }), set({ day: 9, exercise_name: "Kniebeuge" })],
      muscles,
    );
    expect(rows).toEqual([
      { week: 1, group: "quadriceps", done: 0, planned: 4 },
      { week: 1, group: "chest", done: 2, planned: 3 },
      { week: 1, group: "triceps", done: 2, planned: 3 },
      { week: 2, group: "chest", done: 0, planned: 3 },
      { week: 2, group: "triceps", done: 0, planned: 3 },
      { week: 2, group: "quadriceps", done: 1, planned: 0 },
    ]);
  });
});

describe("chart geometry", () => {
  const box = { width: 200, height: 100, pad: { left: 20, right: 0, top: 0, bottom: 20 } };
  it("spreads points over the width and scales values into the box (higher is up)", () => {
    const chart = lineChart([{ value: 80 }, { value: 90, highlight: true }, { value: 100 }], box);
    expect(chart.dots.map((d) => d.x)).toEqual([20, 110, 200]);
    expect(chart.dots[0]!.y).toBeGreaterThan(chart.dots[2]!.y);
    expect(chart.dots[1]!.highlight).toBe(true);
    expect(chart.path).toMatch(/^M20 [\d.]+ L110 [\d.]+ L200 [\d.]+$/);
    expect(chart.ticks.map((t) => t.value)).toEqual([79, 90, 101]);
    for (const d of chart.dots) {
      expect(d.y).toBeGreaterThanOrEqual(0);
      expect(d.y).toBeLessThanOrEqual(80);
    }
  });
  it("puts one point in the middle and copes with no points", () => {
    expect(lineChart([{ value: 50 }], box).dots[0]).toMatchObject({ x: 110, y: 40 });
    expect(lineChart([], box)).toEqual({ path: "", dots: [], ticks: [] });
    expect(valueRange([50, 50])).toEqual({ min: 49, max: 51 });
  });
  it("draws planned and done bars on one scale", () => {
    const bars = barChart([{ label: "Brust", done: 6, planned: 3 }, { label: "Beine", done: 0, planned: 4 }], { width: 160, rowHeight: 20, labelWidth: 100 });
    expect(bars.height).toBe(40);
    expect(bars.rows.map((r) => [r.y, r.doneWidth, r.plannedWidth])).toEqual([
      [0, 60, 30],
      [20, 0, 40],
    ]);
  });
});
