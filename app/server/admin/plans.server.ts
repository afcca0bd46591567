/**
 * The admin's plan models: list and search, one plan with everything the coach needs, edit, approve,
 * complete. Every function takes the database or the caller's transaction; the admin guard on the
 * layout route has established who is asking.
 */
import { count } from "drizzle-orm";
import type { DbOrTx } from "../db/client.server";
import { trainingPlans } from "../db/schema.server";

/** The number of plans, for the Plans tab's label. */
export async function countPlans(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(trainingPlans);
  return row?.value ?? 0;
}
