/**
 * The exercise shown at a swapped slot (issue 24, decision 0104). A coach's rule: the plan's weight
 * was written for the exercise it names — 60 kg on a barbell squat says nothing about a goblet squat
 * or a leg press. So a swapped slot keeps the plan's sets, reps and rest (the training dose) and drops
 * the prescribed weight; its suggestion is last time's numbers for the new exercise (this plan or an
 * earlier one, by its name), else the prescription's reps with no weight. Pure: no I/O.
 */
import type { ParsedExercise } from "~/domain/plan/types";

export interface SwapShownParts {
  /** The name shown (the page's language). */
  shownName: string;
  /** The alternative's how-to in the page's language (none known yet: null). */
  instructions: string | null;
}

/** The plan's exercise at a slot as the swapped alternative: same dose, no weight of the original. */
export function swappedExercise(original: ParsedExercise, swap: SwapShownParts): ParsedExercise {
  return {
    ...original,
    name: swap.shownName,
    // The shown name is the alternative's in the page's language already; the original's English name is not its.
    nameEn: null,
    instructions: swap.instructions,
    video_url: null,
    hashtag: null,
    weight: 0,
    originalWeight: 0,
    setsData: original.setsData.map((s) => ({ ...s, weight: 0 })),
  };
}
