/**
 * Coach review round 6 (docs/coach-review/round-6/, decision 0126): a follow-up answers what the
 * customer said and did — a "not again" in the feedback binds like a dislike, an exercise skipped
 * on every day it was due is replaced, a tired fortnight adds no sets, and a "zu leicht" the customer
 * already answered by lifting more is not stepped on top of the logs. Each rule with negative controls.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import type { LoggedSet } from "~/domain/training/logged-set";
import { feedbackDislikes } from "./feedback-dislikes";
import { draftFirst, draftFollowUp, type Feedback, type ReviewQuestionnaire } from "./follow-up.fixture";
import { recoveryReason, reportsFatigue } from "./recovery";
import { skippedEveryTime } from "./skipped";
import type { PrevRow } from "./types";

const DIR = "../../../../docs/coach-review/round-6/";
const read = (name: string) => readFileSync(new URL(DIR + name, import.meta.url), "utf8");
const json = <T>(name: string): T => JSON.parse(read(name)) as T;
const FOLLOW_UPS = { f1: "q03", f2: "q04", f3: "q06", f4: "q10" } as const;

function followUp(f: keyof typeof FOLLOW_UPS, change?: { feedback?: Feedback; progress?: LoggedSet[] }) {
  return draftFollowUp(json<ReviewQuestionnaire>(`${FOLLOW_UPS[f]}.json`), {
    planText: read(`${f}-plan.txt`),
    progress: change?.progress ?? json<LoggedSet[]>(`${f}-progress.json`),
    feedback: change?.feedback ?? json<Feedback>(`${f}-feedback.json`),
  });
}
const names = EXERCISES.flatMap((e) => [e.name, e.nameEn ?? ""]);
const rowNames = (text: string) => [...text.matchAll(/^\| ([^|]+?) \| \d/gm)].map((m) => m[1]!);

describe("a 'not again' in the feedback is a dislike", () => {
  it.each([
    ["Bitte nix mehr im Vierfüßlerstand wo ein Bein hochgeht, das ISG mag das nicht.", ["im Vierfüßlerstand"]],
    ["Aber bitte keine Übungen auf dem Boden und keine Ausfallschritte mehr, das packen meine Füße nicht.", ["Übungen auf dem Boden", "Ausfallschritte"]],
    ["Please no more push-up variations that load the front of the shoulder.", ["push-up variations"]],
    ["Crunches skipped, not my thing.", ["Crunches"]],
    ["Burpees sind nicht mein Ding.", ["Burpees"]],
  ])("%s", (text, expected) => {
    expect(feedbackDislikes([text], names)).toEqual(expected);
  });

  it.each([
    "Das Knie macht keine Probleme mehr.",
    "Keine Schmerzen mehr im Rücken, super!",
    "no more pain in the shoulder",
    "Ich habe keine Zeit mehr gehabt.",
    "Kniebeugen gingen gut, nicht mehr so schwer wie am Anfang.",
  ])("negative control: %s", (text) => {
    expect(feedbackDislikes([text], names)).toEqual([]);
  });

  it("f2: no floor work and no lunges in the follow-up, and the plan says so", () => {
    const plan = followUp("f2");
    const rows = rowNames(plan.text);
    expect(rows.filter((n) => /ausfallschritt|eselstritt|dead bug|bird dog|vierfüßler/i.test(n))).toEqual([]);
    expect(plan.text).toContain("Ihr Wunsch aus dem Feedback („Übungen auf dem Boden, Ausfallschritte“): nicht mehr im Plan");
  });

  it("f4 (English): no push-up variant and no crunch; the line is English", () => {
    const plan = followUp("f4");
    expect(rowNames(plan.text).filter((n) => /push-up|crunch/i.test(n))).toEqual([]);
    expect(plan.text).toMatch(/Your wish from the feedback \(“push-up variations, Crunch(?:es)?”\): no longer in the plan – Diamond Push-Up, Sphinx Push-Up/);
    expect(plan.text).not.toMatch(/Wunsch|Feedback \(„/);
  });

  it("negative control: the same follow-up without the wish keeps the quadruped kickback line out", () => {
    const fb = json<Feedback>("f1-feedback.json").map((d) => (d.day === 0 ? { ...d, text: "Insgesamt schön machbar." } : d));
    expect(followUp("f1", { feedback: fb }).text).not.toContain("Ihr Wunsch aus dem Feedback");
  });
});

describe("an exercise skipped on every day it was due is replaced", () => {
  const rows = (spec: [number, string][]): PrevRow[] => spec.map(([day, name]) => ({ day, name, sets: 2, reps: "10", weightText: "", weight: 0, rest: "", notes: "" }));
  const set = (day: number, name: string, completed: boolean): LoggedSet => ({ day, exercise_name: name, exercise_order: 0, set_number: 1, actual_reps: completed ? "10" : null, actual_weight: completed ? 0 : null, completed }) as LoggedSet;

  it("skipped on both trained days → replaced", () => {
    const prev = rows([[1, "Crunch"], [1, "Kniebeuge"], [8, "Crunch"], [8, "Kniebeuge"]]);
    const progress = [set(1, "Kniebeuge", true), set(8, "Kniebeuge", true), set(1, "Crunch", false)];
    expect([...skippedEveryTime(prev, progress)]).toEqual(["crunch"]);
  });

  it("negative controls: skipped once and done once; due on one trained day only; the day not trained", () => {
    const prev = rows([[1, "Crunch"], [1, "Kniebeuge"], [8, "Crunch"], [8, "Kniebeuge"], [10, "Plank"], [10, "Kniebeuge"], [12, "Rudern"], [12, "Kniebeuge"], [13, "Rudern"]]);
    const progress = [set(1, "Kniebeuge", true), set(8, "Kniebeuge", true), set(8, "Crunch", true), set(10, "Kniebeuge", true), set(12, "Kniebeuge", true)];
    expect([...skippedEveryTime(prev, progress)]).toEqual([]);
  });

  it("f4: the Russian twist she skipped every time is not prescribed again", () => {
    const plan = followUp("f4");
    expect(rowNames(plan.text)).not.toContain("Russian Twist");
    expect(plan.text).toContain("No longer in the plan because you skipped them on every training day: Russian Twist.");
  });
});

describe("a tired fortnight adds no sets", () => {
  it.each(["Pretty wrecked this week (period + bad sleep).", "total müde diese Woche, schlecht geschlafen", "war nach der Schicht komplett durch", "slept terribly"])("fatigue: %s", (t) => {
    expect(reportsFatigue(t)).toBe(true);
  });
  it.each(["Ich war gar nicht müde, lief super.", "not tired at all", "Platte Füße habe ich schon immer", "Rudern gut", "Kreuzheben war brutal, unterer Rücken sehr müde", "my legs were tired after the squats"])("negative control: %s", (t) => {
    expect(reportsFatigue(t)).toBe(false);
  });

  it("a tired first week only, or one missed day, is no reason", () => {
    const prev: PrevRow[] = [1, 3, 8, 10].map((day) => ({ day, name: "Kniebeuge", sets: 3, reps: "10", weightText: "", weight: 0, rest: "", notes: "" }));
    const done = (day: number) => ({ day, exercise_name: "Kniebeuge", exercise_order: 0, set_number: 1, actual_reps: "10", actual_weight: 0, completed: true }) as LoggedSet;
    expect(recoveryReason(prev, [done(1), done(3), done(8)], [{ day: 3, text: "heute müde" }], null)).toBeNull();
    expect(recoveryReason(prev, [done(1), done(3), done(8)], [{ day: 8, text: "heute müde" }], null)).toBe("fatigue");
    expect(recoveryReason(prev, [done(1)], [], null)).toBe("missed");
  });

  it("f1 and f2: no row has more sets than the previous plan gave it on that day, and the plan says why", () => {
    for (const f of ["f1", "f2"] as const) {
      const plan = followUp(f);
      expect(plan.text).not.toMatch(/Mehr Sätze:/);
      expect(plan.text).toContain("Ihre Rückmeldung zur Müdigkeit:");
    }
  });
});

describe("'zu leicht' already answered by the logs", () => {
  it("f1: the goblet squat starts at the 14 kg she managed, not a step above (16 kg failed reps)", () => {
    const plan = followUp("f1");
    const squat = plan.text.split("\n").find((l) => l.startsWith("| Goblet Squat mit Kurzhantel"))!;
    expect(squat).toContain("| 14 kg |");
  });
  it("negative control: 'zu leicht' without heavier logs still steps up from the prescribed load", () => {
    const progress = json<LoggedSet[]>("f1-progress.json").map((s) => (s.exercise_name.startsWith("Goblet") && s.completed ? { ...s, actual_weight: 7 } : s));
    const squat = followUp("f1", { progress }).text.split("\n").find((l) => l.startsWith("| Goblet Squat mit Kurzhantel"))!;
    expect(squat).not.toContain("| 7 kg |");
    expect(squat).toContain("laut Ihrem Feedback");
  });
});

describe("pain without an exercise named does not cut every exercise", () => {
  it("f3: 'Soll ich bei Rückenschmerzen lieber pausieren?' gives no '1 Satz weniger' on every main lift", () => {
    expect(followUp("f3").text).not.toContain("1 Satz weniger wegen Ihres Feedbacks");
  });
  it("control: 'alles zu schwer' in the plan feedback still takes a set off the main lifts", () => {
    const fb = json<Feedback>("f3-feedback.json").map((d) => (d.day === 0 ? { ...d, text: "Das war mir alles zu schwer und zu viel." } : d));
    expect(followUp("f3", { feedback: fb }).text).toContain("1 Satz weniger wegen Ihres Feedbacks");
  });
});

describe("heavier than prescribed with fewer reps is no miss", () => {
  const deadliftRow = (text: string) => text.split("\n").find((l) => l.startsWith("| Barbell Deadlift"))!;
  it("f4: 100 kg × 5 … 110 kg × 2 where 87,5 kg × 10–12 stood: the load comes from those sets, not 'weight reduced'", () => {
    const row = deadliftRow(followUp("f4").text);
    expect(row).toContain("weight from your heavier sets (estimated 1RM 117 kg)");
    expect(row).not.toContain("weight reduced");
    expect(Number(/\| (\d+(?:\.\d)?) kg/.exec(row)![1])).toBeGreaterThanOrEqual(90);
  });
  it("negative control: fewer reps at a lighter load than prescribed is a miss", () => {
    const progress = json<LoggedSet[]>("f4-progress.json").map((s) => (/Deadlift/.test(s.exercise_name) && s.completed ? { ...s, actual_weight: 80, actual_reps: "6" } : s));
    const row = deadliftRow(followUp("f4", { progress }).text);
    expect(row).not.toContain("weight from your heavier sets");
  });
});

describe("a follow-up's logged sets come before the questionnaire's stated lift (round 7 f1)", () => {
  const R7 = "../../../../docs/coach-review/round-7/";
  const r7 = <T>(name: string): T => JSON.parse(readFileSync(new URL(R7 + name, import.meta.url), "utf8")) as T;
  const q02 = r7<ReviewQuestionnaire>("q02.json");
  const kg = (row: string | undefined) => Number(/\| (\d+(?:,\d)?) kg/.exec(row ?? "")![1]!.replace(",", "."));
  it("the deadlift stays at the 105–110 kg he logged, not 127,5 kg from 'Kreuzheben 140x3'", () => {
    const planText = readFileSync(new URL(R7 + "plans/plan-02.txt", import.meta.url), "utf8");
    const next = draftFollowUp(q02, { planText, progress: r7<LoggedSet[]>("f1-progress.json"), feedback: r7<Feedback>("f1-feedback.json") });
    for (const row of next.text.split("\n").filter((l) => l.startsWith("| Kreuzheben mit Langhantel"))) expect(kg(row)).toBeLessThanOrEqual(112.5);
  });
  it("negative control: the first plan takes its load from the stated lift", () => {
    const first = draftFirst(q02);
    expect(Math.max(...first.text.split("\n").filter((l) => l.startsWith("| Kreuzheben mit Langhantel")).map(kg))).toBeGreaterThan(112.5);
  });
});
