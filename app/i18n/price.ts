/** The one monthly price written in the page's language ("4,99 €" / "€4.99"), for copy and pages. */
import { MONTHLY_PRICE_CENTS } from "~/domain/subscription/price";
import type { Lang } from "./config";
import { numberFormat } from "./format";

export function priceText(lang: Lang, cents: number = MONTHLY_PRICE_CENTS): string {
  return numberFormat(lang, { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** The monthly price as copy writes it, per language. */
export const PRICE = { de: priceText("de"), en: priceText("en") } as const;
