/**
 * Coach review round 3 (docs/coach-review.md, "Round 3"): the general rules that changed after it,
 * each on the round-3 inputs AND with a negative control (the same rule does not fire without its
 * reason). Safety first: a condition's no-gos reach warm-ups and rest days too.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { healthTextNames } from "~/domain/coaching/named-exercises";
import { safetyProfile } from "~/domain/coaching/safety";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { isCardioExercise } from "~/domain/plan/parser";
import { generatePlan } from "./index";
import { ROUND_3_DIR, ROUND_3_IDS, round3Fixture } from "./round-3.fixture";
import { DOMING_NOTE, uniquePhrases } from "./rows";
import { needsBalanceCare, UNSUPPORTED_BALANCE } from "./structure";
import type { GeneratedPlan } from "./types";

const { round3Questionnaire, round3First, round3FollowUp } = round3Fixture((name) => readFileSync(new URL(ROUND_3_DIR + name, import.meta.url), "utf8"));
const plan = (q: QuestionnaireAnswers) => generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES });

/** Every warm-up and rest-day line of a plan. */
const sideLines = (p: GeneratedPlan): string[] =>
  p.summary.days.flatMap((d) => [...d.warmUp, ...d.restSections.flatMap((s) => s.items)]);
const rows = (p: GeneratedPlan) => p.summary.days.flatMap((d) => d.exercises);
const health = (text: string) => (text.match(/^Gesundheit: .*$/gm) ?? []).join("\n");

