/**
 * The fit pass's step up (app/domain/plan/generator/fit.ts): a group under its weekly minimum gets
 * more sets on a row it leads, a new row, sets paid for inside the window, a set moved from a
 * group at its maximum, a row traded for one it leads (the other groups made up at once), the
 * Zone-2 block of a full once-a-week session moved into the warm-up, or — last — a row of up to 8
 * (10 where nothing else leads the group) sets in a full once-a-week session.
 */
import { MAX_VOLUME_GROUPS, MIN_VOLUME_GROUPS, type WeeklySetTargets } from "~/domain/coaching/fit";
import type { MuscleGroup } from "~/domain/exercises/types";
import { insertBeforeCoreAndCardio, shorterRest, shorterWarmUp, zone2IntoWarmUp } from "./fit-time";
import {
  FULL_SESSION_MAX_SETS,
  MAX_EXERCISES,
  MIN_SETS,
  ONLY_EXERCISE_MAX_SETS,
  WHOLE_WEEK_NOTE,
  credit,
  fitsAfter,
  groupsOf,
  isCardio,
  maxSets,
  roomFor,
  sessionMinutes,
  showsGoalAlone,
  steady,
  weekVolume,
  type FitTools,
  type WeekRow,
} from "./fit-volume";
import type { Ctx, GeneratedDay, GeneratedExerciseRow } from "./types";

