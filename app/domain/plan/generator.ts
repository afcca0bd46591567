/**
 * The built-in offline plan generator (used when no AI provider is configured, and as the
 * reference writer of the plan text format in docs/plan-format.md).
 *
 * Pure and deterministic: the same input gives the same text. Variety (which of several equally
 * good exercises is chosen) comes from a hash of the input, never from Math.random or the clock.
 *
 * The exercise database and the injuries list are inputs because the admin can edit both.
 */

import { BODY_PART_WORDS, findPainMentions, mentionsPain } from "../training/feedback-signals";
import type {
  ExerciseRecord,
  InjuryRecord,
  MovementPattern,
  MuscleGroup,
  StressTag,
} from "../exercises/types";
import type {
  Equipment,
  MainGoal,
  QuestionnaireAnswers,
  SessionDuration,
  TrainingFrequency,
  TrainingLevel,
} from "../questionnaire/options";
import { normalizeLoose } from "./match";
import { isCardioExercise, parsePlan } from "./parser";
import type { LoggedSet } from "../training/logged-set";
import { PROGRESSION_TAIL_HEADING, REST_DAY_SECTIONS } from "./types";

// ───────────────────────────────────────────────────────────────────────────── public types

export interface PreviousPlanInput {
  /** Sequence number of the previous plan (the new plan gets sequenceNumber + 1). */
  sequenceNumber: number;
  planText: string;
  progress: LoggedSet[];
  dayFeedback: { day: number; text: string }[];
  planFeedback: string | null;
}

