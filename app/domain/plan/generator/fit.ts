/**
 * Fitting the built sessions to the booking, by the documented fit rules (app/domain/coaching/fit.ts,
 * docs/coaching-fit.md) — the same rules the plan checks judge the text by:
 *   1. weekly hard sets per muscle group inside the range for goal and level (chest, back,
 *      quadriceps and glutes at least the minimum; no group above the maximum; core bounded);
 *   2. each session's estimated duration inside the booked window (target: its middle).
 * Volume is fixed first (sets up or down, an exercise added for a group that is short), then time
 * (sets where a group has room, longer rest for heavy sets, a Zone-2 block, a longer warm-up; or
 * fewer accessory sets and exercises when a session is too long; fit-time.ts). Both passes repeat
 * until stable.
 */
import {
  MAX_VOLUME_GROUPS,
  MIN_VOLUME_GROUPS,
  SESSION_WINDOWS,
  coreLimit,
  volumeFindings,
  weeklySetTargets,
  type WeeklySetTargets,
} from "../../coaching/fit";
import type { MuscleGroup } from "../../exercises/types";
import {
  FULL_SESSION_MAX_SETS,
  MAX_EXERCISES,
  MAX_SETS,
  MIN_EXERCISES,
  MIN_SETS,
  credit,
  fitsAfter,
  groupsOf,
  isCardio,
  maxSets,
  roomFor,
  sessionMinutes,
  steady,
  weekVolume,
  type FitTools,
} from "./fit-volume";
import { fixTime, insertBeforeCoreAndCardio } from "./fit-time";
import type { Ctx, GeneratedDay, GeneratedExerciseRow } from "./types";
import { key } from "./util";

export { MAX_EXERCISES, MIN_EXERCISES, sessionMinutes, type FitTools } from "./fit-volume";
export { settleCircuits } from "./fit-time";

/** The note of a row that carries a group's whole weekly volume in a once-a-week session. */
export const WHOLE_WEEK_NOTE = "mehr Sätze als üblich: der Wochenumfang in Ihrer einen Einheit, gern in zwei Blöcken mit anderen Übungen dazwischen";

