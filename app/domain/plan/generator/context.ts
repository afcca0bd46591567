/**
 * The generator's context (types.ts Ctx): the questionnaire read into goals, equipment, the
 * exercises the customer can and may do (safety, dislikes, feedback pain), the text filter, the
 * previous plan's feedback and the lifts the customer names in their wishes.
 */
import { dislikeMatcher } from "~/domain/coaching/dislikes";
import { floorDislike, floorExercise, floorText } from "~/domain/coaching/floor";
import { requestedMuscleGroups, sportPrehabGroups } from "~/domain/coaching/goals";
import { impactBarredBecause, isImpactExercise, namesImpact } from "~/domain/coaching/impact";
import { healthTextNames } from "~/domain/coaching/named-exercises";
import { conditionRule, conditionsInText, safetyProfile, satisfiesInclusion } from "~/domain/coaching/safety";
import { stem, wordsOf } from "~/domain/coaching/text";
import type { ExerciseRecord, InjuryRecord } from "~/domain/exercises/types";
import type { Equipment, MainGoal } from "~/domain/questionnaire/options";
import { isCardioExercise } from "~/domain/plan/parser";
import { statedMaxes } from "./loads";
import { previousPlanRows } from "./previous";
import { UNSUPPORTED_BALANCE, needsBalanceCare, saysTooLong } from "./structure";
import { FREQUENCY_DAYS, baseSets, repScheme, rirText } from "./profile";
import { readFeedback } from "./feedback-reading";
import { feedbackDislikes } from "./feedback-dislikes";
import { SKIPPED_REASON, skippedEveryTime } from "./skipped";
import { recoveryReason } from "./recovery";
import { FALLBACK_CARDIO, equipmentOk } from "./selection";
import { isBeginnerRegression, isOlympicLift, isPower, needlessMakeshift } from "./classify";
import type { Ctx, Exclusion, GeneratorInput, PainAt, PrevRow } from "./types";
import { NAMED_COMPLAINT, fnv1a, key } from "./util";
import { personalNotes } from "./warmup-rest";
import { redFlagsIn, screeningFlag } from "./red-flags";
import { liftText, notYetLifts, wishedLifts, wishedMaxes, type WishedLift } from "./wishes";
import { ownedWeights } from "./owned-weights";

