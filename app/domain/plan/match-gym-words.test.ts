/**
 * Matching rules of decision 0122 (issue 23), written on round 5's held-out texts as a development
 * set (they were opened for decision 0113 and scored 73.2 %). Each rule is one a coach would state,
 * tested on names other than the round-5 ones where possible, each with a negative control. The
 * measure is the next blind round, not these names.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { createExerciseLookup } from "./match";

const lookup = createExerciseLookup(EXERCISES);
const find = (name: string, weight: string | null = null): string | null => lookup.find(name, { weight })?.name ?? null;

describe("muscle names are the same word in German and English", () => {
  it("Trizeps = triceps, Bizeps = biceps", () => {
    expect(find("Trizeps Pushdown", "20 kg")).toBe("Trizepsdrücken am Kabelzug");
    expect(find("Band Trizeps Pushdown")).toBe("Trizepsdrücken mit Band");
    expect(find("Kurzhantel Bizeps Curl", "2×10 kg")).toBe("Bizepscurls mit Kurzhanteln");
  });
  it("negative control: the muscle word does not turn one triceps exercise into another", () => {
    expect(find("Trizeps Dips")).not.toBe("Trizepsdrücken am Kabelzug");
    expect(find("Triceps Dips am Stuhl")).toBe("Trizeps-Dips am Stuhl");
  });
});

describe("'bodyweight' in the weight column: nothing held, but the body may hang or lean on an apparatus", () => {
  it("rings, a back-extension bench", () => {
    expect(find("Ring Dips", "bodyweight")).toBe("Dips an den Ringen");
    expect(find("Ring Rows", "Körpergewicht")).toBe("Rudern an den Ringen");
    expect(find("Hyperextensions", "Körpergewicht")).toBe("Rückenstrecken an der Hyperextensionsbank");
  });
  it("negative control: never a held implement, and an exercise on nothing ranks first", () => {
    expect(find("Kniebeuge", "Körpergewicht")).toBe("Kniebeuge mit Körpergewicht");
    expect(find("Goblet Squat", "bodyweight")).toBeNull();
    expect(find("Dips", "bodyweight")).toBe("Dips am Barren");
  });
});

describe("style words describe the set, not the exercise", () => {
  it("strict, weighted, with added weight", () => {
    expect(find("Strict Chin-ups")).toBe(find("Chin-ups"));
    expect(find("Weighted Dips", "+10 kg")).toBe("Dips am Barren");
    expect(find("Klimmzüge mit Zusatzgewicht", "+5 kg")).toBe("Klimmzug");
  });
  it("negative control: a hold is not a style word (a static superman is not the superman with a pull)", () => {
    expect(find("Superman holds")).toBeNull();
  });
});

describe("the rowing machine: by brand or by a row measured in calories, metres or intervals", () => {
  it("Concept2, calories, metres, intervals", () => {
    expect(find("Concept2 rowing")).toBe("Rudergerät");
    expect(find("Row (kcal)")).toBe("Rudergerät");
    expect(find("Rudern 2000 m")).toBe("Rudergerät");
    expect(find("Rowing intervals")).toBe("Intervalle auf dem Rudergerät");
  });
  it("negative control: a row with sets and kilograms stays the strength row", () => {
    expect(find("Bent-over Row 4×8", "60 kg")).toBe("Langhantelrudern vorgebeugt");
    expect(find("Rudern am Kabel", "40 kg")).toBe("Rudern am Kabelzug");
  });
});

describe("a machine or cable named as the place of the exercise", () => {
  it("on the leg press, at the cable tower", () => {
    expect(find("Calf raises on the leg press", "60 kg")).toBe("Wadenheben an der Maschine");
    expect(find("Face Pulls am Kabelturm", "15 kg")).toBe(find("Face Pulls", "15 kg"));
    expect(find("Pallof Press at the cable station")).toBe("Pallof-Press am Kabelzug");
  });
  it("negative control: calf raises without a place are not the machine", () => {
    expect(find("Wadenheben")).not.toBe("Wadenheben an der Maschine");
  });
});

describe("exercises the database does not have stay unmatched", () => {
  it("the thruster is not the hip thrust", () => {
    expect(find("Thruster", "40 kg")).toBeNull();
    expect(find("Kettlebell Thrusters", "2×16 kg")).toBeNull();
    expect(find("French Press", "20 kg")).toBeNull();
  });
  it("negative control: the hip thrust is still found; a French press with dumbbells is the dumbbell extension", () => {
    expect(find("Hip Thrust", "60 kg")).toBe("Hip Thrust mit Langhantel");
    expect(find("French Press mit Kurzhantel", "12 kg")).toBe("Trizepsstrecken über Kopf mit Kurzhantel");
  });
});

describe("two names for one exercise, and brackets", () => {
  it("'A / B' is one exercise named twice: either name finds it", () => {
    expect(find("Beinstrecker / Leg Extension", "30 kg")).toBe(find("Leg Extension", "30 kg"));
    expect(find("Schrägbankmaschine / Butterfly", "20 kg")).toBe(find("Butterfly", "20 kg"));
  });
  it("a bracket names the exercise only as a whole; by parts it is a qualifier", () => {
    expect(find("Typewriter pull-ups (band-assisted)")).toBeNull();
    expect(find("Kniebeuge (Back Squat)", "80 kg")).toBe(find("Back Squat", "80 kg"));
  });
  it("negative control: an unspaced slash is not two names", () => {
    expect(find("Lock-off holds (90°/120°)")).toBe("Halten mit gebeugten Armen an der Stange");
  });
});

describe("a trailing support phrase and a prescription inside the name are not part of it", () => {
  it("on the bench or box, with a chest pad; '8×20 s'", () => {
    expect(find("Step-ups auf die Flachbank", "2×10 kg")).toBe("Step-up mit Kurzhanteln");
    expect(find("Rudermaschine mit Brustpolster", "30 kg")).toBe("Rudern an der Maschine");
    expect(find("Fahrradergometer Intervalle 10×30 s")).toBe("Intervalle auf dem Fahrradergometer");
  });
  it("negative control: kneeling is no support phrase", () => {
    expect(find("Liegestütz auf den Knien")).toBe(find("Knee Push-Up"));
  });
});

describe("gym words for grips and named lifts", () => {
  it("grips rank only; the Pendlay row is a barbell row; HSPU; woodchopper; cable fly; banded", () => {
    expect(find("Latzug Obergriff breit", "40 kg")).toBe("Latzug an der Maschine");
    expect(find("Supinated Lat Pulldown", "40 kg")).toBe("Latzug an der Maschine");
    expect(find("Pendlay Rows", "60 kg")).toBe("Langhantelrudern vorgebeugt");
    expect(find("Wall HSPU")).toBe("Handstand-Liegestütz an der Wand");
    expect(find("Cable Woodchopper", "10 kg")).toBe("Holzhacker am Kabelzug");
    expect(find("Cable Fly", "2×7,5 kg")).toBe("Cable Crossover");
    expect(find("Banded Pull-Aparts")).toBe(find("Band Pull-Apart"));
  });
  it("negative control: a dumbbell fly stays the dumbbell fly", () => {
    expect(find("Dumbbell Fly", "2×10 kg")).toBe("Fliegende mit Kurzhanteln");
  });
});

describe("each grip is its own word (round 6: one token for every grip made a wide pull-up the chin-up)", () => {
  it("a grip no record names leaves the plain exercise", () => {
    expect(find("Klimmzüge (breit)", "Körpergewicht")).toBe("Klimmzug");
    expect(find("Klimmzüge Obergriff", "Körpergewicht")).toBe("Klimmzug");
    expect(find("Wide-Grip Pull-Ups", "bodyweight")).toBe("Klimmzug");
    expect(find("Neutral-Grip Pull-ups", "bodyweight")).toBe("Klimmzug");
    expect(find("Latzug breit", "40 kg")).toBe("Latzug an der Maschine");
  });
  it("negative control: the named grip still finds its own record", () => {
    expect(find("Klimmzüge im Untergriff", "Körpergewicht")).toBe("Klimmzug im Untergriff");
    expect(find("Chin-ups", "bodyweight")).toBe("Klimmzug im Untergriff");
  });
});