function fixVolume(tools: FitTools, t: WeeklySetTargets, week: GeneratedDay[], windowMax: number): boolean {
  let changed = false;
  for (let guard = 0; guard < 300; guard++) {
    const vol = weekVolume(tools, week);
    const rows = week.flatMap((d) => d.exercises.map((r) => ({ d, r }))).filter(({ r }) => !isCardio(r));
    // Too much: take sets away from the rows that load the group most.
    const over = [...MAX_VOLUME_GROUPS].find((g) => (vol.bySets[g] ?? 0) > t.maxPerGroup);
    const coreOver = (vol.bySets.core ?? 0) > coreLimit(t, vol.total);
    if (over || coreOver) {
      const g: MuscleGroup = over ?? "core";
      const cands = rows
        .filter(({ r }) => credit(groupsOf(tools, r), g) > 0)
        .sort((a, b) => credit(groupsOf(tools, b.r), g) - credit(groupsOf(tools, a.r), g) || b.r.sets - a.r.sets);
      const free = cands.filter(({ r }) => !tools.isRequired(r));
      const reducible = free.find(({ r }) => r.sets > MIN_SETS && r.role !== "main") ?? free.find(({ r }) => r.sets > MIN_SETS);
      if (reducible) {
        reducible.r.sets--;
      } else {
        const removable = cands.find(({ r, d }) => r.role !== "main" && !tools.isRequired(r) && d.exercises.length > MIN_EXERCISES);
        if (removable) removable.d.exercises.splice(removable.d.exercises.indexOf(removable.r), 1);
        else {
          // A short session cannot lose a row: trade it for work a group still lacks.
          // (the group furthest under its minimum, else the one with the fewest sets: a trade never
          // piles one group over its maximum)
          const trade = tradeFor(tools, t, vol, g, cands.filter(({ r }) => r.role !== "main" && !tools.isRequired(r)));
          if (!trade) break;
          trade.d.exercises.splice(trade.d.exercises.indexOf(trade.r), 1, trade.row);
        }
      }
      changed = true;
      continue;
    }
    // Too little: more sets where the group is the main mover, else a new exercise for it.
    const under = MIN_VOLUME_GROUPS.find((g) => (vol.bySets[g] ?? 0) < t.minPerGroup);
    if (!under) break;
    const cands = rows
      .filter(({ r }) => credit(groupsOf(tools, r), under) > 0 && r.sets < maxSets(r, week) && roomFor(tools, r, vol, t))
      .sort((a, b) => credit(groupsOf(tools, b.r), under) - credit(groupsOf(tools, a.r), under) || a.r.sets - b.r.sets);
    // (never past the booked window: the weekly minimum is scaled to what the window holds)
    const more = (r: GeneratedExerciseRow) => () => {
      r.sets++;
      return () => {
        r.sets--;
      };
    };
    const day = [...week].filter((d) => d.exercises.length < MAX_EXERCISES).sort((a, b) => sessionMinutes(a) - sessionMinutes(b))[0];
    const newRow = day ? tools.rowFor(day, under) : null;
    const add = (sets: number) => () => {
      newRow!.sets = sets;
      insertBeforeCoreAndCardio(day!, newRow!);
      return () => day!.exercises.splice(day!.exercises.indexOf(newRow!), 1);
    };
    const addSets = newRow ? [...new Set([newRow.sets, MIN_SETS])] : [];
    // Rows the group leads first, then a new row it leads, only then a synergist's extra sets; each
    // first inside the window as it is, then paid for by work that is not short (moveSets).
    const primary = cands.filter(({ r }) => credit(groupsOf(tools, r), under) === 1);
    const secondary = cands.filter(({ r }) => credit(groupsOf(tools, r), under) < 1);
    const steps: (() => boolean)[] = [
      () => primary.some(({ d, r }) => fitsAfter(d, windowMax, more(r))),
      () => addSets.some((n) => fitsAfter(day!, windowMax, add(n))),
      () => primary.some(({ d, r }) => paidFor(tools, t, vol, d, under, windowMax, more(r))),
      () => addSets.some((n) => paidFor(tools, t, vol, day!, under, windowMax, add(n))),
      () => secondary.some(({ d, r }) => fitsAfter(d, windowMax, more(r))),
      // (a new row past the window: the time pass then shortens rests, Zone 2 and accessories)
      () => {
        if (!newRow) return false;
        add(newRow.sets)();
        return true;
      },
      () => secondary.some(({ d, r }) => paidFor(tools, t, vol, d, under, windowMax, more(r))),
    ];
    if (steps.some((step) => step())) {
      changed = true;
      continue;
    }
    // A row gives way to the group that is short: an arm, calf, carry or core row first, else a
    // row whose groups keep their minimum without it.
    // (a group the row loads keeps its minimum, or the other rows loading it have the sets to make
    // up for it: the next rounds grow them)
    const keepsMinimum = (r: GeneratedExerciseRow) => {
      const g = groupsOf(tools, r);
      return g.every((x) => {
        if (x === under || !(MIN_VOLUME_GROUPS as readonly MuscleGroup[]).includes(x)) return true;
        const need = t.minPerGroup - ((vol.bySets[x] ?? 0) - credit(g, x) * r.sets);
        if (need <= 0) return true;
        const room = rows.filter((o) => o.r !== r).reduce((n, o) => n + Math.max(0, maxSets(o.r, week) - o.r.sets) * credit(groupsOf(tools, o.r), x), 0);
        return room >= need;
      });
    };
    // A row that gives the short group half credit may give way to one it leads (Good Morning →
    // Hip Thrust for the glutes).
    const free = rows.filter(({ r }) => r.role !== "main" && !tools.isRequired(r) && credit(groupsOf(tools, r), under) < 1);
    const minor = [
      ...free.filter(({ r }) => !groupsOf(tools, r).some((x) => (MIN_VOLUME_GROUPS as readonly MuscleGroup[]).includes(x))),
      ...free.filter(({ r }) => keepsMinimum(r)),
    ].find(({ d, r }) => {
      const swapIn = tools.rowFor(d, under);
      if (!swapIn || credit(groupsOf(tools, swapIn), under) <= credit(groupsOf(tools, r), under)) return false;
      swapIn.sets = Math.max(MIN_SETS, Math.min(swapIn.sets, maxSets(swapIn, week), Math.ceil(t.minPerGroup - (vol.bySets[under] ?? 0)) + 1));
      return fitsAfter(d, windowMax, () => {
        const at = d.exercises.indexOf(r);
        d.exercises.splice(at, 1, swapIn);
        return () => d.exercises.splice(at, 1, r);
      });
    });
    if (minor) {
      changed = true;
      continue;
    }
    // Last: a full once-a-week session (every row needed) gives the row the short group leads up to
    // 8 sets, where the window holds them — still inside the ~10 sets per muscle and session that
    // stay productive (bench #400: 1× 90–120 min, bodyweight, knee and back rules, Zone 2 for health).
    const full = week.length === 1 && week[0]!.exercises.length >= MAX_EXERCISES;
    const longer = full
      ? rows.filter(({ r }) => credit(groupsOf(tools, r), under) === 1 && r.role !== "core" && r.sets >= maxSets(r, week) && r.sets < FULL_SESSION_MAX_SETS && roomFor(tools, r, vol, t))
      : [];
    const grown = longer.find(({ d, r }) => fitsAfter(d, windowMax, more(r)));
    if (!grown) break;
    // (the row says why it carries so many sets, and how to split them)
    if (!grown.r.notes.includes(WHOLE_WEEK_NOTE)) grown.r.notes = [grown.r.notes, WHOLE_WEEK_NOTE].filter(Boolean).join(", ");
    changed = true;
  }
  return changed;
}