/** One step towards the minimum of a group that is short; false when nothing can help it. */
export function raise(
  ctx: Ctx,
  tools: FitTools,
  t: WeeklySetTargets,
  week: GeneratedDay[],
  windowMax: number,
  vol: { bySets: Partial<Record<MuscleGroup, number>>; total: number },
  rows: WeekRow[],
  under: MuscleGroup,
): boolean {
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
    () => primary.some(({ d, r }) => paidFor(tools, t, week, d, under, windowMax, more(r))),
    () => addSets.some((n) => paidFor(tools, t, week, day!, under, windowMax, add(n))),
    () => secondary.some(({ d, r }) => fitsAfter(d, windowMax, more(r))),
    // (a new row past the window: the time pass then shortens rests, Zone 2 and accessories)
    () => {
      if (!newRow) return false;
      add(newRow.sets)();
      return true;
    },
    () => secondary.some(({ d, r }) => paidFor(tools, t, week, d, under, windowMax, more(r))),
  ];
  if (steps.some((step) => step())) return true;
  // A set moves to a row the group shares from a row of a group at its maximum that does not help
  // it (bench fixture #183: glutes from squats and step-ups only, quadriceps at their maximum — the
  // wall sit gives two sets to them), inside the window.
  if (shiftSet(tools, t, week, windowMax, vol, rows, under)) return true;
  // A row gives way to the group that is short: an arm, calf, carry or core row first (no group
  // with a minimum loses by it), else a row whose groups keep their minimum — counting what the row
  // taking its place gives them — or are made up at once by the other rows, inside the window
  // (tradeAndMakeUp: a promise of sets the window cannot hold would only trade the row back). A row
  // that gives the short group half credit may give way to one it leads (Good Morning → Hip Thrust).
  // (a Zone-2 block first where it is not the only one a goal needs — it filled time: bench seed
  // 100 #503, 3× 30–45 min, pregnancy and shoulder impingement, a Zone-2 block every session)
  const filler = week.flatMap((d) => d.exercises.filter((r) => isCardio(r) && steady(r)).map((r) => ({ d, r })));
  const free = [...filler, ...rows].filter(
    ({ r }) => (isCardio(r) || r.role !== "main") && !tools.isRequired(r) && !showsGoalAlone(tools, r, week) && credit(groupsOf(tools, r), under) < 1,
  );
  const noMinimum = (r: GeneratedExerciseRow) => !groupsOf(tools, r).some((x) => (MIN_VOLUME_GROUPS as readonly MuscleGroup[]).includes(x));
  const keepsMinimum = (r: GeneratedExerciseRow, swapIn: GeneratedExerciseRow) => {
    const g = groupsOf(tools, r);
    const gIn = groupsOf(tools, swapIn);
    return g.every(
      (x) => x === under || !(MIN_VOLUME_GROUPS as readonly MuscleGroup[]).includes(x) || (vol.bySets[x] ?? 0) - credit(g, x) * r.sets + credit(gIn, x) * swapIn.sets >= t.minPerGroup,
    );
  };
  const minor = [...free.filter(({ r }) => noMinimum(r)), ...free.filter(({ r }) => !noMinimum(r))].find(({ d, r }) => {
    const swapIn = tools.rowFor(d, under);
    if (!swapIn || credit(groupsOf(tools, swapIn), under) <= credit(groupsOf(tools, r), under)) return false;
    swapIn.sets = Math.max(MIN_SETS, Math.min(swapIn.sets, maxSets(swapIn, week), Math.ceil(t.minPerGroup - (vol.bySets[under] ?? 0)) + 1));
    if (!keepsMinimum(r, swapIn)) return tradeAndMakeUp(tools, t, week, windowMax, under, d, r, swapIn);
    const trade = () => {
      const at = d.exercises.indexOf(r);
      d.exercises.splice(at, 1, swapIn);
      return () => d.exercises.splice(at, 1, r);
    };
    // (inside the window as it is, else paid for by rests, Zone 2 or sets that are not short)
    return fitsAfter(d, windowMax, trade) || paidFor(tools, t, week, d, under, windowMax, trade);
  });
  if (minor) return true;
  // Last: a full once-a-week session (every row needed) gives the row the short group leads up to
  // 8 sets, where the window holds them — still inside the ~10 sets per muscle and session that
  // stay productive (bench #400: 1× 90–120 min, bodyweight, knee and back rules, Zone 2 for health).
  // (up to 10 where nothing else leads the group — bench seed 99 #989: pregnancy, tennis elbow and
  // "no push-ups" leave the isometric palm press as the only chest exercise)
  const full = week.length === 1 && week[0]!.exercises.length >= MAX_EXERCISES;
  const other = full ? tools.rowFor(week[0]!, under) : null;
  const cap = other && credit(groupsOf(tools, other), under) === 1 ? FULL_SESSION_MAX_SETS : ONLY_EXERCISE_MAX_SETS;
  const longer = full
    ? rows.filter(({ r }) => credit(groupsOf(tools, r), under) === 1 && r.role !== "core" && r.sets >= maxSets(r, week) && r.sets < Math.min(cap, r.maxSets ?? Infinity) && roomFor(tools, r, vol, t))
    : [];
  const grown = longer.find(({ d, r }) => fitsAfter(d, windowMax, more(r)) || paidFor(tools, t, week, d, under, windowMax, more(r)));
  if (grown) {
    // (the row says why it carries so many sets, and how to split them)
    if (!grown.r.notes.includes(WHOLE_WEEK_NOTE)) grown.r.notes = [grown.r.notes, WHOLE_WEEK_NOTE].filter(Boolean).join(", ");
    return true;
  }
  // Then the Zone-2 block of that full session moves into the warm-up (10 minutes at most), and
  // its row goes to the group — where another of the customer's goals still shows (bench seed 42
  // #891: 1× 90–120 min, muscle building and general fitness, quadriceps 8 of 10 with every row
  // needed). Health and general fitness keep their Zone-2 minutes, now as the warm-up.
  return full && zone2ForGroup(ctx, tools, t, week, windowMax, under);
}

/** Row state the fit pass changes (for a trial that may be undone as a whole). */
function snapshot(week: GeneratedDay[]): () => void {
  const days = week.map((d) => ({ d, warmUp: [...d.warmUp], exercises: [...d.exercises] }));
  const rows = week.flatMap((d) => d.exercises.map((r) => ({ r, sets: r.sets, reps: r.reps, rest: r.rest, notes: r.notes })));
  return () => {
    for (const x of days) {
      x.d.warmUp = x.warmUp;
      x.d.exercises = x.exercises;
    }
    for (const x of rows) Object.assign(x.r, { sets: x.sets, reps: x.reps, rest: x.rest, notes: x.notes });
  };
}

/**
 * Trades `r` for `swapIn` (a row `under` leads), then grows the rows that lead each group the trade
 * took under its minimum — up to their most sets (8 in a full once-a-week session, where the last
 * step of the volume pass allows them), each set inside the window or paid for; undone as a whole,
 * and false, when a group stays short (bench seed 17 #273: 1× 60–90 min, the back extension for a
 * cable pull-through, the machine row from 4 to 8 sets; seed 7777 #697: a trade the window could
 * not make up used to swap back and forth).
 */
