/**
 * The API-cost overview (spec part 2 §2.5, §3 `expenses`): how many calls, their total and average,
 * and the last 10 calls. One row of `expenses` is one paid call to the AI provider.
 */
import { desc, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client.server";
import { expenses } from "~/server/db/schema.server";

/** Spec §2.5: the last 10 calls are listed. */
export const RECENT_CALLS = 10;

export interface CostCall {
  id: string;
  createdAt: string;
  description: string;
  model: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  amount: number;
}

export interface CostSummary {
  count: number;
  /** Sum of all amounts in euros. */
  total: number;
  /** total / count; 0 without calls. */
  average: number;
  /** Newest first. */
  recent: CostCall[];
}

export async function costSummary(db: DbOrTx): Promise<CostSummary> {
  const [[totals], recent] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        // numeric(12,6) summed exactly in the database, handed over as text and parsed once.
        total: sql<string>`coalesce(sum(${expenses.amount}), 0)::text`,
      })
      .from(expenses),
    db
      .select({
        id: expenses.id,
        createdAt: expenses.createdAt,
        description: expenses.description,
        model: expenses.model,
        inputTokens: expenses.inputTokens,
        outputTokens: expenses.outputTokens,
        amount: expenses.amount,
      })
      .from(expenses)
      .orderBy(desc(expenses.createdAt), desc(expenses.id))
      .limit(RECENT_CALLS),
  ]);
  const count = totals?.count ?? 0;
  const total = Number(totals?.total ?? 0);
  return {
    count,
    total,
    average: count > 0 ? total / count : 0,
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
