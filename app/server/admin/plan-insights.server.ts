/**
 * What the coach looks into on a plan (spec part 2 §2.5, §4, §7 Admin): the API prompt with what
 * protects the customer in it and the quality gates of the current content, the customer's
 * progress, the submitted-plan record, and a follow-up draft compared with the plan before it.
 * One read-only function per dialog, each taking the database (or a transaction) and answering
 * null for an unknown plan. The admin guard on the layout route has established who is asking.
 */
import { and, eq } from "drizzle-orm";
import { comparePlans, type PlanComparison } from "~/domain/admin/plan-compare";
import { withCustomerEquipment } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import { completedSets } from "~/domain/training/submission";
import { completionDate } from "~/domain/training/rules";
import type { DbOrTx } from "~/server/db/client.server";
import { feedback, feedbackTrainingPlans, trainingPlans, trainingProgress } from "~/server/db/schema.server";
import { loggedSetOf } from "~/server/training/logged-set.server";
import { exerciseLookup } from "~/server/training/training-data.server";

import { planById, planFeedbackOf, questionnaireOf, type PlanRow } from "./plan-insight-shared.server";
import { loadPromptInsight, type PromptInsight } from "./plan-insight-prompt.server";

export { loadPromptInsight };
export type { GateInsight, GateRow, InjuryProtection, PromptInsight, PromptProtectionInsight } from "./plan-insight-prompt.server";
export const PLAN_INSIGHT_KINDS = ["prompt", "progress", "submitted", "comparison"] as const;
export type PlanInsightKind = (typeof PLAN_INSIGHT_KINDS)[number];

export function isPlanInsightKind(value: unknown): value is PlanInsightKind {
  return typeof value === "string" && (PLAN_INSIGHT_KINDS as readonly string[]).includes(value);
}

/* ───────────────────────────── progress ───────────────────────────── */

export interface ProgressDay {
  day: number;
  /** The day's title in the plan ("Ganzkörper A"), null when the plan has no such day. */
  title: string | null;
  feedback: string | null;
  exercises: Array<{ order: number; name: string; sets: Array<{ setNumber: number; reps: string | null; weight: number | null }> }>;
}

export interface ProgressInsight {
  planId: string;
  sequenceNumber: number;
  status: string;
  submitted: boolean;
  /** The plan period: approval + 14 days (null before the approval). */
  period: { start: string; end: string } | null;
  planFeedback: string | null;
  planFeedbackSource: "feedback" | "submitted" | null;
  /** Days with completed sets or day feedback, ascending. */
  days: ProgressDay[];
  completedSets: number;
}

export async function loadProgressInsight(db: DbOrTx, planId: string): Promise<ProgressInsight | null> {
  const plan = await planById(db, planId);
  if (!plan) return null;
  const [rows, dayNotes, planFeedback] = await Promise.all([
    db.select().from(trainingProgress).where(and(eq(trainingProgress.userId, plan.userId), eq(trainingProgress.planId, plan.id))),
    db.select({ day: feedback.day, text: feedback.feedbackText }).from(feedback).where(and(eq(feedback.userId, plan.userId), eq(feedback.planId, plan.id))),
    planFeedbackOf(db, plan),
  ]);
  const sets = completedSets(rows.map(loggedSetOf));
  const titles = new Map(parsePlan(plan.content).days.map((d) => [d.day, d.title]));
  const notes = new Map(dayNotes.filter((f) => f.day > 0 && f.text.trim()).map((f) => [f.day, f.text.trim()]));
  const dayNumbers = [...new Set([...sets.map((s) => s.day), ...notes.keys()])].sort((a, b) => a - b);
  const days = dayNumbers.map((day): ProgressDay => {
    const exercises: ProgressDay["exercises"] = [];
    for (const s of sets.filter((x) => x.day === day)) {
      let exercise = exercises.find((e) => e.order === s.exercise_order);
      if (!exercise) {
        exercise = { order: s.exercise_order, name: s.exercise_name, sets: [] };
        exercises.push(exercise);
      }
      exercise.sets.push({ setNumber: s.set_number, reps: s.actual_reps?.trim() || null, weight: s.actual_weight });
    }
    return { day, title: titles.get(day) ?? null, feedback: notes.get(day) ?? null, exercises };
  });
  return {
    planId: plan.id,
    sequenceNumber: plan.sequenceNumber,
    status: plan.status,
    submitted: plan.submitted,
    period: plan.approvedAt ? { start: plan.approvedAt.toISOString(), end: completionDate(plan.approvedAt).toISOString() } : null,
    planFeedback: planFeedback.text,
    planFeedbackSource: planFeedback.source,
    days,
    completedSets: sets.length,
  };
}

/* ───────────────────────────── submitted plan ───────────────────────────── */

export interface SubmittedInsight {
  planId: string;
  sequenceNumber: number;
  record: {
    id: string;
    userName: string;
    planName: string;
    submissionDate: string;
    completionDate: string | null;
    userFeedback: string | null;
    /** The completed-exercises text (spec §5) as stored. */
    planContent: string;
    completedSets: number;
  } | null;
}

