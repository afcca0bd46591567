/**
 * Week 2 must bring back most of week 1, or nothing can progress (the periodization gate asks for
 * at least 60 % of week 1's exercises on the paired week-2 day). The fit pass works on each week
 * alone, so in a few plans (long bookings with little equipment, where rows are traded for the
 * weekly set ranges) week 2 drifts away from week 1. Then week 2 repeats week 1's fitted sessions
 * (which already meet the ranges and the window), and the stated week-2 rules progress them.
 */
import { MIN_PERIODIZATION_CONTINUITY, MIN_PERIODIZATION_VARIATION } from "../gates";
import type { GeneratedDay } from "./types";
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

/**
 * Week 2 repeats week 1's sessions when too little of week 1 returns or can progress, or when week 1
 * meets the weekly set ranges and week 2 does not (its swaps fell short in a tight window); true
 * when it did.
 */
export function keepWeekOne(days: GeneratedDay[], meetsRanges: readonly [boolean, boolean] = [true, true]): boolean {
  const c = weekContinuity(days);
  const week2Short = meetsRanges[0] && !meetsRanges[1];
  if (c.kept >= MIN_KEPT && c.progressable >= MIN_PROGRESSABLE && !week2Short) return false;
  for (const d of days) {
    if (d.isRestDay || d.day > 7) continue;
    const partner = days.find((x) => x.day === d.day + 7);
    if (!partner || partner.isRestDay) continue;
    partner.exercises = d.exercises.map((r) => ({ ...r, equipmentNeeded: [...r.equipmentNeeded] }));
  }
  return true;
}
