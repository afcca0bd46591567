/**
 * The built-in offline plan generator (used when no AI provider is configured, and as the
 * reference writer of the plan text format in docs/plan-format.md).
 *
 * Pure and deterministic: the same input gives the same text. Variety (which of several equally
 * good exercises is chosen) comes from a hash of the input, never from Math.random or the clock.
 * The exercise database and the injuries list are inputs because the admin can edit both.
 *
 * Modules, in the order a plan is made:
 *   context.ts      questionnaire → the context: goals, equipment, what the customer can and may do
 *   profile.ts      days, session length, rep scheme, sets, RIR
 *   follow-up.ts    follow-ups: each exercise's progression from the logged sets and feedback
 *                   (progression.ts, previous.ts, loads.ts)
 *   templates.ts    session templates and the weekly split
 *   schedule.ts     the two weeks' sessions and rest days (selection.ts: which exercise fills each
 *                   slot; rows.ts: sets, reps, rest and notes; warmup-rest.ts)
 *   inclusions.ts   what the conditions require, in enough weekly sets
 *   continuity.ts   week 2's variation, and week 2 bringing back what can progress
 *   fit.ts          weekly sets per muscle group and the session window (fit-tools.ts, fit-volume.ts,
 *                   fit-raise.ts, fit-lower.ts, fit-time.ts)
 *   text.ts         the plan text
 * Safety, dislikes, goals and text matching come from app/domain/coaching/.
 */
import { inKilograms } from "./pounds";
import { SESSION_WINDOWS } from "~/domain/coaching/fit";
import { conditionRule, conditionsInText } from "~/domain/coaching/safety";
import { FREQUENCY_DAYS } from "./profile";
import { englishNamesIn, planContext } from "./context";
import { guaranteeVariation, keepWeekOne, sameRowsSameWarmUp, sameSetsInWeek, stateWeekTwoRules } from "./continuity";
import { fitToBooking, sessionMinutes, settleCircuits, weeksMeetRanges } from "./fit";
import { fitToolsFor } from "./fit-tools";
import { followUpChanges } from "./explain";
import { decideFollowUp } from "./follow-up";
import { planSessionMinutes, shortenFurther, shorteningOf, statedMinuteLimit, tooLongNote, tooLongTarget } from "./follow-up-time";
import { addInclusionRows } from "./inclusions";
import { keepEasySets, keepSetNotesTrue } from "./feedback-sets";
import { holdVolume, reportsFatigue } from "./recovery";
import { DAYS_CHANGED, applyScheduleWishes } from "./feedback-schedule";
import { type QuestionContext, questionLines } from "./feedback-questions";
import { ENGLISH_TABLE_HEADER, planTextEn, previousInGerman } from "./english";
import { scheduleDays } from "./schedule";
import { balancePushPull, shortenSessions } from "./structure";
import { key } from "./util";
import { dedupeSubs, planText } from "./text";
import type { GeneratedDay, GeneratedPlan, GeneratedPlanSummary, GeneratorInput, ProgressionDecision } from "./types";
import { planLanguage } from "./words";
import { applyWishes } from "./wishes";
import { capStatedReps } from "./stated-reps";
import { noteSkillRows, skillGoals, skillPool } from "./skill-goals";

export type * from "./types";
export { loadKind } from "./classify";
export { dedupeExercises } from "./context";
export { variationShare } from "./continuity";
export { parseWeightCell, readPlanRows } from "./previous";
export { feedbackReaction } from "./feedback-reaction";

/**
 * The progression notes speak only of exercises in the new plan (round 3: no note for an exercise
 * that was replaced or dropped); a harder variation counts by its replacement.
 */
export function decisionsInPlan(decisions: readonly ProgressionDecision[], days: readonly GeneratedDay[]): ProgressionDecision[] {
  const names = new Set(days.flatMap((d) => d.exercises.map((r) => key(r.name))));
  return decisions.filter((d) => names.has(key(d.exercise)) || (d.replacement !== undefined && names.has(key(d.replacement))));
}
export { FALLBACK_CARDIO } from "./selection";
export { planLanguage, type PlanLanguage } from "./words";
export { matchInjuries as matchInjuryRecords } from "~/domain/coaching/safety";