export async function loadSubmittedInsight(db: DbOrTx, planId: string): Promise<SubmittedInsight | null> {
  const plan = await planById(db, planId);
  if (!plan) return null;
  const [record] = await db.select().from(feedbackTrainingPlans).where(eq(feedbackTrainingPlans.originalPlanId, plan.id));
  return {
    planId: plan.id,
    sequenceNumber: plan.sequenceNumber,
    record: record
      ? {
          id: record.id,
          userName: record.userName,
          planName: record.planName,
          submissionDate: record.submissionDate.toISOString(),
          completionDate: record.completionDate?.toISOString() ?? null,
          userFeedback: record.userFeedback?.trim() || null,
          planContent: record.planContent,
          completedSets: Array.isArray(record.userProgress) ? record.userProgress.length : 0,
        }
      : null,
  };
}

/* ───────────────────────────── follow-up comparison ───────────────────────────── */

export interface ComparisonInsight {
  planId: string;
  sequenceNumber: number;
  previous: {
    id: string;
    sequenceNumber: number;
    status: string;
    submitted: boolean;
    approvedAt: string | null;
    planFeedback: string | null;
    dayFeedback: Array<{ day: number; text: string }>;
  } | null;
  comparison: PlanComparison | null;
}

/** The plan before: training_plans.previous_plan_id, else the user's plan with sequence_number − 1. */
async function previousPlanOf(db: DbOrTx, plan: PlanRow): Promise<PlanRow | null> {
  if (plan.previousPlanId) {
    const [linked] = await db
      .select()
      .from(trainingPlans)
      .where(and(eq(trainingPlans.id, plan.previousPlanId), eq(trainingPlans.userId, plan.userId)));
    if (linked) return linked;
  }
  if (plan.sequenceNumber <= 1) return null;
  const [before] = await db
    .select()
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, plan.userId), eq(trainingPlans.sequenceNumber, plan.sequenceNumber - 1)));
  return before ?? null;
}

export async function loadComparisonInsight(db: DbOrTx, planId: string): Promise<ComparisonInsight | null> {
  const plan = await planById(db, planId);
  if (!plan) return null;
  const previous = await previousPlanOf(db, plan);
  if (!previous) return { planId: plan.id, sequenceNumber: plan.sequenceNumber, previous: null, comparison: null };
  const [shared, rows, notes, planFeedback, q] = await Promise.all([
    exerciseLookup(db),
    db.select().from(trainingProgress).where(and(eq(trainingProgress.userId, previous.userId), eq(trainingProgress.planId, previous.id))),
    db.select({ day: feedback.day, text: feedback.feedbackText }).from(feedback).where(and(eq(feedback.userId, previous.userId), eq(feedback.planId, previous.id))),
    planFeedbackOf(db, previous),
    questionnaireOf(db, plan),
  ]);
  // The customer's equipment is the matcher's context (decision 0107).
  const lookup = withCustomerEquipment(shared, q?.equipment);
  const comparison = comparePlans({
    previous: parsePlan(previous.content, lookup),
    draft: parsePlan(plan.content, lookup),
    draftText: plan.content,
    previousProgress: rows.map(loggedSetOf),
    canonicalName: (name) => lookup.find(name)?.name ?? name,
  });
  return {
    planId: plan.id,
    sequenceNumber: plan.sequenceNumber,
    previous: {
      id: previous.id,
      sequenceNumber: previous.sequenceNumber,
      status: previous.status,
      submitted: previous.submitted,
      approvedAt: previous.approvedAt?.toISOString() ?? null,
      planFeedback: planFeedback.text,
      dayFeedback: notes
        .filter((n) => n.day > 0 && n.text.trim())
        .sort((a, b) => a.day - b.day)
        .map((n) => ({ day: n.day, text: n.text.trim() })),
    },
    comparison,
  };
}

/* ───────────────────────────── the route's answer ───────────────────────────── */

export type PlanDetailsAnswer =
  | { ok: true; kind: "prompt"; data: PromptInsight }
  | { ok: true; kind: "progress"; data: ProgressInsight }
  | { ok: true; kind: "submitted"; data: SubmittedInsight }
  | { ok: true; kind: "comparison"; data: ComparisonInsight }
  | { ok: false; error: "not-found" | "error" | "network" };

/** The answer for one dialog, or null for an unknown plan. */
export async function loadPlanInsight(db: DbOrTx, kind: PlanInsightKind, planId: string): Promise<PlanDetailsAnswer | null> {
  switch (kind) {
    case "prompt": {
      const data = await loadPromptInsight(db, planId);
      return data && { ok: true, kind, data };
    }
    case "progress": {
      const data = await loadProgressInsight(db, planId);
      return data && { ok: true, kind, data };
    }
    case "submitted": {
      const data = await loadSubmittedInsight(db, planId);
      return data && { ok: true, kind, data };
    }
    case "comparison": {
      const data = await loadComparisonInsight(db, planId);
      return data && { ok: true, kind, data };
    }
  }
}
