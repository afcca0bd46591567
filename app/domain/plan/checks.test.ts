import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { checksPassed, notesCarryCue, runPlanChecks } from "./checks";
import { runQualityGates } from "./gates";
import { createExerciseLookup } from "./match";
import { parsePlan } from "./parser";
import { CHECK_IDS, type CheckId, type CheckResult } from "./types";

const lookup = createExerciseLookup(EXERCISES);
const profile = (id: string): QuestionnaireAnswers => structuredClone(COACH_PROFILES.find((p) => p.id === id)!.questionnaire);

type Row = [name: string, sets: number, reps: string, weight: string, rest: string, notes?: string];

interface DaySpec {
  warmUps?: string[];
  rows: Row[];
}

const REST_DAY = (extra: string[] = []) => `### Aktive Erholung & Mobilität
- 20 Minuten Spaziergang
${extra.map((x) => `- ${x}`).join("\n")}

### Faszientherapie & Entspannung
- Faszienrolle Oberschenkel, 60 s je Seite

### Ernährung & Ruhe
- 7–9 Stunden Schlaf

### Körpergefühl & Feedback
- Energie 1–10 notieren
`;

/**
 * A 14-day plan text in the format of docs/plan-format.md: `sessions` maps a weekday (1–7) to a
 * session; week 2 repeats week 1 with +1 rep, so only the checks under test differ.
 */
function planText(sessions: Record<number, DaySpec>, restExtra: string[] = []): string {
  const out: string[] = ["# Plan", ""];
  for (let day = 1; day <= 14; day++) {
    const s = sessions[((day - 1) % 7) + 1];
    if (!s) {
      out.push(`## Tag ${day} – Ruhetag`, "", REST_DAY(restExtra));
      continue;
    }
    out.push(`## Tag ${day} – Training`, "", "**Aufwärmen:**", ...(s.warmUps ?? ["5 Minuten Gehen", "Armkreisen"]).map((w) => `- ${w}`), "");
    out.push("| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |", "|---|---|---|---|---|---|");
    for (const [name, sets, reps, weight, rest, notes] of s.rows) out.push(`| ${name} | ${sets} | ${reps} | ${weight} | ${rest} | ${notes ?? "RIR 2"} |`);
    out.push("");
  }
  return out.join("\n");
}

/** A sound 30-minute full-body session with dumbbells (≈ 25 min by the estimate). */
const DB_SESSION: DaySpec = {
  rows: [
    ["Goblet Squat mit Kurzhantel", 3, "8-12", "16 kg", "75 s"],
    ["Bankdrücken mit Kurzhanteln", 2, "8-12", "2×12 kg", "75 s"],
    ["Einarmiges Kurzhantelrudern", 2, "8-12", "14 kg", "60 s"],
    ["Rumänisches Kreuzheben mit Kurzhanteln", 2, "8-12", "2×14 kg", "75 s"],
  ],
};

function check(results: CheckResult[], id: CheckId): CheckResult {
  return results.find((r) => r.id === id)!;
}

const run = (text: string, q: QuestionnaireAnswers) => runPlanChecks(parsePlan(text, lookup), q, { exercises: lookup, injuries: INJURIES });

