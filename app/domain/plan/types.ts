/** The parsed plan (spec part 2 §3 "Parsed plan day" / "Parsed exercise"). */

export interface ParsedSet {
  reps: string;
  weight: number;
  completed: boolean;
}

export interface ParsedExercise {
  /** As the plan writes it: the key of logged sets, "Letztes Mal" and the follow-up. */
  name: string;
  /**
   * The English name of the catalog record the matcher linked (read with a lookup only; absent when
   * nothing matched): what an English page shows (decision 0133). Never a key.
   */
  nameEn?: string | null;
  video_url: string | null;
  instructions: string | null;
  hashtag: string | null;
  sets: number;
  reps: string;
  originalReps: string;
  weight: number;
  originalWeight: number;
  rest: string;
  originalRest: string;
  notes: string;
  setsData: ParsedSet[];
}

export interface RestDaySection {
  /** One of the four rest-day sections, or 'Regenerative Maßnahmen' when the text names none. */
  title: string;
  items: string[];
}

export interface ParsedDay {
  day: number;
  title: string;
  isRestDay: boolean;
  restDayActivities: RestDaySection[];
  warmUpActivities: string[];
  exercises: ParsedExercise[];
}

export interface ParsedPlan {
  days: ParsedDay[];
  /** True when no day could be read and the single placeholder day 'Tag 1 - Training' stands in. */
  isPlaceholder: boolean;
  /**
   * What the plan tells the customer outside its days: the intro and health notes before the first
   * day and the 'Hinweise zur Progression' tail (app/domain/plan/plan-notes.ts). Absent on the
   * placeholder and on plans parsed before this field existed.
   */
  notes?: PlanNotes;
}

/** See app/domain/plan/plan-notes.ts. */
export interface PlanNotes {
  intro: string[];
  health: string[];
  progression: string[];
}

export const REST_DAY_SECTIONS = [
  "Aktive Erholung & Mobilität",
  "Faszientherapie & Entspannung",
  "Ernährung & Ruhe",
  "Körpergefühl & Feedback",
] as const;
export const DEFAULT_REST_SECTION = "Regenerative Maßnahmen";
export const PLAN_DAYS = 14;
export const DEFAULT_SET_COUNT = 3;
export const CARDIO_DEFAULT_DURATION = "20 Minuten";
export const CARDIO_DEFAULT_SETS = 1;
export const PROGRESSION_TAIL_HEADING = "Hinweise zur Progression";

export const GATE_IDS = [
  "profile_usage",
  "individualization",
  "periodization",
  "training_structure",
  "regeneration_structure",
  "completeness",
] as const;
export type GateId = (typeof GATE_IDS)[number];

export interface GateResult {
  id: GateId;
  passed: boolean;
  /** Why it passed or failed, in German (shown to the admin). */
  reason: string;
  /** Measured values, e.g. { variation: 0.35 } or { reflectedFields: [...] }. */
  details?: Record<string, unknown>;
}

/**
 * The coach checks beside the six gates (app/domain/plan/checks.ts): fit (booked days, session
 * time, weekly sets per muscle group, core bound) and safety (contraindications in exercises,
 * warm-ups and rest days; what a condition needs included).
 */
export const CHECK_IDS = ["training_days", "session_time", "weekly_sets", "core_volume", "contraindications", "condition_includes", "health_notes"] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export interface CheckResult {
  id: CheckId;
  kind: "fit" | "safety";
  passed: boolean;
  /** Why it passed or failed, in German (shown to the admin). */
  reason: string;
  details?: Record<string, unknown>;
}

/** A gate or a check, as stored in `training_plans.gate_results` and shown to the admin. */
export type QualityResult = GateResult | CheckResult;