describe("round 3: a condition's no-gos reach warm-ups and rest days", () => {
  const SPINE = /inchworm|faszienrolle|oberer rücken auf|offene bücher|weltbeste|katze-kuh|kindhaltung|rumpfrotation|einrollen der wirbelsäule/i;

  it("vertebral osteoporosis (q03): no spinal flexion, rotation or rolling of the spine anywhere", () => {
    const p = round3First("03");
    expect(sideLines(p).filter((l) => SPINE.test(l) && !/faszienrolle (oberschenkel|waden)/i.test(l))).toEqual([]);
    expect(rows(p).filter((r) => SPINE.test(r.name)).map((r) => r.name)).toEqual([]);
  });

  it("control: the same lines are allowed without osteoporosis", () => {
    const ok = safetyProfile({ age: 40, healthText: "Bluthochdruck" });
    const osteo = safetyProfile({ age: 40, healthText: "Osteoporose (Wirbelsäule)" });
    for (const line of ["Inchworm, 1×10 langsam", "Oberer Rücken auf der Faszienrolle, 90 s langsam rollen", "Brustwirbelsäule mobilisieren: offene Bücher, 10 je Seite", "10 Minuten Mobilität: Katze-Kuh, Weltbeste Dehnung, Hüftkreisen"]) {
      expect(ok.textViolation(line), line).toBeNull();
      expect(osteo.textViolation(line), line).not.toBeNull();
    }
  });

  it("osteoporosis in the spine is not relabelled as 'Rückenbeschwerden' (control: a back complaint is named)", () => {
    expect(health(round3First("03").text)).not.toMatch(/Rückenbeschwerden/);
    expect(health(round3First("03").text)).toMatch(/Osteoporose/);
    const ids = (t: string) => safetyProfile({ healthText: t }).conditions.map((c) => c.id);
    expect(ids(round3Questionnaire("03").health_restrictions ?? "")).not.toContain("back");
    expect(ids("Osteoporose, dazu Rückenschmerzen im Lendenbereich")).toContain("back");
    expect(ids("Probleme mit der Wirbelsäule")).toContain("back");
  });

  it("osteoporosis, a 60+ beginner or falls named as the concern: no unsupported single-leg work (control: a 40-year-old intermediate)", () => {
    expect(rows(round3First("03")).filter((r) => UNSUPPORTED_BALANCE.test(r.name) && !/Halt an/.test(r.notes)).map((r) => r.name)).toEqual([]);
    expect(needsBalanceCare({ age: 50, health_restrictions: "Osteopenie" })).toBe(true);
    expect(needsBalanceCare({ age: 62, training_level: "beginner" })).toBe(true);
    expect(needsBalanceCare({ age: 45, personal_wishes: "Stürze vermeiden" })).toBe(true);
    expect(needsBalanceCare({ age: 62, training_level: "intermediate", health_restrictions: "Bluthochdruck" })).toBe(false);
    expect(needsBalanceCare({ age: 40, training_level: "beginner" })).toBe(false);
  });

  it("blood thinners (q06): no foam rolling anywhere (control: foam rolling stays allowed without them)", () => {
    const p = round3First("06");
    expect(sideLines(p).filter((l) => /faszienrolle|foam/i.test(l))).toEqual([]);
    expect(health(p.text)).toMatch(/Blutverdünner/);
    expect(safetyProfile({ age: 74, healthText: "Bluthochdruck, Kniearthrose rechts" }).textViolation("Faszienrolle Waden und Gesäß, je 60 s pro Seite")).toBeNull();
    expect(safetyProfile({ healthText: "nehme Marcumar" }).textViolation("Faszienrolle Waden und Gesäß, je 60 s pro Seite")).not.toBeNull();
  });

  it("pregnancy (q01): no lying on the back or breath holds on rest days, planks carry the doming warning", () => {
    const p = round3First("01");
    expect(sideLines(p).filter((l) => /im liegen|box-atmung|inchworm|oberer rücken auf der faszienrolle/i.test(l))).toEqual([]);
    const planks = rows(p).filter((r) => /stütz|plank|liegestütz|push-up/i.test(r.name));
    for (const r of planks) expect(r.notes, r.name).toContain(DOMING_NOTE);
  });

  it("control: no doming warning and rest-day lying allowed without pregnancy", () => {
    const q = { ...round3Questionnaire("01"), health_restrictions: "keine" };
    expect(rows(plan(q)).some((r) => r.notes.includes(DOMING_NOTE))).toBe(false);
    expect(safetyProfile({ healthText: "keine" }).textViolation("10 Minuten bewusst ruhig atmen, im Liegen")).toBeNull();
  });

  it("high blood pressure: no box breathing with breath holds (control: allowed without it)", () => {
    const line = "5 Minuten Box-Atmung (4 s ein, 4 s halten, 4 s aus, 4 s halten)";
    expect(safetyProfile({ healthText: "Bluthochdruck" }).textViolation(line)).not.toBeNull();
    expect(safetyProfile({ healthText: "Kniearthrose" }).textViolation(line)).toBeNull();
    expect(sideLines(round3First("03")).filter((l) => /box-atmung/i.test(l))).toEqual([]);
  });

  it("stress incontinence (q12): no hops anywhere, pelvic-floor work and the exhale cue on squats and hinges", () => {
    const p = round3First("12");
    expect([...sideLines(p), ...rows(p).map((r) => r.name)].filter((l) => /hopser|hampelmann|sprung|seilspring|jump/i.test(l))).toEqual([]);
    expect(rows(p).some((r) => /beckenboden/i.test(r.name))).toBe(true);
    const lifts = rows(p).filter((r) => /kreuzheben|kniebeuge/i.test(r.name));
    expect(lifts.length).toBeGreaterThan(0);
    for (const r of lifts) expect(r.notes, r.name).toMatch(/Beckenboden mit anspannen/);
    expect(health(p.text)).toMatch(/Belastungsinkontinenz/);
  });

  it("control: menopause alone is no incontinence", () => {
    const q = { ...round3Questionnaire("12"), health_restrictions: "Wechseljahre" };
    const p = plan(q);
    expect(health(p.text)).not.toMatch(/Belastungsinkontinenz/);
    expect(rows(p).some((r) => /Beckenboden mit anspannen/.test(r.notes))).toBe(false);
  });

  it("an irritated Achilles tendon (q08): no single-leg calf raise (control: allowed without it)", () => {
    expect(rows(round3First("08")).filter((r) => /einbeinig\S* wadenheben/i.test(r.name)).map((r) => r.name)).toEqual([]);
    expect(safetyProfile({ healthText: "Achillessehne gereizt" }).exerciseViolation({ name: "Einbeiniges Wadenheben auf der Stufe" })).not.toBeNull();
    expect(safetyProfile({ healthText: "Läuferknie" }).exerciseViolation({ name: "Einbeiniges Wadenheben auf der Stufe" })).toBeNull();
  });
});

describe("round 3: an exercise the customer names as painful is never prescribed", () => {
  it("q02: close-grip bench (named with elbow pain) is out and said so; the competition bench stays", () => {
    const p = round3First("02");
    const names = rows(p).map((r) => r.name);
    expect(names).not.toContain("Enges Bankdrücken");
    expect(names).toContain("Bankdrücken mit Langhantel");
    expect(health(p.text)).toMatch(/Nicht im Plan, weil Sie dabei Beschwerden angeben: Enges Bankdrücken/);
  });

  it("the health text names an exercise by its words, inflected; a negation or another exercise does not count", () => {
    expect(healthTextNames("Ziehen im Ellbogen beim engen Bankdrücken", "Enges Bankdrücken")).toBe(true);
    expect(healthTextNames("Ziehen im Ellbogen beim engen Bankdrücken", "Bankdrücken mit Langhantel")).toBe(false);
    expect(healthTextNames("keine Probleme beim engen Bankdrücken", "Enges Bankdrücken")).toBe(false);
    expect(healthTextNames("Ellbogen zieht manchmal", "Enges Bankdrücken")).toBe(false);
  });

  it("control: without the complaint the close-grip bench may be chosen and nothing is said", () => {
    const q = { ...round3Questionnaire("02"), health_restrictions: "keine" };
    expect(health(plan(q).text)).not.toMatch(/Nicht im Plan/);
  });
});

