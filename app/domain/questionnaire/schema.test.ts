import { describe, expect, expectTypeOf, it } from "vitest";
import { questionnaireAnswersSchema } from "./answers-file-schema";
import type { QuestionnaireAnswers } from "./options";
import {
  emptyQuestionnaireValues,
  feedbackLength,
  QUESTIONNAIRE_FIELDS,
  normalizeProfileGender,
  normalizeProfileStatus,
  questionnaireToFormValues,
  readProfileForm,
  readQuestionnaireForm,
  type AnswerField,
  type QuestionnaireFormValues,
} from "./form-values";
import { validatePlanFeedback, validateProfile, validateQuestionnaire } from "./schema";

function validValues(overrides: Partial<QuestionnaireFormValues> = {}): QuestionnaireFormValues {
  return {
    ...emptyQuestionnaireValues({ first_name: "Anna", last_name: "Muster" }),
    age: "34",
    gender: "female",
    main_goals: ["muscle_building", "health"],
    other_sport: "no",
    training_intensity: "balanced",
    training_frequency: "3x",
    session_duration: "45_60",
    daily_activity: "sitting",
    training_level: "beginner",
    current_training: "sporadic",
    training_experience: ["gym"],
    equipment: ["dumbbells", "barbell"],
    data_consent: true,
    ...overrides,
  };
}

describe("questionnaire schema", () => {
  it("accepts a complete questionnaire and returns the stored shape", () => {
    const r = validateQuestionnaire(validValues({ health_restrictions: "  Knie  ", health_consent: true, other_sport_details: "ignored" }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toMatchObject({
      first_name: "Anna",
      age: 34,
      other_sport: false,
      other_sport_details: null,
      health_restrictions: "Knie",
      health_consent: true,
      exercise_dislikes: null,
      data_consent: true,
      equipment: ["dumbbells", "barbell"],
    });
  });

  it("reports every missing answer of an empty form with its key", () => {
    const r = validateQuestionnaire(emptyQuestionnaireValues());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      first_name: "required",
      last_name: "required",
      age: "required",
      gender: "choiceRequired",
      main_goals: "choicesRequired",
      other_sport: "choiceRequired",
      training_intensity: "choiceRequired",
      training_frequency: "choiceRequired",
      session_duration: "choiceRequired",
      daily_activity: "choiceRequired",
      training_level: "choiceRequired",
      current_training: "choiceRequired",
      training_experience: "choicesRequired",
      equipment: "choicesRequired",
      data_consent: "consentRequired",
    });
  });

  it("requires the separate health consent exactly when health answers are given (Art. 9 DSGVO)", () => {
    const refused = validateQuestionnaire(validValues({ health_restrictions: "Meniskus links" }));
    expect(refused.ok ? null : refused.errors).toEqual({ health_consent: "healthConsentRequired" });
    expect(validateQuestionnaire(validValues({ health_restrictions: "   " })).ok).toBe(true);
    // A box left ticked after the field was emptied is not stored as a consent.
    const emptied = validateQuestionnaire(validValues({ health_restrictions: "", health_consent: true }));
    expect(emptied.ok && emptied.data.health_consent).toBe(false);
    // A too long answer reports its length, not the consent.
    const long = validateQuestionnaire(validValues({ health_restrictions: "a".repeat(401) }));
    expect(long.ok ? null : long.errors).toEqual({ health_restrictions: "textTooLong" });
  });

  it("requires the data consent", () => {
    const r = validateQuestionnaire(validValues({ data_consent: false }));
    expect(r.ok ? null : r.errors).toEqual({ data_consent: "consentRequired" });
  });

  it.each([
    ["abc", "ageFormat"],
    ["1234", "ageFormat"],
    ["2.5", "ageFormat"],
    ["-3", "ageFormat"],
    ["", "required"],
    ["   ", "required"],
  ])("refuses the age %j with %s", (age, issue) => {
    const r = validateQuestionnaire(validValues({ age }));
    expect(r.ok ? null : r.errors.age).toBe(issue);
  });

  it.each(["18", "42", "99", " 42 "])("accepts the age %j (digits, 18 to 99)", (age) => {
    const r = validateQuestionnaire(validValues({ age }));
    expect(r.ok).toBe(true);
  });

  it("limits names to 30 characters", () => {
    expect(validateQuestionnaire(validValues({ first_name: "x".repeat(30) })).ok).toBe(true);
    const r = validateQuestionnaire(validValues({ first_name: "x".repeat(31), last_name: "y".repeat(31) }));
    expect(r.ok ? null : r.errors).toEqual({ first_name: "nameTooLong", last_name: "nameTooLong" });
  });

  it("limits the four optional texts and the other-sport details to 400 characters", () => {
    for (const field of ["health_restrictions", "exercise_dislikes", "training_preferences", "personal_wishes"] as const) {
      expect(validateQuestionnaire(validValues({ [field]: "a".repeat(400), health_consent: true })).ok, field).toBe(true);
      const r = validateQuestionnaire(validValues({ [field]: "a".repeat(401), health_consent: true }));
      expect(r.ok ? null : r.errors, field).toEqual({ [field]: "textTooLong" });
    }
    const r = validateQuestionnaire(validValues({ other_sport: "yes", other_sport_details: "b".repeat(401) }));
    expect(r.ok ? null : r.errors).toEqual({ other_sport_details: "textTooLong" });
  });

  it("counts a CRLF line break as one character", () => {
    const text = `${"a".repeat(199)}\r\n${"b".repeat(200)}`;
    expect(validateQuestionnaire(validValues({ personal_wishes: text })).ok).toBe(true);
  });

  it("keeps other-sport details only for yes", () => {
    const r = validateQuestionnaire(validValues({ other_sport: "yes", other_sport_details: "Fußball, 2x pro Woche" }));
    expect(r.ok && r.data.other_sport_details).toBe("Fußball, 2x pro Woche");
  });

  it("refuses codes outside the option sets (labels are never stored)", () => {
    const r = validateQuestionnaire(
      validValues({ gender: "Weiblich", training_frequency: "7x oder mehr", equipment: ["dumbbells", "Laufband"], other_sport: "vielleicht" }),
    );
    expect(r.ok ? null : r.errors).toEqual({
      gender: "invalidOption",
      training_frequency: "invalidOption",
      equipment: "invalidOption",
      other_sport: "invalidOption",
    });
  });

  it("removes duplicate choices", () => {
    const r = validateQuestionnaire(validValues({ equipment: ["none", "none"] }));
    expect(r.ok && r.data.equipment).toEqual(["none"]);
  });

  it("reads a submitted form with repeated keys and the consent checkbox", () => {
    const form = new FormData();
    form.append("first_name", "Anna");
    form.append("main_goals", "health");
    form.append("main_goals", "muscle_building");
    form.append("equipment", "none");
    form.append("data_consent", "on");
    form.append("user_id", "someone-else");
    const values = readQuestionnaireForm(form);
    expect(values.first_name).toBe("Anna");
    expect(values.main_goals).toEqual(["health", "muscle_building"]);
    expect(values.equipment).toEqual(["none"]);
    expect(values.training_experience).toEqual([]);
    expect(values.data_consent).toBe(true);
    expect(values).not.toHaveProperty("user_id");
  });

  it("round-trips stored answers through the form values", () => {
    const r = validateQuestionnaire(validValues({ other_sport: "yes", other_sport_details: "Tennis" }));
    if (!r.ok) throw new Error("invalid");
    const back = questionnaireToFormValues({ ...r.data });
    expect(validateQuestionnaire(back)).toEqual(r);
  });
});

