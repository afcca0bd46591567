/** The admin overview's loader. */
import { loadOverviewPage } from "~/server/admin/overview.server";
import { getDb } from "~/server/runtime.server";

export async function overviewLoader() {
  return loadOverviewPage(await getDb());
}
