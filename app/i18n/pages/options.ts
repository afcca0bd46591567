/**
 * Display labels of the questionnaire and profile option codes (app/domain/questionnaire/options.ts).
 * One code set serves both languages and follows the German option set of spec part 1 §3
 * (docs/decisions/0005-option-codes.md); German is the source, English is typed against it.
 * Records keyed by the code types make a missing label a type error; options.test.ts checks it too.
 */
import type {
  CurrentTraining,
  DailyActivity,
  Equipment,
  MainGoal,
  ProfileGender,
  ProfileStatus,
  QuestionnaireGender,
  SessionDuration,
  TrainingExperience,
  TrainingFrequency,
  TrainingIntensity,
  TrainingLevel,
} from "~/domain/questionnaire/options";
import { LABELS_DE, TRAINING_FREQUENCY_SHORT_LABELS_DE } from "~/domain/questionnaire/labels-de";
import type { Lang } from "~/i18n/config";

export interface OptionLabels {
  gender: Record<QuestionnaireGender, string>;
  profileGender: Record<ProfileGender, string>;
  profileStatus: Record<ProfileStatus, string>;
  main_goals: Record<MainGoal, string>;
  other_sport: Record<"yes" | "no", string>;
  training_intensity: Record<TrainingIntensity, string>;
  training_frequency: Record<TrainingFrequency, string>;
  session_duration: Record<SessionDuration, string>;
  daily_activity: Record<DailyActivity, string>;
  training_level: Record<TrainingLevel, string>;
  current_training: Record<CurrentTraining, string>;
  training_experience: Record<TrainingExperience, string>;
  equipment: Record<Equipment, string>;
}

// German comes from the domain's labels (also used by the AI prompt), so the two cannot drift apart;
// only the frequency is shorter here, where the question "Wie oft pro Woche …" stands above it.
const de: OptionLabels = {
  ...LABELS_DE,
  training_frequency: TRAINING_FREQUENCY_SHORT_LABELS_DE,
  profileGender: { male: "Männlich", female: "Weiblich", diverse: "Divers" },
  profileStatus: { active: "Aktiv", inactive: "Inaktiv" },
  other_sport: { yes: "Ja", no: "Nein" },
};

const en: typeof de = {
  gender: {
    male: "Male",
    female: "Female",
    diverse: "Diverse",
    not_specified: "Prefer not to say",
  },
  profileGender: { male: "Male", female: "Female", diverse: "Diverse" },
  profileStatus: { active: "Active", inactive: "Inactive" },
  main_goals: {
    muscle_building: "Muscle building",
    weight_loss: "Weight loss",
    performance: "Performance enhancement",
    health: "Improve health",
    injury_prevention: "Prevent injuries",
    sport_support: "Support another sport",
    general_fitness: "General fitness",
    specific_focus: "Specific focus",
  },
  other_sport: { yes: "Yes", no: "No" },
  training_intensity: {
    gentle: "Gentle start",
    balanced: "Demanding but balanced",
    intense: "Push me to my limits",
  },
  training_frequency: {
    "1x": "1x",
    "2x": "2x",
    "3x": "3x",
    "4x": "4x",
    "5x": "5x",
    "6x": "6x",
    "7x_plus": "7x or more",
  },
  session_duration: {
    upto_30: "up to 30 minutes",
    "30_45": "30–45 minutes",
    "45_60": "45–60 minutes",
    "60_90": "60–90 minutes",
    "90_120": "90–120 minutes",
    over_120: "more than 2 hours",
  },
  daily_activity: {
    sitting: "Mostly sitting",
    active: "Physically active",
    mixed: "Mixed",
  },
  training_level: {
    beginner: "Beginner",
    intermediate: "Intermediate",
    advanced: "Experienced",
    returning: "Returning after a break",
  },
  current_training: { yes: "Yes", no: "No", sporadic: "Sporadically" },
  training_experience: {
    gym: "Gym",
    free_weights: "Barbells and dumbbells",
    bodyweight: "Bodyweight training",
    functional: "Functional training",
    machines: "Machine-based training",
    none: "Little or no experience",
  },
  equipment: {
    barbell: "Barbell",
    dumbbells: "Dumbbells",
    kettlebells: "Kettlebells",
    machines: "Gym machines",
    sandbags: "Sandbags",
    ergometer: "Ergometer",
    resistance_bands: "Resistance bands",
    pullup_bar: "Pull-up bar",
    rings: "Gymnastic rings",
    cable_trx: "Cable / TRX",
    none: "No equipment",
  },
};

export const optionLabels: Record<Lang, OptionLabels> = { de, en };

/** The label of a stored code; an unknown (e.g. legacy) code is shown as it is rather than hidden. */
export function optionLabel<K extends keyof OptionLabels>(lang: Lang, set: K, code: string | null | undefined): string | null {
  if (code === null || code === undefined || code === "") return null;
  const map = optionLabels[lang][set] as Record<string, string>;
  return Object.prototype.hasOwnProperty.call(map, code) ? (map[code] as string) : code;
}
