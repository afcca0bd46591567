import { describe, expect, it } from "vitest";
import { findPainMentions, mentionsPain } from "./feedback-signals";

describe("findPainMentions", () => {
  it.each([
    "Knie tut etwas weh",
    "Mein Knie tut weh.",
    "Starke Schmerzen im unteren Rücken",
    "Die Schulter schmerzt beim Drücken",
    "Bei Kniebeugen zieht es im Oberschenkel",
    "Das war unangenehm für den Ellbogen",
    "Ein stechender Schmerz in der Hüfte",
    "Es sticht im Knie",
    "Rückenschmerzen nach dem Kreuzheben",
    "Kniebeschwerden seit Tag 3",
    "Seitenstechen beim Laufen",
    "Leichte Zerrung im Oberschenkel",
    "My knee hurts",
    "Lower back pain after deadlifts",
    "Shoulder was sore all week",
    "Painful elbow on curls",
    "My wrist is aching",
    "Tut nicht nur weh, es sticht",
  ])("finds pain in %j", (text) => {
    expect(mentionsPain(text)).toBe(true);
  });

  it.each([
    "Bankdrücken hat Spaß gemacht",
    "Bankdrücken und Schulterdrücken liefen gut, Gewicht gesteigert",
    "Alles super, keine Schmerzen",
    "Knie ist schmerzfrei",
    "Beschwerdefrei trainiert",
    "Das Knie tut nicht mehr weh",
    "Die Übung hat mir nicht wehgetan",
    "No pain at all",
    "Completely pain-free this week",
    "It doesn't hurt anymore",
    "The squat felt painless",
    "Zu leicht, bitte mehr Gewicht",
    "Er kam hurtig voran",
    "Unverletzt durch die Woche",
    "",
  ])("finds no pain in %j", (text) => {
    expect(findPainMentions(text)).toEqual([]);
  });

  it("does not read the back into 'Bankdrücken' but names the body part that hurts", () => {
    expect(findPainMentions("Bankdrücken war schmerzhaft")).toEqual([
      { excerpt: "Bankdrücken war schmerzhaft", words: ["schmerzhaft"], bodyParts: [] },
    ]);
    expect(findPainMentions("Beim Bankdrücken tat die Schulter weh")[0]?.bodyParts).toEqual(["shoulder"]);
    expect(findPainMentions("Knie tut etwas weh")[0]).toEqual({ excerpt: "Knie tut etwas weh", words: ["weh"], bodyParts: ["knee"] });
    expect(findPainMentions("Rückenschmerzen")[0]?.bodyParts).toEqual(["back"]);
    expect(findPainMentions("Der Ruecken zieht")[0]?.bodyParts).toEqual(["back"]);
    expect(findPainMentions("my lower back hurts")[0]?.bodyParts).toEqual(["back"]);
  });

  it("reports each sentence that mentions pain and ignores the others", () => {
    const mentions = findPainMentions("Tag war gut. Das Knie zwickt ein bisschen!\nSchulter okay; Nacken ist verspannt und tut weh");
    expect(mentions.map((m) => m.excerpt)).toEqual(["Das Knie zwickt ein bisschen", "Nacken ist verspannt und tut weh"]);
    expect(mentions.map((m) => m.bodyParts)).toEqual([["knee"], ["neck"]]);
  });

  it("limits a negation to its clause: a 'kein' before a comma does not cancel later pain", () => {
    expect(mentionsPain("Hatte keine Zeit, Schulter schmerzt")).toBe(true);
    expect(mentionsPain("Kein Problem aber das Knie tut weh")).toBe(true);
    expect(mentionsPain("Keine Schmerzen")).toBe(false);
  });

  it("shortens a long sentence to 160 characters", () => {
    const [mention] = findPainMentions(`Das Knie tut weh ${"sehr ".repeat(60)}`);
    expect(mention!.excerpt.length).toBeLessThanOrEqual(160);
    expect(mention!.excerpt.endsWith("…")).toBe(true);
  });
});
