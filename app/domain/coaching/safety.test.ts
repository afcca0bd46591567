import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { conditionsInText, matchInjuries, requiredCoreSets, safetyProfile, satisfiesInclusion } from "./safety";

const ex = (name: string) => {
  const e = EXERCISES.find((x) => x.name === name);
  if (!e) throw new Error(name);
  return e;
};

describe("conditionsInText", () => {
  it("names the conditions of German and English health texts", () => {
    expect(conditionsInText("Schwanger, 20. SSW")).toEqual(["pregnancy"]);
    expect(conditionsInText("Kniearthrose rechts, Bluthochdruck (medikamentös eingestellt)")).toEqual(["knee", "hypertension"]);
    expect(conditionsInText("shoulder impingement left")).toEqual(["shoulder"]);
    expect(conditionsInText("gereizte Achillessehne")).toEqual(["achilles"]);
    expect(conditionsInText("BMI 32, sonst gesund")).toEqual(["obesity"]);
    expect(conditionsInText("Bandscheibenvorfall L5")).toEqual(["back"]);
    expect(conditionsInText("Keine")).toEqual([]);
  });

  it("does not read the back into 'Bankdrücken' or a hernia into a broken bone", () => {
    expect(conditionsInText("Bankdrücken macht Spaß")).toEqual([]);
    expect(conditionsInText("Armbruch vor 5 Jahren, verheilt")).toEqual([]);
    expect(conditionsInText("Leistenbruch operiert")).toEqual(["hernia"]);
  });
});

describe("safetyProfile", () => {
  it("pregnancy: no twists, shoulder taps, crunches, jumps, sauna; pelvic-floor work included", () => {
    const p = safetyProfile({ age: 31, healthText: "schwanger, Woche 20" }, INJURIES);
    for (const n of ["Russian Twist", "Liegestützposition mit Schulterantippen", "Crunches", "Sprungkniebeuge", "Beckenheben", "Hampelmann"]) {
      expect(p.exerciseViolation(ex(n)), n).not.toBeNull();
    }
    expect(p.exerciseViolation(ex("Rudern mit Kurzhantel"))).toBeNull();
    expect(p.textViolation("Warmes Bad oder Sauna zur Entspannung, 15–20 Minuten")).not.toBeNull();
    expect(p.textViolation("3 Minuten Hampelmann")).not.toBeNull();
    expect(p.textViolation("20 Minuten zügiger Spaziergang")).toBeNull();
    expect(p.inclusions.map((i) => i.id)).toEqual(["pelvic_floor"]);
  });

  it("65 with knee arthrosis and high blood pressure: quadriceps kept, jumps and kneeling out, breathing cue", () => {
    const p = safetyProfile({ age: 65, healthText: "Kniearthrose, Bluthochdruck" }, INJURIES);
    expect(p.exerciseViolation(ex("Beinpresse"))).toBeNull();
    expect(p.exerciseViolation(ex("Beinstrecker an der Maschine"))).toBeNull();
    expect(p.exerciseViolation(ex("Wandsitzen"))).toBeNull();
    expect(p.exerciseViolation(ex("Sprungkniebeuge"))).not.toBeNull();
    expect(p.exerciseViolation(ex("Knie-Liegestütz"))).not.toBeNull();
    expect(p.exerciseViolation(ex("Kindhaltung"))).not.toBeNull();
    expect(p.exerciseViolation(ex("Kniebeuge mit Langhantel"))).not.toBeNull();
    expect(p.inclusions.map((i) => i.id)).toContain("knee_friendly_quads");
    expect(p.cues.join(" ")).toMatch(/Pressatmung/);
    expect(p.maxDifficulty).toBe(2);
    expect(p.minReps).toBeGreaterThanOrEqual(10);
  });

  it("shoulder impingement: no overhead work, rotator-cuff work included, floor press allowed", () => {
    const p = safetyProfile({ age: 40, healthText: "Schulterimpingement rechts" }, INJURIES);
    expect(p.exerciseViolation(ex("Überkopfdrücken mit Kurzhanteln"))).not.toBeNull();
    expect(p.exerciseViolation(ex("Dips am Barren"))).not.toBeNull();
    expect(p.exerciseViolation(ex("Bodendrücken mit Kurzhanteln"))).toBeNull();
    expect(p.exerciseViolation(ex("Face Pull mit Band"))).toBeNull();
    expect(p.inclusions.map((i) => i.id)).toEqual(["rotator_cuff"]);
    expect(satisfiesInclusion("Außenrotation mit Band", p.inclusions[0]!)).toBe(true);
    expect(satisfiesInclusion("Face Pull am Kabelzug", p.inclusions[0]!)).toBe(true);
  });

  it("Achilles: no rope skipping or jumping jacks in the warm-up, slow calf raises included", () => {
    const p = safetyProfile({ age: 35, healthText: "Achillessehne gereizt" }, INJURIES);
    expect(p.textViolation("3 Minuten Seilspringen")).not.toBeNull();
    expect(p.textViolation("3 Minuten Hampelmann oder lockeres Hopserlaufen auf der Stelle")).not.toBeNull();
    expect(p.inclusions.map((i) => i.id)).toEqual(["calf_tendon"]);
  });

  it("60+: no jump squats as a 'harder variation'", () => {
    const p = safetyProfile({ age: 67, healthText: null }, INJURIES);
    expect(p.conditions.map((c) => c.id)).toEqual(["senior"]);
    expect(p.exerciseViolation(ex("Sprungkniebeuge"))).not.toBeNull();
    expect(p.exerciseViolation(ex("Einbeinige Kniebeuge (Pistol Squat)"))).not.toBeNull();
    expect(p.exerciseViolation(ex("Goblet Squat mit Kurzhantel"))).toBeNull();
  });

  it("back pain named in feedback counts like the health text", () => {
    const p = safetyProfile({ age: 30, healthText: "", extraTexts: ["Rücken"] }, INJURIES);
    expect(p.exerciseViolation(ex("Kreuzheben mit Langhantel"))).not.toBeNull();
    expect(p.exerciseViolation(ex("Bankdrücken mit Langhantel"))).toBeNull();
  });

  it("sums the core work the conditions require: pelvic floor in pregnancy, trunk stability for the back", () => {
    expect(requiredCoreSets(safetyProfile({ age: 30, healthText: "schwanger (2. Trimester), Bandscheibenvorfall L5" }))).toBe(8);
    expect(requiredCoreSets(safetyProfile({ age: 30, healthText: "Rückenprobleme" }))).toBe(4);
    // Rotator-cuff and knee work are not core work.
    expect(requiredCoreSets(safetyProfile({ age: 30, healthText: "Schulter-Impingement, Knieschmerzen" }))).toBe(0);
  });

  it("a healthy 30-year-old has no restrictions", () => {
    const p = safetyProfile({ age: 30, healthText: "keine" }, INJURIES);
    expect(p.conditions).toEqual([]);
    expect(p.exerciseViolation(ex("Sprungkniebeuge"))).toBeNull();
  });
});

