/**
 * The fit pass's tools (fit-volume.ts FitTools) for one plan: the exercise records, a new row for a
 * muscle group on a day, a steady Zone-2 row, what the conditions require, and the goals single rows
 * show.
 */
import { rowGoalsOf } from "~/domain/coaching/goals";
import { satisfiesInclusion } from "~/domain/coaching/safety";
import { declinesCardio } from "./wishes";
import type { ExerciseRecord, MuscleGroup } from "~/domain/exercises/types";
import { isCardioExercise } from "~/domain/plan/parser";
import { isInterval } from "./classify";
import type { FitTools } from "./fit";
import { trainingDaysOf } from "./inclusions";
import { CARDIO_MINUTES } from "./profile";
import { makeRow } from "./rows";
import { REGION, rankFor } from "./selection";
import { S } from "./templates";
import type { Ctx, GeneratedDay, GeneratedExerciseRow, SlotSpec } from "./types";
import { jitter, key } from "./util";

/** The body region of a muscle group (core and cardio have none). */
const GROUP_REGION: Partial<Record<MuscleGroup, "upper" | "lower">> = {
  chest: "upper", back: "upper", shoulders: "upper", biceps: "upper", triceps: "upper",
  quadriceps: "lower", glutes: "lower", hamstrings: "lower", calves: "lower", hips: "lower",
};

export function fitToolsFor(ctx: Ctx, days: GeneratedDay[], byName: ReadonlyMap<string, ExerciseRecord>, inclusionRows: ReadonlySet<GeneratedExerciseRow>): FitTools {
  const { q, seed, safety, allowed, goals } = ctx;
  const records = new Map(allowed.map((e) => [key(e.name), e] as const));
  const steadyCardio = allowed
    .filter((e) => e.movementPattern === "cardio" && isCardioExercise(e.name) && !isInterval(e) && !e.stressTags.includes("high_impact"))
    .sort((a, b) => Number(b.equipmentNeeded.includes("ergometer")) - Number(a.equipmentNeeded.includes("ergometer")) || jitter(seed, a.name) - jitter(seed, b.name))[0];
  const GROUP_PATTERN: Partial<Record<MuscleGroup, SlotSpec["pattern"]>> = { chest: "push_horizontal", back: "pull_horizontal", quadriceps: "squat", glutes: "hinge" };
  return {
    recordOf: (name) => records.get(key(name)) ?? byName.get(key(name)),
    rowFor: (d, group) => {
      // Day types are honoured (decision 0103): a leg group's exercise (calves too) only on a day with
      // leg work, an upper-body group's only on a day with upper-body work.
      const region = GROUP_REGION[group];
      if (region && !d.exercises.some((r) => REGION[r.pattern as SlotSpec["pattern"]] === region)) return null;
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
    // No cardio block to fill a session window when the wishes decline extra endurance work (decision 0103).
    cardioRow: (minutes) =>
      steadyCardio && !declinesCardio(q)
        ? {
            name: steadyCardio.name,
            sets: 1,
            reps: `${minutes} Minuten`,
            weight: "–",
            rest: "–",
            notes: "Ausdauerblock: Zone 2, ruhiges Tempo, Sie können sich noch unterhalten",
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
      const weekRows = trainingDaysOf(days, d.day > 7 ? 2 : 1).flatMap((x) => x.exercises);
      return incs.some((inc) => weekRows.filter((x) => satisfiesInclusion(x.name, inc)).reduce((n, x) => n + x.sets, 0) - r.sets < inc.minSetsPerWeek);
    },
    rowGoals: rowGoalsOf(goals),
  };
}
