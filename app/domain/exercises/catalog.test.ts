import { describe, expect, it } from "vitest";
import { EQUIPMENT, type Equipment } from "~/domain/questionnaire/options";
import { fold } from "~/domain/coaching/text";
import { EXERCISES, exercisesForEquipment } from "./catalog";
import { germanMarkers } from "./german-markers";
import { PELVIC_FLOOR_EXERCISE, ROTATOR_CUFF_EXERCISE } from "~/domain/coaching/safety";
import { FALLBACK_CARDIO } from "~/domain/plan/generator/selection";
import { MOVEMENT_PATTERNS, MUSCLE_GROUPS, STRESS_TAGS, type ExerciseRecord, type MovementPattern, type StressTag } from "./types";

const CODES = EQUIPMENT.filter((c): c is Exclude<Equipment, "none"> => c !== "none");
const BODYWEIGHT = EXERCISES.filter((e) => e.equipmentNeeded.length === 0);
const MAIN_PATTERNS: MovementPattern[] = ["squat", "hinge", "lunge", "push_horizontal", "pull_horizontal", "core"];
const RESTRICTION_TAGS: StressTag[] = ["knee", "high_impact", "shoulder", "overhead", "spinal_load", "lower_back", "valsalva", "supine", "wrist"];

const byName = (name: string): ExerciseRecord => {
  const e = EXERCISES.find((x) => x.name === name);
  if (!e) throw new Error(`no exercise ${name}`);
  return e;
};
const sentences = (text: string): number => (text.match(/[.!?](\s|$)/g) ?? []).length;

