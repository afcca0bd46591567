import { describe, expect, it } from "vitest";
import { EXERCISES } from "./catalog";
import { INJURIES, combinedRestrictions, matchInjuries } from "./injuries";
import { STRESS_TAGS, type InjuryRecord } from "./types";

const byName = (name: string): InjuryRecord => {
  const found = INJURIES.find((i) => i.name === name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
};
const names = (text: string | null | undefined) => matchInjuries(text).map((i) => i.name);

describe("INJURIES data", () => {
  it("has at least 18 entries with unique German and English names", () => {
    expect(INJURIES.length).toBeGreaterThanOrEqual(18);
    expect(new Set(INJURIES.map((i) => i.name)).size).toBe(INJURIES.length);
    expect(new Set(INJURIES.map((i) => i.nameEn)).size).toBe(INJURIES.length);
    for (const i of INJURIES) {
      expect(i.name.trim()).not.toBe("");
      expect(i.nameEn.trim()).not.toBe("");
    }
  });

  it("covers the required conditions", () => {
    for (const n of [
      "Knieprobleme / Meniskus",
      "Kreuzbandriss (nach Reha)",
      "Patellaspitzensyndrom",
      "Schulterimpingement",
      "Rotatorenmanschette",
      "Bandscheibenvorfall LWS",
      "Unterer Rückenschmerz",
      "Nackenverspannungen / HWS",
      "Tennisellenbogen",
      "Handgelenksbeschwerden",
      "Sprunggelenk / Bänder",
      "Hüftarthrose",
      "Bluthochdruck (Hypertonie)",
      "Schwangerschaft",
      "Asthma",
      "Diabetes Typ 2",
      "Osteoporose",
      "Adipositas (gelenkschonend)",
      "Herz-Kreislauf-Erkrankung (nach ärztlicher Freigabe)",
    ]) {
      expect(() => byName(n)).not.toThrow();
    }
  });

  it("uses only valid, unique stress tags", () => {
    for (const i of INJURIES) {
      for (const t of i.avoidTags) expect(STRESS_TAGS).toContain(t);
      expect(new Set(i.avoidTags).size).toBe(i.avoidTags.length);
    }
  });

  it("has lower-case, trimmed, non-empty keywords", () => {
    for (const i of INJURIES) {
      expect(i.keywords.length).toBeGreaterThan(0);
      for (const k of i.keywords) {
        expect(k).toBe(k.toLowerCase());
        expect(k).toBe(k.trim());
        expect(k.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("writes 2–4 German sentences of adjustments", () => {
    for (const i of INJURIES) {
      const text = i.recommendedAdjustments.trim();
      expect(text.endsWith(".")).toBe(true);
      // Sentence ends: '.', '!' or '?' followed by a capital letter (not after "bzw." / "z. B.").
      const sentences = text.split(/(?<!\bbzw|\bz\. ?B|\bca)[.!?]\s+(?=[A-ZÄÖÜ])/);
      expect(sentences.length, i.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, i.name).toBeLessThanOrEqual(4);
    }
  });

  it("recommends medical clearance for the medical and post-surgical conditions", () => {
    for (const n of [
      "Kreuzbandriss (nach Reha)",
      "Bandscheibenvorfall LWS",
      "Bluthochdruck (Hypertonie)",
      "Schwangerschaft",
      "Herz-Kreislauf-Erkrankung (nach ärztlicher Freigabe)",
      "Osteoporose",
      "Diabetes Typ 2",
      "Rotatorenmanschette",
    ]) {
      expect(byName(n).recommendedAdjustments, n).toMatch(/ärztlich|Ärzt|Frauenärzt/);
    }
  });

  it("never recommends an exercise it excludes", () => {
    for (const i of INJURIES) {
      for (const r of i.relevantExercises) expect(i.exclusions, i.name).not.toContain(r);
    }
  });

  it("restricts the load the condition forbids", () => {
    expect(byName("Knieprobleme / Meniskus").avoidTags).toEqual(expect.arrayContaining(["knee", "high_impact"]));
    expect(byName("Bluthochdruck (Hypertonie)").avoidTags).toEqual(expect.arrayContaining(["valsalva", "inversion"]));
    expect(byName("Schwangerschaft").avoidTags).toEqual(
      expect.arrayContaining(["high_impact", "supine", "valsalva"]),
    );
    expect(byName("Schulterimpingement").avoidTags).toContain("overhead");
    expect(byName("Bandscheibenvorfall LWS").avoidTags).toEqual(expect.arrayContaining(["spinal_load", "lower_back"]));
    expect(byName("Adipositas (gelenkschonend)").avoidTags).toContain("high_impact");
  });
});

describe("matchInjuries", () => {
  it("finds the knee in 'Knieschmerzen links'", () => {
    expect(names("Knieschmerzen links")).toContain("Knieprobleme / Meniskus");
  });

  it("finds hypertension in 'Bluthochdruck' and in English", () => {
    expect(names("Bluthochdruck")).toEqual(["Bluthochdruck (Hypertonie)"]);
    expect(names("high blood pressure, medicated")).toContain("Bluthochdruck (Hypertonie)");
    expect(names("Hypertonie seit 2019")).toContain("Bluthochdruck (Hypertonie)");
  });

  it("finds pregnancy in 'schwanger (2. Trimester)' and 'pregnant'", () => {
    expect(names("schwanger (2. Trimester)")).toEqual(["Schwangerschaft"]);
    expect(names("I am pregnant")).toEqual(["Schwangerschaft"]);
  });

  it("matches nothing for empty and 'nothing' answers", () => {
    for (const t of [null, undefined, "", "   ", "keine", "Keine", "nein", "none", "-", "–", "n/a", "k.A.", "keine bekannt", "Nein, keine."]) {
      expect(matchInjuries(t), String(t)).toEqual([]);
    }
  });

  it("matches nothing in healthy free text", () => {
    expect(names("Ich bin gesund und habe keine Einschränkungen")).toEqual([]);
    expect(names("Heuschnupfen im Frühjahr")).toEqual([]);
  });

  it("is case- and umlaut-insensitive, also for ae/oe/ue spellings", () => {
    for (const t of ["Rückenschmerzen", "RÜCKENSCHMERZEN", "Rueckenschmerzen", "ruckenschmerzen"]) {
      expect(names(t), t).toContain("Unterer Rückenschmerz");
    }
    expect(names("Übergewicht")).toContain("Adipositas (gelenkschonend)");
    expect(names("Uebergewicht")).toContain("Adipositas (gelenkschonend)");
    expect(names("Huefte tut weh")).toContain("Hüftarthrose");
  });

  it("finds stems at word starts and long keywords inside compounds", () => {
    expect(names("LWS-Bandscheibenvorfall 2020")).toContain("Bandscheibenvorfall LWS");
    expect(names("Belastungsasthma")).toContain("Asthma");
    expect(names("Z.n. Kreuzbandriss rechts")).toContain("Kreuzbandriss (nach Reha)");
    expect(names("Tennis elbow right arm")).toContain("Tennisellenbogen");
    expect(names("Schulterschmerzen beim Drücken über Kopf")).toContain("Schulterimpingement");
    expect(names("Typ-2-Diabetes, Metformin")).toContain("Diabetes Typ 2");
    expect(names("Osteopenie")).toContain("Osteoporose");
    expect(names("umgeknickt, Außenband angerissen")).toContain("Sprunggelenk / Bänder");
  });

  it("requires short keywords (lws, acl, hip) to be whole words", () => {
    expect(names("ACL reconstruction 2022")).toContain("Kreuzbandriss (nach Reha)");
    expect(names("Aclasta")).toEqual([]);
  });

  it("does not let the name part 'Bänder' match inside 'Kreuzbänder'", () => {
    const found = names("Kreuzbänder operiert");
    expect(found).toContain("Kreuzbandriss (nach Reha)");
    expect(found).not.toContain("Sprunggelenk / Bänder");
  });

  it("finds several conditions in one text, in list order", () => {
    expect(names("Knie kaputt, Bluthochdruck, leichtes Asthma")).toEqual([
      "Knieprobleme / Meniskus",
      "Bluthochdruck (Hypertonie)",
      "Asthma",
    ]);
  });

  it("does not interpret negations (documented: conservative false positive)", () => {
    expect(names("keine Knieprobleme")).toContain("Knieprobleme / Meniskus");
  });

  it("finds every entry by its own name", () => {
    for (const i of INJURIES) expect(names(i.name), i.name).toContain(i.name);
  });

  it("works with an admin-edited list, also without keywords", () => {
    const custom: InjuryRecord[] = [
      { name: "Skoliose", nameEn: "Scoliosis", recommendedAdjustments: "", relevantExercises: [], exclusions: [], avoidTags: ["spinal_load"], keywords: [] },
    ];
    expect(matchInjuries("leichte Skoliose", custom).map((i) => i.name)).toEqual(["Skoliose"]);
    expect(matchInjuries("Knie", custom)).toEqual([]);
  });

  it("combines the restrictions of several entries", () => {
    const c = combinedRestrictions(matchInjuries("Knie und Bluthochdruck"));
    expect(c.avoidTags).toEqual(expect.arrayContaining(["knee", "high_impact", "valsalva", "inversion"]));
    expect(c.exclusions).toContain("Sprungkniebeuge");
  });
});

/** Cross-check against the seeded exercise catalog. */
describe("INJURIES against the exercise catalog", () => {
  const exercises = EXERCISES;
  const catalogByName = new Map(exercises.map((e) => [e.name, e]));

  it("names only exercises of the catalog", () => {
    const missing: string[] = [];
    for (const i of INJURIES) {
      for (const n of [...i.relevantExercises, ...i.exclusions]) {
        if (!catalogByName.has(n)) missing.push(`${i.name}: ${n}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("never recommends an exercise that its own avoided tags exclude", () => {
    const conflicts: string[] = [];
    for (const i of INJURIES) {
      for (const n of i.relevantExercises) {
        const tags = catalogByName.get(n)?.stressTags ?? [];
        const hit = tags.filter((t) => i.avoidTags.includes(t));
        if (hit.length > 0) conflicts.push(`${i.name}: ${n} (${hit.join(", ")})`);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it("leaves enough exercises for a plan under every single condition", () => {
    for (const i of INJURIES) {
      const allowed = exercises.filter(
        (e) => !i.exclusions.includes(e.name) && !e.stressTags.some((t) => i.avoidTags.includes(t)),
      );
      expect(allowed.length, i.name).toBeGreaterThanOrEqual(20);
    }
  });
});
