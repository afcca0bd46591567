import type { LoggedSet } from "~/domain/training/logged-set";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INJURIES, matchInjuries } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { QUESTIONNAIRE_FIELDS } from "~/domain/questionnaire/form-values";
import {
  DEFAULT_PROMPTS,
  MAX_PREVIOUS_PLANS,
  NO_COMPLETED_EXERCISES,
  PERSONAL_PLACEHOLDERS,
  PROMPT_PLACEHOLDERS,
  PROMPT_RATIO_WARNING,
  QUESTIONNAIRE_PLACEHOLDERS,
  assemblePrompt,
  buildPromptValues,
  formatCompletedExercises,
  formatDateDe,
  formatWeightDe,
  injuryNotesFor,
  promptNameForSequence,
  selectPreviousPlans,
  templatePlaceholders,
  type PreviousPlanSummary,
  type PromptInput,
} from "./prompts";

const Q: QuestionnaireAnswers = {
  first_name: "Annegret",
  last_name: "Musterfrau",
  email: "annegret.musterfrau@example.de",
  age: 41,
  gender: "female",
  main_goals: ["muscle_building", "health"],
  other_sport: true,
  other_sport_details: "Tennis, 1x pro Woche",
  training_intensity: "balanced",
  training_frequency: "3x",
  session_duration: "45_60",
  daily_activity: "sitting",
  training_level: "returning",
  current_training: "sporadic",
  training_experience: ["free_weights", "machines"],
  equipment: ["dumbbells", "resistance_bands"],
  health_restrictions: "Knieschmerzen links",
  exercise_dislikes: "Burpees",
  training_preferences: "lieber Kurzhanteln",
  personal_wishes: "Straffer Rücken",
};

const input = (over: Partial<PromptInput> = {}): PromptInput => ({
  questionnaire: Q,
  exerciseNames: ["Beckenheben", "Rudern mit Kurzhantel", "Unterarmstütz", "Bankdrücken mit Kurzhanteln"],
  injuryNotes: injuryNotesFor(matchInjuries(Q.health_restrictions)),
  ...over,
});

const entry = (over: Partial<LoggedSet>): LoggedSet => ({
  day: 1,
  exercise_name: "Kniebeuge mit Langhantel",
  set_number: 1,
  exercise_order: 0,
  actual_reps: "10",
  actual_weight: 40,
  completed: true,
  ...over,
});

const plan = (n: number, submissionDate: string, over: Partial<PreviousPlanSummary> = {}): PreviousPlanSummary => ({
  sequenceNumber: n,
  approvedAt: "2025-03-01T09:00:00Z",
  submissionDate,
  completedExercises: [entry({ exercise_name: `Übung von Plan ${n}` })],
  dayFeedback: [],
  planFeedback: null,
  ...over,
});