describe("EXERCISES data", () => {
  it("has at least 160 exercises", () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(160);
  });

  it("has unique German names and unique English names (case- and umlaut-insensitive)", () => {
    const seen = new Map<string, string>();
    for (const e of EXERCISES) {
      const key = fold(e.name);
      expect(seen.get(key), `${e.name} collides with ${seen.get(key)}`).toBeUndefined();
      seen.set(key, e.name);
    }
    const en = EXERCISES.map((e) => e.nameEn.trim().toLowerCase());
    expect(new Set(en).size).toBe(en.length);
  });

  it("never lets a German name of one exercise equal the English name of another", () => {
    const ownerOfEnglish = new Map<string, ExerciseRecord>();
    for (const e of EXERCISES) ownerOfEnglish.set(fold(e.nameEn), e);
    const clashes = EXERCISES.flatMap((e) => {
      const owner = ownerOfEnglish.get(fold(e.name));
      return owner && owner !== e ? [`${e.name} = ${owner.nameEn}`] : [];
    });
    expect(clashes).toEqual([]);
  });

  it("has complete German texts: one-sentence description, 3 to 4 instruction sentences", () => {
    for (const e of EXERCISES) {
      expect(e.name.trim(), e.name).toBe(e.name);
      expect(e.name.length).toBeGreaterThan(0);
      expect(e.nameEn.trim().length).toBeGreaterThan(0);
      expect(sentences(e.description), `${e.name} description`).toBe(1);
      const n = sentences(e.instructions);
      expect(n, `${e.name} instructions`).toBeGreaterThanOrEqual(3);
      expect(n, `${e.name} instructions`).toBeLessThanOrEqual(4);
    }
  });

  it("has complete English texts for English pages: one-sentence description, 3 to 4 instruction sentences, no German", () => {
    for (const e of [...EXERCISES, PELVIC_FLOOR_EXERCISE, ROTATOR_CUFF_EXERCISE, FALLBACK_CARDIO]) {
      for (const field of ["descriptionEn", "instructionsEn"] as const) {
        expect(e[field].trim().length, `${e.name} ${field}`).toBeGreaterThan(0);
        expect(e[field], `${e.name} ${field}`).toBe(e[field].trim());
        expect(germanMarkers(e[field]), `${e.name} ${field}: ${e[field]}`).toEqual([]);
        expect(e[field], `${e.name} ${field} is the German text`).not.toBe(field === "descriptionEn" ? e.description : e.instructions);
      }
    }
    for (const e of EXERCISES) {
      expect(sentences(e.descriptionEn), `${e.name} descriptionEn`).toBe(1);
      const n = sentences(e.instructionsEn);
      expect(n, `${e.name} instructionsEn`).toBeGreaterThanOrEqual(3);
      expect(n, `${e.name} instructionsEn`).toBeLessThanOrEqual(4);
    }
  });

  it("catches German in an English text (the check itself)", () => {
    const squat = EXERCISES.find((e) => e.name === "Kniebeuge mit Langhantel")!;
    expect(germanMarkers(squat.instructions).length).toBeGreaterThan(0);
    expect(germanMarkers(squat.description).length).toBeGreaterThan(0);
    expect(germanMarkers("Stand tall and breathe out.")).toEqual([]);
    expect(germanMarkers("Halten Sie kurz")).toContain("Sie");
    expect(germanMarkers("Keep your back straight und breathe")).toEqual(["und"]);
    expect(germanMarkers("Lower the bar to your chest, die Ellbogen stay in")).toEqual(["die"]);
    expect(germanMarkers("Press der bar")).toEqual(["der"]);
    expect(germanMarkers("Drücken")).toEqual(["ü"]);
    expect(germanMarkers("Grip the Stange fest")).toEqual([]); // nouns outside the list pass: the list is for common words
    // Whole words only: "ladder", "dies", "under" and "Siege" are English.
    expect(germanMarkers("Climb under the ladder; the engine dies. Siege.")).toEqual([]);
  });

  it("uses only valid codes, patterns, muscle groups, tags and difficulties", () => {
    for (const e of EXERCISES) {
      expect(e.videoUrl, e.name).toBeNull();
      expect([null, "#stabilisation"], e.name).toContain(e.hashtag);
      expect(MOVEMENT_PATTERNS, e.name).toContain(e.movementPattern);
      expect([1, 2, 3], e.name).toContain(e.difficulty);
      expect(e.muscleGroups.length, e.name).toBeGreaterThan(0);
      for (const m of e.muscleGroups) expect(MUSCLE_GROUPS, e.name).toContain(m);
      expect(new Set(e.muscleGroups).size, e.name).toBe(e.muscleGroups.length);
      for (const c of e.equipmentNeeded) expect(CODES as string[], e.name).toContain(c);
      expect(new Set(e.equipmentNeeded).size, e.name).toBe(e.equipmentNeeded.length);
      for (const t of e.stressTags) expect(STRESS_TAGS, e.name).toContain(t);
      expect(new Set(e.stressTags).size, e.name).toBe(e.stressTags.length);
    }
  });

  it("marks core stability work with #stabilisation, but not crunches, twists, chops or leg raises", () => {
    const flexion = /crunch|twist|bauchpresse|holzhacker|beinheben|knieheben/i;
    for (const e of EXERCISES.filter((x) => x.movementPattern === "core")) {
      expect(e.hashtag, e.name).toBe(flexion.test(e.name) ? null : "#stabilisation");
    }
  });

  it("tags the classic lifts honestly", () => {
    const has = (name: string, tags: StressTag[]) => expect(byName(name).stressTags, name).toEqual(expect.arrayContaining(tags));
    has("Kniebeuge mit Langhantel", ["knee", "spinal_load"]);
    has("Schulterdrücken mit Langhantel", ["shoulder", "overhead"]);
    has("Überkopfdrücken mit Kurzhanteln", ["shoulder", "overhead"]);
    has("Kreuzheben mit Langhantel", ["lower_back", "spinal_load", "valsalva"]);
    has("Burpees", ["high_impact", "wrist"]);
    has("Crunches", ["supine"]);
    has("Liegestütz", ["wrist"]);
    has("Sprungkniebeuge", ["high_impact", "knee", "ankle"]);
    has("Ausfallschritt-Sprünge", ["high_impact", "knee", "ankle"]);
    has("Bankdrücken mit Langhantel", ["supine"]);
  });

  it.each(CODES)("has at least 8 exercises needing %s", (code) => {
    expect(EXERCISES.filter((e) => e.equipmentNeeded.includes(code)).length).toBeGreaterThanOrEqual(8);
  });

  it("has at least 25 warm-up and mobility entries", () => {
    expect(EXERCISES.filter((e) => e.movementPattern === "warmup" || e.movementPattern === "mobility").length).toBeGreaterThanOrEqual(25);
  });

  it("covers the required ergometers", () => {
    for (const n of ["Fahrradergometer", "Rudergerät", "Laufen auf dem Laufband", "Crosstrainer", "Ski-Ergometer", "Intervalle auf dem Fahrradergometer"]) {
      expect(byName(n).equipmentNeeded).toEqual(["ergometer"]);
    }
  });
});

