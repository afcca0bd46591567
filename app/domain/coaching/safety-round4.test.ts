/** Round 4 (issue 23, decision 0108): conditions a coach recognises become programming constraints. */
import { describe, expect, it } from "vitest";
import { INJURIES } from "~/domain/exercises/injuries";
import { conditionsInText, safetyProfile, type ConditionId } from "./safety";

const has = (text: string, id: ConditionId) => conditionsInText(text).includes(id);
const profile = (healthText: string) => safetyProfile({ age: 45, healthText }, INJURIES);
const blocked = (healthText: string, line: string) => profile(healthText).textViolation(line) !== null;
const rowBlocked = (healthText: string, name: string) => profile(healthText).exerciseViolation({ name }) !== null;
const NONE = "Keine Beschwerden";
const OTHER = "Leichte Kniearthrose rechts";

describe("hernia repair", () => {
  const texts = ["Leistenbruch rechts, mit Netz operiert", "Nabelbruch-OP vor einem Jahr", "inguinal hernia repair 2023"];
  it("detects and excludes rollouts, hanging leg raises, heavy singles", () => {
    for (const t of texts) {
      expect(has(t, "hernia"), t).toBe(true);
      for (const n of ["Ab-Rollout mit Langhantel", "Beinheben im Hang", "Hanging Leg Raise", "Klappmesser"]) expect(rowBlocked(t, n), `${t}: ${n}`).toBe(true);
      expect(profile(t).conditions.find((c) => c.id === "hernia")?.note).toMatch(/Rollouts/);
    }
  });
  it("negative control: a customer without it keeps them", () => {
    for (const t of [NONE, OTHER, "Armbruch vor 5 Jahren"]) {
      expect(rowBlocked(t, "Ab-Rollout mit Langhantel"), t).toBe(false);
      expect(rowBlocked(t, "Beinheben im Hang"), t).toBe(false);
    }
  });
});

describe("hip replacement", () => {
  const texts = ["Neues Hüftgelenk rechts (Hüft-TEP, hinterer Zugang)", "Hüftprothese links seit 2022", "total hip replacement last year", "künstliches Hüftgelenk"];
  const lines = ["Figur-4-Dehnung in Rückenlage, 30 s je Seite", "Dehnung der hinteren Oberschenkel im Stand, 30 s je Seite", "Inchworm, 1×10 langsam", "Im Schneidersitz atmen", "Squat to Stand, 30 s halten"];
  it("detects the phrasings and excludes crossed legs and deep hip flexion everywhere", () => {
    for (const t of texts) {
      expect(has(t, "hip_replacement"), t).toBe(true);
      for (const l of lines) expect(blocked(t, l), `${t}: ${l}`).toBe(true);
      expect(blocked(t, "Hüftkreisen, 2×10 je Richtung"), t).toBe(false);
      expect(profile(t).patternCues.some((c) => c.text.includes("90°"))).toBe(true);
    }
  });
  it("negative control: a knee TEP or no condition keeps the stretches", () => {
    for (const t of [NONE, "Knie-TEP links"]) {
      expect(has(t, "hip_replacement"), t).toBe(false);
      expect(blocked(t, "Inchworm, 1×10 langsam"), t).toBe(false);
    }
  });
});

describe("diastasis recti", () => {
  const texts = ["Rektusdiastase ca. 2 Finger breit", "Diastasis recti after my second baby", "Rectusdiastase nach Kaiserschnitt"];
  it("excludes the full plank, crunches and rollouts, cues the exhale", () => {
    for (const t of texts) {
      expect(has(t, "diastasis"), t).toBe(true);
      for (const n of ["Unterarmstütz", "Plank", "Crunches", "Ab-Rollout mit Langhantel"]) expect(rowBlocked(t, n), `${t}: ${n}`).toBe(true);
      expect(profile(t).cues.join(" ")).toMatch(/ausatmen/);
    }
  });
  it("negative control", () => {
    for (const t of [NONE, OTHER]) expect(rowBlocked(t, "Unterarmstütz"), t).toBe(false);
  });
});

