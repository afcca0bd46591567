/**
 * Decision 0115 (issue 23, coach review round 5 "plans a coach approves"): every sentence the
 * generator writes to the customer is true and clean. Cases written for this test (phrasings unlike
 * the round-5 questionnaires), each rule with a negative control, in German and English.
 */
import { describe, expect, it } from "vitest";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { ExerciseRecord } from "~/domain/exercises/types";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { runPlanChecks } from "~/domain/plan/checks";
import { parsePlan } from "~/domain/plan/parser";
import { cueForRow, STATIC_BREATHING_CUE, takesEffortCue } from "./effort-cues";
import { cleanDiagnosisNames, healthLines, isCleanDiagnosis, unmodelledHealthItems, UNMODELLED_HEALTH_LINE } from "./health-line";
import { generatePlan } from "./index";
import { progressionSentence, weekTwoSwaps } from "./progression-tail";
import { askedToReplace } from "./request";
import { statesLiftFigures } from "./stated-figures";
import { BREATHING_CUE } from "~/domain/coaching/condition-types";

const base = COACH_PROFILES[0]!.questionnaire;
const plan = (over: Partial<QuestionnaireAnswers>, language: "de" | "en" = "de") =>
  generatePlan({ questionnaire: { ...base, ...over } as QuestionnaireAnswers, exercises: EXERCISES, injuries: INJURIES, language }).text;
const ex = (name: string, nameEn: string, movementPattern: ExerciseRecord["movementPattern"], stressTags: ExerciseRecord["stressTags"] = []) => ({ name, nameEn, movementPattern, stressTags });

describe("rule 1: the health line names conditions in clean words, never pastes raw text", () => {
  it("a fragment is no clean diagnosis; a short name is", () => {
    expect(isCleanDiagnosis("als Kind Korsett getragen. Nach langem Stehen zieht es")).toBe(false);
    expect(isCleanDiagnosis("COPD? Nein - Ex-Raucher")).toBe(false);
    expect(isCleanDiagnosis('Bluthochdruck, aber nicht "pressen"')).toBe(false);
    expect(isCleanDiagnosis("Schmerzen seit dem Umzug im Knie")).toBe(false);
    // negative control: the customer's own clean names stay (decision 0103)
    expect(isCleanDiagnosis("Kniearthrose rechts")).toBe(true);
    expect(isCleanDiagnosis("Tennisellenbogen")).toBe(true);
    expect(isCleanDiagnosis("Bluthochdruck")).toBe(true);
  });

  it("a fragment gives way to the condition's product name", () => {
    const conditions = [{ id: "hypertension", label: "Bluthochdruck" }];
    expect(cleanDiagnosisNames(['Blutdruck zu hoch, Arzt sagt "nicht pressen"'], [], conditions)).toEqual(["Bluthochdruck"]);
    expect(cleanDiagnosisNames(["Kniearthrose rechts"], [], [])).toEqual(["Kniearthrose rechts"]);
  });

  it("health information no rule recognises gets the honest line, in three phrasings", () => {
    for (const text of ["Versteifung L4/L5 vor zwei Jahren", "Angststörung, in Therapie", "Migräne, wenn ich presse", "panic attacks in crowded rooms"]) {
      expect(unmodelledHealthItems(text, [], []).length, text).toBeGreaterThan(0);
    }
    expect(healthLines([], "", ["x"])).toEqual([UNMODELLED_HEALTH_LINE]);
    // negative controls: nothing said, or only "no"
    for (const text of ["keine", "Nein", "none", "", "-"]) expect(unmodelledHealthItems(text, [], []), text).toEqual([]);
    expect(healthLines(["Bluthochdruck"], "", [])).toEqual(["Gesundheit: Angepasst an Bluthochdruck."]);
  });

  it("whole plans: no pasted fragment, the honest line and stop rule in German and English", () => {
    for (const health of ["Angststörung, nehme Sertralin. Sonst nix.", "Tinnitus seit dem Sommer", "panic attacks, on medication"]) {
      const de = plan({ health_restrictions: health });
      expect(de, health).toContain("Gesundheit: Trainieren Sie nur im schmerzfreien Bereich.");
      // round 6: the customer reads the approved plan; no sentence that it is yet to be checked
      expect(de, health).not.toContain("liest Ihr Coach");
      expect(de, health).toContain("Schwindel oder Taubheitsgefühl");
      expect(de, health).not.toContain(health.split(/[,.]/)[0]!);
      const en = plan({ health_restrictions: health }, "en");
      expect(en, health).toContain("Health: train in the pain-free range only.");
      expect(en, health).toContain("sharp pain, dizziness or numbness");
      expect(en).not.toMatch(/Gesundheit|Ihre Angaben/);
    }
    // a recognised condition is named in clean words, the raw sentence is not pasted
    const bp = plan({ health_restrictions: 'Bluthochdruck, aber nicht "pressen". Außerdem Übergewicht' });
    expect(bp).toContain("Gesundheit: Angepasst an Bluthochdruck");
    expect(bp).not.toContain('aber nicht "pressen"');
    // negative control: no health information, no health line
    expect(plan({ health_restrictions: "keine" })).not.toMatch(/^Gesundheit:/m);
  });

  it("the coach gets a warning for unmodelled health information (negative control: none given)", () => {
    const q = { ...base, health_restrictions: "Angststörung und manchmal Panikattacken" } as QuestionnaireAnswers;
    const r = runPlanChecks(parsePlan(plan(q)), q).find((c) => c.id === "health_notes")!;
    expect(r.passed).toBe(false);
    expect(r.reason).toContain("Angststörung");
    const none = { ...base, health_restrictions: "keine" } as QuestionnaireAnswers;
    expect(runPlanChecks(parsePlan(plan(none)), none).find((c) => c.id === "health_notes")!.passed).toBe(true);
  });
});