describe("plan checks: fit", () => {
  const q = profile("short-2x30"); // 2× up to 30 min, dumbbells and kettlebells
  const good = planText({ 1: DB_SESSION, 4: DB_SESSION });

  it("pass a plan that fits 2 × 30 minutes", () => {
    const r = run(good, q);
    expect(r.map((x) => x.id)).toEqual([...CHECK_IDS]);
    expect(r.filter((x) => !x.passed).map((x) => `${x.id}: ${x.reason}`)).toEqual([]);
    expect(checksPassed(r)).toBe(true);
    expect(check(r, "session_time").details!.sessions).toContainEqual({ day: 1, minutes: 25 });
  });

  it("fail a plan for the wrong frequency (negative control)", () => {
    const r = check(run(planText({ 1: DB_SESSION, 2: DB_SESSION, 4: DB_SESSION, 6: DB_SESSION }), q), "training_days");
    expect(r.passed).toBe(false);
    expect(r.reason).toBe("Trainingstage je Woche 4 und 4, gebucht sind 2.");
  });

  it("fail a plan for the wrong duration (negative control): 60–90 minutes against up to 30", () => {
    const long: DaySpec = { rows: DB_SESSION.rows.map(([n, , reps, w, ]) => [n, 5, reps, w, "2-3 min"] as Row) };
    const r = check(run(planText({ 1: long, 4: long }), q), "session_time");
    expect(r.passed).toBe(false);
    expect(r.reason).toMatch(/^Außerhalb des gebuchten Rahmens 20–30 min: Tag 1 ≈ \d+ min/);
    // …and a 4× 60–90-minute plan against the 2× ≤ 30-minute questionnaire fails both.
    const both = run(planText({ 1: long, 2: long, 4: long, 6: long }), q);
    expect(check(both, "training_days").passed).toBe(false);
    expect(check(both, "session_time").passed).toBe(false);
  });

  it("fail too few weekly sets for a muscle group (2 sets of chest a week)", () => {
    const thin: DaySpec = { rows: [["Goblet Squat mit Kurzhantel", 2, "8-12", "16 kg", "75 s"], ["Bankdrücken mit Kurzhanteln", 1, "8-12", "2×12 kg", "75 s"], ["Einarmiges Kurzhantelrudern", 2, "8-12", "14 kg", "60 s"], ["Hip Thrust mit Kurzhantel", 2, "10-12", "20 kg", "60 s"]] };
    const r = check(run(planText({ 1: thin, 4: thin }), q), "weekly_sets");
    expect(r.passed).toBe(false);
    expect(r.reason).toContain("Woche 1 Brust 2 (mind. 4)");
  });

  it("fail core filler: more core sets than the bound", () => {
    const coreHeavy: DaySpec = { rows: [...DB_SESSION.rows.slice(0, 3), ["Unterarmstütz", 4, "30 s", "Körpergewicht", "30 s"], ["Dead Bug", 4, "10", "Körpergewicht", "30 s"]] };
    const r = check(run(planText({ 1: coreHeavy, 4: coreHeavy }), q), "core_volume");
    expect(r.passed).toBe(false);
    expect(r.reason).toMatch(/Woche 1 16 \(höchstens \d+\)/);
  });

  it("hold core to what two conditions require, not below it: pelvic floor and trunk stability in a short week", () => {
    // Pregnancy and a disc herniation: 4 + 4 core sets a week are required (condition_includes), so
    // the core bound is 8 even where a quarter of the week's sets would be 4 — and 10 still fails.
    const qc = { ...q, health_restrictions: "schwanger (2. Trimester), Bandscheibenvorfall L5" };
    const session = (extra: number): DaySpec => ({
      rows: [...DB_SESSION.rows, ["Beckenbodentraining im Sitzen", 2, "10", "Körpergewicht", "45 s"], ["Pallof-Press mit Band", 2 + extra, "10-15", "leicht", "45 s"]],
    });
    expect(check(run(planText({ 1: session(0), 4: session(0) }), qc), "core_volume").passed).toBe(true);
    const over = check(run(planText({ 1: session(1), 4: session(1) }), qc), "core_volume");
    expect(over.passed).toBe(false);
    expect(over.reason).toBe("Zu viele Rumpfsätze: Woche 1 10 (höchstens 8), Woche 2 10 (höchstens 8).");
  });

  it("judge an English or unknown exercise name by keywords when the database does not know it", () => {
    const unknown: DaySpec = { rows: [["Front Squat Variation X", 3, "8", "40 kg", "90 s"], ["Incline Bench Press Y", 3, "8", "30 kg", "90 s"], ["Seal Row Z", 3, "8", "30 kg", "90 s"], ["Hip Thrust Q", 3, "8", "60 kg", "90 s"]] };
    const r = runPlanChecks(parsePlan(planText({ 1: unknown, 4: unknown })), profile("short-2x30"));
    expect(check(r, "weekly_sets").details!.weeks).toContainEqual(expect.objectContaining({ week: 1, sets: expect.objectContaining({ quadriceps: 6, chest: 6, back: 6, glutes: 9 }) }));
  });

  it("count rotator-cuff work (external rotation, not in the database) for the shoulder only, not the triceps", () => {
    const cuff: DaySpec = { rows: [...DB_SESSION.rows, ["Außenrotation in Seitenlage", 3, "12-15", "1 kg", "45 s"]] };
    const week1 = (s: DaySpec) =>
      (check(runPlanChecks(parsePlan(planText({ 1: s, 4: s })), profile("short-2x30")), "weekly_sets").details!.weeks as { sets: Record<string, number> }[])[0]!.sets;
    expect(week1(cuff).shoulders).toBe(week1(DB_SESSION).shoulders! + 6);
    expect(week1(cuff).triceps).toBe(week1(DB_SESSION).triceps);
  });
});

