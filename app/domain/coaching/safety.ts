/**
 * The one safety module of the coaching rules: which conditions a customer has (from the health
 * free text, the age, and pain named in feedback), what a plan must then avoid (exercises by stress
 * tag or name, and the same words in warm-ups and rest-day advice), what it must include
 * (quadriceps work that spares the knee for knee arthrosis, pelvic-floor work in pregnancy,
 * rotator-cuff work for impingement, slow calf raises for the Achilles tendon, trunk stability for
 * back pain) and which cue goes on every exercise (breathing for high blood pressure).
 *
 * Used by the built-in generator, the quality checks and the follow-up logic alike, so the plan
 * text of any writer (AI, coach, generator) is judged by the same rules. The built-in rules below
 * are load-bearing; the admin-editable injuries list (`InjuryRecord`) adds to them and never
 * removes a built-in rule.
 *
 * Coaching stance: a free-text mention is not a diagnosis; negations are not interpreted ("keine
 * Knieprobleme mehr" still spares the knee). A false positive costs a variation, a false negative
 * a joint.
 */
import type { InjuryRecord, MovementPattern, StressTag } from "~/domain/exercises/types";
import { CONDITION_RULES } from "./condition-rules";
import { detectionWords } from "./detection";
import type { ConditionId, ConditionRule, Inclusion } from "./condition-types";
import { repRange } from "./goals";
import { findTerm, fold, keywordTerm, saysNothing, wordsHaveTerm, wordsOf } from "./text";

export { CONDITION_RULES } from "./condition-rules";
export { CONDITION_IDS, JUMPS, PELVIC_FLOOR_EXERCISE, ROTATOR_CUFF_EXERCISE, type ConditionId, type ConditionRule, type Inclusion } from "./condition-types";

const RULES_BY_ID = new Map(CONDITION_RULES.map((r) => [r.id, r] as const));

export function conditionRule(id: ConditionId): ConditionRule {
  return RULES_BY_ID.get(id)!;
}

/** Age from which the "senior" rule applies. */
export const SENIOR_AGE = 60;
/** BMI from which the "obesity" rule applies (when the health text names a BMI). */
export const OBESITY_BMI = 30;

/** A "BMI 32" / "BMI von 31,5" in a text, or null. */
export function bmiInText(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /\bbmi\b\D{0,12}(\d{2}(?:[.,]\d)?)/i.exec(text);
  return m?.[1] ? Number(m[1].replace(",", ".")) : null;
}

/** Bone fractures ("Bruch") are no hernia: the hernia rule needs one of these compounds. */
const HERNIA_WORDS = ["leistenbruch", "nabelbruch", "narbenbruch", "bauchwandbruch", "zwerchfellbruch"];

/** The conditions a health text names (no age rule). */
export function conditionsInText(text: string | null | undefined): ConditionId[] {
  if (!text || saysNothing(text)) return [];
  const words = detectionWords(text);
  const out: ConditionId[] = [];
  for (const rule of CONDITION_RULES) {
    if (rule.id === "hernia") {
      if (words.some((w) => HERNIA_WORDS.includes(w)) || rule.detect.slice(1).some((t) => wordsHaveTerm(words, t))) out.push(rule.id);
      continue;
    }
    if (rule.detect.some((t) => wordsHaveTerm(words, t))) out.push(rule.id);
  }
  // "Osteoporose (Wirbelsäule …)": the spine named as where the osteoporosis sits is no separate back
  // complaint (round 3: no "Rückenbeschwerden" the customer did not report); the osteoporosis rule guards the spine.
  if (out.includes("osteoporosis") && out.includes("back")) {
    const back = conditionRule("back").detect.filter((t) => t !== "wirbelsaule*");
    if (!back.some((t) => wordsHaveTerm(words, t))) out.splice(out.indexOf("back"), 1);
  }
  const bmi = bmiInText(text);
  if (bmi !== null && bmi >= OBESITY_BMI && !out.includes("obesity")) out.push("obesity");
  return out;
}

/** The entries of the (admin-editable) injuries list a free text names, by keyword or name. */
export function matchInjuries(freeText: string | null | undefined, injuries: readonly InjuryRecord[]): InjuryRecord[] {
  if (!freeText || saysNothing(freeText)) return [];
  const words = detectionWords(freeText);
  return injuries.filter((injury) => {
    const names = [injury.name, injury.nameEn]
      .flatMap((n) => (n ?? "").replace(/\([^)]*\)/g, " ").split("/"))
      .map((n) => fold(n))
      .filter((n) => n.length >= 2);
    const terms = [
      ...(injury.keywords ?? []).map(keywordTerm),
      // Names count at a word start only ("Bänder" is no keyword inside "Schulterbänder").
      ...names.map((n) => `${n}*`),
    ].filter(Boolean);
    return terms.some((t) => wordsHaveTerm(words, t)) && sameType(injury.name, freeText);
  });
}

