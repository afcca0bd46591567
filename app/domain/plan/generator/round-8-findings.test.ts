/**
 * Blind round 8's first-plan findings answered as general rules (decision 0137), with negative controls:
 * a bridge is floor work; an early stage of diabetes keeps its qualifier in the health line.
 */
import { describe, expect, it } from "vitest";
import { floorText } from "~/domain/coaching/floor";
import { INJURIES } from "~/domain/exercises/injuries";
import { conditionsInText } from "~/domain/coaching/safety";
import { recordNameFor } from "./complaint-names";
import { redFlagLine, screeningFlag } from "./red-flags";

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

describe("a first plan's screening and leaking after a birth (decision 0137)", () => {
  it("breathlessness on stairs asks for a medical check before intensive training", () => {
    const flag = screeningFlag("Knie tun auf der Treppe weh und ich komm auf der Treppe schnell außer Puste. Rauche nicht mehr.", []);
    expect(flag?.kind).toBe("screening");
    expect(redFlagLine(flag!)).toMatch(/hausärztlich untersuchen.*RIR 3/);
    expect(screeningFlag("I get short of breath on stairs and my chest feels tight", [])?.kind).toBe("screening");
  });
  it("negative control: no sign, a negated sign, or a condition whose own note names the doctor", () => {
    expect(screeningFlag("Knie tun auf der Treppe weh.", [])).toBeNull();
    expect(screeningFlag("Keine Atemnot, kein Herzstolpern, alles gut.", [])).toBeNull();
    expect(screeningFlag("Asthma, bei Belastung manchmal kurzatmig.", ["asthma"])).toBeNull();
  });
  it("'beim Hüpfen geht bisschen Urin ab' is a pelvic-floor symptom (control: a birth without symptoms is not)", () => {
    expect(conditionsInText("Beim Hüpfen oder Niesen geht manchmal bisschen Urin ab")).toContain("pelvic_floor_symptoms");
    expect(conditionsInText("Kaiserschnitt vor 9 Monaten, alles gut verheilt")).not.toContain("pelvic_floor_symptoms");
  });
});
