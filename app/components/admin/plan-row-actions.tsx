/**
 * A plan row's actions in the Plans tab (spec part 2 §2.5): view, edit, API prompt, progress,
 * approve, complete — each only where the plan's status allows it (domain/plan/lifecycle planActions,
 * the same rule as the plan page). Approve and complete post to the plan page's own action (the same
 * server guard, confirmation and answers as there); without JavaScript they are plain forms that
 * land on the plan page with its answer.
 */
import { Link, useFetcher } from "react-router";
import { CheckCircle2, Eye, FlagTriangleRight, Loader2, Pencil } from "lucide-react";
import { fmt } from "~/i18n";
import type { Lang } from "~/i18n/config";
import { adminPlansContent } from "~/i18n/pages/admin/plans";
import { planReviewContent } from "~/i18n/pages/admin/plan-review";
import { planActions } from "~/domain/plan/lifecycle";
import type { PlanActionAnswer } from "~/domain/admin/plan-answer";
import { buttonClasses, Button } from "~/components/ui/button";
import { useAnswerToast } from "~/components/questionnaire/use-answer-toast";
import { ApproveConfirmDialog, confirmRequest } from "~/components/admin/approve-confirm";
import { PlanProgressButton, PlanPromptButton } from "~/components/admin/plan-insights";
import { cn } from "~/lib/cn";
import type { AdminPlanRow } from "~/server/admin/plans.server";
import { planPath } from "./plan-path";

export function PlanRowActions({ row, lang, wrap }: { row: AdminPlanRow; lang: Lang; wrap: boolean }) {
  const t = adminPlansContent[lang].list;
  const r = planReviewContent[lang].row;
  const labels = { n: row.sequenceNumber, name: row.customerName };
  const actions = planActions(row, row.hasSubmittedRecord);
  const action = planPath(lang, row.id);
  // The card (phone) and the table row (from 768 px) are both rendered: each has its own fetchers,
  // so one click opens one dialog.
  const layout = wrap ? "card" : "table";
  const approve = useFetcher<PlanActionAnswer>({ key: `plan-row-approve-${row.id}-${layout}` });
  const complete = useFetcher<PlanActionAnswer>({ key: `plan-row-complete-${row.id}-${layout}` });
  useAnswerToast(confirmRequest(approve.data) ? undefined : approve.data?.toast);
  useAnswerToast(complete.data?.toast);
  // The approval's own toast, once per answer (useAnswerToast keeps the shown ids module-wide, so a
  // re-mounted row does not repeat it).
  const approved = approve.data?.ok ? approve.data : undefined;
  useAnswerToast(approved ? { id: `approved-${approved.id}`, title: r.approvedTitle, description: fmt(r.approved, labels), variant: "success" } : undefined);
  const small = "px-3";
  return (
    <div className={cn("flex gap-2", wrap ? "flex-wrap" : "flex-wrap xl:flex-nowrap")} data-testid="plan-row-actions" data-status={row.status}>
      <Link to={planPath(lang, row.id)} className={buttonClasses("outline", "md", small)} aria-label={fmt(t.viewLabel, labels)} data-testid="plan-view-link">
        <Eye className="h-4 w-4" aria-hidden="true" />
        {t.view}
      </Link>
      {actions.canEdit ? (
        <Link to={planPath(lang, row.id, "edit")} className={buttonClasses("ghost", "md", small)} aria-label={fmt(t.editLabel, labels)} data-testid="plan-edit-link">
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t.edit}
        </Link>
      ) : null}
      <PlanPromptButton planId={row.id} sequenceNumber={row.sequenceNumber} trigger={{ text: r.prompt, ariaLabel: fmt(r.promptLabel, labels), className: small }} />
      {actions.canShowProgress ? (
        <PlanProgressButton planId={row.id} sequenceNumber={row.sequenceNumber} trigger={{ text: r.progress, ariaLabel: fmt(r.progressLabel, labels), className: small }} />
      ) : null}
      {actions.canApprove ? (
        <approve.Form method="post" action={action} className="contents">
          <input type="hidden" name="intent" value="approve" />
          <Button type="submit" className={small} disabled={approve.state !== "idle"} aria-label={fmt(r.approveLabel, labels)} data-testid="plan-row-approve">
            {approve.state !== "idle" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
            {r.approve}
          </Button>
        </approve.Form>
      ) : null}
      {actions.canComplete ? (
        <complete.Form method="post" action={action} className="contents">
          <input type="hidden" name="intent" value="complete" />
          <Button type="submit" variant="secondary" className={small} disabled={complete.state !== "idle"} aria-label={fmt(r.completeLabel, labels)} data-testid="plan-row-complete">
            {complete.state !== "idle" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <FlagTriangleRight className="h-4 w-4" aria-hidden="true" />}
            {r.complete}
          </Button>
        </complete.Form>
      ) : null}
      <ApproveConfirmDialog fetcher={approve} action={action} plan={labels} />
    </div>
  );
}
