import { describe, expect, it } from "vitest";
import { parsePlan } from "~/domain/plan/parser";
import type { LoggedSet } from "~/domain/training/logged-set";
import { noteFragments, reasonNotes } from "./change-notes";
import { comparePlans, diffSpecs, lastTimeOf, type CompareInput } from "./plan-compare";
import { progressionTail } from "~/domain/plan/parser";

const HEADER = ["| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |", "|---|---|---|---|---|---|"];

/** A plan text: per day either rows "name | sets | reps | weight | rest | notes" or "rest" for a rest day. */
function planText(days: Record<number, string[] | "rest">, tail: string[] = []): string {
  const out = ["# Plan", ""];
  for (const [day, rows] of Object.entries(days)) {
    if (rows === "rest") {
      out.push(`## Tag ${day} – Ruhetag`, "", "### Aktive Erholung & Mobilität", "- Spaziergang", "");
      continue;
    }
    out.push(`## Tag ${day} – Training`, "", ...HEADER, ...rows.map((r) => `| ${r} |`), "");
  }
  if (tail.length > 0) out.push("## Hinweise zur Progression", "", ...tail.map((t) => `- ${t}`), "");
  return out.join("\n");
}

function compare(previous: string, draft: string, progress: LoggedSet[] = [], extra: Partial<CompareInput> = {}) {
  return comparePlans({ previous: parsePlan(previous), draft: parsePlan(draft), draftText: draft, previousProgress: progress, ...extra });
}

function logged(day: number, order: number, set: number, reps: string, weight: number, over: Partial<LoggedSet> = {}): LoggedSet {
  return { day, exercise_name: "Bankdrücken", exercise_order: order, set_number: set, actual_reps: reps, actual_weight: weight, completed: true, updated_at: "2026-03-03T10:00:00Z", ...over };
}

