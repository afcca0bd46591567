/**
 * The admin area's figures (spec part 2 §9): revenue per questionnaire, profit, (how amounts are written:
 * `formatEuro`/`formatCost` in app/i18n/format.ts). Pure: used by the server models and the pages.
 */
import { MONTHLY_PRICE_CENTS } from "~/domain/subscription/price";

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
