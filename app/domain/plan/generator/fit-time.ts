/**
 * The fit pass's time step (app/domain/plan/generator/fit.ts): each session's estimated duration
 * inside the booked window (target: its middle). Too long: a shorter Zone-2 block, shorter rests, a
 * 3-minute pulse-raiser, fewer sets and exercises — never the week's only cardio block where the
 * goals need one. Too short: more sets where a group has room, longer rests for heavy sets, a new
 * exercise, a longer Zone-2 block or warm-up.
 */
import {
  MIN_VOLUME_GROUPS,
  SESSION_WINDOWS,
  WARMUP_MIN_SECONDS,
  restRangeForReps,
  restSeconds as restSecondsOf,
  setWork,
  warmUpItemSeconds,
  type WeeklySetTargets,
} from "../../coaching/fit";
import type { MuscleGroup } from "../../exercises/types";
import {
  MAX_EXERCISES,
  MAX_SETS,
  MAX_WARMUPS,
  MIN_EXERCISES,
  MIN_SETS,
  credit,
  groupsOf,
  isCardio,
  lastResortCardioMinutes,
  maxCardioMinutes,
  roomFor,
  sessionMinutes,
  steady,
  weekVolume,
  type FitTools,
} from "./fit-volume";
import type { Ctx, GeneratedDay, GeneratedExerciseRow } from "./types";

export function insertBeforeCoreAndCardio(day: GeneratedDay, row: GeneratedExerciseRow): void {
  const i = day.exercises.findIndex((r) => r.role === "core" || r.role === "cardio" || r.role === "carry");
  day.exercises.splice(i < 0 ? day.exercises.length : i, 0, row);
}

/** The rest cell for a row at the upper end of the range its reps suit. */
function longerRest(row: GeneratedExerciseRow): string | null {
  // (a row done in a circuit keeps going straight on)
  if (restSecondsOf(row.rest) === 0) return null;
  const w = setWork(row.reps);
  if (w.reps === null) return null;
  const range = restRangeForReps(w.reps);
  const target = range.max >= 300 ? "3-4 Min" : range.max >= 180 ? "3 Min" : "2 Min";
  return row.rest === target ? null : target;
}

/** The group (not core) furthest under its weekly maximum, when at least 4 sets under it. */
function groupWithRoom(vol: { bySets: Partial<Record<MuscleGroup, number>> }, t: WeeklySetTargets): MuscleGroup | undefined {
  const order: MuscleGroup[] = ["hamstrings", "shoulders", "back", "chest", "quadriceps", "glutes", "biceps", "triceps", "calves"];
  const best = order.map((g) => ({ g, room: t.maxPerGroup - (vol.bySets[g] ?? 0) })).sort((a, b) => b.room - a.room)[0];
  return best && best.room >= 4 ? best.g : undefined;
}

/**
 * A pulse-raiser of more than 3 minutes ("5 Minuten Ergometer") at 3 minutes, like the other
 * pulse-raisers, while the warm-up lasts more than the estimate's 5-minute minimum.
 */
function shorterWarmUp(day: GeneratedDay): { at: number; line: string } | null {
  if (day.warmUp.reduce((n, w) => n + warmUpItemSeconds(w), 0) <= WARMUP_MIN_SECONDS) return null;
  const at = day.warmUp.findIndex((w) => /^[4-9] Minuten /.test(w));
  return at < 0 ? null : { at, line: day.warmUp[at]!.replace(/^\d+ Minuten /, "3 Minuten ") };
}

/** Whether every group that must reach its weekly minimum still does without the row. */
function keepsMinimaWithout(tools: FitTools, t: WeeklySetTargets, week: GeneratedDay[], row: GeneratedExerciseRow): boolean {
  const vol = weekVolume(tools, week);
  const g = groupsOf(tools, row);
  return MIN_VOLUME_GROUPS.every((x) => (vol.bySets[x] ?? 0) - credit(g, x) * row.sets >= t.minPerGroup);
}

/** The rest cell at the short end of what the row's reps allow, when shorter than now. */
function shorterRest(row: GeneratedExerciseRow): string | null {
  const w = setWork(row.reps);
  const now = restSecondsOf(row.rest);
  const min = w.reps === null ? 45 : Math.max(45, restRangeForReps(w.reps).min);
  if (now === null || now <= min) return null;
  return min >= 120 ? `${min / 60} Min` : `${min} s`;
}

/** The note of a row done without rest before the next one (a superset or circuit). */
export const CIRCUIT_NOTE = "im Zirkel: ohne Pause direkt zur nächsten Übung, die Pause erst nach";

const straightOn = (r: GeneratedExerciseRow) => !isCardio(r) && restSecondsOf(r.rest) === 0;
const nextWithRest = (day: GeneratedDay, i: number) => day.exercises.slice(i + 1).find((r) => !isCardio(r) && restSecondsOf(r.rest) !== 0);

/**
 * The rows from `i` on that must go without rest for row i to end its round at a row with at least
 * as many sets (that row last), or null when no later row has them.
 */