describe("comparePlans", () => {
  it("weight up: the draft's progression note and tail line are the reasons, last time shows all sets done", () => {
    const previous = planText({ 1: ["Bankdrücken | 3 | 8 | 40 kg | 90 s | Brust raus"] });
    const draft = planText(
      { 1: ["Bankdrücken | 3 | 8 | 42,5 kg | 90 s | Brust raus, Progression: +2,5 kg"] },
      ["Doppelte Progression: obere Spanne erreicht → mehr Gewicht.", "Bankdrücken: alle Sätze am oberen Ende → 42,5 kg (vorher 40 kg)"],
    );
    const result = compare(previous, draft, [logged(1, 0, 1, "8", 40), logged(1, 0, 2, "8", 40), logged(1, 0, 3, "8", 40)]);
    const [row] = result.days[0]!.exercises;
    expect(row).toMatchObject({ kind: "changed", diff: { weight: { from: 40, to: 42.5, direction: "up" } } });
    expect(row!.diff.sets).toBeUndefined();
    expect(row!.diff.reps).toBeUndefined();
    expect(row!.reasons).toEqual(["Progression: +2,5 kg", "Bankdrücken: alle Sätze am oberen Ende → 42,5 kg (vorher 40 kg)"]);
    expect(row!.lastTime).toMatchObject({ day: 1, plannedSets: 3, allSetsDone: true, uniform: { reps: "8", weight: 40 }, best: { weight: 40, reps: "8" } });
    expect(result.notes).toEqual(["Doppelte Progression: obere Spanne erreicht → mehr Gewicht."]);
    expect(result.summary).toMatchObject({ changed: 1, weightUp: 1, weightDown: 0 });
  });

  it("weight down with sets missed: not all sets done, the best set of the plan is found", () => {
    const previous = planText({ 1: ["Bankdrücken | 3 | 8-10 | 50 kg | 90 s |"], 8: ["Bankdrücken | 3 | 8-10 | 50 kg | 90 s |"] });
    const draft = planText({ 1: ["Bankdrücken | 3 | 8-10 | 47,5 kg | 90 s | Gewicht reduziert: erst saubere Wdh."] });
    const progress = [logged(1, 0, 1, "6", 50), logged(1, 0, 2, "5", 50), logged(8, 0, 1, "7", 50), logged(1, 0, 3, "4", 50, { completed: false })];
    const result = compare(previous, draft, progress);
    const day1 = result.days.find((d) => d.day === 1)!;
    expect(day1.exercises[0]).toMatchObject({
      kind: "changed",
      diff: { weight: { from: 50, to: 47.5, direction: "down" } },
      reasons: ["Gewicht reduziert: erst saubere Wdh."],
      lastTime: { day: 1, plannedSets: 3, allSetsDone: false, uniform: null, best: { day: 8, reps: "7", weight: 50 } },
    });
    expect(day1.exercises[0]!.lastTime!.sets.map((s) => s.reps)).toEqual(["6", "5"]);
    // Day 8 of the previous plan has no counterpart in the draft: dropped, with its own logs.
    const day8 = result.days.find((d) => d.day === 8)!;
    expect(day8).toMatchObject({ titleAfter: null, exercises: [{ kind: "dropped", after: null, before: { name: "Bankdrücken" } }] });
    expect(result.summary).toMatchObject({ weightDown: 1, dropped: 1 });
  });

  it("reps and sets changed (rest spelled differently is no change)", () => {
    const previous = planText({ 1: ["Rudern am Kabel | 3 | 10-12 | 30 kg | 75 s |"] });
    const draft = planText({ 1: ["Rudern am Kabel | 4 | 12-14 | 30 kg | 75 Sekunden | Woche 2: 4 Sätze"] });
    const [row] = compare(previous, draft).days[0]!.exercises;
    expect(row).toMatchObject({ kind: "changed", diff: { sets: { from: 3, to: 4 }, reps: { from: "10-12", to: "12-14" } }, reasons: ["Woche 2: 4 Sätze"] });
    expect(row!.diff.rest).toBeUndefined();
    expect(row!.diff.weight).toBeUndefined();
    expect(row!.lastTime).toBeNull();
  });

  it("an exercise replaced in its slot keeps the replacement's reasons; an unchanged one is 'same'", () => {
    const previous = planText({ 3: ["Latzug | 3 | 10 | 35 kg | 75 s |", "Kniebeuge mit Langhantel | 3 | 8 | 60 kg | 120 s |"] });
    const draft = planText(
      { 3: ["Latzug | 3 | 10 | 35 kg | 75 s |", "Beinpresse | 3 | 10 | 80 kg | 90 s | Ersatz für Kniebeuge mit Langhantel (Knie, Rücken)"] },
      ["Kniebeuge mit Langhantel ersetzt durch Beinpresse (Knieprobleme).", "Kniebeuge mit Langhantel: einzelne Sätze unter der Spanne → Gewicht halten (60 kg)"],
    );
    const squat = { exercise_name: "Kniebeuge mit Langhantel" };
    const result = compare(previous, draft, [logged(3, 1, 1, "8", 60, squat), logged(3, 1, 2, "6", 60, squat)]);
    const rows = result.days[0]!.exercises;
    expect(rows.map((r) => r.kind)).toEqual(["same", "replaced"]);
    expect(rows[1]).toMatchObject({ before: { name: "Kniebeuge mit Langhantel" }, after: { name: "Beinpresse" }, diff: {} });
    expect(rows[1]!.reasons).toEqual([
      "Ersatz für Kniebeuge mit Langhantel (Knie, Rücken)",
      "Kniebeuge mit Langhantel ersetzt durch Beinpresse (Knieprobleme).",
      "Kniebeuge mit Langhantel: einzelne Sätze unter der Spanne → Gewicht halten (60 kg)",
    ]);
    // Last time in that slot: the replaced exercise's sets.
    expect(rows[1]!.lastTime).toMatchObject({ name: "Kniebeuge mit Langhantel", day: 3, plannedSets: 3, allSetsDone: false, uniform: null });
    expect(rows[0]!.lastTime).toBeNull();
    expect(result.notes).toEqual([]);
    expect(result.summary).toMatchObject({ same: 1, replaced: 1 });
  });

  it("the same exercise twice on a day pairs each occurrence with its own, and reads its own slot's logs", () => {
    const previous = planText({ 1: ["Kniebeuge mit Langhantel | 2 | 5 | 60 kg | 120 s | schwer", "Bankdrücken | 3 | 8 | 40 kg | 90 s |", "Kniebeuge mit Langhantel | 2 | 10 | 40 kg | 90 s | leicht"] });
    const draft = planText({ 1: ["Kniebeuge mit Langhantel | 2 | 5 | 62,5 kg | 120 s | schwer", "Bankdrücken | 3 | 8 | 40 kg | 90 s |", "Kniebeuge mit Langhantel | 2 | 10 | 40 kg | 90 s | leicht"] });
    const squat = { exercise_name: "Kniebeuge mit Langhantel" };
    const progress = [logged(1, 0, 1, "5", 60, squat), logged(1, 0, 2, "5", 60, squat), logged(1, 2, 1, "10", 40, squat), logged(1, 2, 2, "10", 40, squat)];
    const rows = compare(previous, draft, progress).days[0]!.exercises;
    expect(rows.map((r) => [r.kind, r.position])).toEqual([["changed", 0], ["same", 1], ["same", 2]]);
    expect(rows[0]!.diff.weight).toMatchObject({ from: 60, to: 62.5 });
    expect(rows[0]!.lastTime).toMatchObject({ uniform: { reps: "5", weight: 60 }, allSetsDone: true });
    expect(rows[2]!.lastTime).toMatchObject({ uniform: { reps: "10", weight: 40 }, allSetsDone: true, best: { weight: 60 } });
  });

  it("a moved exercise is paired by name across days; a rest day in both stays empty; rest → training is all new", () => {
    const previous = planText({ 1: ["Plank | 3 | 30 s | Körpergewicht | 45 s |", "Latzug | 3 | 10 | 35 kg | 75 s |"], 2: "rest", 3: "rest" });
    const draft = planText({ 1: ["Latzug | 3 | 10 | 35 kg | 75 s |"], 2: "rest", 3: ["Plank | 3 | 40 s | Körpergewicht | 45 s | Progression: +10 s"] });
    const result = compare(previous, draft);
    const [d1, d2, d3] = result.days;
    expect(d1!.exercises.map((e) => [e.kind, e.after?.name])).toEqual([["same", "Latzug"]]);
    expect(d2).toMatchObject({ restBefore: true, restAfter: true, exercises: [] });
    expect(d3).toMatchObject({ restBefore: true, restAfter: false });
    expect(d3!.exercises[0]).toMatchObject({ kind: "changed", movedFrom: { day: 1, position: 0 }, diff: { reps: { from: "30 s", to: "40 s" } } });
    expect(result.summary).toMatchObject({ moved: 1, same: 1, changed: 1, added: 0, dropped: 0 });
  });

  it("spellings of one exercise pair through the canonical name; new exercises without a counterpart are 'new'", () => {
    const previous = planText({ 1: ["Rudern am Kabel | 3 | 10 | 30 kg | 75 s |"] });
    const draft = planText({ 1: ["Rudern am Kabelzug | 3 | 10 | 32,5 kg | 75 s |", "Face Pull mit Band | 2 | 15 | leichtes Band | 45 s |"] });
    const canonicalName = (n: string) => (/rudern am kabel/i.test(n) ? "Rudern am Kabelzug" : n);
    const rows = compare(previous, draft, [], { canonicalName }).days[0]!.exercises;
    expect(rows.map((r) => r.kind)).toEqual(["changed", "new"]);
    expect(rows[1]).toMatchObject({ before: null, after: { name: "Face Pull mit Band", weight: 0 } });
  });

  it("a missing previous plan (unreadable text) makes every exercise new and says so", () => {
    const draft = planText({ 1: ["Bankdrücken | 3 | 8 | 40 kg | 90 s |"] });
    const result = compare("", draft);
    expect(result.previousUnreadable).toBe(true);
    expect(result.draftUnreadable).toBe(false);
    expect(result.days.map((d) => [d.day, d.titleBefore, d.exercises.map((e) => e.kind)])).toEqual([[1, null, ["new"]]]);
    expect(result.summary.added).toBe(1);
  });
});

