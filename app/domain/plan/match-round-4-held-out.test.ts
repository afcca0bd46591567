/**
 * Round 4's held-out half (fixtures/ai-match/round-4-held-out): two of the outsider's five plans that
 * the matcher's author never saw while writing decision 0107's rules. Scored once after the rules were
 * merged, as the honest measure of how they generalise: 31/54 distinct names before decision 0107,
 * 35/54 = 64.8 % after (the development half went 80.5 % → 100 %). Kept as a regression test: the
 * wrong names are listed so a change in either direction is seen, and the rate may not fall.
 * Decision 0113 then used this half as its development set (it had been seen): 35/54 → 53/54 = 98.1 %
 * (the one wrong name: "Rückenstrecker-Maschine", no such record, still taken for the hyperextension
 * bench). Those rules were judged on a fresh round (round-5-held-out), not on these names. Decision 0134
 * (a back extension named as a machine is the seated machine the database does not have) made it 54/54.
 */
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import type { Equipment } from "~/domain/questionnaire/options";
import { percent, scoreRound, wrongLines, type AnswerKeyEntry } from "./match-bench";
import keyJson from "./fixtures/ai-match/round-4-held-out/answer-key.json?raw";
import profilesJson from "./fixtures/ai-match/round-4-held-out/profiles.json?raw";
import plan4 from "./fixtures/ai-match/round-4-held-out/plan-4-en.md?raw";
import plan5 from "./fixtures/ai-match/round-4-held-out/plan-5-de.md?raw";

const KEY = JSON.parse(keyJson) as AnswerKeyEntry[];
const PROFILES = JSON.parse(profilesJson) as Record<string, Equipment[]>;
const TEXTS: Record<string, string> = { "plan-4-en.md": plan4, "plan-5-de.md": plan5 };
const SCORE = scoreRound(
  EXERCISES,
  Object.entries(TEXTS).map(([file, text]) => ({ file, text, equipment: PROFILES[file] ?? null })),
  KEY,
);
const RATE_TEXT = `${SCORE.right}/${SCORE.total} distinct names = ${percent(SCORE.right, SCORE.total)}`;
/** 35 when first scored (decision 0107); 53 after decision 0113, which was written on this half; 54 after 0134. */
const MEASURED_RIGHT = 54;

describe("round 4, held-out half (unseen by decision 0107, the development set of decision 0113)", () => {
  it("scores every table name of the key", () => {
    expect(SCORE.total).toBe(KEY.filter((k) => k.section === "table").length);
    expect(SCORE.wrong.filter((w) => w.got.includes("(not read)"))).toEqual([]);
  });

  it(`does not fall below its measurement after decision 0113 (measured: ${RATE_TEXT}; issue 23 asks ≥ 95 %)`, () => {
    expect(SCORE.right, wrongLines(SCORE).join("\n")).toBeGreaterThanOrEqual(MEASURED_RIGHT);
  });
});