function roundFrom(day: GeneratedDay, i: number): GeneratedExerciseRow[] | null {
  const row = day.exercises[i]!;
  const joined: GeneratedExerciseRow[] = [];
  for (let next = nextWithRest(day, i); next; next = nextWithRest(day, day.exercises.indexOf(next))) {
    if (!restSecondsOf(next.rest)) return null;
    if (next.sets >= row.sets) return [...joined, next];
    joined.push(next);
  }
  return null;
}

/**
 * Rows that can go without rest, straight on to the next row (a superset or short circuit), and the
 * seconds that saves: the round ends at a later row with at least as many sets (its rest is the
 * round's rest, so the estimate's rests are the real ones); rows in between join the round.
 */
function circuitRow(day: GeneratedDay): { rows: GeneratedExerciseRow[]; saves: number } | null {
  let best: { rows: GeneratedExerciseRow[]; saves: number } | null = null;
  day.exercises.forEach((row, i) => {
    if (isCardio(row) || row.sets < 2 || !restSecondsOf(row.rest)) return;
    const round = roundFrom(day, i);
    if (!round) return;
    const rows = [row, ...round.slice(0, -1)];
    const saves = rows.reduce((n, r) => n + (r.sets - 1) * (restSecondsOf(r.rest) ?? 0), 0);
    if (!best || saves > best.saves) best = { rows, saves };
  });
  return best;
}

/**
 * Keeps rows without rest true after rows were added or sets changed: a row whose round would end
 * at a row with fewer sets lets the rows in between join the round, else gets the short end of its
 * own rest range back.
 */
function settleRound(day: GeneratedDay): void {
  day.exercises.forEach((row, i) => {
    if (!straightOn(row)) return;
    const round = roundFrom(day, i);
    if (round) {
      for (const r of round.slice(0, -1)) r.rest = "0 s";
      return;
    }
    const w = setWork(row.reps);
    const min = w.reps === null ? 45 : Math.max(45, restRangeForReps(w.reps).min);
    row.rest = min >= 120 ? `${min / 60} Min` : `${min} s`;
  });
}

/**
 * Settles each round once the rows are final (week 2 may add a set after the fit pass), does rows
 * as a circuit where a session still runs past the window, and notes where each round's rest comes.
 */
export function settleCircuits(days: readonly GeneratedDay[], windowMax: number): void {
  for (const day of days) {
    settleRound(day);
    for (let c = circuitRow(day); c && sessionMinutes(day) > windowMax; c = circuitRow(day)) for (const r of c.rows) r.rest = "0 s";
    day.exercises.forEach((row, i) => {
      const next = straightOn(row) ? nextWithRest(day, i) : undefined;
      if (next) row.notes = [row.notes, `${CIRCUIT_NOTE} ${next.name}`].filter(Boolean).join(", ");
    });
  }
}