describe("notes and logs", () => {
  it("splits notes at commas outside brackets and keeps the fragments that explain a change", () => {
    expect(noteFragments("#stabilisation langsam, Ersatz für A (Knie, Rücken), RIR 2")).toEqual(["#stabilisation langsam", "Ersatz für A (Knie, Rücken)", "RIR 2"]);
    expect(reasonNotes("Brust raus (RIR 2), Progression: +2,5 kg, 1 Satz mehr wegen deines Feedbacks")).toEqual(["Progression: +2,5 kg", "1 Satz mehr wegen deines Feedbacks"]);
    expect(reasonNotes("")).toEqual([]);
  });

  it("reads the progression tail in its heading, bold and inline forms, and nothing without one", () => {
    expect(progressionTail("## Tag 1\nx\n\n## Hinweise zur Progression\n\n- **A:** mehr\n- B\n")).toEqual(["A: mehr", "B"]);
    expect(progressionTail("Tag 1\n**Hinweise zur Progression:** alles halten\n1. C")).toEqual(["alles halten", "C"]);
    expect(progressionTail("## Tag 1\n| A | 3 |")).toEqual([]);
  });

  it("diffs specs field by field", () => {
    const base = { name: "A", sets: 3, reps: "8-10", weight: 20, rest: "90 s", notes: "" };
    expect(diffSpecs(base, { ...base })).toEqual({});
    // En dash and hyphen, "90 Sekunden" and "90 s" are the same; "8-12" is not.
    expect(diffSpecs(base, { ...base, reps: "8–10 ", rest: "90 Sekunden" })).toEqual({});
    expect(diffSpecs(base, { ...base, reps: "8-12" })).toEqual({ reps: { from: "8-10", to: "8-12" } });
    expect(diffSpecs(base, { ...base, rest: "2 min", weight: 17.5 })).toEqual({ rest: { from: "90 s", to: "2 min" }, weight: { from: 20, to: 17.5, direction: "down" } });
  });

  it("last time: duplicates collapse to the newest version; no completed set means no entry", () => {
    const older = logged(1, 0, 1, "6", 40, { updated_at: "2026-03-03T09:00:00Z" });
    const newer = logged(1, 0, 1, "8", 42.5, { updated_at: "2026-03-03T11:00:00Z" });
    // lastTimeOf expects de-duplicated sets; comparePlans de-duplicates through completedSets.
    const previous = planText({ 1: ["Bankdrücken | 1 | 8 | 40 kg | 90 s |"] });
    const [row] = compare(previous, previous, [newer, older]).days[0]!.exercises;
    expect(row!.lastTime).toMatchObject({ sets: [{ setNumber: 1, reps: "8", weight: 42.5 }], allSetsDone: true });
    expect(lastTimeOf("Bankdrücken", [], null)).toBeNull();
    expect(compare(previous, previous, [logged(1, 0, 1, "8", 40, { completed: false })]).days[0]!.exercises[0]!.lastTime).toBeNull();
  });
});
