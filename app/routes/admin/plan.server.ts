/**
 * Loader and action of `/{lang}/admin/plaene/{planId}`: the plan with its customer, jobs and audit
 * trail; the customer's view of it (`?mode` absent) or the editor (`?mode=edit`); and the coach's
 * steps: edit, approve, approve-and-next, complete. The admin layout's middleware has let only the
 * admin through; every action checks the origin, validates on the server and answers with a
 * localized toast (never an error's text).
 */
import { randomUUID } from "node:crypto";
import { loadProgressHistory, type ProgressHistory } from "~/server/training/progress-history.server";
import { data, redirect } from "react-router";
import { PLAN_CONTENT_MAX } from "~/domain/admin/plans";
import { isDraft, planActions, type PlanActions } from "~/domain/plan/lifecycle";
import { fmt } from "~/i18n";
import { langFromPath, localizedPath, type Lang } from "~/i18n/config";
import { adminPlansContent } from "~/i18n/pages/admin/plans";
import type { PlanActionAnswer } from "~/domain/admin/plan-answer";
import { confirmsFailedChecks, CONFIRM_FAILED_FIELD, followupState } from "~/domain/admin/plan-review";
import { planReviewContent } from "~/i18n/pages/admin/plan-review";
import { qualityNames } from "~/i18n/pages/admin/quality-checks";
import { makeToast } from "~/lib/toast";
import { listAudit, type AuditEntry } from "~/server/admin/audit.server";
import {
  getPlanContent,
  getPlanDetail,
  loadGateReference,
  oldestDraft,
  type AdminPlanDetail,
  type GateReference,
} from "~/server/admin/plans.server";
import { approvePlan } from "~/server/plans/approve-plan.server";
import { PlanStepError } from "~/server/plans/coach-step.server";
import { completePlan } from "~/server/plans/complete-plan.server";
import { editPlan } from "~/server/plans/edit-plan.server";
import type { AppUser } from "~/server/auth/session.server";
import { flashCookie } from "~/server/auth/flash.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { logger } from "~/server/logger.server";
import { isUuid } from "~/server/member/member-data.server";
import { getDb } from "~/server/runtime.server";
import { loadPlanView, type PlanViewData } from "~/server/training/training-data.server";
import { readForm } from "~/server/request-input.server";

export type PlanPageMode = "view" | "edit";

export type PlanPageData =
  | {
      ok: true;
      plan: AdminPlanDetail;
      actions: PlanActions;
      mode: PlanPageMode;
      /** The customer's view of the plan (mode view). */
      view: PlanViewData | null;
      /** The text and what the browser needs for the live preview and gates (mode edit, editable plans). */
      editor: { content: string; reference: GateReference } | null;
      audit: AuditEntry[];
      /** The customer's progress up to this plan (view mode; decision 0072). */
      progress: ProgressHistory | null;
    }
  | { ok: false; planId: string; notFound: false };

export function modeOf(url: URL): PlanPageMode {
  return url.searchParams.get("mode") === "edit" ? "edit" : "view";
}

export async function planPageLoader(request: Request, planId: string | undefined): Promise<PlanPageData> {
  if (!isUuid(planId)) throw data(null, { status: 404 });
  const loaded = await loadPlanPage(request, planId);
  // An unknown plan is the 404 page; a database failure is the page's load-error state.
  if (!loaded.ok && loaded.notFound) throw data(null, { status: 404 });
  return loaded;
}

async function loadPlanPage(request: Request, planId: string): Promise<PlanPageData | { ok: false; planId: string; notFound: true }> {
  const mode = modeOf(new URL(request.url));
  try {
    const db = await getDb();
    const plan = await getPlanDetail(db, planId);
    if (!plan) return { ok: false, planId, notFound: true };
    const actions = planActions(plan, plan.hasSubmittedRecord);
    const editable = mode === "edit" && actions.canEdit;
    const [view, content, reference, audit, progress] = await Promise.all([
      // The plan as the customer sees it on a page of this language (instructions included).
      mode === "view" ? loadPlanView(db, plan.userId, planId, langFromPath(new URL(request.url).pathname) ?? "de") : null,
      editable ? getPlanContent(db, planId) : null,
      editable ? loadGateReference(db, plan.userId) : null,
      listAudit(db, { type: "plan", id: planId }),
      mode === "view" && !isDraft(plan) ? loadProgressHistory(db, plan.userId, planId, langFromPath(new URL(request.url).pathname) ?? "de") : null,
    ]);
    return {
      ok: true,
      plan,
      actions,
      mode,
      view,
      editor: content !== null && reference ? { content, reference } : null,
      audit,
      progress,
    };
  } catch (error) {
    logger.error({ err: error, planId }, "admin: plan could not be loaded");
    return { ok: false, planId, notFound: false };
  }
}

/* ───────────────────────────── actions ───────────────────────────── */

const toast = makeToast;

export type { PlanActionAnswer };

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

function answer(status: number, body: WithoutId<PlanActionAnswer>) {
  return data({ id: randomUUID(), ...body } as PlanActionAnswer, { status });
}

