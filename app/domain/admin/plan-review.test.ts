import { describe, expect, it } from "vitest";
import { approvalNeedsConfirmation, confirmsFailedChecks, followupState, hasTrainingDay, summarizeQuality } from "./plan-review";

const GATES = [
  { id: "profile_usage", passed: true, reason: "ok" },
  { id: "individualization", passed: false, reason: "x" },
  { id: "periodization", passed: true, reason: "ok" },
  { id: "training_structure", passed: true, reason: "ok" },
  { id: "completeness", passed: false, reason: "Tag 9 fehlt" },
];

describe("one count of the quality review", () => {
  it("counts the six gates of a plan stored before the coach checks, naming the failed and missing ones", () => {
    expect(summarizeQuality(GATES)).toEqual({ passed: 3, total: 6, failed: ["individualization", "regeneration_structure", "completeness"] });
  });

  it("counts gates and coach checks together (thirteen) once a check is stored", () => {
    const stored = [...GATES, { id: "training_days", passed: true }, { id: "session_time", passed: false }, { id: "contraindications", passed: true }];
    expect(summarizeQuality(stored)).toEqual({
      passed: 5,
      total: 13,
      failed: ["individualization", "regeneration_structure", "completeness", "session_time", "weekly_sets", "core_volume", "condition_includes", "health_notes"],
    });
  });

  it("is null without readable results; a passed value must be literally true", () => {
    expect(summarizeQuality(null)).toBeNull();
    expect(summarizeQuality([])).toBeNull();
    expect(summarizeQuality("broken")).toBeNull();
    expect(summarizeQuality([{ id: "unknown", passed: true }, 3, null])).toBeNull();
    expect(summarizeQuality([{ id: "completeness", passed: "true" }])).toMatchObject({ passed: 0 });
  });
});

describe("approval confirmation", () => {
  it("is needed when anything failed, not for a clean review or none", () => {
    expect(approvalNeedsConfirmation(summarizeQuality(GATES))).toBe(true);
    const clean = ["profile_usage", "individualization", "periodization", "training_structure", "regeneration_structure", "completeness"].map((id) => ({ id, passed: true }));
    expect(approvalNeedsConfirmation(summarizeQuality(clean))).toBe(false);
    expect(approvalNeedsConfirmation(null)).toBe(false);
  });

  it("is given only by the explicit value", () => {
    expect(confirmsFailedChecks("yes")).toBe(true);
    for (const v of [null, undefined, "", "on", "true", "YES"]) expect(confirmsFailedChecks(v)).toBe(false);
  });
});

describe("a plan text needs a training day", () => {
  it("refuses text without a day and a text of rest days only; accepts a training day", () => {
    expect(hasTrainingDay("Hallo, hier ist Ihr Plan.\nViel Erfolg!")).toBe(false);
    expect(hasTrainingDay("")).toBe(false);
    expect(hasTrainingDay("Tag 1 - Ruhetag\n- Spaziergang 30 Minuten")).toBe(false);
    expect(hasTrainingDay("Tag 1 - Oberkörper\n| Übung | Sätze | Wiederholungen | Gewicht | Pause |\n|---|---|---|---|---|\n| Bankdrücken | 3 | 10 | 40 kg | 90s |")).toBe(true);
  });
});

describe("the follow-up's state", () => {
  it("is the next plan's own status when it exists, else drafting or failed by the job", () => {
    expect(followupState({ status: "completed" }, { status: "draft" })).toBe("draft");
    expect(followupState({ status: "completed" }, { status: "approved" })).toBe("approved");
    expect(followupState(null, { status: "completed" })).toBe("completed");
    expect(followupState({ status: "running" }, null)).toBe("drafting");
    expect(followupState(null, null)).toBe("drafting");
    expect(followupState({ status: "failed" }, null)).toBe("failed");
    // A failed re-run does not hide a plan that exists.
    expect(followupState({ status: "failed" }, { status: "approved" })).toBe("approved");
  });
});
