/**
 * Matching rules of decision 0134, developed on round 8 (docs/coach-review/round-8/matching): the vocabulary of a
 * whole register (physio German, CrossFit English, Denglisch), a bounded typo tolerance and a rule for the row
 * measured like a station. Each tested on names other than round 8's where possible, each with a negative control.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { createExerciseLookup } from "./match";
import { correctTypos } from "./match-typo";

const lookup = createExerciseLookup(EXERCISES);
const find = (name: string, weight: string | null = null, reps: string | null = null): string | null =>
  lookup.find(name, { weight, reps })?.name ?? null;

describe("the physio and Reha register", () => {
  it("Kniestrecker/Kniebeuger, Bridging, the quadruped diagonal, Stufensteigen, Seitwärtsgehen, anti-rotation, Bauchtrainer", () => {
    expect(find("Kniestrecker", "15 kg")).toBe("Beinstrecker an der Maschine");
    expect(find("Kniebeuger sitzend", "20 kg")).toBe("Beinbeuger an der Maschine");
    expect(find("Bridging mit Miniband", "leichtes Band")).toBe("Beckenheben mit Miniband");
    expect(find("Diagonales Strecken im Vierfüßlerstand")).toBe("Bird Dog");
    expect(find("Vierfüßler mit diagonalem Arm-Bein-Heben")).toBe("Bird Dog");
    expect(find("Stufensteigen", "Körpergewicht")).toBe("Step-up auf eine Stufe");
    expect(find("Seitwärts gehen mit Band")).toBe("Seitliches Gehen mit Miniband");
    expect(find("Anti-Rotation Press am Kabel", "10 kg")).toBe("Pallof-Press am Kabelzug");
    expect(find("Antirotation mit Band")).toBe("Pallof-Press mit Band");
    expect(find("Bauchtrainer", "Stufe 3")).toBe("Bauchpresse an der Maschine");
  });
  it("negative control: the squat stays the squat, a bridge in another sense and the position alone are not the exercise", () => {
    expect(find("Kniebeugen", "Körpergewicht")).toBe("Kniebeuge mit Körpergewicht");
    expect(find("Kniebeuge", "60 kg")).toBe("Kniebeuge mit Langhantel");
    expect(find("Side Bridge")).toBeNull();
    expect(find("Wrestler Bridge")).toBeNull();
    expect(find("Katze-Kuh im Vierfüßlerstand")).toBeNull();
    expect(find("Außenrotation mit Theraband")).toBe("Außenrotation mit Band");
    expect(find("Rotation am Kabel")).toBeNull();
    expect(find("Crosstrainer")).toBe("Crosstrainer");
    expect(find("Gehen")).toBeNull();
  });
  it("both legs (beidbeinig) is never a single-leg record; a small range is the exercise with its load", () => {
    expect(find("Zehenstand beidseitig", "Körpergewicht")).toBe("Wadenheben");
    expect(find("Beckenheben beidbeinig")).toBe("Beckenheben");
    expect(find("Mini-Kniebeugen", "Körpergewicht")).toBe("Kniebeuge mit Körpergewicht");
    // Negative controls: single-leg stays single-leg; a small range with a load is the loaded squat.
    expect(find("Zehenstand einbeinig", "Körpergewicht")).toBe("Einbeiniges Wadenheben auf der Stufe");
    expect(find("Kleine Kniebeugen", "40 kg")).toBe("Kniebeuge mit Langhantel");
  });
  it("a back extension named as a machine is the seated machine the database does not have", () => {
    expect(find("Rückenstrecker an der Maschine", "Stufe 5")).toBeNull();
    expect(find("Rückenstrecker am Gerät")).toBeNull();
    // Negative control: the back extension without a machine named is the hyperextension bench.
    expect(find("Rückenstrecker", "Körpergewicht")).toBe("Rückenstrecken an der Hyperextensionsbank");
    expect(find("Back Extensions", "10 kg")).toBe("Rückenstrecken an der Hyperextensionsbank");
  });
});

describe("the CrossFit register", () => {
  it("kipping is a style, the air bike by brand, the air squat, Russian and American swings, the walking lunge", () => {
    expect(find("Kipping Chin-ups", "bodyweight")).toBe("Klimmzug im Untergriff");
    expect(find("Airdyne", null, "10 min")).toBe("Sprints auf dem Airbike");
    expect(find("Assault AirBike", null, "15 cal")).toBe("Sprints auf dem Airbike");
    expect(find("Air Squat", "bodyweight")).toBe("Kniebeuge mit Körpergewicht");
    expect(find("Russian Swings", "24 kg")).toBe("Kettlebell Swing");
    expect(find("American KB Swings", "24 kg")).toBe("Kettlebell Swing");
    expect(find("Ausfallschritte im Gehen", "Körpergewicht")).toBe("Ausfallschritt nach vorn");
  });
  it("negative control: a style word alone, other bikes and the Russian twist are not these; a loaded walking lunge has no record", () => {
    expect(find("Kipping")).toBeNull();
    expect(find("Spinning Bike")).toBeNull();
    expect(find("Assault")).toBeNull();
    expect(find("Russian Twist")).toBe("Russian Twist");
    expect(find("Walking Lunges", "2×16 kg")).toBeNull();
  });
  it("a lone row measured in metres, minutes or calories is the rower", () => {
    expect(find("Row", "–", "2000 m")).toBe("Rudergerät");
    expect(find("Rudern", null, "12 min")).toBe("Rudergerät");
    expect(find("Row", null, "20/15 cal")).toBe("Rudergerät");
  });
  it("negative control: a row with a load, an implement or counted in reps or seconds stays the row it names", () => {
    expect(find("Row", "2×20 kg", "12")).toBe("Rudern mit Kurzhantel");
    expect(find("Row", null, "12")).toBe("Rudern mit Kurzhantel");
    expect(find("Row", null, "20 s")).toBe("Rudern mit Kurzhantel");
    expect(find("Rudern mit Band", null, "2 min")).toBe("Rudern mit Band");
    expect(find("Ring Rows", "bodyweight", "12")).toBe("Rudern an den Ringen");
  });
});

describe("Denglisch", () => {
  it("Flachbankdrücken is the bench press; the pulley height and the treadmill's English name", () => {
    expect(find("Flachbankdrücken mit Kurzhanteln", "2×20 kg")).toBe("Bankdrücken mit Kurzhanteln");
    expect(find("Cable Crossover high to low", "10 kg")).toBe("Cable Crossover");
    expect(find("Treadmill Incline Walk")).toBe("Gehen mit Steigung auf dem Laufband");
  });
  it("negative control: the incline bench stays the incline; a pulley height alone names no exercise", () => {
    expect(find("Schrägbankdrücken", "50 kg")).toBe("Schrägbankdrücken mit Langhantel");
    expect(find("Kabelzug von unten nach oben")).toBeNull();
  });
});

describe("one typo in a long word no record knows", () => {
  it("a transposition, a missing or a swapped letter in a word of 5+ letters (stem) is the word it misspells", () => {
    expect(find("Kreuzhbeen", "100 kg")).toBe("Kreuzheben mit Langhantel");
    expect(find("Bankdrükcen", "80 kg")).toBe("Bankdrücken mit Langhantel");
    expect(find("Bulgarain Split Squats", "Körpergewicht")).toBe("Bulgarische Kniebeuge");
    expect(find("Seitheebn", "2×8 kg")).toBe("Seitheben mit Kurzhanteln");
  });
  it("negative control: a known word is never changed, a short word never corrected, a real unknown word stays unknown", () => {
    expect(find("Rudern", "2×20 kg")).toBe("Rudern mit Kurzhantel");
    expect(find("Crul", "2×10 kg")).toBeNull();
    expect(find("Frog Pumps")).toBeNull();
    expect(find("Hollow Rocks")).toBeNull();
    expect(find("Clamshells")).toBeNull();
  });
  it("a word one edit from two different words is not guessed", () => {
    const query = { core: ["abcdex"], optional: [], equipment: [] };
    expect(correctTypos(query, () => false, new Map([["abcdef", "one"], ["abcdez", "two"]]))).toBeNull();
    expect(correctTypos(query, () => false, new Map([["abcdef", "one"]]))?.core).toEqual(["one"]);
    expect(correctTypos({ ...query, core: ["abcd"] }, () => false, new Map([["abce", "one"]]))).toBeNull();
    expect(correctTypos(query, () => true, new Map([["abcdef", "one"]]))).toBeNull();
  });
});
