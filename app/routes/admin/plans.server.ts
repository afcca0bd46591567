/** The admin plan list's loader: every plan, searched on the server. */
import { interpretPlanSearch, parsePage, PLAN_PAGE_SIZE, SEARCH_MAX_LENGTH } from "~/domain/admin/plans";
import { searchPlans } from "~/server/admin/plans.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";

export async function plansLoader(request: Request) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, SEARCH_MAX_LENGTH);
  const page = parsePage(url.searchParams.get("page"));
  const tooShort = interpretPlanSearch(q).tooShort;
  try {
    const { rows, total } = await searchPlans(await getDb(), { q, page, pageSize: PLAN_PAGE_SIZE });
    return { ok: true as const, q, page, pageSize: PLAN_PAGE_SIZE, total, rows, tooShort };
  } catch (error) {
    logger.error({ err: error, page }, "admin: plans could not be loaded");
    return { ok: false as const, q, page, pageSize: PLAN_PAGE_SIZE, total: 0, rows: [], tooShort };
  }
}
