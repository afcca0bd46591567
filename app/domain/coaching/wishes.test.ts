import { describe, expect, it } from "vitest";
import { requestedMuscleGroups, sportPrehabGroups } from "./goals";

describe("wishes and sports that shape the plan (issue 23 item 2)", () => {
  it("reads a body part asked for, German and English", () => {
    expect(requestedMuscleGroups("mehr Schultern")).toEqual(["shoulders"]);
    expect(requestedMuscleGroups("more chest, stärkerer Rücken")).toEqual(["chest", "back"]);
  });

  it("negative controls: a body part named with pain or without a wish word is no wish", () => {
    expect(requestedMuscleGroups("Schulter tut mehr weh als sonst")).toEqual([]);
    expect(requestedMuscleGroups("Rücken gesund halten")).toEqual([]);
    expect(requestedMuscleGroups(null)).toEqual([]);
  });

  it("gives a sport its prehab: runners calves and hips, ball sports hamstrings too; control: other sports none", () => {
    expect(sportPrehabGroups("Halbmarathon im Frühjahr, 3× pro Woche Laufen")).toEqual(["calves", "hips"]);
    expect(sportPrehabGroups("Fußball im Verein")).toEqual(["hamstrings", "hips", "calves"]);
    expect(sportPrehabGroups("Schach und Yoga")).toEqual([]);
  });
});
