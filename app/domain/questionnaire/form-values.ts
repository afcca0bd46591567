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

/** The questionnaire form as the browser holds it: strings, string lists and the consent flag. */
export interface QuestionnaireFormValues {
  first_name: string;
  last_name: string;
  age: string;
  gender: string;
  main_goals: string[];
  /** "yes", "no" or "" (not answered). */
  other_sport: string;
  other_sport_details: string;
  training_intensity: string;
  training_frequency: string;
  session_duration: string;
  daily_activity: string;
  training_level: string;
  current_training: string;
  training_experience: string[];
  equipment: string[];
  health_restrictions: string;
  exercise_dislikes: string;
  training_preferences: string;
  personal_wishes: string;
  data_consent: boolean;
  /** Ages 16 and 17 only: a parent or guardian agrees (the box is shown for ages under 18). */
  guardian_consent: boolean;
  /** The separate consent for health data (Art. 9(2)(a) DSGVO), required when health answers are given. */
  health_consent: boolean;
}

export type QuestionnaireField = keyof QuestionnaireFormValues;

/** Display (and focus) order of the fields: the first invalid one in this order gets focus. */
export const QUESTIONNAIRE_FIELDS = [
  "first_name",
  "last_name",
  "age",
  "guardian_consent",
  "gender",
  "main_goals",
  "other_sport",
  "other_sport_details",
  "training_intensity",
  "training_frequency",
  "session_duration",
  "daily_activity",
  "training_level",
  "current_training",
  "training_experience",
  "equipment",
  "health_restrictions",
  "health_consent",
  "exercise_dislikes",
  "training_preferences",
  "personal_wishes",
  "data_consent",
] as const satisfies readonly QuestionnaireField[];

export const MULTI_FIELDS = ["main_goals", "training_experience", "equipment"] as const;
export const OPTIONAL_TEXT_FIELDS = ["health_restrictions", "exercise_dislikes", "training_preferences", "personal_wishes"] as const;

export function emptyQuestionnaireValues(names: { first_name?: string | null; last_name?: string | null } = {}): QuestionnaireFormValues {
  return {
    first_name: names.first_name ?? "",
    last_name: names.last_name ?? "",
    age: "",
    gender: "",
    main_goals: [],
    other_sport: "",
    other_sport_details: "",
    training_intensity: "",
    training_frequency: "",
    session_duration: "",
    daily_activity: "",
    training_level: "",
    current_training: "",
    training_experience: [],
    equipment: [],
    health_restrictions: "",
    exercise_dislikes: "",
    training_preferences: "",
    personal_wishes: "",
    data_consent: false,
    guardian_consent: false,
    health_consent: false,
  };
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
  const one = (key: QuestionnaireField) => getOne(source, key);
  return {
    first_name: one("first_name"),
    last_name: one("last_name"),
    age: one("age"),
    gender: one("gender"),
    main_goals: getAll(source, "main_goals"),
    other_sport: one("other_sport"),
    other_sport_details: one("other_sport_details"),
    training_intensity: one("training_intensity"),
    training_frequency: one("training_frequency"),
    session_duration: one("session_duration"),
    daily_activity: one("daily_activity"),
    training_level: one("training_level"),
    current_training: one("current_training"),
    training_experience: getAll(source, "training_experience"),
    equipment: getAll(source, "equipment"),
    health_restrictions: one("health_restrictions"),
    exercise_dislikes: one("exercise_dislikes"),
    training_preferences: one("training_preferences"),
    personal_wishes: one("personal_wishes"),
    data_consent: getFlag(source, "data_consent"),
    guardian_consent: getFlag(source, "guardian_consent"),
    health_consent: getFlag(source, "health_consent"),
  };
}

/** The stored questionnaire as form values (to prefill the form). */
export function questionnaireToFormValues(a: Omit<QuestionnaireAnswers, "email">, guardianConsent = false): QuestionnaireFormValues {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    age: String(a.age),
    gender: a.gender,
    main_goals: [...a.main_goals],
    other_sport: a.other_sport ? "yes" : "no",
    other_sport_details: a.other_sport_details ?? "",
    training_intensity: a.training_intensity,
    training_frequency: a.training_frequency,
    session_duration: a.session_duration,
    daily_activity: a.daily_activity,
    training_level: a.training_level,
    current_training: a.current_training,
    training_experience: [...a.training_experience],
    equipment: [...a.equipment],
    health_restrictions: a.health_restrictions ?? "",
    exercise_dislikes: a.exercise_dislikes ?? "",
    training_preferences: a.training_preferences ?? "",
    personal_wishes: a.personal_wishes ?? "",
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
