/**
 * The built-in offline plan generator (used when no AI provider is configured, and as the
 * reference writer of the plan text format in docs/plan-format.md).
 *
 * Pure and deterministic: the same input gives the same text. Variety (which of several equally
 * good exercises is chosen) comes from a hash of the input, never from Math.random or the clock.
 * The exercise database and the injuries list are inputs because the admin can edit both.
 *
 * Modules, in the order a plan is made:
 *   profile.ts      questionnaire → days, session length, rep scheme, sets, RIR
 *   templates.ts    session templates and the weekly split
 *   selection.ts    which exercise fills each slot (safety, dislikes, equipment, level, variety)
 *   rows.ts         sets, reps, rest and notes of each row (volume)
 *   loads.ts        starting loads and increments
 *   progression.ts  follow-ups: feedback and double progression from the logged sets
 *   warmup-rest.ts  warm-ups and rest days
 *   text.ts         the plan text
 * Safety, dislikes and text matching come from app/domain/coaching/.
 */
import { SESSION_WINDOWS } from "../../coaching/fit";
import { dislikeMatcher } from "../../coaching/dislikes";
import { rowGoalsOf } from "../../coaching/goals";
import { safetyProfile, satisfiesInclusion } from "../../coaching/safety";
import { stem, wordsOf } from "../../coaching/text";
import type { ExerciseRecord, InjuryRecord, MuscleGroup } from "../../exercises/types";
import type { Equipment, MainGoal } from "../../questionnaire/options";
import { isCardioExercise } from "../parser";
import { PROGRESSION_TAIL_HEADING } from "../types";
import { isInterval, isIsolation, isTimeBased, loadKind } from "./classify";
import { keepWeekOne } from "./continuity";
import { fitToBooking, sessionMinutes, settleCircuits, weeksMeetRanges, type FitTools } from "./fit";
import { previousPlanRows } from "./previous";
import { CARDIO_MINUTES, DURATION_EXERCISES, DURATION_WARMUPS, FREQUENCY_DAYS, WEEK_LAYOUT, baseSets, repScheme, rirText } from "./profile";
import { decideProgression, keepSetNotesTrue, readFeedback } from "./progression";
import { increaseKg, reduceKg } from "./loads";
import { makeRow, weekTwoRule } from "./rows";
import { FALLBACK_CARDIO, buildSession, equipmentOk, pickForSlot, rankFor, slotsFor, varySlots } from "./selection";
import { ROLE_ORDER, S, splitFor } from "./templates";
import { dedupeSubs, introLines, tailLines, titleFor } from "./text";
import type { Ctx, Exclusion, GeneratedDay, GeneratedExerciseRow, GeneratedPlan, GeneratedPlanSummary, GeneratorInput, ProgressionDecision, SessionPlan, SlotPick, SlotSpec, Substitution } from "./types";
import { cell, de, fnv1a, jitter, key } from "./util";
import { restDaySections, personalNotes, warmUps } from "./warmup-rest";

export type * from "./types";
export { loadKind } from "./classify";
export { parseWeightCell, readPlanRows } from "./previous";
export { feedbackReaction } from "./progression";
export { FALLBACK_CARDIO } from "./selection";
export { matchInjuries as matchInjuryRecords } from "../../coaching/safety";

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

