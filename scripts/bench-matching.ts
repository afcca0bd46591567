/**
 * Exercise-matching benchmark (`npm run bench:matching [ROUND_DIR …]`).
 *
 * Scores every round folder given (default: the fixture rounds app/domain/plan/fixtures/ai-match/round-*)
 * against its `answer-key.json`: the plans' table rows, per distinct name, each row looked up with its
 * weight column and the customer's equipment from `profiles.json` beside the plans
 * (`{ "plan-1-de.md": ["barbell", "dumbbells", …] }`, the codes of app/domain/questionnaire/options.ts).
 * Prints the rate per plan, per round and in total, and lists the wrong names.
 * Option: --no-equipment (ignore profiles.json: the matcher without the customer's equipment).
 * Exit code 1 when the total is below 95 % (issue 23's bar).
 * Relative imports only (runs without the app's path aliases).
 */
import fs from "node:fs";
import path from "node:path";
import { EXERCISES } from "../app/domain/exercises/catalog";
import { EQUIPMENT, type Equipment } from "../app/domain/questionnaire/options";
import { percent, scoreRound, wrongLines, type AnswerKeyEntry, type RoundPlan } from "../app/domain/plan/match-bench";

const FIXTURES = path.join(import.meta.dirname, "../app/domain/plan/fixtures/ai-match");
const args = process.argv.slice(2);
const noEquipment = args.includes("--no-equipment");
const given = args.filter((a) => !a.startsWith("--"));
const rounds = given.length > 0
  ? given
  : fs.readdirSync(FIXTURES).map((d) => path.join(FIXTURES, d)).filter((d) => fs.existsSync(path.join(d, "answer-key.json"))).sort();

function readProfiles(dir: string): Record<string, Equipment[]> {
  const file = path.join(dir, "profiles.json");
  if (noEquipment || !fs.existsSync(file)) return {};
  const raw = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>;
  const out: Record<string, Equipment[]> = {};
  for (const [plan, codes] of Object.entries(raw)) {
    const bad = codes.filter((c) => !(EQUIPMENT as readonly string[]).includes(c));
    if (bad.length > 0) throw new Error(`${file}: ${plan}: unknown equipment codes ${bad.join(", ")}`);
    out[plan] = codes as Equipment[];
  }
  return out;
}

let right = 0;
let total = 0;
for (const dir of rounds) {
  const key = JSON.parse(fs.readFileSync(path.join(dir, "answer-key.json"), "utf8")) as AnswerKeyEntry[];
  const profiles = readProfiles(dir);
  const plans: RoundPlan[] = [...new Set(key.map((k) => k.plan))].map((file) => ({
    file,
    text: fs.readFileSync(path.join(dir, file), "utf8"),
    equipment: profiles[file] ?? null,
  }));
  const score = scoreRound(EXERCISES, plans, key);
  console.log(`\n${dir}${noEquipment ? " (without the customer's equipment)" : ""}`);
  for (const p of score.plans) console.log(`  ${p.plan}: ${p.right}/${p.total} = ${percent(p.right, p.total)}`);
  console.log(`  round: ${score.right}/${score.total} = ${percent(score.right, score.total)}`);
  for (const line of wrongLines(score)) console.log(`    ✗ ${line}`);
  right += score.right;
  total += score.total;
}
console.log(`\nTotal: ${right}/${total} distinct names = ${percent(right, total)}`);
if (total > 0 && right / total < 0.95) process.exitCode = 1;
