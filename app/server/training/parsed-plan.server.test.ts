import { describe, expect, it } from "vitest";
import { createExerciseLookup } from "~/domain/plan/match";
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
});
