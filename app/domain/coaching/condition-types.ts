/** The vocabulary of the safety rules: condition ids, rule and inclusion types, shared terms (split from safety.ts). */
import type { ExerciseRecord, MovementPattern, StressTag } from "~/domain/exercises/types";
import type { Term } from "./text";
export const CONDITION_IDS = [
  "pregnancy",
  "postpartum",
  "knee",
  "back",
  "shoulder",
  "hypertension",
  "heart",
  "achilles",
  "ankle",
  "hip",
  "senior",
  "obesity",
  "osteoporosis",
  "wrist",
  "neck",
  "hernia",
  "anticoagulant",
  "incontinence",
  "hip_replacement",
  "diastasis",
  "beta_blocker",
  "diabetes_t1",
  "rheumatoid",
  "parkinson",
  "plantar_fascia",
  "spinal_fusion",
  "tennis_elbow",
  "pelvic_floor_symptoms",
  "hypermobility",
  "migraine",
  "bp_medication",
  "asthma",
  "copd",
  "lymphedema",
  "long_covid",
  "golfers_elbow",
  "multiple_sclerosis",
] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

/** Something a plan must contain for a condition, with the weekly minimum of hard sets. */
export interface Inclusion {
  id: "knee_friendly_quads" | "pelvic_floor" | "rotator_cuff" | "calf_tendon" | "trunk_stability";
  /** German label (plan text, checks' messages). */
  label: string;
  labelEn: string;
  /** Exercise names that satisfy it. */
  terms: Term[];
  /** Weekly working sets of matching exercises. */
  minSetsPerWeek: number;
  /** The slot pattern the generator fills it into. */
  pattern: MovementPattern;
  /** Used by the generator when the exercise database has nothing that matches. */
  fallback?: ExerciseRecord;
  /** Reps and the cue of the row (how this work is done). */
  reps?: string;
  cue?: string;
}

export interface ConditionRule {
  id: ConditionId;
  label: string;
  labelEn: string;
  /** Words of the health text (or feedback) that name the condition. */
  detect: Term[];
  /** Exercises carrying one of these stress tags are left out (unless `permit` names them). */
  avoidTags: StressTag[];
  /** Exercises, warm-ups and rest-day lines with one of these words are left out. */
  avoidTerms: Term[];
  /** Exercises a tag would exclude that the condition's therapy needs (quadriceps for the knee). */
  permit?: { tags: StressTag[]; terms: Term[] };
  include?: Inclusion[];
  /** A cue written on every exercise of the plan. */
  cue?: string;
  cueEn?: string;
  /** A cue written on the exercises of these movement patterns only (the knee cue on leg work). */
  patternCue?: { patterns: MovementPattern[]; text: string; textEn: string };
  /** How to set up a seated machine (a hip replacement: seat high, backrest back), the first matching entry per row; no terms = every machine. */
  machineCues?: { terms?: Term[]; patterns?: MovementPattern[]; text: string; textEn: string }[];
  /** Highest exercise difficulty (1–3). */
  maxDifficulty?: 1 | 2 | 3;
  /** Lowest repetition count of a working set (no heavy low-rep work). */
  minReps?: number;
  /** Lowest reps-in-reserve target. */
  minRir?: number;
  /** Most training sessions a week (long COVID with PEM: pacing, round 6). */
  maxSessionsPerWeek?: number;
  /** What the condition requires beyond the rows, told to the customer ("Sie"), true of the rows (issue 23 round 4). */
  note?: string;
  noteEn?: string;
}

/** Pelvic-floor work for pregnancy and after birth; the seeded database has none. */
export const PELVIC_FLOOR_EXERCISE: ExerciseRecord = {
  name: "Beckenbodentraining im Sitzen",
  nameEn: "Seated pelvic floor training",
  description: "Anspannen und Lösen des Beckenbodens im aufrechten Sitz.",
  instructions:
    "Aufrecht auf einem Stuhl oder Ball sitzen. Beim Ausatmen den Beckenboden sanft nach innen oben ziehen, 5 Sekunden halten, beim Einatmen ganz lösen. Nicht die Luft anhalten, Gesäß und Bauch locker lassen.",
  descriptionEn: "Tensing and releasing your pelvic floor while sitting upright.",
  instructionsEn:
    "Sit upright on a chair or ball. As you breathe out, gently draw your pelvic floor in and up, hold for 5 seconds, then let it go completely as you breathe in. Do not hold your breath; keep your glutes and abs relaxed.",
  videoUrl: null,
  hashtag: null,
  muscleGroups: ["core"],
  equipmentNeeded: [],
  movementPattern: "core",
  difficulty: 1,
  stressTags: [],
};

