import { describe, expect, it } from "vitest";
import { parseTab, planStateOf } from "./types";
import type { DashboardView } from "./types";

const questionnaire = (createdAt: string, updatedAt: string) =>
  ({ values: {} as never, createdAt, updatedAt, status: "pending" }) satisfies DashboardView["questionnaire"];

describe("dashboard plan state", () => {
  it("shows an approved plan first", () => {
    const plan = { id: "p1" } as unknown as NonNullable<DashboardView["currentPlan"]>;
    expect(planStateOf({ currentPlan: plan, questionnaire: questionnaire("2026-11-01T10:00:00Z", "2026-11-20T10:00:00Z") })).toEqual({ kind: "approved", plan });
  });

  it("dates a plan being created by the last questionnaire submission", () => {
    expect(planStateOf({ currentPlan: null, questionnaire: questionnaire("2026-11-01T10:00:00Z", "2026-11-20T10:00:00Z") })).toEqual({
      kind: "creating",
      submittedAt: "2026-11-20T10:00:00Z",
      reason: "questionnaire",
    });
  });

  it("after a plan was submitted (later than the questionnaire), the follow-up is being prepared", () => {
    const view = { currentPlan: null, questionnaire: questionnaire("2026-11-01T10:00:00Z", "2026-11-02T10:00:00Z") };
    expect(planStateOf({ ...view, history: [{ submissionDate: "2026-11-16T09:00:00Z" }, { submissionDate: "2026-11-30T09:00:00Z" }] })).toEqual({
      kind: "creating",
      submittedAt: "2026-11-30T09:00:00Z",
      reason: "plan-submitted",
    });
    // A questionnaire sent again after the last plan: the questionnaire asked for it.
    expect(planStateOf({ ...view, questionnaire: questionnaire("2026-11-01T10:00:00Z", "2026-12-01T10:00:00Z"), history: [{ submissionDate: "2026-11-30T09:00:00Z" }] })).toMatchObject({
      reason: "questionnaire",
    });
  });

  it("has nothing to show without a questionnaire", () => {
    expect(planStateOf({ currentPlan: null, questionnaire: null })).toEqual({ kind: "none" });
  });

  it("falls back to the overview for unknown tabs", () => {
    expect(parseTab("history")).toBe("history");
    expect(parseTab("admin")).toBe("overview");
    expect(parseTab(null)).toBe("overview");
  });
});
