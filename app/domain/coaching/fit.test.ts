import { describe, expect, it } from "vitest";
import {
  countSetsByGroup,
  coreLimit,
  estimateSession,
  restSeconds,
  setWork,
  volumeFindings,
  volumeGoalOf,
  warmUpItemSeconds,
  weeklySetTargets,
} from "./fit";

describe("session estimate", () => {
  it("reads reps, timed sets, per-side work and cardio minutes", () => {
    expect(setWork("8-12")).toEqual({ seconds: 40, reps: 10 });
    expect(setWork("10 je Seite")).toEqual({ seconds: 80, reps: 20 });
    expect(setWork("30-45 s")).toEqual({ seconds: 37.5, reps: null });
    expect(setWork("8 Minuten")).toEqual({ seconds: 480, reps: null });
    expect(setWork("AMRAP").seconds).toBe(40);
  });

  it("reads rest cells in seconds and minutes", () => {
    expect(restSeconds("75 s")).toBe(75);
    expect(restSeconds("2 min")).toBe(120);
    expect(restSeconds("90-120 s")).toBe(105);
    expect(restSeconds("2–3 Minuten")).toBe(150);
    expect(restSeconds("–")).toBeNull();
  });

  it("reads warm-up durations, else two minutes an item", () => {
    expect(warmUpItemSeconds("3 Minuten zügiges Gehen")).toBe(180);
    expect(warmUpItemSeconds("Hüftbeuger-Mobilisation, 30 s je Seite")).toBe(60);
    expect(warmUpItemSeconds("Armkreisen")).toBe(120);
  });

  it("adds warm-up, work, rest and set-up (worked example)", () => {
    const e = estimateSession({
      warmUpActivities: ["5 Minuten Rudergerät", "Armkreisen"],
      exercises: [
        { name: "Kniebeuge mit Langhantel", sets: 4, reps: "5", rest: "3 min" },
        { name: "Rudern mit Kurzhantel", sets: 3, reps: "8-12", rest: "90 s" },
        { name: "Fahrradergometer", sets: 1, reps: "10 Minuten", rest: "–", cardio: true },
      ],
    });
    // warm-up 300 + 120; work 4×20 + 3×40 + 600; rest 3×180 + 2×90; set-up 120 + 60 + 60
    expect(e.warmUpSeconds).toBe(420);
    expect(e.workSeconds).toBe(800);
    expect(e.restSeconds).toBe(720);
    expect(e.setupSeconds).toBe(240);
    expect(e.minutes).toBe(36);
  });

  it("uses rest that suits the reps when none is stated, and at least 5 minutes of warm-up", () => {
    const e = estimateSession({ warmUpActivities: [], exercises: [{ name: "Kreuzheben", sets: 3, reps: "3", rest: "" }] });
    expect(e.warmUpSeconds).toBe(300);
    expect(e.restSeconds).toBe(360);
    expect(e.setupSeconds).toBe(120);
  });
});

describe("weekly set targets", () => {
  it("picks the goal: muscle building, then performance, else general", () => {
    expect(volumeGoalOf(["health", "muscle_building"])).toBe("hypertrophy");
    expect(volumeGoalOf(["performance", "weight_loss"])).toBe("strength");
    expect(volumeGoalOf(["weight_loss"])).toBe("general");
  });

  it("caps the minimum by what the booked time allows, never below 2", () => {
    const short = weeklySetTargets({ main_goals: ["muscle_building"], training_level: "intermediate", training_frequency: "2x", session_duration: "upto_30" });
    expect(short.budget).toBe(22);
    expect(short.minPerGroup).toBe(4);
    const once = weeklySetTargets({ main_goals: ["health"], training_level: "beginner", training_frequency: "1x", session_duration: "upto_30" });
    expect(once.minPerGroup).toBe(2);
    const long = weeklySetTargets({ main_goals: ["muscle_building"], training_level: "advanced", training_frequency: "5x", session_duration: "60_90" });
    expect(long.minPerGroup).toBe(10);
    expect(long.maxPerGroup).toBe(24);
  });

  it("counts primary sets fully, synergists half, core only when direct", () => {
    const s = countSetsByGroup([
      { sets: 4, muscleGroups: ["quadriceps", "glutes", "core"] },
      { sets: 3, muscleGroups: ["core"] },
    ]);
    expect(s).toEqual({ quadriceps: 4, glutes: 2, core: 3 });
  });

  it("bounds core by an absolute ceiling and a share of the week's sets", () => {
    const t = weeklySetTargets({ main_goals: ["health"], training_level: "beginner", training_frequency: "6x", session_duration: "60_90" });
    expect(coreLimit(t, 200)).toBe(12);
    expect(coreLimit(t, 24)).toBe(6);
    expect(coreLimit(t, 8)).toBe(4);
  });

  it("never bounds core below the core work the conditions require (pelvic floor and trunk stability: 4 + 4)", () => {
    const t = weeklySetTargets({ main_goals: ["performance"], training_level: "advanced", training_frequency: "1x", session_duration: "30_45", backProblems: true, requiredCoreSets: 8 });
    // 20 hard sets a week: a quarter is 5, but both conditions' 8 sets must fit — and no more.
    expect(coreLimit(t, 20)).toBe(8);
    expect(volumeFindings({ chest: 3, back: 3, quadriceps: 3, glutes: 3, core: 8 }, t, 20)).toEqual([]);
    expect(volumeFindings({ chest: 3, back: 3, quadriceps: 3, glutes: 3, core: 9 }, t, 20)).toEqual([{ group: "core", sets: 9, bound: 8, problem: "above" }]);
    // Without required core work the share rule holds as before.
    expect(coreLimit({ ...t, coreRequired: 0 }, 20)).toBe(5);
  });

  it("finds groups below the minimum, above the maximum and too much core (2 sets of back is too little)", () => {
    const t = weeklySetTargets({ main_goals: ["muscle_building"], training_level: "intermediate", training_frequency: "2x", session_duration: "upto_30" });
    const f = volumeFindings({ chest: 6, back: 2, quadriceps: 6, glutes: 5, biceps: 30, core: 11 }, t, 40);
    expect(f).toEqual([
      { group: "back", sets: 2, bound: 4, problem: "below" },
      { group: "biceps", sets: 30, bound: 20, problem: "above" },
      { group: "core", sets: 11, bound: 10, problem: "above" },
    ]);
    expect(volumeFindings({ chest: 4, back: 4, quadriceps: 4, glutes: 4, core: 10 }, t, 40)).toEqual([]);
  });
});