describe("plan checks: safety", () => {
  it("fail a contraindicated exercise in a warm-up (negative control): rope skipping with an irritated Achilles tendon", () => {
    const q = profile("achilles-irritated");
    const s: DaySpec = { warmUps: ["3 Minuten Seilspringen", "Armkreisen"], rows: DB_SESSION.rows };
    const r = check(run(planText({ 1: s, 3: s, 5: s }), q), "contraindications");
    expect(r.passed).toBe(false);
    expect(r.details!.found).toContainEqual(expect.objectContaining({ day: 1, where: "Aufwärmen", item: "3 Minuten Seilspringen" }));
  });

  it("fail sauna on a rest day and shoulder taps in pregnancy; require pelvic-floor work", () => {
    const q = profile("pregnant-week-20");
    const s: DaySpec = { rows: [...DB_SESSION.rows, ["Liegestützposition mit Schulterantippen", 2, "10", "Körpergewicht", "45 s"]] };
    const r = run(planText({ 1: s, 3: s, 5: s }, ["Warmes Bad oder Sauna, 15 Minuten"]), q);
    const found = check(r, "contraindications").details!.found as { where: string; item: string }[];
    expect(found).toContainEqual(expect.objectContaining({ where: "Ruhetag", item: "Warmes Bad oder Sauna, 15 Minuten" }));
    expect(found).toContainEqual(expect.objectContaining({ where: "Übung", item: "Liegestützposition mit Schulterantippen" }));
    const inc = check(r, "condition_includes");
    expect(inc.passed).toBe(false);
    expect(inc.reason).toMatch(/Beckenboden/);
  });

  it("use the database's stress tags: a front squat for back pain (its name alone says nothing)", () => {
    const q = profile("back-pain");
    const s: DaySpec = { rows: [["Frontkniebeuge mit Langhantel", 3, "8-10", "40 kg", "90 s"], ...DB_SESSION.rows.slice(1)] };
    const text = planText({ 1: s, 3: s, 5: s });
    const r = check(run(text, q), "contraindications");
    expect(r.passed).toBe(false);
    expect(r.details!.found).toContainEqual(expect.objectContaining({ item: "Frontkniebeuge mit Langhantel", because: "spinal_load" }));
    const nameOnly = check(runPlanChecks(parsePlan(text), q), "contraindications").details!.found as { item: string }[];
    expect(nameOnly.map((f) => f.item)).not.toContain("Frontkniebeuge mit Langhantel");
  });

  it("require the breathing cue on every exercise for high blood pressure", () => {
    const q = profile("hypertension-machines-3x60");
    const cue = "gleichmäßig atmen, beim Drücken ausatmen, keine Pressatmung";
    const rows = (notes: string): Row[] => [["Beinpresse", 3, "10-12", "60 kg", "90 s", notes], ["Brustpresse", 3, "10-12", "30 kg", "90 s", notes], ["Latzug", 3, "10-12", "35 kg", "90 s", notes], ["Rudern am Kabel", 3, "10-12", "30 kg", "90 s", notes]];
    const without = check(run(planText({ 1: { rows: rows("RIR 2") }, 3: { rows: rows("RIR 2") }, 5: { rows: rows("RIR 2") } }), q), "condition_includes");
    expect(without.passed).toBe(false);
    expect(without.reason).toMatch(/Pressatmung.*fehlt bei 24 von 24/);
    const withCue = check(run(planText({ 1: { rows: rows(`RIR 2, ${cue}`) }, 3: { rows: rows(`RIR 2, ${cue}`) }, 5: { rows: rows(`RIR 2, ${cue}`) } }), q), "condition_includes");
    expect(withCue.passed).toBe(true);
    expect(notesCarryCue("Beim Drücken ausatmen!", cue)).toBe(true);
    expect(notesCarryCue("RIR 2", cue)).toBe(false);
  });
});