describe("beta blocker", () => {
  const texts = ["Nehme Betablocker", "Bisoprolol 5 mg", "on beta-blockers since my heart attack", "Metoprolol wegen Bluthochdruck"];
  it("drops heart-rate targets, tells RPE and the talk test", () => {
    for (const t of texts) {
      expect(has(t, "beta_blocker"), t).toBe(true);
      expect(blocked(t, "5 Minuten Ergometer, locker (Puls ca. 110–120)"), t).toBe(true);
      expect(blocked(t, "5 minutes ergometer, easy (heart rate about 110–120)"), t).toBe(true);
      expect(profile(t).conditions.find((c) => c.id === "beta_blocker")?.note).toMatch(/RPE.*Sprechtest/);
    }
  });
  it("negative control: heart-rate lines stay without a beta blocker", () => {
    for (const t of [NONE, "Bluthochdruck, mit Ramipril eingestellt"]) expect(blocked(t, "5 Minuten Ergometer, locker (Puls ca. 110–120)"), t).toBe(false);
  });
});

describe("type 1 diabetes", () => {
  const texts = ["Typ-1-Diabetes (Pen, Basis-Bolus)", "T1D, Insulinpumpe", "type 1 diabetic since childhood", "Diabetes Typ 1"];
  it("drops calorie-deficit advice, tells glucose checks, carbohydrates and the night low", () => {
    for (const t of texts) {
      expect(has(t, "diabetes_t1"), t).toBe(true);
      expect(blocked(t, "Leichtes Kaloriendefizit (ca. 300–500 kcal), viel Gemüse und Eiweiß"), t).toBe(true);
      expect(profile(t).conditions.find((c) => c.id === "diabetes_t1")?.note).toMatch(/Blutzucker.*Kohlenhydrate.*Nacht/);
    }
  });
  it("negative control: type 2 without insulin and no condition keep the deficit advice", () => {
    for (const t of [NONE, "Diabetes Typ 2, Metformin"]) {
      expect(has(t, "diabetes_t1"), t).toBe(false);
      expect(blocked(t, "Leichtes Kaloriendefizit (ca. 300–500 kcal), viel Gemüse und Eiweiß"), t).toBe(false);
    }
  });
});

describe("rheumatoid arthritis", () => {
  const texts = ["Rheumatoide Arthritis seit 12 Jahren (Finger, Handgelenke)", "Rheuma in den Händen", "rheumatoid arthritis, hands"];
  it("excludes grip-heavy loading and hand work on rest days, has a flare-day rule", () => {
    for (const t of texts) {
      expect(has(t, "rheumatoid"), t).toBe(true);
      for (const l of ["Farmer's Walk", "Totes Hängen an der Stange", "Fingerübungen mit Knetball", "Klimmzug"]) expect(blocked(t, l), `${t}: ${l}`).toBe(true);
      expect(profile(t).conditions.find((c) => c.id === "rheumatoid")?.note).toMatch(/Schub/);
    }
  });
  it("negative control", () => {
    for (const t of [NONE, OTHER]) expect(blocked(t, "Farmer's Walk"), t).toBe(false);
  });
});

describe("Parkinson's", () => {
  const texts = ["Parkinson's disease, on levodopa", "Morbus Parkinson seit 2 Jahren", "M. Parkinson"];
  it("excludes fall-prone drills, requires supported balance work", () => {
    for (const t of texts) {
      expect(has(t, "parkinson"), t).toBe(true);
      for (const l of ["Einbeinstand mit geschlossenen Augen", "Balance on a BOSU ball", "Hampelmann", "Laufband-Intervalle"]) expect(blocked(t, l), `${t}: ${l}`).toBe(true);
      expect(profile(t).conditions.find((c) => c.id === "parkinson")?.note).toMatch(/Halt in Griffweite/);
      expect(profile(t).patternCues.some((c) => c.text.includes("Halt"))).toBe(true);
    }
  });
  it("negative control", () => {
    for (const t of [NONE, OTHER]) expect(blocked(t, "Balance on a BOSU ball"), t).toBe(false);
  });
});

describe("pregnancy warm-up", () => {
  it("no supine bridge in any text line", () => {
    for (const t of ["schwanger, 24. SSW", "pregnant, second trimester"]) expect(blocked(t, "Glute Bridge ohne Gewicht, 12 Wdh."), t).toBe(true);
    for (const t of [NONE, OTHER]) expect(blocked(t, "Glute Bridge ohne Gewicht, 12 Wdh."), t).toBe(false);
  });
});
