/**
 * Failure classes of the random bench (`npm run bench:engine`) that the generator's fit pass used to
 * produce, each with a questionnaire from the bench that failed before the fix and passes now.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { runPlanChecks } from "~/domain/plan/checks";
import { generatePlan } from "~/domain/plan/generator";
import { runQualityGates } from "~/domain/plan/gates";
import { createExerciseLookup } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import { WHOLE_WEEK_NOTE } from "./fit";
import { CIRCUIT_NOTE } from "./fit-time";

const lookup = createExerciseLookup(EXERCISES);

const base: QuestionnaireAnswers = {
  first_name: "Anna",
  last_name: "Muster",
  email: "kunde@example.com",
  age: 40,
  gender: "not_specified",
  main_goals: ["general_fitness"],
  other_sport: false,
  other_sport_details: null,
  training_intensity: "balanced",
  training_frequency: "3x",
  session_duration: "45_60",
  daily_activity: "mixed",
  training_level: "intermediate",
  current_training: "yes",
  training_experience: ["gym"],
  equipment: ["none"],
  health_restrictions: null,
  exercise_dislikes: null,
  training_preferences: null,
  personal_wishes: null,
};

/** Every gate and check for the questionnaire's generated plan; the failed ones with reasons. */
function failedFor(over: Partial<QuestionnaireAnswers>): string[] {
  const q = { ...base, ...over };
  const parsed = parsePlan(generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES }).text, lookup);
  return [...runQualityGates(parsed, q, { exercises: lookup, injuries: INJURIES }), ...runPlanChecks(parsed, q, { exercises: lookup, injuries: INJURIES })]
    .filter((r) => !r.passed)
    .map((r) => `${r.id}: ${r.reason}`);
}