/**
 * A follow-up's questionnaire after the feedback's schedule and session-length wishes (decision 0131)
 * and the conditions' cap on sessions a week, with the lines that say what changed or why not.
 */
function scheduleWishes(request: GeneratorInput): { q: GeneratorInput["questionnaire"]; lines: string[]; changedDays: boolean } {
  const prev = request.previous;
  if (!prev) return { q: cappedFrequency(request.questionnaire), lines: [], changedDays: false };
  const texts = [prev.planFeedback ?? "", ...prev.dayFeedback.map((f) => f.text)];
  const wished = applyScheduleWishes(request.questionnaire, texts, { limit: statedMinuteLimit(texts), tired: texts.some((t) => reportsFatigue(t)) });
  const q = cappedFrequency(wished.q);
  const [want, n] = [FREQUENCY_DAYS[wished.q.training_frequency], FREQUENCY_DAYS[q.training_frequency]];
  const changed = wished.lines.some((l) => l.startsWith(DAYS_CHANGED));
  // A health cap below the wish: the plan says why it stays.
  const lines = n < want ? wished.lines.map((l) => (l.startsWith(DAYS_CHANGED) ? `Ihr Wunsch nach ${want} Trainingstagen pro Woche: Dieser Plan bleibt bei ${n} Tagen, weil Ihre gesundheitlichen Angaben höchstens ${n} Einheiten pro Woche erlauben.` : l)) : wished.lines;
  return { q, lines, changedDays: changed && n === want };
}

/** The feedback's questions with their answers (feedback-questions.ts). */
function feedbackQuestionLines(pc: ReturnType<typeof planContext>, previous: NonNullable<GeneratorInput["previous"]>, o: Pick<QuestionContext, "days" | "substitutions" | "shorter" | "newDaysPerWeek">): string[] {
  const texts = [{ day: 0, text: previous.planFeedback ?? "" }, ...previous.dayFeedback];
  return questionLines(texts, { ...o, previousNames: [...new Set(pc.prevRows.map((r) => r.name))], alsoKnownAs: englishNamesIn(pc.all), patternOf: (n) => pc.byName.get(key(n))?.movementPattern, decisions: pc.ctx.decisions, redFlags: pc.ctx.redFlags });
}

/** The questionnaire with its frequency capped by the conditions' most sessions a week (decision 0128). */
function cappedFrequency(q: GeneratorInput["questionnaire"]): GeneratorInput["questionnaire"] {
  const caps = conditionsInText(q.health_restrictions).map((id) => conditionRule(id).maxSessionsPerWeek).filter((n): n is number => n !== undefined);
  if (caps.length === 0) return q;
  const cap = Math.min(...caps);
  const allowed = (Object.keys(FREQUENCY_DAYS) as (keyof typeof FREQUENCY_DAYS)[]).filter((f) => FREQUENCY_DAYS[f] <= cap).sort((a, b) => FREQUENCY_DAYS[b] - FREQUENCY_DAYS[a]);
  return FREQUENCY_DAYS[q.training_frequency] > cap && allowed[0] ? { ...q, training_frequency: allowed[0] } : q;
}

