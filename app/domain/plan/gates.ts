/**
 * The six quality gates of spec part 2 §9, computed from the parsed plan and the questionnaire
 * (real checks, not placeholders). Pure. Each gate's exact rule is written down in
 * docs/plan-format.md, section "Qualitätsprüfungen"; keep both in step.
 */
import { apparatusRequirements } from "../exercises/apparatus";
import type { Equipment, MainGoal, QuestionnaireAnswers } from "../questionnaire/options";
import type { InjuryRecord, StressTag } from "../exercises/types";
import { SESSION_WINDOWS, TRAINING_DAYS_PER_WEEK, estimateSession } from "../coaching/fit";
import { STOPWORDS, dislikeMatcher, wordTerm } from "../coaching/dislikes";
import { goalShown, repRange, type RepRange } from "../coaching/goals";
import { safetyProfile } from "../coaching/safety";
import { findTerm, fold, listItems, saysNothing, wordsHaveTerm, wordsOf, type Term } from "../coaching/text";
import type { ExerciseLookup } from "./match";
import { isCardioExercise } from "./parser";
import { GATE_IDS, PLAN_DAYS, REST_DAY_SECTIONS, type GateId, type GateResult, type ParsedDay, type ParsedExercise, type ParsedPlan } from "./types";

export interface GateOptions {
  /** Exercise database lookup; records with equipmentNeeded / stressTags sharpen the checks. */
  exercises?: ExerciseLookup;
  /** Equipment needed by an exercise name (wins over `exercises`); null/undefined = unknown. */
  equipmentOf?: (exerciseName: string) => readonly Equipment[] | null | undefined;
  /** Injuries/illnesses list: keywords found in health_restrictions exclude exercises/tags (on top of the built-in rules of app/domain/coaching/safety.ts). */
  injuries?: readonly (Pick<InjuryRecord, "name" | "keywords" | "exclusions" | "avoidTags"> & Partial<InjuryRecord>)[];
}

/** The 14 profile fields the profile_usage gate looks for (gender is deliberately not one). */
export const PROFILE_FIELDS = [
  "age",
  "main_goals",
  "other_sport",
  "training_intensity",
  "training_frequency",
  "session_duration",
  "daily_activity",
  "training_level",
  "current_training",
  "training_experience",
  "equipment",
  "health_restrictions",
  "exercise_dislikes",
  "training_preferences",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  age: "Alter",
  main_goals: "Ziele",
  other_sport: "Andere Sportart",
  training_intensity: "Trainingsintensität",
  training_frequency: "Trainingshäufigkeit",
  session_duration: "Trainingsdauer",
  daily_activity: "Alltagsaktivität",
  training_level: "Trainingsstand",
  current_training: "Aktuelles Training",
  training_experience: "Trainingserfahrung",
  equipment: "Ausstattung",
  health_restrictions: "Gesundheitliche Einschränkungen",
  exercise_dislikes: "Unbeliebte Übungen",
  training_preferences: "Vorlieben und Wünsche",
};

export const MIN_PROFILE_FIELDS = 2;
/** Periodization: share of week-1 exercise slots that progress in week 2 (the spec's 20 %) … */
export const MIN_PERIODIZATION_VARIATION = 0.2;
/** … and share of week-1 exercises kept on the paired week-2 day (a progression needs the same exercise). */
export const MIN_PERIODIZATION_CONTINUITY = 0.6;
export const EXERCISES_PER_SESSION = { min: 4, max: 8 } as const;
export const WARMUPS_PER_SESSION = { min: 2, max: 4 } as const;


// ---------------------------------------------------------------------------------------------
// Plan facts

export { repRange } from "../coaching/goals";

interface Facts {
  plan: ParsedPlan;
  trainingDays: ParsedDay[];
  restDays: ParsedDay[];
  exercises: ParsedExercise[];
  strength: ParsedExercise[];
  cardio: ParsedExercise[];
  /** The folded words of everything the customer does or reads in the plan. */
  corpusWords: string[];
  /** Loose-normalized notes, reps and titles (for keywords). */
  notesText: string;
  /** Lower-cased notes and titles with punctuation kept (for "RIR 1–2", "RPE 8"). */
  notesRaw: string;
}

function collectFacts(plan: ParsedPlan): Facts {
  const trainingDays = plan.days.filter((d) => !d.isRestDay);
  const restDays = plan.days.filter((d) => d.isRestDay);
  const exercises = plan.days.flatMap((d) => d.exercises);
  const cardio = exercises.filter((e) => isCardioExercise(e.name));
  const strength = exercises.filter((e) => !isCardioExercise(e.name));
  const parts: string[] = [];
  for (const d of plan.days) {
    parts.push(d.title, ...d.warmUpActivities);
    for (const s of d.restDayActivities) parts.push(...s.items);
    for (const e of d.exercises) parts.push(e.name, e.notes, e.hashtag ?? "");
  }
  const corpusWords = wordsOf(parts.join(" \n "));
  const notesRaw = plan.days.flatMap((d) => [d.title, ...d.exercises.map((e) => e.notes)]).join(" \n ").toLowerCase();
  const notesText = fold(
    plan.days.flatMap((d) => [d.title, ...d.exercises.map((e) => `${e.notes} ${e.reps}`)]).join(" \n "),
  );
  return { plan, trainingDays, restDays, exercises, strength, cardio, corpusWords, notesText, notesRaw };
}

