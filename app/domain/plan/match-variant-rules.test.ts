/**
 * Matching rules of decision 0113 (issue 23), written on round 4's held-out half as a development
 * set: each rule a coach would state, tested on several names, with a negative control (a name the
 * rule must not change).
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import type { Equipment } from "~/domain/questionnaire/options";
import { createExerciseLookup } from "./match";

const lookups = new Map<string, ReturnType<typeof createExerciseLookup>>();
/** The record name for a plan row (name, weight column), with the customer's equipment when given. */
function find(name: string, weight: string | null = null, equipment: Equipment[] | null = null): string | null {
  const key = equipment ? equipment.join(",") : "";
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = createExerciseLookup(EXERCISES, { equipment });
    lookups.set(key, lookup);
  }
  return lookup.find(name, { weight })?.name ?? null;
}
const KB: Equipment[] = ["kettlebells"];

describe("a pair in the weight column is the customer's paired implement", () => {
  it("is kettlebells for a customer with kettlebells and no dumbbells", () => {
    expect(find("Front Rack Carry", "2 × 16 kg", KB)).toBe("Tragen in der Rack-Position mit Kettlebells");
    expect(find("Rudern", "2×20 kg", KB)).toBe("Rudern mit Kettlebell");
    expect(find("Goblet Squats", "2×12 kg", KB)).toBe("Goblet Squat mit Kettlebell");
  });
  it("negative control: dumbbells when the customer has them (or the equipment is not known)", () => {
    expect(find("Rudern", "2×20 kg", ["dumbbells", "kettlebells"])).toBe("Rudern mit Kurzhantel");
    expect(find("Goblet Squats", "2×12 kg")).toBe("Goblet Squat mit Kurzhantel");
  });
});

describe("a variant of a lift, with its implement or load named, is the lift with that implement", () => {
  it("stance, load position, bell count, style and programming words only rank", () => {
    expect(find("KB Sumo Deadlift", "24 kg")).toBe("Kreuzheben mit Kettlebell");
    expect(find("Sumo-Kreuzheben", "80 kg")).toBe("Kreuzheben mit Langhantel");
    expect(find("Double KB Overhead Press", "2×16 kg")).toBe("Schulterdrücken mit Kettlebell");
    expect(find("Double Front Squat", "2 × 16 kg", KB)).toBe("Goblet Squat mit Kettlebell");
    expect(find("Gorilla Rows", "2 × 24 kg", KB)).toBe("Rudern mit Kettlebell");
    expect(find("Pendlay Rows (Langhantel)")).toBe("Langhantelrudern vorgebeugt");
    expect(find("KB Snatch Intervals (30 s on / 30 s off)", "16 kg")).toBe("Reißen mit Kettlebell");
    expect(find("Single-Leg RDL", "16 kg", KB)).toBe("Einbeiniges Kreuzheben mit Kettlebell");
  });
  it("negative controls: a variant with a record keeps it; no base lift or an unknown movement stays unmatched", () => {
    expect(find("Front Squat", "60 kg")).toBe("Frontkniebeuge mit Langhantel");
    expect(find("Sumo Squat")).toBe("Sumo-Kniebeuge");
    expect(find("Front Raises", "2×5 kg")).toBeNull();
    expect(find("Arnold Press", "2×10 kg")).toBeNull();
    expect(find("Band chest flyes")).toBeNull();
    expect(find("Superman holds")).toBeNull();
    expect(find("Bulgarian Split Squats (Kurzhanteln)")).toBeNull();
  });
});

describe("a press without another movement word is the overhead press", () => {
  it("KB press, half-kneeling, standing", () => {
    expect(find("KB Press", "16 kg")).toBe("Schulterdrücken mit Kettlebell");
    expect(find("Half-Kneeling KB Press", "16 kg")).toBe("Schulterdrücken mit Kettlebell");
    expect(find("Standing Dumbbell Press", "2×10 kg")).toBe("Überkopfdrücken mit Kurzhanteln");
  });
  it("negative controls: floor, leg, bench and Pallof presses are named", () => {
    expect(find("Floor Press (KB)", "16 kg")).toBe("Bodendrücken mit Kettlebell");
    expect(find("Leg Press", "80 kg")).toBe("Beinpresse");
    expect(find("Bench Press", "60 kg")).toBe("Bankdrücken mit Langhantel");
    expect(find("Pallof Press", "5 kg")).toBe("Pallof-Press am Kabelzug");
  });
});

describe("descriptors: intensity and pace adjectives, the target of a pull", () => {
  it("'leicht', 'schwer', 'zügig', 'light' describe the set", () => {
    expect(find("Seitheben mit leichten KH", "2×2 kg")).toBe("Seitheben mit Kurzhanteln");
    expect(find("Light lateral raises", "2×4 kg")).toBe("Seitheben mit Kurzhanteln");
    expect(find("Schwere Kniebeugen (Langhantel)", "100 kg")).toBe("Kniebeuge mit Langhantel");
    expect(find("Laufband: zügiges Gehen, 3–5 % Steigung", "Körpergewicht")).toBe("Gehen mit Steigung auf dem Laufband");
  });
  it("'zur Brust', 'to chest', 'to the forehead' describe the pull", () => {
    expect(find("Latzug zur Brust", "20 kg")).toBe("Latzug an der Maschine");
    expect(find("Lat Pulldown to chest", "40 kg")).toBe("Latzug an der Maschine");
    expect(find("Face Pulls to the forehead", "10 kg")).toBe("Face Pull am Kabelzug");
  });
  it("negative controls: a walk outside is no treadmill; a name with 'zum' of its own stays", () => {
    expect(find("Zügiges Gehen")).toBeNull();
    expect(find("Hocke zum Strecken")).toBe("Hocke zum Strecken");
  });
});

