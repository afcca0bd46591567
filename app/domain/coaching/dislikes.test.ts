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

  // Each dislike with exercises it must leave out (true) and ones it must keep (false): movements,
  // not pieces of unrelated words ("sit" of "Sit-ups" inside "Sitzen", "pull" of "Pull-ups" in "Face Pull").
  const CASES: { dislike: string; hits: string[]; misses: string[] }[] = [
    {
      dislike: "Sit-ups",
      hits: ["Sit-ups", "Crunches am Boden", "Situps mit Drehung", "Reverse Crunch"],
      misses: ["Beckenbodentraining im Sitzen", "Stuhl-Kniebeuge mit hoher Sitzfläche", "Wandsitzen", "High Box Sit-to-Stand", "Rudern sitzend am Kabelzug"],
    },
    {
      dislike: "sit ups und Crunches",
      hits: ["Crunch am Kabelzug", "Sit-up"],
      misses: ["Beckenbodentraining im Sitzen", "Schulterdrücken sitzend"],
    },
    {
      dislike: "Pull-ups",
      hits: ["Klimmzüge", "Pull-Up", "Chin-Ups im Untergriff"],
      misses: ["Face Pull mit Band", "Pull-Through mit Band", "Band Lat Pulldown", "Pullover mit Kurzhantel"],
    },
    {
      dislike: "push-ups",
      hits: ["Liegestütze", "Knee Push-Up", "Pike Push-Up"],
      misses: ["Push Press mit Langhantel", "Band Triceps Pushdown"],
    },
    {
      dislike: "Rudern",
      hits: ["Rudern mit Band", "Rudergerät", "Tischrudern", "Bent-Over Barbell Row"],
      misses: ["Rumänisches Kreuzheben", "Beckenbodentraining im Sitzen", "Brustpresse mit Band"],
    },
    {
      dislike: "Dehnen",
      hits: ["Dehnung der Hüftbeuger"],
      misses: ["Seitheben mit Kurzhanteln"],
    },
    {
      dislike: "rows",
      hits: ["Band Row", "Rudern am Kabelzug"],
      misses: ["Arrow Stretch", "Throw-Down"],
    },
    {
      dislike: "Sit",
      hits: ["Sit and Reach"],
      misses: ["Beckenbodentraining im Sitzen", "Wandsitzen", "Situationstraining"],
    },
  ];

  it.each(CASES)("'$dislike' hits movements, not parts of other words", ({ dislike, hits, misses }) => {
    const m = dislikeMatcher(dislike);
    for (const name of hits) expect(m.exerciseHit({ name }), `${dislike} → ${name}`).not.toBeNull();
    for (const name of misses) expect(m.exerciseHit({ name }), `${dislike} ↛ ${name}`).toBeNull();
  });
});