export function generatePlan(request: GeneratorInput): GeneratedPlan {
  // English plans are composed in the generator's German and rendered in English (english.ts).
  const english = planLanguage(request.language) === "en";
  // A previous plan in English (also when the customer has since switched to German) is read in German.
  const previousEnglish = request.previous !== undefined && (english || ENGLISH_TABLE_HEADER.test(request.previous.planText));
  const translated = previousEnglish && request.previous ? { ...request, previous: previousInGerman(request.previous, request.exercises, request.injuries) } : request;
  // Loads in pounds are read as kg (pounds.ts), then the feedback's days and minutes wishes and a condition's cap on sessions (decision 0131).
  const wishes = scheduleWishes({ ...translated, questionnaire: inKilograms(translated.questionnaire) });
  const input = { ...translated, questionnaire: wishes.q };
  const pc = planContext(input);
  const { ctx, byName, prevRows, fb, words, excluded } = pc;
  const { q, safety } = ctx;
  Object.assign(ctx, { english, scheduleLines: wishes.lines, fromPounds: inKilograms(translated.questionnaire) !== translated.questionnaire });
  const matched = ctx.matchedInjuries;

  // Follow-up: read the previous plan and decide the progression per exercise.
  const decisions = decideFollowUp(pc, input.previous);
  // The two weeks' sessions and rest days.
  const { days, trainingDays, restDays, substitutions, daysPerWeek, split, n, wantsCardio, hasCardio } = scheduleDays(pc, input.previous);
  // The lifts the wishes name: strength range for a load goal, loads from stated lifts, progressions (wishes.ts).
  applyWishes(ctx, days);
  // A stated bodyweight max ("10 Klimmzüge") caps the reps of that movement (stated-reps.ts).
  capStatedReps(q, days);
  // What the conditions require: enough weekly sets in both weeks.
  const inclusionRows = addInclusionRows(ctx, days);
  // The skills and everyday goals the wishes name: their progression in both weeks (skill-goals.ts).
  ctx.skills = skillGoals(q);
  for (const r of addInclusionRows(ctx, days, { list: ctx.skills, pool: skillPool(ctx), why: (label) => `für Ihr Ziel (${label})`, keep: inclusionRows })) inclusionRows.add(r);
  noteSkillRows(ctx.skills, days);
  // Week 2 varies: where a swap was impossible, a set more.
  const minVariation = guaranteeVariation(days);

  // Fit both weeks to the booking: weekly sets per muscle group and the session window.
  const fitTools = fitToolsFor(ctx, days, byName, inclusionRows);
  const backProblems = safety.conditions.some((c) => c.id === "back");
  fitToBooking(ctx, fitTools, days, backProblems);

  const booked = SESSION_WINDOWS[q.session_duration];
  // "Too long" in the feedback: sessions that fit the stated minutes, else clearly shorter than
  // before, inside the weekly ranges (follow-up-time.ts, structure.ts); the later passes keep to it.
  const tooLongTexts = input.previous ? [input.previous.planFeedback ?? "", ...input.previous.dayFeedback.map((f) => f.text)] : [];
  const limit = ctx.tooLong ? statedMinuteLimit(tooLongTexts) : undefined;
  const previousMinutes = ctx.tooLong && input.previous ? [...planSessionMinutes(input.previous.planText).values()] : [];
  const short = ctx.tooLong ? tooLongTarget(booked, previousMinutes, limit) : undefined;
  if (short) {
    const holds = () => weeksMeetRanges(ctx, fitTools, days, backProblems).every(Boolean) && days.every((d) => d.isRestDay || sessionMinutes(d) >= short.floor);
    shortenSessions(days, { min: short.target, max: short.target }, sessionMinutes, holds, (r) => fitTools.isRequired(r));
    shortenFurther(days, short.target, sessionMinutes, holds, (r) => fitTools.isRequired(r));
  }
  // After shortening, no later pass makes a session longer than the target (or than it now is).
  const window = short ? { min: short.floor, max: Math.min(booked.max, Math.max(short.target, ...days.filter((d) => !d.isRestDay).map(sessionMinutes))) } : booked;
  // Push and pull in balance over each week (structure.ts), inside the window and the weekly ranges.
  balancePushPull(days, () => weeksMeetRanges(ctx, fitTools, days, backProblems).every(Boolean) && days.every((d) => d.isRestDay || (sessionMinutes(d) <= window.max && sessionMinutes(d) >= window.min)), (r) => fitTools.isRequired(r) || ["increase", "more_reps"].includes(ctx.decisions.get(key(r.name))?.kind ?? ""), fb.reaction !== "reduce" && !ctx.tooLong);
  // Week 2 brings back most of week 1, so it can progress (continuity.ts).
  const weekTwoFits = () =>
    weeksMeetRanges(ctx, fitTools, days, backProblems)[1] &&
    days.filter((d) => !d.isRestDay && d.day > 7).every((d) => sessionMinutes(d) >= window.min && sessionMinutes(d) <= window.max);
  keepWeekOne(days, weeksMeetRanges(ctx, fitTools, days, backProblems), weekTwoFits);
  sameRowsSameWarmUp(days, (d) => sessionMinutes(d) >= window.min && sessionMinutes(d) <= window.max);
  // "zu leicht" at an exercise never costs it a set (issue 23): where the fit pass left it below the
  // previous plan, its sets come back while the window and the weekly ranges hold.
  keepEasySets(pc, days, (d) => sessionMinutes(d) <= window.max, () => weeksMeetRanges(ctx, fitTools, days, backProblems).every(Boolean));
  // One exercise, one set count within a week (continuity.ts).
  sameSetsInWeek(days, (d) => sessionMinutes(d) <= window.max, () => weeksMeetRanges(ctx, fitTools, days, backProblems).every(Boolean));
  // After a tired fortnight no exercise gets more sets than before (recovery.ts, decision 0126).
  if (ctx.recovery) holdVolume(days, prevRows);
  // Feedback notes ("1 Satz mehr") say what the fitted rows really do.
  keepSetNotesTrue(days, prevRows);
  // Rows done without rest (a superset or circuit) say where the round's rest comes (fit-time.ts).
  settleCircuits(days.filter((d) => !d.isRestDay), window.max);
  // Rows the fit pass added to both weeks progress by the same stated rule as the rest.
  stateWeekTwoRules(ctx, days, byName);
  // (rows the fit pass added keep to a stated max too)
  capStatedReps(q, days);
  // The later passes (week 2's repeated warm-up, kept sets) may have added a minute back: the target holds.
  if (short) shortenFurther(days, short.target, sessionMinutes, () => weeksMeetRanges(ctx, fitTools, days, backProblems).every(Boolean) && days.every((d) => d.isRestDay || sessionMinutes(d) >= short.floor), (r) => fitTools.isRequired(r));
  if (short) ctx.tooLongNote = tooLongNote(days.filter((d) => !d.isRestDay).map(sessionMinutes), previousMinutes, limit, shorteningOf(prevRows, days));

  const substitutionsUnique = dedupeSubs(substitutions);
  if (input.previous) ctx.questionLines = feedbackQuestionLines(pc, input.previous, { days, substitutions: substitutionsUnique, shorter: short !== undefined, newDaysPerWeek: wishes.changedDays ? daysPerWeek : undefined }); // (the feedback's questions answered, decision 0131)
  const counts = days.filter((d) => !d.isRestDay).map((d) => d.exercises.length);
  const countText = Math.min(...counts) === Math.max(...counts) ? String(counts[0] ?? n) : `${Math.min(...counts)}–${Math.max(...counts)}`;
  const germanText = planText(
    ctx,
    days,
    { daysPerWeek, split: split.name, n: countText, matched, words, substitutions: substitutionsUnique, fb, sequenceNumber: ctx.sequenceNumber, days, changes: input.previous ? followUpChanges(prevRows, days) : [] },
    { decisions: decisionsInPlan(decisions, days), substitutions: substitutionsUnique, fb, minVariation, matched },
  );

  const text = english ? planTextEn(germanText, input.exercises, input.injuries) : germanText;

  const firstTraining = days.find((d) => !d.isRestDay);
  const summary: GeneratedPlanSummary = {
    sequenceNumber: ctx.sequenceNumber,
    seed: ctx.seed,
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
    availableEquipment: [...ctx.available],
    bodyweightOnly: ctx.available.size === 0,
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
  return { text, summary };
}
