import type { LoggedSet } from "~/domain/training/logged-set";
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import type { ExerciseRecord } from "~/domain/exercises/types";
import { apparatusRequirements } from "~/domain/exercises/apparatus";
import {
  EQUIPMENT,
  SESSION_DURATIONS,
  TRAINING_FREQUENCIES,
  type Equipment,
  type QuestionnaireAnswers,
} from "~/domain/questionnaire/options";
import { SESSION_WINDOWS, estimateSession } from "~/domain/coaching/fit";
import { CONDITION_RULES, safetyProfile, satisfiesInclusion } from "~/domain/coaching/safety";
import { fold as normalizeText } from "~/domain/coaching/text";
import { FIXTURE_EXERCISES, FIXTURE_INJURIES, fixtureQuestionnaire } from "./generator.fixture";
import {
  FALLBACK_CARDIO,
  feedbackReaction,
  generatePlan,
  matchInjuryRecords,
  parseWeightCell,
  readPlanRows,
  type GeneratedPlan,
  type PreviousPlanInput,
} from "./generator";
import { periodizationVariation } from "./gates";
import { createExerciseLookup } from "./match";
import { parsePlan } from "./parser";
import { REST_DAY_SECTIONS } from "./types";

const KNEE_QUADS = CONDITION_RULES.find((r) => r.id === "knee")!.include![0]!;

const gen = (over: Partial<QuestionnaireAnswers> = {}, exercises: ExerciseRecord[] = FIXTURE_EXERCISES): GeneratedPlan =>
  generatePlan({ questionnaire: fixtureQuestionnaire(over), exercises, injuries: FIXTURE_INJURIES });

const byName = (list: ExerciseRecord[]) => new Map(list.map((e) => [normalizeText(e.name), e] as const));

interface TextDay {
  day: number;
  title: string;
  body: string[];
}

