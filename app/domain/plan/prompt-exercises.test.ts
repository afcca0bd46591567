import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { germanMarkers } from "~/domain/exercises/german-markers";
import { promptExerciseNames } from "./prompt-exercises";

describe("the AI prompt's exercise list (decision 0133)", () => {
  it("an English customer's list holds the English names (the prompt asks for them), all of them usable", () => {
    const names = promptExerciseNames(EXERCISES, ["dumbbells", "barbell"], "en");
    expect(names).toContain("Barbell Back Squat");
    expect(names).not.toContain("Kniebeuge mit Langhantel");
    expect(names.filter((n) => /[äöüß]/i.test(n) || germanMarkers(n).includes("mit"))).toEqual([]);
  });

  it("negative controls: a German customer's list holds the German names; equipment still filters", () => {
    const names = promptExerciseNames(EXERCISES, ["dumbbells", "barbell"], "de");
    expect(names).toContain("Kniebeuge mit Langhantel");
    expect(names).not.toContain("Barbell Back Squat");
    expect(promptExerciseNames(EXERCISES, [], "en")).not.toContain("Barbell Back Squat");
  });
});
