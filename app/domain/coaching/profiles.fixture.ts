/**
 * Realistic customer profiles (questionnaires) a strength coach would test a plan engine with:
 * the special populations (pregnancy, 60+, high blood pressure, knee arthrosis, back pain,
 * shoulder impingement, Achilles problems, obesity), the extremes of the booking (1× and 2× 30 min,
 * 6× 90 min, over 120 min), equipment from none to a full gym, and dislikes in German and English.
 * Used by `npm run bench:engine` and the checks' tests. Names and e-mails are invented.
 */
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";

export interface CoachProfile {
  id: string;
  /** What a coach looks for in this plan. */
  focus: string;
  questionnaire: QuestionnaireAnswers;
}

const base: QuestionnaireAnswers = {
  first_name: "Kim",
  last_name: "Muster",
  email: "kunde@example.com",
  age: 35,
  gender: "not_specified",
  main_goals: ["general_fitness"],
  other_sport: false,
  other_sport_details: null,
  training_intensity: "balanced",
  training_frequency: "3x",
  session_duration: "45_60",
  daily_activity: "mixed",
  training_level: "intermediate",
  current_training: "yes",
  training_experience: ["gym"],
  equipment: ["barbell", "dumbbells", "machines", "cable_trx", "pullup_bar", "ergometer"],
  health_restrictions: null,
  exercise_dislikes: null,
  training_preferences: null,
  personal_wishes: null,
};

const p = (id: string, focus: string, answers: Partial<QuestionnaireAnswers>): CoachProfile => ({
  id,
  focus,
  questionnaire: { ...base, ...answers },
});

