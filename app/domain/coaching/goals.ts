/**
 * What shows a goal in a plan: the goal-specific elements the individualization gate looks for
 * (app/domain/plan/gates.ts, docs/plan-format.md "Qualitätsprüfungen") and the built-in generator
 * keeps (app/domain/plan/generator/fit*.ts, docs/coaching-fit.md "Goal-specific work"). One home,
 * so the gate and the generator cannot drift apart.
 *
 * What shows each goal (the rows of a plan, or of one week):
 *   muscle building    ≥ 60 % of the strength rows with reps (not timed) top out at 6–15
 *   weight loss        a cardio row, or ≥ 50 % of them top out at 12 or more
 *   performance        a strength row topping out at ≤ 6, or intervals, sprints or tempo in the notes
 *   health             a cardio row and ≥ 60 % of them in 8–15
 *   injury prevention  a stability exercise (#stabilisation, plank, bird dog, single leg …)
 *   sport support      an athletic exercise (#explosiv, #koordination, jumps, lunges, swings …)
 *   general fitness    a cardio row and ≥ 3 different strength exercises
 *   specific focus     the customer's own words (the gate reads the questionnaire: not here)
 * Three goals are shown by single rows, so one row can carry a goal alone: injury prevention, sport
 * support, and the cardio row of health and general fitness (rowShowsGoal).
 */
import type { MainGoal } from "~/domain/questionnaire/options";
import type { MuscleGroup } from "~/domain/exercises/types";
import { fold, type Term, wordsHaveTerm, wordsOf } from "./text";

/** Stability work (in the folded name or hashtag). */
export const RE_STABILITY =
  /plank|stutz|bird ?dog|dead ?bug|pallof|stabili|balance|gleichgewicht|einbeinig|single leg|copenhagen|face pull|aussenrotation|external rotation|glute bridge|beckenheben/;
/** Athletic work (in the folded name or hashtag). */
export const RE_ATHLETIC =
  /sprung|jump|sprint|plyo|medizinball|medicine ball|rotation|einbeinig|single leg|ausfallschritt|lunge|kettlebell swing|schwung|explosiv|wurf|throw|agility|koordination|coordination/;

export interface RepRange {
  min: number;
  max: number;
  time: boolean;
}

/** "8-12" → 8..12, "10 je Seite" → 10..10, "30-45 s" → time. Null when no number. */
export function repRange(reps: string): RepRange | null {
  const m = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|—|bis|to)\s*(\d+(?:[.,]\d+)?))?\s*([\p{L}]*)/u.exec(reps);
  if (!m) return null;
  const a = Number(m[1]!.replace(",", "."));
  const b = m[2] ? Number(m[2].replace(",", ".")) : a;
  const unit = fold(m[3] ?? "");
  const time = /^(s|sek|sekunden|sec|seconds?|min|minuten|minutes?|h|std|stunden?)$/.test(unit) || /\b(min|sek|sekunden|minuten)\b/i.test(reps);
  return { min: Math.min(a, b), max: Math.max(a, b), time };
}

/** Share of the rows with reps (not timed) whose range meets `pred` (0 when none has reps). */
export function repShare(reps: readonly string[], pred: (r: RepRange) => boolean): number {
  const ranges = reps.map(repRange).filter((r): r is RepRange => r !== null && !r.time);
  if (ranges.length === 0) return 0;
  return ranges.filter(pred).length / ranges.length;
}

export interface GoalPlanRow extends GoalRowInput {
  reps: string;
}

/**
 * Whether the rows show the goal (see the module comment); `notesText` is the folded notes and
 * reps (and the day titles) the performance goal's intervals are looked for in. Null for specific
 * focus: its evidence is the customer's own words.
 */
export function goalShown(goal: MainGoal, rows: readonly GoalPlanRow[], notesText: string): boolean | null {
  const cardio = rows.some((r) => r.cardio);
  const strength = rows.filter((r) => !r.cardio);
  const reps = strength.map((r) => r.reps);
  switch (goal) {
    case "muscle_building":
      return repShare(reps, (r) => r.max >= 6 && r.max <= 15) >= 0.6;
    case "weight_loss":
      return cardio || repShare(reps, (r) => r.max >= 12) >= 0.5;
    case "performance":
      return repShare(reps, (r) => r.max <= 6) > 0 || /intervall|interval|sprint|tempo/.test(notesText);
    case "health":
      return cardio && repShare(reps, (r) => r.min >= 8 && r.max <= 15) >= 0.6;
    case "injury_prevention":
    case "sport_support":
      return rows.some((r) => rowShowsGoal(goal, r));
    case "general_fitness":
      return cardio && new Set(strength.map((r) => fold(r.name))).size >= 3;
    default:
      return null;
  }
}

/** The goals a single row can show on its own. */
export type RowGoal = "injury_prevention" | "sport_support" | "cardio";

export interface GoalRowInput {
  name: string;
  /** "#stabilisation" (the parser's hashtag, or the generator's notes' first word). */
  hashtag?: string | null;
  /** The row's notes: a purpose stated in words ("Stabilisation: …", "Explosivkraft: …") shows the goal, too. */
  notes?: string;
  cardio: boolean;
}

