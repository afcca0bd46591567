/**
 * Validation of the member forms (spec part 1 §5, part 2 §5): the questionnaire (questionnaire page
 * and profile tab), the profile sub-tab and the plan feedback of the history dialog. One schema per
 * form, used by the browser for instant feedback and by the server as the authority.
 * Errors are language-neutral keys (see Issue); the catalogs turn them into text.
 * The forms' values, fields and readers live in ./form-values.ts (no schema library); the browser
 * loads this module only to validate (issue 14, decision 0055), so it re-exports none of them: the
 * whole namespace of a dynamically imported module stays in its chunk.
 * Pure: no I/O, no server imports.
 */
import { z } from "zod/mini";
import { needsHealthConsent } from "~/domain/privacy/health-consent";
import { prepared } from "~/domain/form-schema";
import { LIMITS, PROFILE_GENDERS, PROFILE_STATUSES, QUESTIONNAIRE_OPTIONS, type ProfileGender } from "./options";
import {
  AGE_ADULT,
  inAgeRange,
  ISSUES,
  normalized,
  str,
  type FormErrors,
  type Issue,
  type ProfileFormValues,
  type QuestionnaireField,
  type QuestionnaireFormValues,
  type Validation,
} from "./form-values";

/* ───────────────────────────── building blocks ───────────────────────────── */

const name = prepared((v) => str(v).trim(), z.string().check(z.minLength(1, "required"), z.maxLength(LIMITS.nameMax, "nameTooLong")));

const age = z
  .pipe(prepared((v) => str(v).trim(), z.string().check(z.minLength(1, "required"), z.regex(/^\d{1,3}$/, "ageFormat"))), z.transform((v: string) => Number(v)))
  .check(z.refine(inAgeRange, "ageRange"));

function single<const T extends readonly [string, ...string[]]>(values: T) {
  return prepared((v) => str(v), z.pipe(z.string().check(z.minLength(1, "choiceRequired")), z.enum(values, "invalidOption")));
}

function multi<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    prepared((v) => (Array.isArray(v) ? v : typeof v === "string" && v ? [v] : []), z.array(z.enum(values, "invalidOption")).check(z.minLength(1, "choicesRequired"))),
    z.transform((list: T[number][]) => Array.from(new Set(list))),
  );
}

const optionalText = z.pipe(
  prepared((v) => normalized(v).trim(), z.string().check(z.maxLength(LIMITS.optionalTextMax, "textTooLong"))),
  z.transform((v: string) => (v === "" ? null : v)),
);

/* ───────────────────────────── questionnaire ───────────────────────────── */

const questionnaireObject = z
  .object({
    // Exactly the form's fields (./form-values.ts): a missing or an extra one is a type error.
    first_name: name,
    last_name: name,
    age,
    gender: single(QUESTIONNAIRE_OPTIONS.gender),
    main_goals: multi(QUESTIONNAIRE_OPTIONS.main_goals),
    other_sport: z.pipe(single(QUESTIONNAIRE_OPTIONS.other_sport), z.transform((v: "yes" | "no") => v === "yes")),
    other_sport_details: optionalText,
    training_intensity: single(QUESTIONNAIRE_OPTIONS.training_intensity),
    training_frequency: single(QUESTIONNAIRE_OPTIONS.training_frequency),
    session_duration: single(QUESTIONNAIRE_OPTIONS.session_duration),
    daily_activity: single(QUESTIONNAIRE_OPTIONS.daily_activity),
    training_level: single(QUESTIONNAIRE_OPTIONS.training_level),
    current_training: single(QUESTIONNAIRE_OPTIONS.current_training),
    training_experience: multi(QUESTIONNAIRE_OPTIONS.training_experience),
    equipment: multi(QUESTIONNAIRE_OPTIONS.equipment),
    health_restrictions: optionalText,
    exercise_dislikes: optionalText,
    training_preferences: optionalText,
    personal_wishes: optionalText,
    data_consent: prepared((v) => v === true || v === "on" || v === "true", z.literal(true, "consentRequired")),
    guardian_consent: prepared((v) => v === true || v === "on" || v === "true", z.boolean()),
    health_consent: prepared((v) => v === true || v === "on" || v === "true", z.boolean()),
  } satisfies Record<QuestionnaireField, z.ZodMiniType>)
  // Under 18 (16 or 17): the guardian's consent box is required. Checked whenever the age itself is valid.
  .check(
    z.refine((v) => v.age >= AGE_ADULT || v.guardian_consent, {
      message: "guardianConsentRequired",
      path: ["guardian_consent"],
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "age"),
    }),
    // Health answers (Art. 9 DSGVO) need their own, explicit consent (docs/decisions/0074).
    z.refine((v) => !needsHealthConsent(v.health_restrictions) || v.health_consent, {
      message: "healthConsentRequired",
      path: ["health_consent"],
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "health_restrictions"),
    }),
  );

