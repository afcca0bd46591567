/**
 * A member's progress across their plans (decision 0072): the logged sets of every approved or
 * completed plan of one user, turned into per-exercise histories (e1RM, best sets, records) and the
 * current plan's weekly sets per muscle group against its prescription. Every query is scoped by
 * the user id the caller passes (the signed-in member, or the plan's owner for the coach).
 */
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client.server";
import { trainingPlans, trainingProgress } from "~/server/db/schema.server";
import { loggedSetOf } from "./logged-set.server";
import { parsePlan } from "~/domain/plan/parser";
import { EXERCISES } from "~/domain/exercises/catalog";
import { createExerciseLookup } from "~/domain/plan/match";
import { exerciseHistories, weeklyMuscleSets, type ExerciseHistory, type PlanLog, type WeeklyMuscleSets } from "~/domain/training/records";
import { shownNamesFor, type ShownNames } from "~/domain/plan/shown-names";
import type { Lang } from "~/i18n/config";

export interface ProgressHistory {
  histories: ExerciseHistory[];
  /** The latest plan's weekly completed sets per muscle group against its prescription. */
  weekly: { sequenceNumber: number; rows: WeeklyMuscleSets[] } | null;
  /** On an English page, the exercise names it shows (decision 0133); the histories keep the logged names. */
  shownNames: ShownNames;
}

/** The catalogue read by the one matcher (match.ts), built on first use. */
let catalogue: ReturnType<typeof createExerciseLookup<(typeof EXERCISES)[number]>> | undefined;
const catalogueLookup = () => (catalogue ??= createExerciseLookup(EXERCISES));
const musclesOf = (name: string) => catalogueLookup().find(name)?.muscleGroups.filter((g) => g !== "cardiovascular" && g !== "full_body") ?? [];

/** `upToPlanId`: the coach's view of one plan shows that plan and the ones before it, not later ones. */
/** `lang`: the page's language (an English page shows the catalog's English names, decision 0133). */
export async function loadProgressHistory(db: DbOrTx, userId: string, upToPlanId?: string, lang: Lang = "de"): Promise<ProgressHistory> {
  let plans = await db
    .select({ id: trainingPlans.id, sequenceNumber: trainingPlans.sequenceNumber, approvedAt: trainingPlans.approvedAt, content: trainingPlans.content })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), ne(trainingPlans.status, "draft")))
    .orderBy(asc(trainingPlans.sequenceNumber));
  if (upToPlanId) {
    const upTo = plans.find((p) => p.id === upToPlanId);
    if (upTo) plans = plans.filter((p) => p.sequenceNumber <= upTo.sequenceNumber);
  }
  if (plans.length === 0) return { histories: [], weekly: null, shownNames: {} };
  const rows = await db
    .select()
    .from(trainingProgress)
    .where(and(eq(trainingProgress.userId, userId), inArray(trainingProgress.planId, plans.map((p) => p.id))));
  const logs: PlanLog[] = plans.map((p) => ({
    planId: p.id,
    sequenceNumber: p.sequenceNumber,
    startsAt: (p.approvedAt ?? new Date(0)).toISOString(),
    sets: rows.filter((r) => r.planId === p.id).map(loggedSetOf),
  }));
  const latest = plans[plans.length - 1]!;
  const planned = parsePlan(latest.content).days.flatMap((d) => (d.isRestDay ? [] : d.exercises.map((e) => ({ day: d.day, name: e.name, sets: e.sets }))));
  const histories = exerciseHistories(logs);
  return {
    histories,
    shownNames: shownNamesFor(lang, histories.map((h) => h.name), catalogueLookup()),
    weekly: { sequenceNumber: latest.sequenceNumber, rows: weeklyMuscleSets(planned, logs[logs.length - 1]!.sets, musclesOf) },
  };
}
