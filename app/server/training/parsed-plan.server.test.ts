import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { createExerciseLookup, withCustomerEquipment } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import canonical from "~/domain/plan/fixtures/canonical.md?raw";
import { parsedPlanOf } from "./training-data.server";

const text = canonical;

describe("parsed plans kept in memory", () => {
  it("parses a text once per exercise lookup and gives the same result as the parser", () => {
    const lookup = createExerciseLookup([]);
    const first = parsedPlanOf(text, lookup);
    expect(first).toEqual(parsePlan(text, lookup));
    expect(parsedPlanOf(`${text}`, lookup)).toBe(first);
    // An edited text or a changed exercise database is parsed again.
    expect(parsedPlanOf(`${text}\n`, lookup)).not.toBe(first);
    expect(parsedPlanOf(text, createExerciseLookup([]))).not.toBe(first);
  });

  it("is frozen: a request cannot change what the next one is shown", () => {
    const plan = parsedPlanOf(text, createExerciseLookup([]));
    expect(() => {
      (plan.days[0] as { title: string }).title = "changed";
    }).toThrow(TypeError);
  });

  it("reads the plan with the customer's equipment as context, cached per equipment (decision 0107)", () => {
    const lookup = createExerciseLookup(EXERCISES);
    const goblet = "## Tag 1 – Ganzkörper\n\n| Übung | Sätze | Wdh. | Gewicht | Pause | Hinweise |\n|---|---|---|---|---|---|\n| Goblet Squats | 3 | 10 | – | 90 s | |\n";
    const instructionsOf = (name: string) => EXERCISES.find((e) => e.name === name)?.instructions;
    const kb = parsedPlanOf(goblet, lookup, ["kettlebells"]);
    expect(kb.days[0]!.exercises[0]!.instructions).toBe(instructionsOf("Goblet Squat mit Kettlebell"));
    // Negative control: without the questionnaire (or with dumbbells) the default, the dumbbell goblet squat.
    expect(parsedPlanOf(goblet, lookup).days[0]!.exercises[0]!.instructions).toBe(instructionsOf("Goblet Squat mit Kurzhantel"));
    expect(parsedPlanOf(goblet, lookup, ["dumbbells"]).days[0]!.exercises[0]!.instructions).toBe(instructionsOf("Goblet Squat mit Kurzhantel"));
    expect(parsedPlanOf(goblet, lookup, ["kettlebells"])).toBe(kb);
  });

  it("withCustomerEquipment passes the equipment to every look-up; without equipment it is the lookup itself", () => {
    const lookup = createExerciseLookup(EXERCISES);
    expect(withCustomerEquipment(lookup, ["kettlebells"]).find("Suitcase Carry")?.name).toBe("Koffertragen mit Kettlebell");
    expect(withCustomerEquipment(lookup, null)).toBe(lookup);
    expect(lookup.find("Suitcase Carry")?.name).toBe("Koffertragen mit Kurzhantel");
  });
});