/** "Typ 1", "type-2", "T1D": the types a text names. */
function typesIn(text: string): Set<string> {
  return new Set([...fold(text).matchAll(/\b(?:typ|type)\s*([12])\b|\bt([12])d\b/g)].map((m) => m[1] ?? m[2]!));
}

/**
 * A record of one type ("Diabetes Typ 2") is not the condition of a text that names only another
 * type (round 7: "Typ 1 Diabetes mit Pumpe" was adapted to "Diabetes Typ 2").
 */
function sameType(recordName: string, text: string): boolean {
  const record = typesIn(recordName);
  const named = typesIn(text);
  return record.size === 0 || named.size === 0 || [...record].some((t) => named.has(t));
}

export interface SafetyInput {
  age?: number | null;
  healthText?: string | null;
  /** Further texts naming complaints (body parts named with pain in feedback). */
  extraTexts?: readonly string[];
}

/** What a plan text or exercise violates, for the checks' messages and the plan's notes. */
export interface Violation {
  condition: string;
  /** The tag or word that excluded it. */
  because: string;
}

export interface SafetyProfile {
  conditions: ConditionRule[];
  /** The matched entries of the admin's injuries list. */
  records: InjuryRecord[];
  inclusions: Inclusion[];
  /** Cues written on every exercise (deduplicated). */
  cues: string[];
  /** Cues for the exercises of some movement patterns (knee cue on leg work). */
  patternCues: { patterns: MovementPattern[]; text: string }[];
  /** How to set up a seated machine, per condition (decision 0130). */
  machineCues: { terms?: string[]; patterns?: MovementPattern[]; text: string }[][];
  maxDifficulty: 1 | 2 | 3;
  minReps: number;
  minRir: number;
  /** Why an exercise must not appear (null = allowed). `nameEn` and `stressTags` are optional. */
  exerciseViolation(ex: { name: string; nameEn?: string | null; stressTags?: readonly StressTag[] }): Violation | null;
  /** Why a warm-up line, rest-day line or any other text must not appear (words only). */
  textViolation(text: string): Violation | null;
  /**
   * Why an exercise row's prescription is too hard for the conditions (fewer reps than their
   * minimum, a lower RIR, an explosive tempo where loads must stay moderate); null = fine.
   */
  intensityViolation(reps: string, notes: string): Violation | null;
}

/** The safety profile for a customer: built-in rules, age, and the matched injuries list entries. */
/**
 * A body part named as the reach of a radiating symptom is no complaint of that part (decision 0137):
 * "zieht ins linke Bein runter bis zum Knie" is the back's nerve, not the knee; "down to my knee",
 * "bis in die Wade" likewise. The reach is dropped where the sentence radiates; elsewhere the text stays.
 */
export function withoutRadiatingReach(text: string): string {
  return text
    .split(/(?<=[.!?;\n])/)
    .map((s) => (/zieht|ziehen|strahl|radiat|shoot|runs? down|going down|ins (?:linke |rechte )?bein|into (?:my|the) leg|down (?:my|the) leg/i.test(s)
      ? s.replace(/\b(?:bis (?:zum|zur|in (?:die|den|das)|ins|an (?:die|den|das))|down to|all the way to|as far as|into) (?:(?:my|the|linke[nm]?|rechte[nm]?|left|right) )?\p{L}+/giu, "")
      : s))
    .join("");
}