function tradeAndMakeUp(
  tools: FitTools,
  t: WeeklySetTargets,
  week: GeneratedDay[],
  windowMax: number,
  under: MuscleGroup,
  d: GeneratedDay,
  r: GeneratedExerciseRow,
  swapIn: GeneratedExerciseRow,
): boolean {
  const before = weekVolume(tools, week);
  if (!roomFor(tools, swapIn, before, t, swapIn.sets)) return false;
  const fullOnce = week.length === 1 && d.exercises.length >= MAX_EXERCISES;
  const cap = (o: GeneratedExerciseRow, x: MuscleGroup) =>
    fullOnce && credit(groupsOf(tools, o), x) === 1 ? Math.min(o.maxSets ?? Infinity, Math.max(maxSets(o, week), FULL_SESSION_MAX_SETS)) : maxSets(o, week);
  const undo = snapshot(week);
  const trade = () => {
    const at = d.exercises.indexOf(r);
    d.exercises.splice(at, 1, swapIn);
    return () => d.exercises.splice(at, 1, r);
  };
  const ok = (() => {
    if (!(fitsAfter(d, windowMax, trade) || paidFor(tools, t, week, d, under, windowMax, trade))) return false;
    for (const x of MIN_VOLUME_GROUPS) {
      if (x === under || (before.bySets[x] ?? 0) < t.minPerGroup) continue;
      for (let vol = weekVolume(tools, week); (vol.bySets[x] ?? 0) < t.minPerGroup; vol = weekVolume(tools, week)) {
        const grow = week
          .flatMap((day) => day.exercises.map((o) => ({ day, o })))
          .filter(({ o }) => o !== swapIn && !isCardio(o) && o.role !== "core" && credit(groupsOf(tools, o), x) > 0 && o.sets < cap(o, x) && roomFor(tools, o, vol, t))
          .sort((a, b) => credit(groupsOf(tools, b.o), x) - credit(groupsOf(tools, a.o), x))[0];
        if (!grow) return false;
        const more = () => {
          grow.o.sets++;
          return () => {
            grow.o.sets--;
          };
        };
        if (!(fitsAfter(grow.day, windowMax, more) || paidFor(tools, t, week, grow.day, x, windowMax, more))) return false;
        if (grow.o.sets > maxSets(grow.o, week) && !grow.o.notes.includes(WHOLE_WEEK_NOTE)) grow.o.notes = [grow.o.notes, WHOLE_WEEK_NOTE].filter(Boolean).join(", ");
      }
    }
    return (weekVolume(tools, week).bySets[under] ?? 0) > (before.bySets[under] ?? 0);
  })();
  if (!ok) undo();
  return ok;
}

function zone2ForGroup(ctx: Ctx, tools: FitTools, t: WeeklySetTargets, week: GeneratedDay[], windowMax: number, under: MuscleGroup): boolean {
  const d = week[0]!;
  const swapIn = tools.rowFor(d, under);
  if (!swapIn || credit(groupsOf(tools, swapIn), under) < 1) return false;
  const vol = weekVolume(tools, week);
  swapIn.sets = Math.max(MIN_SETS, Math.min(swapIn.sets, maxSets(swapIn, week), Math.ceil(t.minPerGroup - (vol.bySets[under] ?? 0)) + 1));
  if (!roomFor(tools, swapIn, vol, t, swapIn.sets)) return false;
  const move = () => {
    const undo = zone2IntoWarmUp(ctx, d, week, 10);
    if (!undo) return null;
    insertBeforeCoreAndCardio(d, swapIn);
    return undo;
  };
  const change = () => move() ?? (() => {});
  const undo = move();
  if (!undo) return false;
  undo();
  return fitsAfter(d, windowMax, change) || paidFor(tools, t, week, d, under, windowMax, change);
}

/**
 * One set more for a row that loads `under` but is held back by one other group at its maximum,
 * paid by one set less of a row that loads that group as much or more, does not load `under`,
 * is not required and whose other groups keep their minimum; false when none fits the window.
 */