describe("sideways is a direction; a cardio station must be named", () => {
  it("lateral = seitlich, named by the plan", () => {
    expect(find("Seitliches Gehen mit Band")).toBe("Seitliches Gehen mit Miniband");
    expect(find("Lateral Band Walks")).toBe("Seitliches Gehen mit Miniband");
    expect(find("Lateral Lunges")).toBe("Seitlicher Ausfallschritt");
    expect(find("Lateral Raises", "2×5 kg")).toBe("Seitheben mit Kurzhanteln");
  });
  it("the station named: ergometer, cross trainer, stair climber, treadmill", () => {
    expect(find("Ergometer")).toBe("Fahrradergometer");
    expect(find("Crosstrainer (Intervalle)")).toBe("Intervalle auf dem Crosstrainer");
    expect(find("Stair Climber")).toBe("Stepper");
    expect(find("Treadmill walk (incline)")).toBe("Gehen mit Steigung auf dem Laufband");
  });
  it("negative controls: plain walking, lunges, intervals and sprints name no direction or station", () => {
    expect(find("Gehen")).toBeNull();
    expect(find("Ausfallschritte")).toBe("Ausfallschritt nach vorn");
    expect(find("Intervalle")).toBeNull();
    expect(find("Sprints")).toBeNull();
  });
});

describe("German compounds: a posture before a movement, a machine after its body part", () => {
  it("Sitzrudern = sitzend rudern; Bauchmaschine (Crunch) = the crunch machine", () => {
    expect(find("Sitzrudern an der Maschine", "20 kg")).toBe("Rudern an der Maschine");
    expect(find("Sitzrudern am Kabel", "30 kg")).toBe("Rudern am Kabelzug");
    expect(find("Sitzrudern mit Band")).toBe("Rudern mit Band");
    expect(find("Bauchmaschine (Crunch)", "10 kg")).toBe("Bauchpresse an der Maschine");
    expect(find("Brustmaschine (Brustpresse)", "20 kg")).toBe("Brustpresse an der Maschine");
  });
  it("negative controls: posture words and names of their own stay", () => {
    expect(find("Beinbeuger sitzend", "15 kg")).toBe("Beinbeuger an der Maschine");
    expect(find("Crunch")).toBe("Crunches");
    expect(find("Abduktorenmaschine", "20 kg")).toBeNull();
  });
});

describe("German and English synonyms", () => {
  it("Zehenstand = calf raise; Sitz-Steh-Übung = sit-to-stand", () => {
    expect(find("Zehenstände")).toBe("Wadenheben");
    expect(find("Zehenstände, an der Wand festhalten", "Körpergewicht")).toBe("Wadenheben");
    expect(find("Zehenstände an der Maschine", "40 kg")).toBe("Wadenheben an der Maschine");
    expect(find("Sitz-Steh-Übung vom Stuhl", "Körpergewicht")).toBe("Stuhl-Kniebeuge mit hoher Sitzfläche");
    expect(find("Aufstehen vom Stuhl")).toBe("Stuhl-Kniebeuge mit hoher Sitzfläche");
  });
  it("a loaded walk is a carry (waiter's walk = overhead carry); kickstand / B-stance = single-leg", () => {
    expect(find("Waiter's Walk", "16 kg", KB)).toBe("Überkopftragen mit Kettlebell");
    expect(find("Suitcase Walk", "24 kg", KB)).toBe("Koffertragen mit Kettlebell");
    expect(find("Kickstand RDL", "16 kg", KB)).toBe("Einbeiniges Kreuzheben mit Kettlebell");
    expect(find("B-Stance RDL", "16 kg", KB)).toBe("Einbeiniges Kreuzheben mit Kettlebell");
  });
  it("close grip = narrow = diamond push-up", () => {
    expect(find("Close-Grip Push-Ups")).toBe("Diamant-Liegestütz");
    expect(find("Enge Liegestütze")).toBe("Diamant-Liegestütz");
    expect(find("Narrow push-ups")).toBe("Diamant-Liegestütz");
  });
  it("negative controls", () => {
    expect(find("Zehenheben an der Wand")).toBe("Zehenheben an der Wand");
    expect(find("Türkisches Aufstehen", "12 kg")).toBe("Türkisches Aufstehen");
    expect(find("Farmer's Walk", "2×20 kg")).toBe("Bauernlauf mit Kurzhanteln");
    expect(find("Waiter Walk (Kurzhantel)", "10 kg")).toBeNull();
    expect(find("Kettlebell Deadlift", "24 kg")).toBe("Kreuzheben mit Kettlebell");
    expect(find("Close-Grip Wall Push-Ups")).toBe("Enger Wand-Liegestütz");
    expect(find("Close-Grip Bench Press", "50 kg")).toBe("Enges Bankdrücken");
    expect(find("Liegestütze")).toBe("Liegestütz");
  });
});
