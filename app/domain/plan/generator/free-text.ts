/**
 * The customer's free text (preferences, wishes, sport details) in the plan (issue 23 round 5,
 * decision 0115): never echoed back, raw or quoted – the plan says in product words what it did with
 * it, or nothing. Pure.
 */
import type { Ctx } from "./types";

/** The rest days' and intro's sport sentence (no quote of the customer's sport details). */
// Round 6: the plan does not place its days around the sport, so the line says what the customer does (the days are suggestions).
export const SPORT_LINE = "Ihr Sport: Die Trainingstage im Plan sind Vorschläge – legen Sie harte Einheiten nicht auf den Tag vor einem wichtigen Spiel, Lauf oder Wettkampf und verschieben Sie die Tage dafür";

/** The intro's lines from the free text: what the plan does with it, in product words. */
export function freeTextLines(ctx: Pick<Ctx, "q">): string[] {
  const q = ctx.q;
  return q.other_sport && q.other_sport_details?.trim() ? [`${SPORT_LINE}.`] : [];
}

/** The rest days' personal lines: none – neither a quote of the wishes nor the sport sentence, which the intro says once. */
export function restDayPersonalLines(_ctx: Pick<Ctx, "q">): string[] {
  return [];
}