export interface GeneratorInput {
  questionnaire: QuestionnaireAnswers;
  exercises: ExerciseRecord[];
  injuries: InjuryRecord[];
  previous?: PreviousPlanInput;
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

// ───────────────────────────────────────────────────────────────────────────── small helpers

const NORMALIZED = new Map<string, string>();

/** Lower case, umlauts spelled out, accents dropped, everything but letters/digits → one space. */
export function normalizeText(s: string): string {
  const hit = NORMALIZED.get(s);
  if (hit !== undefined) return hit;
  const out = normalizeUncached(s);
  if (NORMALIZED.size > 20_000) NORMALIZED.clear();
  NORMALIZED.set(s, out);
  return out;
}

function normalizeUncached(s: string): string {
  return s
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic value in [0, 1) from the seed and a key. */
function jitter(seed: number, key: string): number {
  return (fnv1a(`${seed}|${key}`) % 10007) / 10007;
}

/** German number: 12.5 → "12,5", 40 → "40". */
function de(n: number): string {
  const r = Math.round(n * 100) / 100;
  return String(r).replace(".", ",");
}

function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

/** Keep a user's free text on one line and away from the Markdown structure. */
function sanitizeInline(s: string, max = 120): string {
  const t = s
    .replace(/[\r\n]+/g, " ")
    .replace(/[|#*`<>_[\]]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/** The first sentence of a text (for the injuries' recommended adjustments in the intro). */
function firstSentence(s: string): string {
  const t = sanitizeInline(s, 400);
  const m = /^.{20,200}?[.!?](?=\s|$)/.exec(t);
  return m ? m[0] : sanitizeInline(t, 160);
}

function cell(s: string): string {
  return s.replace(/\|/g, "/").replace(/[\r\n]+/g, " ").trim();
}

function numbersIn(s: string): number[] {
  const out: number[] = [];
  for (const m of s.matchAll(/\d+(?:[.,]\d+)?/g)) out.push(Number(m[0].replace(",", ".")));
  return out;
}

// ───────────────────────────────────────────────────────────────────────────── text matching

/** The text in both spellings of umlauts: "rücken" → ["ruecken", "rucken"]. */
const FORMS = new Map<string, string[]>();
const COMPACT = new Map<string, string[]>();

function forms(text: string): string[] {
  const hit = FORMS.get(text);
  if (hit) return hit;
  const a = normalizeText(text);
  const b = normalizeLoose(text);
  const out = a === b ? [a] : [a, b];
  if (FORMS.size > 20_000) FORMS.clear();
  FORMS.set(text, out);
  return out;
}

/**
 * Whether a term occurs in a text: a term of five or more letters anywhere (so "knie" + "schmerz"
 * compounds and "bandscheib" in "Bandscheibenvorfall" are found), a shorter one at a word start.
 * Both umlaut spellings are tried on both sides.
 */
function termInText(term: string, text: string): boolean {
  for (const k of forms(term)) {
    if (k.length < 3) continue;
    for (const t of forms(text)) {
      if (k.length >= 5 ? t.includes(k) : ` ${t}`.includes(` ${k}`)) return true;
    }
  }
  return false;
}

/**
 * Conditions of the injuries list named in a free text, by their keywords. A mention counts even
 * when negated or vague ("keine Knieprobleme mehr", "Knie zwickt manchmal"): a free-text mention is
 * not a diagnosis, and the safe choice costs the customer nothing but a variation.
 */
export function matchInjuryRecords(text: string | null | undefined, injuries: InjuryRecord[]): InjuryRecord[] {
  if (!text || !normalizeText(text)) return [];
  return injuries.filter((injury) => injury.keywords.some((k) => termInText(k, text)));
}

/**
 * Built-in safety rules applied in addition to the (admin-editable) injuries list, so that a
 * thin or edited list never lets a jump or an overhead press through for a named complaint.
 */
interface SafetyRule {
  name: string;
  keywords: string[];
  avoidTerms: string[];
  avoidTags: StressTag[];
}

const SAFETY_RULES: SafetyRule[] = [
  {
    name: "Kniebeschwerden",
    keywords: ["knie", "knee", "menisk", "kreuzband", "patella"],
    avoidTerms: ["sprung", "spring", "jump", "burpee", "box jump", "sprint", "seilspring", "pistol", "hampelmann"],
    avoidTags: ["knee", "high_impact"],
  },
  {
    name: "Rückenbeschwerden",
    keywords: ["rücken", "ruecken", "back", "bandscheib", "lws", "ischias", "hexenschuss", "lumbago", "wirbelsäule", "wirbelsaeule"],
    avoidTerms: ["kreuzheben", "deadlift", "good morning", "sit up", "situp", "nackendruck"],
    avoidTags: ["lower_back", "spinal_load"],
  },
  {
    name: "Schulterbeschwerden",
    keywords: ["schulter", "shoulder", "rotatorenmanschette", "impingement"],
    avoidTerms: ["überkopf", "uberkopf", "overhead", "military press", "schulterdrück", "schulterdruck", "nackendruck", "dips", "handstand"],
    avoidTags: ["shoulder", "overhead"],
  },
  {
    name: "Bluthochdruck",
    keywords: ["bluthochdruck", "hypertonie", "hypertension", "blutdruck", "blood pressure"],
    avoidTerms: ["pressatmung", "valsalva", "maximalversuch", "1rm", "kopfstand", "handstand"],
    avoidTags: ["valsalva", "inversion"],
  },
  {
    name: "Schwangerschaft",
    keywords: ["schwanger", "pregnan"],
    avoidTerms: ["crunch", "sit up", "situp", "sprung", "jump", "burpee"],
    avoidTags: ["high_impact", "supine"],
  },
];

function compact(s: string): string[] {
  const hit = COMPACT.get(s);
  if (hit) return hit;
  const out = forms(s).map((f) => f.replace(/ /g, ""));
  if (COMPACT.size > 20_000) COMPACT.clear();
  COMPACT.set(s, out);
  return out;
}

function nameHasTerm(name: string, term: string): boolean {
  const ts = compact(term).filter((t) => t.length >= 3);
  return compact(name).some((n) => ts.some((t) => n.includes(t)));
}

const DISLIKE_STOPWORDS = new Set(
  [
    "ich", "mich", "mir", "mag", "moechte", "moegen", "nicht", "kein", "keine", "keinen", "nichts", "gar",
    "gerne", "gern", "ungern", "hasse", "hass", "finde", "fand", "sehr", "bitte", "alle", "alles", "allem",
    "vor", "mit", "ohne", "auf", "aus", "bei", "der", "die", "das", "den", "dem", "des", "ein", "eine",
    "einen", "und", "oder", "aber", "auch", "sind", "ist", "war", "habe", "haben", "hab", "weil", "wegen",
    "dass", "denn", "immer", "eher", "lieber", "viel", "viele", "wenig", "besonders", "eigentlich",
    "uebung", "uebungen", "training", "trainieren", "machen", "mache", "langweilig", "anstrengend",
    "schwer", "schwierig", "leicht", "doof", "bloed", "nervig", "unangenehm", "mehr", "weniger", "zu",
    "so", "wie", "was", "wenn", "dann", "noch", "schon", "mal", "bin", "kann", "koennen", "will", "soll",
    "dont", "like", "hate", "exercise", "exercises", "really", "with", "the", "and", "any", "anything",
    "nothing", "none", "keinerlei", "sachen", "dinge", "zeug", "etwas", "irgendwie", "total", "extrem",
    "vermeiden", "avoid", "wuerde", "mein", "meine", "meinen", "fuer", "zum", "zur", "beim", "vom", "nein",
    "plan", "gut", "schlecht", "leider", "oft", "allen", "bzw", "etc", "usw",
  ],
);

function stem(word: string): string {
  let w = word;
  for (const suffix of ["en", "n", "s", "e"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** The shorter stem some readers use ("Liegestütze" → "liegestutz"): ends cut for words over 5. */
function shortStem(word: string): string {
  if (word.length > 5) return word.replace(/(?:en|n|s|e)$/, "");
  if (word.length > 3) return word.replace(/s$/, "");
  return word;
}

function dislikeTokens(text: string | null | undefined): { ae: string; loose: string }[] {
  if (!text) return [];
  const parts = text.split(/[,;\n\r/+&.!?]|\bund\b|\boder\b|\band\b|\bor\b|\bsowie\b/i);
  const out: { ae: string; loose: string }[] = [];
  for (const part of parts) {
    const ae = normalizeText(part).split(" ");
    const loose = normalizeLoose(part).split(" ");
    ae.forEach((w, i) => {
      const l = loose.length === ae.length ? loose[i]! : w;
      if (w.length < 3 || DISLIKE_STOPWORDS.has(w) || DISLIKE_STOPWORDS.has(l) || /^\d+$/.test(w)) return;
      out.push({ ae: w, loose: l });
    });
  }
  return out;
}

/** Words of the dislikes free text that name exercises ("Burpees und Ausfallschritte" → burpee, ausfallschritt). */
export function dislikedWords(text: string | null | undefined): string[] {
  const out: string[] = [];
  for (const t of dislikeTokens(text)) {
    const s = stem(t.ae);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** All spellings and stems of the disliked words, for matching names and scrubbing texts. */
function dislikeStems(text: string | null | undefined): string[] {
  const out = new Set<string>();
  for (const t of dislikeTokens(text)) {
    for (const v of [stem(t.ae), stem(t.loose), shortStem(t.loose), shortStem(t.ae)]) if (v.length >= 3) out.add(v);
  }
  return [...out];
}

// ───────────────────────────────────────────────────────────────────────────── profile → parameters

const FREQUENCY_DAYS: Record<TrainingFrequency, number> = {
  "1x": 1,
  "2x": 2,
  "3x": 3,
  "4x": 4,
  "5x": 5,
  "6x": 6,
  "7x_plus": 6,
};

/** Weekday offsets (1-based within a week) of the training days. */
const WEEK_LAYOUT: Record<number, number[]> = {
  1: [1],
  2: [1, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 5, 6],
  6: [1, 2, 3, 4, 5, 6],
};

const DURATION_EXERCISES: Record<SessionDuration, number> = {
  upto_30: 4,
  "30_45": 5,
  "45_60": 6,
  "60_90": 7,
  "90_120": 8,
  over_120: 8,
};

const DURATION_WARMUPS: Record<SessionDuration, number> = {
  upto_30: 2,
  "30_45": 3,
  "45_60": 3,
  "60_90": 4,
  "90_120": 4,
  over_120: 4,
};

const DURATION_LABEL: Record<SessionDuration, string> = {
  upto_30: "bis 30 Minuten",
  "30_45": "30–45 Minuten",
  "45_60": "45–60 Minuten",
  "60_90": "60–90 Minuten",
  "90_120": "90–120 Minuten",
  over_120: "über 120 Minuten",
};

const CARDIO_MINUTES: Record<SessionDuration, number> = {
  upto_30: 8,
  "30_45": 10,
  "45_60": 12,
  "60_90": 15,
  "90_120": 20,
  over_120: 20,
};

const GOAL_LABEL: Record<MainGoal, string> = {
  muscle_building: "Muskelaufbau",
  weight_loss: "Gewichtsreduktion",
  performance: "Leistungssteigerung",
  health: "Gesundheit",
  injury_prevention: "Verletzungsprävention",
  sport_support: "Unterstützung deiner Sportart",
  general_fitness: "allgemeine Fitness",
  specific_focus: "gezielter Schwerpunkt",
};

const LEVEL_LABEL: Record<TrainingLevel, string> = {
  beginner: "Einsteiger",
  intermediate: "Fortgeschritten",
  advanced: "Erfahren",
  returning: "Wiedereinsteiger",
};

const EQUIPMENT_LABEL: Record<Equipment, string> = {
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

type Scheme = {
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

function repScheme(goal: MainGoal, level: TrainingLevel): Scheme {
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

function baseSets(level: TrainingLevel, intensity: QuestionnaireAnswers["training_intensity"], duration: SessionDuration): number {
  let s = level === "beginner" || level === "returning" ? 2 : 3;
  if (level === "advanced") s = 3;
  if (intensity === "intense") s += 1;
  if (intensity === "gentle") s -= 1;
  if (level === "advanced" && intensity === "balanced" && duration !== "upto_30") s = 4;
  s = clamp(s, 2, 4);
  if (duration === "upto_30") s = Math.min(s, 3);
  return s;
}

function rirText(level: TrainingLevel, intensity: QuestionnaireAnswers["training_intensity"], age: number): { rir: string; value: string } {
  if (level === "beginner" || level === "returning" || intensity === "gentle" || age >= 65) return { rir: "RIR 3", value: "3" };
  if (level === "advanced" || intensity === "intense") return { rir: "RIR 1–2", value: "1–2" };
  return { rir: "RIR 2", value: "2" };
}

// ───────────────────────────────────────────────────────────────────────────── exercise classification

export function loadKind(ex: Pick<ExerciseRecord, "equipmentNeeded" | "movementPattern" | "name">): LoadKind {
  if (ex.movementPattern === "cardio") return "cardio";
  const eq = ex.equipmentNeeded;
  // A barbell core exercise (rollout) and back extensions on the bench are progressed like
  // bodyweight exercises.
  if (ex.movementPattern === "core" && eq.includes("barbell")) return "bodyweight";
  if (/hyperextension|rückenstreck|rueckenstreck|back extension/i.test(ex.name)) return "bodyweight";
  if (eq.includes("barbell")) return "barbell";
  if (eq.includes("machines")) return "machine";
  if (eq.includes("dumbbells")) return "dumbbell";
  if (eq.includes("kettlebells")) return "kettlebell";
  if (eq.includes("sandbags")) return "sandbag";
  if (eq.includes("cable_trx")) return /trx|schlinge|sling|suspension/i.test(ex.name) ? "bodyweight" : "cable";
  if (eq.includes("resistance_bands")) return "band";
  return "bodyweight";
}

function isTimeBased(ex: ExerciseRecord): boolean {
  return /plank|unterarmstütz|unterarmstuetz|seitstütz|seitstuetz|halten\b|halte\b|\bhold\b|hollow|l-sit|toter hang|toten hang|dead hang|wandsitz|wall sit|isometr/i.test(
    `${ex.name} ${ex.nameEn}`,
  );
}

function isUnilateral(ex: ExerciseRecord): boolean {
  return (
    ex.movementPattern === "lunge" ||
    /einbeinig|einarmig|einseitig|ausfallschritt|bulgar|split|step-up|step up|aufsteiger|single|seitlich|pistol|kosak|cossack/i.test(
      `${ex.name} ${ex.nameEn}`,
    )
  );
}

function isStability(ex: ExerciseRecord): boolean {
  return (
    ex.movementPattern === "core" ||
    ex.movementPattern === "carry" ||
    /stabil|balance|pallof|dead bug|bird dog|vierfüßler|vierfuessler|anti/i.test(`${ex.name} ${ex.nameEn}`)
  );
}

function isInterval(ex: ExerciseRecord): boolean {
  return /intervall|interval|hiit|tabata|sprint/i.test(`${ex.name} ${ex.nameEn}`);
}

function isPower(ex: ExerciseRecord): boolean {
  return /sprung|jump|swing|explosiv|wurf|throw|clean|snatch|umsetzen|reißen|push press|medizinball|schnell/i.test(
    `${ex.name} ${ex.nameEn}`,
  );
}

// ───────────────────────────────────────────────────────────────────────────── session templates

export type SlotRole = "main" | "secondary" | "accessory" | "carry" | "core" | "cardio";

interface SlotSpec {
  pattern: MovementPattern;
  role: SlotRole;
  muscle?: MuscleGroup;
}

interface SessionTemplate {
  key: string;
  title: string;
  slots: SlotSpec[];
}

const S = (pattern: MovementPattern, role: SlotRole, muscle?: MuscleGroup): SlotSpec => ({ pattern, role, muscle });

const TEMPLATES: Record<string, SessionTemplate> = {
  fullA: {
    key: "fullA",
    title: "Ganzkörper A",
    slots: [
      S("squat", "main"), S("push_horizontal", "main"), S("pull_horizontal", "main"), S("core", "core"),
      S("hinge", "secondary"), S("pull_vertical", "secondary"), S("push_vertical", "secondary"),
      S("lunge", "accessory"), S("arms", "accessory", "biceps"), S("calves", "accessory"),
    ],
  },
  fullB: {
    key: "fullB",
    title: "Ganzkörper B",
    slots: [
      S("hinge", "main"), S("push_vertical", "main"), S("pull_vertical", "main"), S("core", "core"),
      S("lunge", "secondary"), S("pull_horizontal", "secondary"), S("push_horizontal", "secondary"),
      S("carry", "carry"), S("arms", "accessory", "triceps"), S("core", "core"),
    ],
  },
  upperA: {
    key: "upperA",
    title: "Oberkörper A",
    slots: [
      S("push_horizontal", "main"), S("pull_horizontal", "main"), S("push_vertical", "secondary"),
      S("pull_vertical", "secondary"), S("core", "core"), S("arms", "accessory", "biceps"),
      S("arms", "accessory", "triceps"), S("carry", "carry"),
    ],
  },
  upperB: {
    key: "upperB",
    title: "Oberkörper B",
    slots: [
      S("pull_vertical", "main"), S("push_vertical", "main"), S("pull_horizontal", "secondary"),
      S("push_horizontal", "secondary"), S("core", "core"), S("arms", "accessory", "triceps"),
      S("arms", "accessory", "biceps"), S("core", "core"),
    ],
  },
  lowerA: {
    key: "lowerA",
    title: "Unterkörper A",
    slots: [
      S("squat", "main"), S("hinge", "secondary"), S("lunge", "accessory"), S("core", "core"),
      S("calves", "accessory"), S("hinge", "accessory"), S("core", "core"), S("carry", "carry"),
    ],
  },
  lowerB: {
    key: "lowerB",
    title: "Unterkörper B",
    slots: [
      S("hinge", "main"), S("squat", "secondary"), S("lunge", "accessory"), S("core", "core"),
      S("calves", "accessory"), S("squat", "accessory"), S("core", "core"), S("carry", "carry"),
    ],
  },
  push: {
    key: "push",
    title: "Push (Brust, Schultern, Trizeps)",
    slots: [
      S("push_horizontal", "main"), S("push_vertical", "secondary"), S("core", "core"),
      S("push_horizontal", "accessory"), S("arms", "accessory", "triceps"), S("push_vertical", "accessory"),
      S("core", "core"), S("arms", "accessory", "triceps"),
    ],
  },
  pull: {
    key: "pull",
    title: "Pull (Rücken, Bizeps)",
    slots: [
      S("pull_vertical", "main"), S("pull_horizontal", "secondary"), S("core", "core"),
      S("hinge", "secondary"), S("arms", "accessory", "biceps"), S("pull_horizontal", "accessory"),
      S("pull_vertical", "accessory"), S("carry", "carry"),
    ],
  },
  legs: {
    key: "legs",
    title: "Beine und Rumpf",
    slots: [
      S("squat", "main"), S("hinge", "secondary"), S("lunge", "accessory"), S("core", "core"),
      S("calves", "accessory"), S("squat", "accessory"), S("hinge", "accessory"), S("core", "core"),
    ],
  },
};

function splitFor(days: number): { name: string; week: SessionTemplate[] } {
  const t = TEMPLATES;
  switch (days) {
    case 1:
      return { name: "Ganzkörper", week: [t.fullA!] };
    case 2:
      return { name: "Ganzkörper A/B", week: [t.fullA!, t.fullB!] };
    case 3:
      return { name: "Ganzkörper A/B", week: [t.fullA!, t.fullB!, t.fullA!] };
    case 4:
      return { name: "Oberkörper/Unterkörper", week: [t.upperA!, t.lowerA!, t.upperB!, t.lowerB!] };
    case 5:
      return { name: "Push/Pull/Beine plus Oberkörper/Unterkörper", week: [t.push!, t.pull!, t.legs!, t.upperA!, t.lowerB!] };
    default:
      return { name: "Push/Pull/Beine (2×)", week: [t.push!, t.pull!, t.legs!, t.push!, t.pull!, t.legs!] };
  }
}

const RELATED: Record<MovementPattern, MovementPattern[]> = {
  squat: ["lunge", "hinge"],
  hinge: ["lunge", "squat", "core"],
  lunge: ["squat", "hinge", "calves"],
  push_horizontal: ["push_vertical", "arms"],
  push_vertical: ["push_horizontal", "arms"],
  pull_horizontal: ["pull_vertical", "arms"],
  pull_vertical: ["pull_horizontal", "arms"],
  core: ["carry", "mobility"],
  carry: ["core"],
  arms: ["push_horizontal", "pull_horizontal", "core"],
  calves: ["lunge", "squat", "core"],
  cardio: ["carry", "core"],
  mobility: ["core"],
  warmup: ["mobility", "core"],
};

const ROLE_ORDER: Record<SlotRole, number> = { main: 0, secondary: 1, accessory: 2, carry: 3, core: 4, cardio: 5 };

// ───────────────────────────────────────────────────────────────────────────── cues

const PATTERN_CUES: Record<MovementPattern, string[]> = {
  squat: ["Fersen am Boden, Knie folgen den Zehen", "Rumpf fest, kontrolliert absenken", "Brust aufrecht, ganze Fußsohle belasten"],
  hinge: ["Rücken neutral, Hüfte nach hinten schieben", "Gewicht nah am Körper führen", "Gesäß oben fest anspannen"],
  lunge: ["Knie stabil über dem Fuß", "aufrechter Oberkörper, ruhig absenken", "Becken gerade halten"],
  push_horizontal: ["Schulterblätter zusammen und tief", "Ellbogen ca. 45° vom Körper", "kontrolliert absenken, kräftig drücken"],
  push_vertical: ["Rumpf fest, kein Hohlkreuz", "Kopf durch die Arme schieben", "Ellbogen unter den Händen"],
  pull_horizontal: ["Schulterblätter zuerst zusammenziehen", "Ellbogen nah am Körper", "Oberkörper ruhig halten"],
  pull_vertical: ["Schultern weg von den Ohren", "Ellbogen Richtung Hüfte ziehen", "ohne Schwung arbeiten"],
  core: ["Becken neutral, ruhig atmen", "Rippen runter, Bauch fest", "Spannung halten statt Tempo"],
  carry: ["aufrecht gehen, Schultern tief", "Rumpf fest, kleine Schritte"],
  arms: ["Oberarme ruhig, ohne Schwung", "langsam ablassen (3 s)"],
  calves: ["volle Bewegungsamplitude", "oben kurz halten"],
  cardio: ["Zone 2, du kannst noch sprechen", "gleichmäßiges Tempo"],
  mobility: ["ruhig atmen, ohne Schmerz", "langsam in die Dehnung"],
  warmup: ["locker ausführen"],
};

// ───────────────────────────────────────────────────────────────────────────── weights

const BASE_KG: Record<"barbell" | "dumbbell" | "kettlebell" | "machine" | "cable" | "sandbag", Partial<Record<MovementPattern, number>> & { other: number }> = {
  barbell: { squat: 30, hinge: 30, lunge: 20, push_horizontal: 25, push_vertical: 20, pull_horizontal: 25, pull_vertical: 20, arms: 15, calves: 30, core: 20, carry: 30, other: 20 },
  dumbbell: { squat: 8, hinge: 10, lunge: 6, push_horizontal: 8, push_vertical: 6, pull_horizontal: 10, pull_vertical: 8, arms: 6, calves: 8, core: 4, carry: 12, other: 6 },
  kettlebell: { squat: 12, hinge: 12, lunge: 8, push_horizontal: 8, push_vertical: 8, pull_horizontal: 12, pull_vertical: 8, arms: 8, calves: 12, core: 8, carry: 12, other: 8 },
  machine: { squat: 40, hinge: 20, lunge: 20, push_horizontal: 20, push_vertical: 15, pull_horizontal: 25, pull_vertical: 25, arms: 10, calves: 30, core: 10, carry: 20, other: 15 },
  cable: { push_horizontal: 10, push_vertical: 7.5, pull_horizontal: 15, pull_vertical: 15, arms: 7.5, core: 10, hinge: 15, other: 10 },
  sandbag: { squat: 15, hinge: 15, lunge: 10, carry: 20, other: 10 },
};

const KETTLEBELL_SIZES = [4, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48];

function levelFactor(q: QuestionnaireAnswers): number {
  let f = q.training_level === "advanced" ? 1.8 : q.training_level === "intermediate" ? 1.4 : 1;
  if (q.training_intensity === "gentle") f *= 0.9;
  if (q.age >= 60) f *= 0.85;
  return f;
}

function nearestKettlebell(kg: number): number {
  let best = KETTLEBELL_SIZES[0]!;
  for (const s of KETTLEBELL_SIZES) if (Math.abs(s - kg) < Math.abs(best - kg)) best = s;
  return best;
}

function roundForKind(kind: LoadKind, kg: number): number {
  switch (kind) {
    case "barbell":
      return Math.max(20, roundTo(kg, 2.5));
    case "dumbbell":
      return Math.max(1, roundTo(kg, 0.5));
    case "kettlebell":
      return nearestKettlebell(kg);
    case "sandbag":
      return Math.max(5, roundTo(kg, 2.5));
    default:
      return Math.max(2.5, roundTo(kg, 2.5));
  }
}

function defaultKg(ex: ExerciseRecord, kind: LoadKind, q: QuestionnaireAnswers): number {
  if (kind === "bodyweight" || kind === "band" || kind === "cardio") return 0;
  const table = BASE_KG[kind];
  let base = table[ex.movementPattern] ?? table.other;
  // Single-joint machine and cable work starts far below the compound lifts of its pattern.
  if ((kind === "machine" || kind === "cable") && isIsolation(ex)) base = Math.min(base, kind === "machine" ? 20 : 10);
  let kg = base * levelFactor(q);
  if (kind === "dumbbell") kg = Math.max(2, Math.round(kg));
  const rounded = roundForKind(kind, kg);
  // An EZ/barbell curl may start below the empty 20-kg bar only when it is not a barbell.
  return rounded;
}

function isIsolation(ex: ExerciseRecord): boolean {
  return /strecker|beuger|curl|fly|flys|crossover|butterfly|seitheben|frontheben|abduktor|adduktor|kickback|pullover|überzug|ueberzug|extension|hyperextension|rückenstrecken|rueckenstrecken/i.test(
    `${ex.name} ${ex.nameEn}`,
  );
}

function singleImplement(ex: ExerciseRecord): boolean {
  if (ex.movementPattern === "core" || ex.movementPattern === "calves") return true;
  return /goblet|einarmig|einseitig|single|eine kurzhantel|one arm|one-arm|pullover|ueberzug|überzug|russian twist|halo/i.test(
    `${ex.name} ${ex.nameEn}`,
  );
}

const BAND_LEVELS = ["leichtes Band", "mittleres Band", "starkes Band", "sehr starkes Band"];

function bandLevel(q: QuestionnaireAnswers): number {
  return q.training_level === "advanced" ? 2 : q.training_level === "intermediate" ? 1 : 0;
}

/** The Gewicht cell. A number appears only when a kg figure is meant (parser reads the first number). */
function weightText(ex: ExerciseRecord, kind: LoadKind, kg: number, band: number): string {
  switch (kind) {
    case "cardio":
      return "–";
    case "bodyweight":
      return "Körpergewicht";
    case "band":
      return BAND_LEVELS[clamp(band, 0, BAND_LEVELS.length - 1)]!;
    case "dumbbell":
      return singleImplement(ex) ? `${de(kg)} kg` : `2×${de(kg)} kg`;
    default:
      return `${de(kg)} kg`;
  }
}

function increaseKg(kind: LoadKind, kg: number): number {
  switch (kind) {
    case "dumbbell":
      return roundTo(kg + (kg < 10 ? 1 : 2), 0.5);
    case "kettlebell": {
      const next = KETTLEBELL_SIZES.find((s) => s > kg);
      return next ?? kg + 4;
    }
    case "sandbag":
      return roundTo(kg + 2.5, 2.5);
    default:
      return roundTo(kg + 2.5, 0.5);
  }
}

function reduceKg(kind: LoadKind, kg: number): number {
  switch (kind) {
    case "dumbbell":
      return Math.max(1, roundTo(kg * 0.9, 0.5));
    case "kettlebell": {
      const lower = [...KETTLEBELL_SIZES].reverse().find((s) => s < kg);
      return lower ?? kg;
    }
    default:
      return Math.max(0, roundTo(kg * 0.9, 2.5));
  }
}

// ───────────────────────────────────────────────────────────────────────────── previous plan reading

interface PrevRow {
  day: number;
  name: string;
  sets: number;
  reps: string;
  weightText: string;
  weight: number;
}

/** Number read from a Gewicht cell, per the format: after × or x, else the first number, else 0. */
export function parseWeightCell(s: string): number {
  const after = /[×x]\s*(\d+(?:[.,]\d+)?)/i.exec(s);
  if (after?.[1]) return Number(after[1].replace(",", "."));
  const first = /(\d+(?:[.,]\d+)?)/.exec(s);
  return first?.[1] ? Number(first[1].replace(",", ".")) : 0;
}

/** Reads the exercise tables of a plan text (our format, and tolerant of similar Markdown). */
export function readPlanRows(text: string): PrevRow[] {
  const rows: PrevRow[] = [];
  let day = 0;
  let header: string[] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (new RegExp(`^#+\\s*${PROGRESSION_TAIL_HEADING}`, "i").test(line)) break;
    const dm = /^(?:#+\s*)?\**\s*Tag\s+(\d{1,2})\b/i.exec(line);
    if (dm?.[1]) {
      day = Number(dm[1]);
      header = null;
      continue;
    }
    if (!line.startsWith("|")) {
      header = null;
      continue;
    }
    const cells = line
      .replace(/^\|/, "")
      .replace(/\|$/, "")
      .split("|")
      .map((c) => c.trim().replace(/\*\*/g, ""));
    if (cells.every((c) => /^:?-{2,}:?$/.test(c) || c === "")) continue;
    const norm = cells.map((c) => normalizeText(c));
    if (norm.some((c) => c === "uebung" || c === "exercise")) {
      header = norm;
      continue;
    }
    if (!header || day === 0) continue;
    const col = (names: string[]): string => {
      const i = header!.findIndex((h) => names.some((n) => h.startsWith(n)));
      return i >= 0 ? (cells[i] ?? "") : "";
    };
    const name = col(["uebung", "exercise"]);
    if (!name) continue;
    const setsText = col(["saetze", "satze", "sets"]);
    const weightCell = col(["gewicht", "weight"]);
    rows.push({
      day,
      name,
      sets: numbersIn(setsText)[0] ?? 3,
      reps: col(["wiederholungen", "wdh", "reps"]),
      weightText: weightCell,
      weight: parseWeightCell(weightCell),
    });
  }
  return rows;
}

/**
 * The exercises of a previous plan: our table reader for Markdown tables, else the lenient parser
 * (the plan may come from the AI service or an admin edit, as lists or prose).
 */
function previousPlanRows(text: string): PrevRow[] {
  // Our own tables (the canonical format) are read directly; anything else goes to the parser.
  const own = readPlanRows(text);
  if (own.length > 0) return own;
  const parsed = parsePlan(text);
  if (parsed.isPlaceholder) return [];
  const rows: PrevRow[] = [];
  for (const d of parsed.days) {
    if (d.isRestDay) continue;
    for (const e of d.exercises) {
      rows.push({
        day: d.day,
        name: e.name,
        sets: e.sets,
        reps: e.reps,
        weightText: e.weight > 0 ? `${de(e.weight)} kg` : "",
        weight: e.weight,
      });
    }
  }
  return rows;
}

// ───────────────────────────────────────────────────────────────────────────── feedback

const REDUCE_SIGNALS: { re: RegExp; label: string }[] = [
  { re: /zu schwer/, label: "zu schwer" },
  { re: /zu viel/, label: "zu viel" },
  { re: /zu anstrengend/, label: "zu anstrengend" },
  { re: /muede|mude/, label: "müde" },
  { re: /erschoepft|erschopft/, label: "erschöpft" },
  { re: /ueberfordert|uberfordert/, label: "überfordert" },
  { re: /keine (?:zeit|kraft)/, label: "keine Kraft/Zeit" },
  { re: /mehr (?:pause|pausen|erholung|ruhe|regeneration)/, label: "mehr Erholung" },
  { re: /\btoo (?:hard|heavy|much)\b|\btired\b|\bexhausted\b/, label: "zu schwer" },
];

const INCREASE_SIGNALS: { re: RegExp; label: string }[] = [
  { re: /zu leicht/, label: "zu leicht" },
  { re: /zu einfach/, label: "zu einfach" },
  { re: /langweilig/, label: "langweilig" },
  { re: /unterfordert/, label: "unterfordert" },
  { re: /\bmehr\b(?! (?:pause|pausen|erholung|ruhe|regeneration))/, label: "mehr" },
  { re: /\btoo (?:easy|light)\b|\bboring\b|\bmore\b/, label: "zu leicht" },
];

function negatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 14), index);
  return /\b(nicht|kein|keine|keinen|nie|not|no)\s+(\w+\s+)?$/.test(before);
}

export function feedbackReaction(texts: string[]): { reaction: "reduce" | "increase" | "none"; signals: string[] } {
  const reduce: string[] = [];
  const increase: string[] = [];
  for (const raw of texts) {
    const t = normalizeText(raw);
    if (!t) continue;
    // Pain is read word by word, with negation per clause (app/domain/training/feedback-signals.ts).
    if (mentionsPain(raw) && !reduce.includes("Schmerzen")) reduce.push("Schmerzen");
    for (const s of REDUCE_SIGNALS) {
      const m = s.re.exec(t);
      if (m && !negatedAt(t, m.index) && !reduce.includes(s.label)) reduce.push(s.label);
    }
    for (const s of INCREASE_SIGNALS) {
      const m = s.re.exec(t);
      if (m && !negatedAt(t, m.index) && !increase.includes(s.label)) increase.push(s.label);
    }
  }
  if (reduce.length > 0) return { reaction: "reduce", signals: reduce };
  if (increase.length > 0) return { reaction: "increase", signals: increase };
  return { reaction: "none", signals: [] };
}

// ───────────────────────────────────────────────────────────────────────────── generator core

interface Exclusion {
  reason: string;
  injury: boolean;
  disliked: boolean;
}

/** Used when the database has no cardio exercise the customer can do with their equipment. */
export const FALLBACK_CARDIO: ExerciseRecord = {
  name: "Zügiges Gehen (Walking)",
  nameEn: "Brisk walking",
  description: "Zügiges Gehen im Gesprächstempo, draußen oder auf der Stelle.",
  instructions: "Aufrecht gehen, Arme mitschwingen, so zügig, dass du noch sprechen kannst.",
  videoUrl: null,
  hashtag: null,
  muscleGroups: ["cardiovascular"],
  equipmentNeeded: [],
  movementPattern: "cardio",
  difficulty: 1,
  stressTags: [],
};

interface Ctx {
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
  exclusionReason: Map<string, Exclusion>;
  /** False when a text mentions a disliked exercise word (such lines are left out of the plan). */
  clean: (text: string) => boolean;
  targetDifficulty: number;
  previousNames: Set<string>;
  preferredNames: Set<string>;
  decisions: Map<string, ProgressionDecision>;
  reaction: "reduce" | "increase" | "none";
  sequenceNumber: number;
  /** Usage count of each exercise across the plan's sessions (for variety between A/B). */
  usage: Map<string, number>;
  matchedInjuries: InjuryRecord[];
  safetyRules: SafetyRule[];
  /** Short German lines that echo the customer's own words (sport, wishes) on rest days. */
  personalNotes: string[];
  restDayCount: number;
}

function key(name: string): string {
  return normalizeText(name);
}

function equipmentOk(ex: ExerciseRecord, available: Set<Equipment>): boolean {
  return ex.equipmentNeeded.every((e) => e === "none" || available.has(e));
}

/** Fit of an exercise's difficulty (1–3) to the customer's level (target 1–3). */
const DIFFICULTY_FIT: Record<number, Record<number, number>> = {
  1: { 1: 0, 2: -1.2, 3: -6 },
  2: { 1: -0.4, 2: 0, 3: -1 },
  3: { 1: -1.5, 2: -0.6, 3: 0 },
};

function scoreCandidate(ctx: Ctx, ex: ExerciseRecord, slot: SlotSpec, opts: { varySlot: boolean; exactPattern: boolean }): number {
  const k = key(ex.name);
  let score = 0;
  score += DIFFICULTY_FIT[ctx.targetDifficulty]?.[ex.difficulty] ?? 0;
  const kind = loadKind(ex);
  const loaded = kind !== "bodyweight" && kind !== "band" && kind !== "cardio";
  const wantsLoad = ctx.goals.includes("muscle_building") || ctx.goals.includes("performance");
  if (loaded) score += wantsLoad ? 2 : 1;
  // Use the gear the customer has (pull-up bar, rings, TRX) before pure floor variants.
  else if (ex.equipmentNeeded.length > 0 && kind !== "cardio") score += 1;
  if (kind === "barbell" && (slot.role === "main" || slot.role === "secondary") && ctx.goals.includes("performance")) score += 1.5;
  if (kind === "barbell" && slot.role === "accessory") score -= 0.5;
  if (kind === "barbell" && slot.role === "main" && ctx.targetDifficulty >= 2) score += 1;
  if (kind === "machine" && ctx.targetDifficulty === 1) score += 0.5;
  if (kind === "band" && ctx.available.size > 1) score -= 0.5;
  if (slot.muscle && ex.muscleGroups.includes(slot.muscle)) score += 2.5;
  if ((slot.role === "main" || slot.role === "secondary") && isIsolation(ex)) score -= 2.5;
  if (!opts.exactPattern) score -= 3;
  if (ctx.goals.includes("health") || ctx.goals.includes("injury_prevention")) {
    if (isStability(ex)) score += 1;
    if (ex.stressTags.includes("spinal_load") || ex.stressTags.includes("high_impact")) score -= 1;
  }
  if (ctx.goals.includes("sport_support")) {
    if (isUnilateral(ex)) score += 1;
    if (isPower(ex) && slot.role !== "core") score += 1;
  }
  if (ctx.q.training_intensity === "gentle" || ctx.q.age >= 60) {
    if (ex.stressTags.includes("high_impact")) score -= 1.5;
  }
  if (ctx.q.daily_activity === "sitting" && ex.movementPattern === "hinge" && /brücke|bridge|hip thrust/i.test(ex.name)) score += 0.5;
  // Continuity in follow-up plans: keep most exercises, vary some.
  if (ctx.preferredNames.has(k)) score += opts.varySlot ? -6 : 5;
  else if (ctx.previousNames.has(k)) score += opts.varySlot ? -6 : 2;
  score -= (ctx.usage.get(k) ?? 0) * 1.2;
  if (ex.movementPattern === "cardio") {
    // Steady, recognisable cardio first (ergometer, walking, cycling); low impact when in doubt.
    if (ex.equipmentNeeded.includes("ergometer")) score += 1;
    if (isCardioExercise(ex.name)) score += 3;
    if (isInterval(ex) && (ctx.goals.includes("health") || ctx.targetDifficulty === 1 || ctx.q.training_intensity === "gentle")) score -= 1.5;
    if (ex.stressTags.includes("high_impact") && (ctx.q.age >= 50 || ctx.q.training_level === "beginner")) score -= 2;
  }
  score += jitter(ctx.seed, `${k}|${slot.pattern}|${slot.role}`) * 1.0;
  return score;
}

interface SlotPick {
  ex: ExerciseRecord;
  slot: SlotSpec;
  /** The exercise that would have been chosen without injuries/dislikes, when it differs. */
  replaced?: { name: string } & Exclusion;
}

const REGION: Record<MovementPattern, "lower" | "upper" | "neutral"> = {
  squat: "lower",
  hinge: "lower",
  lunge: "lower",
  calves: "lower",
  push_horizontal: "upper",
  push_vertical: "upper",
  pull_horizontal: "upper",
  pull_vertical: "upper",
  arms: "upper",
  core: "neutral",
  carry: "neutral",
  cardio: "neutral",
  mobility: "neutral",
  warmup: "neutral",
};

/** A biceps slot must not get a triceps exercise and vice versa. */
function opposes(ex: ExerciseRecord, muscle: MuscleGroup): boolean {
  if (muscle === "biceps") return ex.muscleGroups.includes("triceps") && !ex.muscleGroups.includes("biceps");
  if (muscle === "triceps") return ex.muscleGroups.includes("biceps") && !ex.muscleGroups.includes("triceps");
  return false;
}

/** Exercises that work the muscle as a main mover (pulls for biceps, presses for triceps). */
function isolationLike(ex: ExerciseRecord, muscle: MuscleGroup): boolean {
  if (muscle === "biceps") return ex.movementPattern === "arms" || ex.movementPattern === "pull_horizontal" || ex.movementPattern === "pull_vertical";
  if (muscle === "triceps") return ex.movementPattern === "arms" || ex.movementPattern === "push_horizontal" || ex.movementPattern === "push_vertical";
  return true;
}

function rankFor(
  ctx: Ctx,
  pool: ExerciseRecord[],
  slot: SlotSpec,
  used: Set<string>,
  varySlot: boolean,
): ExerciseRecord[] {
  const free = (ex: ExerciseRecord) => !used.has(key(ex.name));
  const strength = (ex: ExerciseRecord) => !["warmup", "mobility", "cardio"].includes(ex.movementPattern);
  const related = RELATED[slot.pattern] ?? [];
  const muscle = slot.muscle;
  const implied: MuscleGroup | undefined =
    muscle ?? (slot.pattern.startsWith("pull") ? "biceps" : slot.pattern.startsWith("push") ? "triceps" : undefined);
  // Tiers: same pattern (and target muscle), then any strength exercise for the target muscle,
  // then the same pattern, then related patterns.
  const tiers: { test: (ex: ExerciseRecord) => boolean; exact: boolean }[] = [
    { test: (ex) => ex.movementPattern === slot.pattern && (!muscle || ex.muscleGroups.includes(muscle)), exact: true },
    ...(muscle ? [{ test: (ex: ExerciseRecord) => strength(ex) && ex.muscleGroups.includes(muscle) && isolationLike(ex, muscle), exact: false }] : []),
    ...(muscle ? [{ test: (ex: ExerciseRecord) => ex.movementPattern === slot.pattern && !opposes(ex, muscle), exact: true }] : []),
    { test: (ex) => related.includes(ex.movementPattern) && (!implied || !opposes(ex, implied)), exact: false },
  ];
  for (const tier of tiers) {
    const cands = pool.filter((ex) => free(ex) && tier.test(ex));
    if (cands.length > 0) {
      return cands
        .map((ex) => ({ ex, s: scoreCandidate(ctx, ex, slot, { varySlot, exactPattern: tier.exact }) }))
        .sort((a, b) => b.s - a.s || a.ex.name.localeCompare(b.ex.name))
        .map((c) => c.ex);
    }
  }
  // Last resort: anything strength-like, then mobility.
  const rest = pool.filter(
    (ex) => !used.has(key(ex.name)) && ex.movementPattern !== "warmup" && ex.movementPattern !== "cardio",
  );
  const region = REGION[slot.pattern];
  return rest
    .map((ex) => ({
      ex,
      s:
        scoreCandidate(ctx, ex, slot, { varySlot, exactPattern: false }) -
        (ex.movementPattern === "mobility" ? 5 : 0) +
        (REGION[ex.movementPattern] === region ? 3 : REGION[ex.movementPattern] === "neutral" ? 2 : 0) -
        (implied && opposes(ex, implied) ? 4 : 0),
    }))
    .sort((a, b) => b.s - a.s || a.ex.name.localeCompare(b.ex.name))
    .map((c) => c.ex);
}

function pickForSlot(ctx: Ctx, slot: SlotSpec, used: Set<string>, varySlot: boolean, exclude: Set<string>): SlotPick | null {
  const usedPlus = new Set([...used, ...exclude]);
  const ranked = rankFor(ctx, ctx.allowed, slot, usedPlus, varySlot);
  let chosen = ranked[0];
  if (!chosen) {
    // Nothing else left: allow a repeat of what the vary logic wanted to avoid.
    const again = rankFor(ctx, ctx.allowed, slot, used, varySlot);
    chosen = again[0];
    if (!chosen) return null;
  }
  // Harder variation for a bodyweight exercise whose top range was reached.
  const dec = ctx.decisions.get(key(chosen.name));
  if (dec?.kind === "harder_variation" && dec.replacement) {
    const rep = ctx.allowed.find((e) => key(e.name) === key(dec.replacement!));
    if (rep && !usedPlus.has(key(rep.name))) chosen = rep;
  }
  const pick: SlotPick = { ex: chosen, slot };
  // Would the unrestricted choice have been different because of an exclusion?
  const unrestricted = ctx.exclusionReason.size > 0 ? rankFor(ctx, ctx.usable, slot, usedPlus, varySlot)[0] : undefined;
  if (unrestricted && key(unrestricted.name) !== key(chosen.name)) {
    const why = ctx.exclusionReason.get(key(unrestricted.name));
    if (why) pick.replaced = { name: unrestricted.name, ...why };
  }
  return pick;
}

interface SessionPlan {
  template: SessionTemplate;
  picks: SlotPick[];
  cardioMinutes: number;
}

function slotsFor(ctx: Ctx, template: SessionTemplate, n: number, wantsCardio: boolean, hasCardio: boolean): SlotSpec[] {
  let slots = template.slots.slice(0, n);
  while (slots.length < n) slots.push(S("core", "core"));
  const stabilityGoal = ctx.goals.includes("health") || ctx.goals.includes("injury_prevention");
  if (stabilityGoal && !slots.some((s) => s.role === "core")) {
    const i = slots.map((s) => s.role).lastIndexOf("accessory");
    const j = i >= 0 ? i : slots.length - 1;
    slots = slots.map((s, idx) => (idx === j ? S("core", "core") : s));
  }
  if (ctx.goals.includes("sport_support") && !slots.some((s) => s.pattern === "lunge")) {
    const i = slots.findIndex((s) => s.role === "accessory" || s.role === "secondary");
    if (i >= 0 && template.key !== "upperA" && template.key !== "upperB" && template.key !== "push" && template.key !== "pull") {
      slots = slots.map((s, idx) => (idx === i ? S("lunge", s.role) : s));
    }
  }
  if (wantsCardio && hasCardio) {
    // The finisher counts as one of the session's exercises: it replaces the last accessory; in a
    // short session with stability work it replaces one upper-body main lift (A drops a pull,
    // B a push, so the week stays balanced) rather than the core work.
    let i = slots.map((x) => x.role !== "main" && x.role !== "core").lastIndexOf(true);
    if (i < 0 && stabilityGoal) {
      const drop = template.key.endsWith("B") ? "push" : "pull";
      i = slots.findIndex((x) => x.role === "main" && x.pattern.startsWith(drop));
      if (i < 0) i = slots.map((x) => x.role === "main" && /^(push|pull)/.test(x.pattern)).lastIndexOf(true);
    }
    if (i < 0) i = slots.length - 1;
    slots = [...slots.slice(0, i), ...slots.slice(i + 1), S("cardio", "cardio")];
  }
  return slots;
}

function buildSession(ctx: Ctx, template: SessionTemplate, slots: SlotSpec[], varyIdx: Set<number>, avoid: Map<number, string>): SessionPlan {
  const used = new Set<string>();
  const picks: SlotPick[] = [];
  // Fill in priority order so the main lifts get first choice.
  slots.forEach((slot, i) => {
    const exclude = new Set<string>();
    const a = avoid.get(i);
    if (a) exclude.add(a);
    const p = pickForSlot(ctx, slot, used, varyIdx.has(i), exclude);
    if (p) {
      used.add(key(p.ex.name));
      // Name each replaced exercise once per session.
      if (p.replaced && picks.some((o) => o.replaced && key(o.replaced.name) === key(p.replaced!.name))) delete p.replaced;
      picks.push(p);
    }
  });
  return { template, picks, cardioMinutes: CARDIO_MINUTES[ctx.q.session_duration] };
}

/** Slots of a session whose exercise changes in week 2 (accessories first, main lifts last). */
function varySlots(slots: SlotSpec[], count: number, seed: number, salt: string): number[] {
  const order = slots
    .map((s, i) => ({ i, s }))
    .filter(({ s }) => s.role !== "cardio")
    .sort((a, b) => {
      const pa = a.s.role === "main" ? 3 : a.s.role === "secondary" ? 1 : 0;
      const pb = b.s.role === "main" ? 3 : b.s.role === "secondary" ? 1 : 0;
      return pa - pb || jitter(seed, `${salt}${a.i}`) - jitter(seed, `${salt}${b.i}`);
    });
  return order.slice(0, count).map((o) => o.i);
}

// ───────────────────────────────────────────────────────────────────────────── rows

function repsFor(ctx: Ctx, ex: ExerciseRecord, role: SlotRole, cardioMinutes: number): string {
  if (role === "cardio" || ex.movementPattern === "cardio") {
    // Bodyweight intervals (burpees, mountain climbers) stay short; machines allow steady Zone 2.
    const steady = ex.equipmentNeeded.includes("ergometer");
    const cap = ctx.q.training_level === "beginner" || ctx.q.training_level === "returning" ? 8 : 12;
    const weekBonus = cardioMinutes - CARDIO_MINUTES[ctx.q.session_duration];
    return `${steady ? cardioMinutes : Math.min(cardioMinutes - weekBonus, cap) + weekBonus} Minuten`;
  }
  const lvl = ctx.q.training_level;
  if (isTimeBased(ex)) {
    let r = lvl === "advanced" ? "45-60 s" : lvl === "intermediate" ? "30-45 s" : "20-30 s";
    if (ctx.decisions.get(key(ex.name))?.kind === "more_reps") {
      const [lo, hi] = numbersIn(r);
      if (lo !== undefined && hi !== undefined) r = `${lo + 10}-${hi + 10} s`;
    }
    return isUnilateral(ex) ? `je Seite ${r}` : r;
  }
  if (ex.movementPattern === "carry") return lvl === "beginner" || lvl === "returning" ? "20-30 s" : "30-40 s";
  if (/aufstehen|get-up|get up/i.test(`${ex.name} ${ex.nameEn}`)) return lvl === "advanced" ? "je Seite 3-5" : "je Seite 2-3";
  if (/negativ|exzentrisch|eccentric/i.test(`${ex.name} ${ex.nameEn}`)) return "4-6";
  let range: string;
  if (ex.movementPattern === "core") range = ctx.primary === "performance" ? "8-12" : "10-15";
  else if (ex.movementPattern === "calves") range = "12-15";
  else if (role === "main") range = ctx.scheme.compound;
  else if (role === "secondary") range = ctx.scheme.secondary ?? ctx.scheme.compound;
  else range = ctx.scheme.accessory;
  // Bodyweight exercises in a heavy rep scheme would be too easy: use a hypertrophy range.
  if (loadKind(ex) === "bodyweight" && (range === "4-6" || range === "6-8") && ex.difficulty < 3) range = "8-12";
  const dec = ctx.decisions.get(key(ex.name));
  if (dec?.kind === "more_reps") {
    const [lo, hi] = numbersIn(range);
    if (lo !== undefined && hi !== undefined) range = `${lo + 2}-${hi + 2}`;
  }
  return isUnilateral(ex) ? `je Seite ${range}` : range;
}

function restFor(ctx: Ctx, ex: ExerciseRecord, role: SlotRole): string {
  if (role === "cardio" || ex.movementPattern === "cardio") return "–";
  let s: number;
  if (ex.movementPattern === "core" || ex.movementPattern === "carry") s = 45;
  else if (role === "main") s = ctx.scheme.restCompound;
  else if (role === "secondary") s = Math.max(60, ctx.scheme.restCompound - 30);
  else s = ctx.scheme.restAccessory;
  if (ctx.reaction === "reduce") s += 30;
  if (s >= 150) return "2-3 Min";
  if (s === 120) return "2 Min";
  return `${s} s`;
}

function setsFor(ctx: Ctx, ex: ExerciseRecord, role: SlotRole): number {
  if (role === "cardio" || ex.movementPattern === "cardio") return 1;
  let s = role === "main" || role === "secondary" ? ctx.sets : Math.max(2, ctx.sets - 1);
  if (ctx.reaction === "reduce" && role === "main") s -= 1;
  if (ctx.reaction === "increase" && (role === "main" || role === "secondary")) s += 1;
  return clamp(s, 2, ctx.reaction === "increase" ? 5 : 4);
}

function makeRow(ctx: Ctx, pick: SlotPick, cardioMinutes: number, week: number, kept: boolean): GeneratedExerciseRow {
  const { ex, slot } = pick;
  const role: SlotRole = ex.movementPattern === "cardio" ? "cardio" : slot.role === "cardio" ? "accessory" : slot.role;
  const kind = loadKind(ex);
  const k = key(ex.name);
  const dec = ctx.decisions.get(k);
  let kg = defaultKg(ex, kind, ctx.q);
  let band = bandLevel(ctx.q);
  const notes: string[] = [];

  const stabilityGoal = ctx.goals.includes("health") || ctx.goals.includes("injury_prevention");
  const sportGoal = ctx.goals.includes("sport_support");
  let hashtag: string | null =
    stabilityGoal && isStability(ex) && role !== "cardio"
      ? "#stabilisation"
      : sportGoal && (role === "main" || isPower(ex))
        ? "#explosiv"
        : sportGoal && isUnilateral(ex)
          ? "#koordination"
          : ex.hashtag && /^#\p{L}/u.test(ex.hashtag.trim())
            ? ex.hashtag.trim().split(/\s+/)[0]!
            : null;
  if (hashtag && !ctx.clean(hashtag.slice(1))) hashtag = null;

  if (dec && (kind === "barbell" || kind === "dumbbell" || kind === "kettlebell" || kind === "machine" || kind === "cable" || kind === "sandbag")) {
    if (dec.newWeight > 0) kg = dec.newWeight;
  }
  if (dec && kind === "band" && dec.bandLevel !== undefined) {
    band = dec.bandLevel;
    if (dec.kind === "increase") band = Math.min(band + 1, BAND_LEVELS.length - 1);
    if (dec.kind === "reduce") band = Math.max(band - 1, 0);
  }

  const cues = (PATTERN_CUES[ex.movementPattern] ?? PATTERN_CUES.core).filter(ctx.clean);
  const cue = cues[Math.floor(jitter(ctx.seed, `cue|${k}`) * cues.length)] ?? cues[0] ?? "";

  if (role === "cardio") {
    const steady =
      (ex.equipmentNeeded.includes("ergometer") || /geh|walk|rad|bike|schwimm|lauf|jogg|treppe|stepper|cross/i.test(ex.name)) && !isInterval(ex);
    notes.push(
      steady
        ? "Finisher: Zone 2, du kannst dich noch unterhalten"
        : ctx.q.training_level === "beginner" || ctx.q.training_intensity === "gentle"
          ? "Finisher: Intervalle 20 s zügig / 40 s locker"
          : "Finisher: Intervalle 30 s zügig / 30 s locker",
    );
  } else {
    if (cue) notes.push(cue);
    if (ctx.goals.includes("performance") && role === "main") notes.push("explosives Tempo nach oben");
    if (ctx.q.training_level === "beginner" || ctx.q.training_level === "returning" || ctx.q.training_intensity === "gentle") {
      if (role === "main" || role === "secondary") notes.push("Technik vor Gewicht");
    }
    if (sportGoal && isPower(ex) && !ctx.goals.includes("performance")) notes.push("schnell und kraftvoll nach oben");
    if (stabilityGoal && role === "core") notes.push("langsam, 3 s absenken");
    if (ex.movementPattern !== "core" && ex.movementPattern !== "carry" && !isTimeBased(ex)) notes.push(`(${ctx.rir.rir})`);
    if (kind === "machine" && week === 1 && !dec) notes.push("Sitz und Polster einstellen");
  }

  if (pick.replaced) {
    const r = pick.replaced;
    const full = `Ersatz für ${r.name} (${r.reason})`;
    if (!r.injury) notes.push("Ersatz nach deinem Wunsch");
    else notes.push(ctx.clean(full) ? full : `gelenkschonender Ersatz (${r.reason})`);
  }
  if (dec) {
    if (dec.kind === "increase" && kind !== "bodyweight") notes.push(`Progression: +${de(dec.newWeight - dec.previousWeight)} kg`);
    if (dec.kind === "increase" && kind === "band") notes.push("Progression: stärkeres Band");
    if (dec.kind === "more_reps") notes.push(isTimeBased(ex) ? "Progression: +10 s" : "Progression: +2 Wdh.");
    if (dec.kind === "keep" || dec.kind === "keep_more_reps") notes.push("Gewicht halten, Ziel: oberes Ende der Spanne");
    if (dec.kind === "reduce") notes.push("Gewicht reduziert: erst saubere Wdh.");
  }
  const dh = ctx.decisions.size > 0 ? [...ctx.decisions.values()].find((d) => d.kind === "harder_variation" && d.replacement && key(d.replacement) === k) : undefined;
  if (dh) notes.push(ctx.clean(dh.exercise) ? `Progression: schwerere Variante von ${dh.exercise}` : "Progression: schwerere Variante");
  if (ctx.reaction === "reduce" && role === "main") notes.push("1 Satz weniger wegen deines Feedbacks");
  if (ctx.reaction === "increase" && (role === "main" || role === "secondary")) notes.push("1 Satz mehr wegen deines Feedbacks");
  if (week === 2 && kept && role === "main" && kind !== "bodyweight" && kind !== "band" && !dec) {
    notes.push("Woche 2: steigern, wenn Woche 1 sauber am oberen Ende lag");
  }

  return {
    name: ex.name,
    sets: setsFor(ctx, ex, role),
    reps: repsFor(ctx, ex, role, cardioMinutes),
    weight: weightText(ex, kind, kg, band),
    rest: restFor(ctx, ex, role),
    notes: [hashtag, notes.filter(ctx.clean).join(", ").replace(/, \(/g, " (")].filter(Boolean).join(" "),
    pattern: ex.movementPattern,
    role,
    equipmentNeeded: [...ex.equipmentNeeded],
  };
}

// ───────────────────────────────────────────────────────────────────────────── warm-ups

/** Keeps the first `n` clean items of the lists, in order, without near-duplicates. */
function takeClean(ctx: Ctx, lists: string[][], n: number, taken: string[] = []): string[] {
  const out = [...taken];
  const stemOf = (t: string) => normalizeText(t).split(" ")[0]?.slice(0, 8) ?? "";
  for (const list of lists) {
    for (const item of list) {
      if (out.length >= n) return out;
      if (!ctx.clean(item) || out.includes(item) || out.some((o) => stemOf(o) === stemOf(item))) continue;
      out.push(item);
    }
  }
  return out;
}

function warmUps(ctx: Ctx, template: SessionTemplate, mainNames: Set<string>, count: number, day: number): string[] {
  const noImpact =
    ctx.matchedInjuries.length > 0 || ctx.safetyRules.length > 0 || ctx.q.age >= 50 || ctx.q.training_intensity === "gentle";
  const lower = ["fullA", "fullB", "lowerA", "lowerB", "legs"].includes(template.key);
  const upper = ["fullA", "fullB", "upperA", "upperB", "push", "pull"].includes(template.key);

  const pulse: string[] = [];
  if (ctx.available.has("ergometer")) pulse.push("5 Minuten Ergometer, locker (Puls ca. 110–120)");
  if (!noImpact) pulse.push("3 Minuten Hampelmann oder lockeres Hopserlaufen auf der Stelle");
  pulse.push("3 Minuten zügiges Gehen auf der Stelle mit Armkreisen", "3 Minuten Marschieren mit hohen Knien, locker", "Locker einlaufen, 3 Minuten");

  // Mobility and warm-up records of the database, then a fixed list that fits the session.
  const dbWarm = ctx.allowed
    .filter((e) => (e.movementPattern === "warmup" || e.movementPattern === "mobility") && !mainNames.has(key(e.name)))
    .sort((a, b) => jitter(ctx.seed, `wu${day}|${a.name}`) - jitter(ctx.seed, `wu${day}|${b.name}`) || a.name.localeCompare(b.name))
    .map((e) => `${e.name}, ${/dehn|stretch|halte|hold|rolle|faszien/i.test(e.name) ? "30 s je Seite" : "1×10 langsam"}`);
  const fixed: string[] = [];
  if (ctx.q.daily_activity === "sitting") fixed.push("Hüftbeuger-Mobilisation im Halbkniestand, 30 s je Seite");
  if (lower) fixed.push("Hüftkreisen, 2×10 je Richtung", "Beinpendel vor und zurück, 10 je Seite", "Glute Bridge ohne Gewicht, 12 Wdh.");
  if (upper) {
    fixed.push(ctx.available.has("resistance_bands") ? "Schulterkreisen mit Band, 2×12" : "Schulterkreisen, 2×12");
    fixed.push("Armkreisen vorwärts und rückwärts, je 10", "Katze-Kuh im Vierfüßlerstand, 8 Wdh.");
  }
  fixed.push("Rumpfrotation im Stand, 10 je Seite", "Brustwirbelsäule öffnen im Vierfüßlerstand, 8 je Seite", "Fußgelenke kreisen, je 10");
  const dbCount = Math.min(dbWarm.length, Math.floor((count - 1) / 2));
  const first = takeClean(ctx, [pulse], 1);
  const withDb = takeClean(ctx, [dbWarm], first.length + dbCount, first);
  const out = takeClean(ctx, [fixed, dbWarm, ["Ruhig durchatmen und locker ausschütteln, 1 Minute", "Leichtes Einrollen der Wirbelsäule im Stand, 5 Wdh."]], count, withDb);
  return out;
}

// ───────────────────────────────────────────────────────────────────────────── rest days

/** The customer's own words, cleaned of disliked exercise words and Markdown, for a quote. */
function quote(ctx: Ctx, text: string | null | undefined, max: number): string {
  if (!text) return "";
  const words = sanitizeInline(text, 400)
    .replace(/[„“"]/g, "")
    .split(" ")
    .filter((w) => w && ctx.clean(w));
  const t = words.join(" ").replace(/^[\s,;.:–-]+|[\s,;:–-]+$/g, "");
  if (!/\p{L}{3,}/u.test(t) || /^(?:keine?s?|nein|nichts|no|none|n\/?a)\.?$/i.test(t)) return "";
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

function personalNotes(ctx: Ctx): string[] {
  const out: string[] = [];
  const wishes = [quote(ctx, ctx.q.training_preferences, 90), quote(ctx, ctx.q.personal_wishes, 90)].filter(Boolean);
  if (wishes.length > 0) out.push(`Deine Wünsche („${wishes.join("“, „")}“) fließen in den Plan ein: notiere, wie es passt`);
  const sport = ctx.q.other_sport ? quote(ctx, ctx.q.other_sport_details, 60) : "";
  if (sport) out.push(`Abgestimmt auf deinen Sport (${sport}): harte Einheiten nicht direkt vor wichtigen Sporttagen`);
  return out;
}

function restDaySections(ctx: Ctx, day: number, active: boolean, restIndex: number): { title: string; items: string[] }[] {
  const rotate = (list: string[], k: string): string[] => {
    const start = Math.floor(jitter(ctx.seed, `rest${day}|${k}`) * list.length);
    return list.map((_, i) => list[(start + i) % list.length]!);
  };
  const noImpact = ctx.matchedInjuries.length > 0 || ctx.safetyRules.length > 0 || ctx.q.age >= 50;

  const activeBase = active
    ? ["30–40 Minuten lockeres Radfahren oder zügiges Gehen im Gesprächstempo", "10 Minuten Mobilitätsroutine für Hüfte, Brustwirbelsäule und Sprunggelenke"]
    : rotate(
        [
          "20–30 Minuten zügiger Spaziergang an der frischen Luft",
          "10 Minuten Mobilität: Katze-Kuh, Weltbeste Dehnung, Hüftkreisen",
          noImpact ? "15 Minuten lockeres Schwimmen oder Radfahren ohne Stoßbelastung" : "15 Minuten lockeres Radfahren oder Schwimmen",
          "Brustwirbelsäule mobilisieren: offene Bücher, 10 je Seite",
        ],
        "a",
      );
  const activeExtra: string[] = [];
  if (ctx.q.daily_activity === "sitting") activeExtra.push("Nach langem Sitzen: Hüftbeuger im Halbkniestand öffnen, 2×30 s je Seite");
  if (ctx.goals.includes("weight_loss")) activeExtra.push("Alltagsbewegung: 8.000–10.000 Schritte anpeilen");
  const act = takeClean(ctx, [activeBase.slice(0, 2), activeExtra, activeBase.slice(2), ["Ein ruhiger Spaziergang, so lange es sich gut anfühlt"]], 3);

  const fascia = takeClean(
    ctx,
    [
      rotate(
        [
          "Faszienrolle Oberschenkel vorne und hinten, je 60 s",
          "Faszienrolle Waden und Gesäß, je 60 s pro Seite",
          "Oberer Rücken auf der Faszienrolle, 90 s langsam rollen",
          "5 Minuten Box-Atmung (4 s ein, 4 s halten, 4 s aus, 4 s halten)",
          "Warmes Bad oder Sauna zur Entspannung, 15–20 Minuten",
          "Progressive Muskelentspannung, 10 Minuten vor dem Schlafen",
        ],
        "f",
      ).slice(0, 2),
      ["10 Minuten bewusst ruhig atmen, im Liegen", "Eine warme Dusche und 10 Minuten Ruhe ohne Bildschirm"],
    ],
    2,
  );

  const protein = ctx.goals.includes("muscle_building") || ctx.goals.includes("performance") ? "1,6–2 g" : "1,2–1,6 g";
  const nut = takeClean(
    ctx,
    [
      rotate(
        [
          `${protein} Eiweiß pro kg Körpergewicht, auf 3–4 Mahlzeiten verteilt`,
          "7–9 Stunden Schlaf, feste Schlafenszeit",
          ctx.goals.includes("weight_loss")
            ? "Leichtes Kaloriendefizit (ca. 300–500 kcal), viel Gemüse und Eiweiß"
            : "2–3 Liter Wasser über den Tag verteilt",
        ],
        "n",
      ).slice(0, 2),
      ["Ausreichend trinken und früh schlafen gehen", "Eine eiweißreiche Mahlzeit mit Gemüse einplanen"],
    ],
    2,
  );

  const feelBase = rotate(
    [
      "Notiere Energie (1–10) und Muskelkater im Tagesfeedback",
      "Kurzer Check: Schlafqualität und Stimmung im Tagesfeedback festhalten",
    ],
    "k",
  );
  // Personal lines (wishes, sport, warning signs) rotate over the rest days, two per day, so
  // each appears without repeating all of them every time.
  const pool = [...ctx.personalNotes];
  if (ctx.matchedInjuries.length > 0 || ctx.safetyRules.length > 0) {
    pool.push("Achte auf Warnsignale wie stechende Schmerzen und vermerke sie im Feedback");
  }
  const perDay = clamp(Math.ceil(pool.length / Math.max(1, ctx.restDayCount)), 1, 2);
  const personal: string[] = [];
  for (let i = 0; i < Math.min(perDay, pool.length); i++) personal.push(pool[(restIndex * perDay + i) % pool.length]!);
  const feel = takeClean(ctx, [personal, feelBase, ["Wie fühlst du dich heute? Ein kurzer Eintrag im Feedback hilft"]], 3);

  const items = [act, fascia, nut, feel];
  return REST_DAY_SECTIONS.map((title, i) => ({ title, items: items[i]! }));
}

// ───────────────────────────────────────────────────────────────────────────── follow-up decisions

function decideProgression(
  prevRows: PrevRow[],
  progress: LoggedSet[],
  byName: Map<string, ExerciseRecord>,
  ctxBase: ProgressionContext,
): ProgressionDecision[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const r of prevRows) {
    const k = key(r.name);
    if (!seen.has(k)) {
      seen.add(k);
      names.push(r.name);
    }
  }
  const decisions: ProgressionDecision[] = [];
  for (const name of names) {
    const k = key(name);
    const rowsOf = prevRows.filter((r) => key(r.name) === k);
    const rec = byName.get(k);
    const kind: LoadKind = rec
      ? loadKind(rec)
      : /langhantel|barbell/i.test(name)
        ? "barbell"
        : /kurzhantel|dumbbell/i.test(name)
          ? "dumbbell"
          : /kettlebell/i.test(name)
            ? "kettlebell"
            : /maschine|machine|kabel|cable/i.test(name)
              ? "machine"
              : /band/i.test(name)
                ? "band"
                : /ergometer|rad|lauf|rudergerät|crosstrainer|seilspring/i.test(name)
                  ? "cardio"
                  : "bodyweight";
    if (kind === "cardio") continue;
    const logs = progress
      .filter((p) => key(p.exercise_name) === k)
      .map((p) => {
        const reps = p.actual_reps ? numbersIn(p.actual_reps)[0] : undefined;
        const row = rowsOf.find((r) => r.day === p.day) ?? rowsOf[rowsOf.length - 1]!;
        const range = numbersIn(row.reps);
        const lo = range[0];
        const hi = range.length > 1 ? range[1] : range[0];
        return { p, reps, lo, hi };
      })
      .filter((l) => l.reps !== undefined && l.lo !== undefined && l.hi !== undefined && (l.p.completed || l.p.actual_reps));
    const latestRow = rowsOf[rowsOf.length - 1]!;
    const weighted = progress
      .filter((p) => key(p.exercise_name) === k && (p.actual_weight ?? 0) > 0)
      .sort((a, b) => a.day - b.day || a.set_number - b.set_number);
    const loggedWeight = weighted.length > 0 ? weighted[weighted.length - 1]!.actual_weight! : 0;
    let base = loggedWeight > 0 ? loggedWeight : latestRow.weight;
    const loaded = kind !== "bodyweight" && kind !== "band";
    if (loaded && base <= 0 && rec) base = defaultKg(rec, kind, ctxBase.q);
    let band: number | undefined;
    if (kind === "band") {
      const t = normalizeText(latestRow.weightText);
      band = t.includes("sehr") ? 3 : t.includes("stark") ? 2 : t.includes("mittel") ? 1 : t.includes("leicht") ? 0 : bandLevel(ctxBase.q);
    }

    if (logs.length === 0) {
      decisions.push({
        exercise: name,
        kind: "no_data",
        loggedSets: 0,
        previousWeight: base,
        newWeight: base,
        note: `${name}: keine Einträge protokolliert, Vorgabe bleibt`,
        bandLevel: band,
      });
      continue;
    }
    const allTop = logs.every((l) => l.reps! >= l.hi!);
    const below = logs.filter((l) => l.reps! < l.lo!).length;
    if (allTop) {
      if (kind === "bodyweight") {
        const harder = rec ? ctxBase.harderVariation(rec) : undefined;
        if (harder) {
          decisions.push({
            exercise: name,
            kind: "harder_variation",
            loggedSets: logs.length,
          bandLevel: band,
            previousWeight: 0,
            newWeight: 0,
            replacement: harder.name,
            note: `${name}: alle Sätze am oberen Ende → schwerere Variante ${harder.name}`,
          });
        } else {
          decisions.push({
            exercise: name,
            kind: "more_reps",
            loggedSets: logs.length,
          bandLevel: band,
            previousWeight: 0,
            newWeight: 0,
            note: `${name}: alle Sätze am oberen Ende → ${rec && isTimeBased(rec) ? "+10 s" : "+2 Wiederholungen"} pro Satz`,
          });
        }
      } else if (kind === "band") {
        decisions.push({
          exercise: name,
          kind: "increase",
          loggedSets: logs.length,
          bandLevel: band,
          previousWeight: 0,
          newWeight: 0,
          note: `${name}: alle Sätze am oberen Ende → stärkeres Band`,
        });
      } else {
        const nw = increaseKg(kind, base);
        decisions.push({
          exercise: name,
          kind: "increase",
          loggedSets: logs.length,
          bandLevel: band,
          previousWeight: base,
          newWeight: nw,
          note: `${name}: alle Sätze am oberen Ende → ${de(nw)} kg (vorher ${de(base)} kg)`,
        });
      }
    } else if (below * 2 > logs.length) {
      const nw = loaded ? reduceKg(kind, base) : base;
      decisions.push({
        exercise: name,
        kind: "reduce",
        loggedSets: logs.length,
          bandLevel: band,
        previousWeight: base,
        newWeight: nw,
        note: loaded
          ? `${name}: Wiederholungen unter der Spanne → ${de(nw)} kg (vorher ${de(base)} kg)`
          : `${name}: Wiederholungen unter der Spanne → leichtere Ausführung, gleiche Spanne`,
      });
    } else if (below > 0) {
      decisions.push({
        exercise: name,
        kind: "keep",
        loggedSets: logs.length,
          bandLevel: band,
        previousWeight: base,
        newWeight: base,
        note: `${name}: einzelne Sätze unter der Spanne → Gewicht halten${loaded ? ` (${de(base)} kg)` : ""}`,
      });
    } else {
      decisions.push({
        exercise: name,
        kind: "keep_more_reps",
        loggedSets: logs.length,
          bandLevel: band,
        previousWeight: base,
        newWeight: base,
        note: `${name}: innerhalb der Spanne → Gewicht halten${loaded ? ` (${de(base)} kg)` : ""}, mehr Wiederholungen anstreben`,
      });
    }
  }
  return decisions;
}

interface ProgressionContext {
  q: QuestionnaireAnswers;
  harderVariation: (ex: ExerciseRecord) => ExerciseRecord | undefined;
}

// ───────────────────────────────────────────────────────────────────────────── main entry

function dedupeExercises(list: ExerciseRecord[]): ExerciseRecord[] {
  const seen = new Set<string>();
  const out: ExerciseRecord[] = [];
  for (const ex of list) {
    const k = key(ex.name);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    out.push(ex);
  }
  return out;
}

function variationShare(a: GeneratedExerciseRow[], b: GeneratedExerciseRow[]): number {
  if (b.length === 0) return 0;
  let diff = 0;
  b.forEach((row, i) => {
    const prev = a.find((r) => key(r.name) === key(row.name));
    const same = a[i] && key(a[i]!.name) === key(row.name) ? a[i] : prev;
    if (!same || same.sets !== row.sets || same.reps !== row.reps) diff++;
  });
  return diff / b.length;
}

export function generatePlan(input: GeneratorInput): GeneratedPlan {
  const q = input.questionnaire;
  const previous = input.previous;
  const sequenceNumber = previous ? previous.sequenceNumber + 1 : 1;
  const seed = fnv1a(
    JSON.stringify([
      q.age, q.gender, q.main_goals, q.training_intensity, q.training_frequency, q.session_duration,
      q.daily_activity, q.training_level, q.current_training, q.training_experience, q.equipment,
      q.health_restrictions, q.exercise_dislikes, q.training_preferences, q.personal_wishes,
      q.other_sport_details, q.first_name, sequenceNumber,
    ]),
  );

  const goals: MainGoal[] = q.main_goals.length > 0 ? [...q.main_goals] : ["general_fitness"];
  const primary = goals[0]!;
  const available = new Set<Equipment>(q.equipment.filter((e) => e !== "none"));
  const all = dedupeExercises(input.exercises);
  const usable = all.filter((ex) => equipmentOk(ex, available));

  // Injuries from the health text, plus pain mentioned in the feedback of the previous plan.
  const feedbackTexts = previous
    ? [...previous.dayFeedback.map((f) => f.text), ...(previous.planFeedback ? [previous.planFeedback] : [])]
    : [];
  // Only the body parts named in a pain sentence count: "Bankdrücken" in the same text is no back
  // pain, and "Knie tut etwas weh" is knee pain.
  const painText = feedbackTexts
    .flatMap((t) => findPainMentions(t))
    .flatMap((m) => m.bodyParts.map((part) => BODY_PART_WORDS[part]))
    .join(", ");
  const healthTexts = [q.health_restrictions ?? "", painText].filter((t) => normalizeText(t) !== "");
  const matched: InjuryRecord[] = [];
  for (const t of healthTexts) for (const m of matchInjuryRecords(t, input.injuries)) if (!matched.includes(m)) matched.push(m);
  const rules = SAFETY_RULES.filter((r) => healthTexts.some((t) => r.keywords.some((k) => termInText(k, t))));
  const words = dislikedWords(q.exercise_dislikes);
  const stems = dislikeStems(q.exercise_dislikes);
  const clean = (text: string): boolean => !stems.some((st) => termInText(st, text));


  const exclusionReason = new Map<string, Exclusion>();
  const excluded: string[] = [];
  for (const ex of usable) {
    const k = key(ex.name);
    const reasons: string[] = [];
    for (const inj of matched) {
      if (inj.exclusions.some((n) => nameHasTerm(ex.name, n)) || ex.stressTags.some((t) => inj.avoidTags.includes(t))) {
        reasons.push(`mit Rücksicht auf ${inj.name}`);
      }
    }
    for (const r of rules) {
      if (reasons.length > 0) break;
      if (r.avoidTerms.some((t) => nameHasTerm(ex.name, t)) || ex.stressTags.some((t) => r.avoidTags.includes(t))) {
        reasons.push(`mit Rücksicht auf ${matched[0]?.name ?? r.name}`);
      }
    }
    const injury = reasons.length > 0;
    const disliked = stems.some((st) => nameHasTerm(ex.name, st) || nameHasTerm(ex.nameEn ?? "", st));
    if (disliked) reasons.push("auf deinen Wunsch");
    if (reasons.length > 0) {
      const reason = [...new Set(reasons)].join(", ");
      exclusionReason.set(k, { reason, injury, disliked });
      excluded.push(`${ex.name} – ${reason}`);
    }
  }
  let allowed = usable.filter((ex) => !exclusionReason.has(key(ex.name)));
  // Safety net for a tiny database: dislikes give way before a session would stay empty;
  // injuries never do.
  const strengthCount = (list: ExerciseRecord[]) => list.filter((e) => !["warmup", "mobility", "cardio"].includes(e.movementPattern)).length;
  if (strengthCount(allowed) < 4) {
    const injuryOnly = usable.filter((ex) => !exclusionReason.get(key(ex.name))?.injury);
    if (strengthCount(injuryOnly) > strengthCount(allowed)) allowed = injuryOnly;
  }
  // A recognisable, joint-friendly cardio option (walking) when none is left for this customer.
  if (!allowed.some((e) => e.movementPattern === "cardio" && isCardioExercise(e.name)) && clean(FALLBACK_CARDIO.name)) {
    allowed = [...allowed, FALLBACK_CARDIO];
  }
  const allowedNames = new Set(allowed.map((e) => key(e.name)));
  // Words a warm-up line must not contain for the named complaints ("Glute Bridge" in pregnancy).
  const avoidTerms = [...matched.flatMap((m) => m.exclusions), ...rules.flatMap((r) => r.avoidTerms)];
  const safeText = (text: string): boolean => clean(text) && !avoidTerms.some((t) => nameHasTerm(text, t));

  const byName = new Map(all.map((e) => [key(e.name), e] as const));

  const fb = previous ? feedbackReaction(feedbackTexts) : { reaction: "none" as const, signals: [] as string[] };

  const targetDifficulty =
    q.training_level === "advanced" ? 3 : q.training_level === "intermediate" ? 2 : 1;

  const ctx: Ctx = {
    q,
    seed,
    goals,
    primary,
    scheme: repScheme(primary, q.training_level),
    sets: baseSets(q.training_level, q.training_intensity, q.session_duration),
    rir: rirText(q.training_level, q.training_intensity, q.age),
    available,
    usable,
    allowed,
    allowedNames,
    exclusionReason,
    clean: safeText,
    targetDifficulty: q.age >= 65 ? Math.min(targetDifficulty, 2) : targetDifficulty,
    previousNames: new Set(),
    preferredNames: new Set(),
    decisions: new Map(),
    reaction: fb.reaction,
    sequenceNumber,
    usage: new Map(),
    matchedInjuries: matched,
    safetyRules: rules,
    personalNotes: [],
    restDayCount: 14 - 2 * FREQUENCY_DAYS[q.training_frequency],
  };
  ctx.personalNotes = personalNotes(ctx);

  // Follow-up: read the previous plan and decide the progression per exercise.
  let decisions: ProgressionDecision[] = [];
  if (previous) {
    const prevRows = previousPlanRows(previous.planText);
    for (const r of prevRows) {
      const k = key(r.name);
      if (allowedNames.has(k)) ctx.previousNames.add(k);
    }
    decisions = decideProgression(prevRows, previous.progress, byName, {
      q,
      harderVariation: (ex) => {
        // Strength patterns move to the next harder variation of the same kind (reps stay reps,
        // holds stay holds), at most one step above the customer's level; core and small
        // muscle work progress by reps or time instead.
        if (!["squat", "hinge", "lunge", "push_horizontal", "push_vertical", "pull_horizontal", "pull_vertical"].includes(ex.movementPattern)) return undefined;
        const cap = Math.min(3, ctx.targetDifficulty + 1);
        const cands = allowed
          .filter((c) => c.movementPattern === ex.movementPattern && loadKind(c) === "bodyweight" && c.difficulty > ex.difficulty && c.difficulty <= cap)
          .filter((c) => key(c.name) !== key(ex.name) && isTimeBased(c) === isTimeBased(ex) && !isIsolation(c))
          .sort((a, b) => a.difficulty - b.difficulty || jitter(seed, a.name) - jitter(seed, b.name));
        return cands[0];
      },
    });
    for (const d of decisions) {
      ctx.decisions.set(key(d.exercise), d);
      if (d.kind === "harder_variation" && d.replacement) ctx.preferredNames.add(key(d.replacement));
      else if (allowedNames.has(key(d.exercise))) ctx.preferredNames.add(key(d.exercise));
    }
  }

  // Schedule.
  const daysPerWeek = FREQUENCY_DAYS[q.training_frequency];
  const layout = WEEK_LAYOUT[daysPerWeek]!;
  const split = splitFor(daysPerWeek);
  const n = DURATION_EXERCISES[q.session_duration];
  const nWarm = DURATION_WARMUPS[q.session_duration];
  const wantsCardio = goals.includes("weight_loss") || goals.includes("general_fitness") || goals.includes("health");
  const hasCardio = allowed.some((e) => e.movementPattern === "cardio");

  // Week-1 sessions per distinct template (repeated templates share one session, like A/B/A).
  const week1 = new Map<string, SessionPlan>();
  const week2 = new Map<string, SessionPlan>();
  const substitutions: Substitution[] = [];
  // Week 2 swaps about a third of the exercises (the cardio finisher changes its minutes anyway).
  const varyCount = Math.max(1, Math.ceil(n * 0.34) - (wantsCardio && hasCardio ? 1 : 0)) + (fb.reaction === "increase" ? 1 : 0);

  for (const template of split.week) {
    if (week1.has(template.key)) continue;
    const slots = slotsFor(ctx, template, n, wantsCardio, hasCardio);
    // In follow-up plans one or two accessory slots get new exercises (variety), the rest stay.
    const followVary = previous
      ? new Set(varySlots(slots, fb.reaction === "increase" ? 2 : 1, seed, `f${template.key}`))
      : new Set<number>();
    const s1 = buildSession(ctx, template, slots, followVary, new Map());
    for (const p of s1.picks) ctx.usage.set(key(p.ex.name), (ctx.usage.get(key(p.ex.name)) ?? 0) + 1);
    week1.set(template.key, s1);
  }
  for (const template of split.week) {
    if (week2.has(template.key)) continue;
    const s1 = week1.get(template.key)!;
    const slots = s1.picks.map((p) => p.slot);
    const idx = varySlots(slots, varyCount, seed, `w2${template.key}`);
    const avoid = new Map<number, string>();
    for (const i of idx) avoid.set(i, key(s1.picks[i]!.ex.name));
    // Keep the other slots fixed: re-pick with the week-1 exercise forced first.
    const used = new Set<string>();
    const picks: SlotPick[] = [];
    // First take the kept exercises so the swaps cannot steal them.
    s1.picks.forEach((p, i) => {
      if (!avoid.has(i)) used.add(key(p.ex.name));
    });
    s1.picks.forEach((p, i) => {
      if (!avoid.has(i)) {
        picks.push(p);
        return;
      }
      const np = pickForSlot(ctx, p.slot, used, true, new Set([avoid.get(i)!]));
      const chosen = np && key(np.ex.name) !== key(p.ex.name) ? np : p;
      used.add(key(chosen.ex.name));
      picks.push(chosen);
    });
    week2.set(template.key, { template, picks, cardioMinutes: CARDIO_MINUTES[q.session_duration] + (CARDIO_MINUTES[q.session_duration] >= 15 ? 5 : 2) });
  }

  // Render days.
  const days: GeneratedDay[] = [];
  const trainingDays: number[] = [];
  const restDays: number[] = [];
  for (let week = 1; week <= 2; week++) {
    let sessionIdx = 0;
    for (let wd = 1; wd <= 7; wd++) {
      const day = (week - 1) * 7 + wd;
      if (layout.includes(wd)) {
        const template = split.week[sessionIdx]!;
        sessionIdx++;
        const session = (week === 1 ? week1 : week2).get(template.key)!;
        const ordered = session.picks
          .map((p, i) => ({ p, i }))
          .sort((a, b) => ROLE_ORDER[a.p.slot.role] - ROLE_ORDER[b.p.slot.role] || a.i - b.i)
          .map((o) => o.p);
        const week1Names = new Set(week1.get(template.key)!.picks.map((p) => key(p.ex.name)));
        const rows = ordered.map((p) => makeRow(ctx, p, session.cardioMinutes, week, week === 2 && week1Names.has(key(p.ex.name))));
        const warm = warmUps(ctx, template, new Set(rows.map((r) => key(r.name))), nWarm, day);
        for (const p of ordered) {
          if (p.replaced) substitutions.push({ day, original: p.replaced.name, substitute: p.ex.name, reason: p.replaced.reason });
        }
        days.push({ day, title: titleFor(ctx, template, sessionIdx), isRestDay: false, warmUp: warm, exercises: rows, restSections: [] });
        trainingDays.push(day);
      } else {
        const active = q.training_frequency === "7x_plus";
        days.push({
          day,
          title: active ? "Ruhetag – aktive Erholung" : "Ruhetag",
          isRestDay: true,
          warmUp: [],
          exercises: [],
          restSections: restDaySections(ctx, day, active, restDays.length),
        });
        restDays.push(day);
      }
    }
  }

  // Guarantee the week-2 variation: where a swap was impossible, shift the set count.
  let minVariation = 1;
  for (const d of days) {
    if (d.isRestDay || d.day > 7) continue;
    const d2 = days.find((x) => x.day === d.day + 7);
    if (!d2 || d2.isRestDay) continue;
    let share = variationShare(d.exercises, d2.exercises);
    if (share < 0.2) {
      for (const row of d2.exercises) {
        if (share >= 0.2) break;
        const same = d.exercises.find((r) => key(r.name) === key(row.name));
        if (same && same.sets === row.sets && same.reps === row.reps && row.role !== "cardio") {
          row.sets = row.sets >= 4 ? row.sets - 1 : row.sets + 1;
          row.notes = `${row.notes}, Woche 2: ${row.sets} Sätze`;
          share = variationShare(d.exercises, d2.exercises);
        }
      }
    }
    minVariation = Math.min(minVariation, share);
  }

  const substitutionsUnique = dedupeSubs(substitutions);

  // Text.
  const lines: string[] = [];
  const title = sequenceNumber > 1 ? `# Dein 2-Wochen-Trainingsplan (Plan ${sequenceNumber})` : "# Dein 2-Wochen-Trainingsplan";
  lines.push(title, "");
  lines.push(...introLines(ctx, { daysPerWeek, split: split.name, n, matched, words, substitutions: substitutionsUnique, fb, sequenceNumber }));
  for (const d of days) {
    lines.push(`## Tag ${d.day} – ${d.title}`, "");
    if (d.isRestDay) {
      for (const s of d.restSections) {
        lines.push(`### ${s.title}`);
        for (const it of s.items) lines.push(`- ${it}`);
        lines.push("");
      }
      continue;
    }
    lines.push("**Aufwärmen:**");
    for (const w of d.warmUp) lines.push(`- ${w}`);
    lines.push("");
    lines.push("| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |");
    lines.push("|---|---|---|---|---|---|");
    for (const r of d.exercises) {
      lines.push(`| ${cell(r.name)} | ${r.sets} | ${cell(r.reps)} | ${cell(r.weight)} | ${cell(r.rest)} | ${cell(r.notes)} |`);
    }
    lines.push("");
  }
  lines.push(`## ${PROGRESSION_TAIL_HEADING}`, "");
  for (const t of tailLines(ctx, { decisions, substitutions: substitutionsUnique, fb, minVariation, matched })) lines.push(`- ${t}`);
  lines.push("");

  const firstTraining = days.find((d) => !d.isRestDay);
  const summary: GeneratedPlanSummary = {
    sequenceNumber,
    seed,
    trainingDaysPerWeek: daysPerWeek,
    trainingDays,
    restDays,
    split: split.name,
    sessionTitles: split.week.map((t) => t.title),
    exercisesPerSession: firstTraining?.exercises.length ?? 0,
    warmUpsPerSession: firstTraining?.warmUp.length ?? 0,
    setsPerExercise: ctx.sets,
    compoundRepRange: ctx.scheme.compound,
    rir: ctx.rir.rir,
    availableEquipment: [...available],
    bodyweightOnly: available.size === 0,
    cardioFinisher: wantsCardio && hasCardio,
    matchedInjuries: matched.map((m) => m.name),
    dislikedWords: words,
    excluded,
    substitutions: substitutionsUnique,
    weekVariation: Math.round(minVariation * 1000) / 1000,
    progression: decisions,
    feedbackReaction: fb.reaction,
    feedbackSignals: fb.signals,
    days,
  };
  return { text: lines.join("\n"), summary };
}

function titleFor(ctx: Ctx, template: SessionTemplate, index: number): string {
  const letter = "ABCDEF"[(index - 1) % 6] ?? "A";
  for (const t of [template.title, template.title.replace(/\s*\(.*\)$/, ""), `Einheit ${letter}`, `Training ${letter}`]) {
    if (ctx.clean(t)) return t;
  }
  return "Krafteinheit";
}

function dedupeSubs(list: Substitution[]): Substitution[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = `${key(s.original)}>${key(s.substitute)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function goalList(goals: MainGoal[]): string {
  return goals.map((g) => GOAL_LABEL[g]).join(", ");
}

function introLines(
  ctx: Ctx,
  o: {
    daysPerWeek: number;
    split: string;
    n: number;
    matched: InjuryRecord[];
    words: string[];
    substitutions: Substitution[];
    fb: { reaction: string; signals: string[] };
    sequenceNumber: number;
  },
): string[] {
  const q = ctx.q;
  const eq = ctx.available.size === 0 ? "ohne Geräte (Körpergewicht)" : [...ctx.available].map((e) => EQUIPMENT_LABEL[e]).join(", ");
  const name = sanitizeInline(q.first_name ?? "", 30);
  const out: string[] = [];
  out.push(
    `${name ? `Hallo ${name}! ` : ""}Dein Plan: ${o.daysPerWeek} Trainingseinheiten pro Woche (${o.split}), je ${DURATION_LABEL[q.session_duration]} mit ${o.n} Übungen.`,
  );
  out.push(
    `Ziele: ${goalList(ctx.goals)}. Niveau: ${LEVEL_LABEL[q.training_level]}, Belastung über ${ctx.rir.rir} gesteuert. Ausrüstung: ${eq}.`,
  );
  if (o.matched.length > 0) {
    out.push(
      `Gesundheit: Angepasst an ${o.matched.map((m) => m.name).join(", ")}. ${o.matched.map((m) => firstSentence(m.recommendedAdjustments)).filter(Boolean).join(" ")}`.trim(),
    );
  }
  if (o.words.length > 0) out.push("Deine Abneigungen sind berücksichtigt: betroffene Übungen wurden ersetzt.");
  if (q.other_sport && q.other_sport_details) out.push(`Abgestimmt auf deine Sportart: ${sanitizeInline(q.other_sport_details, 80)}.`);
  if (q.training_preferences) out.push(`Deine Vorlieben: ${sanitizeInline(q.training_preferences, 100)}.`);
  if (q.personal_wishes) out.push(`Deine Wünsche: ${sanitizeInline(q.personal_wishes, 100)}.`);
  if (o.sequenceNumber > 1) {
    out.push(
      o.fb.reaction === "reduce"
        ? `Dein Feedback (${o.fb.signals.join(", ")}) wurde berücksichtigt: weniger Sätze bei den schwersten Übungen und längere Pausen.`
        : o.fb.reaction === "increase"
          ? `Dein Feedback (${o.fb.signals.join(", ")}) wurde berücksichtigt: mehr Sätze und mehr Abwechslung.`
          : "Die Gewichte folgen deinen protokollierten Sätzen (doppelte Progression).",
    );
  }
  return out.flatMap((l) => [l, ""]);
}

function tailLines(
  ctx: Ctx,
  o: {
    decisions: ProgressionDecision[];
    substitutions: Substitution[];
    fb: { reaction: string; signals: string[] };
    minVariation: number;
    matched: InjuryRecord[];
  },
): string[] {
  const out: string[] = [];
  out.push(
    "Doppelte Progression: Erreichst du in allen Sätzen das obere Ende der Wiederholungsspanne, steigere das Gewicht (Langhantel/Maschine +2,5 kg, Kurzhanteln +1–2 kg).",
  );
  out.push(`Schwerpunkt: ${ctx.scheme.label}; Zielanstrengung ${ctx.rir.rir}.`);
  out.push(`Woche 2 variiert mindestens ${Math.round(o.minVariation * 100)} % der Übungen je Einheit (Varianten desselben Bewegungsmusters).`);
  for (const d of o.decisions) {
    out.push(sanitizeInline(d.note, 200));
  }
  if (o.fb.reaction === "reduce") out.push(`Feedback (${o.fb.signals.join(", ")}): −1 Satz bei den Hauptübungen, Pausen +30 s.`);
  if (o.fb.reaction === "increase") out.push(`Feedback (${o.fb.signals.join(", ")}): +1 Satz bei den Grundübungen, mehr neue Übungen.`);
  for (const s of o.substitutions.slice(0, 12)) out.push(`${s.original} ersetzt durch ${s.substitute} (${s.reason}).`);
  if (o.matched.length > 0) out.push("Bei anhaltenden oder stechenden Schmerzen das Training abbrechen und ärztlich abklären lassen.");
  return out;
}