describe("rule 2: the customer's free text is never echoed back", () => {
  const wishes = { training_preferences: "Mag lieber Kurzhanteln als Maschinen, abends", personal_wishes: "Endlich fitter werden und straffere Beine" };
  it("no quote in the intro or on rest days, in German and English, three phrasings", () => {
    for (const [p, w] of [
      ["Mag lieber Kurzhanteln als Maschinen, abends", "Endlich fitter werden"],
      ["Ganzkörper hab ich immer gemacht", "straffere Beine bis zum Sommer"],
      ["I like supersets, short rests", "get fitter for hiking"],
    ] as const) {
      for (const lang of ["de", "en"] as const) {
        const t = plan({ training_preferences: p, personal_wishes: w }, lang);
        expect(t, `${lang} ${p}`).not.toContain(p);
        expect(t, `${lang} ${w}`).not.toContain(w);
        expect(t).not.toMatch(/fließen in den Plan ein|shape the plan|Ihre Vorlieben:|Your preferences:/);
      }
    }
  });
  it("negative control: the sport still shapes the plan, said once in product words", () => {
    const t = plan({ ...wishes, other_sport: true, other_sport_details: "Handball, Spiele am Sonntag" });
    expect(t.match(/Ihr Sport: Die Trainingstage im Plan sind Vorschläge/g)?.length).toBe(1);
    expect(t).not.toContain("Spiele am Sonntag");
    expect(plan({ ...wishes, other_sport: true, other_sport_details: "Handball" }, "en")).toContain("Your sport: the training days in the plan are suggestions – do not put hard sessions on the day before an important game, run or competition, and move the days for it.");
  });
});

