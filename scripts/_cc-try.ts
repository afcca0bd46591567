import { EXERCISES } from "../app/domain/exercises/catalog";
import { INJURIES } from "../app/domain/exercises/injuries";
import { generatePlan } from "../app/domain/plan/generator";
import { runQualityGates } from "../app/domain/plan/gates";
import { runPlanChecks } from "../app/domain/plan/checks";
import { createExerciseLookup } from "../app/domain/plan/match";
import { parsePlan } from "../app/domain/plan/parser";
import { COACH_PROFILES } from "../app/domain/coaching/profiles.fixture";
const lookup = createExerciseLookup(EXERCISES);
for (const pr of COACH_PROFILES) {
  const q = pr.questionnaire;
  const plan = parsePlan(generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES }).text, lookup);
  const g = runQualityGates(plan, q, { exercises: lookup, injuries: INJURIES });
  const c = runPlanChecks(plan, q, { exercises: lookup, injuries: INJURIES });
  console.log(`== ${pr.id}: gates ${g.filter(x=>x.passed).length}/6`);
  for (const r of [...g, ...c]) if (!r.passed) console.log(`  ✗ ${r.id}: ${r.reason}`);
}
