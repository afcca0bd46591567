/**
 * Apparatus the questionnaire has no code for. Parallel bars (a dip station) are part of a gym, or
 * replaced by rings; an exercise done on them is bodyweight (no load to prescribe) but not possible
 * at home without either. One home for this rule: the generator's selection and the equipment gate.
 */
import type { Equipment } from "~/domain/questionnaire/options";
import { fold } from "~/domain/coaching/text";

/** Each entry: a name pattern (normalised text) and the codes of which any one provides the apparatus. */
const APPARATUS: ReadonlyArray<readonly [RegExp, readonly Equipment[]]> = [
  [/\bbarren\b|\bdip ?station\b|\bdips?station\b|\bparallel ?bars?\b|^dips$/, ["machines", "rings"]],
];

/** Requirements an exercise name implies beyond its equipment list (any one code of each satisfies it). */
export function apparatusRequirements(name: string): (readonly Equipment[])[] {
  const n = fold(name);
  return APPARATUS.filter(([re]) => re.test(n)).map(([, req]) => req);
}

/** Whether the apparatus a name implies is available. */
export function apparatusAvailable(name: string, available: ReadonlySet<Equipment>): boolean {
  return apparatusRequirements(name).every((req) => req.some((code) => available.has(code)));
}
