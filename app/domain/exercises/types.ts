import type { Equipment } from "~/domain/questionnaire/options";

/** Movement patterns: the generator balances a session over these. */
export const MOVEMENT_PATTERNS = [
  "squat",
  "hinge",
  "lunge",
  "push_horizontal",
  "push_vertical",
  "pull_horizontal",
  "pull_vertical",
  "core",
  "carry",
  "arms",
  "calves",
  "cardio",
  "mobility",
  "warmup",
] as const;
export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

export const MUSCLE_GROUPS = [
  "chest",
  "back",
  "shoulders",
  "biceps",
  "triceps",
  "forearms",
  "core",
  "glutes",
  "quadriceps",
  "hamstrings",
  "calves",
  "hips",
  "full_body",
  "cardiovascular",
] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

/**
 * What an exercise loads, so that injuries and conditions can exclude it without listing names:
 * e.g. a knee problem avoids "knee" and "high_impact", hypertension avoids "valsalva".
 */
export const STRESS_TAGS = [
  "knee",
  "shoulder",
  "lower_back",
  "wrist",
  "elbow",
  "neck",
  "hip",
  "ankle",
  "high_impact",
  "overhead",
  "spinal_load",
  "valsalva",
  "supine",
  "prone",
  "inversion",
] as const;
export type StressTag = (typeof STRESS_TAGS)[number];

/** What each stress tag means, in German (the AI prompt's injury notes and the admin's protection view). */
export const STRESS_TAG_LABELS_DE: Record<StressTag, string> = {
  knee: "starke Kniebelastung",
  shoulder: "Schulterbelastung",
  lower_back: "Belastung des unteren Rückens",
  wrist: "Handgelenksbelastung",
  elbow: "Ellenbogenbelastung",
  neck: "Nackenbelastung",
  hip: "Hüftbelastung",
  ankle: "Sprunggelenksbelastung",
  high_impact: "Sprünge und Stoßbelastung",
  overhead: "Überkopfbewegungen",
  spinal_load: "axiale Last auf der Wirbelsäule",
  valsalva: "Pressatmung und Maximalversuche",
  supine: "Rückenlage",
  prone: "Bauchlage",
  inversion: "Kopf-nach-unten-Positionen",
};

export type Difficulty = 1 | 2 | 3;

/** One exercise of the database (seeded, then admin-editable). Names are German, nameEn English. */
export interface ExerciseRecord {
  name: string;
  nameEn: string;
  description: string;
  instructions: string;
  /** The description for English pages: the same content as the German, in natural English. */
  descriptionEn: string;
  /** The how-to for English pages: the same cues and safety notes as the German, in natural English. */
  instructionsEn: string;
  /** Only a real, known video URL; null for the admin to fill. */
  videoUrl: string | null;
  hashtag: string | null;
  muscleGroups: MuscleGroup[];
  /**
   * Equipment codes needed, all of them. An empty list means bodyweight only (usable with
   * 'none'). Alternatives are separate exercises.
   */
  equipmentNeeded: Equipment[];
  movementPattern: MovementPattern;
  difficulty: Difficulty;
  stressTags: StressTag[];
}

/** One entry of the injuries/illnesses list. */
export interface InjuryRecord {
  name: string;
  nameEn: string;
  recommendedAdjustments: string;
  /** Exercise names (from the exercise database) that help with this condition. */
  relevantExercises: string[];
  /** Exercise names that must not appear in a plan for this condition. */
  exclusions: string[];
  /** Stress tags to avoid in addition to the named exclusions. */
  avoidTags: StressTag[];
  /** Lower-case words that identify the condition in a customer's free text (German and English). */
  keywords: string[];
}
