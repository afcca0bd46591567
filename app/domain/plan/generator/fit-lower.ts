/**
 * The fit pass's step down (app/domain/plan/generator/fit.ts): a group above its weekly maximum, or
 * core above its bound, loses a set, a row, or trades a row for work another group lacks.
 */
import { MAX_VOLUME_GROUPS, MIN_VOLUME_GROUPS, type WeeklySetTargets } from "~/domain/coaching/fit";
import type { MuscleGroup } from "~/domain/exercises/types";
import { MIN_EXERCISES, MIN_SETS, credit, groupsOf, roomFor, showsGoalAlone, type FitTools, type WeekRow } from "./fit-volume";
import type { GeneratedDay, GeneratedExerciseRow } from "./types";

/** One step down for a group above its maximum (core: above its bound); false when nothing can go. */
export function lower(
  tools: FitTools,
  t: WeeklySetTargets,
  week: GeneratedDay[],
  vol: { bySets: Partial<Record<MuscleGroup, number>>; total: number },
  rows: WeekRow[],
  g: MuscleGroup,
): boolean {
  const cands = rows
    .filter(({ r }) => credit(groupsOf(tools, r), g) > 0)
    .sort((a, b) => credit(groupsOf(tools, b.r), g) - credit(groupsOf(tools, a.r), g) || b.r.sets - a.r.sets);
  // (rows whose other groups keep their weekly minimum without the sets first — bench fixture
  // #20: quadriceps over their maximum, glutes at theirs from squats and lunges only: the wall sit
  // gives way, not the squat, so the next round does not put a squat back for the glutes)
  const spares = (r: GeneratedExerciseRow, sets: number) => {
    const gr = groupsOf(tools, r);
    return gr.every((y) => y === g || !(MIN_VOLUME_GROUPS as readonly MuscleGroup[]).includes(y) || (vol.bySets[y] ?? 0) - credit(gr, y) * sets >= t.minPerGroup);
  };
  const sparing = <T extends WeekRow>(list: T[], sets: (r: GeneratedExerciseRow) => number): T[] => [
    ...list.filter(({ r }) => spares(r, sets(r))),
    ...list.filter(({ r }) => !spares(r, sets(r))),
  ];
  const free = sparing(
    cands.filter(({ r }) => !tools.isRequired(r)),
    () => 1,
  );
  const reducible = free.find(({ r }) => r.sets > MIN_SETS && r.role !== "main") ?? free.find(({ r }) => r.sets > MIN_SETS);
  if (reducible) {
    reducible.r.sets--;
    return true;
  }
  // (never the only row showing a goal: app/domain/coaching/goals.ts; a main lift only where
  // another row of its session leads the same group — a wall sit beside three squats and lunges)
  const led = (d: GeneratedDay, r: GeneratedExerciseRow) => {
    const lead = groupsOf(tools, r)[0];
    return lead !== undefined && d.exercises.some((o) => o !== r && groupsOf(tools, o)[0] === lead);
  };
  const mayGo = ({ d, r }: WeekRow) => (r.role !== "main" || led(d, r)) && !tools.isRequired(r) && !showsGoalAlone(tools, r, week);
  const removable = sparing(cands, (r) => r.sets).find((c) => mayGo(c) && c.d.exercises.length > MIN_EXERCISES);
  if (removable) {
    removable.d.exercises.splice(removable.d.exercises.indexOf(removable.r), 1);
    return true;
  }
  // A short session cannot lose a row: trade it for work a group still lacks.
  // (the group furthest under its minimum, else the one with the fewest sets: a trade never
  // piles one group over its maximum)
  const trade = tradeFor(tools, t, vol, g, cands.filter(mayGo));
  if (!trade) return false;
  trade.d.exercises.splice(trade.d.exercises.indexOf(trade.r), 1, trade.row);
  return true;
}

/**
 * A row to trade for one that loads `g` too much: for the groups that must reach a minimum, the
 * one with the fewest sets first, then the other groups, a row that does not load `g` and keeps
 * every group under its maximum (with the traded row's sets at most).
 */
function tradeFor(
  tools: FitTools,
  t: WeeklySetTargets,
  vol: { bySets: Partial<Record<MuscleGroup, number>>; total: number },
  g: MuscleGroup,
  swaps: { d: GeneratedDay; r: GeneratedExerciseRow }[],
): { d: GeneratedDay; r: GeneratedExerciseRow; row: GeneratedExerciseRow } | null {
  // (then the other groups, the most room under their maximum first — bench seed 42 #634: 6× 30–45
  // minutes, four-row sessions, chest, back and glutes near their maximum, core 10 of 9: a calf row)
  const minimum = [...MIN_VOLUME_GROUPS].filter((m) => m !== g).sort((a, b) => (vol.bySets[a] ?? 0) - (vol.bySets[b] ?? 0));
  const others = MAX_VOLUME_GROUPS.filter((m) => m !== g && !(MIN_VOLUME_GROUPS as readonly MuscleGroup[]).includes(m)).sort((a, b) => (vol.bySets[a] ?? 0) - (vol.bySets[b] ?? 0));
  const groups = [...minimum, ...others];
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
