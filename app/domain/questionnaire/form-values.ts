/**
 * The member forms' values as the browser holds them (questionnaire, profile sub-tab, plan feedback):
 * their fields, error keys, readers and the age rules the forms show before they validate. No schema
 * library here: the form components import this module up front and load the schemas
 * (./schema.ts, Zod) only to validate (issue 14, decision 0055). Pure: no I/O, no server imports.
 */
import {
  PROFILE_GENDERS,
  type ProfileGender,
  type ProfileStatus,
  type QuestionnaireAnswers,
} from "./options";

/** The error keys of all three forms; each has a message in both languages. */
export const ISSUES = [
  "required",
  "choiceRequired",
  "choicesRequired",
  "invalidOption",
  "nameTooLong",
  "ageFormat",
  "ageRange",
  "textTooLong",
  "consentRequired",
  "guardianConsentRequired",
  "healthConsentRequired",
  "feedbackTooLong",
] as const;
export type Issue = (typeof ISSUES)[number];

/* ───────────────────────────── raw form values ───────────────────────────── */

/**
 * The questionnaire's fields, once: their names in display (and focus) order, each with the kind of
 * value the form holds (`text`: a typed string; `choice`: one code; `list`: the chosen codes; `flag`: a
 * ticked box). The form values' type, the empty form and the reader of a submitted form follow from
 * it; the schemas (./schema.ts, ./answers-file-schema.ts) and the stored answers
 * (`QuestionnaireAnswers`) are checked against it by type, the prompt's allow-list by a test.
 */
const QUESTIONNAIRE_FORM = {
  first_name: "text",
  last_name: "text",
  age: "text",
  /** Ages 16 and 17 only: a parent or guardian agrees (the box is shown for ages under 18). */
  guardian_consent: "flag",
  gender: "choice",
  main_goals: "list",
  /** "yes", "no" or "" (not answered). */
  other_sport: "choice",
  other_sport_details: "text",
  training_intensity: "choice",
  training_frequency: "choice",
  session_duration: "choice",
  daily_activity: "choice",
  training_level: "choice",
  current_training: "choice",
  training_experience: "list",
  equipment: "list",
  health_restrictions: "text",
  /** The separate consent for health data (Art. 9(2)(a) DSGVO), required when health answers are given. */
  health_consent: "flag",
  exercise_dislikes: "text",
  training_preferences: "text",
  personal_wishes: "text",
  data_consent: "flag",
} as const satisfies Record<string, FieldKind>;

type FieldKind = "text" | "choice" | "list" | "flag";
type FormValueOf = { text: string; choice: string; list: string[]; flag: boolean };

/** The questionnaire form as the browser holds it: strings, string lists and the consent flags. */
export type QuestionnaireFormValues = { -readonly [K in keyof typeof QUESTIONNAIRE_FORM]: FormValueOf[(typeof QUESTIONNAIRE_FORM)[K]] };

export type QuestionnaireField = keyof QuestionnaireFormValues;

/** The fields of one kind ("choice": the single-choice questions, "list": the multiple-choice ones). */
export type FieldOfKind<K extends FieldKind> = { [F in QuestionnaireField]: (typeof QUESTIONNAIRE_FORM)[F] extends K ? F : never }[QuestionnaireField];

/** Display (and focus) order of the fields: the first invalid one in this order gets focus. */
export const QUESTIONNAIRE_FIELDS = Object.keys(QUESTIONNAIRE_FORM) as readonly QuestionnaireField[];

/** The fields the stored answers keep (`QuestionnaireAnswers` without the e-mail): all but the consent boxes. */
export type AnswerField = Exclude<QuestionnaireField, "data_consent" | "guardian_consent" | "health_consent">;

/** Form values made field by field, in the list's order. */
function formValues(fields: readonly QuestionnaireField[], make: (field: QuestionnaireField) => string | string[] | boolean): QuestionnaireFormValues {
  return Object.fromEntries(fields.map((field) => [field, make(field)])) as unknown as QuestionnaireFormValues;
}

export function emptyQuestionnaireValues(names: { first_name?: string | null; last_name?: string | null } = {}): QuestionnaireFormValues {
  const empty = { text: () => "", choice: () => "", list: () => [], flag: () => false };
  return { ...formValues(QUESTIONNAIRE_FIELDS, (field) => empty[QUESTIONNAIRE_FORM[field]]()), first_name: names.first_name ?? "", last_name: names.last_name ?? "" };
}

/** A form value from FormData or a plain object; files and unexpected types become "". */
type FormSource = FormData | Record<string, unknown>;