describe("round 3: radiating symptoms in a follow-up pause the pattern and refer to a doctor", () => {
  const squatLike = (p: GeneratedPlan) => rows(p).filter((r) => r.pattern === "squat" || r.pattern === "lunge").map((r) => r.name);

  it("F3: 'zieht es wieder ins linke Bein (wie damals beim Ischias)' after goblet squats → no squat or lunge, a clear referral", () => {
    const { next } = round3FollowUp(3);
    expect(squatLike(next)).toEqual([]);
    expect(next.text).toMatch(/ausstrahlen, sind ein Warnsignal/);
    expect(next.text).toMatch(/ärztlich abklären/);
  });

  it("control: local knee pain at the squat regresses the squat but pauses nothing and says no warning sign", () => {
    const feedback = [{ day: 8, text: "Nach den Goblet Squats tut das Knie etwas weh." }];
    const { next } = round3FollowUp(3, feedback);
    expect(next.text).not.toMatch(/ausstrahlen, sind ein Warnsignal/);
    expect(squatLike(next).length).toBeGreaterThan(0);
    expect(squatLike(next)).not.toContain("Goblet Squat mit Kurzhantel");
  });
});

describe("round 3: customer text", () => {
  it("stated lifts: no 'Ihre Kraftwerte kennen wir noch nicht' (control: said when no numbers are given)", () => {
    expect(round3First("02").text).not.toMatch(/Kraftwerte kennen wir noch nicht/);
    expect(round3First("02").text).toMatch(/genannten Bestleistungen/);
    expect(round3First("10").text).toMatch(/Kraftwerte kennen wir noch nicht/);
  });

  it("one session a week is singular (control: plural for more)", () => {
    expect(round3First("11").text).toMatch(/Ihr Plan: 1 Trainingseinheit pro Woche/);
    expect(round3First("10").text).toMatch(/Ihr Plan: 3 Trainingseinheiten pro Woche/);
  });

  it("the breathing cue sits on strength rows, not on cardio rows (q10, high blood pressure)", () => {
    const all = rows(round3First("10"));
    const cardio = all.filter((r) => isCardioExercise(r.name));
    const strength = all.filter((r) => !isCardioExercise(r.name));
    expect(cardio.length).toBeGreaterThan(0);
    for (const r of cardio) expect(r.notes, r.name).not.toMatch(/Pressatmung/);
    for (const r of strength) expect(r.notes, r.name).toMatch(/Pressatmung/);
  });

  it("no phrase is repeated within a row's notes", () => {
    expect(uniquePhrases("Position ruhig halten, gleichmäßig atmen, gleichmäßig atmen, keine Pressatmung")).toBe("Position ruhig halten, gleichmäßig atmen, keine Pressatmung");
    for (const id of ROUND_3_IDS) {
      for (const r of rows(round3First(id))) {
        const parts = r.notes.split(", ");
        expect(new Set(parts).size, `${id} ${r.name}: ${r.notes}`).toBe(parts.length);
      }
    }
  });

  it("follow-up notes name only exercises in the new plan (F2: the dropped close-grip bench gets no note)", () => {
    for (const n of [1, 2, 3, 4] as const) {
      const { next } = round3FollowUp(n);
      const tail = next.text.slice(next.text.lastIndexOf("\n## "));
      const inPlan = new Set(rows(next).map((r) => r.name));
      const dropped = next.summary.progression.filter((d) => !inPlan.has(d.exercise) && !(d.replacement && inPlan.has(d.replacement)));
      for (const d of dropped) expect(tail, `F${n} ${d.exercise}`).not.toContain(`- ${d.exercise}:`);
    }
    expect(round3FollowUp(2).next.text).not.toMatch(/- Enges Bankdrücken:/);
    // control: exercises still in the plan keep their note
    expect(round3FollowUp(2).next.text).toMatch(/- Bankdrücken mit Langhantel:/);
  });

  it("the four follow-ups still draft", () => {
    for (const n of [1, 2, 3, 4] as const) expect(round3FollowUp(n).next.summary.days.length).toBe(14);
  });
});
