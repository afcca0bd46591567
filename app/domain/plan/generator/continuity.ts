/**
 * Week 2 must bring back most of week 1, or nothing can progress (the periodization gate asks for
 * at least 60 % of week 1's exercises on the paired week-2 day). The fit pass works on each week
 * alone, so in a few plans (long bookings with little equipment, where rows are traded for the
 * weekly set ranges) week 2 drifts away from week 1. Then week 2 repeats week 1's fitted sessions
 * (which already meet the ranges and the window), and the stated week-2 rules progress them; its
 * own swaps come back where they keep the ranges and the window.
 */
import { MIN_PERIODIZATION_CONTINUITY, MIN_PERIODIZATION_VARIATION } from "~/domain/plan/gates";
import type { ExerciseRecord } from "~/domain/exercises/types";
import { loadKind } from "./classify";
import { weekTwoRule } from "./rows";
import type { Ctx, GeneratedDay, GeneratedExerciseRow } from "./types";
import { pushPullBalanced } from "./structure";
import { key } from "./util";

const minutes = (reps: string) => Number(/\d+/.exec(reps)?.[0] ?? 0);

/**
 * Of week 1's rows: the share whose exercise is on the same weekday of week 2 (kept), and the share
 * that can progress there — kept with at least as many sets (strength rows then carry the stated
 * week-2 rule), or a cardio row with more minutes. A row with fewer sets counts as a step back.
 */
export function weekContinuity(days: readonly GeneratedDay[]): { kept: number; progressable: number } {
  let slots = 0;
  let kept = 0;
  let progressable = 0;
  for (const d of days) {
    if (d.isRestDay || d.day > 7) continue;
    const partner = days.find((x) => x.day === d.day + 7);
    const byName = new Map(partner?.exercises.map((r) => [key(r.name), r] as const));
    for (const r of d.exercises) {
      slots++;
      const p = byName.get(key(r.name));
      if (!p) continue;
      kept++;
      if (r.role === "cardio" ? minutes(p.reps) > minutes(r.reps) : p.sets >= r.sets) progressable++;
    }
  }
  return slots === 0 ? { kept: 1, progressable: 1 } : { kept: kept / slots, progressable: progressable / slots };
}

/**
 * Below these shares week 2 repeats week 1: the gate's 60 % kept and 20 % progressed (a larger
 * margin would undo the variety asked for by "langweilig" feedback).
 */
export const MIN_KEPT = MIN_PERIODIZATION_CONTINUITY;
export const MIN_PROGRESSABLE = MIN_PERIODIZATION_VARIATION;

/** A week-2 exercise that took the place of a week-1 exercise of the same movement pattern. */
interface Swap {
  day: number;
  out: string;
  row: GeneratedExerciseRow;
}

/** Week 2's swaps: on each paired day, a new exercise matched to a week-1 exercise of its pattern. */
function weekTwoSwaps(days: readonly GeneratedDay[]): Swap[] {
  const swaps: Swap[] = [];
  for (const d of days) {
    if (d.isRestDay || d.day > 7) continue;
    const partner = days.find((x) => x.day === d.day + 7);
    if (!partner || partner.isRestDay) continue;
    const w1 = new Set(d.exercises.map((r) => key(r.name)));
    const w2 = new Set(partner.exercises.map((r) => key(r.name)));
    const gone = d.exercises.filter((r) => r.role !== "cardio" && !w2.has(key(r.name)));
    for (const row of partner.exercises.filter((r) => r.role !== "cardio" && !w1.has(key(r.name)))) {
      const out = gone.find((g) => g.pattern === row.pattern);
      if (!out) continue;
      gone.splice(gone.indexOf(out), 1);
      swaps.push({ day: partner.day, out: out.name, row });
    }
  }
  return swaps;
}

/**
 * Week 2 repeats week 1's sessions (rows and warm-up) when too little of week 1 returns or can
 * progress, or when week 1 meets the weekly set ranges and week 2 does not (its swaps fell short
 * in a tight window); true when it did. Then each of week 2's own swaps comes back, with the sets
 * of the week-1 row it replaces, where week 2 still `fits` (its weekly set ranges and session
 * windows) and keeps 60 % of week 1: a swap never costs a group its weekly sets (bench seed 7 #49:
 * the kettlebell swing for a Turkish get-up took the glutes from 7.5 to 4.5 sets).
 */
