/**
 * The coach's queue: every draft waiting for approval, with what the coach needs to decide quickly.
 * Pure rules, unit-tested: the draft's age against the 24-hour delivery promise (the quality review's
 * count is plan-review.ts's summarizeQuality), the customer's flags (health restrictions, pain in the latest feedback) and the previous
 * plan's compliance (share of prescribed sets marked done).
 */
import { findPainMentions, type BodyPart } from "~/domain/training/feedback-signals";
import type { ParsedPlan } from "~/domain/plan/types";

/** Delivery promised within 24 hours (spec part 2 §9). */
export const DELIVERY_PROMISE_HOURS = 24;
/** From this age on the coach sees the draft highlighted: four hours left. */
export const DUE_SOON_HOURS = 20;
const HOUR_MS = 3_600_000;

export type AgeStatus = "on_time" | "due_soon" | "overdue";

/**
 * Where the draft's clock starts: a follow-up (a draft with a previous plan) from the previous plan's
 * submission; a plan from the questionnaire from its last submission (`updated_at`); otherwise, or
 * when that time is missing, the draft's creation. The clock never starts after the draft was
 * created (an edit of the questionnaire while the draft waits does not reset the promise).
 */
export function clockStart(input: {
  isFollowup: boolean;
  questionnaireSubmittedAt: Date | null;
  previousSubmittedAt: Date | null;
  draftCreatedAt: Date;
}): { start: Date; source: "questionnaire" | "submission" | "draft" } {
  const reference = input.isFollowup ? input.previousSubmittedAt : input.questionnaireSubmittedAt;
  if (!reference) return { start: input.draftCreatedAt, source: "draft" };
  const source = input.isFollowup ? "submission" : "questionnaire";
  return reference.getTime() > input.draftCreatedAt.getTime() ? { start: input.draftCreatedAt, source } : { start: reference, source };
}

/** On time up to 20 h, due soon past 20 h, overdue past 24 h (exactly 20 h / 24 h are not yet past). */
export function ageStatus(ageMs: number): AgeStatus {
  if (ageMs > DELIVERY_PROMISE_HOURS * HOUR_MS) return "overdue";
  if (ageMs > DUE_SOON_HOURS * HOUR_MS) return "due_soon";
  return "on_time";
}

/** Hours and minutes of a duration (rounded down to the minute, never negative). */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

export interface DraftAge {
  ageMs: number;
  status: AgeStatus;
  /** Time left until the promise is broken; negative when overdue. */
  remainingMs: number;
}

export function draftAge(start: Date, now: Date): DraftAge {
  const ageMs = Math.max(0, now.getTime() - start.getTime());
  return { ageMs, status: ageStatus(ageMs), remainingMs: DELIVERY_PROMISE_HOURS * HOUR_MS - ageMs };
}

/* ───────────────────────────── compliance ───────────────────────────── */

/** The sets a plan prescribes: the sum of `sets` of every exercise of every training day. */
export function prescribedSets(plan: ParsedPlan): number {
  if (plan.isPlaceholder) return 0;
  let total = 0;
  for (const day of plan.days) {
    if (day.isRestDay) continue;
    for (const exercise of day.exercises) total += exercise.sets;
  }
  return total;
}

export interface ProgressSet {
  day: number;
  exerciseOrder: number;
  setNumber: number;
  completed: boolean;
}

/** Sets marked done, counted once per (day, exercise position, set number). */
export function doneSets(rows: readonly ProgressSet[]): number {
  const done = new Set<string>();
  for (const row of rows) if (row.completed) done.add(`${row.day}:${row.exerciseOrder}:${row.setNumber}`);
  return done.size;
}

export interface Compliance {
  done: number;
  prescribed: number;
  /** Done ÷ prescribed, at most 1; null when the plan prescribes no sets (unreadable text). */
  share: number | null;
}

export function complianceOf(plan: ParsedPlan, rows: readonly ProgressSet[]): Compliance {
  const prescribed = prescribedSets(plan);
  const done = doneSets(rows);
  return { done, prescribed, share: prescribed > 0 ? Math.min(1, done / prescribed) : null };
}

/* ───────────────────────────── flags ───────────────────────────── */

export interface FeedbackEntry {
  /** 0 = feedback on the whole plan, 1–14 = that day. */
  day: number;
  text: string;
  updatedAt: Date;
}

export interface PainFlag {
  day: number;
  excerpt: string;
  bodyParts: BodyPart[];
}

export interface CustomerFlags {
  /** The questionnaire's health restrictions, when the customer named any. */
  healthRestrictions: string | null;
  /** Pain or discomfort in the feedback of the previous plan, newest feedback first. */
  pain: PainFlag[];
}

const MAX_PAIN_FLAGS = 5;

export function customerFlags(input: { healthRestrictions: string | null | undefined; feedback: readonly FeedbackEntry[] }): CustomerFlags {
  const health = input.healthRestrictions?.trim() ?? "";
  const pain: PainFlag[] = [];
  const newestFirst = [...input.feedback].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.day - b.day);
  for (const entry of newestFirst) {
    for (const mention of findPainMentions(entry.text)) {
      if (pain.length < MAX_PAIN_FLAGS) pain.push({ day: entry.day, excerpt: mention.excerpt, bodyParts: mention.bodyParts });
    }
  }
  return { healthRestrictions: health === "" ? null : health, pain };
}

/* ───────────────────────────── order ───────────────────────────── */

/** Oldest first (by where the clock started), then by creation. */
export function byWaitingTime<T extends { clockStart: string; createdAt: string }>(a: T, b: T): number {
  return Date.parse(a.clockStart) - Date.parse(b.clockStart) || Date.parse(a.createdAt) - Date.parse(b.createdAt);
}
