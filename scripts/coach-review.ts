/**
 * Generates a plan for each realistic coach profile (app/domain/coaching/profiles.fixture.ts),
 * runs the six gates and the plan checks on its text, and prints what fails. With a profile id as
 * argument it prints that plan's text (for reading it as a coach would).
 *   npx tsx scripts/coach-review.ts            summary of all profiles
 *   npx tsx scripts/coach-review.ts pregnancy  one plan's text and its results
 */
import { COACH_PROFILES } from "../app/domain/coaching/profiles.fixture";
import { EXERCISES } from "../app/domain/exercises/catalog";
import { INJURIES } from "../app/domain/exercises/injuries";
import { runPlanChecks } from "../app/domain/plan/checks";
import { runQualityGates } from "../app/domain/plan/gates";
import { generatePlan } from "../app/domain/plan/generator";
import { createExerciseLookup } from "../app/domain/plan/match";
import { parsePlan } from "../app/domain/plan/parser";

const lookup = createExerciseLookup(EXERCISES);
const only = process.argv[2];
let failing = 0;
for (const p of COACH_PROFILES) {
  if (only && p.id !== only) continue;
  const plan = generatePlan({ questionnaire: p.questionnaire, exercises: EXERCISES, injuries: INJURIES });
  const parsed = parsePlan(plan.text, lookup);
  const results = [...runQualityGates(parsed, p.questionnaire, { exercises: lookup, injuries: INJURIES }), ...runPlanChecks(parsed, p.questionnaire, { exercises: lookup, injuries: INJURIES })];
  const failed = results.filter((r) => !r.passed);
  if (failed.length > 0) failing++;
  if (only) console.log(plan.text);
  console.log(`${failed.length === 0 ? "ok  " : "FAIL"} ${p.id}${failed.map((f) => `\n     ${f.id}: ${f.reason}`).join("")}`);
}
console.log(`${failing} profile(s) failing`);
