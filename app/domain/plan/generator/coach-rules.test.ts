/**
 * Issue 23's coaching rules on whole plans, each with a negative control (the same input without
 * the trigger keeps the old behaviour), on the seeded catalog.
 */
import { describe, expect, it } from "vitest";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { isImpactExercise } from "~/domain/coaching/impact";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { exerciseNames, firstAndFollowUp } from "./follow-up.fixture";
import { generatePlan } from "./index";
import { readFeedback } from "./feedback-reading";
import { key } from "./util";

const profile = (id: string, over: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({
  ...COACH_PROFILES.find((p) => p.id === id)!.questionnaire,
  ...over,
});
const byName = new Map(EXERCISES.map((e) => [key(e.name), e] as const));
const impactIn = (names: string[]) => names.filter((n) => { const e = byName.get(key(n)); return e ? isImpactExercise(e) : /sprung|jump/i.test(n); });
const plan = (q: QuestionnaireAnswers) => generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES });

describe("pain and feedback in follow-ups (issue 23 item 1)", () => {
  const homeBeginner = profile("home-beginner-no-equipment");

  it("pain at the squat: the squat goes, no jumps anywhere, the plan names the knee and asks to report back", () => {
    const { first, next } = firstAndFollowUp(homeBeginner, { day: "Bei den Kniebeugen tut das Knie weh" });
    const squat = exerciseNames(first).find((n) => /kniebeuge/i.test(n))!;
    expect(squat).toBeDefined();
    expect(exerciseNames(next)).not.toContain(squat);
    expect(impactIn(exerciseNames(next))).toEqual([]);
    expect(next.text).toMatch(/Ihre Rückmeldung „Bei den Kniebeugen tut das Knie weh“/);
    expect(next.text).toMatch(/wie sich das Knie anfühlt/);
    expect(next.text).not.toMatch(/schwerere Variante von Kniebeuge/);
  });

  it("control: the same follow-up without the complaint keeps the squat pattern and names no complaint", () => {
    const { next } = firstAndFollowUp(homeBeginner, {});
    expect(next.text).not.toMatch(/Ihre Rückmeldung/);
    expect(exerciseNames(next).some((n) => /kniebeuge/i.test(n))).toBe(true);
  });

  it("a home beginner's squats never become jump squats as 'progression' (all sets at the top)", () => {
    const { next } = firstAndFollowUp(homeBeginner, {});
    expect(impactIn(exerciseNames(next))).toEqual([]);
    expect(next.text).not.toMatch(/Hopserlauf|Hampelmann|Sprung/);
  });

  it("no jumps for 60+, pregnancy or high blood pressure, first plan or follow-up", () => {
    for (const id of ["senior-67-knee-arthrosis-hypertension", "pregnant-week-20", "hypertension-machines-3x60", "senior-72-gentle"]) {
      const { first, next } = firstAndFollowUp(profile(id), {});
      expect(impactIn([...exerciseNames(first), ...exerciseNames(next)]), id).toEqual([]);
    }
  });

  it("a complaint is tied to the exercise it was reported at — the step-up changes, the plan is not relabelled", () => {
    const r = readFeedback(["Step-up mit Kurzhanteln", "Kniebeuge mit Langhantel"], [{ day: 2, text: "Beim Step-up tut mir das linke Knie weh" }], null);
    expect([...r.exercises.keys()]).toEqual(["step up mit kurzhanteln"]);
    expect(r.exercises.get("step up mit kurzhanteln")?.painParts).toEqual(["Knie"]);
    expect(r.painBodyParts).toEqual([]);
    const q = profile("powerlifter-advanced");
    const { first, next } = firstAndFollowUp(q, { day: "Beim Step-up tut mir das linke Knie weh" });
    expect(exerciseNames(first)).toContain("Step-up mit Kurzhanteln");
    expect(exerciseNames(next)).not.toContain("Step-up mit Kurzhanteln");
    expect(next.text).toMatch(/statt Step-up mit Kurzhanteln \(Beschwerden laut Ihrem Feedback\)/);
    expect(next.summary.matchedInjuries).toEqual([]);
    expect(next.text).not.toMatch(/Meniskus|Kniebeschwerden/);
  });

  it("control: 'Knie tut weh' with no exercise named applies the knee rule plan-wide, still without a diagnosis", () => {
    const { next } = firstAndFollowUp(profile("hypertrophy-intermediate"), { plan: "Das Knie tut etwas weh" });
    expect(next.text).toMatch(/Kniebeschwerden/);
    expect(next.text).not.toMatch(/Meniskus/);
  });

  it("one clause, one exercise: 'too heavy' at the bench does not touch the leg press that went well", () => {
    const r = readFeedback(["Bankdrücken mit Langhantel", "Beinpresse"], [{ day: 1, text: "Bankdrücken war zu schwer, die Beinpresse lief gut" }], null);
    expect(r.exercises.get("bankdrucken mit langhantel")?.tooHard).toBe(true);
    expect(r.exercises.get("beinpresse")?.tooHard).toBe(false);
    expect(r.days.size).toBe(0);
    // control: a remark of its own in the same sentence still counts for the day
    const tired = readFeedback(["Bankdrücken mit Langhantel"], [{ day: 1, text: "Bankdrücken ok, aber ich bin sehr müde" }], null);
    expect(tired.days.get(1)?.reaction).toBe("reduce");
  });

  it("'zu leicht' at an exercise adds load or reps and never removes a set of it", () => {
    for (const id of ["home-beginner-no-equipment", "dumbbells-only", "hypertrophy-intermediate"]) {
      const q = profile(id);
      const first = plan(q);
      const row = first.summary.days.find((d) => !d.isRestDay)!.exercises.find((e) => e.role !== "cardio")!;
      const word = row.name.split(/[\s-]/).find((w) => w.length >= 5) ?? row.name;
      const { next } = firstAndFollowUp(q, { day: `${word} war zu leicht` }, "none");
      const dec = next.summary.progression.find((d) => key(d.exercise) === key(row.name))!;
      expect(["increase", "more_reps", "harder_variation"], `${id}: ${row.name}`).toContain(dec.kind);
      const after = next.summary.days.filter((d) => d.day <= 7).flatMap((d) => d.exercises).filter((e) => key(e.name) === key(row.name));
      for (const e of after) expect(e.sets, `${id}: ${e.name}`).toBeGreaterThanOrEqual(row.sets);
      expect(next.text).not.toMatch(/Satz weniger wegen Ihres Feedbacks/);
    }
  });
});