describe("matchInjuries (the admin's list)", () => {
  it("matches keywords at word starts, long keywords inside compounds, names at word starts", () => {
    expect(matchInjuries("Seit Jahren Knieschmerzen", INJURIES).map((i) => i.name)).toEqual(["Knieprobleme / Meniskus"]);
    expect(matchInjuries("Belastungsasthma", INJURIES).map((i) => i.name)).toEqual(["Asthma"]);
    expect(matchInjuries("Schmerzen beim Bankdrücken", INJURIES)).toEqual([]);
    expect(matchInjuries("keine", INJURIES)).toEqual([]);
  });
});

describe("intensity for conditions that keep loads moderate", () => {
  it("refuses fewer reps than the minimum, an RIR closer to failure and an explosive tempo in pregnancy", () => {
    const p = safetyProfile({ age: 31, healthText: "schwanger, Woche 20" }, INJURIES);
    expect(p.minReps).toBe(10);
    expect(p.intensityViolation("4-6", "Brust aufrecht (RIR 3)")?.because).toBe("weniger als 10 Wdh.");
    expect(p.intensityViolation("je Seite 8-10", "(RIR 3)")).not.toBeNull();
    expect(p.intensityViolation("10-12", "Brust aufrecht, explosives Tempo nach oben")?.because).toBe("explosives Tempo");
    expect(p.intensityViolation("10-12", "(RIR 1–2)")?.because).toBe("RIR unter 3");
    expect(p.intensityViolation("10-12", "(RIR 3)")).toBeNull();
    expect(p.intensityViolation("30-45 s", "")).toBeNull();
  });

  it("lets a customer without such a condition train heavy and explosive", () => {
    const p = safetyProfile({ age: 30, healthText: "" }, INJURIES);
    expect(p.intensityViolation("3-5", "explosives Tempo nach oben (RIR 1–2)")).toBeNull();
  });
});
