/**
 * Matching rules of decision 0124, developed on round 6 (docs/coach-review/round-6): each a rule a
 * coach would state, tested on names other than round 6's where possible, each with a negative control.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { createExerciseLookup } from "./match";

const lookup = createExerciseLookup(EXERCISES);
const find = (name: string, weight: string | null = null): string | null => lookup.find(name, { weight })?.name ?? null;

describe("grips are distinct", () => {
  it("a name with one grip never matches a record with another grip", () => {
    expect(find("Klimmzüge (breit)", "Körpergewicht")).toBe("Klimmzug");
    expect(find("Wide-Grip Bench Press", "80 kg")).toBe("Bankdrücken mit Langhantel");
    expect(find("Hammercurls", "2×10 kg")).toBe("Hammercurls mit Kurzhanteln");
  });
  it("negative control: the plain name and the named grip keep their records", () => {
    expect(find("Klimmzüge", "Körpergewicht")).toBe("Klimmzug");
    expect(find("Klimmzüge im Untergriff", "Körpergewicht")).toBe("Klimmzug im Untergriff");
    expect(find("Bizepscurls Untergriff", "2×10 kg")).toBe("Bizepscurls mit Kurzhanteln");
    expect(find("Close-Grip Bench Press", "80 kg")).toBe("Enges Bankdrücken");
  });
});

describe("powerlifting shorthand and variants of the three lifts", () => {
  it("DL, CGBP; competition, paused, deficit, tempo, Larsen, stance variants are the base lift", () => {
    expect(find("DL", "180 kg")).toBe("Kreuzheben mit Langhantel");
    expect(find("CGBP", "80 kg")).toBe("Enges Bankdrücken");
    expect(find("Competition Squat", "140 kg")).toBe("Kniebeuge mit Langhantel");
    expect(find("Tempo Squat", "100 kg")).toBe("Kniebeuge mit Langhantel");
    expect(find("Paused Bench", "90 kg")).toBe("Bankdrücken mit Langhantel");
    expect(find("Larsen Press", "90 kg")).toBe("Bankdrücken mit Langhantel");
    expect(find("Defizit Kreuzheben", "150 kg")).toBe("Kreuzheben mit Langhantel");
    expect(find("High-Bar Squat", "120 kg")).toBe("Kniebeuge mit Langhantel");
  });
  it("negative control: an exact variant keeps its record, unloaded nothing is relaxed, a lone DL-word inside a word is not", () => {
    expect(find("Kniebeuge mit Pause", "Körpergewicht")).toBe("Kniebeuge mit Pause");
    expect(find("Sumo-Kniebeuge")).toBe("Sumo-Kniebeuge");
    expect(find("Tempo Squat")).toBeNull();
    expect(find("SLDL", "100 kg")).toBeNull();
  });
});

describe("the rower is the rowing machine; sprints on a station are intervals", () => {
  it("Rower, C2, Ruderergometer", () => {
    expect(find("Rower")).toBe("Rudergerät");
    expect(find("Ruderergometer")).toBe("Rudergerät");
    expect(find("Rower Sprints")).toBe("Intervalle auf dem Rudergerät");
    expect(find("Radfahren auf dem Ergometer")).toBe("Fahrradergometer");
  });
  it("negative control: a row with weights stays the row; cycling outside is not the ergometer", () => {
    expect(find("DB Row", "2×20 kg")).toBe("Rudern mit Kurzhantel");
    expect(find("Radfahren")).toBeNull();
  });
});

describe("German place phrases, alternating arms, negatives", () => {
  it("a stair or an edge is where, not what; alternating is how; eccentric = negative", () => {
    expect(find("Wadenheben an der Treppenstufe", "Körpergewicht")).toBe("Wadenheben");
    expect(find("Step-ups auf die Treppe", "2×5 kg")).toBe("Step-up mit Kurzhanteln");
    expect(find("Hammercurls im Wechsel", "2×8 kg")).toBe("Hammercurls mit Kurzhanteln");
    expect(find("Eccentric Pull-ups", "bodyweight")).toBe("Negativer Klimmzug");
  });
  it("negative control: a single-leg record needs single-leg named; lying is not seated; no TRX unless named", () => {
    expect(find("Wadenheben auf der Stufe", "Körpergewicht")).not.toBe("Einbeiniges Wadenheben auf der Stufe");
    expect(find("Einbeiniges Wadenheben auf der Stufe")).toBe("Einbeiniges Wadenheben auf der Stufe");
    expect(find("Beinbeuger liegend")).toBeNull();
    expect(find("Beinbeuger")).toBe("Beinbeuger an der Maschine");
    expect(find("TRX Rudern")).toBe("Rudern am Schlingentrainer");
    expect(find("Kabelrudern", "40 kg")).toBe("Rudern am Kabelzug");
    expect(find("Pull-ups", "bodyweight")).toBe("Klimmzug");
  });
});