function week(plan: ParsedPlan, w: 1 | 2): ParsedDay[] {
  const from = w === 1 ? 1 : 8;
  return plan.days.filter((d) => d.day >= from && d.day < from + 7);
}

function weekComplete(plan: ParsedPlan, w: 1 | 2): boolean {
  return week(plan, w).length === 7;
}

// ---------------------------------------------------------------------------------------------
// Free-text terms

function isEmptyText(text: string | null | undefined): boolean {
  return typeof text !== "string" || saysNothing(text);
}

/**
 * The terms of a free-text list, item by item, each word as a term of the one word matcher
 * (app/domain/coaching/text.ts; stop words and stems as for dislikes): "Ich mag Burpees und
 * Kniebeugen" → [["burpee*"], ["*kniebeug*"]]. Items of more than 4 words are prose, not terms.
 */
export function extractTerms(text: string | null | undefined): Term[][] {
  if (isEmptyText(text)) return [];
  const out: Term[][] = [];
  for (const item of listItems(text)) {
    const terms = wordsOf(item)
      .filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !/^\d+$/.test(w))
      .map(wordTerm)
      .filter((t): t is Term => t !== null);
    if (terms.length > 0 && terms.length <= 4) out.push(terms);
  }
  return out;
}

/** Whether every word term of an item occurs in the plan's words. */
function termIn(terms: readonly Term[], words: readonly string[]): boolean {
  return terms.every((t) => wordsHaveTerm(words, t));
}

/** A term as the customer wrote it, for the evidence text ("*kniebeug*" → "kniebeug"). */
const shown = (terms: readonly Term[]): string => terms.map(core).join(" ");

// ---------------------------------------------------------------------------------------------
// Equipment

/** Each requirement lists acceptable codes (any one satisfies it); all requirements must be met. */
type Requirement = readonly Equipment[];

const EQUIPMENT_KEYWORDS: ReadonlyArray<readonly [RegExp, Requirement]> = [
  [/langhantel|barbell|\bsz\b|sz stange|hex ?bar|trap ?bar/, ["barbell"]],
  [/kurzhantel|dumbbell|\bkh\b/, ["dumbbells"]],
  [/kettlebell|\bkb\b/, ["kettlebells"]],
  [/sandsack|sandbag/, ["sandbags"]],
  [/maschine|machine|\bgerat\b|beinpresse|leg press|beinstrecker|beinbeuger|leg curl|leg extension|latzug|lat ?pulldown|butterfly|smith|multipresse|brustpresse|chest press|hackenschmidt|adduktor|abduktor/, ["machines"]],
  [/kabel|cable|seilzug|face ?pull/, ["cable_trx", "machines"]],
  [/\btrx\b|schlingentrainer|suspension/, ["cable_trx", "rings"]],
  [/(?:^|\s)(?:mini|widerstands|thera|loop|gummi|fitness|resistance )?band(?:er|s)?\b|miniband|theraband/, ["resistance_bands"]],
  [/klimmzug|pull ?ups?\b|chin ?ups?\b|hangen|hanging|reckstange/, ["pullup_bar", "rings"]],
  [/\bringe\b|\brings\b|ring dips|ring rows?/, ["rings"]],
  [/ergometer|laufband|treadmill|rudergerat|rudermaschine|rowing machine|crosstrainer|cross trainer|spinning|heimtrainer|airbike|assault bike|stepper|stairmaster|\bbike\b/, ["ergometer"]],
];

function requirementsOf(name: string, opts: GateOptions | undefined): { reqs: Requirement[]; known: boolean } {
  const apparatus = apparatusRequirements(name);
  const fromFn = opts?.equipmentOf?.(name);
  if (fromFn) return { reqs: [...fromFn.map((e) => [e]), ...apparatus], known: true };
  const record = opts?.exercises?.find(name);
  if (record?.equipmentNeeded) return { reqs: [...record.equipmentNeeded.map((e) => [e]), ...apparatus], known: true };
  const n = fold(name);
  const reqs: Requirement[] = [...apparatus];
  for (const [re, req] of EQUIPMENT_KEYWORDS) if (re.test(n)) reqs.push(req);
  return { reqs, known: reqs.length > 0 };
}

interface EquipmentCheck {
  ok: boolean;
  missing: { exercise: string; needs: string }[];
  usesAvailable: boolean;
  knownCount: number;
}

/** Any of these carries an external load written in kg. */
const LOADABLE: Requirement = ["barbell", "dumbbells", "kettlebells", "sandbags", "machines", "cable_trx"];

/**
 * Equipment read from the exercise names (database record or keywords), from the weights in the
 * table (a kg figure needs something loadable: `Kreuzheben | 80 kg` fails without equipment) and
 * from the warm-up lines (keywords: "5 Minuten Rudergerät" needs an ergometer).
 */
