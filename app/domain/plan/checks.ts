/**
 * Coach checks beside the six quality gates: does the plan FIT the booked days, the booked session
 * window and sensible weekly volume (app/domain/coaching/fit.ts), and is it SAFE for the
 * customer's conditions (app/domain/coaching/safety.ts: contraindications in exercises, warm-ups
 * and rest-day advice; what a condition needs included; cues on every exercise).
 *
 * They judge the parsed plan TEXT only — the same for a plan from the built-in generator, the AI
 * or a coach's edit. The exercise lookup adds what the text cannot say (muscle groups, stress
 * tags, English names); names it does not know fall back to keywords.
 */
import {
  SESSION_WINDOWS,
  TRAINING_DAYS_PER_WEEK,
  countSetsByGroup,
  coreLimit,
  estimateSession,
  volumeFindings,
  weeklySetTargets,
  type SetCountInput,
} from "~/domain/coaching/fit";
import { CONDITION_RULES, requiredCoreSets, safetyProfile, satisfiesInclusion, type SafetyProfile } from "~/domain/coaching/safety";
import { fold } from "~/domain/coaching/text";
import type { MovementPattern, MuscleGroup, StressTag } from "~/domain/exercises/types";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { unmodelledHealthItems } from "./generator/health-line";
import { injuryRecords, type GateOptions } from "./gates";
import type { ExerciseLookup, ExerciseLookupRecord } from "./match";
import { isCardioExercise } from "./parser";
import { CHECK_IDS, type CheckId, type CheckResult, type ParsedDay, type ParsedExercise, type ParsedPlan } from "./types";

/** A lookup record with what the checks can use (ExerciseRecord satisfies it). */
export type CheckLookupRecord = ExerciseLookupRecord & {
  muscleGroups?: readonly MuscleGroup[] | null;
  movementPattern?: MovementPattern | string | null;
};

export interface CheckOptions {
  exercises?: ExerciseLookup<CheckLookupRecord>;
  /** The admin's injuries list; the built-in condition rules apply without it too. */
  injuries?: GateOptions["injuries"];
}

export const CHECK_KIND: Record<CheckId, "fit" | "safety"> = {
  training_days: "fit",
  session_time: "fit",
  weekly_sets: "fit",
  core_volume: "fit",
  contraindications: "safety",
  condition_includes: "safety",
  health_notes: "safety",
};

// ---------------------------------------------------------------------------------------------
// Muscle groups of a plan row

/** Keyword fallback for exercise names the database does not know (first group = primary). */
const NAME_GROUPS: ReadonlyArray<readonly [RegExp, readonly MuscleGroup[]]> = [
  [/beinbeuger|leg curl|nordic|hamstring/, ["hamstrings"]],
  [/kreuzheben|deadlift|good morning|hip hinge|huftbeuge|rdl/, ["hamstrings", "glutes", "back"]],
  [/hip thrust|huftheben|glute bridge|beckenheben|gesassbrucke|eselstritt|kickback|glute/, ["glutes", "hamstrings"]],
  [/kniebeug|squat|beinpresse|leg press|ausfallschritt|lunge|step ?up|aufsteiger|bulgar|beinstreck|leg extension|wandsitz|wall sit/, ["quadriceps", "glutes"]],
  [/bankdruck|bench press|liegestutz|push ?up|brustpresse|chest press|butterfly|fliegende|\bfly\b|flys|dips|bodendruck|floor press/, ["chest", "triceps", "shoulders"]],
  [/klimmzug|pull ?up|chin ?up|latzug|lat ?pull|pulldown|ruder|\brow\b|rows|face ?pull|pull ?apart|reverse fly|superman/, ["back", "biceps"]],
  // Rotator-cuff work (external rotation) trains the shoulder only, no pressing muscle.
  [/aussenrotation|external rotation/, ["shoulders"]],
  [/schulterdruck|uberkopf|overhead press|military|shoulder press|seitheben|lateral raise|frontheben|arnold/, ["shoulders", "triceps"]],
  [/bizeps|biceps|curl/, ["biceps", "forearms"]],
  [/trizeps|triceps|french press|skull|pushdown|kickback/, ["triceps"]],
  [/wade|calf|calves/, ["calves"]],
  [/farmer|koffer|suitcase|carry|tragen/, ["forearms", "core"]],
  [/plank|unterarmstutz|seitstutz|crunch|sit ?up|dead ?bug|bird ?dog|pallof|twist|bauch|rumpf|core|hollow|knieheben|leg raise|beinheben|beckenboden|pelvic/, ["core"]],
];

