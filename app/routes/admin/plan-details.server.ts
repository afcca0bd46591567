/** The plan dialogs' JSON (see plan-details.ts): every answer is data, never a thrown error. */
import { data } from "react-router";
import { isUuid } from "~/server/member/member-data.server";
import { isPlanInsightKind, loadPlanInsight, type PlanDetailsAnswer } from "~/server/admin/plan-insights.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";

export async function planDetailsLoader(planId: string, kind: string) {
  if (!isUuid(planId) || !isPlanInsightKind(kind)) return data<PlanDetailsAnswer>({ ok: false, error: "not-found" }, { status: 404 });
  try {
    const answer = await loadPlanInsight(await getDb(), kind, planId);
    if (!answer) return data<PlanDetailsAnswer>({ ok: false, error: "not-found" }, { status: 404 });
    return data<PlanDetailsAnswer>(answer, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, planId, kind }, "plan details could not be loaded");
    return data<PlanDetailsAnswer>({ ok: false, error: "error" }, { status: 500 });
  }
}
