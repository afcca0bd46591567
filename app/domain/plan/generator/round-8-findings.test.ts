/**
 * Blind round 8's first-plan findings answered as general rules (decision 0137), with negative controls:
 * a bridge is floor work; an early stage of diabetes keeps its qualifier in the health line.
 */
import { describe, expect, it } from "vitest";
import { floorText } from "~/domain/coaching/floor";
import { INJURIES } from "~/domain/exercises/injuries";
import { recordNameFor } from "./complaint-names";

describe("round 8 first plans (decision 0137)", () => {
  it("a bridge is floor work for a customer who cannot get down (control: a standing drill is not)", () => {
    const floor = new Set(["supine", "prone", "kneeling"] as const);
    expect(floorText("Brücke, 1×10 langsam", floor)).toBe(true);
    expect(floorText("Glute bridges 2x12", floor)).toBe(true);
    expect(floorText("Hüftkreisen, 2×10 je Richtung", floor)).toBe(false);
  });

  it("'Vorstufe Diabetes' and 'prediabetes' are named as the early stage, not as type 2 diabetes", () => {
    const t2 = INJURIES.find((r) => r.name === "Diabetes Typ 2")!;
    expect(recordNameFor("Hausarzt sagt Vorstufe Diabetes", "Hausarzt sagt Vorstufe Diabetes (Langzeitzucker 6,2)", t2)).toBe("Diabetes-Vorstufe (Prädiabetes)");
    expect(recordNameFor("prediabetes", "my GP says prediabetes", t2)).toBe("Diabetes-Vorstufe (Prädiabetes)");
    // control: a type 2 diabetes stays named as such
    expect(recordNameFor("Diabetes Typ 2, Metformin", "Diabetes Typ 2, Metformin", t2)).toBe("Diabetes Typ 2");
  });
});
