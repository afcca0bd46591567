/**
 * Questionnaire → plan parameters: training days, session length, rep schemes, sets and target
 * effort (reps in reserve), and the German labels the plan text uses.
 */
import type { Equipment, MainGoal, QuestionnaireAnswers, SessionDuration, TrainingFrequency, TrainingLevel } from "~/domain/questionnaire/options";
import type { Scheme } from "./types";
import { clamp } from "./util";

export const FREQUENCY_DAYS: Record<TrainingFrequency, number> = {
  "1x": 1,
  "2x": 2,
  "3x": 3,
  "4x": 4,
  "5x": 5,
  "6x": 6,
  "7x_plus": 6,
};

/** Weekday offsets (1-based within a week) of the training days. */
export const WEEK_LAYOUT: Record<number, number[]> = {
  1: [1],
  2: [1, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 5, 6],
  6: [1, 2, 3, 4, 5, 6],
};

export const DURATION_EXERCISES: Record<SessionDuration, number> = {
  upto_30: 4,
  "30_45": 5,
  "45_60": 6,
  "60_90": 7,
  "90_120": 8,
  over_120: 8,
};

export const DURATION_WARMUPS: Record<SessionDuration, number> = {
  upto_30: 2,
  "30_45": 3,
  "45_60": 3,
  "60_90": 4,
  "90_120": 4,
  over_120: 4,
};

export const DURATION_LABEL: Record<SessionDuration, string> = {
  upto_30: "bis 30 Minuten",
  "30_45": "30–45 Minuten",
  "45_60": "45–60 Minuten",
  "60_90": "60–90 Minuten",
  "90_120": "90–120 Minuten",
  over_120: "über 120 Minuten",
};

export const CARDIO_MINUTES: Record<SessionDuration, number> = {
  upto_30: 8,
  "30_45": 10,
  "45_60": 12,
  "60_90": 15,
  "90_120": 20,
  over_120: 20,
};

export const GOAL_LABEL: Record<MainGoal, string> = {
  muscle_building: "Muskelaufbau",
  weight_loss: "Gewichtsreduktion",
  performance: "Leistungssteigerung",
  health: "Gesundheit",
  injury_prevention: "Verletzungsprävention",
  sport_support: "Unterstützung Ihrer Sportart",
  general_fitness: "allgemeine Fitness",
  specific_focus: "gezielter Schwerpunkt",
};

export const LEVEL_LABEL: Record<TrainingLevel, string> = {
  beginner: "Einsteiger",
  intermediate: "Fortgeschritten",
  advanced: "Erfahren",
  returning: "Wiedereinsteiger",
};

export const EQUIPMENT_LABEL: Record<Equipment, string> = {
  barbell: "Langhantel",
  dumbbells: "Kurzhanteln",
  kettlebells: "Kettlebells",
  machines: "Maschinen",
  sandbags: "Sandsäcke",
  ergometer: "Ergometer",
  resistance_bands: "Widerstandsbänder",
  pullup_bar: "Klimmzugstange",
  rings: "Ringe",
  cable_trx: "Kabelzug/TRX",
  none: "ohne Geräte",
};


export function repScheme(goal: MainGoal, level: TrainingLevel): Scheme {
  switch (goal) {
    case "muscle_building":
      return { compound: "8-12", accessory: "10-12", restCompound: 90, restAccessory: 60, label: "Hypertrophie (8–12 Wdh.)" };
    case "performance":
      return level === "advanced" || level === "intermediate"
        ? { compound: "4-6", secondary: "6-8", accessory: "8-10", restCompound: 150, restAccessory: 75, label: "Kraft (4–6 Wdh. in den Grundübungen)" }
        : { compound: "6-8", secondary: "8-10", accessory: "8-10", restCompound: 120, restAccessory: 75, label: "Kraft (6–8 Wdh. in den Grundübungen)" };
    case "weight_loss":
    case "general_fitness":
      return { compound: "12-15", accessory: "12-15", restCompound: 60, restAccessory: 45, label: "Kraftausdauer (12–15 Wdh.) mit Cardio-Finisher" };
    case "health":
    case "injury_prevention":
      return { compound: "10-12", accessory: "12-15", restCompound: 75, restAccessory: 60, label: "kontrollierte Kraft und Stabilität (10–15 Wdh.)" };
    case "sport_support":
      return { compound: "6-8", accessory: "8-10", restCompound: 120, restAccessory: 60, label: "Schnellkraft und einbeinige Stabilität (6–10 Wdh.)" };
    case "specific_focus":
    default:
      return { compound: "8-12", accessory: "10-12", restCompound: 90, restAccessory: 60, label: "ausgewogener Aufbau (8–12 Wdh.)" };
  }
}

export function baseSets(level: TrainingLevel, intensity: QuestionnaireAnswers["training_intensity"], duration: SessionDuration): number {
  let s = level === "beginner" || level === "returning" ? 2 : 3;
  if (level === "advanced") s = 3;
  if (intensity === "intense") s += 1;
  if (intensity === "gentle") s -= 1;
  if (level === "advanced" && intensity === "balanced" && duration !== "upto_30") s = 4;
  s = clamp(s, 2, 4);
  if (duration === "upto_30") s = Math.min(s, 3);
  return s;
}

/** The target effort; never closer to failure than the conditions allow (`minRir`: pregnancy 3, high blood pressure 2 …). */
export function rirText(level: TrainingLevel, intensity: QuestionnaireAnswers["training_intensity"], age: number, minRir = 0): { rir: string; value: string } {
  if (level === "beginner" || level === "returning" || intensity === "gentle" || age >= 65 || minRir >= 3) return { rir: "RIR 3", value: "3" };
  if ((level === "advanced" || intensity === "intense") && minRir < 2) return { rir: "RIR 1–2", value: "1–2" };
  return { rir: "RIR 2", value: "2" };
}
