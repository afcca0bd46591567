/**
 * Questionnaires of the random bench (`npm run bench:engine --seeds S --show N`) that failed a gate
 * or check before a rule of the generator's fit pass (docs/coaching-fit.md) and pass with it; the
 * tests in fit-rules.test.ts name the rule each one needs. "fixture #N" cases ran on the small
 * fixture database (app/domain/plan/generator.fixture.ts), the others on the seeded catalog.
 */
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";

export type BenchCase = Omit<QuestionnaireAnswers, "last_name" | "email">;

export const BENCH_CASES = {
  /** bench seed 7 #49 */
  "seed 7 #49": {
    first_name: "Anna", age: 55, gender: "diverse", main_goals: ["performance", "health", "sport_support"], other_sport: false,
    other_sport_details: null, training_intensity: "balanced", training_frequency: "1x", session_duration: "60_90",
    daily_activity: "mixed", training_level: "advanced", current_training: "no", training_experience: ["bodyweight"],
    equipment: ["barbell", "kettlebells", "machines", "ergometer", "rings", "cable_trx"],
    health_restrictions: "Bluthochdruck\nNackenverspannungen", exercise_dislikes: null, training_preferences: "Zirkeltraining",
    personal_wishes: null,
  },
  /** bench seed 3 #92 */
  "seed 3 #92": {
    first_name: "Max", age: 68, gender: "male", main_goals: ["performance"], other_sport: false, other_sport_details: null,
    training_intensity: "intense", training_frequency: "1x", session_duration: "60_90", daily_activity: "sitting",
    training_level: "advanced", current_training: "sporadic", training_experience: ["free_weights", "machines"],
    equipment: ["ergometer", "none"], health_restrictions: "Schulter-Impingement rechts", exercise_dislikes: "Dehnen, Seilspringen",
    training_preferences: null, personal_wishes: null,
  },
  /** bench seed 99 #703 */
  "seed 99 #703": {
    first_name: "Jürgen", age: 25, gender: "male", main_goals: ["muscle_building", "weight_loss", "injury_prevention"], other_sport: false,
    other_sport_details: null, training_intensity: "balanced", training_frequency: "1x", session_duration: "90_120",
    daily_activity: "mixed", training_level: "advanced", current_training: "sporadic", training_experience: ["bodyweight", "none"],
    equipment: ["none"], health_restrictions: null, exercise_dislikes: null, training_preferences: "Ganzkörpertraining",
    personal_wishes: "Marathon laufen\nstraffer Po",
  },
  /** bench seed 42 #120 */
  "seed 42 #120": {
    first_name: "Anna", age: 61, gender: "not_specified", main_goals: ["performance"], other_sport: true, other_sport_details: "Schwimmen",
    training_intensity: "gentle", training_frequency: "1x", session_duration: "30_45", daily_activity: "mixed", training_level: "advanced",
    current_training: "sporadic", training_experience: ["machines", "none"],
    equipment: ["dumbbells", "kettlebells", "pullup_bar", "rings", "cable_trx", "none"],
    health_restrictions: "schwanger (2. Trimester)\nBandscheibenvorfall L5", exercise_dislikes: null, training_preferences: "Kurzhanteln",
    personal_wishes: null,
  },
  /** bench seed 99 #151 */
  "seed 99 #151": {
    first_name: "Max", age: 27, gender: "not_specified", main_goals: ["performance", "general_fitness"], other_sport: false,
    other_sport_details: null, training_intensity: "intense", training_frequency: "2x", session_duration: "upto_30",
    daily_activity: "sitting", training_level: "advanced", current_training: "yes",
    training_experience: ["free_weights", "bodyweight", "functional"], equipment: ["dumbbells", "resistance_bands"],
    health_restrictions: "Bandscheibenvorfall L5\nschwanger (2. Trimester)", exercise_dislikes: null,
    training_preferences: "Zirkeltraining", personal_wishes: null,
  },
  /** bench seed 1 #673 */
  "seed 1 #673": {
    first_name: "Anna", age: 73, gender: "female", main_goals: ["injury_prevention"], other_sport: false, other_sport_details: null,
    training_intensity: "intense", training_frequency: "1x", session_duration: "90_120", daily_activity: "mixed",
    training_level: "advanced", current_training: "yes", training_experience: ["gym"],
    equipment: ["kettlebells", "sandbags", "resistance_bands", "pullup_bar", "none"], health_restrictions: "Meniskus links operiert",
    exercise_dislikes: "Laufen und Maschinen", training_preferences: null, personal_wishes: null,
  },
  /** bench seed 42 #881 */
  "seed 42 #881": {
    first_name: "Max", age: 71, gender: "not_specified", main_goals: ["injury_prevention"], other_sport: false, other_sport_details: null,
    training_intensity: "gentle", training_frequency: "1x", session_duration: "90_120", daily_activity: "mixed",
    training_level: "advanced", current_training: "no", training_experience: ["gym", "bodyweight"],
    equipment: ["barbell", "kettlebells", "ergometer", "resistance_bands", "none"], health_restrictions: null, exercise_dislikes: null,
    training_preferences: null, personal_wishes: "straffer Po",
  },
  /** bench seed 42 #222 */
  "seed 42 #222": {
    first_name: "Özlem", age: 63, gender: "not_specified", main_goals: ["muscle_building", "performance"], other_sport: true,
    other_sport_details: "Tennis", training_intensity: "gentle", training_frequency: "1x", session_duration: "over_120",
    daily_activity: "active", training_level: "advanced", current_training: "sporadic",
    training_experience: ["free_weights", "functional", "none"], equipment: ["barbell", "dumbbells", "kettlebells", "resistance_bands"],
    health_restrictions: null, exercise_dislikes: "Rudern und Ausfallschritte", training_preferences: null, personal_wishes: null,
  },
  /** bench seed 2 #983 */
  "seed 2 #983": {
    first_name: "Max", age: 74, gender: "diverse", main_goals: ["muscle_building", "sport_support", "general_fitness"], other_sport: false,
    other_sport_details: null, training_intensity: "intense", training_frequency: "1x", session_duration: "upto_30",
    daily_activity: "active", training_level: "advanced", current_training: "no", training_experience: ["bodyweight"],
    equipment: ["dumbbells", "sandbags", "ergometer", "rings", "cable_trx"], health_restrictions: "leichte Knieprobleme und Rücken",
    exercise_dislikes: "Crunches", training_preferences: null, personal_wishes: null,
  },
  /** bench seed 42 #891 */
  "seed 42 #891": {
    first_name: "Max", age: 22, gender: "male", main_goals: ["muscle_building", "general_fitness", "specific_focus"], other_sport: true,
    other_sport_details: "Handball", training_intensity: "intense", training_frequency: "1x", session_duration: "90_120",
    daily_activity: "sitting", training_level: "advanced", current_training: "no", training_experience: ["bodyweight"],
    equipment: ["kettlebells", "resistance_bands"], health_restrictions: "Asthma und schwanger (2. Trimester)",
    exercise_dislikes: "Kniebeugen", training_preferences: "Zirkeltraining", personal_wishes: "stärkerer Rücken",
  },
  /** bench seed 3 #306 */
  "seed 3 #306": {
    first_name: "Anna", age: 36, gender: "male", main_goals: ["injury_prevention", "sport_support"], other_sport: false,
    other_sport_details: null, training_intensity: "gentle", training_frequency: "6x", session_duration: "over_120",
    daily_activity: "mixed", training_level: "returning", current_training: "sporadic",
    training_experience: ["functional", "machines", "none"], equipment: ["sandbags", "resistance_bands", "cable_trx"],
    health_restrictions: null, exercise_dislikes: null, training_preferences: "Rumpftraining\nKettlebells", personal_wishes: null,
  },
  /** bench seed 42 #634 */
  "seed 42 #634": {
    first_name: "Anna", age: 22, gender: "female", main_goals: ["weight_loss"], other_sport: false, other_sport_details: null,
    training_intensity: "gentle", training_frequency: "6x", session_duration: "30_45", daily_activity: "mixed",
    training_level: "returning", current_training: "sporadic", training_experience: ["bodyweight", "machines", "none"],
    equipment: ["ergometer", "rings"], health_restrictions: "Tennisarm", exercise_dislikes: "Sit-ups und Rudern",
    training_preferences: "Kurzhanteln und draußen trainieren", personal_wishes: "Marathon laufen",
  },
  /** bench seed 99 #989 */
  "seed 99 #989": {
    first_name: "Jürgen", age: 27, gender: "female", main_goals: ["muscle_building"], other_sport: false, other_sport_details: null,
    training_intensity: "gentle", training_frequency: "1x", session_duration: "over_120", daily_activity: "active",
    training_level: "advanced", current_training: "sporadic", training_experience: ["free_weights"],
    equipment: ["kettlebells", "sandbags", "none"], health_restrictions: "schwanger (2. Trimester) und Tennisarm",
    exercise_dislikes: "Liegestütze", training_preferences: null, personal_wishes: null,
  },
  /** bench seed 17 #273 */
  "seed 17 #273": {
    first_name: "Jürgen", age: 46, gender: "diverse", main_goals: ["muscle_building", "weight_loss", "injury_prevention"],
    other_sport: false, other_sport_details: null, training_intensity: "balanced", training_frequency: "1x", session_duration: "60_90",
    daily_activity: "active", training_level: "advanced", current_training: "sporadic", training_experience: ["functional"],
    equipment: ["machines", "ergometer", "pullup_bar", "cable_trx"], health_restrictions: null, exercise_dislikes: "Kniebeugen",
    training_preferences: "Kettlebells, Rumpftraining", personal_wishes: "stärkerer Rücken und Haltung verbessern",
  },
  /** bench seed 7777 #697 */
  "seed 7777 #697": {
    first_name: "Anna", age: 26, gender: "diverse", main_goals: ["weight_loss", "health"], other_sport: false, other_sport_details: null,
    training_intensity: "balanced", training_frequency: "1x", session_duration: "30_45", daily_activity: "active",
    training_level: "advanced", current_training: "yes", training_experience: ["free_weights", "bodyweight", "machines"],
    equipment: ["barbell", "dumbbells", "sandbags", "resistance_bands"],
    health_restrictions: "Schulter-Impingement rechts, Rückenprobleme", exercise_dislikes: null, training_preferences: null,
    personal_wishes: null,
  },
  /** bench fixture #31 */
  "fixture #31": {
    first_name: "Jürgen", age: 17, gender: "female", main_goals: ["sport_support"], other_sport: false, other_sport_details: null,
    training_intensity: "intense", training_frequency: "1x", session_duration: "45_60", daily_activity: "mixed",
    training_level: "advanced", current_training: "sporadic", training_experience: ["functional"], equipment: ["rings"],
    health_restrictions: "leichte Knieprobleme und Rücken und Bluthochdruck", exercise_dislikes: "Liegestütze",
    training_preferences: "kurze Einheiten", personal_wishes: null,
  },
  /** bench fixture #20 */
  "fixture #20": {
    first_name: "Anna", age: 35, gender: "male", main_goals: ["muscle_building", "weight_loss", "performance"], other_sport: false,
    other_sport_details: null, training_intensity: "gentle", training_frequency: "3x", session_duration: "30_45", daily_activity: "mixed",
    training_level: "intermediate", current_training: "sporadic", training_experience: ["functional"],
    equipment: ["sandbags", "pullup_bar"], health_restrictions: "schwanger (2. Trimester)", exercise_dislikes: null,
    training_preferences: "Rumpftraining\nMusik beim Training", personal_wishes: null,
  },
  /** bench fixture #1 */
  "fixture #1": {
    first_name: "Anna", age: 85, gender: "diverse", main_goals: ["health"], other_sport: false, other_sport_details: null,
    training_intensity: "balanced", training_frequency: "3x", session_duration: "upto_30", daily_activity: "sitting",
    training_level: "returning", current_training: "yes", training_experience: ["free_weights", "machines"],
    equipment: ["pullup_bar", "rings", "cable_trx"], health_restrictions: "schwanger (2. Trimester), Migräne", exercise_dislikes: "Rudern",
    training_preferences: null, personal_wishes: null,
  },
  /** bench fixture #183 */
  "fixture #183": {
    first_name: "Anna", age: 40, gender: "diverse", main_goals: ["weight_loss", "health"], other_sport: true,
    other_sport_details: "Fußball", training_intensity: "balanced", training_frequency: "1x", session_duration: "45_60",
    daily_activity: "sitting", training_level: "beginner", current_training: "sporadic", training_experience: ["gym", "free_weights"],
    equipment: ["ergometer", "rings", "cable_trx"], health_restrictions: "schwanger (2. Trimester) und Bandscheibenvorfall L5",
    exercise_dislikes: "Seilspringen", training_preferences: "Kettlebells", personal_wishes: "Beweglichkeit",
  },
  /** bench fixture #256 */
  "fixture #256": {
    first_name: "Max", age: 30, gender: "not_specified", main_goals: ["muscle_building", "weight_loss", "health", "general_fitness"],
    other_sport: false, other_sport_details: null, training_intensity: "intense", training_frequency: "7x_plus",
    session_duration: "upto_30", daily_activity: "active", training_level: "advanced", current_training: "sporadic",
    training_experience: ["machines"], equipment: ["kettlebells", "ergometer", "cable_trx", "none"],
    health_restrictions: "leichte Knieprobleme und Rücken, Tennisarm", exercise_dislikes: null, training_preferences: null,
    personal_wishes: null,
  },
  /** bench seed 7 #136 */
  "seed 7 #136": {
    first_name: "Anna", age: 19, gender: "not_specified", main_goals: ["performance", "injury_prevention", "specific_focus"],
    other_sport: false, other_sport_details: null, training_intensity: "gentle", training_frequency: "7x_plus", session_duration: "45_60",
    daily_activity: "active", training_level: "beginner", current_training: "no", training_experience: ["bodyweight"],
    equipment: ["pullup_bar", "rings"], health_restrictions: "Schulter-Impingement rechts", exercise_dislikes: "Klimmzüge",
    training_preferences: null, personal_wishes: "stärkerer Rücken",
  },
  /** bench seed 20260214 #195 */
  "seed 20260214 #195": {
    first_name: "Özlem", age: 41, gender: "not_specified", main_goals: ["weight_loss", "sport_support"], other_sport: false,
    other_sport_details: null, training_intensity: "balanced", training_frequency: "1x", session_duration: "45_60",
    daily_activity: "active", training_level: "advanced", current_training: "no", training_experience: ["free_weights"],
    equipment: ["machines", "sandbags", "pullup_bar", "rings"], health_restrictions: null, exercise_dislikes: "Burpees",
    training_preferences: "Rumpftraining", personal_wishes: "Beweglichkeit",
  },
  /** bench seed 100 #503 */
  "seed 100 #503": {
    first_name: "Jürgen", age: 41, gender: "female", main_goals: ["muscle_building", "health", "specific_focus"], other_sport: false,
    other_sport_details: null, training_intensity: "gentle", training_frequency: "3x", session_duration: "30_45", daily_activity: "mixed",
    training_level: "advanced", current_training: "sporadic", training_experience: ["machines", "none"],
    equipment: ["barbell", "dumbbells", "ergometer"], health_restrictions: "schwanger (2. Trimester) und Schulter-Impingement rechts",
    exercise_dislikes: "Liegestütze", training_preferences: "kurze Einheiten\nRumpftraining", personal_wishes: "straffer Po",
  },
  /** not from the bench: the fixture database has no chest exercise a pregnant customer who dislikes push-ups can do */
  "fixture: no chest exercise": {
    first_name: "Anna", age: 40, gender: "female", main_goals: ["muscle_building"], other_sport: false, other_sport_details: null,
    training_intensity: "balanced", training_frequency: "1x", session_duration: "45_60", daily_activity: "mixed",
    training_level: "intermediate", current_training: "yes", training_experience: ["gym"], equipment: ["none"],
    health_restrictions: "schwanger", exercise_dislikes: "Liegestütze", training_preferences: null, personal_wishes: null,
  },
} satisfies Record<string, BenchCase>;