describe("profile schema", () => {
  it("accepts names, age, gender and status; empty fields become null", () => {
    const r = validateProfile(readProfileForm({ first_name: " Max ", last_name: "", age: "", gender: "", status: "inactive" }));
    expect(r).toEqual({ ok: true, data: { first_name: "Max", last_name: null, age: null, gender: null, status: "inactive" } });
    const full = validateProfile({ first_name: "Max", last_name: "Muster", age: "40", gender: "diverse", status: "active" });
    expect(full.ok && full.data).toEqual({ first_name: "Max", last_name: "Muster", age: 40, gender: "diverse", status: "active" });
  });

  it("refuses long names, bad ages, unknown genders and statuses", () => {
    const r = validateProfile({ first_name: "x".repeat(31), last_name: "ok", age: "abc", gender: "not_specified", status: "paused" });
    expect(r.ok ? null : r.errors).toEqual({ first_name: "nameTooLong", age: "ageFormat", gender: "invalidOption", status: "invalidOption" });
    const missing = validateProfile({ first_name: "", last_name: "", age: "1000", gender: "", status: "" });
    expect(missing.ok ? null : missing.errors).toEqual({ age: "ageFormat", status: "choiceRequired" });
  });

  it("treats any stored status other than inactive as active", () => {
    expect(normalizeProfileStatus("inactive")).toBe("inactive");
    for (const v of ["active", "paused", "", null, undefined, 1]) expect(normalizeProfileStatus(v)).toBe("active");
    expect(normalizeProfileGender("female")).toBe("female");
    expect(normalizeProfileGender("not_specified")).toBe(null);
  });
});

