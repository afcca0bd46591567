import { describe, expect, it } from "vitest";
import {
  canApprove,
  canComplete,
  canEdit,
  canGiveFeedback,
  canLogSets,
  canSubmit,
  isDraft,
  isOpenForTraining,
  isPlanStatus,
  nextStatus,
  planActions,
  PLAN_STATUSES,
  submitRefusal,
} from "./lifecycle";

describe("the actions a plan offers (spec part 2 §4)", () => {
  const draft = { status: "draft", submitted: false };
  const approved = { status: "approved", submitted: false };
  const approvedSubmitted = { status: "approved", submitted: true };
  const completed = { status: "completed", submitted: false };
  const completedSubmitted = { status: "completed", submitted: true };

  it("approve: a draft, or a completed plan without a submitted record", () => {
    expect(planActions(draft, false).canApprove).toBe(true);
    expect(planActions(completed, false).canApprove).toBe(true);
    expect(planActions(completed, true).canApprove).toBe(false);
    expect(planActions(completedSubmitted, true).canApprove).toBe(false);
    expect(planActions(approved, false).canApprove).toBe(false);
    expect(planActions(approvedSubmitted, true).canApprove).toBe(false);
  });

  it("approve-and-next only for drafts", () => {
    expect(planActions(draft, false).canApproveAndNext).toBe(true);
    expect(planActions(completed, false).canApproveAndNext).toBe(false);
    expect(planActions(approved, false).canApproveAndNext).toBe(false);
  });

  it("complete: approved and (submitted or a record), or completed with a record", () => {
    expect(planActions(approvedSubmitted, false).canComplete).toBe(true);
    expect(planActions(approved, true).canComplete).toBe(true);
    expect(planActions(approved, false).canComplete).toBe(false);
    expect(planActions(completedSubmitted, true).canComplete).toBe(true);
    expect(planActions(completed, true).canComplete).toBe(true);
    expect(planActions(completedSubmitted, false).canComplete).toBe(false);
    expect(planActions(draft, true).canComplete).toBe(false);
  });

  it("progress: approved or submitted, with a submitted record", () => {
    expect(planActions(approved, true).canShowProgress).toBe(true);
    expect(planActions(completedSubmitted, true).canShowProgress).toBe(true);
    expect(planActions(approved, false).canShowProgress).toBe(false);
    expect(planActions(completed, true).canShowProgress).toBe(false);
    expect(planActions(draft, false).canShowProgress).toBe(false);
  });

  it("edit: refused once the plan is submitted (flag or record); submitted-plan dialog with a record", () => {
    expect(planActions(draft, false).canEdit).toBe(true);
    expect(planActions(approved, false).canEdit).toBe(true);
    expect(planActions(completedSubmitted, true).canEdit).toBe(false);
    expect(planActions(approvedSubmitted, false).canEdit).toBe(false);
    expect(planActions(approved, true).canEdit).toBe(false);
    expect(planActions(approved, true).canShowSubmitted).toBe(true);
    expect(planActions(approved, false).canShowSubmitted).toBe(false);
  });

});

describe("the plan's transitions", () => {
  it("approve: draft → approved, and a completed plan back to approved", () => {
    expect(nextStatus("draft", "approve")).toBe("approved");
    expect(nextStatus("completed", "approve")).toBe("approved");
  });

  it("refuses a transition the status does not allow (negative controls)", () => {
    expect(nextStatus("approved", "approve")).toBeNull();
    expect(nextStatus("draft", "submit")).toBeNull();
    expect(nextStatus("completed", "submit")).toBeNull();
    expect(nextStatus("archived", "approve")).toBeNull();
  });

  it("submit: approved → completed", () => {
    expect(nextStatus("approved", "submit")).toBe("completed");
  });

  it("knows exactly the three statuses", () => {
    expect(PLAN_STATUSES).toEqual(["draft", "approved", "completed"]);
    expect(isPlanStatus("approved")).toBe(true);
    expect(isPlanStatus("submitted")).toBe(false);
    expect(isPlanStatus("Approved")).toBe(false);
  });
});

describe("the plan open for training (logged sets, feedback, submission)", () => {
  const open = { status: "approved", submitted: false };

  it("is the approved plan not yet submitted", () => {
    expect(isOpenForTraining(open)).toBe(true);
    expect(canLogSets(open)).toBe(true);
    expect(canGiveFeedback(open)).toBe(true);
  });

  it("is not a draft, a completed plan or a submitted one (negative controls)", () => {
    expect(isOpenForTraining({ status: "draft", submitted: false })).toBe(false);
    expect(isOpenForTraining({ status: "completed", submitted: false })).toBe(false);
    expect(isOpenForTraining({ status: "completed", submitted: true })).toBe(false);
    expect(isOpenForTraining({ status: "approved", submitted: true })).toBe(false);
    expect(canLogSets({ status: "approved", submitted: true })).toBe(false);
    expect(canGiveFeedback({ status: "draft", submitted: false })).toBe(false);
  });

  it("submission: only the open plan without a record; a record or the flag say 'already submitted' first", () => {
    expect(canSubmit(open, false)).toBe(true);
    expect(submitRefusal(open, false)).toBeNull();
    expect(submitRefusal(open, true)).toBe("already-submitted");
    expect(submitRefusal({ status: "completed", submitted: true }, false)).toBe("already-submitted");
    expect(submitRefusal({ status: "draft", submitted: false }, false)).toBe("not-open");
    expect(submitRefusal({ status: "completed", submitted: false }, false)).toBe("not-open");
    expect(canSubmit({ status: "draft", submitted: false }, false)).toBe(false);
  });

  it("the single predicates agree with planActions", () => {
    for (const status of [...PLAN_STATUSES, "unknown"]) {
      for (const submitted of [false, true]) {
        for (const record of [false, true]) {
          const plan = { status, submitted };
          const actions = planActions(plan, record);
          expect(actions.canApprove).toBe(canApprove(plan, record));
          expect(actions.canComplete).toBe(canComplete(plan, record));
          expect(actions.canEdit).toBe(canEdit(plan, record));
          expect(actions.canApproveAndNext).toBe(isDraft(plan));
        }
      }
    }
  });
});
