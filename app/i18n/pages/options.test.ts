import { describe, expect, it } from "vitest";
import { PROFILE_GENDERS, PROFILE_STATUSES, QUESTIONNAIRE_OPTIONS } from "~/domain/questionnaire/options";
import { LABELS_DE } from "~/domain/questionnaire/labels-de";
import { LANGUAGES } from "~/i18n/config";
import { optionLabel, optionLabels, type OptionLabels } from "./options";

const CODE_SETS: Record<keyof OptionLabels, readonly string[]> = {
  ...QUESTIONNAIRE_OPTIONS,
  profileGender: PROFILE_GENDERS,
  profileStatus: PROFILE_STATUSES,
};

describe("option labels", () => {
  for (const lang of LANGUAGES) {
    it(`every code has exactly one non-empty label in ${lang}, and no label without a code`, () => {
      for (const [set, codes] of Object.entries(CODE_SETS) as Array<[keyof OptionLabels, readonly string[]]>) {
        const labels = optionLabels[lang][set] as Record<string, string>;
        expect(Object.keys(labels).sort(), `${lang}.${set}`).toEqual([...codes].sort());
        for (const code of codes) expect(labels[code]?.trim(), `${lang}.${set}.${code}`).toBeTruthy();
        // Two options of one set must not look the same.
        expect(new Set(Object.values(labels)).size, `${lang}.${set} duplicates`).toBe(codes.length);
      }
    });
  }

  it("uses the spec's German wording", () => {
    const de = optionLabels.de;
    expect(de.gender.not_specified).toBe("Möchte ich nicht angeben");
    expect(Object.values(de.training_frequency)).toEqual(["1x", "2x", "3x", "4x", "5x", "6x", "7x oder mehr"]);
    expect(de.session_duration.upto_30).toContain("bis 30");
    expect(de.session_duration["30_45"]).toContain("30–45");
    expect(de.session_duration.over_120).toBe("mehr als 2 Stunden");
    expect(de.equipment.none).toBe("Keine Ausrüstung");
    expect(de.equipment.barbell).toBe("Langhantel");
    expect(de.equipment.dumbbells).toBe("Kurzhanteln");
    expect(Object.values(de.training_level)).toEqual(["Anfänger", "Fortgeschrittener", "Erfahren", "Wiedereinsteiger"]);
    expect(Object.values(de.current_training)).toEqual(["Ja", "Nein", "Sporadisch"]);
    expect(Object.values(de.profileGender)).toEqual(["Männlich", "Weiblich", "Divers"]);
    expect(Object.keys(de.main_goals)).toHaveLength(8);
    expect(Object.keys(de.training_experience)).toHaveLength(6);
    expect(Object.keys(de.equipment)).toHaveLength(11);
  });

  it("agrees with the German labels the AI prompt uses (frequency adds 'pro Woche' there)", () => {
    for (const set of Object.keys(LABELS_DE) as Array<keyof typeof LABELS_DE>) {
      const ui = optionLabels.de[set] as Record<string, string>;
      for (const [code, label] of Object.entries(LABELS_DE[set] as Record<string, string>)) {
        if (set === "training_frequency") expect(label, code).toBe(`${ui[code]} pro Woche`);
        else expect(ui[code], `${set}.${code}`).toBe(label);
      }
    }
  });

  it("shows unknown stored codes as they are and nothing for empty values", () => {
    expect(optionLabel("en", "equipment", "barbell")).toBe("Barbell");
    expect(optionLabel("de", "equipment", "hoverboard")).toBe("hoverboard");
    expect(optionLabel("de", "profileGender", null)).toBe(null);
    expect(optionLabel("de", "profileGender", "")).toBe(null);
  });
});