export function dedupeExercises(list: ExerciseRecord[]): ExerciseRecord[] {
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

/** The whole plan's feedback reaction: the plan feedback's, else the days' ("reduce" wins). */
export type FeedbackReaction = { reaction: "reduce" | "increase" | "none"; signals: string[] };

export interface PlanContext {
  ctx: Ctx;
  /** Every exercise of the database, one per name. */
  all: ExerciseRecord[];
  byName: Map<string, ExerciseRecord>;
  prevRows: PrevRow[];
  reading: ReturnType<typeof readFeedback> | undefined;
  fb: FeedbackReaction;
  /** The disliked words, as the intro names them. */
  words: string[];
  /** Every exercise of the usable pool left out, as "Name – Grund". */
  excluded: string[];
}

/** Symptoms that radiate into a limb or are neurological (round 3): a coach pauses the pattern and refers. */
export const RADIATING =
  /ins (?:linke |rechte )?bein|in die (?:linke |rechte )?(?:hand|wade|leiste)|in den (?:linken |rechten )?(?:arm|fuß|fuss|po)|ausstrahl|strahlt|kribbel|taub|ischias|sciatica|radiat|tingl|numb|pins and needles|down (?:my|the) leg/i;
export const RADIATING_PAUSE = "pausiert wegen ausstrahlender Beschwerden laut Ihrem Feedback";

export function planContext(input: GeneratorInput): PlanContext {
  const q = input.questionnaire;
  const previous = input.previous;
  const sequenceNumber = previous ? previous.sequenceNumber + 1 : 1;
  const seed = planSeed(q, sequenceNumber);

  const goals: MainGoal[] = q.main_goals.length > 0 ? [...q.main_goals] : ["general_fitness"];
  const primary = goals[0]!;
  const available = new Set<Equipment>(q.equipment.filter((e) => e !== "none"));
  const all = dedupeExercises(input.exercises);
  const usable = all.filter((ex) => equipmentOk(ex, available));

  // The previous plan's feedback, clause by clause (feedback-reading.ts).
  const prevRows = previous ? previousPlanRows(previous.planText) : [];
  const reading = previous ? readFeedback([...new Set(prevRows.map((r) => r.name))], previous.dayFeedback, previous.planFeedback, englishNamesIn(all)) : undefined;
  const painText = reading?.painBodyParts.join(", ") ?? "";
  const safety = safetyProfile({ age: q.age, healthText: q.health_restrictions, extraTexts: painText ? [painText] : [] }, input.injuries);
  const redFlags = previous ? redFlagsIn(previous.dayFeedback, previous.planFeedback) : [screeningFlag(q.health_restrictions, safety.conditions.map((c) => c.id))].filter((f) => f !== null); // (red-flags.ts)
  const matched: InjuryRecord[] = safety.records;
  const { saidNoMore, skipped, answers } = saidAndDone(previous, prevRows, all, available); // ("not again", skipped every time: decision 0126)
  const [dislikes, floor] = [dislikeMatcher([q.exercise_dislikes, ...saidNoMore].filter(Boolean).join("\n")), floorDislike([q.exercise_dislikes, ...saidNoMore].join("\n"))] as const; // (floor work: coaching/floor.ts)
  const words = [...dislikes.concepts.map((c) => c.label), ...dislikes.wordTerms.map((t) => t.replace(/\*/g, ""))];

  // Pain at an exercise (issue 23): that exercise goes, and its movement pattern regresses — no
  // harder, jumping or explosive variant of it, the joint-friendlier ones first (selection.ts).
  const byNameAll = new Map(all.map((e) => [key(e.name), e] as const));
  const painAt = painAtFrom(reading, prevRows, byNameAll);
  // Jumps and impact: never for a joint complaint (health text or feedback), a home beginner, 60+,
  // pregnancy or high blood pressure (coaching/impact.ts).
  const painConditions = conditionsInText(painAt.flatMap((p) => p.parts).join(", ")).map(conditionRule);
  const impactWhy = impactBarredBecause({ level: q.training_level, equipment: q.equipment, conditions: [...safety.conditions, ...painConditions] });
  const painFor = (ex: ExerciseRecord) => painAt.find((p) => p.pattern === ex.movementPattern);
  // Radiating symptoms pause the provoking pattern and its kin (squat and lunge are both loaded knee-dominant leg work).
  const KIN: Partial<Record<string, string[]>> = { squat: ["squat", "lunge"], lunge: ["squat", "lunge"] };
  const pausedBy = (ex: ExerciseRecord) => painAt.some((p) => p.radiating && (KIN[p.pattern] ?? [p.pattern]).includes(ex.movementPattern));

  const { exclusionReason, excluded } = exclusionsFor(usable, (ex) => {
    const reasons: string[] = [];
    const violation = safety.exerciseViolation(ex);
    const painPattern = painFor(ex);
    if (reading?.exercises.get(key(ex.name))?.pain) reasons.push("wegen Schmerzen bei dieser Übung laut Ihrem Feedback");
    else if (skipped.has(key(ex.name))) reasons.push(SKIPPED_REASON);
    else if (pausedBy(ex)) reasons.push(RADIATING_PAUSE);
    else if (healthTextNames(q.health_restrictions, ex.name) || healthTextNames(q.health_restrictions, ex.nameEn ?? "")) reasons.push(NAMED_COMPLAINT);
    else if (violation) reasons.push(`mit Rücksicht auf ${violation.condition}`);
    else if (impactWhy && isImpactExercise(ex)) reasons.push(`ohne Sprünge und Stoßbelastung (${impactWhy})`);
    else if (painPattern && (ex.difficulty > painPattern.difficulty || isPower(ex))) reasons.push(`gelenkschonender wegen Ihrer Beschwerden bei ${painPattern.exercise}`);
    else if (overheadLoaded(ex) && painAt.some((p) => p.instability && p.parts.includes("Schulter"))) reasons.push(UNSTABLE_SHOULDER);
    else if (ex.difficulty > safety.maxDifficulty) reasons.push(`mit Rücksicht auf ${safety.conditions.find((c) => c.maxDifficulty)?.label ?? "Ihre Gesundheit"}`);
    return reasons;
  }, (ex) => dislikes.exerciseHit(ex) !== null || floorExercise(ex, floor, available.has("barbell") || available.has("machines")));
  // Olympic lifts (power clean, snatch, jerk with the barbell) are technique a coach teaches in
  // person: only for a customer who names them or weightlifting (issue 23).
  const askedOlympic = /umsetz|reiss|reiß|clean|snatch|jerk|stossen|stoßen|gewichtheb|weightlift|olymp|crossfit/i.test(
    [q.personal_wishes, q.training_preferences, q.other_sport_details].filter(Boolean).join(" "),
  );
  // Balance care (70+, or balance problems / falls named): no unsupported single-leg or unstable work.
  const balanceSafe = (ex: ExerciseRecord) => !needsBalanceCare(q) || !UNSUPPORTED_BALANCE.test(`${ex.name} ${ex.nameEn}`);
  // A lift the wishes name but the customer cannot do yet ("den ersten Klimmzug") gives way to its progression (wishes.ts).
  const wished = wishedLifts(q, usable.filter((ex) => !exclusionReason.has(key(ex.name)) && balanceSafe(ex)));
  const [notYet, notNeeded] = [notYetLifts(wished, usable), notNeededFor(q.training_level, usable, [...matched, ...safety.conditions])] as const;
  let allowed = usable.filter((ex) => !exclusionReason.has(key(ex.name)) && (askedOlympic || !isOlympicLift(ex)) && balanceSafe(ex) && !notYet.has(key(ex.name)) && !notNeeded.has(ex.name));
  const clean = (text: string): boolean => dislikes.textHit(text) === null && !floorText(text, floor);
  allowed = withSafetyNets(allowed, usable, exclusionReason, safety.inclusions, clean);
  const allowedNames = new Set(allowed.map((e) => key(e.name)));
  // Warm-up lines, rest-day lines and notes: no disliked word, nothing the conditions forbid.
  // Memoised per plan: the same cue, warm-up and rest-day lines are judged many times.
  const safeText = memoised((text: string) => clean(text) && safety.textViolation(text) === null && !(impactWhy && namesImpact(text)));

  const byName = new Map(all.map((e) => [key(e.name), e] as const));

  const fb = feedbackReaction(reading);

  const targetDifficulty =
    q.training_level === "advanced" ? 3 : q.training_level === "intermediate" ? 2 : 1;

  const ctx: Ctx = {
    q,
    seed,
    goals,
    primary,
    scheme: repScheme(primary, q.training_level),
    sets: baseSets(q.training_level, q.training_intensity, q.session_duration),
    rir: rirText(q.training_level, q.training_intensity, q.age, redFlags.some((f) => f.kind !== "nerve") ? Math.max(3, safety.minRir) : safety.minRir),
    redFlags,
    available,
    usable,
    allowed,
    allowedNames,
    notYetLifts: usable.filter((ex) => notYet.has(key(ex.name)) && !exclusionReason.has(key(ex.name)) && balanceSafe(ex)),
    exclusionReason,
    clean: safeText,
    targetDifficulty: q.age >= 65 ? Math.min(targetDifficulty, 2) : targetDifficulty,
    previousNames: new Set(),
    preferredNames: new Set(),
    decisions: new Map(),
    reaction: fb.reaction,
    tooLong: previous ? saysTooLong([previous.planFeedback ?? "", ...previous.dayFeedback.map((f) => f.text)]) : false,
    sequenceNumber,
    usage: new Map(),
    matchedInjuries: matched,
    safety,
    dislikes,
    personalNotes: [],
    ...answers,
    restDayCount: 14 - 2 * FREQUENCY_DAYS[q.training_frequency],
    painAt,
    impactWhy,
    previousRowNames: new Set(prevRows.map((r) => key(r.name))),
    focusGroups: [...new Set([...requestedMuscleGroups([q.personal_wishes, q.training_preferences].filter(Boolean).join("; ")), ...(q.other_sport || goals.includes("sport_support") ? sportPrehabGroups(q.other_sport_details) : [])])],
    ...statedNumbers(q, wished),
    wished,
  };
  ctx.personalNotes = personalNotes(ctx);
  for (const name of preferredByWishes(q, allowed)) ctx.preferredNames.add(name);
  return { ctx, all, byName, prevRows, reading, fb, words, excluded };
}

/**
 * Dislikes stated in the feedback ("keine Ausfallschritte mehr") bind like the questionnaire's
 * (feedback-dislikes.ts); an exercise skipped on every day it was due is replaced (skipped.ts).
 */
function saidAndDone(
  previous: GeneratorInput["previous"],
  prevRows: readonly PrevRow[],
  all: readonly ExerciseRecord[],
  available: ReadonlySet<Equipment>,
): { saidNoMore: string[]; skipped: Set<string>; answers: Pick<Ctx, "recovery" | "feedbackDislikes"> } {
  if (!previous) return { saidNoMore: [], skipped: new Set(), answers: {} };
  const saidNoMore = feedbackDislikes([previous.planFeedback, ...previous.dayFeedback.map((f) => f.text)], all.flatMap((e) => [e.name, e.nameEn ?? ""]));
  const byName = new Map(all.map((e) => [key(e.name), e] as const));
  return {
    saidNoMore,
    skipped: skippedEveryTime(prevRows, previous.progress),
    answers: {
      recovery: recoveryReason(prevRows, previous.progress, previous.dayFeedback, previous.planFeedback),
      feedbackDislikes: saidNoMore.length > 0 ? { said: saidNoMore, removed: removedByFeedback(prevRows, byName, saidNoMore, available) } : undefined,
    },
  };
}

/** The previous plan's exercises the feedback's "not again" phrases rule out, as that plan named them. */
function removedByFeedback(prevRows: readonly PrevRow[], byName: ReadonlyMap<string, ExerciseRecord>, said: readonly string[], available: ReadonlySet<Equipment>): string[] {
  const text = said.join("\n");
  const [m, floor] = [dislikeMatcher(text), floorDislike(text)] as const;
  const hasBench = available.has("barbell") || available.has("machines");
  return [...new Set(prevRows.map((r) => r.name))].filter((name) => {
    const rec = byName.get(key(name));
    return rec ? m.exerciseHit(rec) !== null || floorExercise(rec, floor, hasBench) : m.textHit(name) !== null;
  });
}

/** The plan's seed: the questionnaire's answers and the plan's number (the same answers, the same plan). */
function planSeed(q: GeneratorInput["questionnaire"], sequenceNumber: number): number {
  return fnv1a(
    JSON.stringify([
      q.age, q.gender, q.main_goals, q.training_intensity, q.training_frequency, q.session_duration,
      q.daily_activity, q.training_level, q.current_training, q.training_experience, q.equipment,
      q.health_restrictions, q.exercise_dislikes, q.training_preferences, q.personal_wishes,
      q.other_sport_details, q.first_name, sequenceNumber,
    ]),
  );
}

const JOINTS: readonly string[] = ["knee", "shoulder", "wrist", "elbow", "lower_back", "hip", "spinal_load"];

/**
 * Exercises the customer does not need (decision 0117): furniture stands in for a bar or cable only
 * where the customer has no equipment for that pattern (classify.ts; where the real exercises are left
 * out for a condition, so is their makeshift copy); an advanced customer gets no beginner regressions
 * (knee side plank, wall push-up) unless an injury or a condition of the joints asks for the gentler
 * variant (asthma does not).
 */
function notNeededFor(level: string, usable: readonly ExerciseRecord[], health: readonly { avoidTags: readonly string[] }[]): Set<string> {
  const out = needlessMakeshift(usable);
  const advancedHealthy = level === "advanced" && !health.some((c) => c.avoidTags.some((t) => JOINTS.includes(t)));
  for (const ex of usable) if (advancedHealthy && isBeginnerRegression(ex)) out.add(ex.name);
  return out;
}

/** The previous plan's exercises the feedback names with pain, with their pattern and the pain's words. */
function painAtFrom(reading: PlanContext["reading"], prevRows: PrevRow[], byNameAll: Map<string, ExerciseRecord>): PainAt[] {
  const painAt: PainAt[] = [];
  for (const [k, f] of reading?.exercises ?? []) {
    const rec = byNameAll.get(k);
    const name = prevRows.find((r) => key(r.name) === k)?.name ?? rec?.name;
    if (!f.pain || !rec || !name) continue;
    const friendly = conditionsInText(f.painParts.join(", ")).flatMap((id) => conditionRule(id).include ?? []);
    painAt.push({ exercise: name, pattern: rec.movementPattern, difficulty: rec.difficulty, parts: f.painParts, excerpt: f.excerpt, friendly, radiating: RADIATING.test(f.excerpt), instability: f.instability === true });
  }
  return painAt;
}

/** Every usable exercise left out, with its reason: the injury reasons first, then "auf Ihren Wunsch". */
function exclusionsFor(
  usable: ExerciseRecord[],
  injuryReasons: (ex: ExerciseRecord) => string[],
  isDisliked: (ex: ExerciseRecord) => boolean,
): { exclusionReason: Map<string, Exclusion>; excluded: string[] } {
  const exclusionReason = new Map<string, Exclusion>();
  const excluded: string[] = [];
  for (const ex of usable) {
    const reasons = injuryReasons(ex);
    const injury = reasons.length > 0;
    const disliked = isDisliked(ex);
    if (disliked) reasons.push("auf Ihren Wunsch");
    if (reasons.length > 0) {
      const reason = [...new Set(reasons)].join(", ");
      exclusionReason.set(key(ex.name), { reason, injury, disliked });
      excluded.push(`${ex.name} – ${reason}`);
    }
  }
  return { exclusionReason, excluded };
}

/** A text judgement memoised per plan (the same cue, warm-up and rest-day lines are judged many times). */
function memoised(judge: (text: string) => boolean): (text: string) => boolean {
  const memo = new Map<string, boolean>();
  return (text) => {
    let ok = memo.get(text);
    if (ok === undefined) {
      ok = judge(text);
      memo.set(text, ok);
    }
    return ok;
  };
}

/** The whole plan's reaction: the plan feedback's, else the days' ("reduce" wins). */
function feedbackReaction(reading: PlanContext["reading"]): FeedbackReaction {
  const dayReactions = [...(reading?.days.values() ?? [])];
  if (reading && reading.plan.reaction !== "none") return reading.plan;
  if (dayReactions.length === 0) return { reaction: "none", signals: [] };
  return {
    reaction: dayReactions.some((r) => r.reaction === "reduce") ? "reduce" : "increase",
    signals: [...new Set(dayReactions.flatMap((r) => r.signals))],
  };
}

/**
 * Lifts the customer names in their wishes or preferences ("500 kg Total (Kniebeuge,
 * Bankdrücken, Kreuzheben)"): chosen first where they fit a slot.
 */
function preferredByWishes(q: GeneratorInput["questionnaire"], allowed: ExerciseRecord[]): string[] {
  const wishWords = wordsOf([q.personal_wishes, q.training_preferences].filter(Boolean).join(" "));
  if (wishWords.length === 0) return [];
  return allowed
    .filter((e) => {
      const name = wordsOf(e.name);
      return name.length > 0 && wishWords.some((w) => w.length >= 5 && name[0]!.startsWith(stem(w)));
    })
    .map((e) => key(e.name));
}

/**
 * The allowed pool's safety nets: for a tiny database dislikes give way before a session would stay
 * empty (injuries never do); what the conditions require (pelvic floor, rotator cuff) when the
 * database has nothing for it; a recognisable, joint-friendly cardio option (walking) when none is left.
 */
function withSafetyNets(
  allowed: ExerciseRecord[],
  usable: ExerciseRecord[],
  exclusionReason: Map<string, Exclusion>,
  inclusions: Ctx["safety"]["inclusions"],
  clean: (text: string) => boolean,
): ExerciseRecord[] {
  let out = allowed;
  const strengthCount = (list: ExerciseRecord[]) => list.filter((e) => !["warmup", "mobility", "cardio"].includes(e.movementPattern)).length;
  if (strengthCount(out) < 4) {
    const injuryOnly = usable.filter((ex) => !exclusionReason.get(key(ex.name))?.injury);
    if (strengthCount(injuryOnly) > strengthCount(out)) out = injuryOnly;
  }
  for (const inc of inclusions) {
    if (inc.fallback && !out.some((e) => satisfiesInclusion(e.name, inc) && e.movementPattern !== "warmup")) out = [...out, inc.fallback];
  }
  if (!out.some((e) => e.movementPattern === "cardio" && isCardioExercise(e.name)) && clean(FALLBACK_CARDIO.name)) out = [...out, FALLBACK_CARDIO];
  return out;
}

/** What the customer states in numbers: lifts (1RMs by lift, decision 0103/0110) and the weights they own (0110). */
function statedNumbers(q: GeneratorInput["questionnaire"], wished: readonly WishedLift[]): Pick<Ctx, "maxes" | "owned"> {
  return { maxes: new Map([...statedMaxes(liftText(q)), ...wishedMaxes(q, wished)]), owned: ownedWeights(q) };
}

/** An exercise's English name, for reading an English customer's feedback ("reverse lunges"). */
/** The exclusion reason for overhead pressing after a shoulder instability feeling (words.ts renders it in English). */
export const UNSTABLE_SHOULDER = "ohne Last über Kopf wegen des Instabilitätsgefühls in der Schulter laut Ihrem Feedback";
/**
 * After an instability feeling in the shoulder (decision 0131): no pressing overhead and no loaded arm
 * overhead (the pullover) — the end range a shoulder that has dislocated gives way in.
 */
const overheadLoaded = (ex: ExerciseRecord) => ex.movementPattern === "push_vertical" || /[üu]berzug|ueberzug|pull-?over/i.test(`${ex.name} ${ex.nameEn ?? ""}`);

export function englishNamesIn(all: readonly ExerciseRecord[]): (name: string) => string[] {
  return (name) => {
    const en = all.find((e) => key(e.name) === key(name))?.nameEn;
    return en ? [en] : [];
  };
}
