import { describe, expect, it } from "vitest";
import { dislikeMatcher } from "./dislikes";

describe("dislikeMatcher", () => {
  it("leaves out every squat variant for 'hasse Kniebeugen', by German or English name", () => {
    const m = dislikeMatcher("Ich hasse Kniebeugen");
    expect(m.exerciseHit({ name: "Goblet Squat mit Kurzhantel" })).toBe("Kniebeugen");
    expect(m.exerciseHit({ name: "Sumo-Kniebeuge" })).toBe("Kniebeugen");
    expect(m.exerciseHit({ name: "Hackenschmidt-Kniebeuge", nameEn: "Hack Squat" })).toBe("Kniebeugen");
    expect(m.exerciseHit({ name: "Beinpresse", nameEn: "Leg Press" })).toBeNull();
    expect(m.exerciseHit({ name: "Bankdrücken mit Langhantel" })).toBeNull();
  });

  it("understands English dislikes and lists", () => {
    const m = dislikeMatcher("I hate squats and lunges");
    expect(m.exerciseHit({ name: "Bulgarische Kniebeuge", nameEn: "Bulgarian Split Squat" })).not.toBeNull();
    expect(m.exerciseHit({ name: "Rückwärtiger Ausfallschritt mit Kurzhanteln" })).toBe("Ausfallschritte");
    expect(m.exerciseHit({ name: "Rumänisches Kreuzheben mit Kurzhanteln" })).toBeNull();
    expect(m.textHit("Katze-Kuh, 8 Wiederholungen")).toBeNull();
    expect(m.textHit("Jumping Lunge")).not.toBeNull();
  });

  it("covers jumps by tag and unknown words by stem", () => {
    const m = dislikeMatcher("Sprünge, Burpees, Bizepscurls");
    expect(m.exerciseHit({ name: "Hampelmann", stressTags: ["high_impact"] })).toBe("Sprünge");
    expect(m.exerciseHit({ name: "Skater-Sprünge" })).toBe("Sprünge");
    expect(m.exerciseHit({ name: "Pogo-Sprünge" })).toBe("Sprünge");
    expect(m.exerciseHit({ name: "Burpee ohne Sprung" })).not.toBeNull();
    expect(m.textHit("Lockeres Hopserlaufen")).toBeNull();
    expect(m.exerciseHit({ name: "Bizepscurls mit Kurzhanteln" })).not.toBeNull();
  });

  it("is empty for no dislikes and never matches inside unrelated words", () => {
    expect(dislikeMatcher("keine").empty).toBe(true);
    expect(dislikeMatcher(null).empty).toBe(true);
    const m = dislikeMatcher("Dips");
    expect(m.exerciseHit({ name: "Dips am Barren" })).toBe("Dips");
    expect(m.exerciseHit({ name: "Hip Thrust mit Langhantel" })).toBeNull();
  });
});
