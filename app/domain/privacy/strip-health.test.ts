import { describe, expect, it } from "vitest";
import { HEALTH_REMOVED_NOTE, stripHealthFromAiFallback, stripHealthFromGateResults } from "./strip-health";

describe("stripping health details from plan check records", () => {
  it("empties the recognised conditions and violations and rewrites the reason that names them", () => {
    const gates = [
      { id: "structure", passed: true, reason: "ok", details: { days: 6 } },
      {
        id: "individualization",
        passed: false,
        reason: "Nicht individuell genug: trotz Einschränkung enthalten (Kniebeuge: Meniskus (Knie beugt tief), Burpees: Asthma (Atemnot)); kein zielspezifisches Element.",
        details: { healthConditions: ["Meniskus", "Asthma"], healthViolations: [{ exercise: "Kniebeuge", condition: "Meniskus (tief)" }], dislikedFound: [] },
      },
    ];
    const out = stripHealthFromGateResults(gates) as typeof gates;
    expect(out[0]).toEqual(gates[0]);
    expect(JSON.stringify(out)).not.toMatch(/Meniskus|Asthma/);
    expect(out[1]!.reason).toBe(`Nicht individuell genug: ${HEALTH_REMOVED_NOTE}; kein zielspezifisches Element.`);
    expect(out[1]!.details).toEqual({ healthConditions: [], healthViolations: [], dislikedFound: [] });
  });

  it("strips the AI fallback's failed gates and leaves other values alone", () => {
    const fallback = { model: "m", attempts: 2, failedGates: [{ id: "individualization", reason: "trotz Einschränkung enthalten (Sprünge: Knie (Stoß))" }] };
    expect(JSON.stringify(stripHealthFromAiFallback(fallback))).not.toContain("Knie");
    expect(stripHealthFromAiFallback(null)).toBeNull();
    expect(stripHealthFromGateResults(null)).toBeNull();
  });
});