describe("plan feedback schema", () => {
  it("allows up to 700 characters (empty clears the feedback)", () => {
    expect(validatePlanFeedback("")).toEqual({ ok: true, data: { feedback: "" } });
    expect(validatePlanFeedback("x".repeat(700)).ok).toBe(true);
    expect(validatePlanFeedback("x".repeat(701))).toEqual({ ok: false, errors: { feedback: "feedbackTooLong" } });
  });

  it("measures like the server: CRLF once, surrounding blanks ignored", () => {
    expect(feedbackLength(" a\r\nb ")).toBe(3);
    expect(validatePlanFeedback(`${"x".repeat(350)}\r\n${"y".repeat(349)}`).ok).toBe(true);
  });
});

describe("age 16–99 and the guardian's consent under 18 (launch review)", () => {
  const ageError = (age: string, guardian_consent = false) => {
    const r = validateQuestionnaire(validValues({ age, guardian_consent }));
    return r.ok ? null : r.errors;
  };

  it.each(["0", "5", "15", "100", "200"])("refuses age %s with the range message", (age) => {
    expect(ageError(age)).toEqual({ age: "ageRange" });
    // Ticking the guardian box does not make a child or a typo acceptable.
    expect(ageError(age, true)).toEqual({ age: "ageRange" });
  });

  it.each(["16", "17"])("age %s needs the guardian's consent box, and is accepted with it", (age) => {
    expect(ageError(age)).toEqual({ guardian_consent: "guardianConsentRequired" });
    const r = validateQuestionnaire(validValues({ age, guardian_consent: true }));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.data).toMatchObject({ age: Number(age), guardian_consent: true });
  });

  it("reports the missing guardian consent together with other errors (instant feedback shows all at once)", () => {
    const r = validateQuestionnaire(validValues({ age: "17", gender: "", data_consent: false }));
    expect(r.ok ? null : r.errors).toEqual({ guardian_consent: "guardianConsentRequired", gender: "choiceRequired", data_consent: "consentRequired" });
  });

  it.each(["18", "99"])("accepts age %s without the box; a box left ticked is not stored", (age) => {
    expect(ageError(age)).toBeNull();
    const r = validateQuestionnaire(validValues({ age, guardian_consent: true }));
    expect(r.ok && r.data.guardian_consent).toBe(false);
  });

  it("reads the box from a submitted form (no JavaScript)", () => {
    const form = new FormData();
    form.set("age", "17");
    form.set("guardian_consent", "on");
    expect(readQuestionnaireForm(form)).toMatchObject({ age: "17", guardian_consent: true });
  });

  it("the profile's optional age follows the same 16–99 rule", () => {
    const profile = (age: string) => validateProfile({ first_name: "", last_name: "", age, gender: "", status: "active" });
    for (const age of ["0", "5", "15", "100", "200"]) expect(profile(age)).toEqual({ ok: false, errors: { age: "ageRange" } });
    for (const age of ["", "16", "17", "99"]) expect(profile(age).ok).toBe(true);
  });
});

describe("the questionnaire's fields are listed once (form-values.ts, issue 22)", () => {
  const consents = ["data_consent", "guardian_consent", "health_consent"];

  it("the empty form, a read form and a prefilled form have exactly the listed fields", () => {
    const answers = questionnaireToFormValues({ ...questionnaireAnswersSchema.parse({ ...ANSWERS_FILE }) });
    for (const values of [emptyQuestionnaireValues(), readQuestionnaireForm(new FormData()), answers]) expect(Object.keys(values).sort()).toEqual([...QUESTIONNAIRE_FIELDS].sort());
  });

  it("the stored answers are the listed fields without the consent boxes, plus the e-mail", () => {
    expectTypeOf<Exclude<keyof QuestionnaireAnswers, "email">>().toEqualTypeOf<AnswerField>();
    // Negative control (checked by the type check): one field fewer is not the same list.
    // @ts-expect-error -- "age" is missing on the left
    expectTypeOf<Exclude<keyof QuestionnaireAnswers, "email" | "age">>().toEqualTypeOf<AnswerField>();
    const answerFields = [...QUESTIONNAIRE_FIELDS.filter((f) => !consents.includes(f)), "email"].sort();
    expect(Object.keys(questionnaireAnswersSchema.shape).sort()).toEqual(answerFields);
  });
});

const ANSWERS_FILE = {
  age: 30,
  gender: "female",
  main_goals: ["health"],
  other_sport: false,
  training_intensity: "balanced",
  training_frequency: "3x",
  session_duration: "45_60",
  daily_activity: "mixed",
  training_level: "beginner",
  current_training: "no",
  training_experience: ["none"],
  equipment: ["dumbbells"],
};
