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
