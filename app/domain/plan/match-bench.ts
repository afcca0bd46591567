/**
 * Scoring of exercise matching against an answer key (pure; `npm run bench:matching` and
 * match-round-4.test.ts read the files). A round is a folder of AI-style plan texts, an
 * `answer-key.json` (one entry per plan and distinct name: the expected database record or null)
 * and a `profiles.json` (each plan's customer equipment, the codes of questionnaire/options.ts).
 *
 * Every exercise row the parser reads is looked up with its weight column and the customer's
 * equipment, exactly as the plan view does. A distinct name counts as right when every row
 * carrying it matched the expected record; only key entries of `section: "table"` are scored
 * (warm-up bullets are read as notes by the parser).
 */
import type { Equipment } from "~/domain/questionnaire/options";
import { createExerciseLookup, type ExerciseLookupRecord, type MatchContext } from "./match";
import { parsePlan } from "./parser";

export interface AnswerKeyEntry {
  plan: string;
  name: string;
  expected: string | null;
  section: string;
  why?: string;
}

export interface RoundPlan {
  file: string;
  text: string;
  /** The customer's equipment codes; null = not known. */
  equipment: readonly Equipment[] | null;
}

export interface WrongName {
  plan: string;
  name: string;
  expected: string | null;
  /** What the rows got ("(not read)" when the parser did not read such a row). */
  got: string[];
}

export interface PlanScore {
  plan: string;
  right: number;
  total: number;
}

export interface RoundScore {
  plans: PlanScore[];
  right: number;
  total: number;
  wrong: WrongName[];
}

export const NOT_READ = "(not read)";

/** Scores one round: distinct table names per plan, right when every row of the name is right. */
export function scoreRound<R extends ExerciseLookupRecord>(records: readonly R[], plans: readonly RoundPlan[], key: readonly AnswerKeyEntry[]): RoundScore {
  const out: RoundScore = { plans: [], right: 0, total: 0, wrong: [] };
  for (const plan of plans) {
    const base = createExerciseLookup(records, { equipment: plan.equipment });
    const got = new Map<string, Set<string>>();
    // The parser also asks without context whether a bullet is an exercise; only row look-ups count.
    const lookup = {
      size: base.size,
      find(name: string, context?: MatchContext) {
        const r = base.find(name, context);
        if (context) {
          const seen = got.get(name) ?? new Set<string>();
          seen.add(r?.name ?? "–");
          got.set(name, seen);
        }
        return r;
      },
    };
    const parsed = parsePlan(plan.text, lookup);
    const read = new Set(parsed.days.flatMap((d) => d.exercises.map((e) => e.name)));
    const score: PlanScore = { plan: plan.file, right: 0, total: 0 };
    for (const k of key.filter((e) => e.plan === plan.file && e.section === "table")) {
      score.total++;
      const seen = got.get(k.name) ?? (read.has(k.name) ? new Set([base.find(k.name)?.name ?? "–"]) : new Set([NOT_READ]));
      const expected = k.expected ?? "–";
      if (seen.size === 1 && seen.has(expected)) score.right++;
      else out.wrong.push({ plan: plan.file, name: k.name, expected: k.expected, got: [...seen] });
    }
    out.plans.push(score);
    out.right += score.right;
    out.total += score.total;
  }
  return out;
}

/** "Name → got (expected …)" lines, one per wrong distinct name. */
export function wrongLines(score: RoundScore): string[] {
  return score.wrong.map((w) => `${w.plan}: ${w.name} → ${w.got.join(" / ")} (expected ${w.expected ?? "–"})`);
}

export function percent(right: number, total: number): string {
  return total === 0 ? "–" : `${((100 * right) / total).toFixed(1)} %`;
}
