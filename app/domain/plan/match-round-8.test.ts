/**
 * Round 8 (docs/coach-review/round-8/matching): four plans written blind by an outsider who had read no code
 * (a German physio/Reha plan, a CrossFit plan in English, a Denglisch gym plan, a US glute plan) and their answer
 * key. First measured 107/131 = 81.7 % (decision 0124's matcher); decision 0134 was developed on it: 129/131.
 * Kept as a regression test: the right count is pinned and the names wrong today are listed, so a change in
 * either direction is seen. From here on round 8 is a development set;
 * the measure of the next matcher rules is a fresh blind round.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import type { Equipment } from "~/domain/questionnaire/options";
import { scoreRound, wrongLines, type AnswerKeyEntry } from "./match-bench";

const DIR = "../../../docs/coach-review/round-8/matching/";
const read = (path: string) => readFileSync(new URL(DIR + path, import.meta.url), "utf8");
const PLANS = ["plan-20-de.md", "plan-21-en.md", "plan-22-de.md", "plan-23-en.md"];
const KEY = JSON.parse(read("answer-key.json")) as AnswerKeyEntry[];
const PROFILES = JSON.parse(read("profiles.json")) as Record<string, Equipment[]>;
const SCORE = scoreRound(EXERCISES, PLANS.map((file) => ({ file, text: read(file), equipment: PROFILES[file] ?? null })), KEY);

/** Right names: 107 when first scored, 129 after decision 0134 (developed on this round). */
const MEASURED = 129;

/**
 * The names wrong today: any other wrong name is a regression. Both are disputes with the key, not matcher
 * errors: the key calls the seated calf raise absent ("DB calf raises are standing"), but the catalog's
 * "Wadenheben an der Maschine" is described as "on a standing or seated calf machine".
 */
const WRONG_TODAY: readonly string[] = ["plan-22-de.md: Calf Raises sitzend", "plan-23-en.md: Seated Calf Raise"];

describe("round 8 (written blind; the development set of decision 0134)", () => {
  it("scores every table name of the key, every one read", () => {
    expect(SCORE.total).toBe(KEY.filter((k) => k.section === "table").length);
    expect(SCORE.wrong.filter((w) => w.got.includes("(not read)"))).toEqual([]);
  });
  it("no name that was right turns wrong", () => {
    expect(SCORE.wrong.map((w) => `${w.plan}: ${w.name}`).filter((n) => !WRONG_TODAY.includes(n))).toEqual([]);
  });
  it("scores exactly its measurement (a gain is seen too: then update MEASURED and WRONG_TODAY)", () => {
    expect(SCORE.right, wrongLines(SCORE).join("\n")).toBe(MEASURED);
  });
});