/** Rotator-cuff work for shoulder problems when no band or cable is available. */
export const ROTATOR_CUFF_EXERCISE: ExerciseRecord = {
  name: "Außenrotation in Seitenlage",
  nameEn: "Side-lying external rotation",
  description: "Kräftigung der Rotatorenmanschette in Seitenlage, ohne oder mit leichter Kurzhantel.",
  instructions:
    "Auf der Seite liegen, oberer Ellbogen 90° gebeugt am Körper (ein kleines Handtuch dazwischen). Den Unterarm langsam nach oben drehen, ohne den Ellbogen vom Körper zu lösen, 2 s halten, 3 s absenken. Nur im schmerzfreien Bereich.",
  descriptionEn: "Strengthens the rotator cuff lying on your side, with no weight or a light dumbbell.",
  instructionsEn:
    "Lie on your side with your top elbow bent to 90 degrees against your body (a small towel tucked in between). Slowly rotate your forearm up without letting your elbow leave your side, hold for 2 seconds, lower over 3 seconds. Stay within a pain-free range.",
  videoUrl: null,
  hashtag: null,
  muscleGroups: ["shoulders"],
  equipmentNeeded: [],
  movementPattern: "pull_horizontal",
  difficulty: 1,
  stressTags: [],
};

/** Jumps and impact by name (with the `high_impact` stress tag: impact.ts). */
export const JUMPS: Term[] = ["*sprung*", "*sprunge*", "*jump*", "burpee*", "hampelmann", "seilspring*", "*hops", "pogo*", "hopserlauf", "skater*"];

export const INCLUSIONS = {
  kneeQuads: {
    id: "knee_friendly_quads",
    label: "Kniegelenkschonende Oberschenkelkräftigung",
    labelEn: "Knee-friendly quadriceps work",
    terms: ["beinpresse*", "leg press", "beinstrecker*", "leg extension", "wandsitz*", "wall sit", "stuhl kniebeuge*", "box squat", "sit to stand", "kniebeuge am schlingentrainer", "trx assisted squat", "step up auf eine stufe"],
    minSetsPerWeek: 6,
    pattern: "squat",
  },
  pelvicFloor: {
    id: "pelvic_floor",
    label: "Beckenbodentraining",
    labelEn: "Pelvic floor training",
    terms: ["beckenboden*", "pelvic floor"],
    minSetsPerWeek: 4,
    pattern: "core",
    fallback: PELVIC_FLOOR_EXERCISE,
    reps: "10",
    cue: "beim Ausatmen 5 s sanft anspannen, beim Einatmen ganz lösen",
  },
  rotatorCuff: {
    id: "rotator_cuff",
    label: "Kräftigung der Rotatorenmanschette",
    labelEn: "Rotator cuff work",
    terms: ["*aussenrotation*", "external rotation", "face pull*", "band pull apart", "reverse fly*"],
    minSetsPerWeek: 4,
    pattern: "pull_horizontal",
    fallback: ROTATOR_CUFF_EXERCISE,
    reps: "12-15",
    cue: "leichtes Gewicht, langsam, Ellbogen am Körper",
  },
  calfTendon: {
    id: "calf_tendon",
    label: "Langsames Wadenheben für die Achillessehne",
    labelEn: "Slow calf raises for the Achilles tendon",
    terms: ["*wadenheben*", "calf raise*"],
    minSetsPerWeek: 4,
    pattern: "calves",
    reps: "12-15",
    cue: "langsam: 3 s hoch, 3 s ab",
  },
  trunk: {
    id: "trunk_stability",
    label: "Rumpfstabilität mit neutraler Wirbelsäule",
    labelEn: "Trunk stability with a neutral spine",
    terms: ["bird dog", "seitstutz*", "side plank", "dead bug", "pallof*", "unterarmstutz", "plank"],
    minSetsPerWeek: 4,
    pattern: "core",
  },
} satisfies Record<string, Inclusion>;

/** Trunk work with the highest abdominal pressure (rollouts, hanging leg raises, jackknives): not after a hernia repair or with a diastasis. */
export const HIGH_PRESSURE_TRUNK: Term[] = [
  "*rollout*", "ab wheel*", "bauchroller*", "beinheben im hang", "hanging*", "knieheben im hang", "hanging knee*",
  "toes to bar", "klappmesser", "jackknife*", "v up*", "v ups", "hollow*", "dragon flag*",
];

/** Breathing drills with breath holds (box breathing): not with high blood pressure, heart disease or in pregnancy (round 3). */
export const BREATH_HOLDS: Term[] = ["box atmung*", "box breathing"];

/**
 * Heat (sauna, hot baths) on rest days: not with a heart or blood-pressure condition or its tablets
 * (heat drops the blood pressure), type 1 diabetes (insulin acts faster: a low), after a joint
 * replacement (getting into and out of a tub), in pregnancy, with MS, lymphedema or long COVID (decision 0130).
 */
export const HEAT_TERMS: Term[] = ["sauna*", "warmes bad", "warme bader", "heisses bad", "heisse bader", "hot bath*", "warm bath*", "hot tub*", "dampfbad*"];

export const BREATHING_CUE = "gleichmäßig atmen, beim Drücken ausatmen, keine Pressatmung";

