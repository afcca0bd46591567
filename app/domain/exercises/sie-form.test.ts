/**
 * The product addresses customers with "Sie" (issue 12). The exercise catalogue's German texts and
 * the default AI prompts (whose wording the AI copies into the customer's plan) must not use the
 * informal "du": no du-pronoun as a whole word, and no bare du-imperative opening a sentence.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_PROMPT_FIRST_PLAN, DEFAULT_PROMPT_FOLLOWUP } from "~/domain/plan/prompts-default";
import { repairRequest } from "~/domain/plan/repair";
import { EXERCISES } from "./catalog";

const DU_PRONOUN = /(?<![\p{L}])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure|euren|eurem|eurer|eures)(?![\p{L}])/giu;

/** Du-imperatives the catalogue used to open its sentences with ("Halte …" instead of "Halten Sie …"). */
const DU_IMPERATIVES =
  "Achte Arbeite Atme Balle Befestige Beginne Beuge Bewege Bleibe Bringe Drehe Drücke Erhole Erhöhe Fahre Fange Fixiere Führe Gehe Gleite Greife Halte Hebe Hänge Hüpfe Kehre Kippe Klatsche Krabble Kreise Kreuze Lass Laufe Lege Lehne Lerne Liege Löse Mache Neige Nutze Pausiere Richte Rolle Rudere Runde Rutsche Schiebe Schlage Schlinge Schnalle Schwinge Senke Setze Sitze Spanne Springe Sprinte Starte Stehe Steige Steigere Stelle Stoße Strecke Stütze Tippe Tritt Umarme Verankere Vergrößere Verlagere Vermeide Wandere Wechsle Wiederhole Wähle Wärme Ziehe Übe Öffne Korrigiere Erstelle Verwende Schreibe Plane Gib Beachte Berücksichtige Antworte Notiere Übernimm Fasse Nimm Ersetze";
const IMPERATIVE_AT_SENTENCE_START = new RegExp(`(?:^|[.!?:;]\\s+|\\n\\s*(?:[-\\d.]+\\s+)?)(${DU_IMPERATIVES.split(" ").join("|")})(?![\\p{L}])`, "gu");

/** The du-forms in a text, e.g. ["dich", "Halte"]. */
function duForms(text: string): string[] {
  return [...text.matchAll(DU_PRONOUN), ...text.matchAll(IMPERATIVE_AT_SENTENCE_START)].map((m) => m[1]!);
}

describe("German texts use the Sie form", () => {
  it("finds du-forms (the check itself)", () => {
    expect(duForms("Stelle dich hüftbreit hin und halte deinen Rücken gerade.")).toEqual(["dich", "deinen", "Stelle"]);
    expect(duForms("Das Knie bleibt ruhig. Drücke die Fersen in den Boden.")).toEqual(["Drücke"]);
    expect(duForms("Stellen Sie sich hüftbreit hin. Halten Sie den Rücken gerade, die Dehnung spüren Sie hinten.")).toEqual([]);
    // Whole words only: "Dips", "direkt", "Durchzug", "Heureka" are no pronouns.
    expect(duForms("Dips direkt im Durchzug, Schulterdrücken")).toEqual([]);
  });

  it("every exercise's German name, description and instructions", () => {
    const offending = EXERCISES.flatMap((e) =>
      (["name", "description", "instructions"] as const).flatMap((field) => {
        const found = duForms(e[field]);
        return found.length > 0 ? [`${e.name} (${field}): ${[...new Set(found)].join(", ")}`] : [];
      }),
    );
    expect(offending).toEqual([]);
  });

  it("the default prompts and the repair request", () => {
    const texts = {
      first: DEFAULT_PROMPT_FIRST_PLAN,
      followup: DEFAULT_PROMPT_FOLLOWUP,
      repair: repairRequest([{ id: "completeness", reason: "Tag 3 fehlt" }], {}),
    };
    const offending = Object.entries(texts).flatMap(([name, text]) => {
      const found = duForms(text);
      return found.length > 0 ? [`${name}: ${[...new Set(found)].join(", ")}`] : [];
    });
    expect(offending).toEqual([]);
  });

  it("the prompts ask the AI to address the person with Sie and title the plan accordingly", () => {
    for (const prompt of [DEFAULT_PROMPT_FIRST_PLAN, DEFAULT_PROMPT_FOLLOWUP]) {
      expect(prompt).toContain("sprechen Sie die Person mit „Sie“ an");
      expect(prompt).toContain("„# Ihr 2-Wochen-Trainingsplan“");
    }
  });
});
