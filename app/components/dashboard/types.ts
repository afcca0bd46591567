/** What the dashboard components receive (the dashboard loader's data, serialised). */
import type { SubscriptionView } from "~/domain/subscription/cancellation";
import type { PlanViewData } from "~/server/training/training-data.server";
import type { LoggedSet } from "~/domain/training/logged-set";
import type { QuestionnaireFormValues } from "~/domain/questionnaire/form-values";
import type { ProfileGender, ProfileStatus } from "~/domain/questionnaire/options";
import type { ShownNames } from "~/domain/plan/shown-titles";

export interface HistoryEntryView {
  id: string;
  planName: string;
  submissionDate: string;
  completionDate: string | null;
  approvedAt: string | null;
  progress: LoggedSet[];
  feedback: string;
}

export interface CurrentPlanSummary {
  id: string;
  sequenceNumber: number;
  createdAt: string;
  approvedAt: string;
}

export interface DashboardView {
  email: string;
  firstName: string | null;
  questionnaire: { values: QuestionnaireFormValues; createdAt: string; updatedAt: string; status: string } | null;
  profile: { firstName: string | null; lastName: string | null; age: number | null; gender: ProfileGender | null; status: ProfileStatus };
  currentPlan: CurrentPlanSummary | null;
  planView: PlanViewData | null;
  history: HistoryEntryView[];
  /** On an English page, the history's exercise names as it shows them (decision 0133). */
  historyNames?: ShownNames;
  subscription: SubscriptionView | null;
}

/** Spec part 1 §4 "Dashboard plan display": plan approved; questionnaire submitted; neither. */
export type PlanState =
  | { kind: "approved"; plan: CurrentPlanSummary }
  | { kind: "creating"; submittedAt: string; reason: "questionnaire" | "plan-submitted" }
  | { kind: "none" };

/**
 * The plan being created: after the last questionnaire submission, or — when the customer submitted
 * a plan after that — as its follow-up (issue 24: the dashboard then says the plan was submitted, not
 * the questionnaire).
 */
export function planStateOf(view: Pick<DashboardView, "currentPlan" | "questionnaire"> & { history?: readonly Pick<HistoryEntryView, "submissionDate">[] }): PlanState {
  if (view.currentPlan) return { kind: "approved", plan: view.currentPlan };
  if (view.questionnaire) {
    // The last submission (a re-submitted questionnaire asks for the plan anew), not the first one.
    const lastPlan = (view.history ?? []).map((h) => h.submissionDate).sort().at(-1);
    if (lastPlan && Date.parse(lastPlan) > Date.parse(view.questionnaire.updatedAt)) return { kind: "creating", submittedAt: lastPlan, reason: "plan-submitted" };
    return { kind: "creating", submittedAt: view.questionnaire.updatedAt, reason: "questionnaire" };
  }
  return { kind: "none" };
}

export const DASHBOARD_TABS = ["overview", "plan", "profile", "history"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const PROFILE_SECTIONS = ["questionnaire", "profile"] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export function parseTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? "") ? (value as DashboardTab) : "overview";
}

export function parseProfileSection(value: string | null): ProfileSection {
  return value === "profile" ? "profile" : "questionnaire";
}
