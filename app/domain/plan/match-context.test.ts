/**
 * Matching with context (issue 23 item 6; docs/plan-format.md "Matching with context"). Each rule
 * has its negative control; the fixture ai-context.md holds the names an outsider's AI-style texts
 * got wrong (regression).
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { createExerciseLookup } from "./match";
import { parsePlan } from "./parser";
import aiContextMd from "./fixtures/ai-context.md?raw";

const lookup = createExerciseLookup(EXERCISES);
const find = (name: string, weight: string | null = null) => lookup.find(name, { weight })?.name ?? null;
const needs = (name: string | null) => EXERCISES.find((e) => e.name === name)?.equipmentNeeded ?? [];

describe("rule 1: the weight column chooses the variant", () => {
  it("a pair (2×… kg) means dumbbells", () => {
    expect(find("Kniebeuge", "2×12,5 kg")).toBe("Goblet Squat mit Kurzhantel");
    expect(find("Reverse Lunge", "2×10 kg")).toBe("Rückwärtiger Ausfallschritt mit Kurzhanteln");
    expect(find("Curls", "2×8 kg")).toBe("Bizepscurls mit Kurzhanteln");
  });
  it("negative control: one load without a pair keeps the default (barbell), no load keeps bodyweight", () => {
    expect(find("Kniebeuge", "60 kg")).toBe("Kniebeuge mit Langhantel");
    expect(find("Kniebeuge")).toBe("Kniebeuge mit Langhantel");
    expect(find("Reverse Lunge", "–")).toBe("Rückwärtiger Ausfallschritt");
  });
  it("kilograms mean a loaded variant, even when the name alone is a bodyweight record", () => {
    expect(needs(find("Standing Calf Raise", "40 kg")).length).toBeGreaterThan(0);
    expect(find("Standing Calf Raise", null)).toBe("Wadenheben");
  });
  it("equipment words in the weight column count as the name's; 'Körpergewicht' means bodyweight", () => {
    expect(find("Bizepscurls", "30 kg Langhantel")).toBe("Langhantel-Curls");
    expect(find("Kniebeuge", "Körpergewicht")).toBe("Kniebeuge mit Körpergewicht");
  });
});

describe("rule 3: the customer's equipment chooses among variants", () => {
  it("at home with dumbbells a loaded squat is a dumbbell squat", () => {
    const home = createExerciseLookup(EXERCISES, { equipment: ["dumbbells"] });
    expect(needs(home.find("Kniebeuge", { weight: "20 kg" })?.name ?? null)).toEqual(["dumbbells"]);
  });
  it("negative control: with a barbell the squat stays the barbell squat", () => {
    const gym = createExerciseLookup(EXERCISES, { equipment: ["barbell", "dumbbells"] });
    expect(gym.find("Kniebeuge", { weight: "20 kg" })?.name).toBe("Kniebeuge mit Langhantel");
  });
});

describe("rule 2: direction words distinguish and are never dropped", () => {
  it("forward never becomes reverse, even when only the reverse lunge has a loaded variant (then: no match)", () => {
    expect(find("Forward Lunge", "2×10 kg")).toBeNull();
    expect(find("Ausfallschritt nach vorne", "2×10 kg")).toBeNull();
    expect(find("Ausfallschritte", "2×10 kg")).toBeNull();
    expect(find("Forward Lunge")).toBe("Ausfallschritt nach vorn");
  });
  it("seated never becomes standing", () => {
    expect(find("Seated Calf Raise")).not.toBe("Wadenheben");
    expect(find("Wadenheben sitzend")).not.toBe("Wadenheben");
  });
  it("single-leg is kept", () => {
    expect(find("Single-Leg Glute Bridge")).toBe("Einbeiniges Beckenheben");
    expect(find("Glute Bridge single leg")).toBe("Einbeiniges Beckenheben");
  });
  it("negative controls: without a direction word the plain variants", () => {
    expect(find("Reverse Lunge")).toBe("Rückwärtiger Ausfallschritt");
    expect(find("Ausfallschritte")).toBe("Ausfallschritt nach vorn");
    expect(find("Standing Calf Raise")).toBe("Wadenheben");
    expect(find("Glute Bridge")).toBe("Beckenheben");
  });
});

describe("synonyms and compound names (German and English)", () => {
  it("fly = Fliegende, bench press = Bankdrücken, glute bridge = Beckenheben, taps = tap", () => {
    expect(find("Fly (Kurzhanteln)")).toBe("Fliegende mit Kurzhanteln");
    expect(find("Kurzhantel Bench Press")).toBe("Bankdrücken mit Kurzhanteln");
    expect(find("Plank with Shoulder Taps")).toBe("Liegestützposition mit Schulterantippen");
    expect(find("Dumbbell Step-ups")).toBe("Step-up mit Kurzhanteln");
  });
  it("negative controls: Butterfly stays the machine, Plank stays the forearm plank", () => {
    expect(find("Butterfly")).toBe("Butterfly an der Maschine");
    expect(find("Plank")).toBe("Unterarmstütz");
  });
});

describe("regression: the outsider's AI-style names read with their weight column", () => {
  it("maps every row of ai-context.md to the right exercise", () => {
    const plan = parsePlan(aiContextMd, lookup);
    const matched = plan.days.flatMap((d) => d.exercises.map((e) => [e.name, e.instructions === null ? null : EXERCISES.find((x) => x.instructions === e.instructions)?.name]));
    expect(Object.fromEntries(matched)).toEqual({
      Kniebeuge: "Goblet Squat mit Kurzhantel",
      "Forward Lunge": "Ausfallschritt nach vorn",
      "Reverse Lunge": "Rückwärtiger Ausfallschritt mit Kurzhanteln",
      "Standing Calf Raise": "Wadenheben mit Langhantel",
      "Seated Calf Raise": "Wadenheben an der Maschine",
      "Single-Leg Glute Bridge": "Einbeiniges Beckenheben",
      "Dumbbell Step-ups": "Step-up mit Kurzhanteln",
      "Dumbbell Bench Press": "Bankdrücken mit Kurzhanteln",
      Curls: "Bizepscurls mit Kurzhanteln",
      "Fly (Kurzhanteln)": "Fliegende mit Kurzhanteln",
      "Plank with Shoulder Taps": "Liegestützposition mit Schulterantippen",
    });
  });
});

describe("a front squat is no forward movement", () => {
  it("Kniebeuge (Langhantel) is the back squat whatever the records' order", () => {
    const reversed = createExerciseLookup([...EXERCISES].reverse());
    expect(reversed.find("Kniebeuge (Langhantel)", { weight: "60 kg" })?.name).toBe("Kniebeuge mit Langhantel");
    expect(reversed.find("Front Squat", { weight: "60 kg" })?.name).toBe("Frontkniebeuge mit Langhantel");
  });
});
