/** The admin layout's loader: the plan count its tabs show. */
import { countPlans } from "~/server/admin/plans.server";
import { getDb } from "~/server/runtime.server";

export async function adminLayoutLoader() {
  return { planCount: await countPlans(await getDb()) };
}