/** Splits the plan text into its day blocks (independent of the generator's summary). */
function textDays(text: string): TextDay[] {
  const out: TextDay[] = [];
  let cur: TextDay | null = null;
  for (const line of text.split("\n")) {
    if (/^## Hinweise zur Progression/.test(line)) break;
    const m = /^## Tag (\d+) – (.+)$/.exec(line);
    if (m) {
      cur = { day: Number(m[1]), title: m[2]!, body: [] };
      out.push(cur);
    } else if (cur) cur.body.push(line);
  }
  return out;
}

function restSections(d: TextDay): Map<string, string[]> {
  const map = new Map<string, string[]>();
  let cur: string | null = null;
  for (const l of d.body) {
    const h = /^### (.+)$/.exec(l);
    if (h) {
      cur = h[1]!;
      map.set(cur, []);
    } else if (cur && l.startsWith("- ")) map.get(cur)!.push(l.slice(2));
  }
  return map;
}

function assertEquipment(plan: GeneratedPlan, exercises: ExerciseRecord[], available: Equipment[]) {
  const db = byName(exercises);
  const allowed = new Set<Equipment>(available.filter((e) => e !== "none"));
  for (const row of readPlanRows(plan.text)) {
    const rec = normalizeText(row.name) === normalizeText(FALLBACK_CARDIO.name) ? FALLBACK_CARDIO : db.get(normalizeText(row.name));
    expect(rec, `${row.name} is an exercise of the database`).toBeDefined();
    for (const e of rec!.equipmentNeeded) {
      expect(allowed.has(e) || e === "none", `${row.name} needs ${e}, available: ${available.join(",")}`).toBe(true);
    }
    for (const req of apparatusRequirements(row.name)) {
      expect(req.some((e) => allowed.has(e)), `${row.name} needs ${req.join(" or ")}, available: ${available.join(",")}`).toBe(true);
    }
  }
}

describe("generatePlan: basics", () => {
  it("is deterministic for the same input", () => {
    const a = gen();
    const b = gen();
    expect(a.text).toBe(b.text);
    expect(a.summary).toEqual(b.summary);
  });

  it("writes the canonical format: title, Tag 1 … Tag 14, tables with the six columns, tail", () => {
    const { text } = gen();
    expect(text.startsWith("# Ihr 2-Wochen-Trainingsplan\n")).toBe(true);
    expect(textDays(text).map((d) => d.day)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(text).toContain("| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |");
    expect(text.trimEnd().split("\n").some((l) => l === "## Hinweise zur Progression")).toBe(true);
    expect(text.indexOf("## Hinweise zur Progression")).toBeGreaterThan(text.indexOf("## Tag 14"));
    // Every table row has six cells.
    for (const line of text.split("\n").filter((l) => l.startsWith("| "))) {
      expect(line.split("|").length - 2).toBe(6);
    }
  });

  it("does not use Math.random or the clock", () => {
    const rnd = Math.random;
    const now = Date.now;
    Math.random = () => {
      throw new Error("Math.random used");
    };
    Date.now = () => {
      throw new Error("Date.now used");
    };
    try {
      expect(() => gen({ main_goals: ["weight_loss", "health"] })).not.toThrow();
    } finally {
      Math.random = rnd;
      Date.now = now;
    }
  });

  it("never repeats an exercise within a session and orders main lifts before core and cardio", () => {
    for (const f of TRAINING_FREQUENCIES) {
      const plan = gen({ training_frequency: f, session_duration: "90_120", main_goals: ["weight_loss"] });
      for (const d of plan.summary.days.filter((x) => !x.isRestDay)) {
        const names = d.exercises.map((e) => normalizeText(e.name));
        expect(new Set(names).size, `Tag ${d.day}`).toBe(names.length);
        const order = { main: 0, secondary: 1, accessory: 2, carry: 3, core: 4, cardio: 5 } as const;
        const ranks = d.exercises.map((e) => order[e.role]);
        expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
      }
    }
  });

  it("writes parseable weights: kg numbers for loads, Körpergewicht for bodyweight, – for cardio", () => {
    const plan = gen({ main_goals: ["weight_loss"], equipment: ["barbell", "dumbbells", "ergometer", "resistance_bands"] });
    const db = byName(FIXTURE_EXERCISES);
    for (const r of readPlanRows(plan.text)) {
      const rec = db.get(normalizeText(r.name))!;
      if (rec.movementPattern === "cardio") {
        expect(r.weightText).toBe("–");
        expect(r.sets).toBe(1);
        expect(r.reps).toMatch(/^\d+ Minuten$/);
      } else if (rec.equipmentNeeded.includes("barbell") && rec.movementPattern !== "core") {
        expect(r.weightText).toMatch(/^\d+(,\d+)? kg$/);
        expect(r.weight).toBeGreaterThanOrEqual(20);
      } else if (rec.equipmentNeeded.includes("dumbbells")) {
        expect(r.weightText).toMatch(/^(2×)?\d+(,\d+)? kg$/);
        expect(r.weight).toBeGreaterThan(0);
      } else if (rec.equipmentNeeded.length === 0) {
        expect(r.weightText).toBe("Körpergewicht");
        expect(r.weight).toBe(0);
      }
    }
    expect(parseWeightCell("2×12,5 kg")).toBe(12.5);
    expect(parseWeightCell("mittleres Band")).toBe(0);
  });
});

describe("generatePlan: form of address", () => {
  it("addresses the customer with 'Sie' throughout, never 'du' (issue 12 item 14)", () => {
    const du = /\b(?:du|dich|dir|dein|deine|deinen|deinem|deiner|deines|kannst|notiere|achte|steigere|erreichst)\b/i;
    for (const over of [
      { main_goals: ["weight_loss" as const], other_sport: true, other_sport_details: "Fußball", personal_wishes: "mehr Kraft", training_preferences: "Kurzhanteln" },
      { health_restrictions: "Knieschmerzen", exercise_dislikes: "Burpees" },
      { training_frequency: "7x_plus" as const },
    ]) {
      const plan = gen(over);
      const first = plan.text.split("\n").find((l) => du.test(l));
      expect(first).toBeUndefined();
      const next = followUp(fixtureQuestionnaire(over), plan, { planFeedback: "zu schwer, müde" });
      expect(next.text.split("\n").find((l) => du.test(l))).toBeUndefined();
    }
  });
});

describe("generatePlan: equipment", () => {
  for (const code of EQUIPMENT) {
    it(`uses only exercises possible with '${code}' (fixture and seeded catalog)`, () => {
      for (const db of [FIXTURE_EXERCISES, EXERCISES]) {
        for (const goal of ["muscle_building", "weight_loss", "health"] as const) {
          const plan = gen({ equipment: [code], main_goals: [goal], session_duration: "90_120", training_frequency: "6x" }, db);
          assertEquipment(plan, db, [code]);
          for (const d of plan.summary.days.filter((x) => !x.isRestDay)) {
            expect(d.exercises.length).toBeGreaterThanOrEqual(4);
            expect(d.exercises.length).toBeLessThanOrEqual(8);
          }
        }
      }
    });
  }

  it("uses only the available equipment for every combination of two codes (seeded catalog)", { timeout: 60_000 }, () => {
    for (const a of EQUIPMENT) {
      for (const b of EQUIPMENT) {
        if (a >= b) continue;
        const plan = gen({ equipment: [a, b], training_frequency: "4x", session_duration: "60_90" }, EXERCISES);
        assertEquipment(plan, EXERCISES, [a, b]);
      }
    }
  });

  it("never prescribes parallel-bar dips (bodyweight, but a gym's apparatus) without a gym or rings", () => {
    for (let seed = 0; seed < 12; seed++) {
      const plan = gen({ equipment: ["none"], main_goals: ["muscle_building"], training_frequency: "4x", personal_wishes: `Dips bitte, Variante ${seed}` }, EXERCISES);
      assertEquipment(plan, EXERCISES, []);
      expect(plan.text).not.toMatch(/Barren/);
    }
  });

  it("treats an empty list and 'none' as a full bodyweight plan", () => {
    for (const eq of [[], ["none"]] as Equipment[][]) {
      const plan = gen({ equipment: eq });
      expect(plan.summary.bodyweightOnly).toBe(true);
      assertEquipment(plan, FIXTURE_EXERCISES, []);
    }
  });

  it("uses the available equipment when there is some", () => {
    const plan = gen({ equipment: ["barbell"], main_goals: ["performance"], training_level: "advanced" });
    const db = byName(FIXTURE_EXERCISES);
    const withBar = readPlanRows(plan.text).filter((r) => db.get(normalizeText(r.name))!.equipmentNeeded.includes("barbell"));
    expect(withBar.length).toBeGreaterThan(0);
  });
});

describe("generatePlan: schedule and volume", () => {
  const expectedDays: Record<string, number> = { "1x": 1, "2x": 2, "3x": 3, "4x": 4, "5x": 5, "6x": 6, "7x_plus": 6 };
  for (const f of TRAINING_FREQUENCIES) {
    it(`training_frequency ${f} → ${expectedDays[f]} training days per week and ≥ 1 rest day`, () => {
      const plan = gen({ training_frequency: f });
      const days = textDays(plan.text);
      for (const week of [0, 1]) {
        const wk = days.slice(week * 7, week * 7 + 7);
        const training = wk.filter((d) => !/Ruhetag/.test(d.title));
        expect(training.length).toBe(expectedDays[f]);
        expect(wk.length - training.length).toBeGreaterThanOrEqual(1);
      }
      expect(plan.summary.trainingDaysPerWeek).toBe(expectedDays[f]);
    });
  }

  it("spreads 3 sessions over Tag 1, 3, 5 with rest days in between", () => {
    const plan = gen({ training_frequency: "3x" });
    expect(plan.summary.trainingDays).toEqual([1, 3, 5, 8, 10, 12]);
    expect(plan.summary.split).toContain("Ganzkörper");
  });

  it("chooses the split by frequency", () => {
    expect(gen({ training_frequency: "2x" }).summary.sessionTitles).toEqual(["Ganzkörper A", "Ganzkörper B"]);
    expect(gen({ training_frequency: "4x" }).summary.sessionTitles).toEqual(["Oberkörper A", "Unterkörper A", "Oberkörper B", "Unterkörper B"]);
    expect(gen({ training_frequency: "6x" }).summary.split).toContain("Push/Pull/Beine");
  });

  it("marks the 7th day of 7x_plus as an active-recovery rest day", () => {
    const days = textDays(gen({ training_frequency: "7x_plus" }).text);
    expect(days[6]!.title).toMatch(/^Ruhetag – aktive Erholung$/);
    expect(days[13]!.title).toMatch(/^Ruhetag/);
  });

  for (const dur of SESSION_DURATIONS) {
    it(`session_duration ${dur} → 4–8 exercises, 2–4 warm-ups and an estimated duration inside the booked window`, () => {
      for (const goal of ["muscle_building", "weight_loss"] as const) {
        const plan = gen({ session_duration: dur, main_goals: [goal], training_frequency: "4x" });
        for (const d of plan.summary.days.filter((x) => !x.isRestDay)) {
          expect(d.exercises.length).toBeGreaterThanOrEqual(4);
          expect(d.exercises.length).toBeLessThanOrEqual(8);
          expect(d.warmUp.length).toBeGreaterThanOrEqual(2);
          expect(d.warmUp.length).toBeLessThanOrEqual(4);
          const minutes = estimateSession({
            warmUpActivities: d.warmUp,
            exercises: d.exercises.map((e) => ({ ...e, cardio: e.role === "cardio" })),
          }).minutes;
          expect(minutes, `Tag ${d.day}`).toBeGreaterThanOrEqual(SESSION_WINDOWS[dur].min);
          expect(minutes, `Tag ${d.day}`).toBeLessThanOrEqual(SESSION_WINDOWS[dur].max);
        }
      }
    });
  }

  it("sets, rep ranges and RIR follow level, intensity and goal", () => {
    const beginner = gen({ training_level: "beginner", training_intensity: "gentle" });
    expect(beginner.summary.setsPerExercise).toBe(2);
    expect(beginner.summary.rir).toBe("RIR 3");
    expect(beginner.text).toContain("Technik vor Gewicht");
    const advanced = gen({ training_level: "advanced", training_intensity: "intense", main_goals: ["performance"] });
    expect(advanced.summary.setsPerExercise).toBe(4);
    expect(advanced.summary.rir).toBe("RIR 1–2");
    expect(advanced.summary.compoundRepRange).toBe("4-6");
    expect(gen({ main_goals: ["muscle_building"] }).summary.compoundRepRange).toBe("8-12");
    expect(gen({ main_goals: ["weight_loss"] }).summary.compoundRepRange).toBe("12-15");
    for (const r of readPlanRows(advanced.text)) {
      expect(r.sets).toBeGreaterThanOrEqual(1);
      expect(r.sets).toBeLessThanOrEqual(4);
    }
  });

  it("adds a cardio finisher for weight loss and general fitness", () => {
    for (const goal of ["weight_loss", "general_fitness"] as const) {
      const plan = gen({ main_goals: [goal], equipment: ["dumbbells", "ergometer"] });
      expect(plan.summary.cardioFinisher).toBe(true);
      for (const d of plan.summary.days.filter((x) => !x.isRestDay)) {
        const last = d.exercises[d.exercises.length - 1]!;
        expect(last.pattern).toBe("cardio");
        expect(last.sets).toBe(1);
        expect(last.reps).toMatch(/Minuten$/);
      }
    }
  });

  it("adds #stabilisation work for health and injury prevention", () => {
    for (const goal of ["health", "injury_prevention"] as const) {
      const plan = gen({ main_goals: [goal], session_duration: "upto_30" });
      for (const d of plan.summary.days.filter((x) => !x.isRestDay)) {
        expect(d.exercises.some((e) => e.notes.startsWith("#stabilisation"))).toBe(true);
      }
    }
  });

  it("keeps push and pull balanced over the week", () => {
    for (const f of TRAINING_FREQUENCIES) {
      const plan = gen({ training_frequency: f, session_duration: "60_90" });
      const week1 = plan.summary.days.filter((d) => d.day <= 7).flatMap((d) => d.exercises);
      const push = week1.filter((e) => e.pattern === "push_horizontal" || e.pattern === "push_vertical").length;
      const pull = week1.filter((e) => e.pattern === "pull_horizontal" || e.pattern === "pull_vertical").length;
      expect(Math.abs(push - pull), `${f}: push ${push} pull ${pull}`).toBeLessThanOrEqual(Math.max(1, Math.ceil(push * 0.34)));
    }
  });
});

describe("generatePlan: week 2 and rest days", () => {
  it("progresses week 2 by a stated rule: ≥ 60 % of week 1 comes back and ≥ 20 % of the slots progress", { timeout: 60_000 }, () => {
    const lookup = createExerciseLookup(FIXTURE_EXERCISES);
    for (const f of TRAINING_FREQUENCIES) {
      for (const dur of SESSION_DURATIONS) {
        for (const eq of [["none"], ["dumbbells"], ["barbell", "machines"]] as Equipment[][]) {
          const plan = gen({ training_frequency: f, session_duration: dur, equipment: eq });
          const v = periodizationVariation(parsePlan(plan.text, lookup));
          expect(v.continuity, `${f} ${dur} ${eq}`).toBeGreaterThanOrEqual(0.6);
          expect(v.variation, `${f} ${dur} ${eq}`).toBeGreaterThanOrEqual(0.2);
          for (const d of plan.summary.days.filter((x) => !x.isRestDay && x.day > 7)) {
            const w1 = new Set(plan.summary.days.find((x) => x.day === d.day - 7)?.exercises.map((e) => e.name));
            for (const e of d.exercises.filter((x) => x.role !== "cardio" && w1.has(x.name))) expect(e.notes, `${e.name} Tag ${d.day}`).toMatch(/Woche 2: /);
          }
        }
      }
    }
  });

  it("writes rest days with exactly the four sections, each with 1–3 bullets", () => {
    for (const f of TRAINING_FREQUENCIES) {
      const plan = gen({ training_frequency: f, daily_activity: "sitting", main_goals: ["weight_loss"], health_restrictions: "Knie" });
      const rest = textDays(plan.text).filter((d) => /Ruhetag/.test(d.title));
      expect(rest.length).toBeGreaterThanOrEqual(2);
      for (const d of rest) {
        const s = restSections(d);
        expect([...s.keys()]).toEqual([...REST_DAY_SECTIONS]);
        for (const [title, items] of s) {
          expect(items.length, `${title} Tag ${d.day}`).toBeGreaterThanOrEqual(1);
          expect(items.length, `${title} Tag ${d.day}`).toBeLessThanOrEqual(3);
        }
        expect(d.body.some((l) => l.startsWith("|"))).toBe(false);
      }
    }
  });
});

describe("generatePlan: injuries and dislikes", () => {
  it("matches injury keywords in compounds and treats any mention conservatively", () => {
    expect(matchInjuryRecords("Seit Jahren Knieschmerzen links", FIXTURE_INJURIES).map((i) => i.name)).toEqual(["Knieschmerzen"]);
    expect(matchInjuryRecords("Bandscheibenvorfall L5 und Schulter-Impingement", FIXTURE_INJURIES).map((i) => i.name)).toEqual([
      "Rückenschmerzen (unterer Rücken)",
      "Schulterprobleme",
    ]);
    // A mention is not a diagnosis: "keine Knieprobleme mehr" still gets the knee-friendly plan.
    expect(matchInjuryRecords("keine Knieprobleme mehr", FIXTURE_INJURIES).map((i) => i.name)).toEqual(["Knieschmerzen"]);
    expect(matchInjuryRecords("Oberschenkel ok, Schulterschmerzen rechts", FIXTURE_INJURIES).map((i) => i.name)).toEqual(["Schulterprobleme"]);
    expect(matchInjuryRecords("Keine", FIXTURE_INJURIES)).toEqual([]);
    expect(matchInjuryRecords(null, FIXTURE_INJURIES)).toEqual([]);
  });

  it("excludes exercises named by or tagged for a matched injury and substitutes them", () => {
    const plan = gen({ health_restrictions: "Ich habe Knieschmerzen und leichten Bluthochdruck", equipment: ["barbell", "dumbbells", "machines"] });
    const db = byName(FIXTURE_EXERCISES);
    const safety = safetyProfile({ age: 34, healthText: "Ich habe Knieschmerzen und leichten Bluthochdruck" }, FIXTURE_INJURIES);
    expect(plan.summary.matchedInjuries).toEqual(["Knieschmerzen", "Bluthochdruck"]);
    for (const r of readPlanRows(plan.text)) {
      const rec = db.get(normalizeText(r.name))!;
      // Knee-loading exercises only as knee-friendly quadriceps work (the therapy), nothing the safety module forbids.
      expect(rec.stressTags.some((t) => ["high_impact", "valsalva", "inversion"].includes(t)), r.name).toBe(false);
      if (rec.stressTags.includes("knee")) expect(satisfiesInclusion(rec.name, KNEE_QUADS), r.name).toBe(true);
      expect(safety.exerciseViolation(rec), r.name).toBeNull();
      expect(["Sprungkniebeuge", "Bulgarische Kniebeuge"]).not.toContain(rec.name);
    }
    expect(plan.summary.excluded.some((e) => e.startsWith("Kniebeuge mit Langhantel – mit Rücksicht auf Knieschmerzen"))).toBe(true);
    expect(plan.summary.substitutions.length).toBeGreaterThan(0);
    // A first plan names no exercise the customer never had ("Ersatz für X", coach review round 2):
    // the health line names the condition instead.
    expect(plan.text).not.toMatch(/Ersatz für /);
    // (in the customer's words, decision 0103)
    expect(plan.text).toContain("Angepasst an Knieschmerzen, leichten Bluthochdruck");
  });

  it("keeps every session full even when many exercises are excluded", () => {
    const plan = gen({
      health_restrictions: "Knie, Rücken und Schulter machen Probleme",
      equipment: ["none"],
      session_duration: "over_120",
      training_frequency: "6x",
    });
    const window = SESSION_WINDOWS.over_120;
    // Full means: the gates' 4–8 distinct exercises and the booked window, not 8 rows at any cost
    // (rows beyond the weekly set ranges and the core bound are taken out; a Zone-2 block fills the time).
    for (const d of plan.summary.days.filter((x) => !x.isRestDay)) {
      expect(d.exercises.length).toBeGreaterThanOrEqual(5);
      expect(d.exercises.length).toBeLessThanOrEqual(8);
      expect(new Set(d.exercises.map((e) => e.name)).size).toBe(d.exercises.length);
      const minutes = estimateSession({ warmUpActivities: d.warmUp, exercises: d.exercises.map((e) => ({ ...e, cardio: e.role === "cardio" })) }).minutes;
      expect(minutes, `Tag ${d.day}`).toBeGreaterThanOrEqual(window.min);
    }
  });

  it("splits the dislikes text into exercise words", () => {
    const words = (t: string | null) => gen({ exercise_dislikes: t }).summary.dislikedWords;
    expect(words("Burpees und Ausfallschritte, ich hasse Liegestütze")).toEqual(["Burpees", "Ausfallschritte", "Liegestütze"]);
    expect(words("keine")).toEqual([]);
    expect(words(null)).toEqual([]);
  });

  it("leaves out disliked exercises and substitutes them", () => {
    const plan = gen({ exercise_dislikes: "Liegestütze und Kniebeugen", equipment: ["none"] });
    for (const r of readPlanRows(plan.text)) {
      expect(normalizeText(r.name)).not.toContain("liegestutz");
      expect(normalizeText(r.name)).not.toContain("kniebeug");
    }
    expect(plan.summary.dislikedWords).toEqual(["Liegestütze", "Kniebeugen"]);
    expect(plan.summary.substitutions.some((s) => /Liegestütze/.test(s.original))).toBe(true);
    // The substitute is marked, but the disliked exercise is not named in the days.
    expect(plan.text).toContain("Ersatz nach Ihrem Wunsch");
    const days = plan.text.slice(0, plan.text.indexOf("## Hinweise zur Progression"));
    expect(normalizeText(days)).not.toMatch(/liegestutz|kniebeug/);
  });
});

// ───────────────────────────────────────────────────────────────────────────── follow-ups

function progressFrom(plan: GeneratedPlan, repsOf: (lo: number, hi: number) => number): LoggedSet[] {
  const out: LoggedSet[] = [];
  for (const d of plan.summary.days) {
    for (const e of d.exercises) {
      const nums = (e.reps.match(/\d+/g) ?? []).map(Number);
      const lo = nums[0] ?? 8;
      const hi = nums[nums.length - 1] ?? lo;
      for (let s = 1; s <= e.sets; s++) {
        out.push({
          day: d.day,
          exercise_name: e.name,
          exercise_order: d.exercises.indexOf(e),
          set_number: s,
          actual_reps: String(repsOf(lo, hi)),
          actual_weight: parseWeightCell(e.weight),
          completed: true,
        });
      }
    }
  }
  return out;
}

function followUp(q: QuestionnaireAnswers, plan: GeneratedPlan, over: Partial<PreviousPlanInput>): GeneratedPlan {
  return generatePlan({
    questionnaire: q,
    exercises: FIXTURE_EXERCISES,
    injuries: FIXTURE_INJURIES,
    previous: { sequenceNumber: 1, planText: plan.text, progress: [], dayFeedback: [], planFeedback: null, ...over },
  });
}

function weightsByName(text: string, days: number[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of readPlanRows(text)) if (days.includes(r.day) && !m.has(normalizeText(r.name))) m.set(normalizeText(r.name), r.weight);
  return m;
}

describe("generatePlan: follow-up plans", () => {
  const q = fixtureQuestionnaire({ equipment: ["barbell", "dumbbells", "machines", "pullup_bar"] });
  const first = generatePlan({ questionnaire: q, exercises: FIXTURE_EXERCISES, injuries: FIXTURE_INJURIES });

  it("raises the weight when every logged set reached the top of the range (double progression)", () => {
    const next = followUp(q, first, { progress: progressFrom(first, (_lo, hi) => hi) });
    expect(next.text.startsWith("# Ihr 2-Wochen-Trainingsplan (Plan 2)")).toBe(true);
    const before = weightsByName(first.text, [1, 3, 5]);
    const after = weightsByName(next.text, [1, 3, 5]);
    let kept = 0;
    for (const [name, w] of after) {
      const b = before.get(name);
      if (b === undefined || b === 0) continue;
      kept++;
      expect(w, name).toBeGreaterThan(b);
      // Increments by lift: legs and hips on barbell or machine +5 kg from 40 kg, everything else ≤ 2,5 kg.
      const rec = byName(FIXTURE_EXERCISES).get(name);
      const lowerHeavy = rec && ["squat", "hinge", "lunge", "calves"].includes(rec.movementPattern) && b >= 40 && /Langhantel|Maschine|Beinpresse/.test(rec.name);
      expect(w - b, name).toBeLessThanOrEqual(lowerHeavy ? 5 : 2.5);
    }
    expect(kept).toBeGreaterThanOrEqual(4);
    const inc = next.summary.progression.filter((d) => d.kind === "increase");
    expect(inc.length).toBeGreaterThan(0);
    const bench = inc.find((d) => d.exercise === "Bankdrücken mit Langhantel");
    if (bench) expect(bench.newWeight - bench.previousWeight).toBe(2.5);
    const squat = inc.find((d) => d.exercise === "Kniebeuge mit Langhantel");
    if (squat) expect(squat.newWeight - squat.previousWeight).toBe(squat.previousWeight >= 40 ? 5 : 2.5);
    for (const d of inc.filter((x) => /Kurzhantel/.test(x.exercise))) {
      expect(d.newWeight - d.previousWeight).toBeGreaterThanOrEqual(1);
      expect(d.newWeight - d.previousWeight).toBeLessThanOrEqual(2);
      expect((d.newWeight * 2) % 1).toBe(0);
    }
    expect(next.text).toMatch(/Progression: \+(2,5|5) kg/);
    expect(next.text.slice(next.text.indexOf("## Hinweise zur Progression"))).toMatch(/alle \d+ Sätze am oberen Ende → [\d,]+ kg \(vorher/);
  });

  it("keeps most main exercises and varies some", () => {
    const next = followUp(q, first, { progress: progressFrom(first, (_lo, hi) => hi) });
    const a = new Set(readPlanRows(first.text).map((r) => normalizeText(r.name)));
    const rows = readPlanRows(next.text).filter((r) => r.day <= 7);
    const kept = rows.filter((r) => a.has(normalizeText(r.name))).length;
    expect(kept / rows.length).toBeGreaterThanOrEqual(0.6);
    expect(kept).toBeLessThan(rows.length);
  });

  it("does not raise the weight when reps fell below the range", () => {
    const next = followUp(q, first, { progress: progressFrom(first, (lo) => lo - 2) });
    const before = weightsByName(first.text, [1, 3, 5, 8, 10, 12]);
    for (const [name, w] of weightsByName(next.text, [1, 3, 5])) {
      const b = before.get(name);
      if (b !== undefined) expect(w, name).toBeLessThanOrEqual(b);
    }
    expect(next.summary.progression.some((d) => d.kind === "reduce")).toBe(true);
    expect(next.summary.progression.every((d) => d.kind !== "increase")).toBe(true);
  });

  it("keeps the weight and aims for more reps when reps were inside the range", () => {
    const next = followUp(q, first, { progress: progressFrom(first, (lo) => lo + 1) });
    const before = weightsByName(first.text, [1, 3, 5, 8, 10, 12]);
    for (const [name, w] of weightsByName(next.text, [1, 3, 5])) {
      const b = before.get(name);
      if (b !== undefined) expect(w, name).toBe(b);
    }
    expect(next.summary.progression.filter((d) => d.loggedSets > 0).every((d) => d.kind === "keep_more_reps")).toBe(true);
  });

  it("progresses bodyweight exercises to a harder variation or more reps", () => {
    const bw = fixtureQuestionnaire({ equipment: ["none"], training_level: "beginner" });
    const p1 = generatePlan({ questionnaire: bw, exercises: FIXTURE_EXERCISES, injuries: FIXTURE_INJURIES });
    const next = followUp(bw, p1, { progress: progressFrom(p1, (_lo, hi) => hi) });
    const kinds = new Set(next.summary.progression.map((d) => d.kind));
    expect(kinds.has("harder_variation") || kinds.has("more_reps")).toBe(true);
    const harder = next.summary.progression.find((d) => d.kind === "harder_variation");
    if (harder) expect(next.text).toContain(harder.replacement!);
  });

  it("reduces volume and lengthens rest on 'zu schwer' / 'erschöpft' feedback", () => {
    const base = followUp(q, first, {});
    const next = followUp(q, first, { dayFeedback: [{ day: 3, text: "Das war zu schwer, ich bin total erschöpft." }] });
    expect(next.summary.feedbackReaction).toBe("reduce");
    const mainSets = (p: GeneratedPlan) => p.summary.days.flatMap((d) => d.exercises.filter((e) => e.role === "main").map((e) => e.sets));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(mainSets(next))).toBeLessThan(sum(mainSets(base)));
    expect(next.text).toContain("1 Satz weniger wegen Ihres Feedbacks");
    // What changed is said from the difference to the previous plan (explain.ts), not as a blanket rule.
    expect(next.text).toMatch(/Änderungen gegenüber Ihrem letzten Plan \(Woche 1\): .*Längere Pausen: .*\(Tag 3: /);
  });

  it("answers 'zu leicht' / 'langweilig' with more load or reps and variety, sets kept (coach review round 2)", () => {
    const next = followUp(q, first, { planFeedback: "Insgesamt zu leicht und etwas langweilig." });
    expect(next.summary.feedbackReaction).toBe("increase");
    expect(next.text).toContain("mehr Gewicht oder Wiederholungen wegen Ihres Feedbacks");
    expect(next.text).not.toContain("1 Satz mehr wegen Ihres Feedbacks");
    // The main lifts kept from the previous plan keep their sets.
    const prev = (day: number, name: string) => first.summary.days.find((d) => d.day === day)?.exercises.find((e) => e.name === name)?.sets;
    for (const d of next.summary.days.filter((x) => x.day <= 7)) {
      for (const e of d.exercises.filter((x) => x.role === "main" && prev(d.day, x.name) !== undefined)) expect(e.sets, `Tag ${d.day} ${e.name}`).toBe(prev(d.day, e.name));
    }
  });

  it("reads feedback signals with negations", () => {
    expect(feedbackReaction(["Nicht zu schwer, alles gut"]).reaction).toBe("none");
    expect(feedbackReaction(["Ich hatte Schmerzen im Knie"]).reaction).toBe("reduce");
    expect(feedbackReaction(["Ich will mehr Abwechslung"]).reaction).toBe("increase");
    expect(feedbackReaction(["Ich brauche mehr Pause"]).reaction).toBe("reduce");
    expect(feedbackReaction(["zu leicht", "müde"]).reaction).toBe("reduce");
  });

  it("reads pain word by word: 'Knie tut etwas weh' is knee pain, 'Bankdrücken' is no back pain", () => {
    expect(feedbackReaction(["Knie tut etwas weh"]).reaction).toBe("reduce");
    expect(feedbackReaction(["Bankdrücken lief richtig gut"]).reaction).toBe("none");
    expect(feedbackReaction(["Keine Schmerzen, alles gut"]).reaction).toBe("none");
    const knee = followUp(q, first, { dayFeedback: [{ day: 1, text: "Knie tut etwas weh." }] });
    // The built-in knee rule applies; a remark is no diagnosis from the injuries list (issue 23).
    expect(knee.text).toMatch(/Angepasst an Kniebeschwerden/);
    expect(knee.summary.matchedInjuries).toEqual([]);
    // Pain next to an exercise changes that exercise, not the whole plan.
    const shoulder = followUp(q, first, { dayFeedback: [{ day: 1, text: "Beim Bankdrücken schmerzt die Schulter." }] });
    expect(shoulder.summary.matchedInjuries).not.toContain("Rückenschmerzen (unterer Rücken)");
    expect(shoulder.summary.matchedInjuries).not.toContain("Schulterprobleme");
    expect(readPlanRows(shoulder.text).some((r) => r.name === "Bankdrücken mit Langhantel")).toBe(false);
    expect(shoulder.summary.excluded).toContain("Bankdrücken mit Langhantel – wegen Schmerzen bei dieser Übung laut Ihrem Feedback");
    // Back pain nowhere in the text: the squats and deadlifts stay.
    expect(shoulder.text).toMatch(/Kniebeuge|Kreuzheben/);
  });

  it("treats pain in the feedback like a health restriction", () => {
    const next = followUp(q, first, { dayFeedback: [{ day: 1, text: "Beim Training hatte ich Schmerzen im Knie" }] });
    expect(next.text).toMatch(/Angepasst an Kniebeschwerden/);
    const db = byName(FIXTURE_EXERCISES);
    for (const r of readPlanRows(next.text)) {
      const rec = db.get(normalizeText(r.name))!;
      if (rec.stressTags.includes("knee")) expect(satisfiesInclusion(rec.name, KNEE_QUADS), r.name).toBe(true);
    }
  });

  it("reads a previous plan written as a list by the AI service", () => {
    const text = [
      "# Plan",
      "## Tag 1 – Ganzkörper",
      "- Kniebeuge mit Langhantel: 3 Sätze à 8-10 Wdh., 40 kg, Pause 90 s",
      "## Tag 2 – Ruhetag",
    ].join("\n");
    const next = followUp(q, first, {
      planText: text,
      progress: [1, 2, 3].map((s) => ({ day: 1, exercise_name: "Kniebeuge mit Langhantel", exercise_order: 0, set_number: s, actual_reps: "10", actual_weight: 40, completed: true })),
    });
    const d = next.summary.progression.find((x) => x.exercise === "Kniebeuge mit Langhantel");
    expect(d?.kind).toBe("increase");
    // A barbell squat from 40 kg on goes up by 5 kg.
    expect(d?.newWeight).toBe(45);
  });
});

// The property test (generate → parsePlan → gates over 1000 random questionnaires) is a benchmark:
// `npm run bench:engine` runs it over the seeded catalog and the small fixture database.
