/**
 * Round 5 (fixtures/ai-match/round-5-held-out): four plans (two German, two English) and their answer
 * key, written blind by someone outside the team for decision 0113 while its rules were written on
 * round 4's held-out half. Opened only after those rules were committed and scored once, without
 * tuning afterwards: 90/123 distinct names = 73.2 % before decision 0113 (main) and 90/123 = 73.2 %
 * after (one name gained: "Strict Press"; one lost: "Row intervals", the station rule wants the rower
 * named; "Pendlay Row" wrong both times). Kept as a regression test: the wrong names are listed so a
 * change in either direction is seen, and the rate may not fall. The next rules must be judged on a
 * fresh round, not tuned to these names.
 *
 * Decision 0122 then used this round as its development set (general rules, tested on other names
 * with negative controls in match-gym-words.test.ts): 90/123 → 121/123 = 98.4 %. From then on it is a
 * regression test, no longer evidence; the measure of 0122 is round 6, written blind afterwards.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import type { Equipment } from "~/domain/questionnaire/options";
import { percent, scoreRound, wrongLines, type AnswerKeyEntry } from "./match-bench";
import keyJson from "./fixtures/ai-match/round-5-held-out/answer-key.json?raw";
import profilesJson from "./fixtures/ai-match/round-5-held-out/profiles.json?raw";
import plan6 from "./fixtures/ai-match/round-5-held-out/plan-6-de.md?raw";
import plan7 from "./fixtures/ai-match/round-5-held-out/plan-7-en.md?raw";
import plan8 from "./fixtures/ai-match/round-5-held-out/plan-8-de.md?raw";
import plan9 from "./fixtures/ai-match/round-5-held-out/plan-9-en.md?raw";

const KEY = JSON.parse(keyJson) as AnswerKeyEntry[];
const PROFILES = JSON.parse(profilesJson) as Record<string, Equipment[]>;
const TEXTS: Record<string, string> = { "plan-6-de.md": plan6, "plan-7-en.md": plan7, "plan-8-de.md": plan8, "plan-9-en.md": plan9 };
const SCORE = scoreRound(
  EXERCISES,
  Object.entries(TEXTS).map(([file, text]) => ({ file, text, equipment: PROFILES[file] ?? null })),
  KEY,
);
const RATE_TEXT = `${SCORE.right}/${SCORE.total} distinct names = ${percent(SCORE.right, SCORE.total)}`;
/** 90 after decision 0113 (blind); 121 after decision 0122, which was developed on this round. */
const MEASURED_RIGHT = 121;

describe("round 5, held-out (written blind, never seen while decision 0113's rules were written)", () => {
  it("scores every table name of the key", () => {
    expect(SCORE.total).toBe(KEY.filter((k) => k.section === "table").length);
    expect(SCORE.wrong.filter((w) => w.got.includes("(not read)"))).toEqual([]);
  });

  it(`does not fall below its first measurement (measured: ${RATE_TEXT}; issue 23 asks ≥ 95 %)`, () => {
    expect(SCORE.right, wrongLines(SCORE).join("\n")).toBeGreaterThanOrEqual(MEASURED_RIGHT);
  });
});
