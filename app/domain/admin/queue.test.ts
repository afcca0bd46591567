import { describe, expect, it } from "vitest";
import { parsePlan } from "~/domain/plan/parser";
import {
  ageStatus,
  byWaitingTime,
  clockStart,
  complianceOf,
  customerFlags,
  doneSets,
  draftAge,
  hoursAndMinutes,
  prescribedSets,
} from "./queue";

const H = 3_600_000;

describe("age against the 24-hour promise", () => {
  it("is on time up to 20 h, due soon past 20 h, overdue past 24 h", () => {
    expect(ageStatus(0)).toBe("on_time");
    expect(ageStatus(20 * H)).toBe("on_time");
    expect(ageStatus(20 * H + 1)).toBe("due_soon");
    expect(ageStatus(24 * H)).toBe("due_soon");
    expect(ageStatus(24 * H + 1)).toBe("overdue");
    expect(ageStatus(72 * H)).toBe("overdue");
  });

  it("measures from the start to now with the time left (negative when overdue)", () => {
    const now = new Date("2026-03-03T12:00:00Z");
    expect(draftAge(new Date("2026-03-02T14:30:00Z"), now)).toEqual({ ageMs: 21.5 * H, status: "due_soon", remainingMs: 2.5 * H });
    expect(draftAge(new Date("2026-03-02T10:00:00Z"), now)).toEqual({ ageMs: 26 * H, status: "overdue", remainingMs: -2 * H });
    // A start in the future (clock skew) is age 0, not negative.
    expect(draftAge(new Date("2026-03-03T13:00:00Z"), now).ageMs).toBe(0);
    expect(hoursAndMinutes(26 * H + 59 * 60_000 + 59_999)).toEqual({ hours: 26, minutes: 59 });
    expect(hoursAndMinutes(-5 * H)).toEqual({ hours: 0, minutes: 0 });
  });

  it("starts the clock at the questionnaire for a first plan, at the previous submission for a follow-up, else at the draft", () => {
    const created = new Date("2026-03-03T10:00:00Z");
    const q = new Date("2026-03-03T09:00:00Z");
    const sub = new Date("2026-03-02T20:00:00Z");
    expect(clockStart({ isFollowup: false, questionnaireSubmittedAt: q, previousSubmittedAt: sub, draftCreatedAt: created })).toEqual({ start: q, source: "questionnaire" });
    expect(clockStart({ isFollowup: true, questionnaireSubmittedAt: q, previousSubmittedAt: sub, draftCreatedAt: created })).toEqual({ start: sub, source: "submission" });
    expect(clockStart({ isFollowup: true, questionnaireSubmittedAt: q, previousSubmittedAt: null, draftCreatedAt: created })).toEqual({ start: created, source: "draft" });
    expect(clockStart({ isFollowup: false, questionnaireSubmittedAt: null, previousSubmittedAt: null, draftCreatedAt: created })).toEqual({ start: created, source: "draft" });
    // The questionnaire edited after the draft was made does not reset the clock.
    const later = new Date("2026-03-03T11:00:00Z");
    expect(clockStart({ isFollowup: false, questionnaireSubmittedAt: later, previousSubmittedAt: null, draftCreatedAt: created }).start).toEqual(created);
  });

  it("orders the oldest first", () => {
    const rows = [
      { id: "b", clockStart: "2026-03-03T09:00:00Z", createdAt: "2026-03-03T09:01:00Z" },
      { id: "a", clockStart: "2026-03-02T09:00:00Z", createdAt: "2026-03-03T10:00:00Z" },
      { id: "c", clockStart: "2026-03-03T09:00:00Z", createdAt: "2026-03-03T09:00:30Z" },
    ];
    expect(rows.sort(byWaitingTime).map((r) => r.id)).toEqual(["a", "c", "b"]);
  });
});

describe("compliance of the previous plan", () => {
  const plan = parsePlan(
    [
      "## Tag 1 – Ganzkörper",
      "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |",
      "|---|---|---|---|---|---|",
      "| Kniebeuge | 3 | 8-10 | 40 kg | 90 s | |",
      "| Bankdrücken | 4 | 8 | 30 kg | 90 s | |",
      "## Tag 2 – Ruhetag",
      "### Aktive Erholung & Mobilität",
      "- Spaziergang",
      "## Tag 3 – Ganzkörper",
      "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |",
      "|---|---|---|---|---|---|",
      "| Rudern | 3 | 10 | 20 kg | 60 s | |",
    ].join("\n"),
  );

  it("prescribes the sum of sets over all training days", () => {
    expect(prescribedSets(plan)).toBe(10);
    expect(prescribedSets(parsePlan("nothing to read"))).toBe(0);
  });

  it("counts each done set once per day, exercise position and set number", () => {
    const rows = [
      { day: 1, exerciseOrder: 0, setNumber: 1, completed: true },
      { day: 1, exerciseOrder: 0, setNumber: 1, completed: true },
      { day: 1, exerciseOrder: 0, setNumber: 2, completed: false },
      { day: 1, exerciseOrder: 1, setNumber: 1, completed: true },
      { day: 3, exerciseOrder: 0, setNumber: 1, completed: true },
    ];
    expect(doneSets(rows)).toBe(3);
    expect(complianceOf(plan, rows)).toEqual({ done: 3, prescribed: 10, share: 0.3 });
  });

  it("caps the share at 100 % and has none for a plan without sets", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ day: 1, exerciseOrder: i, setNumber: 1, completed: true }));
    expect(complianceOf(plan, many).share).toBe(1);
    expect(complianceOf(parsePlan("???"), many)).toEqual({ done: 12, prescribed: 0, share: null });
  });
});

describe("customer flags", () => {
  it("shows health restrictions only when named", () => {
    expect(customerFlags({ healthRestrictions: "  ", feedback: [] }).healthRestrictions).toBeNull();
    expect(customerFlags({ healthRestrictions: null, feedback: [] }).healthRestrictions).toBeNull();
    expect(customerFlags({ healthRestrictions: " Bandscheibenvorfall 2019 ", feedback: [] }).healthRestrictions).toBe("Bandscheibenvorfall 2019");
  });

  it("lists pain from the feedback, newest first, without reading the back into Bankdrücken", () => {
    const flags = customerFlags({
      healthRestrictions: null,
      feedback: [
        { day: 1, text: "Bankdrücken lief super", updatedAt: new Date("2026-03-01T10:00:00Z") },
        { day: 3, text: "Knie tut etwas weh", updatedAt: new Date("2026-03-03T10:00:00Z") },
        { day: 0, text: "Insgesamt gut. Die Schulter schmerzt manchmal.", updatedAt: new Date("2026-03-05T10:00:00Z") },
      ],
    });
    expect(flags.pain).toEqual([
      { day: 0, excerpt: "Die Schulter schmerzt manchmal", bodyParts: ["shoulder"] },
      { day: 3, excerpt: "Knie tut etwas weh", bodyParts: ["knee"] },
    ]);
  });
});