export function fixTime(ctx: Ctx, tools: FitTools, t: WeeklySetTargets, week: GeneratedDay[]): boolean {
  const window = SESSION_WINDOWS[ctx.q.session_duration];
  const target = Math.round((window.min + window.max) / 2);
  const strengthFirst = ctx.goals.includes("performance") || ctx.goals.includes("muscle_building");
  const cardioGoal = ctx.goals.includes("health") || ctx.goals.includes("general_fitness");
  let changed = false;
  for (const day of week) {
    for (let guard = 0; guard < 80; guard++) {
      settleRound(day);
      const minutes = sessionMinutes(day);
      if (minutes > window.max) {
        // The week's only cardio block stays where the goals need one (health, general fitness):
        // without it nothing in the plan is specific to them; other rows give way first.
        const keptCardio = cardioGoal && week.every((d) => d === day || !d.exercises.some((r) => isCardio(r))) ? day.exercises.find((r) => isCardio(r)) : undefined;
        // Too long: a shorter Zone-2 block, rests at the short end of what the rep range allows, a
        // 3-minute pulse-raiser, fewer accessory sets, fewer exercises whose groups keep their weekly
        // minimum, fewer main-lift sets, then fewer accessory exercises.
        const cardio = day.exercises.find((r) => isCardio(r));
        const cardioMin = cardio ? Number(/\d+/.exec(cardio.reps)?.[0] ?? 0) : 0;
        const acc = [...day.exercises].reverse().find((r) => r.role !== "main" && !isCardio(r) && r.sets > MIN_SETS && !tools.isRequired(r));
        const restRow = day.exercises.find((r) => !isCardio(r) && shorterRest(r));
        const warm = shorterWarmUp(day);
        // (a row whose groups keep their weekly minimum without it first — even a main row, like a
        // face pull in the pull slot beside a row —, else the volume pass puts it back past the window)
        const droppable = day.exercises.length > MIN_EXERCISES ? [...day.exercises].reverse().filter((r) => !tools.isRequired(r) && r !== keptCardio) : [];
        const drop =
          droppable.find((r) => r.role !== "main" && keepsMinimaWithout(tools, t, week, r)) ??
          droppable.find((r) => !isCardio(r) && keepsMinimaWithout(tools, t, week, r));
        const main =
          day.exercises.find((r) => r.role === "main" && r.sets > 3 && !tools.isRequired(r)) ??
          day.exercises.find((r) => r.role === "main" && r.sets > MIN_SETS && !tools.isRequired(r));
        // (only then a row a group still needs: the volume pass would put it back past the window)
        const lastDrop = droppable.find((r) => r.role !== "main");
        // (before that: rows done as a superset or circuit, straight on without rest — bench seed 99
        // #107: 1× up to 30 min, a disc herniation's trunk row and the rows for the four groups)
        const circuit = circuitRow(day);
        if (cardio && cardioMin > 5) cardio.reps = `${Math.max(5, cardioMin - 3)} Minuten`;
        else if (restRow) restRow.rest = shorterRest(restRow)!;
        else if (warm) day.warmUp[warm.at] = warm.line;
        else if (acc) acc.sets--;
        else if (drop) day.exercises.splice(day.exercises.indexOf(drop), 1);
        else if (main) main.sets--;
        else if (circuit) for (const r of circuit.rows) r.rest = "0 s";
        else if (lastDrop) day.exercises.splice(day.exercises.indexOf(lastDrop), 1);
        else break;
        changed = true;
        continue;
      }
      if (minutes >= Math.min(target, window.max - 2) || minutes >= window.min + (window.max - window.min) / 3) break;
      const vol = weekVolume(tools, week);
      // Too short: sets where the group has room (main lifts first) …
      const grow = day.exercises
        .filter((r) => !isCardio(r) && r.sets < MAX_SETS[r.role] && roomFor(tools, r, vol, t, 2))
        .sort((a, b) => a.sets - b.sets)[0];
      const rest = strengthFirst ? day.exercises.find((r) => (r.role === "main" || r.role === "secondary") && longerRest(r)) : undefined;
      const cardio = day.exercises.find((r) => isCardio(r));
      const cardioMin = cardio ? Number(/\d+/.exec(cardio.reps)?.[0] ?? 0) : 0;
      // … a new exercise for the group with the most room under its maximum …
      const roomy = day.exercises.length < MAX_EXERCISES - (cardio ? 0 : 1) ? groupWithRoom(vol, t) : undefined;
      // (only when its sets keep every group it loads under the maximum: else the volume pass takes
      // it out again and the session ends short)
      const candidate = !grow && !rest && roomy ? tools.rowFor(day, roomy) : null;
      const added = candidate && roomFor(tools, candidate, vol, t, candidate.sets) ? candidate : null;
      if (grow) grow.sets++;
      else if (rest) rest.rest = longerRest(rest)!;
      else if (added) insertBeforeCoreAndCardio(day, added);
      else if (cardio && cardioMin < maxCardioMinutes(window.max) && (steady(cardio) || tools.cardioRow(10))) {
        const more = Math.min(maxCardioMinutes(window.max), cardioMin + 5);
        // Intervals (burpees, sprints) stay short: a longer block is steady Zone-2 work.
        if (steady(cardio)) cardio.reps = `${more} Minuten`;
        else day.exercises.splice(day.exercises.indexOf(cardio), 1, tools.cardioRow(more)!);
      }
      else if (!cardio && tools.cardioRow(10)) {
        const row = tools.cardioRow(Math.min(maxCardioMinutes(window.max), Math.max(10, target - minutes)))!;
        // A full session trades its last core or accessory row for the Zone-2 block.
        const swap = day.exercises.length >= MAX_EXERCISES ? [...day.exercises].reverse().find((r) => r.role !== "main" && !tools.isRequired(r)) : undefined;
        if (day.exercises.length >= MAX_EXERCISES && !swap) break;
        if (swap) day.exercises.splice(day.exercises.indexOf(swap), 1);
        day.exercises.push(row);
      }
      else {
        const longer = day.exercises.find((r) => !isCardio(r) && longerRest(r));
        if (longer) longer.rest = longerRest(longer)!;
        else if (!day.warmUp.some((w) => /^1[05] Minuten/.test(w))) {
          const minutesText = window.max > 90 ? "15 Minuten" : "10 Minuten";
          const line = [`${minutesText} lockeres Einwärmen (Gehen, Rad oder Rudern), dann die Übungen unten`, `${minutesText} zügiges Gehen zum Einwärmen`].find((l) => ctx.clean(l));
          if (!line) break;
          if (day.warmUp.length >= MAX_WARMUPS) day.warmUp[0] = line;
          else day.warmUp.unshift(line);
        } else if (cardio && steady(cardio) && cardioMin < lastResortCardioMinutes(window.max)) {
          cardio.reps = `${Math.min(lastResortCardioMinutes(window.max), cardioMin + 5)} Minuten`;
        } else break;
      }
      changed = true;
    }
  }
  return changed;
}