function checkEquipment(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): EquipmentCheck {
  const available = new Set<Equipment>((q.equipment ?? []).filter((e) => e !== "none"));
  const missing: { exercise: string; needs: string }[] = [];
  let usesAvailable = false;
  let knownCount = 0;
  const seen = new Set<string>();
  const need = (where: string, req: Requirement) => {
    if (req.some((code) => available.has(code))) usesAvailable = true;
    else if (!missing.some((m) => m.exercise === where)) missing.push({ exercise: where, needs: req.join(" | ") });
  };
  for (const e of f.exercises) {
    const key = `${e.name}|${e.weight > 0}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { reqs, known } = requirementsOf(e.name, opts);
    if (known) knownCount++;
    for (const req of reqs) need(e.name, req);
    if (e.weight > 0 && !isCardioExercise(e.name) && !reqs.some((r) => r.some((c) => LOADABLE.includes(c)))) need(`${e.name} (${e.weight} kg)`, LOADABLE);
  }
  for (const d of f.trainingDays) {
    for (const w of d.warmUpActivities) {
      if (seen.has(w)) continue;
      seen.add(w);
      const n = fold(w);
      for (const [re, req] of EQUIPMENT_KEYWORDS) if (re.test(n)) need(`Aufwärmen: ${w}`, req);
    }
  }
  return { ok: missing.length === 0, missing, usesAvailable, knownCount };
}

// ---------------------------------------------------------------------------------------------
// Health restrictions (the one safety module: app/domain/coaching/safety.ts)

interface HealthCheck {
  recognized: string[];
  violations: { exercise: string; condition: string }[];
}

/** The injuries list as the safety module takes it (the admin's reference rows may lack the text fields). */
export function injuryRecords(injuries: GateOptions["injuries"]): InjuryRecord[] {
  return (injuries ?? []).map((i) => ({
    nameEn: i.name,
    recommendedAdjustments: "",
    relevantExercises: [],
    ...i,
    keywords: i.keywords ?? [],
    exclusions: i.exclusions ?? [],
    avoidTags: i.avoidTags ?? [],
  }));
}

/** Contraindicated exercises and warm-up lines for the customer's conditions (health text and age). */
function checkHealth(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): HealthCheck {
  const safety = safetyProfile({ age: q.age, healthText: q.health_restrictions }, injuryRecords(opts?.injuries));
  const recognized = [...new Set([...safety.conditions.map((c) => c.label), ...safety.records.map((r) => r.name)])];
  const violations: { exercise: string; condition: string }[] = [];
  const seen = new Set<string>();
  for (const e of f.exercises) {
    if (seen.has(e.name)) continue;
    seen.add(e.name);
    const rec = opts?.exercises?.find(e.name);
    const v = safety.exerciseViolation({ name: e.name, nameEn: rec?.nameEn ?? null, stressTags: (rec?.stressTags ?? []) as StressTag[] });
    if (v) violations.push({ exercise: e.name, condition: `${v.condition} (${v.because})` });
  }
  for (const d of f.trainingDays) {
    for (const w of d.warmUpActivities) {
      if (seen.has(w)) continue;
      seen.add(w);
      const v = safety.textViolation(w);
      if (v) violations.push({ exercise: `Aufwärmen: ${w}`, condition: `${v.condition} (${v.because})` });
    }
  }
  return { recognized, violations };
}

/** Disliked exercises under any German or English name or movement (app/domain/coaching/dislikes.ts), in exercises and warm-ups. */
function checkDislikes(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): { named: number; found: { term: string; where: string }[] } {
  const m = dislikeMatcher(q.exercise_dislikes);
  const found: { term: string; where: string }[] = [];
  if (m.empty) return { named: 0, found };
  const seen = new Set<string>();
  for (const e of f.exercises) {
    if (seen.has(e.name)) continue;
    seen.add(e.name);
    const rec = opts?.exercises?.find(e.name);
    const hit = m.exerciseHit({ name: e.name, nameEn: rec?.nameEn ?? null, stressTags: (rec?.stressTags ?? []) as StressTag[] });
    if (hit) found.push({ term: hit, where: e.name });
  }
  for (const d of f.trainingDays) {
    for (const w of d.warmUpActivities) {
      const hit = m.textHit(w);
      if (hit && !seen.has(w)) found.push({ term: hit, where: `Aufwärmen: ${w}` });
      seen.add(w);
    }
  }
  return { named: m.concepts.length + m.wordTerms.length, found };
}

// ---------------------------------------------------------------------------------------------
// Goals and profile evidence

const HIGH_IMPACT: Term[] = ["*sprung*", "*spring*", "*jump*", "burpee*", "sprint*", "plyo*", "hampelmann*", "jumping jack*"];
const MOBILITY: Term[] = ["*mobil*", "*huft*", "*brustwirbel*", "thorak*", "*haltung*", "*dehn*", "posture*", "hip flexor*", "cat cow*", "katze kuh*", "world s greatest", "*rotation*"];

function fraction(list: ParsedExercise[], pred: (e: ParsedExercise, r: RepRange) => boolean): number {
  const withReps = list.map((e) => ({ e, r: repRange(e.reps) })).filter((x): x is { e: ParsedExercise; r: RepRange } => x.r !== null && !x.r.time);
  if (withReps.length === 0) return 0;
  return withReps.filter((x) => pred(x.e, x.r)).length / withReps.length;
}

function wishTerms(q: QuestionnaireAnswers): Term[][] {
  return [...extractTerms(q.training_preferences), ...extractTerms(q.personal_wishes)]
    .flat()
    .filter((t) => core(t).length >= 5)
    .map((t) => [t]);
}

/** The word of a term without its wildcards. */
const core = (t: Term): string => t.replace(/\*/g, "");

/** Whether two word terms name the same word (either matches the other's word). */
const sameWord = (a: Term, b: Term): boolean => wordsHaveTerm([core(a)], b) || wordsHaveTerm([core(b)], a);

/** Whether the plan shows an element specific to this goal (docs/plan-format.md; app/domain/coaching/goals.ts). */
function goalEvidence(goal: MainGoal, f: Facts, q: QuestionnaireAnswers): boolean {
  const rows = f.exercises.map((e) => ({ name: e.name, hashtag: e.hashtag, reps: e.reps, cardio: isCardioExercise(e.name) }));
  const shown = goalShown(goal, rows, f.notesText);
  if (shown !== null) return shown;
  switch (goal) {
    case "specific_focus": {
      // A focus the customer also dislikes cannot be expected in the plan.
      const disliked = extractTerms(q.exercise_dislikes).flat();
      const terms = [...wishTerms(q), ...extractTerms(q.other_sport_details)].filter((t) => !t.some((w) => disliked.some((d) => sameWord(w, d))));
      // A customer who named no focus (the texts are optional) cannot be checked against one:
      // then a varied strength programme (≥ 3 different exercises) is the evidence.
      if (terms.length === 0) return new Set(f.strength.map((e) => fold(e.name))).size >= 3;
      return terms.some((t) => termIn(t, f.corpusWords));
    }
    default:
      return false;
  }
}

function rirValues(text: string): number[] {
  return [...text.matchAll(/\brir\s*:?\s*(\d)(?:\s*[-–—/]\s*(\d))?/g)].flatMap((m) => [Number(m[1]), ...(m[2] ? [Number(m[2])] : [])]);
}

function rpeValues(text: string): number[] {
  return [...text.matchAll(/\brpe\s*:?\s*(\d{1,2})/g)].map((m) => Number(m[1]));
}

function trainingDaysPerWeek(plan: ParsedPlan): number[] {
  const out: number[] = [];
  for (const w of [1, 2] as const) {
    if (weekComplete(plan, w)) out.push(week(plan, w).filter((d) => !d.isRestDay).length);
  }
  return out;
}

function totalSets(days: ParsedDay[]): { total: number; count: number; max: number } {
  let total = 0;
  let count = 0;
  let max = 0;
  for (const d of days) {
    for (const e of d.exercises) {
      if (isCardioExercise(e.name)) continue;
      total += e.sets;
      count++;
      max = Math.max(max, e.sets);
    }
  }
  return { total, count, max };
}

interface FieldEvidence {
  field: ProfileField;
  reflected: boolean;
  evidence: string;
}

function evaluateFields(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): FieldEvidence[] {
  const out: FieldEvidence[] = [];
  const add = (field: ProfileField, reflected: boolean, evidence: string) => out.push({ field, reflected, evidence });
  const hasExercises = f.exercises.length > 0;

  // age
  if (typeof q.age === "number" && q.age >= 50) {
    const impact = f.exercises.filter((e) => findTerm(e.name, HIGH_IMPACT) !== null);
    add("age", hasExercises && impact.length === 0, `Alter ${q.age}: ${impact.length} Sprung-/Stoßübungen`);
  } else if (typeof q.age === "number" && q.age > 0 && q.age < 18) {
    const heavy = fraction(f.strength, (_e, r) => r.max <= 5);
    add("age", hasExercises && heavy === 0, `Alter ${q.age}: Anteil Maximalkraftsätze ${heavy.toFixed(2)}`);
  } else {
    add("age", false, "keine altersspezifische Vorgabe prüfbar (18–49 Jahre)");
  }

  // main_goals
  const goals = (q.main_goals ?? []).filter((g) => goalEvidence(g, f, q));
  add("main_goals", goals.length > 0, goals.length > 0 ? `Ziele erkennbar: ${goals.join(", ")}` : "kein gewähltes Ziel erkennbar");

  // other_sport
  if (q.other_sport && !isEmptyText(q.other_sport_details)) {
    const terms = extractTerms(q.other_sport_details);
    const hit = terms.some((t) => termIn(t, f.corpusWords)) || goalEvidence("sport_support", f, q);
    add("other_sport", hit, hit ? "Sportart bzw. sportartunterstützende Übungen im Plan" : "Sportart nicht erkennbar");
  } else {
    add("other_sport", false, "keine andere Sportart angegeben");
  }

  // training_intensity
  {
    const rir = rirValues(f.notesRaw);
    const rpe = rpeValues(f.notesRaw);
    const hard = rir.some((v) => v <= 1) || rpe.some((v) => v >= 9) || findTerm(f.notesText, ["*muskelversagen*", "failure*", "maximal*"]) !== null;
    const moderate = rir.some((v) => v >= 1 && v <= 3) || rpe.some((v) => v >= 7 && v <= 8) || findTerm(f.notesText, ["moderat*", "kontrolliert*"]) !== null;
    const easy = rir.some((v) => v >= 3) || rpe.some((v) => v > 0 && v <= 7) || findTerm(f.notesText, ["locker*", "leicht*", "sanft*", "ruhig*"]) !== null;
    let ok = false;
    if (q.training_intensity === "gentle") ok = easy && !hard;
    else if (q.training_intensity === "balanced") ok = moderate && !rir.some((v) => v === 0);
    else if (q.training_intensity === "intense") ok = hard;
    add("training_intensity", ok, `RIR ${JSON.stringify(rir.slice(0, 6))}, RPE ${JSON.stringify(rpe.slice(0, 6))}`);
  }

  // training_frequency (app/domain/coaching/fit.ts: days per week = the booked frequency)
  {
    const perWeek = trainingDaysPerWeek(f.plan);
    const want = TRAINING_DAYS_PER_WEEK[q.training_frequency];
    const ok = perWeek.length === 2 && !!want && perWeek.every((n) => n >= want.min && n <= want.max);
    add("training_frequency", ok, `Trainingstage je Woche ${JSON.stringify(perWeek)}, gewünscht ${q.training_frequency}`);
  }

  // session_duration (the documented estimate of fit.ts inside the booked window)
  {
    const window = SESSION_WINDOWS[q.session_duration];
    const minutes = f.trainingDays
      .filter((d) => d.exercises.length > 0)
      .map((d) => estimateSession({ warmUpActivities: d.warmUpActivities, exercises: d.exercises.map((e) => ({ ...e, cardio: isCardioExercise(e.name) })) }).minutes);
    const ok = !!window && minutes.length > 0 && minutes.every((m) => m >= window.min && m <= window.max);
    add("session_duration", ok, `geschätzte Minuten je Einheit ${JSON.stringify(minutes)}, gebucht ${window ? `${window.min}–${window.max}` : "?"}`);
  }

  // daily_activity
  if (q.daily_activity === "sitting") {
    const ok = f.trainingDays.some(
      (d) => d.warmUpActivities.some((w) => findTerm(w, MOBILITY) !== null) || d.exercises.some((e) => findTerm(e.name, MOBILITY) !== null),
    );
    add("daily_activity", ok, ok ? "Mobilität/Haltung an Trainingstagen" : "keine Mobilitätselemente an Trainingstagen");
  } else if (q.daily_activity === "active") {
    const rest = ([1, 2] as const).filter((w) => weekComplete(f.plan, w)).map((w) => week(f.plan, w).filter((d) => d.isRestDay).length);
    const ok = rest.length === 2 && rest.every((n) => n >= 2);
    add("daily_activity", ok, `Ruhetage je Woche ${JSON.stringify(rest)}`);
  } else {
    add("daily_activity", false, "gemischter Alltag: keine eigene Vorgabe prüfbar");
  }

  // training_level
  {
    const s = totalSets(f.plan.days);
    const heavy = fraction(f.strength, (_e, r) => r.max < 6);
    let ok = false;
    if (q.training_level === "beginner" || q.training_level === "returning") ok = s.count > 0 && s.max <= 3 && heavy === 0;
    else if (q.training_level === "intermediate") ok = s.count > 0 && f.strength.every((e) => e.sets >= 2 && e.sets <= 4);
    else if (q.training_level === "advanced")
      ok = s.max >= 4 || rirValues(f.notesRaw).some((v) => v <= 1) || findTerm(f.notesText, ["*dropsatz*", "drop set*", "*supersatz*", "superset*", "*intensitatstechnik*"]) !== null;
    add("training_level", ok, `max. Sätze ${s.max}, Anteil < 6 Wdh. ${heavy.toFixed(2)}`);
  }

  // current_training
  {
    const w1 = totalSets(week(f.plan, 1));
    const w2 = totalSets(week(f.plan, 2));
    const avg1 = w1.count ? w1.total / w1.count : 0;
    const avg2 = w2.count ? w2.total / w2.count : 0;
    let ok = false;
    if (q.current_training === "no" || q.current_training === "sporadic") ok = w1.count > 0 && w2.count > 0 && w1.max <= 3 && avg1 <= avg2;
    else if (q.current_training === "yes") ok = w1.count > 0 && avg1 >= 3;
    add("current_training", ok, `Ø Sätze Woche 1 ${avg1.toFixed(2)}, Woche 2 ${avg2.toFixed(2)}, max. Woche 1 ${w1.max}`);
  }

  // training_experience
  {
    const exp = q.training_experience ?? [];
    const families = f.strength.map((e) => requirementsOf(e.name, opts).reqs.flat());
    const has = (codes: Equipment[]) => (fam: Equipment[]) => fam.some((c) => codes.includes(c));
    let ok = false;
    if (exp.length === 0 || (exp.length === 1 && exp[0] === "none")) {
      ok = f.strength.length > 0 && !families.some(has(["barbell"]));
    } else {
      const matches = families.filter((fam) =>
        exp.some((x) => {
          switch (x) {
            case "gym":
              return true;
            case "free_weights":
              return has(["barbell", "dumbbells", "kettlebells"])(fam);
            case "bodyweight":
              return fam.length === 0 || has(["pullup_bar", "rings"])(fam);
            case "functional":
              return fam.length === 0 || has(["kettlebells", "sandbags", "resistance_bands", "cable_trx"])(fam);
            case "machines":
              return has(["machines", "cable_trx"])(fam);
            default:
              return false;
          }
        }),
      ).length;
      ok = families.length > 0 && matches / families.length >= 0.5;
    }
    add("training_experience", ok, `Erfahrung ${JSON.stringify(exp)}`);
  }

  // equipment
  {
    const eq = checkEquipment(f, q, opts);
    const onlyNone = (q.equipment ?? []).every((e) => e === "none");
    const ok = hasExercises && eq.ok && (onlyNone || eq.usesAvailable);
    add("equipment", ok, eq.ok ? (ok ? "nur verfügbare Ausstattung, davon genutzt" : "verfügbare Ausstattung nicht genutzt") : `fehlende Ausstattung: ${eq.missing.map((m) => `${m.exercise} (${m.needs})`).join(", ")}`);
  }

  // health_restrictions
  {
    const h = checkHealth(f, q, opts);
    const ok = hasExercises && h.recognized.length > 0 && h.violations.length === 0;
    add("health_restrictions", ok, h.recognized.length === 0 ? "keine bekannte Einschränkung erkannt" : `erkannt: ${h.recognized.join(", ")}; Verstöße: ${h.violations.length}`);
  }

  // exercise_dislikes
  {
    const d = checkDislikes(f, q, opts);
    const ok = hasExercises && d.named > 0 && d.found.length === 0;
    add("exercise_dislikes", ok, d.named === 0 ? "keine Abneigungen angegeben" : `${d.named} Begriffe, im Plan: ${d.found.map((x) => x.term).join(", ") || "keine"}`);
  }

  // training_preferences (+ personal_wishes)
  {
    const terms = wishTerms(q);
    const hits = terms.filter((t) => termIn(t, f.corpusWords)).map(shown);
    add("training_preferences", hits.length > 0, terms.length === 0 ? "keine Wünsche angegeben" : `im Plan: ${hits.join(", ") || "keine"}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The gates

function gateProfileUsage(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): GateResult {
  const fields = evaluateFields(f, q, opts);
  const reflected = fields.filter((x) => x.reflected);
  const passed = !f.plan.isPlaceholder && reflected.length >= MIN_PROFILE_FIELDS;
  const labels = reflected.map((x) => PROFILE_FIELD_LABELS[x.field]);
  return {
    id: "profile_usage",
    passed,
    reason: passed
      ? `${reflected.length} von ${PROFILE_FIELDS.length} Profilfeldern im Plan erkennbar: ${labels.join(", ")}.`
      : `Nur ${reflected.length} von ${PROFILE_FIELDS.length} Profilfeldern im Plan erkennbar (mindestens ${MIN_PROFILE_FIELDS} nötig)${labels.length ? `: ${labels.join(", ")}` : ""}.`,
    details: {
      reflectedFields: reflected.map((x) => x.field),
      fields: Object.fromEntries(fields.map((x) => [x.field, { reflected: x.reflected, evidence: x.evidence }])),
    },
  };
}

function gateIndividualization(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): GateResult {
  const dislikes = checkDislikes(f, q, opts);
  const equipment = checkEquipment(f, q, opts);
  const health = checkHealth(f, q, opts);
  const goals = (q.main_goals ?? []).filter((g) => goalEvidence(g, f, q));
  const problems: string[] = [];
  if (f.plan.isPlaceholder || f.exercises.length === 0) problems.push("der Plan enthält keine Übungen");
  if (dislikes.found.length > 0) problems.push(`unbeliebte Übungen enthalten (${dislikes.found.map((x) => `${x.term} → ${x.where}`).join(", ")})`);
  if (!equipment.ok) problems.push(`nicht verfügbare Ausstattung (${equipment.missing.map((m) => `${m.exercise}: ${m.needs}`).join(", ")})`);
  if (health.violations.length > 0) problems.push(`trotz Einschränkung enthalten (${health.violations.map((v) => `${v.exercise}: ${v.condition}`).join(", ")})`);
  if (goals.length === 0) problems.push("kein zielspezifisches Element für die gewählten Ziele");
  const passed = problems.length === 0;
  return {
    id: "individualization",
    passed,
    reason: passed
      ? `Nichts Ausgeschlossenes im Plan; zielspezifisch für: ${goals.join(", ")}.`
      : `Nicht individuell genug: ${problems.join("; ")}.`,
    details: {
      noExercises: f.plan.isPlaceholder || f.exercises.length === 0,
      dislikedFound: dislikes.found,
      missingEquipment: equipment.missing,
      healthConditions: health.recognized,
      healthViolations: health.violations,
      goalsWithEvidence: goals,
    },
  };
}

/** A week-2 note that states how to progress ("Woche 2: steigern, wenn …", "+2,5 kg", "1 Wdh. mehr"). */
const RE_PROGRESSION_RULE =
  /\bwoche 2\b|\bweek 2\b|steiger|erhoh|progression|\bplus\b|mehr wiederholung|mehr wdh|\bwdh mehr\b|more reps|\badd\b|increase|doppelte progression|double progression|naechste stufe|nachste stufe|schwerere variante|harder variation/;
const RE_PLUS_LOAD = /\+\s*\d+(?:[.,]\d+)?\s*(?:kg|wdh|wiederholung|reps?|satz|sets?|s\b|sek|min)/i;

interface SlotChange {
  day: number;
  exercise: string;
  change: "progressed" | "unchanged" | "regressed" | "swapped";
  how?: string;
}

function amount(e: ParsedExercise): { reps: number; time: boolean } | null {
  const r = repRange(e.reps);
  return r ? { reps: r.max + r.min, time: r.time } : null;
}

function compareSlot(a: ParsedExercise, b: ParsedExercise): { change: SlotChange["change"]; how?: string } {
  if (b.weight > a.weight) return { change: "progressed", how: `+${Math.round((b.weight - a.weight) * 10) / 10} kg` };
  if (b.weight < a.weight) return { change: "regressed", how: `${Math.round((b.weight - a.weight) * 10) / 10} kg` };
  if (b.sets > a.sets) return { change: "progressed", how: `+${b.sets - a.sets} Satz` };
  if (b.sets < a.sets) return { change: "regressed", how: `${b.sets - a.sets} Satz` };
  const ra = amount(a);
  const rb = amount(b);
  if (ra && rb && ra.time === rb.time && rb.reps > ra.reps) return { change: "progressed", how: rb.time ? "mehr Zeit" : "mehr Wiederholungen" };
  if (ra && rb && ra.time === rb.time && rb.reps < ra.reps) return { change: "regressed", how: rb.time ? "weniger Zeit" : "weniger Wiederholungen" };
  const rule = fold(b.notes);
  if (RE_PROGRESSION_RULE.test(rule) || RE_PLUS_LOAD.test(b.notes)) return { change: "progressed", how: "Regel in Woche 2" };
  return { change: "unchanged" };
}

/**
 * Planned progression from week 1 to week 2: each training day of week 1 (days 1–7) is paired with
 * the training day of week 2 (days 8–14) that shares most of its exercises (the k-th on a tie, so
 * A/B/A then B/A/B pairs A with A); each week-1 exercise is looked for on the paired day. It is kept when the same exercise is there, and it progresses when the week-2 row
 * asks for more (kg, sets, reps or time) or states the rule in its notes ("Woche 2: steigern,
 * wenn …", "+2,5 kg"). Swapped exercises cannot progress. variation = progressed / week-1 slots,
 * continuity = kept / week-1 slots.
 */
export function periodizationVariation(plan: ParsedPlan): {
  variation: number;
  continuity: number;
  slots: number;
  kept: number;
  changed: number;
  regressed: number;
  changes: SlotChange[];
} {
  const w1 = week(plan, 1).filter((d) => !d.isRestDay);
  const w2 = week(plan, 2).filter((d) => !d.isRestDay);
  const names = (d: ParsedDay) => new Set(d.exercises.map((e) => fold(e.name)));
  const w2Names = w2.map(names);
  const changes: SlotChange[] = [];
  for (let k = 0; k < w1.length; k++) {
    // The partner: the week-2 session sharing most exercises (A/B/A then B/A/B pairs A with A),
    // the k-th one on a tie.
    const own = names(w1[k]!);
    let best = k < w2.length ? k : -1;
    let bestShared = best >= 0 ? [...own].filter((n) => w2Names[best]!.has(n)).length : -1;
    w2Names.forEach((set, j) => {
      const shared = [...own].filter((n) => set.has(n)).length;
      if (shared > bestShared) {
        best = j;
        bestShared = shared;
      }
    });
    const b = best >= 0 ? w2[best]!.exercises : [];
    const used = new Set<number>();
    for (const ex of w1[k]!.exercises) {
      const key = fold(ex.name);
      const j = b.findIndex((x, i) => !used.has(i) && fold(x.name) === key);
      if (j < 0) {
        changes.push({ day: w1[k]!.day, exercise: ex.name, change: "swapped" });
        continue;
      }
      used.add(j);
      changes.push({ day: w1[k]!.day, exercise: ex.name, ...compareSlot(ex, b[j]!) });
    }
  }
  const slots = changes.length;
  const kept = changes.filter((c) => c.change !== "swapped").length;
  const changed = changes.filter((c) => c.change === "progressed").length;
  const regressed = changes.filter((c) => c.change === "regressed").length;
  return { variation: slots === 0 ? 0 : changed / slots, continuity: slots === 0 ? 0 : kept / slots, slots, kept, changed, regressed, changes };
}

function gatePeriodization(f: Facts): GateResult {
  const hasWeeks = week(f.plan, 1).some((d) => !d.isRestDay) && week(f.plan, 2).some((d) => !d.isRestDay);
  const v = periodizationVariation(f.plan);
  const enoughProgress = v.variation >= MIN_PERIODIZATION_VARIATION;
  const enoughKept = v.continuity >= MIN_PERIODIZATION_CONTINUITY;
  const passed = !f.plan.isPlaceholder && hasWeeks && enoughProgress && enoughKept;
  const pct = Math.round(v.variation * 100);
  const keptPct = Math.round(v.continuity * 100);
  const problems: string[] = [];
  if (!enoughKept) problems.push(`nur ${keptPct} % der Übungen aus Woche 1 kommen in Woche 2 wieder (mindestens ${Math.round(MIN_PERIODIZATION_CONTINUITY * 100)} %; ausgetauschte Übungen können nicht gesteigert werden)`);
  if (!enoughProgress) problems.push(`nur ${pct} % der Übungsplätze werden in Woche 2 geplant gesteigert (mindestens ${Math.round(MIN_PERIODIZATION_VARIATION * 100)} %: mehr kg, Sätze, Wiederholungen oder Zeit, oder eine Steigerungsregel)`);
  return {
    id: "periodization",
    passed,
    reason: !hasWeeks
      ? "Woche 1 und Woche 2 haben nicht beide Trainingstage; keine Progression messbar."
      : passed
        ? `Woche 2 steigert ${pct} % der Übungsplätze geplant gegenüber Woche 1 (mindestens 20 %); ${keptPct} % der Übungen bleiben.`
        : `Keine geplante Progression: ${problems.join("; ")}.`,
    details: {
      hasWeeks,
      minVariation: MIN_PERIODIZATION_VARIATION,
      minContinuity: MIN_PERIODIZATION_CONTINUITY,
      variation: Number(v.variation.toFixed(4)),
      continuity: Number(v.continuity.toFixed(4)),
      slots: v.slots,
      keptSlots: v.kept,
      changedSlots: v.changed,
      regressedSlots: v.regressed,
    },
  };
}

function gateTrainingStructure(f: Facts): GateResult {
  const bad = f.trainingDays
    .filter(
      (d) =>
        d.exercises.length < EXERCISES_PER_SESSION.min ||
        d.exercises.length > EXERCISES_PER_SESSION.max ||
        d.warmUpActivities.length < WARMUPS_PER_SESSION.min ||
        d.warmUpActivities.length > WARMUPS_PER_SESSION.max,
    )
    .map((d) => ({ day: d.day, exercises: d.exercises.length, warmUps: d.warmUpActivities.length }));
  const passed = !f.plan.isPlaceholder && f.trainingDays.length > 0 && bad.length === 0;
  return {
    id: "training_structure",
    passed,
    reason:
      f.trainingDays.length === 0 || f.plan.isPlaceholder
        ? "Der Plan hat keine lesbaren Trainingstage."
        : passed
          ? `Alle ${f.trainingDays.length} Trainingstage haben 4–8 Übungen und 2–4 Aufwärmübungen.`
          : `Nicht passend aufgebaut (4–8 Übungen, 2–4 Aufwärmübungen): ${bad.map((b) => `Tag ${b.day} (${b.exercises} Übungen, ${b.warmUps} Aufwärmübungen)`).join(", ")}.`,
    details: { trainingDays: f.trainingDays.length, failingDays: bad },
  };
}

function gateRegenerationStructure(f: Facts): GateResult {
  const bad: { day: number; problem: string; missing: string[]; extra: string[]; empty: string[]; duplicate: boolean }[] = [];
  for (const d of f.restDays) {
    const titles = d.restDayActivities.map((s) => s.title);
    const missing = REST_DAY_SECTIONS.filter((t) => !titles.includes(t));
    const extra = titles.filter((t) => !(REST_DAY_SECTIONS as readonly string[]).includes(t));
    const empty = d.restDayActivities.filter((s) => s.items.length === 0).map((s) => s.title);
    const problems: string[] = [];
    if (missing.length) problems.push(`fehlt: ${missing.join(", ")}`);
    if (extra.length) problems.push(`zusätzlich: ${extra.join(", ")}`);
    if (empty.length) problems.push(`leer: ${empty.join(", ")}`);
    const duplicate = titles.length !== new Set(titles).size;
    if (duplicate) problems.push("Abschnitt doppelt");
    if (problems.length) bad.push({ day: d.day, problem: problems.join("; "), missing, extra, empty, duplicate });
  }
  const passed = !f.plan.isPlaceholder && f.restDays.length > 0 && bad.length === 0;
  return {
    id: "regeneration_structure",
    passed,
    reason:
      f.restDays.length === 0
        ? "Der Plan hat keinen Ruhetag."
        : passed
          ? `Alle ${f.restDays.length} Ruhetage haben genau die 4 Abschnitte mit je mindestens einem Punkt.`
          : `Ruhetage nicht vollständig: ${bad.map((b) => `Tag ${b.day} (${b.problem})`).join(", ")}.`,
    details: { restDays: f.restDays.length, failingDays: bad },
  };
}

function gateCompleteness(f: Facts): GateResult {
  const present = new Set(f.plan.days.filter((d) => d.exercises.length > 0 || d.isRestDay).map((d) => d.day));
  const missing: number[] = [];
  for (let n = 1; n <= PLAN_DAYS; n++) if (!present.has(n)) missing.push(n);
  const passed = !f.plan.isPlaceholder && missing.length === 0;
  return {
    id: "completeness",
    passed,
    reason: f.plan.isPlaceholder
      ? "Kein Tag lesbar: nur der Platzhaltertag wird angezeigt."
      : passed
        ? "Tag 1 bis Tag 14 sind vorhanden und haben Inhalt."
        : `Es fehlen Tage (oder sie sind leer): ${missing.map((n) => `Tag ${n}`).join(", ")}.`,
    details: { missingDays: missing, dayCount: f.plan.days.length, isPlaceholder: f.plan.isPlaceholder },
  };
}

/** Runs the six gates in GATE_IDS order. Never throws for a parsed plan. */
export function runQualityGates(plan: ParsedPlan, q: QuestionnaireAnswers, opts?: GateOptions): GateResult[] {
  const f = collectFacts(plan);
  const byId: Record<GateId, () => GateResult> = {
    profile_usage: () => gateProfileUsage(f, q, opts),
    individualization: () => gateIndividualization(f, q, opts),
    periodization: () => gatePeriodization(f),
    training_structure: () => gateTrainingStructure(f),
    regeneration_structure: () => gateRegenerationStructure(f),
    completeness: () => gateCompleteness(f),
  };
  return GATE_IDS.map((id) => {
    try {
      return byId[id]();
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      return { id, passed: false, reason: `Prüfung fehlgeschlagen: ${error}`, details: { error } };
    }
  });
}

/** True when all six gates are present and passed (spec §9: all 6 gates passing). */
export function gatesPassed(results: readonly GateResult[]): boolean {
  return GATE_IDS.every((id) => results.some((r) => r.id === id && r.passed));
}
