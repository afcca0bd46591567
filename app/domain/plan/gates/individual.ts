/** What the individualization gate checks: equipment, health restrictions and dislikes (spec part 2 §9). */
import { apparatusRequirements } from "~/domain/exercises/apparatus";
import type { Equipment, QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { InjuryRecord, StressTag } from "~/domain/exercises/types";
import { dislikeMatcher } from "~/domain/coaching/dislikes";
import { safetyProfile } from "~/domain/coaching/safety";
import { fold } from "~/domain/coaching/text";
import { isCardioExercise } from "~/domain/plan/parser";
import { type Facts, type GateOptions } from "./facts";

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

export function requirementsOf(name: string, opts: GateOptions | undefined): { reqs: Requirement[]; known: boolean } {
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
export function checkEquipment(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): EquipmentCheck {
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
export function checkHealth(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): HealthCheck {
  const safety = safetyProfile({ age: q.age, healthText: q.health_restrictions }, injuryRecords(opts?.injuries));
  const recognized = [...new Set([...safety.conditions.map((c) => c.label), ...safety.records.map((r) => r.name)])];
  const violations: { exercise: string; condition: string }[] = [];
  const seen = new Set<string>();
  for (const e of f.exercises) {
    if (seen.has(e.name)) continue;
    seen.add(e.name);
    const rec = opts?.exercises?.find(e.name);
    // Judged as the catalog's record (German and English name), whichever name the plan wrote.
    const v = safety.exerciseViolation({ name: rec?.name ?? e.name, nameEn: rec?.nameEn ?? null, stressTags: (rec?.stressTags ?? []) as StressTag[] });
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
export function checkDislikes(f: Facts, q: QuestionnaireAnswers, opts: GateOptions | undefined): { named: number; found: { term: string; where: string }[] } {
  const m = dislikeMatcher(q.exercise_dislikes);
  const found: { term: string; where: string }[] = [];
  if (m.empty) return { named: 0, found };
  const seen = new Set<string>();
  for (const e of f.exercises) {
    if (seen.has(e.name)) continue;
    seen.add(e.name);
    const rec = opts?.exercises?.find(e.name);
    const hit = m.exerciseHit({ name: rec?.name ?? e.name, nameEn: rec?.nameEn ?? null, stressTags: (rec?.stressTags ?? []) as StressTag[] });
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
