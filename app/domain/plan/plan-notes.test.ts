import { describe, expect, it } from "vitest";
import { parsePlan } from "./parser";
import gymMd from "./fixtures/ai-match/gym-hypertrophy.md?raw";
import homeMd from "./fixtures/ai-match/home-kettlebell.md?raw";
import mixedMd from "./fixtures/ai-match/mixed-strength.md?raw";
import canonicalMd from "./fixtures/canonical.md?raw";

describe("plan notes: intro, health notes and progression notes", () => {
  it("keeps the intro and a bold health section of an AI-style plan apart", () => {
    const notes = parsePlan(gymMd).notes!;
    expect(notes.intro).toEqual([
      "Hallo Jonas! Auf Basis deiner Angaben (Muskelaufbau, 4 Trainingstage, 60–75 Minuten, Fitnessstudio) habe ich dir einen Oberkörper/Unterkörper-Split erstellt. Trainiere alle Sätze mit 1–2 Wiederholungen im Tank (RIR 1–2).",
    ]);
    expect(notes.health).toHaveLength(1);
    // The card's heading names the section: the label in front of the text is dropped.
    expect(notes.health[0]).toMatch(/^Wegen deiner leichten Schulterbeschwerden/);
    expect(notes.progression).toEqual([
      "Steigere das Gewicht um 2,5 kg, sobald du alle Sätze am oberen Ende schaffst.",
      "In Woche 2 kommt bei den Grundübungen ein Satz dazu.",
    ]);
  });

  it("reads a warning-sign line and a plain 'Gesundheit:' paragraph as health notes", () => {
    expect(parsePlan(homeMd).notes!.health).toEqual([
      "⚠️ Wichtig wegen deines unteren Rückens: Halte den Rücken bei allen Hebebewegungen neutral und verzichte auf ruckartige Bewegungen.",
    ]);
    const mixed = parsePlan(mixedMd).notes!;
    expect(mixed.health).toEqual(["Keine Einschränkungen angegeben. Bei Schmerzen im Knie bitte die Sprünge weglassen."]);
    expect(mixed.intro[0]).toMatch(/^Ziel: Kraftaufbau/);
    expect(mixed.progression).toEqual(["Woche 2: +2,5 kg bei Kniebeuge, Bankdrücken und Schulterdrücken, +5 kg beim Kreuzheben."]);
  });

  it("keeps the bold tail's inline text and never lets notes into the days", () => {
    const text = "Intro.\n\n## Tag 1 – A\n\n- Kniebeuge: 3x10\n\n**Hinweise zur Progression:** Jede Woche +2,5 kg.\n- Deload nach 6 Wochen\n";
    const plan = parsePlan(text);
    expect(plan.notes).toEqual({ intro: ["Intro."], health: [], progression: ["Jede Woche +2,5 kg.", "Deload nach 6 Wochen"] });
    expect(plan.days[0]!.exercises.map((e) => e.name)).toEqual(["Kniebeuge"]);
  });

  it("has empty notes for a plan that has none and no notes on the placeholder", () => {
    expect(parsePlan("## Tag 1 – A\n- Kniebeuge: 3x10\n").notes).toEqual({ intro: [], health: [], progression: [] });
    expect(parsePlan("kein Plan").notes).toBeUndefined();
    // The canonical example's title heading is not an intro paragraph.
    expect(parsePlan(canonicalMd).notes!.intro.some((p) => p.startsWith("Ihr 2-Wochen"))).toBe(false);
  });

  it("treats a section label alone on its line as opening the section", () => {
    const text = "Willkommen!\n\n**Gesundheitliche Hinweise:**\n- Kein Pressatmen\n- Langsam steigern\n\n**Dein Fokus:**\nKraft.\n\n## Tag 1 – A\n- Kniebeuge: 3x10\n";
    const notes = parsePlan(text).notes!;
    expect(notes.health).toEqual(["Kein Pressatmen", "Langsam steigern"]);
    expect(notes.intro).toEqual(["Willkommen!", "Kraft."]);
  });
});
