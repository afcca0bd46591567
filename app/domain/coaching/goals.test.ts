import { describe, expect, it } from "vitest";
import { goalShown, otherGoalShown, repRange, rowGoalsOf, rowShowsGoal } from "./goals";

const row = (name: string, reps: string, extra: { hashtag?: string; cardio?: boolean; notes?: string } = {}) => ({
  name,
  reps,
  hashtag: extra.hashtag ?? null,
  cardio: extra.cardio ?? false,
  notes: extra.notes ?? "",
});

describe("what shows a goal (the individualization gate and the generator alike)", () => {
  it("reads rep ranges: '8-12', '10 je Seite', timed sets", () => {
    expect(repRange("8-12")).toEqual({ min: 8, max: 12, time: false });
    expect(repRange("je Seite 10-12")).toEqual({ min: 10, max: 12, time: false });
    expect(repRange("30-45 s")).toMatchObject({ time: true });
  });

  it("single rows: a stability row for injury prevention, an athletic row for sport support, a cardio row", () => {
    expect(rowShowsGoal("injury_prevention", row("Pallof-Press mit Band", "10-15", { hashtag: "#stabilisation" }))).toBe(true);
    expect(rowShowsGoal("injury_prevention", row("Unterarmstütz", "30-45 s"))).toBe(true);
    expect(rowShowsGoal("injury_prevention", row("Bankdrücken mit Kurzhanteln", "8-12"))).toBe(false);
    expect(rowShowsGoal("sport_support", row("Kniebeuge mit Langhantel", "4-6", { hashtag: "#explosiv" }))).toBe(true);
    expect(rowShowsGoal("sport_support", row("Rudern mit Kurzhantel", "8-12"))).toBe(false);
    expect(rowShowsGoal("cardio", row("Stepper", "10 Minuten", { cardio: true }))).toBe(true);
  });

  it("a purpose stated in words at the start of the notes shows the goal like a tag (control: the same word inside a cue does not)", () => {
    expect(rowShowsGoal("sport_support", row("Kniebeuge mit Langhantel", "4-6", { notes: "Explosivkraft: Knie über den Zehen" }))).toBe(true);
    expect(rowShowsGoal("injury_prevention", row("Crunch am Kabelzug", "10-15", { notes: "Stabilisation: Rippen runter" }))).toBe(true);
    expect(rowShowsGoal("sport_support", row("Kniebeuge mit Langhantel", "4-6", { notes: "Knie über den Zehen, explosiv" }))).toBe(false);
    expect(rowShowsGoal("injury_prevention", row("Crunch am Kabelzug", "10-15", { notes: "Rumpf stabil halten" }))).toBe(false);
  });

  it("names the goals a single row can carry alone (weight loss is shown by its rep ranges, too)", () => {
    expect(rowGoalsOf(["muscle_building", "injury_prevention", "health"])).toEqual(["injury_prevention", "cardio"]);
    expect(rowGoalsOf(["weight_loss", "performance"])).toEqual([]);
  });

  it("muscle building, health and general fitness as the gate reads them", () => {
    const strength = [row("Goblet Squat", "8-12"), row("Rudern", "8-12"), row("Liegestütz", "10-12")];
    expect(goalShown("muscle_building", strength, "")).toBe(true);
    expect(goalShown("health", strength, "")).toBe(false);
    expect(goalShown("health", [...strength, row("Stepper", "10 Minuten", { cardio: true })], "")).toBe(true);
    expect(goalShown("general_fitness", [...strength, row("Stepper", "10 Minuten", { cardio: true })], "")).toBe(true);
    expect(goalShown("performance", strength, "")).toBe(false);
    expect(goalShown("performance", strength, "intervalle 30 s zugig")).toBe(true);
    expect(goalShown("specific_focus", strength, "")).toBeNull();
  });

  it("lets the Zone-2 block of health and general fitness move only where another goal still shows", () => {
    const strength = [row("Goblet Squat", "8-12"), row("Rudern", "8-12"), row("Liegestütz", "10-12")];
    expect(otherGoalShown(["muscle_building", "general_fitness"], strength)).toBe(true);
    expect(otherGoalShown(["health", "general_fitness"], strength)).toBe(false);
    // Weight loss shows without cardio only by rep ranges that reach 12.
    const heavy = strength.map((r) => ({ ...r, reps: "6-8" }));
    expect(otherGoalShown(["weight_loss", "health"], heavy)).toBe(false);
    expect(otherGoalShown(["weight_loss", "health"], strength.map((r) => ({ ...r, reps: "12-15" })))).toBe(true);
  });
});