describe("rule 3: 'at your request' only when the dislikes name the exercise or its movement", () => {
  const barbellRdl = ex("Rumänisches Kreuzheben mit Langhantel", "Barbell Romanian Deadlift", "hinge");
  const backSquat = ex("Kniebeuge mit Langhantel", "Barbell Back Squat", "squat");
  const ohp = ex("Überkopfdrücken mit Langhantel", "Barbell Overhead Press", "push_vertical");
  it("a word of an item does not make every exercise with that word a request", () => {
    expect(askedToReplace("overhead barbell press (left shoulder feels unsafe)", barbellRdl)).toBe(false);
    expect(askedToReplace("jumping stuff (burpees, jump squats) - my heel hates it", backSquat)).toBe(false);
    expect(askedToReplace("Alles mit dem Kopf tief (Schulterstand)", backSquat)).toBe(false);
  });
  it("negative control: a real request keeps the note", () => {
    expect(askedToReplace("overhead barbell press (left shoulder feels unsafe)", ohp)).toBe(true);
    expect(askedToReplace("Kniebeugen hasse ich", backSquat)).toBe(true);
    expect(askedToReplace("no squats please", backSquat)).toBe(true);
    expect(askedToReplace("Kreuzheben, Burpees", barbellRdl)).toBe(true);
    expect(askedToReplace("Leg extensions feel weird on the front of my knee", ex("Beinstrecker an der Maschine", "Leg Extension Machine", "squat"))).toBe(true);
    expect(askedToReplace("Leg extensions feel weird on the front of my knee", ex("Wadenheben an der Maschine", "Machine Calf Raise", "calves"))).toBe(false);
  });
  it("whole plans, German and English: no request note for an unnamed exercise; a real one stays", () => {
    const gym = ["barbell", "dumbbells", "machines", "cable_trx"] as QuestionnaireAnswers["equipment"];
    for (const lang of ["de", "en"] as const) {
      for (const d of ["Alles wo ich kopfüber hänge oder den Kopf tief habe (Schulterstand)", "Kopf tief, Schulterstand", "headstands (neck feels weird)"]) {
        expect(plan({ exercise_dislikes: d, equipment: gym }, lang), `${lang} ${d}`).not.toMatch(/Ersatz nach Ihrem Wunsch|replaced at your request/);
      }
    }
    // negative control: a real request keeps the note, in both languages
    expect(plan({ exercise_dislikes: "Beinpresse", equipment: gym })).toContain("Ersatz nach Ihrem Wunsch");
    expect(plan({ exercise_dislikes: "leg press", equipment: gym }, "en")).toContain("replaced at your request");
  });
});

describe("rule 4: 'we don't know your strength figures' only when no figure was given", () => {
  it("reads figures in three phrasings; goals and equipment are no figures", () => {
    expect(statesLiftFigures({ training_preferences: "Swings 32kg x 15 locker, TGU mit 24, 10 Klimmzüge" })).toBe(true);
    expect(statesLiftFigures({ training_preferences: "Beinpresse 80kg x12, Latzug 35kg" })).toBe(true);
    expect(statesLiftFigures({ training_preferences: "I can do 12 pull-ups and deadlift 100 kg" })).toBe(true);
    // negative controls
    expect(statesLiftFigures({ training_preferences: "hotel gyms, dumbbells up to 20-25kg" })).toBe(false);
    expect(statesLiftFigures({ training_preferences: "Zuhause, zwei Kettlebells" })).toBe(false);
    expect(statesLiftFigures({ training_preferences: null })).toBe(false);
  });
  it("whole plans in German and English", () => {
    const given = { training_preferences: "Swings 24kg x 20, 8 Klimmzüge sauber", equipment: ["kettlebells", "pullup_bar"] } as Partial<QuestionnaireAnswers>;
    expect(plan(given)).not.toContain("Kraftwerte kennen wir noch nicht");
    const en = plan(given, "en");
    expect(en).not.toContain("do not know your strength");
    expect(en).toContain("Weights: the kg figures are starting suggestions; compare them with the performance you named.");
    expect(en).not.toMatch(/Gewichte|Startvorschläge/);
    // negative control: nothing given, the sentence stays
    expect(plan({ training_preferences: "abends, gern kurz", equipment: ["kettlebells"] })).toContain("Kraftwerte kennen wir noch nicht");
  });
});