describe("plan checks and gates judge text, not its writer", () => {
  it("a loaded exercise for a customer with no equipment fails the gates (negative control): Kreuzheben 80 kg", () => {
    const q = profile("home-beginner-no-equipment");
    const s: DaySpec = { rows: [["Kniebeuge mit Körpergewicht", 3, "10-15", "Körpergewicht", "60 s"], ["Liegestütze", 3, "8-12", "Körpergewicht", "60 s"], ["Kreuzheben", 3, "5", "80 kg", "2 min"], ["Unterarmstütz", 2, "30 s", "Körpergewicht", "30 s"]] };
    const text = planText({ 1: s, 3: s, 5: s });
    // With and without the exercise database: the weight alone says something loadable is needed.
    for (const opts of [undefined, { exercises: lookup }]) {
      const ind = runQualityGates(parsePlan(text, opts?.exercises), q, opts).find((g) => g.id === "individualization")!;
      expect(ind.passed).toBe(false);
      expect((ind.details!.missingEquipment as { exercise: string }[]).map((m) => m.exercise).join(" ")).toMatch(/Kreuzheben/);
    }
  });

  it("parallel bars are apparatus: 'Dips am Barren' (bodyweight in the database) fails for a customer at home without equipment, passes with a gym or rings", () => {
    const s: DaySpec = { rows: [["Kniebeuge mit Körpergewicht", 3, "10-15", "Körpergewicht", "60 s"], ["Dips am Barren", 3, "8-12", "Körpergewicht", "90 s"], ["Hüftheben", 3, "12", "Körpergewicht", "60 s"], ["Unterarmstütz", 2, "30 s", "Körpergewicht", "30 s"]] };
    const text = planText({ 1: s, 3: s, 5: s });
    const home = profile("home-beginner-no-equipment");
    for (const opts of [undefined, { exercises: lookup }]) {
      const ind = runQualityGates(parsePlan(text, opts?.exercises), home, opts).find((g) => g.id === "individualization")!;
      expect(ind.passed).toBe(false);
      expect(ind.details!.missingEquipment).toContainEqual({ exercise: "Dips am Barren", needs: "machines | rings" });
    }
    for (const equipment of [["machines"], ["rings"]] as const) {
      const q = { ...home, equipment: [...equipment] };
      const ind = runQualityGates(parsePlan(text, lookup), q, { exercises: lookup }).find((g) => g.id === "individualization")!;
      expect(ind.details!.missingEquipment).toEqual([]);
    }
  });

  it("equipment in a warm-up counts: a rowing machine for a customer without one", () => {
    const q = profile("home-beginner-no-equipment");
    const s: DaySpec = { warmUps: ["5 Minuten Rudergerät", "Armkreisen"], rows: [["Kniebeuge mit Körpergewicht", 3, "10-15", "Körpergewicht", "60 s"], ["Liegestütze", 3, "8-12", "Körpergewicht", "60 s"], ["Hüftheben", 3, "12", "Körpergewicht", "60 s"], ["Unterarmstütz", 2, "30 s", "Körpergewicht", "30 s"]] };
    const ind = runQualityGates(parsePlan(planText({ 1: s, 3: s, 5: s })), q).find((g) => g.id === "individualization")!;
    expect(ind.passed).toBe(false);
    expect(ind.details!.missingEquipment).toContainEqual({ exercise: "Aufwärmen: 5 Minuten Rudergerät", needs: "ergometer" });
  });
});