describe("DEFAULT_PROMPTS", () => {
  it("has exactly the two spec names", () => {
    expect(Object.keys(DEFAULT_PROMPTS).sort()).toEqual(["training_plan_generation", "training_plan_generation_week3"]);
    expect(promptNameForSequence(1)).toBe("training_plan_generation");
    expect(promptNameForSequence(2)).toBe("training_plan_generation_week3");
  });

  it("the questionnaire placeholders (an allow-list on purpose) are questionnaire fields, none of them personal", () => {
    const strays = (list: readonly string[]) => list.filter((p) => !(QUESTIONNAIRE_FIELDS as readonly string[]).includes(p) || (PERSONAL_PLACEHOLDERS as readonly string[]).includes(p));
    expect(strays(QUESTIONNAIRE_PLACEHOLDERS)).toEqual([]);
    // Negative controls: a name the questionnaire does not have, and a personal field, are caught.
    expect(strays([...QUESTIONNAIRE_PLACEHOLDERS, "shoe_size", "first_name"])).toEqual(["shoe_size", "first_name"]);
  });

  it("uses every training-relevant field plus exercise list and injury notes, and nothing personal", () => {
    for (const [name, template] of Object.entries(DEFAULT_PROMPTS)) {
      const used = templatePlaceholders(template);
      for (const p of [...QUESTIONNAIRE_PLACEHOLDERS, "exercise_list", "injury_notes"]) expect(used, `${name}: ${p}`).toContain(p);
      for (const p of used) expect(PROMPT_PLACEHOLDERS as readonly string[], `${name}: ${p}`).toContain(p);
      expect(template).not.toMatch(/\{\{\s*(first_name|last_name|email|name|user_id)\s*\}\}/);
    }
    expect(templatePlaceholders(DEFAULT_PROMPTS.training_plan_generation)).not.toContain("previous_plans");
    expect(templatePlaceholders(DEFAULT_PROMPTS.training_plan_generation_week3)).toContain("previous_plans");
  });

  it("asks for exactly our plan format", () => {
    for (const template of Object.values(DEFAULT_PROMPTS)) {
      expect(template).toContain("## Tag N – Titel");
      expect(template).toContain("N = 1 bis 14");
      expect(template).toContain("**Aufwärmen:**");
      expect(template).toContain("| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |");
      expect(template).toContain("4–6 Übungen, nie weniger als 4 und nie mehr als 8");
      expect(template).toContain("2–4");
      expect(template).toContain("Ruhetag");
      for (const s of ["Aktive Erholung & Mobilität", "Faszientherapie & Entspannung", "Ernährung & Ruhe", "Körpergefühl & Feedback"]) {
        expect(template).toContain(`### ${s}`);
      }
      expect(template).toContain("mindestens 20 %");
      expect(template).toContain("Hinweise zur Progression");
      expect(template).toMatch(/Ausrüstung/);
      expect(template).toMatch(/Abneigungen|nicht gemocht/i);
    }
  });

  it("asks the follow-up plan for double progression and a reaction to feedback", () => {
    const t = DEFAULT_PROMPTS.training_plan_generation_week3;
    expect(t).toContain("Doppelte Progression");
    expect(t).toContain("protokollierten Gewicht");
    expect(t).toMatch(/Schmerzen/);
    expect(t).toMatch(/zu anstrengend/);
  });
});

