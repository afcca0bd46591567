/**
 * Skills and everyday goals named in the wishes (decision 0117, coach review round 5): "nicht noch
 * mal hinfallen" gets balance work, "die Enkel hochheben" / "Maxi-Cosi ins Auto" / "carry the
 * groceries" loaded carries and the hip hinge, a hike ("Alpenüberquerung", "10k hike") step-ups and
 * carries, "10 echte Liegestütze" the incline push-up ladder, "den ersten Klimmzug" the pull-up
 * progression. Each is required work in both weeks (inclusions.ts), and the intro names the
 * exercises that serve it. Recognised by word families in German and English; a negated mention
 * ("keine Gleichgewichtsprobleme", "no hiking") and a stated max ("10 Klimmzüge") do not count.
 * Pure.
 */
import { findTerm, fold } from "~/domain/coaching/text";
import type { ExerciseRecord } from "~/domain/exercises/types";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { UNSUPPORTED_BALANCE } from "./structure";
import type { RequiredWork } from "./inclusions";
import type { Ctx, GeneratedDay } from "./types";
import { key } from "./util";
import { wishText } from "./wishes";

export interface SkillGoal extends RequiredWork {
  id: "balance" | "carry" | "hinge" | "step_up" | "push_up" | "pull_up";
  labelEn: string;
  cueEn?: string;
}

/** Reads the folded wishes text, and its clauses (split at punctuation before folding). */
type Recogniser = (t: string, clauses: readonly string[]) => boolean;
/** A negation right before the word ("keine Gleichgewichtsprobleme", "no hiking"). */
const negated = (t: string, word: RegExp): boolean => new RegExp(String.raw`\b(?:kein\w*|no|without|ohne|never|nie)\s+(?:\w+\s+)?(?:${word.source})`).test(t);
const named = (word: RegExp) => (t: string): boolean => word.test(t) && !negated(t, word);

const FALLS = /hinfall\w*|sturz\w*|sturze\w*|gesturzt|stolper\w*|gleichgewicht\w*|standsicher\w*|wackelig\w*|stabil bleiben|balance|fall(?:ing)? (?:again|down|over)|not fall|dont fall|prevent(?:ing)? falls|steady on my feet|unsteady/;
/** Everyday loads ... */
const LOADS = /enkel\w*|kinderwagen|maxi cosi|babyschale|einkauf\w*|getrankekist\w*|wasserkist\w*|koffer|rucksack|kind(?:er)?\b|kleinen?\b|grandchild\w*|grandkids?|kids?\b|toddler|baby|pram|stroller|car seat|groceries|shopping bags?|luggage|suitcase|backpack/;
/** ... that the customer lifts or carries. */
const LIFT = /\b(?:hoch)?heb\w*|hochgehoben|\btrag\w*|schlepp\w*|wuchten|ins auto|\blift\w*|\bcarry\w*|pick(?:ing)? up/;
const HIKE = /wander\w*|alpenuberquerung|bergtour\w*|hutten|trekking|\btrek\b|\bhike\w*|hiking|e5\b|jakobsweg|pilger\w*|fernweg/;
const PUSH_UP = /liegestutz\w*|push ?ups?/;
const PULL_UP = /klimmzug\w*|klimmzuge|pull ?ups?|chin ?ups?/;
const CAN_NOT_YET = /\b(?:erste[nmrs]?|first|endlich|richtige[nmrs]?|echte[nmrs]?|real|proper|ohne band|unassisted|lernen|learn|schaffen|achieve|able to|konnen|mochte|want)\b/;

/** The goal of a skill the customer cannot do yet: the skill and a "not yet" word in one clause, no max stated before it. */
const skillGoal = (skill: RegExp): Recogniser => (t, clauses) => {
  // A count right before or after the skill anywhere states a max ("10 Klimmzüge", "Klimmzüge 8 sauber"),
  // unless it is the goal itself ("10 real push-ups").
  const goalCount = /\b\d{1,2}\s+(?:real|proper|echte\w*|richtige\w*)\s+/g;
  const stated = new RegExp(String.raw`\b\d{1,2}\s+(?:\w+\s+)?(?:${skill.source})|(?:${skill.source})\s+\d{1,2}\b(?!\s*kg)`);
  if (stated.test(t.replace(goalCount, " "))) return false;
  return clauses.some((c) => skill.test(c) && CAN_NOT_YET.test(c) && !negated(c, skill));
};

const lifts = (t: string): boolean => named(LOADS)(t) && LIFT.test(t);
const hikes = named(HIKE);

