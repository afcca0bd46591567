/**
 * A systematic audit of the seeded exercise database: rules a coach applies to every record,
 * checked over the whole list (not sample records), so a new or edited record cannot slip by.
 */
import { describe, expect, it } from "vitest";
import type { Equipment } from "~/domain/questionnaire/options";
import { EXERCISES } from "./catalog";
import type { ExerciseRecord, StressTag } from "./types";

const text = (e: ExerciseRecord) => `${e.name} | ${e.nameEn}`;
const fullText = (e: ExerciseRecord) => `${e.name} | ${e.nameEn} | ${e.description}`;

/** Records breaking a rule, as "name: why". */
function violations(pred: (e: ExerciseRecord) => string | null): string[] {
  return EXERCISES.flatMap((e) => {
    const why = pred(e);
    return why ? [`${e.name}: ${why}`] : [];
  });
}

const needsTag = (re: RegExp, tag: StressTag, on: (e: ExerciseRecord) => string = text, unless?: RegExp) => (e: ExerciseRecord) =>
  re.test(on(e)) && !(unless && unless.test(on(e))) && !e.stressTags.includes(tag) ? `missing ${tag}` : null;

describe("exercise database audit", () => {
  it("kneeling and all-fours exercises carry the knee tag", () => {
    expect(
      violations(
        needsTag(/kniend|kniestand|auf den knien|vierfüßlerstand|kneeling|knee push-up/i, "knee", fullText, /angehobenen knien/i),
      ),
    ).toEqual([]);
  });

  it("jumps and hops carry high_impact, low-impact variants do not", () => {
    const jump = /sprung(?!gelenk)|sprünge|jump|hops|burpee|hampelmann|seilspringen|kniehebelauf|anfersen|hopserlauf|skater/i;
    const low = /ohne sprung|low-impact|stepp-/i;
    expect(violations(needsTag(jump, "high_impact", text, low))).toEqual([]);
    expect(violations((e) => (low.test(text(e)) && e.stressTags.includes("high_impact") ? "low-impact but high_impact" : null))).toEqual([]);
  });

  it("overhead, lying and prone positions carry their tags", () => {
    expect(violations(needsTag(/überkopf|overhead/i, "overhead"))).toEqual([]);
    expect(violations(needsTag(/rückenlage|supine|(?<!side-)lying/i, "supine"))).toEqual([]);
    expect(violations(needsTag(/bauchlage|prone/i, "prone"))).toEqual([]);
  });

  it("#stabilisation is only on stability work, never on crunches, twists or leg raises", () => {
    expect(new Set(EXERCISES.map((e) => e.hashtag))).toEqual(new Set([null, "#stabilisation"]));
    const flexion = /crunch|twist|sit-?up|bauchpresse|holzhacker|woodchop|beinheben|knieheben im hang|leg raise|hanging knee raise/i;
    expect(violations((e) => (flexion.test(text(e)) && e.hashtag === "#stabilisation" ? "flexion/rotation tagged #stabilisation" : null))).toEqual([]);
    expect(violations((e) => (e.hashtag === "#stabilisation" && ["arms", "cardio", "push_horizontal"].includes(e.movementPattern) ? "pattern" : null))).toEqual([]);
  });

  it("equipment named in the name is equipment the exercise needs", () => {
    const words: [RegExp, Equipment][] = [
      [/langhantel|barbell/i, "barbell"],
      [/kurzhantel|dumbbell/i, "dumbbells"],
      [/kettlebell/i, "kettlebells"],
      [/kabelzug|cable|schlingentrainer|trx/i, "cable_trx"],
      [/an der maschine|\| (?:seated )?machine\b/i, "machines"],
      [/\b(?:mit |am |an den )?(?:mini)?band\b|\bband(?:ed)?\b/i, "resistance_bands"],
      [/an den ringen|\bring\b/i, "rings"],
      [/sandsack|sandbag/i, "sandbags"],
      [/ergometer|laufband|rudergerät|crosstrainer|airbike|stepper/i, "ergometer"],
    ];
    expect(
      violations((e) => {
        const missing = words.filter(([re, code]) => re.test(text(e)) && !e.equipmentNeeded.includes(code)).map(([, code]) => code);
        return missing.length ? `needs ${missing.join(", ")}` : null;
      }),
    ).toEqual([]);
  });

  it("bodyweight exercises need no equipment: dips on parallel bars are bodyweight", () => {
    const dips = EXERCISES.find((e) => e.name === "Dips am Barren");
    expect(dips?.equipmentNeeded).toEqual([]);
    expect(violations((e) => (/körpergewicht|bodyweight/i.test(text(e)) && e.equipmentNeeded.length > 0 ? "bodyweight with equipment" : null))).toEqual([]);
  });

  it("names are unique in German and English, and no record has an invented video link", () => {
    const de = EXERCISES.map((e) => e.name.toLowerCase());
    const en = EXERCISES.map((e) => e.nameEn.toLowerCase());
    expect(new Set(de).size).toBe(de.length);
    expect(new Set(en).size).toBe(en.length);
    expect(EXERCISES.filter((e) => e.videoUrl !== null).map((e) => e.name)).toEqual([]);
  });
});