export async function planPageAction(request: Request, lang: Lang, admin: AppUser, planId: string | undefined) {
  assertSameOrigin(request);
  const t = adminPlansContent[lang];
  const r = planReviewContent[lang];
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "").slice(0, 20);
  const approveError = (reason: string) => toast(t.approve.errorTitle, fmt(t.approve.error, { reason }), "destructive");
  if (!isUuid(planId)) {
    if (intent === "edit") return answer(404, { intent, ok: false, toast: toast(t.edit.errorTitle, t.edit.notFound, "destructive") });
    if (intent === "complete") return answer(404, { intent, ok: false, toast: toast(t.complete.errorTitle, fmt(t.complete.error, { message: t.complete.notFound }), "destructive") });
    return answer(404, { intent, ok: false, toast: approveError(t.approve.notLoaded) });
  }
  const db = await getDb();

  switch (intent) {
    case "edit": {
      const raw = form.get("content");
      const content = typeof raw === "string" ? raw : "";
      const values = { content };
      try {
        const result = await editPlan(db, admin, planId, content);
        if (!result.ok) {
          const descriptions: Record<typeof result.reason, string> = {
            blank: t.edit.blank,
            tooLong: fmt(t.edit.tooLong, { n: PLAN_CONTENT_MAX.toLocaleString(lang === "de" ? "de-DE" : "en-GB") }),
            invalid: t.edit.invalid,
            noDays: r.noTrainingDay,
            submitted: t.edit.submitted,
            "not-found": t.edit.notFound,
          };
          const description = descriptions[result.reason];
          const status = result.reason === "not-found" ? 404 : result.reason === "submitted" ? 409 : 400;
          return answer(status, { intent, ok: false, values, toast: toast(t.edit.errorTitle, description, "destructive") });
        }
        logger.info({ planId, adminId: admin.id, gatesPassed: result.gatesPassed }, "admin: plan edited");
        return answer(200, { intent: "edit", ok: true, toast: toast(t.edit.successTitle, t.edit.success, "success") });
      } catch (error) {
        logger.error({ err: error, planId, adminId: admin.id }, "admin: plan edit failed");
        return answer(500, { intent, ok: false, values, toast: toast(t.edit.errorTitle, t.edit.error, "destructive") });
      }
    }

    case "approve":
    case "approve-next": {
      let result: Awaited<ReturnType<typeof approvePlan>>;
      try {
        result = await approvePlan(db, admin, planId, { confirmFailed: confirmsFailedChecks(form.get(CONFIRM_FAILED_FIELD)) });
      } catch (error) {
        logger.error({ err: error, planId, adminId: admin.id }, "admin: plan approval failed");
        const reason = error instanceof PlanStepError ? (error.step === "load" ? t.approve.notLoaded : t.approve.updateFailed) : t.actions.unknownError;
        return answer(500, { intent, ok: false, toast: approveError(reason) });
      }
      if (!result.ok && result.reason === "needs-confirmation") {
        // The page names the failed checks and asks again, with the confirmation field (decision 0086).
        const list = qualityNames(lang, result.failed).join(", ");
        return answer(409, {
          intent,
          ok: false,
          confirm: { intent, failed: result.failed },
          toast: toast(r.confirm.refusedTitle, fmt(r.confirm.refused, { n: result.sequenceNumber, list }), "destructive"),
        });
      }
      if (!result.ok && result.reason !== "already-approved") {
        const reason = result.reason === "not-found" ? t.approve.notLoaded : result.reason === "no-training-day" ? r.approveNoTrainingDay : t.approve.notAllowed;
        return answer(result.reason === "not-found" ? 404 : 409, { intent, ok: false, toast: approveError(reason) });
      }
      if (result.ok) logger.info({ planId, adminId: admin.id, mailJobId: result.mailJobId }, "admin: plan approved");
      if (intent === "approve") {
        if (!result.ok) return answer(409, { intent, ok: false, toast: toast(t.approve.alreadyTitle, t.approve.already, "default") });
        return answer(200, { intent: "approve", ok: true, mailJobId: result.mailJobId });
      }
      // Approve and next: straight on to the oldest draft still waiting, or back to the overview's queue.
      const next = await oldestDraft(db, planId);
      const flash = !result.ok
        ? { title: t.approve.alreadyTitle, description: t.approve.already, variant: "default" as const }
        : next
          ? { title: t.approve.nextTitle, description: fmt(t.approve.next, { n: result.sequenceNumber, name: result.customerName }), variant: "success" as const }
          : { title: t.approve.nextNoneTitle, description: fmt(t.approve.nextNone, { n: result.sequenceNumber, name: result.customerName }), variant: "success" as const };
      throw redirect(next ? localizedPath(lang, `admin/plaene/${next.id}`) : localizedPath(lang, "admin"), {
        headers: { "Set-Cookie": await flashCookie(flash) },
      });
    }

    case "complete": {
      const failed = (message: string) => toast(t.complete.errorTitle, fmt(t.complete.error, { message }), "destructive");
      try {
        const result = await completePlan(db, admin, planId);
        if (!result.ok) {
          return answer(result.reason === "not-found" ? 404 : 409, {
            intent,
            ok: false,
            toast: failed(result.reason === "not-found" ? t.complete.notFound : t.complete.notAllowed),
          });
        }
        logger.info({ planId, adminId: admin.id, jobId: result.jobId, jobCreated: result.jobCreated }, "admin: plan completion requested");
        // The toast says where the follow-up stands now: being created, or plan n+1's own status.
        const state = followupState(result.next ? null : { status: "queued" }, result.next);
        const n = result.next?.sequenceNumber ?? result.sequenceNumber + 1;
        return answer(200, {
          intent: "complete",
          ok: true,
          jobId: result.jobId,
          sequenceNumber: result.sequenceNumber,
          next: result.next,
          toast: toast(r.followupTitle[state], fmt(r.followup[state], { n, error: "" }), state === "drafting" ? "default" : "success"),
        });
      } catch (error) {
        logger.error({ err: error, planId, adminId: admin.id }, "admin: plan completion failed");
        return answer(500, { intent, ok: false, toast: failed(t.actions.unknownError) });
      }
    }

    default:
      return answer(400, { intent: intent || "unknown", ok: false, toast: approveError(t.actions.unknownError) });
  }
}