/**
 * Applies `change` (more work for the group `under`) and pays for its minutes inside the session
 * when it would run past the window: 3 minutes less Zone 2 (not under 5), else a set less of rows
 * that do not load `under`, keep every group's minimum and stay at 2 sets or more (the row with
 * the most sets first). Undone, and false, when that cannot bring the session back into the window.
 */
function paidFor(
  tools: FitTools,
  t: WeeklySetTargets,
  vol: { bySets: Partial<Record<MuscleGroup, number>> },
  day: GeneratedDay,
  under: MuscleGroup,
  windowMax: number,
  change: () => () => void,
): boolean {
  const undoChange = change();
  const taken = new Map<MuscleGroup, number>();
  const undos: (() => void)[] = [];
  const isMin = (g: MuscleGroup) => (MIN_VOLUME_GROUPS as readonly MuscleGroup[]).includes(g);
  const cardioMinutes = (r: GeneratedExerciseRow) => Number(/\d+/.exec(r.reps)?.[0] ?? 0);
  while (sessionMinutes(day) > windowMax) {
    const donor = day.exercises
      .filter((r) => {
        if (tools.isRequired(r)) return false;
        if (isCardio(r)) return steady(r) && cardioMinutes(r) > 5;
        const g = groupsOf(tools, r);
        if (r.sets <= MIN_SETS || credit(g, under) > 0) return false;
        return g.every((x) => !isMin(x) || (vol.bySets[x] ?? 0) - (taken.get(x) ?? 0) - credit(g, x) >= t.minPerGroup);
      })
      .sort((a, b) => Number(isCardio(b)) - Number(isCardio(a)) || b.sets - a.sets)[0];
    if (!donor) {
      for (const u of undos.reverse()) u();
      undoChange();
      return false;
    }
    if (isCardio(donor)) {
      const reps = donor.reps;
      donor.reps = `${Math.max(5, cardioMinutes(donor) - 3)} Minuten`;
      undos.push(() => {
        donor.reps = reps;
      });
    } else {
      const g = groupsOf(tools, donor);
      for (const x of g) taken.set(x, (taken.get(x) ?? 0) + credit(g, x));
      donor.sets--;
      undos.push(() => {
        donor.sets++;
      });
    }
  }
  return true;
}

