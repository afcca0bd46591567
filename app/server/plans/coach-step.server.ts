/**
 * What the coach's plan steps (approve, complete, edit) share: the admin who acts, the error that
 * names the failed step, and the plan row locked for the step with its submitted-plan record.
 */
import type { AppUser } from "~/server/auth/session.server";
import type { DbOrTx } from "~/server/db/client.server";
import { hasSubmittedRecord, lockPlan } from "./plan-rows.server";

export type Admin = Pick<AppUser, "id" | "email">;

/** A step of a plan action that failed on the database (the page names the step, never the error). */
export class PlanStepError extends Error {
  constructor(
    readonly step: "load" | "update",
    cause: unknown,
  ) {
    super(`plan ${step} failed`, { cause });
    this.name = "PlanStepError";
  }
}

/** The plan locked for update (lockPlan) with whether its submitted-plan record exists; a database failure is the "load" step's. */
export async function lockPlanForCoach(tx: DbOrTx, planId: string) {
  try {
    const plan = await lockPlan(tx, planId, { mode: "update" });
    if (!plan) return null;
    return { ...plan, hasSubmittedRecord: await hasSubmittedRecord(tx, planId) };
  } catch (error) {
    throw new PlanStepError("load", error);
  }
}
