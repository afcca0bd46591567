/**
 * The admin area's figures (spec part 2 §9): revenue per questionnaire, profit, and how amounts are
 * written. Pure: used by the server models and the pages.
 */
import type { Lang } from "../../i18n/config";
import { numberFormat } from "../../i18n/format";
import { MONTHLY_PRICE_CENTS } from "../subscription/price";

/** Revenue per questionnaire in euros (spec §9: total revenue = questionnaires × the monthly price). */
export const REVENUE_PER_QUESTIONNAIRE = MONTHLY_PRICE_CENTS / 100;

/** Total revenue in euros, computed in cents so that 3 × 4.99 is 14.97 and not 14.969999…. */
export function revenueOf(questionnaireCount: number): number {
  return (Math.round(REVENUE_PER_QUESTIONNAIRE * 100) * questionnaireCount) / 100;
}

/** Profit: revenue minus the sum of all expenses (API costs). */
export function profitOf(revenue: number, expenses: number): number {
  return revenue - expenses;
}

/** An amount with a fixed number of decimals and the € sign, in the page's format ("4,99 €" / "€4.99"). */
export function formatEuro(amount: number, lang: Lang, decimals = 2): string {
  return numberFormat(lang, { style: "currency", currency: "EUR", minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount);
}

/**
 * An API cost (spec §2.5/§9): amounts under 0.01 € with 4 decimals, others with 2; 0 is "0,00 €".
 */
export function formatCost(amount: number, lang: Lang): string {
  return formatEuro(amount, lang, amount > 0 && Math.abs(amount) < 0.01 ? 4 : 2);
}

