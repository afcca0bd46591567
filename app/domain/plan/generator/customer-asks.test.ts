/**
 * Decision 0117 (coach review round 5): the plan programs what the customer asked for and can do —
 * a floor dislike leaves out floor work everywhere, named skills get their progression, makeshift
 * home exercises only without real equipment, stated bodyweight maxes cap the reps, advanced
 * customers get no beginner regressions, isolation rests 60–90 s. Each rule with a negative control.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { floorDislike, floorExercise, floorText } from "~/domain/coaching/floor";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { isBeginnerRegression, needlessMakeshift } from "./classify";
import { generatePlan } from "./index";
import { skillGoals } from "./skill-goals";
import { capStatedReps, repsForStatedMax, statedRepMaxes } from "./stated-reps";
import type { GeneratedDay } from "./types";

const round5 = (n: string): QuestionnaireAnswers => JSON.parse(readFileSync(new URL(`../../../../docs/coach-review/round-5/q${n}.json`, import.meta.url), "utf8")) as QuestionnaireAnswers;
const plan = (q: QuestionnaireAnswers, language: "de" | "en" = "de") => generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES, language });
const rowsOf = (q: QuestionnaireAnswers) => plan(q).summary.days.flatMap((d) => d.exercises);
const wish = (personal_wishes: string, training_preferences = "") => ({ personal_wishes, training_preferences });
const FLOOR_LINES = /Bodendrücken|Beckenheben|Glute Bridge|Seitstütz|Dead Bug|Taubenhaltung|90\/90|Faszienrolle|Vierfüßler|Kindhaltung|Bird Dog|Schneeengel|Bauchlage|Rückenlage|Knie-Liegestütz/;

describe("a floor dislike leaves out floor work everywhere", () => {
  it("reads the dislike in several phrasings, and the position it names", () => {
    for (const t of ["Sit-ups, alles auf dem Boden, da komm ich schlecht wieder hoch", "nothing on the floor please", "Übungen am Boden", "ungern auf die Matte", "I can't get down to the ground easily"]) {
      expect(floorDislike(t).size, t).toBe(3);
    }
    expect([...floorDislike("anything where I'd have to lie face down on the floor for long")]).toEqual(["prone"]);
    expect([...floorDislike("keine Bauchlage")]).toEqual(["prone"]);
    expect([...floorDislike("nichts in Rückenlage")]).toEqual(["supine"]);
    // negative controls: the pelvic floor, a floor press and other dislikes name no position
    for (const t of ["Beckenbodentraining nervt", "pelvic floor exercises", "floor press", "Bodendrücken", "Burpees, Laufen", ""]) expect(floorDislike(t).size, t).toBe(0);
  });

  it("judges exercises by tags and names; a bench exercise in a gym is no floor work", () => {
    const all = floorDislike("alles auf dem Boden");
    const byName = (n: string) => EXERCISES.find((e) => e.name === n)!;
    for (const n of ["Bodendrücken mit Kurzhanteln", "Beckenheben mit Miniband", "Seitstütz auf den Knien", "Dead Bug", "Taubenhaltung", "90/90-Hüftmobilisation", "Liegestütz"]) expect(floorExercise(byName(n), all, false), n).toBe(true);
    for (const n of ["Wand-Liegestütz", "Schräg-Liegestütz", "Step-up auf eine Stufe", "Latzug an der Maschine"]) expect(floorExercise(byName(n), all, true), n).toBe(false);
    expect(floorExercise(byName("Bankdrücken mit Langhantel"), all, true)).toBe(false);
    expect(floorExercise(byName("Bankdrücken mit Kurzhanteln"), all, false)).toBe(true);
    // face down only: the prone work goes, a supine or kneeling drill stays
    const prone = floorDislike("no lying face down");
    expect(floorExercise(byName("Schneeengel in Bauchlage"), prone, false)).toBe(true);
    expect(floorExercise(byName("Dead Bug"), prone, false)).toBe(false);
    expect(floorText("Faszienrolle Oberschenkel vorne und hinten, je 60 s", all)).toBe(true);
    expect(floorText("Rumpfrotation im Stand, 10 je Seite", all)).toBe(false);
  });

  it("round 5 customer 01: no floor exercise in rows, warm-ups or rest days; without the dislike floor work is allowed", () => {
    const q = round5("01");
    const text = plan(q).text;
    expect(text).not.toMatch(FLOOR_LINES);
    const control = plan({ ...q, exercise_dislikes: "Sit-ups" }).text;
    expect(control).toMatch(FLOOR_LINES);
  });

  it("round 5 customer 09: nothing face down, the English plan too", () => {
    const text = plan(round5("09"), "en").text;
    expect(text).not.toMatch(/Prone|Snow Angel|Superman|Cobra/);
  });
});

describe("skills and everyday goals named in the wishes are trained", () => {
  const ids = (w: string, p = "") => skillGoals(wish(w, p)).map((g) => g.id);
  it("recognises each family in German and English, not when negated or already done", () => {
    for (const w of ["Nicht noch mal hinfallen", "besseres Gleichgewicht", "I don't want to fall again", "prevent falls", "more steady on my feet"]) expect(ids(w), w).toContain("balance");
    for (const w of ["Meine Enkel wollen immer hochgehoben werden", "den Kinderwagen ins Auto wuchten", "carry the groceries upstairs", "lift my grandkids"]) expect(ids(w), w).toEqual(expect.arrayContaining(["carry", "hinge"]));
    for (const w of ["Alpenüberquerung (E5) wandern", "a 10k hike in May", "Bergtour im Sommer", "go hiking with my sister"]) expect(ids(w), w).toEqual(expect.arrayContaining(["step_up", "carry"]));
    for (const w of ["be able to do 10 real push-ups", "meinen ersten Liegestütz schaffen", "I want to learn push-ups"]) expect(ids(w), w).toContain("push_up");
    for (const w of ["endlich einen richtigen Klimmzug ohne Band", "my first pull-up", "Klimmzüge lernen"]) expect(ids(w), w).toContain("pull_up");
    // negative controls
    for (const w of ["keine Gleichgewichtsprobleme, Kreuzheben 100 kg", "Bank 100 kg bis Ende Februar! Und dass der Ellbogen endlich Ruhe gibt. Klimmzüge 8 sauber", "Mehr Luft am Berg mit dem Bike", "10 Klimmzüge, Ring-Dips 12, erster Bent Press", "I can do 25 push-ups", "Größerer Po", "no hiking, just lifting"]) {
      expect(ids(w), w).toEqual([]);
    }
  });

  it("round 5 customer 01 gets supported balance work, carries and a hinge in both weeks, named in the intro", () => {
    const p = plan(round5("01"));
    const weeks = [1, 2].map((w) => p.summary.days.filter((d) => !d.isRestDay && d.day > (w - 1) * 7 && d.day <= w * 7).flatMap((d) => d.exercises.map((r) => r.name)));
    for (const names of weeks) {
      expect(names.some((n) => /Einbeinstand/.test(n))).toBe(true);
      expect(names.some((n) => /tragen|Bauernlauf/i.test(n))).toBe(true);
    }
    expect(p.text).toMatch(/Für Ihre Ziele aus Ihren Wünschen trainiert: Gleichgewicht \(Einbeinstand/);
    expect(p.text).toMatch(/Arbeitsplatte oder Stuhllehne/);
  });

  it("round 5 customer 09 gets the incline push-up ladder with its steps; English plan in English", () => {
    const en = plan(round5("09"), "en").text;
    expect(en).toMatch(/Incline Push-Up/);
    expect(en).toMatch(/steps: wall → counter → chair → floor/);
    expect(en).not.toMatch(/Für Ihre Ziele|für Ihr Ziel|Stufen:/);
  });

  it("negative control: a plan without such wishes has no skill line", () => {
    expect(plan({ ...round5("01"), personal_wishes: "Fit bleiben" }).text).not.toMatch(/Für Ihre Ziele aus Ihren Wünschen/);
  });
});

describe("makeshift home exercises only without real equipment", () => {
  it("a door-frame pull or table row is needless where a bar, cable or machine serves the pattern", () => {
    const pool = (eq: string[]) => EXERCISES.filter((e) => e.equipmentNeeded.every((x) => eq.includes(x)));
    const gym = needlessMakeshift(pool(["barbell", "dumbbells", "machines", "cable_trx", "pullup_bar"]));
    expect(gym.has("Türrahmen-Zug")).toBe(true);
    expect(gym.has("Einarmiges Tischrudern")).toBe(true);
    expect(gym.has("Trizeps-Dips am Stuhl")).toBe(true);
    // a kettlebell garage has no vertical pull without a bar: the door-frame pull stays, the table row goes
    const kb = needlessMakeshift(pool(["kettlebells"]));
    expect(kb.has("Türrahmen-Zug")).toBe(false);
    expect(kb.has("Tischrudern")).toBe(true);
    // negative control: a bodyweight-only home keeps every makeshift exercise, a stretch is never makeshift
    expect(needlessMakeshift(pool([])).size).toBe(0);
    expect(gym.has("Brustdehnung am Türrahmen")).toBe(false);
  });

  it("round 5 customers 08 and 12 (full gyms) get none", () => {
    for (const n of ["08", "12"]) expect(rowsOf(round5(n)).filter((r) => /Türrahmen|Tischrudern|Handtuch|am Stuhl/.test(r.name)).map((r) => r.name), n).toEqual([]);
  });
});

describe("stated bodyweight maxes cap the reps; advanced customers get no beginner regressions", () => {
  it("reads stated maxes in several phrasings, not goals or sets", () => {
    expect([...statedRepMaxes(wish("", "Swings 32kg x 15 locker, TGU mit 24, 10 Klimmzüge, Ring-Dips 12"))]).toEqual([["pullup", 10], ["dip", 12]]);
    expect(statedRepMaxes(wish("I can do 8 strict pull-ups")).get("pullup")).toBe(8);
    expect(statedRepMaxes(wish("Liegestütze: 25")).get("pushup")).toBe(25);
    // negative controls: a goal, sets × reps, a load
    expect(statedRepMaxes(wish("be able to do 10 real push-ups")).size).toBe(0);
    expect(statedRepMaxes(wish("3x10 Klimmzüge mit Band")).size).toBe(0);
    expect(statedRepMaxes(wish("Ziel: 15 Klimmzüge")).size).toBe(0);
  });

  it("prescribes 50–70 % of the max, and only where the range reached above it", () => {
    expect(repsForStatedMax(10)).toBe("5-7");
    expect(repsForStatedMax(12)).toBe("6-8");
    const day = (reps: string, name = "Klimmzug"): GeneratedDay[] => [{ day: 1, isRestDay: false, exercises: [{ name, reps, weight: "Körpergewicht" }] } as unknown as GeneratedDay];
    const d = day("12-15");
    capStatedReps(wish("10 Klimmzüge"), d);
    expect(d[0]!.exercises[0]!.reps).toBe("5-7");
    // negative controls: a range already below, an easier variant, no stated max
    for (const [reps, name, text] of [["4-6", "Klimmzug", "10 Klimmzüge"], ["8-12", "Klimmzug mit Bandunterstützung", "10 Klimmzüge"], ["12-15", "Klimmzug", "Größerer Rücken"]] as const) {
      const c = day(reps, name);
      capStatedReps(wish(text), c);
      expect(c[0]!.exercises[0]!.reps).toBe(reps);
    }
  });

  it("round 5 customer 11: no pull-up or dip row above 70 % of his max, no knee side plank", () => {
    const rows = rowsOf(round5("11"));
    for (const r of rows.filter((x) => /^Klimmzug$|^Dips/.test(x.name))) expect(Math.max(...r.reps.split(/\D+/).filter(Boolean).map(Number)), r.name).toBeLessThanOrEqual(8);
    expect(rows.some((r) => isBeginnerRegression({ name: r.name, nameEn: "" }))).toBe(false);
    // negative control: a beginner may get the knee side plank
    expect(isBeginnerRegression({ name: "Seitstütz auf den Knien", nameEn: "Kneeling Side Plank" })).toBe(true);
    expect(isBeginnerRegression({ name: "Seitstütz", nameEn: "Side Plank" })).toBe(false);
  });
});

describe("rest by exercise type", () => {
  it("isolation and arm work rests at most 90 s; heavy compounds keep 2 minutes and more", () => {
    let isolationRows = 0;
    for (const n of ["08", "02", "05"]) {
      const rows = rowsOf(round5(n));
      const iso = rows.filter((r) => r.pattern === "arms" || /curl|seitheben|strecker|beuger/i.test(r.name));
      isolationRows += iso.length;
      for (const r of iso) expect(r.rest, `${n} ${r.name}`).not.toMatch(/Min/);
      // negative control: a barbell squat or bench press still rests in minutes
      const heavy = rows.filter((r) => /mit Langhantel/.test(r.name) && r.role === "main");
      for (const r of heavy) expect(r.rest, `${n} ${r.name}`).toMatch(/Min/);
    }
    // (05 lost its isolation rows to the hypertension rules of decision 0116; 08 and 02 keep theirs.)
    expect(isolationRows).toBeGreaterThan(0);
  });
});
