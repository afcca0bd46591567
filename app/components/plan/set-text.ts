/**
 * A set's numbers as short texts for the exercise card (issue 24): numbers in the customer's language,
 * rest times spelled out, a logged value with its unit and a whole set "10 × 52,5 kg".
 */
import { fmt } from "~/i18n";
import type { Lang } from "~/i18n/config";
import type { TrainingMessages } from "~/i18n/pages/training";
import type { SetUnit } from "~/domain/training/set-entry";
import { formatNumber } from "~/i18n/format";

export function numberText(value: number, lang: Lang): string {
  return formatNumber(value, lang);
}

/** "90 s" → "90 Sekunden", "2 min" → "2 Minuten" (spec: 's' is written 'Sekunden'). */
export function restText(rest: string, t: TrainingMessages["exercise"]): string {
  if (!rest.trim()) return "–";
  return rest
    .replace(/(\d)\s*(s|sek|sec|secs|seconds?|sekunden)\b\.?/gi, `$1 ${t.seconds}`)
    .replace(/(\d)\s*(min|mins|minutes?|minuten)\b\.?/gi, `$1 ${t.minutes}`);
}

/** A logged value with its unit: "10", "20 Min.", "30 s", "400 m" ('' → '–'). */
export function valueText(reps: string, unit: SetUnit, lang: Lang, t: TrainingMessages["exercise"]): string {
  if (!reps) return "–";
  const n = numberText(Number(reps), lang);
  return unit === "reps" ? n : `${n} ${t.unitShort[unit]}`;
}

/** A set's numbers as one short text: "10 × 52,5 kg", "20 Min.", "12". */
export function setText(reps: string, weight: number, unit: SetUnit, lang: Lang, t: TrainingMessages["exercise"]): string {
  const value = valueText(reps, unit, lang, t);
  return weight > 0 ? fmt(t.setWithWeight, { value, weight: numberText(weight, lang) }) : value;
}