export function variationShare(a: GeneratedExerciseRow[], b: GeneratedExerciseRow[]): number {
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

  // The previous plan's feedback, sentence by sentence (progression.ts readFeedback): pain or
  // "zu schwer" next to an exercise changes that exercise; a day's other remarks that day's
  // session; the plan feedback the whole plan; pain with only a body part that body part's rule.
  const prevRows = previous ? previousPlanRows(previous.planText) : [];
  const reading = previous
    ? readFeedback([...new Set(prevRows.map((r) => r.name))], previous.dayFeedback, previous.planFeedback)
    : undefined;
  const painText = reading?.painBodyParts.join(", ") ?? "";
  const safety = safetyProfile({ age: q.age, healthText: q.health_restrictions, extraTexts: painText ? [painText] : [] }, input.injuries);
  const matched: InjuryRecord[] = safety.records;
  const dislikes = dislikeMatcher(q.exercise_dislikes);
  const words = [...dislikes.concepts.map((c) => c.label), ...dislikes.wordTerms.map((t) => t.replace(/\*/g, ""))];

  const exclusionReason = new Map<string, Exclusion>();
  const excluded: string[] = [];
  for (const ex of usable) {
    const k = key(ex.name);
    const reasons: string[] = [];
    const violation = safety.exerciseViolation(ex);
    const pain = reading?.exercises.get(k)?.pain;
    const tooHard = ex.difficulty > safety.maxDifficulty;
    if (pain) reasons.push("wegen Schmerzen bei dieser Übung laut Ihrem Feedback");
    else if (violation) reasons.push(`mit Rücksicht auf ${violation.condition}`);
    else if (tooHard) reasons.push(`mit Rücksicht auf ${safety.conditions.find((c) => c.maxDifficulty)?.label ?? "Ihre Gesundheit"}`);
    const injury = reasons.length > 0;
    const disliked = dislikes.exerciseHit(ex) !== null;
    if (disliked) reasons.push("auf Ihren Wunsch");
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
  // What the conditions require (pelvic floor, rotator cuff) when the database has nothing for it.
  for (const inc of safety.inclusions) {
    if (inc.fallback && !allowed.some((e) => satisfiesInclusion(e.name, inc) && e.movementPattern !== "warmup")) allowed = [...allowed, inc.fallback];
  }
  // A recognisable, joint-friendly cardio option (walking) when none is left for this customer.
  const clean = (text: string): boolean => dislikes.textHit(text) === null;
  if (!allowed.some((e) => e.movementPattern === "cardio" && isCardioExercise(e.name)) && clean(FALLBACK_CARDIO.name)) {
    allowed = [...allowed, FALLBACK_CARDIO];
  }
  const allowedNames = new Set(allowed.map((e) => key(e.name)));
  // Warm-up lines, rest-day lines and notes: no disliked word, nothing the conditions forbid.
  // Memoised per plan: the same cue, warm-up and rest-day lines are judged many times.
  const safeMemo = new Map<string, boolean>();
  const safeText = (text: string): boolean => {
    let ok = safeMemo.get(text);
    if (ok === undefined) {
      ok = clean(text) && safety.textViolation(text) === null;
      safeMemo.set(text, ok);
    }
    return ok;
  };

  const byName = new Map(all.map((e) => [key(e.name), e] as const));

  const dayReactions = [...(reading?.days.values() ?? [])];
  const fb: { reaction: "reduce" | "increase" | "none"; signals: string[] } =
    reading && reading.plan.reaction !== "none"
      ? reading.plan
      : dayReactions.length > 0
        ? {
            reaction: dayReactions.some((r) => r.reaction === "reduce") ? "reduce" : "increase",
            signals: [...new Set(dayReactions.flatMap((r) => r.signals))],
          }
        : { reaction: "none", signals: [] };

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
    safety,
    dislikes,
    personalNotes: [],
    restDayCount: 14 - 2 * FREQUENCY_DAYS[q.training_frequency],
  };
  ctx.personalNotes = personalNotes(ctx);
  // Lifts the customer names in their wishes or preferences ("500 kg Total (Kniebeuge,
  // Bankdrücken, Kreuzheben)") are chosen first where they fit a slot.
  const wishWords = wordsOf([q.personal_wishes, q.training_preferences].filter(Boolean).join(" "));
  if (wishWords.length > 0) {
    for (const e of allowed) {
      const name = wordsOf(e.name);
      if (name.length > 0 && wishWords.some((w) => w.length >= 5 && name[0]!.startsWith(stem(w)))) ctx.preferredNames.add(key(e.name));
    }
  }

  // Follow-up: read the previous plan and decide the progression per exercise.
  let decisions: ProgressionDecision[] = [];
  if (previous) {
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
    // "zu schwer" / "zu leicht" next to an exercise: that exercise's load, with the reason.
    for (const d of decisions) {
      const said = reading?.exercises.get(key(d.exercise));
      const rec = byName.get(key(d.exercise));
      if (!said || said.pain || !rec) continue;
      const kind = loadKind(rec);
      if (kind === "bodyweight" || kind === "band" || kind === "cardio" || d.previousWeight <= 0) continue;
      if (said.tooHard) {
        d.kind = "reduce";
        d.newWeight = reduceKg(kind, d.previousWeight);
        d.note = `${d.exercise}: laut Ihrem Feedback zu schwer → ${de(d.newWeight)} kg (vorher ${de(d.previousWeight)} kg)`;
      } else if (said.tooEasy && d.kind !== "increase") {
        d.kind = "increase";
        d.newWeight = increaseKg(kind, d.previousWeight, rec.movementPattern);
        d.note = `${d.exercise}: laut Ihrem Feedback zu leicht → ${de(d.newWeight)} kg (vorher ${de(d.previousWeight)} kg)`;
      }
    }
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
  // At most a third of a session is swapped, so at least 60 % of week 1 comes back and progresses.
  const varyCount = Math.max(1, Math.floor(n * 0.34) - (wantsCardio && hasCardio ? 1 : 0)) + (fb.reaction === "increase" ? 1 : 0);

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

  const dayReaction = (templateKey: string): "reduce" | "increase" | "none" => {
    for (const [d, r] of reading?.days ?? []) {
      const idx = layout.indexOf(((d - 1) % 7) + 1);
      if (idx >= 0 && split.week[idx]?.key === templateKey) return r.reaction;
    }
    return "none";
  };

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
        // Day feedback changes the session it was written for (same place in the week).
        const planLevel = reading?.plan.reaction ?? "none";
        ctx.reaction = planLevel !== "none" ? planLevel : dayReaction(template.key);
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

  // What the conditions require (knee-friendly quadriceps work, pelvic floor, rotator cuff, calf
  // raises, trunk stability): enough weekly sets in both weeks, one row per session at most.
  const trainingDaysOf = (w: number) => days.filter((d) => !d.isRestDay && d.day > (w - 1) * 7 && d.day <= w * 7);
  const inclusionRows = new Set<GeneratedExerciseRow>();
  for (const inc of safety.inclusions) {
    const options = allowed
      .filter((e) => satisfiesInclusion(e.name, inc) && e.movementPattern !== "cardio" && e.difficulty <= safety.maxDifficulty)
      .sort((a, b) => a.difficulty - b.difficulty || jitter(seed, `inc|${a.name}`) - jitter(seed, `inc|${b.name}`));
    for (const w of [1, 2]) {
      const week = trainingDaysOf(w);
      for (const d of week) {
        for (const r of d.exercises) if (satisfiesInclusion(r.name, inc)) inclusionRows.add(r);
      }
      const setsOf = () => week.flatMap((d) => d.exercises).filter((r) => satisfiesInclusion(r.name, inc)).reduce((n, r) => n + r.sets, 0);
      // A once-a-week plan may need a second row in its one session (4 sets per row at most).
      for (const d of week.length === 1 ? [week[0]!, week[0]!] : week) {
        if (setsOf() >= inc.minSetsPerWeek) break;
        const existing = d.exercises.find((r) => satisfiesInclusion(r.name, inc) && (r.sets < 4 || week.length > 1));
        if (existing) {
          existing.sets = Math.max(existing.sets, Math.min(4, inc.minSetsPerWeek - setsOf() + existing.sets));
          continue;
        }
        const ex = options.find((e) => !d.exercises.some((r) => key(r.name) === key(e.name)));
        if (!ex) {
          // The only exercise the customer can do for it carries the weekly minimum (at most 6 sets,
          // a once-a-week main lift's), rather than the work falling short of it.
          const only = d.exercises.find((r) => satisfiesInclusion(r.name, inc));
          if (only) only.sets = Math.max(only.sets, Math.min(6, inc.minSetsPerWeek - setsOf() + only.sets));
          break;
        }
        const row = makeRow(ctx, { ex, slot: S(inc.pattern, ex.movementPattern === "core" ? "core" : "accessory") }, CARDIO_MINUTES[q.session_duration], w, false);
        row.sets = Math.min(4, Math.max(2, Math.ceil((inc.minSetsPerWeek - setsOf()) / Math.max(1, week.length - week.indexOf(d)))));
        if (inc.reps) row.reps = inc.reps;
        // The row says how this work is done and why it is there.
        const base = inc.cue ? [row.notes.startsWith("#") ? row.notes.split(" ")[0]! : "", inc.cue, ...ctx.safety.cues].filter(Boolean).join(", ").replace(/^(#\S+),/, "$1") : row.notes;
        row.notes = `${base}, fester Bestandteil (${inc.label})`;
        // Replace the session's last accessory or core row of the same pattern, else add the row.
        const same =
          [...d.exercises].reverse().find((r) => r.role !== "main" && r.pattern === ex.movementPattern && !inclusionRows.has(r)) ??
          // A full session (8 exercises) gives up its last accessory or core row.
          (d.exercises.length >= 8 ? [...d.exercises].reverse().find((r) => r.role !== "main" && r.role !== "cardio" && !inclusionRows.has(r)) : undefined);
        if (same) d.exercises.splice(d.exercises.indexOf(same), 1, row);
        else {
          const at = d.exercises.findIndex((r) => r.role === "cardio");
          d.exercises.splice(at < 0 ? d.exercises.length : at, 0, row);
        }
        inclusionRows.add(row);
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
        // (one set more, never less: a set less is a step back, and it could take a condition's
        // required work under its weekly minimum; rows at 4 sets progress by their week-2 rule)
        if (same && same.sets === row.sets && same.reps === row.reps && row.role !== "cardio" && row.sets < 4) {
          row.sets = row.sets + 1;
          row.notes = `${row.notes}, Woche 2: ${row.sets} Sätze`;
          share = variationShare(d.exercises, d2.exercises);
        }
      }
    }
    minVariation = Math.min(minVariation, share);
  }

  // Fit both weeks to the booking: weekly sets per muscle group and the session window.
  const records = new Map(allowed.map((e) => [key(e.name), e] as const));
  const steadyCardio = allowed
    .filter((e) => e.movementPattern === "cardio" && isCardioExercise(e.name) && !isInterval(e) && !e.stressTags.includes("high_impact"))
    .sort((a, b) => Number(b.equipmentNeeded.includes("ergometer")) - Number(a.equipmentNeeded.includes("ergometer")) || jitter(seed, a.name) - jitter(seed, b.name))[0];
  const GROUP_PATTERN: Partial<Record<MuscleGroup, SlotSpec["pattern"]>> = { chest: "push_horizontal", back: "pull_horizontal", quadriceps: "squat", glutes: "hinge" };
  const fitTools: FitTools = {
    recordOf: (name) => records.get(key(name)) ?? byName.get(key(name)),
    rowFor: (d, group) => {
      const used = new Set(d.exercises.map((r) => key(r.name)));
      const slot = S(GROUP_PATTERN[group] ?? "core", "accessory", group);
      const strength = (e: ExerciseRecord) => !["warmup", "mobility", "cardio"].includes(e.movementPattern) && e.difficulty <= safety.maxDifficulty;
      // The group as main mover first, else as a synergist.
      for (const pool of [allowed.filter((e) => strength(e) && e.muscleGroups[0] === group), allowed.filter((e) => strength(e) && e.muscleGroups.includes(group))]) {
        const ex = rankFor(ctx, pool, slot, used, false)[0];
        if (ex) return makeRow(ctx, { ex, slot }, CARDIO_MINUTES[q.session_duration], d.day > 7 ? 2 : 1, false);
      }
      return null;
    },
    cardioRow: (minutes) =>
      steadyCardio
        ? {
            name: steadyCardio.name,
            sets: 1,
            reps: `${minutes} Minuten`,
            weight: "–",
            rest: "–",
            notes: ["Ausdauerblock: Zone 2, ruhiges Tempo, Sie können sich noch unterhalten", ...ctx.safety.cues].join(", "),
            pattern: "cardio",
            role: "cardio",
            equipmentNeeded: [...steadyCardio.equipmentNeeded],
          }
        : null,
    // A row a condition requires stays only while its week needs it: without its sets the week
    // would fall under the inclusion's minimum (a back condition's trunk work beyond that is
    // ordinary core work, held to the core bound like any other).
    isRequired: (r) => {
      const incs = safety.inclusions.filter((inc) => satisfiesInclusion(r.name, inc));
      const d = days.find((x) => x.exercises.includes(r));
      if (!d) return incs.length > 0 || inclusionRows.has(r);
      const weekRows = trainingDaysOf(d.day > 7 ? 2 : 1).flatMap((x) => x.exercises);
      return incs.some((inc) => weekRows.filter((x) => satisfiesInclusion(x.name, inc)).reduce((n, x) => n + x.sets, 0) - r.sets < inc.minSetsPerWeek);
    },
    rowGoals: rowGoalsOf(goals),
  };
  const backProblems = safety.conditions.some((c) => c.id === "back");
  fitToBooking(ctx, fitTools, days, backProblems);

  // Week 2 brings back most of week 1, so it can progress (continuity.ts).
  const window = SESSION_WINDOWS[q.session_duration];
  const weekTwoFits = () =>
    weeksMeetRanges(ctx, fitTools, days, backProblems)[1] &&
    days.filter((d) => !d.isRestDay && d.day > 7).every((d) => sessionMinutes(d) >= window.min && sessionMinutes(d) <= window.max);
  keepWeekOne(days, weeksMeetRanges(ctx, fitTools, days, backProblems), weekTwoFits);
  // Feedback notes ("1 Satz mehr") say what the fitted rows really do.
  keepSetNotesTrue(days, prevRows);
  // Rows done without rest (a superset or circuit) say where the round's rest comes (fit-time.ts).
  settleCircuits(days.filter((d) => !d.isRestDay), window.max);

  // Rows the fit pass added to both weeks progress by the same stated rule as the rest.
  for (const d of days.filter((x) => !x.isRestDay && x.day > 7)) {
    const w1 = new Set(days.find((x) => x.day === d.day - 7)?.exercises.map((e) => key(e.name)));
    for (const r of d.exercises) {
      const rec = byName.get(key(r.name)) ?? allowed.find((e) => key(e.name) === key(r.name));
      if (r.role === "cardio" || !w1.has(key(r.name)) || /Woche 2: /.test(r.notes) || !rec || ctx.decisions.get(key(r.name))?.kind === "reduce") continue;
      r.notes = [r.notes, weekTwoRule(rec, loadKind(rec))].filter(Boolean).join(", ");
    }
  }

  const substitutionsUnique = dedupeSubs(substitutions);

  // Text.
  const lines: string[] = [];
  const title = sequenceNumber > 1 ? `# Ihr 2-Wochen-Trainingsplan (Plan ${sequenceNumber})` : "# Ihr 2-Wochen-Trainingsplan";
  lines.push(title, "");
  const counts = days.filter((d) => !d.isRestDay).map((d) => d.exercises.length);
  const countText = Math.min(...counts) === Math.max(...counts) ? String(counts[0] ?? n) : `${Math.min(...counts)}–${Math.max(...counts)}`;
  lines.push(...introLines(ctx, { daysPerWeek, split: split.name, n: countText, matched, words, substitutions: substitutionsUnique, fb, sequenceNumber }));
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
