/**
 * The customer's wishes in a first plan (issue 23, coach review round 3, decision 0103):
 * - a lift or exercise named in the wishes or preferences ("Hip Thrust 140 kg × 8, Ziel 160 kg",
 *   "Bankdrücken 100 kg") is in the plan; a lift the customer cannot do yet ("erster Klimmzug ohne
 *   Band") is replaced by its progression (negatives, band-assisted), and the plan says why;
 * - a cardio block only when a goal or the wishes call for endurance (never filler for the window).
 * Pure: reads the questionnaire and the exercise records.
 */
import { rampsUp } from "./rows";
import { healthTextNames } from "~/domain/coaching/named-exercises";
import { fold, wordsOf } from "~/domain/coaching/text";
import type { ExerciseRecord } from "~/domain/exercises/types";
import type { MainGoal, QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { loadKind } from "./classify";
import { roundForKind, shareOfMax, statedMax } from "./loads";
import type { Ctx, GeneratedDay } from "./types";
import { de, key, numbersIn } from "./util";

/** The wishes and preferences text, where a customer names lifts and body parts. */
export function wishText(q: Pick<QuestionnaireAnswers, "personal_wishes" | "training_preferences">): string {
  return [q.personal_wishes, q.training_preferences].filter(Boolean).join(". ");
}

/**
 * The competition lifts as lifters write them before a figure, in German and English: "Bank 90x5",
 * "BD 100", "KH 150x3" (Kreuzheben: no one holds a 60-kg dumbbell), "DL 180 kg", "squat 100x5",
 * "bench 80 kg" (decision 0110). Only a name followed by a two- or three-digit figure counts, so
 * "Hantelbank", "auf der Bank" and "squats 3x10" stay as they are.
 */
const FIGURE_AHEAD = String.raw`(?=\s*[:=]?\s*\d{2,3}(?![\d]))`;
const LIFT_SHORTHAND: readonly [RegExp, string][] = [
  [new RegExp(String.raw`\b(?:bank|bd|bench(?:\s*press)?|bp)\b${FIGURE_AHEAD}`, "giu"), "Bankdrücken"],
  [new RegExp(String.raw`\b(?:back\s*)?squats?\b${FIGURE_AHEAD}`, "giu"), "Kniebeuge"],
  [new RegExp(String.raw`\b(?:deadlifts?|dl)\b${FIGURE_AHEAD}`, "giu"), "Kreuzheben"],
  [/\bKH\b(?=\s*[:=]?\s*(?:[6-9]\d|[1-4]\d\d)(?!\d))/gu, "Kreuzheben"],
];

/**
 * The wishes text as the lift reading sees it: the shorthand and English names of the competition
 * lifts before a figure written as the catalog's lift ("Bank 90x5" → "Bankdrücken 90x5"). For reading
 * lifts and figures only; the plan never shows this text.
 */
export function liftText(q: Pick<QuestionnaireAnswers, "personal_wishes" | "training_preferences">): string {
  return LIFT_SHORTHAND.reduce((text, [re, lift]) => text.replace(re, lift), wishText(q));
}

/** A load in the text: "120 kg", "2x16 kg" or a lifter's "90x5" (two or three digits, then reps). */
export function namesLoad(clause: string): boolean {
  return /\d\s*kg/i.test(clause) || /(?<![\d,.])\d{2,3}(?:[.,]\d+)?\s*[x×]\s*\d{1,2}(?!\d)/.test(clause);
}

/** An exercise's name without its equipment ("Hip Thrust mit Langhantel" → "Hip Thrust"). */
export function coreName(name: string): string {
  return name
    .replace(/\s+(?:mit|an|am|auf|im|in|ohne)\s+.*$/i, "")
    .replace(/^(?:Langhantel|Kurzhantel|Kettlebell|Kabel|Maschinen)-/i, "")
    .trim();
}

/** Words that say the customer cannot do the lift yet ("erster Klimmzug", "Klimmzüge schaffen"). */
const NOT_YET = /^(?:erste[rnms]?|first|schaffen|schaffe|lernen|learn|achieve|hinbekommen|noch|endlich|richtige[rnms]?|echte[rnms]?|real|proper|unassisted)$/;
/** Names of a lift's progression: negatives, assisted, band-supported. */
const PROGRESSION = /negativ|exzentrisch|eccentric|bandunterst|assist|unterstützt|unterstuetzt/i;

/**
 * Whether the wish asks to achieve the lift at all ("den ersten Klimmzug", "Klimmzüge schaffen"): a
 * "not yet" word within three words of its name and no load figure right after it ("Kreuzheben 100 kg
 * schaffen" is a load goal of a lift the customer does).
 */
export function saysNotYet(clause: string, core: string): boolean {
  const words = clause.split(/\s+/).filter(Boolean);
  const n = core.split(/\s+/).length;
  for (let i = 0; i + n <= words.length; i++) {
    if (!healthTextNames(words.slice(i, i + n).join(" "), core)) continue;
    const near = [...words.slice(Math.max(0, i - 3), i), ...words.slice(i + n, i + n + 3)].map((w) => fold(w).replace(/[^\p{L}]/gu, ""));
    const figureAfter = /^\(?\d/.test(words[i + n] ?? "") || /^\d/.test(words[i + n + 1] ?? "");
    // (a count before it states what the customer does: "8 real pull-ups", decision 0117)
    const countBefore = words.slice(Math.max(0, i - 2), i).some((w) => /^\d{1,2}$/.test(w));
    if (near.some((w) => NOT_YET.test(w)) && !figureAfter && !countBefore) return true;
  }
  return false;
}

export interface WishedLift {
  /** The exercise the plan uses for the wish (the lift, or its progression). */
  exercise: ExerciseRecord;
  /** The lift as the customer named it (its core name). */
  named: string;
  /** True when the customer cannot do it yet and the exercise is its progression. */
  progression: boolean;
}

/** The clause of the wish text that names the lift (for "not yet" words). */
function clauseNaming(text: string, core: string): string {
  return text.split(/[.,;!?\n]+(?![^(]*\))/).find((c) => healthTextNames(c, core)) ?? "";
}

/**
 * The lifts the wishes name, each as the exercises of the pool that serve it: every variant whose
 * core name the text names (all words, inflected, not negated), the loaded barbell variant first
 * when a kg figure is given; for a lift the customer cannot do yet, its progression variants instead
 * (the lift itself is not prescribed: a coach does not plan sets of a movement the customer cannot do).
 */
export function wishedLifts(q: Pick<QuestionnaireAnswers, "personal_wishes" | "training_preferences">, pool: readonly ExerciseRecord[]): WishedLift[] {
  const text = liftText(q);
  if (!text.trim()) return [];
  const strength = pool.filter((e) => !["warmup", "mobility", "cardio"].includes(e.movementPattern));
  const byCore = new Map<string, ExerciseRecord[]>();
  for (const e of strength) {
    const core = coreName(e.name);
    if (wordsOf(core).join("").length < 6 || PROGRESSION.test(e.name)) continue;
    if (!healthTextNames(text, core)) continue;
    const k = fold(core);
    byCore.set(k, [...(byCore.get(k) ?? []), e]);
  }
  // A core inside a longer named core ("Klimmzug" in "Klimmzug im Untergriff") is the same wish.
  const out: WishedLift[] = [];
  for (const [, list] of byCore) {
    const core = coreName(list[0]!.name);
    const clause = clauseNaming(text, core);
    const notYet = saysNotYet(clause, core);
    if (notYet) {
      const steps = strength.filter((e) => PROGRESSION.test(e.name) && healthTextNames(e.name, core));
      if (steps.length > 0) {
        for (const s of steps) out.push({ exercise: s, named: core, progression: true });
        continue;
      }
    }
    const withKg = namesLoad(clause);
    const ranked = [...list].sort((a, b) => rank(b, withKg) - rank(a, withKg) || a.name.length - b.name.length);
    // A lift named with a load ("Kniebeuge mit Kurzhanteln 2x16 kg") is a loaded lift: a bodyweight or
    // band variant does not serve it (the pattern's own selection then picks a loaded exercise).
    const kind = loadKind(ranked[0]!);
    if (withKg && (kind === "bodyweight" || kind === "band")) continue;
    out.push({ exercise: ranked[0]!, named: core, progression: false });
  }
  return out;
}

function rank(e: ExerciseRecord, withKg: boolean): number {
  const kind = loadKind(e);
  if (withKg) return kind === "barbell" ? 3 : kind === "machine" ? 2 : kind === "bodyweight" || kind === "band" ? 0 : 1;
  return coreName(e.name) === e.name ? 2 : 1;
}

/** The estimated 1RMs of the wished lifts the text gives figures for, by folded core name. */
export function wishedMaxes(q: Pick<QuestionnaireAnswers, "personal_wishes" | "training_preferences">, wished: readonly WishedLift[]): Map<string, number> {
  const out = new Map<string, number>();
  const text = liftText(q);
  for (const w of wished) {
    if (w.progression) continue;
    const words = new RegExp(w.named.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"), "i");
    const max = statedMax(text, words);
    if (max !== undefined) out.set(fold(w.named), max);
  }
  return out;
}

/** The names (keys) of the lifts a wish names but the customer cannot do yet (the progression replaces them). */
export function notYetLifts(wished: readonly WishedLift[], pool: readonly ExerciseRecord[]): Set<string> {
  const out = new Set<string>();
  for (const w of wished.filter((x) => x.progression)) {
    for (const e of pool) if (!PROGRESSION.test(e.name) && fold(coreName(e.name)) === fold(w.named)) out.add(key(e.name));
  }
  return out;
}

/** The row note of a wished lift's progression: one sentence why. */
export function progressionNote(): string {
  return PROGRESSION_NOTE;
}
export const PROGRESSION_NOTE = "Vorstufe für Ihr Ziel aus Ihren Wünschen: mit Hilfe üben, bis 3×5 sauber gelingen";

/** Endurance named in the wishes ("Ausdauer", "Kondition", "Treppen ohne Schnaufen", "abnehmen"). */
const ENDURANCE_WISH = /ausdauer|kondition|puste|schnauf|luft\b|treppen|abnehm|cardio|endurance|stamina|breath|lose weight|fat loss|fett/i;
/** The wishes decline extra endurance work ("kein zusätzliches Ausdauertraining", "no extra cardio"). */
const NO_ENDURANCE = /(?:kein\p{L}*|ohne|nicht)\s+(?:\p{L}+\s+){0,2}(?:ausdauer|cardio|lauf)|no (?:extra |additional )?(?:cardio|endurance|running)/iu;

/** The wishes decline extra endurance work. */
export function declinesCardio(q: Pick<QuestionnaireAnswers, "personal_wishes" | "training_preferences">): boolean {
  return NO_ENDURANCE.test(wishText(q));
}

/**
 * Whether the plan gets a cardio block: a goal that needs one (weight loss, health, general
 * fitness) or endurance named in the wishes — never when the wishes decline it (a runner who asks for
 * no extra endurance work) and never as filler for a session window.
 */
export function cardioWanted(q: Pick<QuestionnaireAnswers, "personal_wishes" | "training_preferences">, goals: readonly MainGoal[]): boolean {
  const text = wishText(q);
  if (NO_ENDURANCE.test(text)) return false;
  return goals.includes("weight_loss") || goals.includes("general_fitness") || goals.includes("health") || ENDURANCE_WISH.test(text);
}

/** The ramp-up sets of a main lift, written as such (not working sets). */
export const RAMP_UP_NOTE = "vorher Aufwärmsätze (keine Arbeitssätze): leere Stange ×10, ca. 50 % ×5, 70 % ×3, 85 % ×1";

/**
 * The wish names a load goal for the lift ("Kreuzheben 100 kg schaffen", "Ziel 160 kg", round 6:
 * "Deadlift 125 kg at a local powerlifting meet", "beim Wettkampf", "neuer PR").
 */
function loadGoal(clause: string): boolean {
  return namesLoad(clause) && /ziel|goal|target|schaff|erreich|bis\b|\bmeet\b|wettkampf|competition|contest|turnier|\bpr\b|\bpb\b|personal (?:best|record)|bestleistung|rekord/i.test(clause);
}

/**
 * The wished lifts' rows after scheduling (decision 0103):
 * - a load goal of a lift the customer does is trained in the strength range (4–6 reps, 3–4 minutes
 *   rest) unless they are a beginner or returner;
 * - a stated lift ("85 kg × 3", "140 kg x 8") gives the working weight: the estimated 1RM (Epley) ×
 *   the share of the rep range's low end at the plan's RIR (loads.ts shareOfMax), rounded to the
 *   equipment's steps, with ramp-up sets written as such;
 * - a progression (negatives for a first pull-up) says in one sentence why it stands there.
 */
export function applyWishes(ctx: Ctx, days: GeneratedDay[]): void {
  const text = liftText(ctx.q);
  for (const w of ctx.wished ?? []) {
    const k = key(w.exercise.name);
    const clause = clauseNaming(text, w.named);
    const kind = loadKind(w.exercise);
    // A follow-up's logged sets come before the questionnaire's figure (decision 0126; round 7: a stated
    // 140 × 3 raised the deadlift to 127,5 kg where he had logged 105–110 kg with a rounded back).
    const dec = ctx.decisions.get(k);
    const e1rm = dec?.rescaled ?? (dec && dec.loggedSets > 0 ? undefined : ctx.maxes.get(fold(w.named)));
    const strength = !w.progression && loadGoal(clause) && ctx.q.training_level !== "beginner" && ctx.q.training_level !== "returning" && ctx.safety.minReps === 0;
    for (const row of days.flatMap((d) => d.exercises).filter((r) => key(r.name) === k)) {
      const notes = row.notes ? row.notes.split(", ") : [];
      if (w.progression) {
        row.notes = [progressionNote(), ...notes.filter((n) => !/explosiv/i.test(n))].join(", ");
        continue;
      }
      if (strength) {
        row.reps = "4-6";
        row.rest = "3-4 Min";
      }
      if (e1rm !== undefined && (kind === "barbell" || kind === "machine")) {
        const low = numbersIn(row.reps)[0] ?? 8;
        const share = shareOfMax(low, numbersIn(row.reps)[1], ctx.rir.value);
        row.weight = `${de(roundForKind(kind, e1rm * share))} kg (≈ ${Math.round(share * 100)} % 1RM)`;
        if (kind === "barbell" && low <= 8 && rampsUp(row.weight) && !notes.some((n) => n.startsWith("vorher Aufwärmsätze"))) notes.push(RAMP_UP_NOTE);
        row.notes = notes.join(", ");
      }
    }
  }
}
