/**
 * Stable option codes of the questionnaire and profile (spec part 1 §3).
 * The database stores these codes, never display text; labels live in the i18n catalogs.
 * One code set serves both languages; it follows the German option set (docs/decisions/0005-option-codes.md).
 */

export const QUESTIONNAIRE_GENDERS = ["male", "female", "diverse", "not_specified"] as const;
export const PROFILE_GENDERS = ["male", "female", "diverse"] as const;

export const MAIN_GOALS = [
  "muscle_building",
  "weight_loss",
  "performance",
  "health",
  "injury_prevention",
  "sport_support",
  "general_fitness",
  "specific_focus",
] as const;

export const TRAINING_INTENSITIES = ["gentle", "balanced", "intense"] as const;

export const TRAINING_FREQUENCIES = ["1x", "2x", "3x", "4x", "5x", "6x", "7x_plus"] as const;

export const SESSION_DURATIONS = ["upto_30", "30_45", "45_60", "60_90", "90_120", "over_120"] as const;

export const DAILY_ACTIVITIES = ["sitting", "active", "mixed"] as const;

export const TRAINING_LEVELS = ["beginner", "intermediate", "advanced", "returning"] as const;

export const CURRENT_TRAINING = ["yes", "no", "sporadic"] as const;

export const TRAINING_EXPERIENCE = [
  "gym",
  "free_weights",
  "bodyweight",
  "functional",
  "machines",
  "none",
] as const;

export const EQUIPMENT = [
  "barbell",
  "dumbbells",
  "kettlebells",
  "machines",
  "sandbags",
  "ergometer",
  "resistance_bands",
  "pullup_bar",
  "rings",
  "cable_trx",
  "none",
] as const;

/**
 * The questionnaire's option questions and their codes, once (in display order): the form, its
 * schema (./schema.ts) and the plan CLI's file schema (./answers-file-schema.ts) read them here.
 * `other_sport` is a yes/no question; the stored answers keep it as a boolean.
 */
export const QUESTIONNAIRE_OPTIONS = {
  gender: QUESTIONNAIRE_GENDERS,
  main_goals: MAIN_GOALS,
  other_sport: ["yes", "no"],
  training_intensity: TRAINING_INTENSITIES,
  training_frequency: TRAINING_FREQUENCIES,
  session_duration: SESSION_DURATIONS,
  daily_activity: DAILY_ACTIVITIES,
  training_level: TRAINING_LEVELS,
  current_training: CURRENT_TRAINING,
  training_experience: TRAINING_EXPERIENCE,
  equipment: EQUIPMENT,
} as const;

export const QUESTIONNAIRE_STATUSES = ["pending", "completed"] as const;
export const PROFILE_STATUSES = ["active", "inactive"] as const;

export type QuestionnaireGender = (typeof QUESTIONNAIRE_GENDERS)[number];
export type ProfileGender = (typeof PROFILE_GENDERS)[number];
export type MainGoal = (typeof MAIN_GOALS)[number];
export type TrainingIntensity = (typeof TRAINING_INTENSITIES)[number];
export type TrainingFrequency = (typeof TRAINING_FREQUENCIES)[number];
export type SessionDuration = (typeof SESSION_DURATIONS)[number];
export type DailyActivity = (typeof DAILY_ACTIVITIES)[number];
export type TrainingLevel = (typeof TRAINING_LEVELS)[number];
export type CurrentTraining = (typeof CURRENT_TRAINING)[number];
export type TrainingExperience = (typeof TRAINING_EXPERIENCE)[number];
export type Equipment = (typeof EQUIPMENT)[number];
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** Limits of spec part 1 §9 and part 2 §9. */
export const LIMITS = {
  nameMax: 30,
  ageMaxDigits: 3,
  optionalTextMax: 400,
  planFeedbackMax: 700,
  dayFeedbackMax: 300,
  passwordMin: 6,
} as const;

/** The questionnaire as the domain sees it: the stored field names of spec §3 with our codes. */
export interface QuestionnaireAnswers {
  first_name: string;
  last_name: string;
  email: string;
  age: number;
  gender: QuestionnaireGender;
  main_goals: MainGoal[];
  other_sport: boolean;
  other_sport_details: string | null;
  training_intensity: TrainingIntensity;
  training_frequency: TrainingFrequency;
  session_duration: SessionDuration;
  daily_activity: DailyActivity;
  training_level: TrainingLevel;
  current_training: CurrentTraining;
  training_experience: TrainingExperience[];
  equipment: Equipment[];
  health_restrictions: string | null;
  exercise_dislikes: string | null;
  training_preferences: string | null;
  personal_wishes: string | null;
}
