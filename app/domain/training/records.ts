/**
 * Progress arithmetic (issue 24 item 5, decision 0072): per exercise the sessions with their best
 * set and estimated one-rep max, records marked, and the completed ("hard") sets per muscle group
 * and plan week against what the plan prescribed. Pure: the caller passes the plans, their logged
 * sets and a muscle-group look-up.
 *
 * e1RM by **Epley**, `w · (1 + r/30)`, for completed sets of 1–10 reps with a weight (1 rep: the
 * weight itself); beyond 10 reps the estimate drifts, so such sets count as best sets but give no
 * e1RM. A record beats every earlier session's e1RM strictly (the first session sets none).
 */
import type { LoggedSet } from "./logged-set";
import { fold } from "~/domain/coaching/text";

export const E1RM_MAX_REPS = 10;

/** Whole repetitions of a logged set ("10", " 8 "), or null for anything else ("8-12", "AMRAP", "12 Min"). */
export function repsOf(actual: string | null | undefined): number | null {
  const text = (actual ?? "").trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/** Epley's estimate, rounded to 0.1 kg; null outside 1–10 reps or without a weight. */
export function epley1RM(weight: number, reps: number): number | null {
  if (!(weight > 0) || !Number.isInteger(reps) || reps < 1 || reps > E1RM_MAX_REPS) return null;
  const value = reps === 1 ? weight : weight * (1 + reps / 30);
  return Math.round(value * 10) / 10;
}

export interface BestSet {
  weight: number;
  reps: number;
  e1rm: number | null;
}

/** The best completed set: highest e1RM, else (no estimate) heaviest, then most reps. */
export function bestSet(sets: readonly Pick<LoggedSet, "actual_reps" | "actual_weight" | "completed">[]): BestSet | null {
  let best: BestSet | null = null;
  for (const s of sets) {
    const reps = repsOf(s.actual_reps);
    if (!s.completed || reps === null) continue;
    const weight = s.actual_weight ?? 0;
    const candidate: BestSet = { weight, reps, e1rm: epley1RM(weight, reps) };
    if (!best || better(candidate, best)) best = candidate;
  }
  return best;
}

function better(a: BestSet, b: BestSet): boolean {
  if (a.e1rm !== null || b.e1rm !== null) return (a.e1rm ?? -1) > (b.e1rm ?? -1);
  return a.weight !== b.weight ? a.weight > b.weight : a.reps > b.reps;
}

/** One plan with what was logged in it; `startsAt` is the approval date (day 1). */
export interface PlanLog {
  planId: string;
  sequenceNumber: number;
  startsAt: string;
  sets: readonly LoggedSet[];
}

export interface ExerciseSession {
  planSequence: number;
  day: number;
  /** ISO date of the session (the plan's start plus the day). */
  date: string;
  best: BestSet;
  completedSets: number;
  /** kg × reps over the completed sets. */
  volume: number;
  record: boolean;
}

export interface ExerciseHistory {
  key: string;
  name: string;
  sessions: ExerciseSession[];
  /** The highest e1RM so far (null: no set gave one). */
  bestE1rm: number | null;
}

const DAY_MS = 86_400_000;

export function sessionDate(startsAt: string, day: number): string {
  const start = Date.parse(startsAt);
  return new Date((Number.isFinite(start) ? start : 0) + (day - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** Every exercise's sessions in time order, records marked; exercises with a record or most sessions first. */
export function exerciseHistories(plans: readonly PlanLog[]): ExerciseHistory[] {
  const byExercise = new Map<string, { name: string; sessions: Map<string, { plan: PlanLog; day: number; sets: LoggedSet[] }> }>();
  for (const plan of plans) {
    for (const set of plan.sets) {
      const key = fold(set.exercise_name);
      if (!key) continue;
      let entry = byExercise.get(key);
      if (!entry) byExercise.set(key, (entry = { name: set.exercise_name.trim(), sessions: new Map() }));
      const sessionKey = `${plan.sequenceNumber}:${set.day}`;
      let session = entry.sessions.get(sessionKey);
      if (!session) entry.sessions.set(sessionKey, (session = { plan, day: set.day, sets: [] }));
      session.sets.push(set);
    }
  }
  const out: ExerciseHistory[] = [];
  for (const [key, entry] of byExercise) {
    const ordered = [...entry.sessions.values()].sort((a, b) => a.plan.sequenceNumber - b.plan.sequenceNumber || a.day - b.day);
    const sessions: ExerciseSession[] = [];
    let top: number | null = null;
    for (const s of ordered) {
      const best = bestSet(s.sets);
      if (!best) continue;
      const done = s.sets.filter((x) => x.completed && repsOf(x.actual_reps) !== null);
      const record = best.e1rm !== null && top !== null && best.e1rm > top;
      if (best.e1rm !== null && (top === null || best.e1rm > top)) top = best.e1rm;
      sessions.push({
        planSequence: s.plan.sequenceNumber,
        day: s.day,
        date: sessionDate(s.plan.startsAt, s.day),
        best,
        completedSets: done.length,
        volume: Math.round(done.reduce((n, x) => n + (x.actual_weight ?? 0) * (repsOf(x.actual_reps) ?? 0), 0) * 10) / 10,
        record,
      });
    }
    if (sessions.length > 0) out.push({ key, name: entry.name, sessions, bestE1rm: top });
  }
  return out.sort((a, b) => b.sessions.length - a.sessions.length || a.name.localeCompare(b.name));
}

/** What the plan prescribes: per day, each exercise's name and number of sets. */
export interface PlannedExercise {
  day: number;
  name: string;
  sets: number;
}

export interface WeeklyMuscleSets {
  week: 1 | 2;
  group: string;
  done: number;
  planned: number;
}

/** Plan week of a day (days 1–7: week 1, 8–14: week 2). */
export const weekOf = (day: number): 1 | 2 => (day <= 7 ? 1 : 2);

/**
 * Completed sets per muscle group and week against the plan's prescribed sets. An exercise counts
 * for every muscle group the look-up names (a squat: quadriceps, glutes, core); unknown exercises
 * are left out of both sides. Groups without planned or done sets are omitted.
 */
export function weeklyMuscleSets(
  planned: readonly PlannedExercise[],
  logged: readonly LoggedSet[],
  musclesOf: (exerciseName: string) => readonly string[],
): WeeklyMuscleSets[] {
  const table = new Map<string, WeeklyMuscleSets>();
  const add = (week: 1 | 2, group: string, field: "done" | "planned", n: number) => {
    const key = `${week}:${group}`;
    let row = table.get(key);
    if (!row) table.set(key, (row = { week, group, done: 0, planned: 0 }));
    row[field] += n;
  };
  for (const p of planned) for (const g of musclesOf(p.name)) add(weekOf(p.day), g, "planned", p.sets);
  for (const s of logged) {
    if (!s.completed) continue;
    for (const g of musclesOf(s.exercise_name)) add(weekOf(s.day), g, "done", 1);
  }
  return [...table.values()].filter((r) => r.done > 0 || r.planned > 0).sort((a, b) => a.week - b.week || b.planned - a.planned || a.group.localeCompare(b.group));
}