export const COACH_PROFILES: CoachProfile[] = [
  p("home-beginner-no-equipment", "nothing loaded, real progressions with bodyweight", {
    age: 29, gender: "female", main_goals: ["general_fitness", "weight_loss"], training_level: "beginner", current_training: "no",
    training_experience: ["none"], equipment: ["none"], training_frequency: "3x", session_duration: "30_45", training_intensity: "gentle",
  }),
  p("powerlifter-advanced", "heavy compound lifts, long rests, time used", {
    age: 31, gender: "male", main_goals: ["performance"], training_level: "advanced", training_intensity: "intense",
    training_frequency: "4x", session_duration: "90_120", training_experience: ["gym", "free_weights"],
    equipment: ["barbell", "dumbbells", "machines", "cable_trx", "pullup_bar"], personal_wishes: "500 kg Total (Kniebeuge, Bankdrücken, Kreuzheben)",
  }),
  p("senior-67-knee-arthrosis-hypertension", "no jumps or kneeling, quadriceps work that spares the knee, breathing cues", {
    age: 67, gender: "male", main_goals: ["health"], training_level: "beginner", current_training: "no", training_intensity: "gentle",
    training_frequency: "3x", session_duration: "45_60", training_experience: ["machines"], equipment: ["dumbbells", "machines", "ergometer"],
    health_restrictions: "Kniearthrose rechts, Bluthochdruck (medikamentös eingestellt)",
  }),
  p("shoulder-impingement", "no overhead pressing or dips, rotator-cuff work", {
    age: 42, gender: "male", main_goals: ["muscle_building"], training_frequency: "4x", session_duration: "60_90",
    health_restrictions: "Schulter-Impingement links", training_experience: ["gym", "free_weights"],
  }),
  p("pregnant-week-20", "no supine, twists or sauna, pelvic-floor work", {
    age: 32, gender: "female", main_goals: ["health"], training_level: "intermediate", training_intensity: "gentle",
    training_frequency: "3x", session_duration: "30_45", equipment: ["dumbbells", "resistance_bands", "ergometer"],
    health_restrictions: "Schwanger, 20. Schwangerschaftswoche, keine Komplikationen",
  }),
  p("short-2x30", "enough sets for back, chest and legs in 2 × 30 minutes", {
    age: 38, gender: "female", main_goals: ["general_fitness"], training_level: "beginner", current_training: "sporadic",
    training_frequency: "2x", session_duration: "upto_30", equipment: ["dumbbells", "kettlebells"], training_experience: ["free_weights"],
  }),
  p("long-6x90", "no filler core sets, volume within ranges", {
    age: 26, gender: "male", main_goals: ["muscle_building"], training_level: "advanced", training_intensity: "intense",
    training_frequency: "6x", session_duration: "60_90", training_experience: ["gym", "free_weights", "machines"],
  }),
  p("fat-loss-bmi-32", "low impact, conditioning, strength", {
    age: 45, gender: "female", main_goals: ["weight_loss", "health"], training_level: "beginner", current_training: "no",
    training_frequency: "3x", session_duration: "45_60", daily_activity: "sitting", equipment: ["dumbbells", "machines", "ergometer"],
    health_restrictions: "Starkes Übergewicht (BMI 32)", training_experience: ["machines"],
  }),
  p("hypertrophy-intermediate", "8–20 sets per muscle, progression", {
    age: 27, gender: "male", main_goals: ["muscle_building"], training_frequency: "4x", session_duration: "60_90",
    training_experience: ["gym", "free_weights", "machines"],
  }),
  p("half-marathon-runner", "strength that supports running, no extra running", {
    age: 34, gender: "female", main_goals: ["sport_support", "injury_prevention"], other_sport: true,
    other_sport_details: "Halbmarathon im Frühjahr, 3× pro Woche Laufen", training_frequency: "2x", session_duration: "45_60",
    equipment: ["dumbbells", "kettlebells", "resistance_bands"], training_experience: ["free_weights", "functional"],
  }),
  p("hates-squats-and-lunges", "no squat or lunge variant under any name", {
    age: 30, gender: "female", main_goals: ["muscle_building", "general_fitness"], training_frequency: "3x", session_duration: "45_60",
    exercise_dislikes: "Ich hasse Kniebeugen und Ausfallschritte", training_experience: ["gym"],
  }),
  p("dumbbells-only", "only dumbbells, loaded exercises rather than toys", {
    age: 40, gender: "male", main_goals: ["muscle_building"], training_frequency: "3x", session_duration: "45_60",
    equipment: ["dumbbells"], training_experience: ["free_weights"],
  }),
  p("back-pain", "no spinal loading or sit-ups, trunk stability", {
    age: 48, gender: "male", main_goals: ["health", "injury_prevention"], training_level: "returning", current_training: "no",
    training_frequency: "3x", session_duration: "45_60", daily_activity: "sitting",
    health_restrictions: "Bandscheibenvorfall L5/S1 vor 2 Jahren, gelegentlich Rückenschmerzen",
  }),
  p("achilles-irritated", "no jumps, skipping or running, slow calf raises", {
    age: 44, gender: "male", main_goals: ["general_fitness"], training_frequency: "3x", session_duration: "45_60",
    health_restrictions: "Gereizte Achillessehne links", equipment: ["dumbbells", "machines", "ergometer"],
  }),
  p("senior-72-gentle", "no impact, balance, moderate volume", {
    age: 72, gender: "female", main_goals: ["health", "injury_prevention"], training_level: "beginner", current_training: "no",
    training_intensity: "gentle", training_frequency: "2x", session_duration: "30_45", equipment: ["dumbbells", "resistance_bands"],
    training_experience: ["none"],
  }),
  p("once-a-week-30", "one short session still covers the body", {
    age: 36, gender: "male", main_goals: ["general_fitness"], training_level: "beginner", current_training: "sporadic",
    training_frequency: "1x", session_duration: "upto_30", equipment: ["dumbbells"], training_experience: ["free_weights"],
  }),
  p("five-days-over-120", "long sessions filled with sensible work", {
    age: 24, gender: "male", main_goals: ["muscle_building", "performance"], training_level: "advanced", training_intensity: "intense",
    training_frequency: "5x", session_duration: "over_120", training_experience: ["gym", "free_weights"],
  }),
  p("bands-and-pullup-bar-home", "bands and a bar at home", {
    age: 33, gender: "diverse", main_goals: ["general_fitness"], training_frequency: "4x", session_duration: "30_45",
    equipment: ["resistance_bands", "pullup_bar"], training_experience: ["bodyweight"],
  }),
  p("kettlebells-functional", "kettlebells only", {
    age: 39, gender: "female", main_goals: ["general_fitness", "performance"], training_frequency: "3x", session_duration: "45_60",
    equipment: ["kettlebells"], training_experience: ["functional"],
  }),
  p("english-dislikes", "English dislikes honoured (no burpees, no deadlifts)", {
    age: 28, gender: "male", main_goals: ["muscle_building"], training_frequency: "4x", session_duration: "60_90",
    exercise_dislikes: "no burpees, I hate deadlifts", training_experience: ["gym"],
  }),
  p("returning-after-break-knee-pain", "knee pain: quads that spare the knee, no jumps", {
    age: 52, gender: "female", main_goals: ["health", "general_fitness"], training_level: "returning", current_training: "no",
    training_frequency: "3x", session_duration: "45_60", health_restrictions: "Knieschmerzen beim Treppensteigen",
    equipment: ["dumbbells", "machines", "cable_trx", "ergometer"], training_experience: ["machines"],
  }),
  p("teen-17-athlete", "no maximal loads for a 17-year-old", {
    age: 17, gender: "male", main_goals: ["sport_support", "performance"], other_sport: true, other_sport_details: "Fußball im Verein",
    training_level: "beginner", training_frequency: "2x", session_duration: "45_60", training_experience: ["bodyweight"],
  }),
  p("hypertension-machines-3x60", "breathing cue on every exercise, no maximal attempts", {
    age: 58, gender: "male", main_goals: ["health", "weight_loss"], training_level: "beginner", current_training: "no",
    training_frequency: "3x", session_duration: "45_60", equipment: ["machines", "cable_trx", "ergometer"],
    health_restrictions: "Bluthochdruck", training_experience: ["machines"],
  }),
];