describe("assemblePrompt", () => {
  it("fills every placeholder of both defaults with German labels", () => {
    for (const template of Object.values(DEFAULT_PROMPTS)) {
      const r = assemblePrompt(template, input({ previousPlans: [plan(1, "2025-03-15T10:00:00Z")] }));
      expect(r.text).not.toMatch(/\{\{/);
      expect(r.unknownPlaceholders).toEqual([]);
      expect(r.removedPlaceholders).toEqual([]);
      expect(r.text).toContain("Alter: 41 Jahre");
      expect(r.text).toContain("Geschlecht: Weiblich");
      expect(r.text).toContain("Hauptziele: Muskelaufbau, Gesundheit verbessern");
      expect(r.text).toContain("Verfügbare Ausrüstung: Kurzhanteln, Widerstandsbänder");
      expect(r.text).toContain("Trainingserfahrung: Lang- und Kurzhanteln, Maschinentraining");
      expect(r.text).toContain("Trainingshäufigkeit: 3x pro Woche");
      expect(r.text).toContain("Dauer pro Trainingseinheit: 45–60 Minuten");
      expect(r.text).toContain("Trainingslevel: Wiedereinsteiger");
      expect(r.text).toContain("Betreibt eine andere Sportart: Ja (Details: Tennis, 1x pro Woche)");
      expect(r.text).toContain("- Beckenheben\n- Rudern mit Kurzhantel");
      expect(r.text).toContain("- Knieprobleme / Meniskus:");
      expect(r.text).toContain("Zu meiden: starke Kniebelastung, Sprünge und Stoßbelastung.");
      expect(r.protection.ok).toBe(true);
      expect(r.protection.warning).toBeNull();
    }
  });

  it("renders empty optional texts and lists as 'keine Angabe'", () => {
    const q: QuestionnaireAnswers = {
      ...Q,
      other_sport: false,
      other_sport_details: null,
      health_restrictions: "  ",
      exercise_dislikes: null,
      training_preferences: "",
      personal_wishes: null,
      main_goals: [],
    };
    const r = assemblePrompt(
      "{{other_sport}}|{{other_sport_details}}|{{health_restrictions}}|{{exercise_dislikes}}|{{training_preferences}}|{{personal_wishes}}|{{main_goals}}",
      { questionnaire: q, exerciseNames: [], injuryNotes: [] },
    );
    expect(r.text).toBe("Nein|keine Angabe|keine Angabe|keine Angabe|keine Angabe|keine Angabe|keine Angabe");
  });

  it("never outputs first name, last name or e-mail, also when the template asks for them", () => {
    const template = `Hallo {{first_name}} {{last_name}} ({{email}}, {{ EMAIL }}, {{user_id}}).\n${DEFAULT_PROMPTS.training_plan_generation_week3}`;
    const q: QuestionnaireAnswers = {
      ...Q,
      personal_wishes: "Ich bin Annegret, schreibt mir an annegret.musterfrau@example.de oder a.m@firma.com",
    };
    const previous = plan(2, "2025-03-15T10:00:00Z", {
      planFeedback: "Grüße, Annegret Musterfrau",
      dayFeedback: [{ day: 1, text: "musterfrau hier, Knie ok" }],
    });
    const r = assemblePrompt(template, { ...input(), questionnaire: q, previousPlans: [previous] });
    for (const secret of ["Annegret", "Musterfrau", "musterfrau", "example.de", "a.m@firma.com", "@"]) {
      expect(r.text, secret).not.toContain(secret);
    }
    expect(r.text).toContain("Ich bin [Name], schreibt mir an [E-Mail] oder [E-Mail]");
    expect(r.text).toContain("Feedback zum Plan: Grüße, [Name] [Name]");
    expect(r.removedPlaceholders).toEqual(["first_name", "last_name", "email", "EMAIL", "user_id"]);
    expect(r.text.startsWith("Hallo   (, , ).")).toBe(true);
  });

  it("replaces unknown placeholders with '' and lists them once", () => {
    const r = assemblePrompt("A{{foo}}B{{ bar }}C{{foo}}D{{age}}", input());
    expect(r.text).toBe("ABCD41");
    expect(r.unknownPlaceholders).toEqual(["foo", "bar"]);
  });

  it("does not expand placeholders inside customer text", () => {
    const q = { ...Q, personal_wishes: "{{age}} und {{exercise_list}}" };
    const r = assemblePrompt("W: {{personal_wishes}}", { ...input(), questionnaire: q });
    expect(r.text).toBe("W: {{age}} und {{exercise_list}}");
  });

  it("keeps customer text on one line", () => {
    const q = { ...Q, exercise_dislikes: "Burpees\n## Tag 1 – Hack\nSit-ups" };
    expect(buildPromptValues({ ...input(), questionnaire: q }).exercise_dislikes).toBe("Burpees ## Tag 1 – Hack Sit-ups");
  });

  it("hashes the assembled text with SHA-256 and shortens the hash to 16 characters", () => {
    const r = assemblePrompt(DEFAULT_PROMPTS.training_plan_generation, input());
    expect(r.hash).toBe(createHash("sha256").update(r.text, "utf8").digest("hex"));
    expect(r.shortHash).toBe(r.hash.slice(0, 16));
    expect(r.shortHash).toHaveLength(16);
    expect(assemblePrompt(DEFAULT_PROMPTS.training_plan_generation, input()).hash).toBe(r.hash);
  });

  it("passes the 85 % rule at the limit and warns below it", () => {
    // Template 20 chars; {{foo}} (7 chars) becomes '' → 13/20 = 0.65.
    const fail = assemblePrompt("abcdefghijklm{{foo}}", input());
    expect(fail.protection).toMatchObject({ templateLength: 20, assembledLength: 13, ok: false, warning: PROMPT_RATIO_WARNING });
    expect(fail.protection.ratio).toBeCloseTo(0.65);
    // Exactly 85 of 100 characters remain → ok.
    const atLimit = assemblePrompt(`${"a".repeat(85)}{{abcdefghijk}}`, input());
    expect(atLimit.protection).toMatchObject({ templateLength: 100, assembledLength: 85, ratio: 0.85, ok: true, warning: null });
    // 84 of 100 → warning.
    const below = assemblePrompt(`${"a".repeat(84)}{{abcdefghijkl}}`, input());
    expect(below.protection).toMatchObject({ templateLength: 100, assembledLength: 84, ok: false, warning: PROMPT_RATIO_WARNING });
    // The defaults grow when filled.
    const filled = assemblePrompt(DEFAULT_PROMPTS.training_plan_generation, input());
    expect(filled.protection.ratio).toBeGreaterThan(1);
    expect(assemblePrompt("", input()).protection).toMatchObject({ ratio: 1, ok: true });
  });

  it("renders the history of at most 4 plans, newest first, for the follow-up prompt", () => {
    const plans = [
      plan(1, "2025-01-10T10:00:00Z"),
      plan(5, "2025-05-10T10:00:00Z", {
        approvedAt: "2025-04-25T23:30:00Z",
        dayFeedback: [
          { day: 3, text: "Knie hat etwas gezogen" },
          { day: 1, text: "Gut geschafft" },
          { day: 2, text: "  " },
        ],
        planFeedback: "Insgesamt zu leicht",
      }),
      plan(3, "2025-03-10T10:00:00Z", { approvedAt: null }),
      plan(2, "2025-02-10T10:00:00Z"),
      plan(4, "2025-04-10T10:00:00Z"),
    ];
    const r = assemblePrompt(DEFAULT_PROMPTS.training_plan_generation_week3, input({ previousPlans: plans }));
    const i5 = r.text.indexOf("### Plan #5");
    const i4 = r.text.indexOf("### Plan #4");
    const i3 = r.text.indexOf("### Plan #3");
    const i2 = r.text.indexOf("### Plan #2");
    expect(i5).toBeGreaterThan(0);
    expect(i5).toBeLessThan(i4);
    expect(i4).toBeLessThan(i3);
    expect(i3).toBeLessThan(i2);
    expect(r.text).not.toContain("### Plan #1");
    expect(r.text).not.toContain("Übung von Plan 1");
    // Approval at 23:30 UTC is the next day in Berlin; period = approval + 14 days.
    expect(r.text).toContain("### Plan #5\nFreigegeben am: 26.04.2025\nPlanzeitraum: 26.04.2025 bis 10.05.2025\nEingereicht am: 10.05.2025");
    expect(r.text).toContain("Tagesfeedback:\n- Tag 1: Gut geschafft\n- Tag 3: Knie hat etwas gezogen\n\nFeedback zum Plan: Insgesamt zu leicht");
    expect(r.text).toContain("### Plan #3\nFreigegeben am: nicht bekannt");
    expect(r.text).toContain("Tagesfeedback:\nKein Feedback vorhanden\n\nFeedback zum Plan: Kein Feedback vorhanden");
    expect(r.text).toContain("Tag 1:\n- Übung von Plan 5, Satz 1: Wiederholungen 10, Gewicht 40 kg");
    expect(selectPreviousPlans(plans).map((p) => p.sequenceNumber)).toEqual([5, 4, 3, 2]);
    expect(MAX_PREVIOUS_PLANS).toBe(4);
  });

  it("says so when there is no previous plan", () => {
    const r = assemblePrompt("{{previous_plans}}", input());
    expect(r.text).toBe("Keine vorherigen Pläne vorhanden.");
  });

  it("has notes for every injury entry", () => {
    const notes = injuryNotesFor(INJURIES);
    expect(notes).toHaveLength(INJURIES.length);
    for (const n of notes) expect(n).toMatch(/^[^:]+: .+/);
  });
});

describe("formatCompletedExercises", () => {
  it("keeps only completed sets, ordered by day, exercise order and set number", () => {
    const text = formatCompletedExercises([
      entry({ day: 2, exercise_name: "Plank", exercise_order: 0, set_number: 1, actual_reps: "45 s", actual_weight: 0 }),
      entry({ day: 1, exercise_name: "Rudern mit Kurzhantel", exercise_order: 1, set_number: 2, actual_weight: 12.5 }),
      entry({ day: 1, exercise_name: "Kniebeuge mit Langhantel", exercise_order: 0, set_number: 2, actual_reps: "8" }),
      entry({ day: 1, exercise_name: "Rudern mit Kurzhantel", exercise_order: 1, set_number: 1, actual_weight: 12.5 }),
      entry({ day: 1, exercise_name: "Kniebeuge mit Langhantel", exercise_order: 0, set_number: 1 }),
      entry({ day: 1, exercise_name: "Kniebeuge mit Langhantel", exercise_order: 0, set_number: 3, completed: false }),
    ]);
    expect(text).toBe(
      [
        "Tag 1:",
        "- Kniebeuge mit Langhantel, Satz 1: Wiederholungen 10, Gewicht 40 kg",
        "- Kniebeuge mit Langhantel, Satz 2: Wiederholungen 8, Gewicht 40 kg",
        "- Rudern mit Kurzhantel, Satz 1: Wiederholungen 10, Gewicht 12,5 kg",
        "- Rudern mit Kurzhantel, Satz 2: Wiederholungen 10, Gewicht 12,5 kg",
        "",
        "Tag 2:",
        "- Plank, Satz 1: Wiederholungen 45 s, Gewicht N/A",
      ].join("\n"),
    );
  });

  it("defaults reps and weight to 'N/A'", () => {
    expect(formatCompletedExercises([entry({ actual_reps: null, actual_weight: null })])).toBe(
      "Tag 1:\n- Kniebeuge mit Langhantel, Satz 1: Wiederholungen N/A, Gewicht N/A",
    );
    expect(formatCompletedExercises([entry({ actual_reps: "  " })])).toContain("Wiederholungen N/A");
  });

  it("de-duplicates per day, exercise and set: the newest update wins", () => {
    const byTime = formatCompletedExercises([
      entry({ actual_reps: "12", updated_at: "2025-03-02T10:00:00Z" }),
      entry({ actual_reps: "9", updated_at: "2025-03-01T10:00:00Z" }),
    ]);
    expect(byTime).toBe("Tag 1:\n- Kniebeuge mit Langhantel, Satz 1: Wiederholungen 12, Gewicht 40 kg");
    const byOrder = formatCompletedExercises([entry({ actual_reps: "9" }), entry({ actual_reps: "11" })]);
    expect(byOrder).toBe("Tag 1:\n- Kniebeuge mit Langhantel, Satz 1: Wiederholungen 11, Gewicht 40 kg");
    // The same set on another day is not a duplicate.
    expect(formatCompletedExercises([entry({}), entry({ day: 8 })]).split("\n").filter((l) => l.startsWith("- "))).toHaveLength(2);
    // A set that was un-ticked later is not completed.
    expect(
      formatCompletedExercises([
        entry({ updated_at: "2025-03-01T10:00:00Z" }),
        entry({ completed: false, updated_at: "2025-03-02T10:00:00Z" }),
      ]),
    ).toBe(NO_COMPLETED_EXERCISES);
  });

  it("reports when nothing was completed", () => {
    expect(formatCompletedExercises([])).toBe("Keine abgeschlossenen Übungen gefunden.");
    expect(formatCompletedExercises([entry({ completed: false })])).toBe("Keine abgeschlossenen Übungen gefunden.");
  });
});

describe("German formatting", () => {
  it("formats dates as dd.mm.yyyy in Europe/Berlin", () => {
    expect(formatDateDe("2025-03-01")).toBe("01.03.2025");
    expect(formatDateDe("2025-03-01T23:30:00Z")).toBe("02.03.2025");
    expect(formatDateDe("2025-07-31T22:30:00Z")).toBe("01.08.2025");
    expect(formatDateDe(new Date("2025-12-24T12:00:00Z"))).toBe("24.12.2025");
    expect(formatDateDe("kein Datum")).toBe("kein Datum");
    expect(formatDateDe(null)).toBe("");
  });

  it("formats weights with a decimal comma", () => {
    expect(formatWeightDe(40)).toBe("40 kg");
    expect(formatWeightDe(12.5)).toBe("12,5 kg");
    expect(formatWeightDe(1000)).toBe("1000 kg");
    expect(formatWeightDe(0)).toBe("N/A");
    expect(formatWeightDe(null)).toBe("N/A");
    expect(formatWeightDe(Number.NaN)).toBe("N/A");
  });
});

describe("assemblePrompt: the customer's language", () => {
  it("tells the model to write the plan in English for an English customer, also under an edited template", () => {
    for (const template of [DEFAULT_PROMPTS.training_plan_generation, "Plan für {{age}} Jahre."]) {
      const r = assemblePrompt(template, input({ lang: "en" }));
      expect(r.text).toContain("Write the whole plan in English");
      expect(r.text).toContain("## Progression notes");
      expect(r.hash).toBe(createHash("sha256").update(r.text).digest("hex"));
    }
  });
  it("negative control: a German customer's prompt has no English instruction", () => {
    expect(assemblePrompt(DEFAULT_PROMPTS.training_plan_generation, input({ lang: "de" })).text).not.toContain("in English");
    expect(assemblePrompt(DEFAULT_PROMPTS.training_plan_generation, input()).text).not.toContain("in English");
  });
});
