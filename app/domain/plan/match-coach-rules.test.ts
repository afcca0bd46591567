/**
 * Matching rules a coach would state (decision 0107; issue 23 item 6). Each rule has its negative
 * control: a name the rule must not change. Round 4's fixtures (match-round-4.test.ts) measure them.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import type { Equipment } from "~/domain/questionnaire/options";
import { createExerciseLookup, splitDescriptorTail } from "./match";

const lookup = createExerciseLookup(EXERCISES);
const find = (name: string, weight: string | null = null) => lookup.find(name, { weight })?.name ?? null;
const withKit = (equipment: Equipment[]) => {
  const l = createExerciseLookup(EXERCISES, { equipment });
  return (name: string, weight: string | null = null) => l.find(name, { weight })?.name ?? null;
};

describe("gym abbreviations: KH/DB = dumbbell, LH/BB = barbell, KB = kettlebell", () => {
  it("reads them as the equipment word, in compounds and alone", () => {
    expect(find("KH-Bankdrücken")).toBe("Bankdrücken mit Kurzhanteln");
    expect(find("Rumänisches Kreuzheben mit KH")).toBe("Rumänisches Kreuzheben mit Kurzhanteln");
    expect(find("Einarmiges KH-Rudern auf der Bank")).toBe("Rudern mit Kurzhantel");
    expect(find("LH-Kniebeuge")).toBe("Kniebeuge mit Langhantel");
    expect(find("BB Bench Press")).toBe("Bankdrücken mit Langhantel");
    expect(find("KB Swings")).toBe("Kettlebell Swing");
    expect(find("Goblet Squats", "1×14 kg KH")).toBe("Goblet Squat mit Kurzhantel");
  });
  it("RDL = Romanian deadlift, OHP = overhead press", () => {
    expect(find("RDL (Langhantel)")).toBe("Rumänisches Kreuzheben mit Langhantel");
    expect(find("KH-RDL")).toBe("Rumänisches Kreuzheben mit Kurzhanteln");
    expect(find("OHP", "40 kg")).toBe(find("Overhead Press", "40 kg"));
  });
  it("negative control: without the abbreviation the bare word stays unmatched", () => {
    expect(find("Rudl")).toBeNull();
    expect(find("Kreuzheben (Langhantel)")).toBe("Kreuzheben mit Langhantel");
  });
  // Was a known limit of decision 0107 (the fuzzy stage took it for the kettlebell row); decision 0113's
  // variant rule reads "Romanian" as a style of the deadlift with the named implement.
  it("a kettlebell RDL (not in the database) is the kettlebell deadlift, not the kettlebell row", () => {
    expect(find("Kettlebell RDL")).toBe("Kreuzheben mit Kettlebell");
  });
  it("negative controls: the abbreviation decides the implement; without one the default stays", () => {
    expect(find("LH-Bankdrücken")).toBe("Bankdrücken mit Langhantel");
    expect(find("Bankdrücken")).toBe("Bankdrücken mit Langhantel");
    expect(find("KH-Schrägbankdrücken")).toBeNull();
  });
});

describe("compound and plural forms", () => {
  it("Bizeps-Curls = Bizepscurls, Knie-Liegestütze = Knie-Liegestütz, Step-ups = Step-up", () => {
    expect(find("Bizeps-Curls mit KH")).toBe("Bizepscurls mit Kurzhanteln");
    expect(find("Knie-Liegestütze")).toBe("Knie-Liegestütz");
    expect(find("Step-ups auf die Bank mit KH")).toBe("Step-up mit Kurzhanteln");
  });
  it("negative control: Hammer Curls stay hammer curls, not biceps curls", () => {
    expect(find("Hammer Curls", "2×7 kg")).toBe("Hammercurls mit Kurzhanteln");
  });
});

describe("trailing descriptors are dropped when the rest matches", () => {
  it("splits only a phrase of execution words", () => {
    expect(splitDescriptorTail("Goblet Squat mit Pause unten")).toEqual(["Goblet Squat", "mit Pause unten"]);
    expect(splitDescriptorTail("Wadenheben an der Wand festhalten")).toEqual(["Wadenheben", "an der Wand festhalten"]);
    expect(splitDescriptorTail("Zehenheben an der Wand")).toBeNull();
    expect(splitDescriptorTail("Rudern mit Kurzhantel")).toBeNull();
  });
  it("tempo, pause, support and interval descriptors", () => {
    expect(find("Goblet Squat mit Pause unten", "1×14 kg KH")).toBe("Goblet Squat mit Kurzhantel");
    expect(find("Goblet Squat – 3 Sek. exzentrisch", "1×14 kg KH")).toBe("Goblet Squat mit Kurzhantel");
    expect(find("Wadenheben an der Wand festhalten")).toBe("Wadenheben");
    expect(find("Schulterdrücken mit KH (sitzend)", "2×6 kg")).toBe("Überkopfdrücken mit Kurzhanteln");
    expect(find("Rudergerät Intervals (30 s on / 30 s off)")).toBe("Intervalle auf dem Rudergerät");
    expect(find("Pause Squats (3 sec hold)")).toBe("Kniebeuge mit Pause");
  });
  it("negative controls: a descriptor that names the exercise stays; a name of its own is not cut", () => {
    expect(find("Kniebeuge mit Pause")).toBe("Kniebeuge mit Pause");
    expect(find("Zehenheben an der Wand")).toBe("Zehenheben an der Wand");
    // "Zehenstände" was an unmatched control here; decision 0113 reads it as the calf raise (German gym word).
    expect(find("Superman holds")).toBeNull();
  });
});

describe("a bracket offering an alternative is not a qualifier", () => {
  it("'(knees if needed)' is the push-up", () => {
    expect(find("Push-ups (knees if needed)")).toBe("Liegestütz");
    expect(find("Liegestütze (ggf. auf den Knien)")).toBe("Liegestütz");
  });
  it("negative control: a plain bracket still qualifies", () => {
    expect(find("Liegestütze (auf den Knien)")).toBe("Knie-Liegestütz");
    expect(find("Klimmzüge (assistiert)")).toBe("Klimmzug mit Bandunterstützung");
  });
});

describe("German/English synonyms", () => {
  it("hands raised (erhöht, incline) is the incline push-up; shoulder taps; mini band; bent over", () => {
    expect(find("Liegestütze an der Bank (erhöht)")).toBe("Schräg-Liegestütz");
    expect(find("Plank mit Schulterantippen")).toBe("Liegestützposition mit Schulterantippen");
    expect(find("Plank mit Schulter-Tippen")).toBe("Liegestützposition mit Schulterantippen");
    expect(find("Glute Bridges with mini band")).toBe("Beckenheben mit Miniband");
    expect(find("Reverse Flys vorgebeugt", "2×3 kg")).toBe("Reverse Flys mit Kurzhanteln im Sitzen");
    expect(find("Bent-over Barbell Row")).toBe("Langhantelrudern vorgebeugt");
  });
  it("negative controls: raised feet stay the decline push-up; Reverse Butterfly is not Butterfly; plain names stay", () => {
    expect(find("Liegestütze mit erhöhten Füßen")).toBe("Liegestütz mit erhöhten Füßen");
    expect(find("Decline Push-ups")).toBe("Liegestütz mit erhöhten Füßen");
    expect(find("Reverse Butterfly an der Maschine", "35 kg")).toBeNull();
    expect(find("Butterfly")).toBe("Butterfly an der Maschine");
    expect(find("Plank")).toBe("Unterarmstütz");
    expect(find("Glute Bridges")).toBe("Beckenheben");
  });
});

describe("a loaded version of a bodyweight exercise is not the bodyweight record", () => {
  it("no loaded record in the database → no match", () => {
    expect(find("Bulgarische Kniebeuge", "2×16 kg")).toBeNull();
    expect(find("Hip Thrust mit Kurzhantel", "1×16 kg")).toBeNull();
    expect(find("Einbeiniges Rumänisches Kreuzheben mit KH", "1×10 kg")).toBeNull();
  });
  it("negative controls: without load the bodyweight record; a record with a station takes added load", () => {
    expect(find("Bulgarische Kniebeuge", "Körpergewicht")).toBe("Bulgarische Kniebeuge");
    expect(find("Bulgarische Kniebeuge")).toBe("Bulgarische Kniebeuge");
    expect(find("Rückenstrecken an der Hyperextensionsbank", "10 kg")).toBe("Rückenstrecken an der Hyperextensionsbank");
    expect(find("Klimmzug", "+10 kg")).toBe("Klimmzug");
    expect(find("Standing Calf Raise", "40 kg")).toBe("Wadenheben mit Langhantel");
  });
});

describe("a direction every label of a record names must be named (reverse)", () => {
  it("a lunge with dumbbells is not the reverse lunge", () => {
    expect(find("Ausfallschritte", "2×10 kg")).toBeNull();
    expect(find("Ausfallschritte (Kurzhanteln)")).toBeNull();
  });
  it("negative controls: named reverse matches; a record naming it in one label only needs no direction", () => {
    expect(find("Ausfallschritte rückwärts mit KH", "2×6 kg")).toBe("Rückwärtiger Ausfallschritt mit Kurzhanteln");
    expect(find("Reverse Lunges", "Bodyweight")).toBe("Rückwärtiger Ausfallschritt");
    expect(find("Schneeengel in Bauchlage")).toBe("Schneeengel in Bauchlage");
  });
});

describe("the customer's equipment picks the variant of a name without implement", () => {
  it("kettlebells only → the kettlebell record; dumbbells → the dumbbell record", () => {
    const kb = withKit(["kettlebells"]);
    expect(kb("Goblet Squats")).toBe("Goblet Squat mit Kettlebell");
    expect(kb("Suitcase Carry")).toBe("Koffertragen mit Kettlebell");
    const kh = withKit(["dumbbells"]);
    expect(kh("Goblet Squats")).toBe("Goblet Squat mit Kurzhantel");
    expect(kh("Suitcase Carry")).toBe("Koffertragen mit Kurzhantel");
  });
  it("a gym with machines → the machine; bands only → the band", () => {
    // "Maschine" is the machine's equipment word however far the stemmer cuts it, so bands do not win.
    expect(withKit(["machines", "cable_trx", "dumbbells", "resistance_bands"])("Brustpresse")).toBe("Brustpresse an der Maschine");
    expect(withKit(["machines", "cable_trx", "dumbbells", "resistance_bands"])("Chest Press", "20 kg")).toBe("Brustpresse an der Maschine");
    // "Bent-over" is a posture word: with kettlebells only the kettlebell row.
    expect(withKit(["kettlebells"])("Bent-over Row", "16 kg")).toBe("Rudern mit Kettlebell");
    expect(withKit(["resistance_bands"])("Brustpresse")).toBe("Brustpresse mit Band");
  });
  it("negative controls: the implement the name or weight column states wins over the profile", () => {
    expect(withKit(["kettlebells"])("Goblet Squat mit Kurzhantel")).toBe("Goblet Squat mit Kurzhantel");
    expect(withKit(["dumbbells"])("Goblet Squat", "16 kg Kettlebell")).toBe("Goblet Squat mit Kettlebell");
    expect(withKit(["resistance_bands"])("Brustpresse an der Maschine")).toBe("Brustpresse an der Maschine");
  });
});
