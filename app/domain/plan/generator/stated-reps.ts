/**
 * Bodyweight maxes the customer states (decision 0117, round 5: "10 Klimmzüge", "Ring-Dips 12",
 * "8 pull-ups", "20 Liegestütze"): the plan never asks for more repetitions than that max. A row of
 * the same movement whose range reaches above 70 % of the stated max is prescribed at 50–70 % of it
 * ("10 Klimmzüge" → 5–7), the range a coach gives for several sets at RIR 1–3. Easier variants
 * (band-assisted, negatives, knee or wall push-ups) are not capped: they allow more repetitions.
 * Pure: reads the wishes text and changes the rows' reps.
 */
import { fold } from "~/domain/coaching/text";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import type { GeneratedDay } from "./types";
import { numbersIn } from "./util";
import { wishText } from "./wishes";

interface RepFamily {
  id: string;
  /** The movement's words in the folded text. */
  words: string;
  /** A row of the family, by its folded name. */
  row: RegExp;
}

const FAMILIES: readonly RepFamily[] = [
  { id: "pullup", words: String.raw`(?:klimmzug\w*|pull ?ups?|pullups?|chin ?ups?|chinups?)`, row: /klimmzug|pull ?up|chin ?up/ },
  { id: "dip", words: String.raw`(?:ring ?dips?|barren ?dips?|dips?)`, row: /\bdips?\b/ },
  { id: "pushup", words: String.raw`(?:liegestutz\w*|push ?ups?|pushups?)`, row: /liegestutz|push ?up/ },
];
/** A word between the figure and the movement ("10 saubere Klimmzüge", "8 strict pull-ups"). */
const CLEAN = String.raw`(?:saubere?n?|strikte?n?|ganze?n?|volle?n?|clean|strict|full|good|gute?n?)`;
/** Easier variants: their repetitions are not capped by the full movement's max. */
const EASIER = /band|assist|unterstutz|negativ|exzentr|eccentric|knie|knee|wand|wall|schrag|incline|tisch|table|latzug|pulldown|stuhl|chair|bank|bench|maschine|machine/;

/** The stated rep maxes by family id ("10 Klimmzüge" → pullup: 10); a figure with kg or "x" is a load. */
export function statedRepMaxes(q: Pick<QuestionnaireAnswers, "personal_wishes" | "training_preferences">): Map<string, number> {
  const t = fold(wishText(q));
  const out = new Map<string, number>();
  for (const f of FAMILIES) {
    // "10 Klimmzüge", "10 saubere Klimmzüge", "Ring-Dips 12", "pull-ups: 8", "push-ups x 20" is no load.
    const before = new RegExp(String.raw`\b(\d{1,2})\s+(?:${CLEAN}\s+)?${f.words}\b(?!\s*(?:mit|with|\d|kg|x\s*\d))`, "g");
    const after = new RegExp(String.raw`\b${f.words}\s*(?:max\s*)?(\d{1,2})\b(?!\s*(?:kg|x|\d))`, "g");
    for (const re of [before, after]) {
      for (const m of t.matchAll(re)) {
        const n = Number(m[1]);
        // A goal ("10 real push-ups", "Ziel 10 Klimmzüge") is no max: the words around say so.
        const around = t.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + m[0].length + 5);
        if (/ziel|goal|schaff|able to|be able|want|mochte|will|lernen|learn|erreich/.test(around)) continue;
        if (n >= 1 && n <= 60) out.set(f.id, Math.max(out.get(f.id) ?? 0, n));
      }
    }
  }
  return out;
}

/** The reps for a stated max: 50–70 % of it ("10" → "5-7"), at least 1. */
export function repsForStatedMax(max: number): string {
  const low = Math.max(1, Math.round(max * 0.5));
  const high = Math.max(low, Math.round(max * 0.7));
  return low === high ? String(low) : `${low}-${high}`;
}

/** Caps the rows of a movement the customer stated a max for (see the module comment). */
export function capStatedReps(q: Pick<QuestionnaireAnswers, "personal_wishes" | "training_preferences">, days: GeneratedDay[]): void {
  const maxes = statedRepMaxes(q);
  if (maxes.size === 0) return;
  for (const row of days.flatMap((d) => d.exercises)) {
    const name = fold(row.name);
    const family = FAMILIES.find((f) => maxes.has(f.id) && f.row.test(name));
    if (!family || EASIER.test(name) || /\bs\b|min/.test(row.reps) || !/korpergewicht|bodyweight/.test(fold(row.weight))) continue;
    const max = maxes.get(family.id)!;
    const top = Math.max(...numbersIn(row.reps));
    if (top > Math.round(max * 0.7)) row.reps = repsForStatedMax(max);
  }
}
