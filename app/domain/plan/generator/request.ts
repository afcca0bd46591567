/**
 * Whether the customer actually asked to replace or avoid an exercise (issue 23 round 5, decision
 * 0115): the row note "Ersatz nach Ihrem Wunsch" only then. The dislike matcher used for choosing
 * (coaching/dislikes.ts) is deliberately broad – every word of "overhead barbell press (left
 * shoulder feels unsafe)" counts, so every barbell exercise is left out – but a replacement is only
 * "at your request" when one named item of the dislikes covers the exercise as a whole: all the
 * movements it names (e.g. "jump squats": a jump AND a squat, not every squat), or, when it names no
 * known movement, all its words ("Bulgarian split squat", "Burpees"), or every word of the
 * exercise's name ("Leg extensions feel weird on my knee" → Leg Extension). Pure.
 */
import { DISLIKE_CONCEPTS, dislikeMatcher, wordTerm } from "~/domain/coaching/dislikes";
import { listItems, wordsHaveTerm, wordsOf } from "~/domain/coaching/text";
import type { StressTag } from "~/domain/exercises/types";

/** Words of an exercise name that say how, not what ("an der Maschine", "with cable"). */
const NAME_FILLER = new Set(["with", "mit", "machine", "maschine", "kabelzug", "cable", "from", "beim", "einer"]);

type Named = { name: string; nameEn?: string | null; stressTags?: readonly StressTag[] };

/** The named items of a dislikes text, parentheses and dashes as separators too. */
function dislikeItems(text: string | null | undefined): string[] {
  return listItems(text).flatMap((i) => i.split(/[()]|\s[–-]\s/)).map((s) => s.trim()).filter(Boolean);
}

function nameWords(ex: Named): string[][] {
  return [wordsOf(ex.name), ...(ex.nameEn ? [wordsOf(ex.nameEn)] : [])];
}

/** Whether one item of the customer's dislikes asks to replace or avoid this exercise (or its movement). */
export function askedToReplace(dislikes: string | null | undefined, ex: Named): boolean {
  const names = nameWords(ex);
  return dislikeItems(dislikes).some((item) => {
    const m = dislikeMatcher(item);
    if (m.empty) return false;
    if (m.concepts.length > 0) {
      return m.concepts.every(({ id }) => {
        const c = DISLIKE_CONCEPTS.find((x) => x.id === id);
        if (!c) return false;
        return names.some((w) => c.exercises.some((t) => wordsHaveTerm(w, t))) || (c.tags ?? []).some((t) => ex.stressTags?.includes(t));
      });
    }
    if (m.wordTerms.every((t) => names.some((w) => wordsHaveTerm(w, t)))) return true;
    // ("Leg extensions feel weird on my knee": the item names every word of the exercise's name)
    const itemWords = wordsOf(item);
    return names.some((w) => {
      const own = w.filter((x) => x.length >= 4 && !NAME_FILLER.has(x));
      return own.length > 0 && own.every((x) => {
        const t = wordTerm(x);
        return t !== null && wordsHaveTerm(itemWords, t);
      });
    });
  });
}