export function keepWeekOne(days: GeneratedDay[], meetsRanges: readonly [boolean, boolean] = [true, true], fits?: () => boolean): boolean {
  const c = weekContinuity(days);
  const week2Short = meetsRanges[0] && !meetsRanges[1];
  if (c.kept >= MIN_KEPT && c.progressable >= MIN_PROGRESSABLE && !week2Short) return false;
  const swaps = fits ? weekTwoSwaps(days) : [];
  for (const d of days) {
    if (d.isRestDay || d.day > 7) continue;
    const partner = days.find((x) => x.day === d.day + 7);
    if (!partner || partner.isRestDay) continue;
    partner.exercises = d.exercises.map((r) => ({ ...r, equipmentNeeded: [...r.equipmentNeeded] }));
    // (its warm-up too: the session's estimate is week 1's, which the fit pass put in the window —
    // bench seed 3 #306: a 15-minute warm-up on day 1, 3 minutes on day 8, 118 of 120–150 minutes)
    partner.warmUp = [...d.warmUp];
  }
  for (const swap of swaps) {
    const partner = days.find((x) => x.day === swap.day)!;
    const at = partner.exercises.findIndex((r) => key(r.name) === key(swap.out));
    if (at < 0 || partner.exercises.some((r) => key(r.name) === key(swap.row.name))) continue;
    const out = partner.exercises[at]!;
    partner.exercises[at] = { ...swap.row, sets: out.sets, equipmentNeeded: [...swap.row.equipmentNeeded] };
    const k = weekContinuity(days);
    if (k.kept >= MIN_KEPT && k.progressable >= MIN_PROGRESSABLE && fits!()) continue;
    partner.exercises[at] = out;
  }
  return true;
}

/** Share of week-2 rows that differ from week 1 (another exercise, sets or reps). */
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

/**
 * Guarantees the week-2 variation: where a swap was impossible, a row under 4 sets gets one set
 * more. Returns the smallest share of changed rows over the paired days.
 */
export function guaranteeVariation(days: GeneratedDay[]): number {
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
  return minVariation;
}

/** Rows the fit pass added to both weeks progress by the same stated rule as the rest. */
export function stateWeekTwoRules(ctx: Ctx, days: readonly GeneratedDay[], byName: ReadonlyMap<string, ExerciseRecord>): void {
  const { allowed } = ctx;
  for (const d of days.filter((x) => !x.isRestDay && x.day > 7)) {
    const w1 = new Set(days.find((x) => x.day === d.day - 7)?.exercises.map((e) => key(e.name)));
    for (const r of d.exercises) {
      const rec = byName.get(key(r.name)) ?? allowed.find((e) => key(e.name) === key(r.name));
      if (r.role === "cardio" || !w1.has(key(r.name)) || /Woche 2: /.test(r.notes) || !rec || ctx.decisions.get(key(r.name))?.kind === "reduce") continue;
      r.notes = [r.notes, weekTwoRule(rec, loadKind(rec))].filter(Boolean).join(", ");
    }
  }
}

/**
 * A week-2 session whose rows are week 1's repeats week 1's warm-up too (its time estimate is the one
 * the fit pass put in the window; bench seed 3 #306), also when the rows came back without keepWeekOne.
 */
export function sameRowsSameWarmUp(days: GeneratedDay[], fits: (d: GeneratedDay) => boolean = () => true): void {
  for (const d of days) {
    if (d.isRestDay || d.day > 7) continue;
    const partner = days.find((x) => x.day === d.day + 7);
    if (!partner || partner.isRestDay) continue;
    if (partner.exercises.map((r) => key(r.name)).join() !== d.exercises.map((r) => key(r.name)).join()) continue;
    // (only where the session stays inside its window with it)
    const before = partner.warmUp;
    partner.warmUp = [...d.warmUp];
    if (!fits(partner)) partner.warmUp = before;
  }
}

/**
 * The same exercise has the same set count on every day of a week (decision 0117, round 5:
 * "Beinpresse" 5 sets on one day and 2 on another): the lower counts rise to the week's highest
 * where the session stays in its window, the weekly ranges hold and push and pull stay in balance,
 * else they stay as they are.
 */
export function sameSetsInWeek(days: GeneratedDay[], fits: (d: GeneratedDay) => boolean, holds: () => boolean): void {
  for (const w of [1, 2]) {
    const week = days.filter((d) => !d.isRestDay && d.day > (w - 1) * 7 && d.day <= w * 7);
    const byName = new Map<string, { day: GeneratedDay; row: GeneratedDay["exercises"][number] }[]>();
    for (const day of week) for (const row of day.exercises) byName.set(key(row.name), [...(byName.get(key(row.name)) ?? []), { day, row }]);
    for (const list of byName.values()) {
      const target = Math.max(...list.map((x) => x.row.sets));
      for (const { day, row } of list) {
        if (row.sets >= target || target > (row.maxSets ?? Infinity)) continue;
        const before = row.sets;
        const balanced = pushPullBalanced(week);
        row.sets = target;
        if (!fits(day) || !holds() || (balanced && !pushPullBalanced(week))) row.sets = before;
      }
    }
  }
}