describe("strength athletes and first-plan safety (issue 23 items 2–3)", () => {
  it("no Olympic lift nobody asked for; control: a wish naming the power clean allows it", () => {
    const names = exerciseNames(plan(profile("powerlifter-advanced")));
    expect(names.filter((n) => /umsetzen|reißen|clean|snatch/i.test(n))).toEqual([]);
    const asked = plan(profile("powerlifter-advanced", { personal_wishes: "Power Clean und Umsetzen lernen" }));
    expect(asked.summary.excluded.join(" ")).not.toMatch(/Umsetzen mit Langhantel/);
  });

  it("heavy barbell compounds keep ≥ 2 min rest (≥ 3 min at ≤ 6 reps) in every plan of the profiles", () => {
    for (const p of COACH_PROFILES) {
      for (const d of plan(p.questionnaire).summary.days) {
        for (const e of d.exercises) {
          if (!e.equipmentNeeded.includes("barbell") || !["squat", "hinge", "push_horizontal", "push_vertical", "pull_horizontal"].includes(e.pattern)) continue;
          if (/curl|rollout/i.test(e.name) || e.rest === "0 s") continue;
          const sec = /min/i.test(e.rest) ? Number(/\d+/.exec(e.rest)![0]) * 60 : Number(/\d+/.exec(e.rest)![0]);
          expect(sec, `${p.id} day ${d.day}: ${e.name} ${e.reps} ${e.rest}`).toBeGreaterThanOrEqual(120);
        }
      }
    }
  });

  it("stated 1RMs give %1RM loads and main lifts show their ramp-up sets; control: a total alone gives none", () => {
    const withMax = plan(profile("powerlifter-advanced", { personal_wishes: "Kniebeuge 160 kg, Bankdrücken 110 kg, Kreuzheben 200 kg" }));
    const squat = withMax.summary.days.flatMap((d) => d.exercises).find((e) => e.name === "Kniebeuge mit Langhantel")!;
    expect(squat.weight).toMatch(/% 1RM/);
    expect(withMax.text).toMatch(/Aufwärmsätze \(keine Arbeitssätze\)/);
    const total = plan(profile("powerlifter-advanced"));
    expect(total.text).not.toMatch(/% 1RM/);
    expect(plan(profile("hypertrophy-intermediate")).text).not.toMatch(/Aufwärmsätze \(keine Arbeitssätze\)/);
  });

  it("a named body part gets its own exercise on the days of its region; control: no wish, no extra row", () => {
    const shoulders = plan(profile("hypertrophy-intermediate", { personal_wishes: "mehr Schultern" }));
    const lateral = shoulders.summary.days.filter((d) => d.exercises.some((e) => /seitheben/i.test(e.name)));
    expect(lateral.length).toBeGreaterThan(0);
    for (const d of lateral) expect(d.title, `day ${d.day}`).not.toMatch(/Unterkörper|Beine/);
    expect(exerciseNames(plan(profile("hypertrophy-intermediate"))).some((n) => /seitheben/i.test(n))).toBe(false);
    const chest = plan(profile("hypertrophy-intermediate", { personal_wishes: "more chest" }));
    expect(exerciseNames(chest).some((n) => /bankdrücken|bench/i.test(n))).toBe(true);
  });

  it("knee arthrosis: the rest days and warm-ups recommend nothing on all fours", () => {
    // (the coach's tail may say what was replaced: "Eselstritt im Vierfüßlerstand ersetzt durch …")
    const t = plan(profile("senior-67-knee-arthrosis-hypertension")).text.split("## Hinweise zur Progression")[0]!;
    expect(t).not.toMatch(/Katze-Kuh|Vierfüßler/);
    // control: without the knee, cat-cow may be recommended
    expect(plan(profile("home-beginner-no-equipment")).text).toMatch(/Katze-Kuh/);
  });

  it("impingement: no arm circles, wood chops or lat pull-downs, and external-rotation work; control: a healthy plan may pull down", () => {
    const days = (q: QuestionnaireAnswers) => plan(q).text.split("## Hinweise zur Progression")[0]!;
    const t = days(profile("shoulder-impingement"));
    expect(t).not.toMatch(/Armkreisen|Holzhacker|Latzug|Latziehen/);
    expect(t).toMatch(/Außenrotation|Face Pull/);
    expect(days(profile("shoulder-impingement", { health_restrictions: null }))).toMatch(/Armkreisen|Holzhacker|Latzug/);
  });

  it("pregnancy: no loaded trunk rotation; knee problems: no rowing machine — controls without the condition", () => {
    const days = (q: QuestionnaireAnswers) => plan(q).text.split("## Hinweise zur Progression")[0]!;
    expect(days(profile("pregnant-week-20"))).not.toMatch(/Holzhacker/);
    expect(days(profile("returning-after-break-knee-pain"))).not.toMatch(/Rudergerät/);
    const safety = (health: string) => generatePlan({ questionnaire: profile("hypertrophy-intermediate", { health_restrictions: health }), exercises: EXERCISES, injuries: INJURIES });
    expect(safety("Knieschmerzen").summary.excluded.join("\n")).toMatch(/Rudergerät/);
    expect(safety("").summary.excluded.join("\n")).not.toMatch(/Rudergerät/);
  });

  it("a runner gets calf and hip work in every session; control: the same customer without the sport gets no forced calf row", () => {
    const runner = plan(profile("half-marathon-runner"));
    for (const d of runner.summary.days.filter((x) => !x.isRestDay)) {
      expect(d.exercises.some((e) => /wadenheben|calf/i.test(e.name)), `day ${d.day}`).toBe(true);
    }
    const none = plan(profile("half-marathon-runner", { other_sport: false, other_sport_details: null, main_goals: ["injury_prevention"] }));
    expect(none.summary.days.filter((x) => !x.isRestDay).every((d) => d.exercises.some((e) => /wadenheben/i.test(e.name)))).toBe(false);
  });
});