export function safetyProfile(raw: SafetyInput, injuries: readonly InjuryRecord[] = []): SafetyProfile {
  const input = { ...raw, healthText: raw.healthText && withoutRadiatingReach(raw.healthText), extraTexts: raw.extraTexts?.map(withoutRadiatingReach) };
  const texts = [input.healthText ?? "", ...(input.extraTexts ?? [])].filter((t) => !saysNothing(t));
  const ids = new Set<ConditionId>();
  for (const t of texts) for (const id of conditionsInText(t)) ids.add(id);
  if ((input.age ?? 0) >= SENIOR_AGE) ids.add("senior");
  const conditions = CONDITION_RULES.filter((r) => ids.has(r.id));
  // The admin's injuries list holds diagnoses ("Meniskus"); a remark in feedback ("Knie tut weh") is
  // no diagnosis: it applies the body part's built-in rule only, never relabels the plan (issue 23).
  // Their exclusions still guard the joint; the plan names them by the built-in label.
  const records: InjuryRecord[] = [];
  for (const r of matchInjuries(input.healthText ?? "", injuries)) if (!records.includes(r)) records.push(r);
  const guarding: InjuryRecord[] = [...records];
  for (const t of texts) for (const r of matchInjuries(t, injuries)) if (!guarding.includes(r)) guarding.push(r);
  const labelOf = (r: InjuryRecord): string =>
    records.includes(r) ? r.name : (conditions.find((c) => conditionsInText([r.name, r.nameEn, ...r.keywords].join(", ")).includes(c.id))?.label ?? "Ihre Beschwerden");

  const inclusions: Inclusion[] = [];
  for (const c of conditions) for (const inc of c.include ?? []) if (!inclusions.some((i) => i.id === inc.id)) inclusions.push(inc);
  const cues = [...new Set(conditions.map((c) => c.cue).filter((c): c is string => !!c))];
  const patternCues = conditions.flatMap((c) => (c.patternCue ? [{ patterns: c.patternCue.patterns, text: c.patternCue.text }] : []));
  const machineCues = conditions.flatMap((c) => (c.machineCues ? [c.machineCues.map((m) => ({ terms: m.terms, patterns: m.patterns, text: m.text }))] : []));
  const maxDifficulty = Math.min(3, ...conditions.map((c) => c.maxDifficulty ?? 3)) as 1 | 2 | 3;
  const minReps = Math.max(0, ...conditions.map((c) => c.minReps ?? 0));
  const minRir = Math.max(0, ...conditions.map((c) => c.minRir ?? 0));

  const recordTerms = guarding.map((r) => ({ name: labelOf(r), terms: r.exclusions.map((n) => fold(n)) }));

  const recordTextViolation = (words: readonly string[]): Violation | null => {
    for (const r of recordTerms) {
      // A named exclusion is an exercise name: it counts when all its words appear in a row.
      const t = r.terms.find((n) => n && wordsHaveTerm(words, n));
      if (t) return { condition: r.name, because: t };
    }
    return null;
  };
  const ruleTextViolation = (words: readonly string[]): Violation | null => {
    for (const c of conditions) {
      const t = c.avoidTerms.find((term) => wordsHaveTerm(words, term));
      if (t) return { condition: c.label, because: t };
    }
    return null;
  };

  // The admin's entries first: their names are the ones the customer recognises.
  const textViolation = (text: string): Violation | null => {
    const words = wordsOf(text);
    if (words.length === 0) return null;
    return recordTextViolation(words) ?? ruleTextViolation(words);
  };

  const exerciseViolation: SafetyProfile["exerciseViolation"] = (ex) => {
    const names = [wordsOf(ex.name), wordsOf(ex.nameEn)];
    const tags = ex.stressTags ?? [];
    const joined = `${ex.name} | ${ex.nameEn ?? ""}`;
    const permitted = (tag: StressTag): boolean =>
      conditions.some((c) => c.permit?.tags.includes(tag) && findTerm(joined, c.permit.terms) !== null);
    for (const w of names) {
      const v = recordTextViolation(w);
      if (v) return v;
    }
    for (const r of guarding) {
      const tag = r.avoidTags.find((t) => tags.includes(t) && !permitted(t));
      if (tag) return { condition: labelOf(r), because: tag };
    }
    for (const w of names) {
      const v = ruleTextViolation(w);
      if (v) return v;
    }
    for (const c of conditions) {
      const tag = c.avoidTags.find((t) => tags.includes(t));
      if (tag) return { condition: c.label, because: tag };
    }
    return null;
  };

  const repsCondition = conditions.find((c) => (c.minReps ?? 0) === minReps)?.label ?? "";
  const rirCondition = conditions.find((c) => (c.minRir ?? 0) === minRir)?.label ?? "";
  const intensityViolation: SafetyProfile["intensityViolation"] = (reps, notes) => {
    if (minReps > 0) {
      const range = repRange(reps);
      if (range && !range.time && range.min < minReps) return { condition: repsCondition, because: `weniger als ${minReps} Wdh.` };
      if (/explosiv/i.test(notes)) return { condition: repsCondition, because: "explosives Tempo" };
    }
    if (minRir > 0) {
      const rir = /RIR\s*(\d+)/i.exec(notes);
      if (rir && Number(rir[1]) < minRir) return { condition: rirCondition, because: `RIR unter ${minRir}` };
    }
    return null;
  };

  return { conditions, records, inclusions, cues, patternCues, machineCues, maxDifficulty, minReps, minRir, exerciseViolation, textViolation, intensityViolation };
}

/** Whether an exercise name satisfies an inclusion. */
export function satisfiesInclusion(name: string, inclusion: Inclusion): boolean {
  return findTerm(name, inclusion.terms) !== null;
}

/**
 * Weekly core sets the conditions require (the inclusions filled into core slots: pelvic-floor work
 * in pregnancy, trunk stability for back problems). The core bound of the fit rules never falls
 * below them (app/domain/coaching/fit.ts coreLimit).
 */
export function requiredCoreSets(profile: Pick<SafetyProfile, "inclusions">): number {
  return profile.inclusions.filter((inc) => inc.pattern === "core").reduce((n, inc) => n + inc.minSetsPerWeek, 0);
}

