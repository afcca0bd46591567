/**
 * German display labels for the questionnaire option codes (spec part 1 §3, German wording): the
 * single source of the German option texts. The AI prompt renders codes with them, and the UI's
 * German catalog (app/i18n/pages/options.ts) is built from them.
 */
import type {
  CurrentTraining,
  DailyActivity,
  Equipment,
  MainGoal,
  QuestionnaireGender,
  SessionDuration,
  TrainingExperience,
  TrainingFrequency,
  TrainingIntensity,
  TrainingLevel,
} from "./options";

export const GENDER_LABELS_DE: Record<QuestionnaireGender, string> = {
  male: "Männlich",
  female: "Weiblich",
  diverse: "Divers",
  not_specified: "Möchte ich nicht angeben",
};

export const MAIN_GOAL_LABELS_DE: Record<MainGoal, string> = {
  muscle_building: "Muskelaufbau",
  weight_loss: "Gewichtsreduktion",
  performance: "Leistungssteigerung",
  health: "Gesundheit verbessern",
  injury_prevention: "Verletzungen vorbeugen",
  sport_support: "Unterstützung einer anderen Sportart",
  general_fitness: "Allgemeine Fitness",
  specific_focus: "Spezieller Fokus",
};

export const TRAINING_INTENSITY_LABELS_DE: Record<TrainingIntensity, string> = {
  gentle: "Sanfter Einstieg",
  balanced: "Fordernd, aber ausgewogen",
  intense: "Bis an meine Grenzen",
};

/** Frequency as the questionnaire shows it, under the question "Wie oft pro Woche …". */
export const TRAINING_FREQUENCY_SHORT_LABELS_DE: Record<TrainingFrequency, string> = {
  "1x": "1x",
  "2x": "2x",
  "3x": "3x",
  "4x": "4x",
  "5x": "5x",
  "6x": "6x",
  "7x_plus": "7x oder mehr",
};

/** Frequency on its own (e.g. in the prompt), where the question is not next to it. */
export const TRAINING_FREQUENCY_LABELS_DE = Object.fromEntries(
  Object.entries(TRAINING_FREQUENCY_SHORT_LABELS_DE).map(([code, label]) => [code, `${label} pro Woche`]),
) as Record<TrainingFrequency, string>;

export const SESSION_DURATION_LABELS_DE: Record<SessionDuration, string> = {
  upto_30: "bis 30 Minuten",
  "30_45": "30–45 Minuten",
  "45_60": "45–60 Minuten",
  "60_90": "60–90 Minuten",
  "90_120": "90–120 Minuten",
  over_120: "mehr als 2 Stunden",
};

export const DAILY_ACTIVITY_LABELS_DE: Record<DailyActivity, string> = {
  sitting: "Überwiegend sitzend",
  active: "Körperlich aktiv",
  mixed: "Gemischt",
};

export const TRAINING_LEVEL_LABELS_DE: Record<TrainingLevel, string> = {
  beginner: "Anfänger",
  intermediate: "Fortgeschrittener",
  advanced: "Erfahren",
  returning: "Wiedereinsteiger",
};

export const CURRENT_TRAINING_LABELS_DE: Record<CurrentTraining, string> = {
  yes: "Ja",
  no: "Nein",
  sporadic: "Sporadisch",
};

export const TRAINING_EXPERIENCE_LABELS_DE: Record<TrainingExperience, string> = {
  gym: "Fitnessstudio",
  free_weights: "Lang- und Kurzhanteln",
  bodyweight: "Training mit Körpergewicht",
  functional: "Functional Training",
  machines: "Maschinentraining",
  none: "Wenig oder keine Erfahrung",
};

export const EQUIPMENT_LABELS_DE: Record<Equipment, string> = {
  barbell: "Langhantel",
  dumbbells: "Kurzhanteln",
  kettlebells: "Kettlebells",
  machines: "Fitnessgeräte (Maschinen)",
  sandbags: "Sandsäcke",
  ergometer: "Ergometer",
  resistance_bands: "Widerstandsbänder",
  pullup_bar: "Klimmzugstange",
  rings: "Turnringe",
  cable_trx: "Kabelzug / TRX",
  none: "Keine Ausrüstung",
};

/** All label maps by questionnaire field name. */
export const LABELS_DE = {
  gender: GENDER_LABELS_DE,
  main_goals: MAIN_GOAL_LABELS_DE,
  training_intensity: TRAINING_INTENSITY_LABELS_DE,
  training_frequency: TRAINING_FREQUENCY_LABELS_DE,
  session_duration: SESSION_DURATION_LABELS_DE,
  daily_activity: DAILY_ACTIVITY_LABELS_DE,
  training_level: TRAINING_LEVEL_LABELS_DE,
  current_training: CURRENT_TRAINING_LABELS_DE,
  training_experience: TRAINING_EXPERIENCE_LABELS_DE,
  equipment: EQUIPMENT_LABELS_DE,
} as const;

/**
 * The German label of a code; an unknown code (e.g. an old stored value) is returned unchanged
 * rather than dropped, so no information is lost.
 */
export function labelDe<K extends keyof typeof LABELS_DE>(field: K, code: string): string {
  const map = LABELS_DE[field] as Record<string, string>;
  return Object.prototype.hasOwnProperty.call(map, code) ? (map[code] as string) : code;
}