// The details belong to "yes" only; with "no" whatever was typed is dropped. The guardian's
// consent is stored only where it is needed (a box left ticked after changing 17 to 30 is not).
export const questionnaireSchema = z.pipe(
  questionnaireObject,
  z.transform((v: z.output<typeof questionnaireObject>) => ({
    ...v,
    other_sport_details: v.other_sport ? v.other_sport_details : null,
    guardian_consent: v.age < AGE_ADULT && v.guardian_consent,
    health_consent: needsHealthConsent(v.health_restrictions) && v.health_consent,
  })),
);

/** Validated answers, without the e-mail (always the account's, set by the server). */
export type ValidQuestionnaire = z.output<typeof questionnaireSchema>;

/* ───────────────────────────── profile ───────────────────────────── */

const optionalName = z.pipe(
  prepared((v) => str(v).trim(), z.string().check(z.maxLength(LIMITS.nameMax, "nameTooLong"))),
  z.transform((v: string) => (v === "" ? null : v)),
);

const optionalAge = z
  .pipe(
    prepared((v) => str(v).trim(), z.string().check(z.refine((v) => v === "" || /^\d{1,3}$/.test(v), "ageFormat"))),
    z.transform((v: string) => (v === "" ? null : Number(v))),
  )
  .check(z.refine((v) => v === null || inAgeRange(v), "ageRange"));

export const profileSchema = z.object({
  first_name: optionalName,
  last_name: optionalName,
  age: optionalAge,
  gender: z.pipe(
    prepared((v) => str(v), z.string().check(z.refine((v) => v === "" || (PROFILE_GENDERS as readonly string[]).includes(v), "invalidOption"))),
    z.transform((v: string): ProfileGender | null => (v === "" ? null : (v as ProfileGender))),
  ),
  status: single(PROFILE_STATUSES),
});

export type ValidProfile = z.output<typeof profileSchema>;

/* ───────────────────────────── plan feedback ───────────────────────────── */

export const planFeedbackSchema = z.object({
  feedback: prepared((v) => normalized(v).trim(), z.string().check(z.maxLength(LIMITS.planFeedbackMax, "feedbackTooLong"))),
});

/* ───────────────────────────── result shape ───────────────────────────── */

const KNOWN: ReadonlySet<string> = new Set(ISSUES);

/** Validates input; the first issue of each field wins (a missing value before its format). */
export function validateForm<S extends z.ZodMiniType, K extends string = string>(schema: S, input: unknown): Validation<z.output<S>, K> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, Issue> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    errors[field] = KNOWN.has(issue.message) ? (issue.message as Issue) : "required";
  }
  return { ok: false, errors: errors as FormErrors<K> };
}

export function validateQuestionnaire(values: QuestionnaireFormValues) {
  return validateForm<typeof questionnaireSchema, QuestionnaireField>(questionnaireSchema, values);
}

export function validateProfile(values: ProfileFormValues) {
  return validateForm<typeof profileSchema, keyof ProfileFormValues>(profileSchema, values);
}

export function validatePlanFeedback(feedback: string) {
  return validateForm<typeof planFeedbackSchema, "feedback">(planFeedbackSchema, { feedback });
}