/**
 * A row to trade for one that loads `g` too much: for the groups that must reach a minimum, the
 * one with the fewest sets first, a row that does not load `g` and keeps every group under its
 * maximum (with the traded row's sets at most).
 */
function tradeFor(
  tools: FitTools,
  t: WeeklySetTargets,
  vol: { bySets: Partial<Record<MuscleGroup, number>>; total: number },
  g: MuscleGroup,
  swaps: { d: GeneratedDay; r: GeneratedExerciseRow }[],
): { d: GeneratedDay; r: GeneratedExerciseRow; row: GeneratedExerciseRow } | null {
  const groups = [...MIN_VOLUME_GROUPS].filter((m) => m !== g).sort((a, b) => (vol.bySets[a] ?? 0) - (vol.bySets[b] ?? 0));
  for (const swap of swaps) {
    for (const lacking of groups) {
      const row = tools.rowFor(swap.d, lacking);
      if (!row || credit(groupsOf(tools, row), g) > 0) continue;
      row.sets = Math.min(row.sets, swap.r.sets);
      if (roomFor(tools, row, vol, t, row.sets)) return { ...swap, row };
    }
  }
  return null;
}

/** Fits both weeks to the weekly set ranges and the booked session window. */
export function fitToBooking(ctx: Ctx, tools: FitTools, days: GeneratedDay[], backProblems: boolean): void {
  const t = weeklySetTargets({ ...ctx.q, main_goals: ctx.goals, backProblems });
  const window = SESSION_WINDOWS[ctx.q.session_duration];
  for (const w of [1, 2]) {
    const week = days.filter((d) => !d.isRestDay && d.day > (w - 1) * 7 && d.day <= w * 7);
    for (let round = 0; round < 6; round++) {
      const a = fixVolume(tools, t, week, window.max);
      const b = fixTime(ctx, tools, t, week);
      if (!a && !b) break;
    }
    fixVolume(tools, t, week, window.max);
    for (const d of week) tidy(d);
  }
}

const ROLE_RANK: Record<GeneratedExerciseRow["role"], number> = { main: 0, secondary: 1, accessory: 2, carry: 3, core: 4, cardio: 5 };

/** One row per exercise (a second Zone-2 block joins the first), compounds first, cardio last. */
function tidy(day: GeneratedDay): void {
  const seen = new Map<string, GeneratedExerciseRow>();
  day.exercises = day.exercises.filter((r) => {
    const k = key(r.name);
    const first = seen.get(k);
    if (!first) {
      seen.set(k, r);
      return true;
    }
    if (isCardio(first)) first.reps = `${Number(/\d+/.exec(first.reps)?.[0] ?? 0) + Number(/\d+/.exec(r.reps)?.[0] ?? 0)} Minuten`;
    else first.sets = Math.min(MAX_SETS[first.role], first.sets + r.sets);
    return false;
  });
  const rank = (r: GeneratedExerciseRow) => (isCardio(r) ? 5 : ROLE_RANK[r.role]);
  day.exercises = day.exercises.map((r, i) => ({ r, i })).sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i).map((x) => x.r);
}

/** Exercise names of a day, as keys (for the caller's row factory). */
export function dayKeys(day: GeneratedDay): Set<string> {
  return new Set(day.exercises.map((r) => key(r.name)));
}

/**
 * Whether each week (1, 2) meets the weekly set ranges the checks hold it to: chest, back,
 * quadriceps and glutes at their minimum, no group above its maximum, core under its bound.
 */
export function weeksMeetRanges(ctx: Ctx, tools: FitTools, days: readonly GeneratedDay[], backProblems: boolean): [boolean, boolean] {
  const t = weeklySetTargets({ ...ctx.q, main_goals: ctx.goals, backProblems });
  const meets = (w: number) => {
    const vol = weekVolume(tools, days.filter((d) => !d.isRestDay && d.day > (w - 1) * 7 && d.day <= w * 7));
    return volumeFindings(vol.bySets, t, vol.total).length === 0;
  };
  return [meets(1), meets(2)];
}
