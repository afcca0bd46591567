/** The API cost page's loader. */
import { costSummary } from "~/server/admin/costs.server";
import { getDb } from "~/server/runtime.server";

export async function costsLoader() {
  return { summary: await costSummary(await getDb()) };
}