const NON_SET_PATTERNS = new Set(["cardio", "mobility", "warmup"]);

function rowGroups(e: ParsedExercise, opts: CheckOptions | undefined): readonly MuscleGroup[] | null {
  if (isCardioExercise(e.name)) return null;
  const rec = opts?.exercises?.find(e.name);
  if (rec?.movementPattern && NON_SET_PATTERNS.has(rec.movementPattern)) return null;
  if (rec?.muscleGroups && rec.muscleGroups.length > 0) {
    const groups = rec.muscleGroups.filter((g) => g !== "cardiovascular" && g !== "full_body");
    return groups.length > 0 ? groups : null;
  }
  const n = fold(e.name);
  for (const [re, groups] of NAME_GROUPS) if (re.test(n)) return groups;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Weeks

function weekDays(plan: ParsedPlan, w: 1 | 2): ParsedDay[] {
  const from = w === 1 ? 1 : 8;
  return plan.days.filter((d) => d.day >= from && d.day < from + 7);
}

function result(id: CheckId, passed: boolean, reason: string, details?: Record<string, unknown>): CheckResult {
  return { id, kind: CHECK_KIND[id], passed, reason, details };
}

// ---------------------------------------------------------------------------------------------
// Fit

function checkTrainingDays(plan: ParsedPlan, q: QuestionnaireAnswers): CheckResult {
  const want = TRAINING_DAYS_PER_WEEK[q.training_frequency];
  const counts = ([1, 2] as const).map((w) => weekDays(plan, w).filter((d) => !d.isRestDay && d.exercises.length > 0).length);
  const passed = !plan.isPlaceholder && counts.every((n) => n >= want.min && n <= want.max);
  const booked = want.min === want.max ? `${want.min}` : `${want.min}–${want.max}`;
  return result(
    "training_days",
    passed,
    passed
      ? `Woche 1 und 2 haben je ${counts[0]} Trainingstage, wie gebucht (${booked}).`
      : `Trainingstage je Woche ${counts[0]} und ${counts[1]}, gebucht sind ${booked}.`,
    { week1: counts[0], week2: counts[1], booked: want },
  );
}

function checkSessionTime(plan: ParsedPlan, q: QuestionnaireAnswers): CheckResult {
  const window = SESSION_WINDOWS[q.session_duration];
  const sessions = plan.days
    .filter((d) => !d.isRestDay && d.exercises.length > 0)
    .map((d) => ({ day: d.day, minutes: estimateSession({ warmUpActivities: d.warmUpActivities, exercises: d.exercises.map((e) => ({ ...e, cardio: isCardioExercise(e.name) })) }).minutes }));
  const outside = sessions.filter((s) => s.minutes < window.min || s.minutes > window.max);
  const passed = !plan.isPlaceholder && sessions.length > 0 && outside.length === 0;
  const mins = sessions.map((s) => s.minutes);
  const span = mins.length ? `${Math.min(...mins)}–${Math.max(...mins)} min` : "–";
  return result(
    "session_time",
    passed,
    passed
      ? `Geschätzte Einheitsdauer ${span}, im gebuchten Rahmen ${window.min}–${window.max} min.`
      : sessions.length === 0
        ? "Keine Trainingseinheit lesbar."
        : `Außerhalb des gebuchten Rahmens ${window.min}–${window.max} min: ${outside.map((s) => `Tag ${s.day} ≈ ${s.minutes} min`).join(", ")}.`,
    { window, sessions },
  );
}

interface WeekVolume {
  week: 1 | 2;
  bySets: Partial<Record<MuscleGroup, number>>;
  total: number;
}

function weekVolumes(plan: ParsedPlan, opts: CheckOptions | undefined): WeekVolume[] {
  return ([1, 2] as const).map((w) => {
    const rows: SetCountInput[] = [];
    for (const d of weekDays(plan, w)) {
      if (d.isRestDay) continue;
      for (const e of d.exercises) {
        const groups = rowGroups(e, opts);
        if (groups) rows.push({ sets: e.sets, muscleGroups: groups });
      }
    }
    return { week: w, bySets: countSetsByGroup(rows), total: rows.reduce((s, r) => s + r.sets, 0) };
  });
}

const GROUP_DE: Record<MuscleGroup, string> = {
  chest: "Brust", back: "Rücken", shoulders: "Schultern", biceps: "Bizeps", triceps: "Trizeps", forearms: "Unterarme",
  core: "Rumpf", glutes: "Gesäß", quadriceps: "Oberschenkel vorn", hamstrings: "Oberschenkel hinten", calves: "Waden",
  hips: "Hüfte", full_body: "Ganzkörper", cardiovascular: "Herz-Kreislauf",
};

const round = (n: number) => Math.round(n * 10) / 10;

function backProblems(q: QuestionnaireAnswers, safety: SafetyProfile): boolean {
  return safety.conditions.some((c) => c.id === "back") || /\b(?:rucken|back)\b/.test(fold(q.health_restrictions ?? ""));
}

function checkWeeklySets(plan: ParsedPlan, q: QuestionnaireAnswers, volumes: WeekVolume[], safety: SafetyProfile): CheckResult {
  const targets = weeklySetTargets({ ...q, backProblems: backProblems(q, safety), requiredCoreSets: requiredCoreSets(safety) });
  const findings = volumes.flatMap((v) =>
    volumeFindings(v.bySets, targets, v.total)
      .filter((f) => f.group !== "core")
      .map((f) => ({ week: v.week, ...f, sets: round(f.sets) })),
  );
  const passed = !plan.isPlaceholder && volumes.every((v) => v.total > 0) && findings.length === 0;
  return result(
    "weekly_sets",
    passed,
    passed
      ? `Wöchentliche Sätze je Muskelgruppe im Bereich (mind. ${targets.minPerGroup} für Brust, Rücken, Oberschenkel vorn, Gesäß${targets.minPerGroup < targets.range.min ? ` – Richtwert ${targets.range.min}, mehr fasst die gebuchte Zeit nicht` : ""}; höchstens ${targets.maxPerGroup}).`
      : `Wöchentliche Sätze außerhalb des Bereichs ${targets.minPerGroup}–${targets.maxPerGroup}: ${findings
          .map((f) => `Woche ${f.week} ${GROUP_DE[f.group]} ${f.sets} (${f.problem === "below" ? "mind." : "höchstens"} ${f.bound})`)
          .join(", ") || "keine Sätze"}.`,
    { targets, weeks: volumes.map((v) => ({ week: v.week, total: v.total, sets: Object.fromEntries(Object.entries(v.bySets).map(([g, s]) => [g, round(s)])) })), findings },
  );
}

function checkCoreVolume(plan: ParsedPlan, q: QuestionnaireAnswers, volumes: WeekVolume[], safety: SafetyProfile): CheckResult {
  const targets = weeklySetTargets({ ...q, backProblems: backProblems(q, safety), requiredCoreSets: requiredCoreSets(safety) });
  const weeks = volumes.map((v) => ({ week: v.week, core: round(v.bySets.core ?? 0), limit: coreLimit(targets, v.total) }));
  const over = weeks.filter((w) => w.core > w.limit);
  const passed = !plan.isPlaceholder && over.length === 0;
  return result(
    "core_volume",
    passed,
    passed
      ? `Rumpfsätze je Woche ${weeks.map((w) => w.core).join(" und ")} (höchstens ${weeks.map((w) => w.limit).join(" bzw. ")}).`
      : `Zu viele Rumpfsätze: ${over.map((w) => `Woche ${w.week} ${w.core} (höchstens ${w.limit})`).join(", ")}.`,
    { weeks },
  );
}

// ---------------------------------------------------------------------------------------------
// Safety

interface Found {
  day: number;
  where: "Übung" | "Aufwärmen" | "Ruhetag";
  item: string;
  condition: string;
  because: string;
}

function checkContraindications(plan: ParsedPlan, safety: SafetyProfile, opts: CheckOptions | undefined): CheckResult {
  const found: Found[] = [];
  for (const d of plan.days) {
    for (const e of d.exercises) {
      const rec = opts?.exercises?.find(e.name);
      // Judged as the catalog's record (German and English name), whichever name the plan wrote.
      const v = safety.exerciseViolation({ name: rec?.name ?? e.name, nameEn: rec?.nameEn ?? null, stressTags: (rec?.stressTags ?? []) as StressTag[] });
      if (v) found.push({ day: d.day, where: "Übung", item: e.name, ...v });
      const hard = v ? null : safety.intensityViolation(e.reps, e.notes);
      if (hard) found.push({ day: d.day, where: "Übung", item: `${e.name} ${e.reps}`, ...hard });
    }
    for (const w of d.warmUpActivities) {
      const rec = opts?.exercises?.find(w);
      const v = safety.textViolation(w) ?? (rec ? safety.exerciseViolation({ name: rec.name, nameEn: rec.nameEn ?? null, stressTags: (rec.stressTags ?? []) as StressTag[] }) : null);
      if (v) found.push({ day: d.day, where: "Aufwärmen", item: w, ...v });
    }
    for (const s of d.restDayActivities) {
      for (const item of s.items) {
        const v = safety.textViolation(item);
        if (v) found.push({ day: d.day, where: "Ruhetag", item, ...v });
      }
    }
  }
  const conditions = [...safety.conditions.map((c) => c.label), ...safety.records.map((r) => r.name)];
  const passed = !plan.isPlaceholder && found.length === 0;
  const shown = found.slice(0, 6).map((f) => `Tag ${f.day} ${f.where} „${f.item}“ (${f.condition}: ${f.because})`);
  return result(
    "contraindications",
    passed,
    conditions.length === 0
      ? passed
        ? "Keine Einschränkung angegeben; nichts Kontraindiziertes."
        : `Kontraindiziert: ${shown.join(", ")}.`
      : passed
        ? `Nichts Kontraindiziertes für ${[...new Set(conditions)].join(", ")} in Übungen, Aufwärmen und Ruhetagen.`
        : `Kontraindiziert (${found.length}): ${shown.join(", ")}${found.length > shown.length ? " …" : ""}.`,
    { conditions: [...new Set(conditions)], found },
  );
}

/** Whether an exercise's notes carry a cue (verbatim, or two of its longer words). */
export function notesCarryCue(notes: string, cue: string): boolean {
  const n = fold(notes);
  const c = fold(cue);
  if (n.includes(c)) return true;
  const words = new Set(n.split(" "));
  return c.split(" ").filter((w) => w.length >= 5 && words.has(w)).length >= 2;
}

function checkConditionIncludes(plan: ParsedPlan, safety: SafetyProfile, opts: CheckOptions | undefined): CheckResult {
  // A row counts under the name it is written with or its catalog record's German or English name.
  const counts = (name: string, inc: SafetyProfile["inclusions"][number]) => {
    if (satisfiesInclusion(name, inc)) return true;
    const rec = opts?.exercises?.find(name);
    return !!rec && (satisfiesInclusion(rec.name, inc) || (!!rec.nameEn && satisfiesInclusion(rec.nameEn, inc)));
  };
  const missing: string[] = [];
  const inclusions = safety.inclusions.map((inc) => {
    const weeks = ([1, 2] as const).map((w) =>
      weekDays(plan, w)
        .flatMap((d) => d.exercises)
        .filter((e) => counts(e.name, inc))
        .reduce((s, e) => s + e.sets, 0),
    );
    if (weeks.some((s) => s < inc.minSetsPerWeek)) missing.push(`${inc.label} (Sätze je Woche ${weeks.join("/")}, mind. ${inc.minSetsPerWeek})`);
    return { id: inc.id, label: inc.label, weeks, min: inc.minSetsPerWeek };
  });
  const strength = plan.days.flatMap((d) => d.exercises.filter((e) => !isCardioExercise(e.name)).map((e) => ({ day: d.day, e })));
  const cues = safety.cues.map((cue) => {
    // An English plan carries the condition's English cue (decision 0095).
    const cueEn = CONDITION_RULES.find((c) => c.cue === cue)?.cueEn;
    const without = strength.filter(({ e }) => !notesCarryCue(e.notes, cue) && !(cueEn && notesCarryCue(e.notes, cueEn)));
    if (without.length > 0) missing.push(`Hinweis „${cue}“ fehlt bei ${without.length} von ${strength.length} Übungen (z. B. Tag ${without[0]!.day} ${without[0]!.e.name})`);
    return { cue, missing: without.length };
  });
  const passed = !plan.isPlaceholder && missing.length === 0;
  const needed = inclusions.length + cues.length;
  return result(
    "condition_includes",
    passed,
    needed === 0
      ? "Keine Einschränkung verlangt zusätzliche Übungen oder Hinweise."
      : passed
        ? `Enthalten: ${[...inclusions.map((i) => i.label), ...cues.map((c) => `Hinweis „${c.cue}“`)].join(", ")}.`
        : `Es fehlt: ${missing.join("; ")}.`,
    { inclusions, cues },
  );
}

/**
 * Health information no rule recognises (decision 0115): the generator cannot adapt the plan to it,
 * so the coach reads it before approval (a warning until the coach has adapted or approved the plan).
 */
function checkHealthNotes(q: QuestionnaireAnswers, safety: SafetyProfile): CheckResult {
  const items = unmodelledHealthItems(q.health_restrictions, safety.records, safety.conditions.map((c) => c.id));
  return result(
    "health_notes",
    items.length === 0,
    items.length === 0
      ? "Alle Gesundheitsangaben sind von den Regeln erfasst."
      : `Gesundheitsangaben ohne Regel – bitte lesen und den Plan anpassen: ${items.map((i) => `„${i}“`).join(", ")}.`,
    { items },
  );
}

// ---------------------------------------------------------------------------------------------

/** The checks beside the six gates, in CHECK_IDS order. Never throws for a parsed plan. */
export function runPlanChecks(plan: ParsedPlan, q: QuestionnaireAnswers, opts?: CheckOptions): CheckResult[] {
  const safety = safetyProfile({ age: q.age, healthText: q.health_restrictions }, injuryRecords(opts?.injuries));
  const volumes = weekVolumes(plan, opts);
  const byId: Record<CheckId, () => CheckResult> = {
    training_days: () => checkTrainingDays(plan, q),
    session_time: () => checkSessionTime(plan, q),
    weekly_sets: () => checkWeeklySets(plan, q, volumes, safety),
    core_volume: () => checkCoreVolume(plan, q, volumes, safety),
    contraindications: () => checkContraindications(plan, safety, opts),
    condition_includes: () => checkConditionIncludes(plan, safety, opts),
    health_notes: () => checkHealthNotes(q, safety),
  };
  return CHECK_IDS.map((id) => {
    try {
      return byId[id]();
    } catch (err) {
      return result(id, false, `Prüfung fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
}

/** True when every check is present and passed. */
export function checksPassed(results: readonly { id: string; passed: boolean }[]): boolean {
  return CHECK_IDS.every((id) => results.some((r) => r.id === id && r.passed));
}