describe("generator fit pass: failure classes of the random bench", () => {
  it("fills a long booking with little equipment to the window (bench #33: 7×, 90–120 min, barbell and ergometer, beginner)", () => {
    // Before: every set was capped by the weekly maximum, the Zone-2 block stopped at 45 min: ≈ 85–89 min.
    const failed = failedFor({
      age: 86, main_goals: ["injury_prevention", "specific_focus"], training_frequency: "7x_plus", session_duration: "90_120",
      training_level: "beginner", equipment: ["barbell", "ergometer"], exercise_dislikes: "Rudern",
      training_preferences: "draußen trainieren\nKurzhanteln", personal_wishes: "straffer Po, Haltung verbessern",
    });
    expect(failed).toEqual([]);
  });

  it("adds no row the volume pass takes out again, so the session does not end short (bench #810: 6×, over 120 min, dumbbells)", () => {
    // Before: a glute row was added for time, removed for volume, six rounds long: Tag 1 ≈ 116 min.
    const failed = failedFor({
      age: 15, main_goals: ["injury_prevention"], training_intensity: "gentle", training_frequency: "6x", session_duration: "over_120",
      training_level: "returning", training_experience: ["functional"], equipment: ["dumbbells"],
      health_restrictions: "leichte Knieprobleme und Rücken", personal_wishes: "mehr Kraft",
    });
    // (Its week 2 keeps 59 % of week 1's exercises, under the periodization gate's 60 %: a separate, known miss.)
    expect(failed.filter((f) => /^(session_time|weekly_sets|core_volume):/.test(f))).toEqual([]);
  });

  it("holds core to its bound when a back condition's trunk work meets the core slots (bench #818 and #87)", () => {
    // Before: every plank, dead bug and side plank counted as required: core 24 (at most 16) and 18 (at most 16).
    expect(failedFor({
      age: 87, main_goals: ["performance", "general_fitness"], training_intensity: "intense", training_frequency: "6x", session_duration: "over_120",
      training_experience: ["gym", "none"], equipment: ["cable_trx"], health_restrictions: "Rückenprobleme\nMeniskus links operiert",
      training_preferences: "Kettlebells",
    })).toEqual([]);
    expect(failedFor({
      age: 46, training_intensity: "intense", training_frequency: "6x", session_duration: "90_120", daily_activity: "active",
      current_training: "sporadic", training_experience: ["free_weights", "bodyweight"], equipment: ["kettlebells", "pullup_bar", "cable_trx", "none"],
      health_restrictions: "Rückenprobleme",
    })).toEqual([]);
  });

  it("reaches the knee-friendly quadriceps minimum in a once-a-week plan (bench #344 and #57)", () => {
    // Before: one row per session, 4 sets at most: 5 of 6 weekly sets. (Both sessions then hold 4 back sets
    // of their minimum 5: the booked window comes first — a known miss of weekly_sets.)
    expect(failedFor({
      age: 14, main_goals: ["health", "sport_support"], training_intensity: "gentle", training_frequency: "1x", session_duration: "30_45",
      training_level: "returning", current_training: "sporadic", training_experience: ["free_weights"], equipment: ["cable_trx"],
      health_restrictions: "Knieschmerzen", training_preferences: "Musik beim Training",
    }).filter((f) => !f.startsWith("weekly_sets:"))).toEqual([]);
    expect(failedFor({
      age: 79, main_goals: ["weight_loss", "performance"], other_sport: true, training_intensity: "gentle", training_frequency: "1x",
      current_training: "sporadic", training_experience: ["gym", "machines"], equipment: ["dumbbells", "ergometer", "resistance_bands", "cable_trx"],
      health_restrictions: "Meniskus links operiert und Bandscheibenvorfall L5", exercise_dislikes: "Kniebeugen und Ausfallschritte",
    }).filter((f) => !f.startsWith("weekly_sets:"))).toEqual([]);
  });

  it("reaches every group's weekly minimum in a once-a-week session (bench #112 and #6)", () => {
    // Before: the main squat stopped at 5 sets: quadriceps 5 (at least 6), glutes 4.5 (at least 6).
    expect(failedFor({
      age: 14, main_goals: ["weight_loss"], training_intensity: "intense", training_frequency: "1x", session_duration: "over_120",
      training_level: "advanced", training_experience: ["machines"], equipment: ["barbell", "pullup_bar"],
      health_restrictions: "keine\nRückenprobleme", training_preferences: "Kettlebells und Kurzhanteln",
    })).toEqual([]);
    expect(failedFor({
      age: 80, gender: "female", main_goals: ["performance"], training_frequency: "1x", session_duration: "over_120", current_training: "no",
      training_experience: ["free_weights", "bodyweight", "functional"], equipment: ["kettlebells", "machines", "ergometer", "pullup_bar", "cable_trx"],
      health_restrictions: "Knieschmerzen", personal_wishes: "stärkerer Rücken",
    })).toEqual([]);
  });

  it("fits the booked window after the last volume pass (bench #195: 1×, 45–60 min, advanced)", () => {
    // The extra set a once-a-week row may carry never pushes the session past the window.
    expect(failedFor({
      age: 41, main_goals: ["weight_loss", "sport_support"], training_frequency: "1x", session_duration: "45_60", training_level: "advanced",
      daily_activity: "active", current_training: "no", training_experience: ["free_weights"], equipment: ["machines", "sandbags", "pullup_bar", "rings"],
      exercise_dislikes: "Burpees", training_preferences: "Rumpftraining", personal_wishes: "Beweglichkeit",
    }).filter((f) => f.startsWith("session_time:"))).toEqual([]);
  });

  it("puts the breathing cue for high blood pressure on cardio rows, too (bench #189 and #299)", () => {
    // Before: "Bergsteiger" and "Marschieren auf der Stelle" as cardio rows carried no cue.
    expect(failedFor({
      age: 67, gender: "male", main_goals: ["performance", "injury_prevention", "sport_support", "general_fitness"], training_frequency: "4x",
      daily_activity: "sitting", current_training: "no", training_experience: ["machines"], equipment: ["sandbags", "resistance_bands"],
      health_restrictions: "Bluthochdruck",
    })).toEqual([]);
    expect(failedFor({
      age: 89, gender: "male", main_goals: ["weight_loss", "health"], training_frequency: "2x", session_duration: "30_45",
      training_level: "returning", current_training: "sporadic", training_experience: ["functional"], equipment: ["rings", "none"],
      health_restrictions: "Bluthochdruck und Tennisarm", training_preferences: "Ganzkörpertraining, Zirkeltraining", personal_wishes: "Haltung verbessern",
    })).toEqual([]);
  });

  it("reaches a group's minimum with a row that group leads, paid for inside the window (bench #57: 1×, 45–60 min, back 3.5 of 5 sets)", () => {
    // Before: a face pull (back only as a synergist) grew to 6 sets while no row led the back.
    const failed = failedFor({
      age: 79, main_goals: ["weight_loss", "performance"], other_sport: true, training_intensity: "gentle", training_frequency: "1x",
      session_duration: "45_60", current_training: "sporadic", training_experience: ["gym", "machines"],
      equipment: ["dumbbells", "ergometer", "resistance_bands", "cable_trx"], health_restrictions: "Meniskus links operiert und Bandscheibenvorfall L5",
      exercise_dislikes: "Kniebeugen und Ausfallschritte",
    });
    expect(failed).toEqual([]);
  });

  it("trades a row whose group can make up its sets in a full once-a-week session (bench #406: 1×, 90–120 min, advanced muscle building)", () => {
    // Before: 8 rows, quadriceps 6 and glutes 5 of 10 sets; no row could give way.
    const failed = failedFor({
      age: 41, gender: "male", main_goals: ["muscle_building", "general_fitness"], other_sport: true, training_intensity: "intense",
      training_frequency: "1x", session_duration: "90_120", daily_activity: "sitting", training_level: "advanced", current_training: "no",
      training_experience: ["bodyweight"], equipment: ["barbell", "dumbbells", "sandbags", "ergometer", "resistance_bands", "pullup_bar"],
      training_preferences: "Zirkeltraining",
    });
    expect(failed).toEqual([]);
  });

  it("never trades core work for a row that piles a group over its maximum (bench #458: 7×, up to 30 min)", () => {
    // Before: four floor presses in week 2 (chest 12 of at most 10) where core rows were traded away.
    const failed = failedFor({
      first_name: "Jürgen", age: 36, gender: "female", main_goals: ["health", "specific_focus"], other_sport: true, training_intensity: "intense",
      training_frequency: "7x_plus", session_duration: "upto_30", training_level: "returning", training_experience: ["free_weights", "functional"],
      equipment: ["barbell", "kettlebells", "machines", "sandbags", "cable_trx"],
    });
    expect(failed).toEqual([]);
  });

  it("brings back enough of week 1 in week 2 to progress (bench #936: 5×, over 120 min, bands only; #745: 1×, 45–60 min)", () => {
    // Before: each week fitted alone; 55 % of week 1 came back (#936), and #745's week 2 had fewer sets on 4 of 6 rows.
    expect(failedFor({
      first_name: "Max", age: 66, main_goals: ["injury_prevention", "sport_support", "specific_focus"], training_intensity: "gentle",
      training_frequency: "5x", session_duration: "over_120", daily_activity: "active", training_level: "returning", current_training: "sporadic",
      training_experience: ["bodyweight"], equipment: ["resistance_bands"], health_restrictions: "Rückenprobleme\nBandscheibenvorfall L5",
      training_preferences: "Kettlebells", personal_wishes: "stärkerer Rücken",
    })).toEqual([]);
    expect(failedFor({
      first_name: "Özlem", age: 20, gender: "male", main_goals: ["injury_prevention"], training_intensity: "intense", training_frequency: "1x",
      session_duration: "45_60", training_level: "beginner", current_training: "sporadic", training_experience: ["free_weights", "bodyweight", "functional"],
      equipment: ["kettlebells", "machines", "pullup_bar", "rings"], health_restrictions: "keine", training_preferences: "Musik beim Training",
    })).toEqual([]);
  });

  it("tells the customer when the booked time holds less than the weekly set minimum (1× up to 30 min, muscle building)", () => {
    const q = { ...base, main_goals: ["muscle_building" as const], training_frequency: "1x" as const, session_duration: "upto_30" as const, equipment: ["dumbbells" as const] };
    const parsed = parsePlan(generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES }).text, lookup);
    // The intro is what the customer reads above the days (the parser keeps it as its own field).
    expect([...parsed.notes!.intro, ...parsed.notes!.health].join(" ")).toMatch(/mindestens 8 Sätze pro Woche .* passen davon etwa 2 – ein guter Anfang, aber unter dem Richtwert/);
    expect(failedFor(q)).toEqual([]);
    // A booking that holds the range says nothing of the kind.
    const full = parsePlan(generatePlan({ questionnaire: { ...q, training_frequency: "3x", session_duration: "60_90" }, exercises: EXERCISES, injuries: INJURIES }).text, lookup);
    expect([...full.notes!.intro, ...full.notes!.health].join(" ")).not.toMatch(/unter dem Richtwert/);
  });

  it("never takes a set from required work to make week 2 differ (bench #786: 1×, 30–45 min, meniscus)", () => {
    // Before: the week-2 variation shifted the leg press from 4 to 3 sets; knee-friendly quadriceps work 6/5 of 6.
    expect(failedFor({
      first_name: "Jürgen", age: 65, gender: "diverse", main_goals: ["muscle_building", "sport_support"], training_frequency: "1x",
      session_duration: "30_45", daily_activity: "sitting", training_level: "returning", current_training: "no",
      training_experience: ["free_weights", "bodyweight"], equipment: ["dumbbells", "machines", "none"], health_restrictions: "Meniskus links operiert",
      training_preferences: "Musik beim Training, Ganzkörpertraining", personal_wishes: "mehr Kraft",
    })).toEqual([]);
  });

  it("repeats week 1 when week 2's swaps leave a group outside its range (bench #534: 6×, #701: 7×, up to 30 min)", () => {
    // Before: week 1 met every range; week 2 had chest 6, back 7, quadriceps 6, glutes 7 of 8 (#534) and chest 3 of 4, glutes 13 of 12 (#701).
    expect(failedFor({
      first_name: "Jürgen", age: 20, gender: "male", main_goals: ["performance", "general_fitness", "specific_focus"], training_intensity: "intense",
      training_frequency: "6x", session_duration: "upto_30", daily_activity: "active", training_level: "advanced", current_training: "no",
      training_experience: ["gym", "bodyweight", "none"], equipment: ["kettlebells", "ergometer", "rings"], health_restrictions: "Tennisarm, Knieschmerzen",
      exercise_dislikes: "Crunches",
    })).toEqual([]);
    expect(failedFor({
      first_name: "Max", age: 15, gender: "male", main_goals: ["performance", "specific_focus"], training_intensity: "intense",
      training_frequency: "7x_plus", session_duration: "upto_30", training_level: "returning", current_training: "no", training_experience: ["functional"],
      equipment: ["barbell", "ergometer", "none"], health_restrictions: "Knieschmerzen und Schulter-Impingement rechts", exercise_dislikes: "Dehnen\nPlanks",
      training_preferences: "Ganzkörpertraining", personal_wishes: "stärkerer Rücken\nmehr Kraft",
    })).toEqual([]);
  });

  it("gives a short group's leading row up to 8 sets in a full once-a-week session (bench #400: 1×, 90–120 min, knee, back, high blood pressure)", () => {
    // Before: 8 rows, each needed (knee-friendly quadriceps work, trunk stability, Zone 2 for health); push-ups at 6 sets: chest 6 of 8.
    const over: Partial<QuestionnaireAnswers> = {
      age: 55, main_goals: ["muscle_building", "weight_loss", "health", "general_fitness"], training_intensity: "intense", training_frequency: "1x",
      session_duration: "90_120", daily_activity: "sitting", training_experience: ["gym", "bodyweight", "none"], equipment: ["ergometer"],
      health_restrictions: "leichte Knieprobleme und Rücken\nBluthochdruck", exercise_dislikes: "Burpees", training_preferences: "Ganzkörpertraining",
      personal_wishes: "Haltung verbessern",
    };
    expect(failedFor(over)).toEqual([]);
    // The row says why it carries more sets than usual.
    const plan = generatePlan({ questionnaire: { ...base, ...over }, exercises: EXERCISES, injuries: INJURIES });
    const day1 = plan.summary.days.find((d) => d.day === 1)!;
    expect(day1.exercises.length).toBe(8);
    expect(day1.exercises.filter((r) => r.sets > 6).map((r) => r.notes)).toEqual([expect.stringContaining(WHOLE_WEEK_NOTE)]);
  });

  it("keeps the Zone-2 block a health or fitness goal needs in a 30-minute session (bench #409, #510: 1×, up to 30 min)", () => {
    // Before: the time pass dropped the cardio block first; the individualization gate found nothing specific to these goals.
    expect(failedFor({
      first_name: "Max", age: 70, gender: "diverse", main_goals: ["health"], training_intensity: "intense", training_frequency: "1x",
      session_duration: "upto_30", current_training: "no", training_experience: ["bodyweight", "functional"],
      equipment: ["kettlebells", "machines", "sandbags", "ergometer", "resistance_bands", "pullup_bar"], exercise_dislikes: "Seilspringen",
      training_preferences: "Ganzkörpertraining, Musik beim Training",
    })).toEqual([]);
    expect(failedFor({
      first_name: "Jürgen", age: 26, main_goals: ["general_fitness"], training_intensity: "gentle", training_frequency: "1x",
      session_duration: "upto_30", daily_activity: "active", training_level: "advanced", training_experience: ["gym", "free_weights", "functional"],
      equipment: ["resistance_bands", "pullup_bar", "rings", "cable_trx"], exercise_dislikes: "Klimmzüge",
    })).toEqual([]);
  });

  it("fits a 30-minute session that keeps its Zone-2 block: a 3-minute pulse-raiser, fewer main sets before a needed row (bench #230, #728)", () => {
    // With the block kept but the old order, #230 dropped its only glute row (put back past the window, 35 min) and #728
    // (two knee rows required) stayed at 31 min with a 5-minute ergometer warm-up.
    expect(failedFor({
      first_name: "Jürgen", age: 36, main_goals: ["weight_loss", "health", "injury_prevention", "sport_support"], training_intensity: "intense",
      training_frequency: "1x", session_duration: "upto_30", daily_activity: "active", training_level: "advanced", current_training: "sporadic",
      training_experience: ["machines", "none"], equipment: ["none"], exercise_dislikes: "Maschinen", personal_wishes: "Haltung verbessern",
    })).toEqual([]);
    expect(failedFor({
      first_name: "Özlem", age: 74, gender: "diverse", main_goals: ["general_fitness", "specific_focus"], training_intensity: "gentle",
      training_frequency: "1x", session_duration: "upto_30", daily_activity: "active", training_level: "beginner",
      training_experience: ["free_weights", "bodyweight"], equipment: ["kettlebells", "machines", "ergometer"], health_restrictions: "Knieschmerzen",
      exercise_dislikes: "Burpees, Rudern", personal_wishes: "Beweglichkeit",
    })).toEqual([]);
  });

  it("does rows as a superset or circuit when a 30-minute session has nothing left to cut (bench seed 99 #107, #410: 1× up to 30 min, back condition)", () => {
    // Before: the required trunk row, the rows for the four groups and the kept Zone-2 block: 34 and 32 minutes.
    const q107: Partial<QuestionnaireAnswers> = {
      first_name: "Özlem", age: 72, gender: "male", main_goals: ["muscle_building", "performance", "general_fitness"], training_intensity: "intense",
      training_frequency: "1x", session_duration: "upto_30", daily_activity: "active", training_level: "intermediate", current_training: "sporadic",
      training_experience: ["gym"], equipment: ["barbell", "machines", "sandbags", "ergometer", "resistance_bands"], health_restrictions: "Bandscheibenvorfall L5",
      exercise_dislikes: "nichts", training_preferences: "kurze Einheiten",
    };
    expect(failedFor(q107)).toEqual([]);
    expect(failedFor({
      first_name: "Jürgen", age: 59, main_goals: ["sport_support", "general_fitness", "specific_focus"], other_sport: true, other_sport_details: "Handball",
      training_intensity: "gentle", training_frequency: "1x", session_duration: "upto_30", daily_activity: "active", training_experience: ["gym", "free_weights", "bodyweight"],
      equipment: ["sandbags"], health_restrictions: "leichte Knieprobleme und Rücken, Rückenprobleme", training_preferences: "Rumpftraining",
      personal_wishes: "stärkerer Rücken",
    })).toEqual([]);
    // The row without rest says where the round's rest comes, and that row has at least as many sets (the estimate stays true).
    const day1 = generatePlan({ questionnaire: { ...base, ...q107 }, exercises: EXERCISES, injuries: INJURIES }).summary.days.find((d) => d.day === 1)!;
    const straight = day1.exercises.filter((r) => r.notes.includes(CIRCUIT_NOTE));
    expect(straight.length).toBeGreaterThan(0);
    for (const r of straight) {
      expect(r.rest).toBe("0 s");
      // (the next row with a rest is the one the note names, with at least as many sets)
      const next = day1.exercises.slice(day1.exercises.indexOf(r) + 1).find((n) => n.rest !== "0 s")!;
      expect(r.notes).toContain(`${CIRCUIT_NOTE} ${next.name}`);
      expect(next.sets).toBeGreaterThanOrEqual(r.sets);
    }
    // The trunk row a back condition requires stays.
    expect(day1.exercises.some((r) => /fester Bestandteil \(Rumpfstabilität/.test(r.notes))).toBe(true);
  });

  it("lets the rows between a row and a round's end join the circuit (bench seed 2 #457: 1× up to 30 min, meniscus and back)", () => {
    // Before: the knee-friendly squat (4 sets) could end its round only at the dead bug (4 sets); the 2-set rows in between kept their rests: 35 minutes.
    const q: Partial<QuestionnaireAnswers> = {
      first_name: "Max", last_name: "Schäfer", age: 44, gender: "diverse", main_goals: ["muscle_building", "performance", "health", "specific_focus"],
      other_sport: true, training_intensity: "intense", training_frequency: "1x", session_duration: "upto_30", daily_activity: "sitting",
      training_level: "returning", current_training: "no", training_experience: ["gym"], equipment: ["dumbbells", "kettlebells", "sandbags", "rings"],
      health_restrictions: "Meniskus links operiert\nRückenprobleme", exercise_dislikes: "Laufen", training_preferences: "Ganzkörpertraining",
      personal_wishes: "stärkerer Rücken",
    };
    expect(failedFor(q)).toEqual([]);
    for (const day of generatePlan({ questionnaire: { ...base, ...q }, exercises: EXERCISES, injuries: INJURIES }).summary.days.filter((d) => !d.isRestDay)) {
      const rows = day.exercises.filter((r) => !/Minuten/.test(r.reps));
      // Every row without rest ends its round at a later row with a rest and at least as many sets.
      rows.forEach((r, i) => {
        if (r.rest !== "0 s") return;
        const end = rows.slice(i + 1).find((n) => n.rest !== "0 s")!;
        expect(end.sets).toBeGreaterThanOrEqual(r.sets);
        expect(r.notes).toContain(`${CIRCUIT_NOTE} ${end.name}`);
      });
    }
  });

  it("does week 2's rows as a circuit when its extra set runs past the window (bench seed 3 #470: 1× up to 30 min, meniscus, pregnancy)", () => {
    // Before: week 2 repeated week 1 with a set more on the step-up: Tag 8 ≈ 32 minutes.
    expect(failedFor({
      first_name: "Max", last_name: "Schäfer", age: 80, gender: "female", main_goals: ["weight_loss", "performance", "sport_support", "specific_focus"],
      training_frequency: "1x", session_duration: "upto_30", training_level: "beginner", training_experience: ["gym", "functional", "machines"],
      equipment: ["barbell", "dumbbells", "kettlebells", "sandbags", "cable_trx"], health_restrictions: "Meniskus links operiert\nschwanger (2. Trimester)",
      exercise_dislikes: "Kniebeugen",
    })).toEqual([]);
  });
});