function shiftSet(
  tools: FitTools,
  t: WeeklySetTargets,
  week: GeneratedDay[],
  windowMax: number,
  vol: { bySets: Partial<Record<MuscleGroup, number>>; total: number },
  rows: WeekRow[],
  under: MuscleGroup,
): boolean {
  const isMin = (y: MuscleGroup) => (MIN_VOLUME_GROUPS as readonly MuscleGroup[]).includes(y);
  for (const c of rows) {
    const g = groupsOf(tools, c.r);
    if (credit(g, under) === 0 || c.r.sets >= maxSets(c.r, week) || tools.isRequired(c.r)) continue;
    const blocked = g.filter((x) => x !== under && credit(g, x) > 0 && (MAX_VOLUME_GROUPS as readonly MuscleGroup[]).includes(x) && (vol.bySets[x] ?? 0) + credit(g, x) > t.maxPerGroup);
    if (blocked.length !== 1 || g.includes("core")) continue;
    const x = blocked[0]!;
    const donor = rows.find(({ r }) => {
      const gd = groupsOf(tools, r);
      return (
        r !== c.r && r.sets > MIN_SETS && !tools.isRequired(r) && credit(gd, under) === 0 && credit(gd, x) >= credit(g, x) &&
        gd.every((y) => y === x || !isMin(y) || (vol.bySets[y] ?? 0) - credit(gd, y) >= t.minPerGroup)
      );
    });
    if (!donor) continue;
    donor.r.sets--;
    c.r.sets++;
    if (sessionMinutes(c.d) <= windowMax && sessionMinutes(donor.d) <= windowMax) return true;
    donor.r.sets++;
    c.r.sets--;
  }
  return false;
}

/**
 * Applies `change` (more work for the group `under`) and pays for its minutes inside the session
 * when it would run past the window, in this order: 3 minutes less Zone 2 (not under 5), a rest at
 * the short end of what its reps allow, a 3-minute pulse-raiser instead of a longer one, else a set
 * less of rows that do not load `under`, keep every group's minimum and stay at 2 sets or more (the
 * row with the most sets first). Undone, and false, when that cannot bring the session back into
 * the window.
 */
function paidFor(
  tools: FitTools,
  t: WeeklySetTargets,
  week: GeneratedDay[],
  day: GeneratedDay,
  under: MuscleGroup,
  windowMax: number,
  change: () => () => void,
): boolean {
  const undoChange = change();
  // (the week as the change left it: a trade takes a row's sets away)
  const vol = weekVolume(tools, week);
  const taken = new Map<MuscleGroup, number>();
  const undos: (() => void)[] = [];
  const isMin = (g: MuscleGroup) => (MIN_VOLUME_GROUPS as readonly MuscleGroup[]).includes(g);
  const cardioMinutes = (r: GeneratedExerciseRow) => Number(/\d+/.exec(r.reps)?.[0] ?? 0);
  while (sessionMinutes(day) > windowMax) {
    const zone2 = day.exercises.find((r) => isCardio(r) && !tools.isRequired(r) && steady(r) && cardioMinutes(r) > 5);
    const restRow = zone2 ? undefined : day.exercises.find((r) => !isCardio(r) && shorterRest(r));
    const warm = zone2 || restRow ? null : shorterWarmUp(day);
    const donor =
      zone2 || restRow || warm
        ? undefined
        : day.exercises
            .filter((r) => {
              if (tools.isRequired(r) || isCardio(r)) return false;
              const g = groupsOf(tools, r);
              if (r.sets <= MIN_SETS || credit(g, under) > 0) return false;
              return g.every((x) => !isMin(x) || (vol.bySets[x] ?? 0) - (taken.get(x) ?? 0) - credit(g, x) >= t.minPerGroup);
            })
            .sort((a, b) => b.sets - a.sets)[0];
    if (zone2) {
      const reps = zone2.reps;
      zone2.reps = `${Math.max(5, cardioMinutes(zone2) - 3)} Minuten`;
      undos.push(() => {
        zone2.reps = reps;
      });
    } else if (restRow) {
      const rest = restRow.rest;
      restRow.rest = shorterRest(restRow)!;
      undos.push(() => {
        restRow.rest = rest;
      });
    } else if (warm) {
      const line = day.warmUp[warm.at]!;
      day.warmUp[warm.at] = warm.line;
      undos.push(() => {
        day.warmUp[warm.at] = line;
      });
    } else if (donor) {
      const g = groupsOf(tools, donor);
      for (const x of g) taken.set(x, (taken.get(x) ?? 0) + credit(g, x));
      donor.sets--;
      undos.push(() => {
        donor.sets++;
      });
    } else {
      for (const u of undos.reverse()) u();
      undoChange();
      return false;
    }
  }
  return true;
}
