/**
 * Coach review round 4 (docs/coach-review/round-4/review-followups.md): the follow-up rules that
 * changed after it, each on the round-4 scenarios AND with a negative control.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { germanMarkers } from "~/domain/exercises/german-markers";
import { notesOf } from "./english";
import { ROUND_4_DIR, round4Fixture } from "./round-4.fixture";

const { round4FollowUp } = round4Fixture((name) => readFileSync(new URL(ROUND_4_DIR + name, import.meta.url), "utf8"));

/** The lines of an English plan with German markers (the customer's own quoted words left out). */
function germanLines(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.replace(/“[^”]*”/g, ""))
    .filter((l) => germanMarkers(l).length > 0);
}

describe("round 4: an English customer's follow-up is entirely English", { timeout: 120_000 }, () => {
  it("notes holding a comma stay one note ('Gewicht halten, Ziel: …'), other notes are split", () => {
    expect(notesOf("RIR 3, Gewicht halten, Ziel: oberes Ende der Spanne, Woche 2: +1 Wdh. pro Satz")).toEqual([
      "RIR 3",
      "Gewicht halten, Ziel: oberes Ende der Spanne",
      "Woche 2: +1 Wdh. pro Satz",
    ]);
    expect(notesOf("Gewicht halten (einzelne Sätze unter der Spanne), Ziel: oberes Ende der Spanne")).toHaveLength(1);
    // Negative control: a plain list is split at every comma.
    expect(notesOf("langsam, Technik vor Gewicht, RIR 2")).toEqual(["langsam", "Technik vor Gewicht", "RIR 2"]);
  });

  for (const n of [2, 3] as const) {
    it(`follow-up ${n} (English questionnaire) has no German markers`, () => {
      const { next } = round4FollowUp(n);
      expect(germanLines(next.text)).toEqual([]);
      expect(next.text).not.toMatch(/„/);
    });
  }

  it("control: the German follow-up (f1) does show German markers (the check finds German)", () => {
    const { next } = round4FollowUp(1);
    expect(germanLines(next.text).length).toBeGreaterThan(10);
  });
});
