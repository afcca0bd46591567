import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXERCISES } from "./catalog";
import type { Equipment } from "~/domain/questionnaire/options";
import { EXERCISE_IMAGES, exerciseImages, picturesByName } from "./images";
import data from "./exercise-images.json";

/**
 * The equipment rule of the mapping (decision 0104): a picture shows the catalog exercise only when
 * it shows its equipment. free-exercise-db's equipment words that fit each of ours ("other" is its
 * word for straps, hyperextension benches and assisted pull-up bands; "None"/"body only" is none;
 * our "machines" include the gym's cable stations such as the lat pulldown, its "cable").
 */
const FITS: Record<Equipment | "none", readonly string[]> = {
  none: ["body only", "None"],
  barbell: ["barbell"],
  dumbbells: ["dumbbell"],
  kettlebells: ["kettlebells"],
  machines: ["machine", "cable", "other"],
  cable_trx: ["cable", "other"],
  pullup_bar: ["body only", "None", "other"],
  rings: ["other"],
  ergometer: ["machine"],
  sandbags: ["other"],
  resistance_bands: ["bands", "other"],
} as Record<Equipment | "none", readonly string[]>;

function equipmentFits(needed: readonly string[], sourceEquipment: string | null): boolean {
  const words = needed.filter((e) => e !== "none");
  const key = (words[0] ?? "none") as Equipment | "none";
  return (FITS[key] ?? []).includes(sourceEquipment ?? "None");
}

describe("exercise pictures (free-exercise-db, public domain)", () => {
  it("every mapped exercise is one catalog record, named the same in both languages", () => {
    for (const e of EXERCISE_IMAGES) {
      const rec = EXERCISES.find((x) => x.name === e.name);
      expect(rec, e.name).toBeTruthy();
      expect(rec!.nameEn).toBe(e.nameEn);
    }
    expect(new Set(EXERCISE_IMAGES.map((e) => e.name)).size).toBe(EXERCISE_IMAGES.length);
  });

  it("maps only where the equipment is the same", () => {
    for (const e of data.exercises) {
      const rec = EXERCISES.find((x) => x.name === e.name)!;
      expect(equipmentFits(rec.equipmentNeeded, e.sourceEquipment), `${e.nameEn} ← ${e.sourceName} (${e.sourceEquipment})`).toBe(true);
    }
  });

  it("negative control: a barbell back squat shown by a kettlebell goblet squat breaks the rule", () => {
    const squat = EXERCISES.find((x) => x.nameEn === "Barbell Back Squat")!;
    expect(equipmentFits(squat.equipmentNeeded, "kettlebells")).toBe(false);
    expect(equipmentFits(squat.equipmentNeeded, "barbell")).toBe(true);
  });

  it("at most two pictures each, shipped as JPEG files under public/, the total within 15 MB", () => {
    let bytes = 0;
    for (const e of EXERCISE_IMAGES) {
      expect(e.images.length, e.name).toBeGreaterThan(0);
      expect(e.images.length, e.name).toBeLessThanOrEqual(2);
      for (const src of e.images) {
        expect(src).toMatch(/^\/exercise-images\/[\w-]+\/\d\.jpg$/);
        const file = path.resolve("public", src.slice(1));
        expect(fs.existsSync(file), src).toBe(true);
        bytes += fs.statSync(file).size;
      }
    }
    expect(bytes).toBeLessThanOrEqual(15_000_000);
    // Nothing shipped that no exercise uses.
    const used = new Set(EXERCISE_IMAGES.flatMap((e) => e.images));
    const shipped = fs.readdirSync(path.resolve("public/exercise-images")).flatMap((d) => fs.readdirSync(path.resolve("public/exercise-images", d)).map((f) => `/exercise-images/${d}/${f}`));
    expect(shipped.filter((f) => !used.has(f))).toEqual([]);
  });

  it("finds the pictures by the German or the English name; an unmapped exercise has none", () => {
    expect(exerciseImages("Kniebeuge mit Körpergewicht")).toHaveLength(2);
    expect(exerciseImages("bodyweight squat")).toHaveLength(2);
    expect(exerciseImages("Pistol Squat")).toEqual([]);
  });

  it("a page's pictures: only the names given that have any, keyed as given (German or English)", () => {
    const shown = picturesByName(["Kniebeuge mit Körpergewicht", "Bodyweight Squat", "Pistol Squat"]);
    expect(Object.keys(shown)).toEqual(["Kniebeuge mit Körpergewicht", "Bodyweight Squat"]);
    expect(shown["Bodyweight Squat"]).toEqual(exerciseImages("Kniebeuge mit Körpergewicht"));
    // Negative control: no names, no pictures.
    expect(picturesByName([])).toEqual({});
  });
});