function getOne(source: FormSource, key: string): string {
  const v = source instanceof FormData ? source.get(key) : source[key];
  if (Array.isArray(v)) return typeof v[0] === "string" ? v[0] : "";
  return typeof v === "string" ? v : "";
}

function getAll(source: FormSource, key: string): string[] {
  const v = source instanceof FormData ? source.getAll(key) : source[key];
  const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  return list.filter((x): x is string => typeof x === "string" && x !== "");
}

function getFlag(source: FormSource, key: string): boolean {
  const v = source instanceof FormData ? source.get(key) : source[key];
  return v === true || v === "on" || v === "true" || v === "yes";
}

/** Reads the submitted questionnaire (repeated keys for the multi-choice lists). */
export function readQuestionnaireForm(source: FormSource): QuestionnaireFormValues {
  const read = { text: getOne, choice: getOne, list: getAll, flag: getFlag };
  return formValues(QUESTIONNAIRE_FIELDS, (field) => read[QUESTIONNAIRE_FORM[field]](source, field));
}

/** A stored answer as the form holds it: a number as typed, yes/no, a copied list, no answer as "". */
function formValue(answer: string | number | boolean | null | undefined | readonly string[]): string | string[] {
  if (Array.isArray(answer)) return [...answer];
  if (typeof answer === "boolean") return answer ? "yes" : "no";
  return answer === null || answer === undefined ? "" : String(answer);
}

/** The stored questionnaire as form values (to prefill the form). */
export function questionnaireToFormValues(a: Omit<QuestionnaireAnswers, "email">, guardianConsent = false): QuestionnaireFormValues {
  const answers = QUESTIONNAIRE_FIELDS.filter((field): field is AnswerField => QUESTIONNAIRE_FORM[field] !== "flag");
  return {
    ...formValues(answers, (field) => formValue(a[field as AnswerField])),
    data_consent: true,
    guardian_consent: guardianConsent,
    // Health answers are only ever stored with the consent in force (docs/decisions/0074).
    health_consent: Boolean(a.health_restrictions?.trim()),
  };
}

/* ───────────────────────────── shared by the schemas ───────────────────────────── */

export const str = (v: unknown) => (typeof v === "string" ? v : "");
/** Browsers send textarea line breaks as CRLF; count them as one character like the counter does. */
export const normalized = (v: unknown) => str(v).replace(/\r\n?/g, "\n");

/**
 * Plans are made for ages 16 to 99 (spec part 1 §5, launch review): the generator's loads are not
 * meant for children, and a three-digit age is a typing error. 16 and 17 need a guardian's consent.
 */
export const AGE_MIN = 16;
export const AGE_MAX = 99;
export const AGE_ADULT = 18;

export const inAgeRange = (n: number) => n >= AGE_MIN && n <= AGE_MAX;

/** True when the typed age is a valid age that needs the guardian's consent (16 or 17). */
export function needsGuardianConsent(age: string): boolean {
  const v = age.trim();
  return /^\d{1,3}$/.test(v) && inAgeRange(Number(v)) && Number(v) < AGE_ADULT;
}

/* ───────────────────────────── profile ───────────────────────────── */

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  age: string;
  gender: string;
  status: string;
}

export const PROFILE_FIELDS = ["first_name", "last_name", "age", "gender", "status"] as const satisfies readonly (keyof ProfileFormValues)[];

export function readProfileForm(source: FormSource): ProfileFormValues {
  return {
    first_name: getOne(source, "first_name"),
    last_name: getOne(source, "last_name"),
    age: getOne(source, "age"),
    gender: getOne(source, "gender"),
    status: getOne(source, "status"),
  };
}

/** Spec §3: user_profiles.status is active or inactive; any other stored value counts as active. */
export function normalizeProfileStatus(value: unknown): ProfileStatus {
  return value === "inactive" ? "inactive" : "active";
}

/** A stored profile gender, or null for anything that is not one of the three codes. */
export function normalizeProfileGender(value: unknown): ProfileGender | null {
  return (PROFILE_GENDERS as readonly unknown[]).includes(value) ? (value as ProfileGender) : null;
}

/* ───────────────────────────── plan feedback ───────────────────────────── */

/** The length the limit applies to (CRLF counted once, surrounding blanks ignored), for counters. */
export function feedbackLength(text: string): number {
  return normalized(text).trim().length;
}

/* ───────────────────────────── result shape ───────────────────────────── */

export type FormErrors<K extends string = string> = Partial<Record<K, Issue>>;

export type Validation<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FormErrors<K> };