const SKILLS: readonly (SkillGoal & { recognise: Recogniser })[] = [
  {
    id: "balance", label: "Gleichgewicht", labelEn: "balance", recognise: named(FALLS),
    terms: ["*einbeinstand*", "tandem*", "single leg stance*"], minSetsPerWeek: 4, pattern: "lunge",
    cue: "mit einer Hand leicht an Arbeitsplatte oder Stuhllehne; Blick geradeaus",
    cueEn: "one hand lightly on a counter or chair back; eyes ahead",
  },
  {
    id: "carry", label: "Tragen im Alltag", labelEn: "everyday carrying", recognise: (t) => lifts(t) || hikes(t),
    terms: ["*koffertragen*", "*bauernlauf*", "farmer*", "suitcase carry*", "*tragen in der rack*", "*barenumarmung*"], minSetsPerWeek: 4, pattern: "carry",
    cue: "aufrecht; Last nah am Körper; ruhige Schritte", cueEn: "tall; load close to the body; calm steps",
  },
  {
    id: "hinge", label: "Heben vom Boden", labelEn: "lifting from the floor", recognise: lifts,
    terms: ["rumanisches kreuzheben*", "romanian deadlift*", "*kreuzheben mit kettlebell*", "kettlebell deadlift*", "pull through*"], minSetsPerWeek: 4, pattern: "hinge",
    cue: "Last nah am Körper; Rücken lang; aus der Hüfte beugen", cueEn: "load close to the body; long back; bend from the hips",
  },
  {
    id: "step_up", label: "Bergauf und bergab", labelEn: "uphill and downhill", recognise: hikes,
    terms: ["step up*", "*aufsteiger*"], minSetsPerWeek: 4, pattern: "lunge",
  },
  {
    id: "push_up", label: "Liegestütz-Stufen", labelEn: "push-up ladder", recognise: skillGoal(PUSH_UP),
    terms: ["schrag liegestutz*", "incline push up*"], minSetsPerWeek: 4, pattern: "push_horizontal",
    cue: "Stufen: Wand → Arbeitsplatte → Stuhl → Boden; eine Stufe tiefer sobald 3×12 sauber gelingen",
    cueEn: "steps: wall → counter → chair → floor; one step lower once 3×12 are clean",
  },
  {
    id: "pull_up", label: "erster Klimmzug", labelEn: "first pull-up", recognise: skillGoal(PULL_UP),
    terms: ["negativer klimmzug*", "negative pull up*", "*bandunterstutzung*", "band assisted*", "schulterblatt klimmzug*", "scapular pull*", "latzug an der maschine*", "lat pulldown*"], minSetsPerWeek: 6, pattern: "pull_vertical",
  },
];

/** Every skill goal's labels and cues, German with English (english.ts); a cue has no comma (notes are split at commas). */
export const SKILL_TEXTS: readonly (readonly [string, string])[] = SKILLS.flatMap((s) => [[s.label, s.labelEn] as const, ...(s.cue && s.cueEn ? [[s.cue, s.cueEn] as const] : [])]);

/** The skill goals the wishes name. */
export function skillGoals(q: Pick<QuestionnaireAnswers, "personal_wishes" | "training_preferences">): SkillGoal[] {
  const text = wishText(q);
  const t = fold(text);
  if (!t) return [];
  const clauses = text.split(/[.;!?\n]+|,\s|\b(?:und|and|aber|but)\b/).map(fold);
  return SKILLS.filter((s) => s.recognise(t, clauses)).map(({ recognise: _r, ...s }) => s);
}

/**
 * The exercises that may serve a skill: the allowed pool, and for balance also the supported
 * single-leg stand a balance-care customer otherwise does not get (it is done holding on).
 */
export function skillPool(ctx: Ctx): ExerciseRecord[] {
  const extra = ctx.usable.filter((e) => !ctx.exclusionReason.has(key(e.name)) && UNSUPPORTED_BALANCE.test(`${e.name} ${e.nameEn}`) && findTerm(e.name, SKILLS[0]!.terms) !== null && e.difficulty <= 1);
  return [...ctx.allowed, ...extra.filter((e) => !ctx.allowedNames.has(key(e.name)))];
}

/** The intro line: each goal with the exercises of the plan that serve it. */
export function skillLine(goals: readonly SkillGoal[], days: readonly GeneratedDay[]): string | null {
  const parts = goals.flatMap((g) => {
    const names = [...new Set(days.flatMap((d) => d.exercises.map((r) => r.name)).filter((n) => findTerm(n, g.terms) !== null))];
    return names.length > 0 ? [`${g.label} (${names.join(", ")})`] : [];
  });
  return parts.length > 0 ? `Für Ihre Ziele aus Ihren Wünschen trainiert: ${parts.join("; ")}.` : null;
}

/** Every row that serves a skill goal says so, with the goal's cue (also rows the plan already had). */
export function noteSkillRows(goals: readonly SkillGoal[], days: readonly GeneratedDay[]): void {
  for (const g of goals) {
    const why = `für Ihr Ziel (${g.label})`;
    for (const r of days.flatMap((d) => d.exercises).filter((x) => findTerm(x.name, g.terms) !== null)) {
      const notes = r.notes ? r.notes.split(", ") : [];
      if (notes.some((n) => n.startsWith("für Ihr Ziel ("))) continue;
      r.notes = [...notes, ...(g.cue && !notes.includes(g.cue) ? [g.cue] : []), why].join(", ");
    }
  }
}