describe("bodyweight programme", () => {
  it.each(MOVEMENT_PATTERNS)("has at least 3 bodyweight %s exercises on all three difficulties", (pattern) => {
    const list = BODYWEIGHT.filter((e) => e.movementPattern === pattern);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(new Set(list.map((e) => e.difficulty))).toEqual(new Set([1, 2, 3]));
  });

  it.each(RESTRICTION_TAGS)("keeps a bodyweight substitute without '%s' for every main pattern", (tag) => {
    for (const pattern of MAIN_PATTERNS) {
      const safe = BODYWEIGHT.filter((e) => e.movementPattern === pattern && !e.stressTags.includes(tag));
      expect(safe.length, `${pattern} without ${tag}`).toBeGreaterThan(0);
    }
  });

  it("keeps substitutes for the usual tag combinations of one condition", () => {
    const combos: StressTag[][] = [
      ["knee", "high_impact"],
      ["shoulder", "overhead"],
      ["lower_back", "spinal_load", "valsalva"],
      ["supine", "high_impact", "valsalva"],
      ["wrist", "shoulder"],
    ];
    for (const avoid of combos) {
      for (const pattern of MAIN_PATTERNS) {
        const safe = BODYWEIGHT.filter((e) => e.movementPattern === pattern && !e.stressTags.some((t) => avoid.includes(t)));
        expect(safe.length, `${pattern} without ${avoid.join("+")}`).toBeGreaterThan(0);
      }
    }
  });

  it("offers low-impact cardio", () => {
    const lowImpact = BODYWEIGHT.filter((e) => e.movementPattern === "cardio" && !e.stressTags.includes("high_impact") && !e.stressTags.includes("knee"));
    expect(lowImpact.length).toBeGreaterThanOrEqual(2);
  });
});

describe("exercisesForEquipment", () => {
  it("returns only bodyweight exercises for no equipment or 'none'", () => {
    expect(exercisesForEquipment([])).toEqual(BODYWEIGHT);
    expect(exercisesForEquipment(["none"])).toEqual(BODYWEIGHT);
  });

  it("adds exercises whose every needed code is available", () => {
    const list = exercisesForEquipment(["dumbbells", "none"]);
    expect(list).toContain(byName("Liegestütz"));
    expect(list).toContain(byName("Goblet Squat mit Kurzhantel"));
    expect(list).not.toContain(byName("Kniebeuge mit Langhantel"));
    for (const e of list) for (const c of e.equipmentNeeded) expect(c).toBe("dumbbells");
  });

  it("requires all codes of a multi-equipment exercise", () => {
    const assisted = byName("Klimmzug mit Bandunterstützung");
    expect(exercisesForEquipment(["pullup_bar"])).not.toContain(assisted);
    expect(exercisesForEquipment(["resistance_bands"])).not.toContain(assisted);
    expect(exercisesForEquipment(["pullup_bar", "resistance_bands"])).toContain(assisted);
  });

  it("returns everything when all equipment is available", () => {
    expect(exercisesForEquipment([...EQUIPMENT])).toHaveLength(EXERCISES.length);
  });

  it("works on a custom list", () => {
    const custom = [byName("Liegestütz"), byName("Rudergerät")];
    expect(exercisesForEquipment([], custom)).toEqual([byName("Liegestütz")]);
  });
});

