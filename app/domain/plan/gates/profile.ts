/** The profile-usage gate: which of the 14 profile fields the plan shows (spec part 2 §9). */
import type { Equipment, MainGoal, QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { SESSION_WINDOWS, TRAINING_DAYS_PER_WEEK, estimateSession } from "~/domain/coaching/fit";
import { goalShown, repRange, type RepRange } from "~/domain/coaching/goals";
import { findTerm, fold, wordsHaveTerm, type Term } from "~/domain/coaching/text";
import { isCardioExercise } from "~/domain/plan/parser";
import { type GateResult, type ParsedDay, type ParsedExercise, type ParsedPlan } from "~/domain/plan/types";
import { core, extractTerms, isEmptyText, shown, termIn, week, weekComplete, type Facts, type GateOptions } from "./facts";
import { checkDislikes, checkEquipment, checkHealth, requirementsOf } from "./individual";

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

/** Whether two word terms name the same word (either matches the other's word). */
const sameWord = (a: Term, b: Term): boolean => wordsHaveTerm([core(a)], b) || wordsHaveTerm([core(b)], a);

/** Whether the plan shows an element specific to this goal (docs/plan-format.md; app/domain/coaching/goals.ts). */
export function goalEvidence(goal: MainGoal, f: Facts, q: QuestionnaireAnswers): boolean {
  const rows = f.exercises.map((e) => ({ name: e.name, hashtag: e.hashtag, notes: e.notes, reps: e.reps, cardio: isCardioExercise(e.name) }));
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

type AddEvidence = (field: ProfileField, reflected: boolean, evidence: string) => void;

function evaluateFields(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): FieldEvidence[] {
  const out: FieldEvidence[] = [];
  const add: AddEvidence = (field, reflected, evidence) => out.push({ field, reflected, evidence });
  personFields(f, q, add);
  trainingFields(f, q, opts, add);
  return out;
}

/** Age, goals, other sport, intensity, frequency, duration and daily activity. */
function personFields(f: Facts, q: QuestionnaireAnswers, add: AddEvidence): void {
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
}

/** Training level, current training, experience, equipment, health, dislikes and wishes. */
function trainingFields(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined, add: AddEvidence): void {
  const hasExercises = f.exercises.length > 0;
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
}


export function gateProfileUsage(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): GateResult {
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
