/**
 * What the conditions require (knee-friendly quadriceps work, pelvic floor, rotator cuff, calf
 * raises, trunk stability: app/domain/coaching/safety.ts): enough weekly sets in both weeks, one row
 * per session at most (two in a once-a-week session).
 */
import type { Inclusion } from "~/domain/coaching/condition-types";
import { findTerm } from "~/domain/coaching/text";
import type { ExerciseRecord } from "~/domain/exercises/types";
import { CARDIO_MINUTES } from "./profile";
import { makeRow } from "./rows";
import { S } from "./templates";
import type { Ctx, GeneratedDay, GeneratedExerciseRow } from "./types";
import { jitter, key } from "./util";

/** The training days of week 1 or 2. */
export const trainingDaysOf = (days: readonly GeneratedDay[], w: number): GeneratedDay[] => days.filter((d) => !d.isRestDay && d.day > (w - 1) * 7 && d.day <= w * 7);

/** Required work: a condition's inclusion, or a skill goal's (skill-goals.ts, decision 0117). */
export type RequiredWork = Pick<Inclusion, "label" | "terms" | "minSetsPerWeek" | "pattern" | "reps" | "cue">;

const satisfiesInclusion = (name: string, inc: RequiredWork): boolean => findTerm(name, inc.terms) !== null;

/** Other required work than the conditions' (skill goals, decision 0117). */
export interface OtherWork {
  list: readonly RequiredWork[];
  /** The exercises that may serve it. */
  pool: readonly ExerciseRecord[];
  /** The row note saying why the row is there. */
  why: (label: string) => string;
  /** Rows already required (never replaced). */
  keep: ReadonlySet<GeneratedExerciseRow>;
}

/**
 * Adds or raises the rows the conditions require (or the other required work given); returns them.
 * The other work's row replaces a row of its pattern in any role (a skill's hinge replaces the
 * session's hinge rather than doubling it); the conditions' rows replace accessory and core rows.
 */
export function addInclusionRows(ctx: Ctx, days: GeneratedDay[], other?: OtherWork): Set<GeneratedExerciseRow> {
  const { q, seed, safety } = ctx;
  const list = other?.list ?? safety.inclusions;
  const pool = other?.pool ?? ctx.allowed;
  const why = other?.why ?? ((label: string) => `fester Bestandteil (${label})`);
  const trainingDaysOf_ = (w: number) => trainingDaysOf(days, w);
  const inclusionRows = new Set<GeneratedExerciseRow>();
  const free = (r: GeneratedExerciseRow) => !inclusionRows.has(r) && !other?.keep.has(r);
  for (const inc of list) {
    const options = pool
      .filter((e) => satisfiesInclusion(e.name, inc) && e.movementPattern !== "cardio" && e.difficulty <= safety.maxDifficulty)
      .sort((a, b) => a.difficulty - b.difficulty || jitter(seed, `inc|${a.name}`) - jitter(seed, `inc|${b.name}`));
    for (const w of [1, 2]) {
      const week = trainingDaysOf_(w);
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
        row.notes = `${base}, ${why(inc.label)}`;
        // Replace the session's last accessory or core row of the same pattern, else add the row.
        const same =
          [...d.exercises].reverse().find((r) => (r.role !== "main" || other) && r.pattern === ex.movementPattern && free(r)) ??
          // A full session (8 exercises) gives up its last accessory or core row.
          (d.exercises.length >= 8 ? [...d.exercises].reverse().find((r) => r.role !== "main" && r.role !== "cardio" && free(r)) : undefined);
        if (same) d.exercises.splice(d.exercises.indexOf(same), 1, row);
        else {
          const at = d.exercises.findIndex((r) => r.role === "cardio");
          d.exercises.splice(at < 0 ? d.exercises.length : at, 0, row);
        }
        inclusionRows.add(row);
      }
    }
  }
  return inclusionRows;
}
