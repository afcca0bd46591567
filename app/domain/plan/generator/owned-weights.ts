/**
 * The weights a customer owns, as they list them in the free text (decision 0110): "KB 8 + 12 kg",
 * "Kettlebells 16/20/24/32", "kettlebells: 12 kg, 16 kg, 2 × 24 kg", "Kurzhanteln 2 und 4 kg",
 * "DBs up to 25 kg", "Kurzhanteln bis 20 kg". A load for that equipment is then one of those
 * weights (the nearest, the lighter one on a tie) or at most the stated top — never a 10-kg bell
 * for someone who owns 8 and 12. Pure: reads the questionnaire's text only.
 */
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { LoadKind, ProgressionDecision } from "./types";
import { de } from "./util";

export interface OwnedWeights {
  /** Kettlebells by kg, ascending. */
  kettlebell?: number[];
  /** Fixed dumbbells (per hand) by kg, ascending. */
  dumbbell?: number[];
  /** The heaviest dumbbell (per hand) of a rack or adjustable set ("bis 25 kg", "up to 20 kg"). */
  dumbbellMax?: number;
}

const KETTLEBELL = String.raw`(?:kettle\s*bells?|kettlebells?|kugelhanteln?|kbs?)`;
const DUMBBELL = String.raw`(?:kurzhanteln?|kh|dbs?|dumbbells?|hanteln)`;
/** A list of weights: "8 + 12 kg", "16/20/24/32", "12 kg, 16 kg, 2 × 24 kg", "2 und 4 kg". */
const LIST = String.raw`((?:(?:\d\s*[x×]\s*)?\d{1,2}(?:[.,]5)?\s*(?:kg)?\s*(?:[/,+&]|\bund\b|\band\b|\bsowie\b)?\s*){1,8})`;
const UP_TO = String.raw`(?:bis(?:\s+zu)?|up\s+to|to|max\.?|maximal)`;

function weightsIn(list: string): number[] {
  const out: number[] = [];
  // Each weight, without its count ("2 × 24 kg" is a pair of 24s).
  for (const m of list.matchAll(/(?:\d\s*[x×]\s*)?(\d{1,2}(?:[.,]5)?)(?!\s*[x×])/g)) {
    const kg = Number(m[1]!.replace(",", "."));
    if (kg >= 1 && kg <= 60) out.push(kg);
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/** The owned weights stated in the preferences, wishes and equipment remarks; empty when none are listed. */
export function ownedWeights(q: Pick<QuestionnaireAnswers, "training_preferences" | "personal_wishes">): OwnedWeights {
  const text = [q.training_preferences, q.personal_wishes].filter(Boolean).join(". ");
  const out: OwnedWeights = {};
  const kb = new RegExp(String.raw`\b${KETTLEBELL}\b\s*[:(]?\s*(?:mit\s+|with\s+|von\s+)?${LIST}`, "giu");
  for (const m of text.matchAll(kb)) {
    const found = weightsIn(m[1]!);
    if (found.length > 0) out.kettlebell = [...new Set([...(out.kettlebell ?? []), ...found])].sort((a, b) => a - b);
  }
  const dbUpTo = new RegExp(String.raw`\b${DUMBBELL}\b[^.;\n]{0,20}?\b${UP_TO}\s*(?:\d{1,2}\s*[–-]\s*)?(\d{1,2}(?:[.,]5)?)\s*kg`, "giu");
  for (const m of text.matchAll(dbUpTo)) out.dumbbellMax = Math.max(out.dumbbellMax ?? 0, Number(m[1]!.replace(",", ".")));
  if (out.dumbbellMax === undefined) {
    const db = new RegExp(String.raw`\b${DUMBBELL}\b\s*[:(]?\s*(?:mit\s+|with\s+|von\s+)?${LIST}`, "giu");
    for (const m of text.matchAll(db)) {
      // A dumbbell list ends in "kg" (so "KH 150x3", a deadlift, and "DB 3x10" are none).
      if (!/kg/i.test(m[1]!)) continue;
      const found = weightsIn(m[1]!);
      if (found.length > 0) out.dumbbell = [...new Set([...(out.dumbbell ?? []), ...found])].sort((a, b) => a - b);
    }
  }
  return out;
}

function nearest(options: readonly number[], kg: number): number {
  let best = options[0]!;
  for (const o of options) if (Math.abs(o - kg) < Math.abs(best - kg)) best = o;
  return best;
}

/** The load a row gets with the customer's own weights: the nearest owned one, or at most the stated top. */
export function ownedKg(owned: OwnedWeights | undefined, kind: LoadKind, kg: number): number {
  if (!owned || kg <= 0) return kg;
  if (kind === "kettlebell" && owned.kettlebell?.length) return nearest(owned.kettlebell, kg);
  if (kind === "dumbbell" && owned.dumbbell?.length) return nearest(owned.dumbbell, kg);
  if (kind === "dumbbell" && owned.dumbbellMax !== undefined) return Math.min(kg, owned.dumbbellMax);
  return kg;
}

/**
 * A follow-up's load changes in the weights the customer owns (decision 0110; round 5: bells of 10, 14
 * and 16 kg for someone who owns 8 and 12): an increase goes to the next owned weight above the logged
 * one, or becomes +2 reps per set when none is heavier; a reduction goes to the next owned weight
 * below, or holds the weight; any other kept load is the nearest owned one. The notes keep their
 * wording with the new figures.
 */
export function ownedSteps(decisions: ProgressionDecision[], owned: OwnedWeights | undefined, kindOf: (exercise: string) => LoadKind | undefined): void {
  if (!owned) return;
  for (const d of decisions) {
    const kind = kindOf(d.exercise);
    const list = kind === "kettlebell" ? owned.kettlebell : kind === "dumbbell" ? owned.dumbbell : undefined;
    const cap = kind === "dumbbell" ? owned.dumbbellMax : undefined;
    if ((!list?.length && cap === undefined) || d.previousWeight <= 0) continue;
    const heavier = list?.length ? list.find((w) => w > d.previousWeight) : cap !== undefined && d.newWeight <= cap ? d.newWeight : undefined;
    if (d.kind === "increase") {
      if (heavier === undefined) {
        d.kind = "more_reps";
        d.note = /laut Ihrem Feedback/.test(d.note) ? `${d.exercise}: laut Ihrem Feedback zu leicht → +2 Wiederholungen pro Satz` : `${d.exercise}: alle Sätze am oberen Ende → +2 Wiederholungen pro Satz`;
        d.newWeight = d.previousWeight;
      } else if (heavier !== d.newWeight) {
        d.newWeight = heavier;
        d.note = d.note.replace(/→ [\d.,]+ kg/, `→ ${de(heavier)} kg`).replace(/\+[\d.,]+ kg\)/, `+${de(heavier - d.previousWeight)} kg)`);
      }
    } else if (d.kind === "reduce") {
      const lighter = list?.length ? [...list].reverse().find((w) => w < d.previousWeight) : d.newWeight;
      if (lighter === undefined) {
        d.kind = "keep";
        d.newWeight = d.previousWeight;
        d.note = `${d.exercise}: einzelne Sätze unter der Spanne → Gewicht halten (${de(d.previousWeight)} kg)`;
      } else if (lighter !== d.newWeight) {
        d.newWeight = lighter;
        d.note = d.note.replace(/→ [\d.,]+ kg/, `→ ${de(lighter)} kg`);
      }
    } else if (d.newWeight > 0) d.newWeight = ownedKg(owned, kind!, d.newWeight);
  }
}
