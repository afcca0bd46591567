import { describe, expect, it } from "vitest";
import type { LoggedSet } from "./logged-set";
import { completionDate, isConfirmationWord } from "./rules";
import { buildSubmissionRecord, completedSets, submitterName, UNKNOWN_USER } from "./submission";

const set = (over: Partial<LoggedSet>): LoggedSet => ({ day: 1, exercise_name: "Kniebeuge", exercise_order: 0, set_number: 1, actual_reps: "10", actual_weight: 40, completed: true, updated_at: "2026-03-03T10:00:00Z", ...over });

describe("the confirmation word", () => {
  it("is 'Fortschritt' in any case, surrounding blanks ignored", () => {
    for (const w of ["Fortschritt", "fortschritt", "FORTSCHRITT", "  fortSchritt "]) expect(isConfirmationWord(w)).toBe(true);
    for (const w of ["Fortschrit", "Fortschritte", "progress", ""]) expect(isConfirmationWord(w)).toBe(false);
  });
});

describe("the submission record (spec part 2 §5)", () => {
  it("keeps completed sets only, each set once with the newest version, ordered by day, position and set", () => {
    const rows = [
      set({ day: 3, exercise_order: 0, set_number: 1 }),
      set({ day: 1, exercise_order: 1, set_number: 2 }),
      set({ day: 1, exercise_order: 1, set_number: 1, actual_reps: "old", updated_at: "2026-03-03T10:00:00Z" }),
      set({ day: 1, exercise_order: 1, set_number: 1, actual_reps: "new", updated_at: "2026-03-03T11:00:00Z" }),
      set({ day: 1, exercise_order: 0, set_number: 2, completed: false }),
      // The newest version of a set says "not done": the set is not counted.
      set({ day: 1, exercise_order: 0, set_number: 3, completed: true, updated_at: "2026-03-03T09:00:00Z" }),
      set({ day: 1, exercise_order: 0, set_number: 3, completed: false, updated_at: "2026-03-03T12:00:00Z" }),
    ];
    expect(completedSets(rows).map((r) => [r.day, r.exercise_order, r.set_number, r.actual_reps])).toEqual([
      [1, 1, 1, "new"],
      [1, 1, 2, "10"],
      [3, 0, 1, "10"],
    ]);
  });

  it("writes the completed-exercises text with 'Tag N', 'N/A' and 'N kg', and the same exercise twice on a day twice", () => {
    const record = buildSubmissionRecord({
      rows: [
        set({ exercise_order: 0, set_number: 1, actual_reps: "5", actual_weight: 60 }),
        set({ exercise_order: 2, set_number: 1, actual_reps: "", actual_weight: 0 }),
        set({ day: 4, exercise_name: "Rudern", exercise_order: 0, actual_weight: 22.5, actual_reps: null }),
      ],
      planFeedback: "  Gut  ",
      approvedAt: new Date("2026-03-02T08:00:00Z"),
      userName: "Erika Muster",
      submittedBefore: 2,
      planLabel: "Trainingsplan",
    });
    expect(record.planName).toBe("Trainingsplan #3");
    expect(record.userFeedback).toBe("Gut");
    expect(record.completionDate.toISOString()).toBe("2026-03-16T08:00:00.000Z");
    expect(record.planContent).toBe(
      [
        "Tag 1:",
        "- Kniebeuge, Satz 1: Wiederholungen 5, Gewicht 60 kg",
        "- Kniebeuge, Satz 1: Wiederholungen N/A, Gewicht N/A",
        "",
        "Tag 4:",
        "- Rudern, Satz 1: Wiederholungen N/A, Gewicht 22,5 kg",
      ].join("\n"),
    );
    expect(record.userProgress).toHaveLength(3);
  });

  it("without a completed set says so; blank plan feedback is null", () => {
    const record = buildSubmissionRecord({ rows: [set({ completed: false })], planFeedback: "  ", approvedAt: new Date(0), userName: "X", submittedBefore: 0, planLabel: "Training plan" });
    expect(record.planContent).toBe("Keine abgeschlossenen Übungen gefunden.");
    expect(record.userFeedback).toBeNull();
    expect(record.planName).toBe("Training plan #1");
  });

  it("names the submitter from the questionnaire, else the profile, else 'Unknown User'", () => {
    expect(submitterName({ firstName: "Erika", lastName: "Muster" }, { firstName: "P", lastName: "Q" })).toBe("Erika Muster");
    expect(submitterName({ firstName: " ", lastName: null }, { firstName: "Paula", lastName: null })).toBe("Paula");
    expect(submitterName(null, null)).toBe(UNKNOWN_USER);
  });

  it("the plan period ends 14 days after the approval", () => {
    expect(completionDate(new Date("2026-12-25T23:30:00Z")).toISOString()).toBe("2027-01-08T23:30:00.000Z");
  });
});