/** Whether this row shows the goal on its own. */
export function rowShowsGoal(goal: RowGoal, row: GoalRowInput): boolean {
  if (goal === "cardio") return row.cardio;
  const purpose = /^([\p{L}-]+):/u.exec(row.notes?.trim() ?? "")?.[1] ?? "";
  const text = fold(`${row.name} ${row.hashtag ?? ""} ${purpose}`);
  if (goal === "injury_prevention") return row.hashtag === "#stabilisation" || RE_STABILITY.test(text);
  return RE_ATHLETIC.test(text);
}

/**
 * The single-row goals of a customer's goals: injury prevention, sport support, and a cardio row
 * for health and general fitness (their evidence needs one; weight loss is shown by its rep ranges).
 */
export function rowGoalsOf(goals: readonly MainGoal[]): RowGoal[] {
  const out: RowGoal[] = [];
  if (goals.includes("injury_prevention")) out.push("injury_prevention");
  if (goals.includes("sport_support")) out.push("sport_support");
  if (goals.includes("health") || goals.includes("general_fitness")) out.push("cardio");
  return out;
}

/**
 * Whether the rows (a week's, without its cardio block) still show one of the customer's goals other
 * than health and general fitness — then the cardio block those two need may move into the warm-up
 * (docs/coaching-fit.md "Zone 2 in the warm-up"). `notes` are the rows' notes cells.
 */
export function otherGoalShown(goals: readonly MainGoal[], rows: readonly (GoalPlanRow & { notes: string })[]): boolean {
  const notesText = fold(rows.map((r) => `${r.notes} ${r.reps}`).join(" "));
  return goals.some((g) => g !== "health" && g !== "general_fitness" && goalShown(g, rows, notesText) === true);
}

/** Words naming a body part in a wish (German and English), by muscle group. */
const BODY_PART_WISHES: { group: MuscleGroup; terms: Term[] }[] = [
  { group: "shoulders", terms: ["schulter*", "shoulder*", "delts", "deltoid*"] },
  { group: "chest", terms: ["brust*", "chest", "pecs", "brustmuskel*"] },
  { group: "back", terms: ["rucken", "ruckens", "back", "lats", "latissimus", "ruckenmuskel*"] },
  { group: "biceps", terms: ["bizeps", "biceps", "arme", "arms", "oberarm*"] },
  { group: "triceps", terms: ["trizeps", "triceps", "arme", "arms", "oberarm*"] },
  { group: "glutes", terms: ["po", "gesass*", "glute*", "butt"] },
  { group: "quadriceps", terms: ["oberschenkel*", "quads", "quadrizeps", "beine", "legs"] },
  { group: "calves", terms: ["waden", "calves"] },
];

/**
 * The muscle groups a wish asks for more of ("mehr Schultern", "more chest", "stärkerer Rücken"):
 * a body part named next to "mehr/more/stärker/bigger/Fokus/betonen". Pain words are not wishes
 * (a complaint goes to the safety rules).
 */
export function requestedMuscleGroups(text: string | null | undefined): MuscleGroup[] {
  if (!text) return [];
  const out: MuscleGroup[] = [];
  for (const clause of text.split(/[.,;!?\n]+/)) {
    const words = wordsOf(clause);
    if (!words.some((w) => /^(?:mehr|more|starker\w*|kraftiger\w*|bigger|grosser\w*|breiter\w*|fokus|focus|betonen|betont|aufbauen|build|schwerpunkt|straff\w*|definiert\w*|toned?|firm\w*)$/.test(w))) continue;
    if (words.some((w) => /^(?:schmerz\w*|weh|pain|verletz\w*)$/.test(w))) continue;
    for (const b of BODY_PART_WISHES) if (!out.includes(b.group) && b.terms.some((t) => wordsHaveTerm(words, t))) out.push(b.group);
  }
  return out;
}

/** Prehab by sport (German and English words of the sport text): the groups that keep it injury-free. */
const SPORT_PREHAB: { terms: Term[]; groups: MuscleGroup[] }[] = [
  // Runners: calves and feet (calf raises), hip abductors (lateral stability of the pelvis).
  { terms: ["lauf*", "laufen", "jogg*", "marathon*", "halbmarathon*", "run", "running", "runner*", "triathlon*", "trail*"], groups: ["calves", "hips"] },
  // Sprinting and cutting ball sports: hamstrings, adductors/abductors, calves.
  { terms: ["fussball*", "soccer", "football", "handball*", "basketball*", "hockey*", "rugby*", "tennis*", "squash*", "badminton*"], groups: ["hamstrings", "hips", "calves"] },
];

/** The prehab groups of the sport a customer does besides ("Halbmarathon im Frühjahr" → calves, hips). */
export function sportPrehabGroups(sportText: string | null | undefined): MuscleGroup[] {
  const words = wordsOf(sportText);
  const out: MuscleGroup[] = [];
  for (const s of SPORT_PREHAB) if (s.terms.some((t) => wordsHaveTerm(words, t))) for (const g of s.groups) if (!out.includes(g)) out.push(g);
  return out;
}
