/**
 * Types of the built-in plan generator: the public input/output (re-exported by ./index.ts) and
 * the internal context shared by its modules.
 */
import type { DislikeMatcher } from "~/domain/coaching/dislikes";
import type { Inclusion, SafetyProfile } from "~/domain/coaching/safety";
import type { ExerciseRecord, InjuryRecord, MovementPattern, MuscleGroup } from "~/domain/exercises/types";
import type { Equipment, MainGoal, QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { LoggedSet } from "~/domain/training/logged-set";
import type { PlanLanguage } from "./words";


export interface PreviousPlanInput {
  /** Sequence number of the previous plan (the new plan gets sequenceNumber + 1). */
  sequenceNumber: number;
  planText: string;
  progress: LoggedSet[];
  dayFeedback: { day: number; text: string }[];
  planFeedback: string | null;
  /**
   * The customer's swaps in the previous plan (decision 0099): the exercise trained instead of the
   * plan's at a slot. The follow-up keeps it at that slot where it is allowed (decision 0102).
   */
  swaps?: readonly { day: number; originalName: string; alternativeName: string }[];
}

export interface GeneratorInput {
  questionnaire: QuestionnaireAnswers;
  exercises: ExerciseRecord[];
  injuries: InjuryRecord[];
  previous?: PreviousPlanInput;
  /** The plan's language (the customer's account language): "en" renders the plan in English (english.ts). */
  language?: PlanLanguage;
}

export type LoadKind = "barbell" | "dumbbell" | "kettlebell" | "machine" | "cable" | "sandbag" | "band" | "bodyweight" | "cardio";

export type ProgressionKind =
  | "increase"
  | "harder_variation"
  | "more_reps"
  | "keep"
  | "keep_more_reps"
  | "reduce"
  | "no_data";

export interface ProgressionDecision {
  exercise: string;
  kind: ProgressionKind;
  loggedSets: number;
  previousWeight: number;
  newWeight: number;
  /** Set for harder_variation: the exercise that replaces this one. */
  replacement?: string;
  /** Band exercises: index of the band strength used before (0 = leicht … 3 = sehr stark). */
  bandLevel?: number;
  /** German one-line explanation (also written into the progression tail). */
  note: string;
  /** The body part (German) whose pain holds this exercise's load (follow-up.ts holdPainRegions). */
  /** The load was set from heavier logged sets with fewer reps: their estimated 1RM in kg (decision 0126). */
  rescaled?: number;
  heldFor?: string;
}

export interface GeneratedExerciseRow {
  name: string;
  sets: number;
  reps: string;
  weight: string;
  rest: string;
  notes: string;
  pattern: MovementPattern | "unknown";
  role: SlotRole;
  equipmentNeeded: Equipment[];
  /** The most working sets this row may carry (gentle beginners: 3); none: the role's maximum. */
  maxSets?: number;
}

export interface GeneratedDay {
  day: number;
  title: string;
  isRestDay: boolean;
  warmUp: string[];
  exercises: GeneratedExerciseRow[];
  restSections: { title: string; items: string[] }[];
}

export interface Substitution {
  day: number;
  original: string;
  substitute: string;
  reason: string;
}

export interface GeneratedPlanSummary {
  sequenceNumber: number;
  seed: number;
  trainingDaysPerWeek: number;
  trainingDays: number[];
  restDays: number[];
  split: string;
  sessionTitles: string[];
  exercisesPerSession: number;
  warmUpsPerSession: number;
  setsPerExercise: number;
  compoundRepRange: string;
  rir: string;
  availableEquipment: Equipment[];
  bodyweightOnly: boolean;
  cardioFinisher: boolean;
  matchedInjuries: string[];
  dislikedWords: string[];
  /** Every exercise of the usable pool left out, as "Name – Grund". */
  excluded: string[];
  substitutions: Substitution[];
  /** Minimum over training days d (week 1) of the share of exercises on day d+7 that differ. */
  weekVariation: number;
  progression: ProgressionDecision[];
  feedbackReaction: "reduce" | "increase" | "none";
  feedbackSignals: string[];
  days: GeneratedDay[];
}

export interface GeneratedPlan {
  text: string;
  summary: GeneratedPlanSummary;
}

export type SlotRole = "main" | "secondary" | "accessory" | "carry" | "core" | "cardio";

export interface Exclusion {
  reason: string;
  injury: boolean;
  disliked: boolean;
}

export interface Ctx {
  q: QuestionnaireAnswers;
  seed: number;
  goals: MainGoal[];
  primary: MainGoal;
  scheme: Scheme;
  sets: number;
  rir: { rir: string; value: string };
  available: Set<Equipment>;
  /** Equipment-compatible exercises (excluding warm-up/mobility-only records). */
  usable: ExerciseRecord[];
  /** usable minus injuries/dislikes. */
  allowed: ExerciseRecord[];
  allowedNames: Set<string>;
  /**
   * Lifts left out only because the wishes say the customer cannot do them yet (wishes.ts): a
   * follow-up's ladder may give one back when the logged sets earned it (decision 0102 with 0103).
   */
  notYetLifts: ExerciseRecord[];
  exclusionReason: Map<string, Exclusion>;
  /** False when a text mentions a disliked exercise word (such lines are left out of the plan). */
  clean: (text: string) => boolean;
  targetDifficulty: number;
  previousNames: Set<string>;
  preferredNames: Set<string>;
  decisions: Map<string, ProgressionDecision>;
  reaction: "reduce" | "increase" | "none";
  /** The feedback says the sessions take too long ("zu lang", "too long"): shorter, never longer. */
  tooLong: boolean;
  /** The "zu lang" intro sentence with the measured minutes (follow-up-time.ts), set after fitting. */
  tooLongNote?: string;
  /** What the feedback's schedule and session-length wishes changed, or why not (feedback-schedule.ts). */
  scheduleLines?: string[];
  /** The feedback's questions, each acknowledged and answered where a rule can (feedback-questions.ts). */
  questionLines?: string[];
  /** Exercises the customer swapped in (kept at their slot) and the ones swapped out (follow-ups). */
  swappedIn?: Set<string>;
  swappedOut?: Set<string>;
  sequenceNumber: number;
  /** Usage count of each exercise across the plan's sessions (for variety between A/B). */
  usage: Map<string, number>;
  /** The injuries list entries named in the health text or in pain feedback. */
  matchedInjuries: InjuryRecord[];
  /** Conditions → what to avoid, include and cue (app/domain/coaching/safety.ts). */
  safety: SafetyProfile;
  dislikes: DislikeMatcher;
  /** Short German lines that echo the customer's own words (sport, wishes) on rest days. */
  personalNotes: string[];
  restDayCount: number;
  /** Pain the customer reported at an exercise of the previous plan: that exercise's pattern regresses. */
  painAt: PainAt[];
  /** Why jumps and impact stay out of this plan (coaching/impact.ts), or null. */
  impactWhy: string | null;
  /** Body parts the customer asks for in wishes or preferences ("mehr Schultern"): coaching/goals.ts. */
  focusGroups: MuscleGroup[];
  /** 1RMs the customer states in wishes or preferences, by lift (loads.ts statedMaxes). */
  maxes: Map<string, number>;
  /** The kettlebells and dumbbells the customer lists (owned-weights.ts): loads use only these. */
  owned?: import("./owned-weights").OwnedWeights;
  /** Lifts the wishes name (wishes.ts): in the plan, or their progression (decision 0103). */
  wished?: import("./wishes").WishedLift[];
  /** A tired fortnight or missed days (recovery.ts, decision 0126): the follow-up adds no sets. */
  recovery?: "fatigue" | "missed" | null;
  /** Dislikes stated in the feedback ("keine Ausfallschritte mehr", decision 0126) and the previous plan's exercises they rule out. */
  feedbackDislikes?: { said: string[]; removed: string[] };
  /** The skills and everyday goals the wishes name (skill-goals.ts, decision 0117). */
  skills?: import("./skill-goals").SkillGoal[];
  /** The plan is rendered in English (diagnoses.ts: German customer words give way to the records' names). */
  english?: boolean;
  /** Warning signs in the previous plan's feedback (red-flags.ts, decision 0137): noted first, a medical check asked for. */
  redFlags?: import("./red-flags").RedFlag[];
  /** The customer gave loads in pounds: read as kg (pounds.ts, decision 0135), and the plan says so. */
  fromPounds?: boolean;
  /** Every exercise of the previous plan (follow-ups), by key. */
  previousRowNames: Set<string>;
}

export interface PainAt {
  /** The exercise the complaint was reported at, as the previous plan named it. */
  exercise: string;
  pattern: MovementPattern;
  difficulty: number;
  /** Body parts named with it, German ("Knie"); empty when none was named. */
  parts: string[];
  /** The customer's words. */
  excerpt: string;
  /** An instability feeling at a joint ("gibt nach", "locker"; decision 0131): named as such, a physio check if it returns. */
  instability?: boolean;
  /** What the named body parts' conditions include (knee-friendly quadriceps work): preferred in the pattern. */
  friendly: Inclusion[];
  /**
   * Symptoms that radiate or are neurological ("zieht ins Bein", tingling, numbness, sciatica):
   * the whole movement pattern pauses and the plan asks for a medical check (round 3).
   */
  radiating?: boolean;
}

export interface SlotPick {
  ex: ExerciseRecord;
  slot: SlotSpec;
  /** The exercise that would have been chosen without injuries/dislikes, when it differs. */
  replaced?: { name: string } & Exclusion;
}

export interface SessionPlan {
  template: SessionTemplate;
  picks: SlotPick[];
  cardioMinutes: number;
}

export interface SlotSpec {
  pattern: MovementPattern;
  role: SlotRole;
  muscle?: MuscleGroup;
}

export interface SessionTemplate {
  key: string;
  title: string;
  slots: SlotSpec[];
}

export type Scheme = {
  /** Rep range of the main lifts. */
  compound: string;
  /** Rep range of the secondary compound lifts, when it differs from the main lifts. */
  secondary?: string;
  /** Rep range of the accessory lifts. */
  accessory: string;
  restCompound: number;
  restAccessory: number;
  label: string;
};

export interface PrevRow {
  day: number;
  name: string;
  sets: number;
  reps: string;
  weightText: string;
  weight: number;
  /** The Pause cell ("90 s", "2-3 Min"); empty when the plan had none. */
  rest: string;
  /** The Hinweise cell (earlier decisions: "Gewicht halten", "Deload"). */
  notes: string;
}

export interface ProgressionContext {
  q: QuestionnaireAnswers;
  harderVariation: (ex: ExerciseRecord) => ExerciseRecord | undefined;
}