describe("rule 5: the progression tail is built from the plan", () => {
  it("names only the equipment in the rows", () => {
    expect(progressionSentence(new Set())).not.toMatch(/Langhantel|Maschine|Kettlebell|Kurzhantel/);
    expect(progressionSentence(new Set(["kettlebells"]))).toContain("Kettlebell eine Größe");
    expect(progressionSentence(new Set(["kettlebells"]))).not.toMatch(/Langhantel|Kurzhantel/);
    expect(progressionSentence(new Set(["dumbbells", "resistance_bands"]))).not.toMatch(/Maschine|Kettlebell/);
    // negative control: a gym plan names its barbell and machine steps
    expect(progressionSentence(new Set(["barbell", "machines"]))).toContain("Langhantel/Maschine +5 kg");
  });
  it("claims week-2 swaps only when week 2 holds new exercises", () => {
    const day = (n: number, names: string[]) => [`## Tag ${n} – Ganzkörper`, "", "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |", "|---|---|---|---|---|---|", ...names.map((x) => `| ${x} | 3 | 10 | 10 kg | 60 s | |`), ""].join("\n");
    expect(weekTwoSwaps([day(1, ["Goblet Squat", "Liegestütz"]), day(8, ["Goblet Squat", "Liegestütz"])].join("\n"))).toBe(false);
    expect(weekTwoSwaps([day(1, ["Goblet Squat"]), day(4, ["Liegestütz"]), day(8, ["Liegestütz"]), day(11, ["Goblet Squat"])].join("\n"))).toBe(false);
    expect(weekTwoSwaps([day(1, ["Goblet Squat", "Liegestütz"]), day(8, ["Ausfallschritt", "Liegestütz"])].join("\n"))).toBe(true);
  });
  it("whole plans: a bodyweight plan names no load equipment, German and English", () => {
    const bw = { equipment: ["none"] } as Partial<QuestionnaireAnswers>;
    const de = plan(bw).split("## Hinweise zur Progression")[1]!;
    expect(de).not.toMatch(/Langhantel|Maschine|Kettlebell/);
    const en = plan(bw, "en").split("## Progression notes")[1]!;
    expect(en).not.toMatch(/barbell|machine|kettlebell/i);
    for (const t of [plan({ equipment: ["barbell", "machines", "dumbbells"] }), plan(bw)]) {
      const days = t.split("## Hinweise zur Progression")[0]!;
      if (/Woche 2 tauscht/.test(t)) expect(weekTwoSwaps(days)).toBe(true);
    }
  });
});

describe("rule 6: effort cues only on strength rows, the pressing-breath cue only where something is pushed", () => {
  const balance = ex("Einbeinstand mit Knieheben", "Single-Leg Stance with Knee Raise", "lunge");
  const plank = ex("Unterarmstütz", "Plank", "core");
  const wallSit = ex("Wandsitzen", "Wall Sit", "squat");
  const legPress = ex("Beinpresse", "Leg Press", "squat");
  it("no RIR on balance drills, holds or mobility", () => {
    expect(takesEffortCue(balance)).toBe(false);
    expect(takesEffortCue(plank)).toBe(false);
    expect(takesEffortCue(wallSit)).toBe(false);
    expect(takesEffortCue(ex("Katze-Kuh", "Cat-Cow", "mobility"))).toBe(false);
    // negative controls
    expect(takesEffortCue(legPress)).toBe(true);
    expect(takesEffortCue(ex("Rudern am Kabelzug", "Cable Row", "pull_horizontal"))).toBe(true);
  });
  it("holds and drills are told to keep breathing, pushes keep the pressing cue", () => {
    expect(cueForRow(BREATHING_CUE, plank)).toBe(STATIC_BREATHING_CUE);
    expect(cueForRow(BREATHING_CUE, balance)).toBe(STATIC_BREATHING_CUE);
    expect(cueForRow(BREATHING_CUE, wallSit)).toBe(STATIC_BREATHING_CUE);
    // negative controls: a press keeps it; another cue is untouched
    expect(cueForRow(BREATHING_CUE, legPress)).toBe(BREATHING_CUE);
    expect(cueForRow("Knie höchstens 90° beugen", plank)).toBe("Knie höchstens 90° beugen");
  });
  it("whole plans, German and English: no plank row says breathe out while pressing", () => {
    const q = { health_restrictions: "Bluthochdruck", equipment: ["machines", "dumbbells"] } as Partial<QuestionnaireAnswers>;
    for (const lang of ["de", "en"] as const) {
      const rows = plan(q, lang).split("\n").filter((l) => /^\| (?:Unterarmstütz|Plank|Seitstütz|Side Plank|Einbeinstand|Single-Leg Stance)/.test(l));
      for (const r of rows) {
        expect(r).not.toMatch(/beim Drücken ausatmen|breathe out while pressing/);
        expect(r).not.toMatch(/RIR \d/);
        if (lang === "en") expect(r).not.toMatch(/weiteratmen|Pressatmung/);
      }
    }
    // negative control: a pressing row keeps the cue
    expect(plan(q)).toMatch(/\| (?:Beinpresse|Brustpresse)[^\n]*beim Drücken ausatmen/);
  });
});
