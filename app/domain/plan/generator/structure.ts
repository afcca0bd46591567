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
import { wantsShorter } from "./feedback-schedule";
import type { GeneratedDay, GeneratedExerciseRow } from "./types";
import { maxSets } from "./fit-volume";
import { fold } from "~/domain/coaching/text";

/**
 * Balance care (coach review round 2, rule 8): customers of 70 or older, and anyone who names
 * balance problems, dizziness or falls, get no unsupported single-leg, standing rotational or
 * unstable-surface work; single-leg work that stays (step-ups, split squats) is done holding on.
 */
export function needsBalanceCare(q: { age: number; health_restrictions?: string | null; personal_wishes?: string | null; training_level?: string }): boolean {
  const health = fold(q.health_restrictions ?? "");
  return (
    q.age >= 70 ||
    /gleichgewicht|balance|sturz|sturze|gesturzt|schwindel|unsicher auf den beinen|falls?\b|dizz/.test(health) ||
    // Round 3: fragile bones (a fall can break a vertebra or hip), a 60+ beginner, or falls named as the concern.
    /osteopor|osteopen|knochendichte|knochenschwund|bone density/.test(health) ||
    (q.age >= 60 && (q.training_level === "beginner" || q.training_level === "returning")) ||
    /\bsturz|\bsturze\b|sturzgefahr|sturzprophylaxe|\bfalls?\b|falling/.test(fold(q.personal_wishes ?? ""))
  );
}
/** Exercises that need free balance: single-leg without support, standing rotation on one leg, unstable surfaces. */
export const UNSUPPORTED_BALANCE =
  /einbeinig|single[- ]leg|pistol|bosu|instabil|wackel|balance ?board|knie-zu-ellbogen|knee-to-elbow|skater|kosak|cossack|bulgar|standwaage|kreuzheben auf einem bein|one[- ]leg/i;

/** Whether feedback says the sessions take too long ("zu lang", "dauert zu lange", "too long"), not negated. */
export function saysTooLong(texts: readonly string[]): boolean {
  // Decision 0131: also "kürzer machen", "weniger Zeit", "Max 50 min wär gut" (feedback-schedule.ts).
  return wantsShorter(texts);
}

/**
 * "Too long" in the feedback: each session ends in the lower third of the booked window – first the
 * cardio finisher is shortened (to 10 minutes at most), then accessories lose a set (not below 2),
 * then the last accessory goes – while the weekly set ranges and the window's minimum hold. Rest
 * pauses are never lengthened for it (rows.ts).
 */
export function shortenSessions(
  days: readonly GeneratedDay[],
  window: { min: number; max: number },
  minutes: (d: GeneratedDay) => number,
  holds: () => boolean,
  required: (r: GeneratedExerciseRow) => boolean = () => false,
): void {
  const target = window.min + (window.max - window.min) / 3;
  for (const d of days.filter((x) => !x.isRestDay)) {
    const cardio = d.exercises.find((r) => r.role === "cardio" || /Minuten$/.test(r.reps));
    const cm = cardio ? Number(/\d+/.exec(cardio.reps)?.[0] ?? 0) : 0;
    if (cardio && cm > 10 && minutes(d) > target) {
      const before = cardio.reps;
      cardio.reps = cardio.reps.replace(/\d+/, String(Math.max(10, cm - Math.ceil(minutes(d) - target))));
      if (!holds()) cardio.reps = before;
    }
    for (const r of [...d.exercises].reverse()) {
      while (minutes(d) > target && r.role !== "cardio" && r.role !== "main" && !required(r) && r.sets > 2) {
        r.sets--;
        if (!holds()) {
          r.sets++;
          break;
        }
      }
    }
    while (minutes(d) > target && d.exercises.length > 4) {
      const at = d.exercises.map((r) => (r.role === "accessory" || r.role === "carry") && !required(r)).lastIndexOf(true);
      if (at < 0) break;
      const [row] = d.exercises.splice(at, 1);
      if (!holds()) {
        d.exercises.splice(at, 0, row!);
        break;
      }
    }
  }
}

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
export function balancePushPull(
  days: readonly GeneratedDay[],
  holds: () => boolean,
  required: (r: GeneratedExerciseRow) => boolean = () => false,
  /** False after "too hard" or "too long" feedback: sets are only taken, never added. */
  mayAdd = true,
  minSets = 2,
): void {
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
    const most = (pred: (r: GeneratedExerciseRow) => boolean) => rows.filter((r) => pred(r) && !required(r) && r.sets > minSets).sort((a, b) => b.sets - a.sets);
    const fewest = (pred: (r: GeneratedExerciseRow) => boolean) => rows.filter((r) => pred(r) && r.sets < maxSets(r, week)).sort((a, b) => a.sets - b.sets);
    for (let guard = 0; guard < 40 && !pushPullBalanced(week); guard++) {
      const { push, pull } = pushPullSets(week);
      const tooMuchPush = push / pull > PUSH_PULL_MAX;
      const less = tooMuchPush ? isPush : isPull;
      const more = tooMuchPush ? isPull : isPush;
      if (most(less).some((r) => tryStep(r, -1))) continue;
      if (mayAdd && fewest(more).some((r) => tryStep(r, +1))) continue;
      // a set moved from a press to a pull (same session time)
      if (most(less).some((a) => fewest(more).some((b) => { a.sets--; if (tryStep(b, +1)) return true; a.sets++; return false; }))) continue;
      if (tooMuchPush && dropAccessory(week, (r) => isPush(r) && !required(r), holds)) continue;
      break;
    }
  }
}
