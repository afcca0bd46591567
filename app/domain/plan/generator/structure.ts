/**
 * Session structure rules a coach states (coach review round 2, rules 5 and 7), applied to the
 * fitted weeks:
 *   - Push and pull in balance: per week, the working sets of pulling exercises (rows, pulldowns,
 *     pull-ups) are at least those of pressing exercises (chest and overhead presses, flys, raises),
 *     and pressing keeps at least two thirds of pulling: push:pull between 2:3 and 1:1. Reached by moving
 *     single sets (a press set less first, else a pull set more; when every press is at its minimum
 *     and pulling has no room, the last pressing accessory of a session goes) while the booked window
 *     and the weekly set ranges per muscle group hold.
 */
import type { GeneratedDay, GeneratedExerciseRow } from "./types";
import { maxSets } from "./fit-volume";

export const PUSH_PULL_MIN = 2 / 3;
export const PUSH_PULL_MAX = 1.0;

const isPush = (r: GeneratedExerciseRow) => r.pattern === "push_horizontal" || r.pattern === "push_vertical";
const isPull = (r: GeneratedExerciseRow) => r.pattern === "pull_horizontal" || r.pattern === "pull_vertical";

/** A week's working sets of pressing and pulling exercises. */
export function pushPullSets(week: readonly GeneratedDay[]): { push: number; pull: number } {
  const rows = week.filter((d) => !d.isRestDay).flatMap((d) => d.exercises);
  return { push: rows.filter(isPush).reduce((n, r) => n + r.sets, 0), pull: rows.filter(isPull).reduce((n, r) => n + r.sets, 0) };
}

/** Whether a week's push:pull ratio is inside the band (a week without both is not judged). */
export function pushPullBalanced(week: readonly GeneratedDay[]): boolean {
  const { push, pull } = pushPullSets(week);
  if (push === 0 || pull === 0) return true;
  return push / pull >= PUSH_PULL_MIN - 1e-9 && push / pull <= PUSH_PULL_MAX + 1e-9;
}

/** Takes the last accessory row matching `pred` out of a session, where the plan still holds. */
function dropAccessory(week: readonly GeneratedDay[], pred: (r: GeneratedExerciseRow) => boolean, holds: () => boolean): boolean {
  for (const d of [...week].reverse()) {
    const at = d.exercises.map((r) => r.role === "accessory" && pred(r)).lastIndexOf(true);
    if (at < 0 || d.exercises.length <= 4) continue;
    const [row] = d.exercises.splice(at, 1);
    if (holds()) return true;
    d.exercises.splice(at, 0, row!);
  }
  return false;
}

/**
 * Moves single sets until each week's push:pull is inside the band; `holds` says whether the plan
 * still meets the booked window and the weekly ranges (a step that breaks them is undone).
 */
export function balancePushPull(days: readonly GeneratedDay[], holds: () => boolean, minSets = 2): void {
  for (const w of [1, 2]) {
    const week = days.filter((d) => !d.isRestDay && d.day > (w - 1) * 7 && d.day <= w * 7);
    const rows = week.flatMap((d) => d.exercises);
    const tryStep = (row: GeneratedExerciseRow | undefined, delta: number): boolean => {
      if (!row) return false;
      row.sets += delta;
      if (holds()) return true;
      row.sets -= delta;
      return false;
    };
    const most = (pred: (r: GeneratedExerciseRow) => boolean) => rows.filter((r) => pred(r) && r.sets > minSets).sort((a, b) => b.sets - a.sets);
    const fewest = (pred: (r: GeneratedExerciseRow) => boolean) => rows.filter((r) => pred(r) && r.sets < maxSets(r, week)).sort((a, b) => a.sets - b.sets);
    for (let guard = 0; guard < 40 && !pushPullBalanced(week); guard++) {
      const { push, pull } = pushPullSets(week);
      const tooMuchPush = push / pull > PUSH_PULL_MAX;
      const less = tooMuchPush ? isPush : isPull;
      const more = tooMuchPush ? isPull : isPush;
      if (most(less).some((r) => tryStep(r, -1))) continue;
      if (fewest(more).some((r) => tryStep(r, +1))) continue;
      // a set moved from a press to a pull (same session time)
      if (most(less).some((a) => fewest(more).some((b) => { a.sets--; if (tryStep(b, +1)) return true; a.sets++; return false; }))) continue;
      if (tooMuchPush && dropAccessory(week, isPush, holds)) continue;
      break;
    }
  }
}
