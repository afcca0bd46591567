import { useEffect } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/plans";
import { interpretPlanSearch, parsePage, PLAN_PAGE_SIZE, SEARCH_MAX_LENGTH } from "~/domain/admin/plans";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminPlansContent } from "~/i18n/pages/admin/plans";
import { PlanList } from "~/components/admin/plan-list";
import { toast } from "~/components/ui/toast-store";
import { searchPlans } from "~/server/admin/plans.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";

/**
 * `/{lang}/admin/plaene`: every plan, searched on the server (`?q=`, `?page=`, 25 per page). Below the
 * admin layout, whose middleware lets only the admin through.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const t = adminPlansContent[root.lang].meta;
  return pageMeta(root, { slug: "admin/plaene", title: t.listTitle, description: t.listDescription, noindex: true });
};

export async function loader({ request }: Route.LoaderArgs) {
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

export default function AdminPlans() {
  const lang = useLang();
  const t = adminPlansContent[lang].list;
  const data = useLoaderData<typeof loader>();

  useEffect(() => {
    if (!data.ok) toast({ title: t.loadErrorTitle, description: t.loadError, variant: "destructive" });
  }, [data, t]);

  if (!data.ok) {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-slate-900" role="alert" data-testid="plan-list-error">
        {t.loadError}
      </div>
    );
  }
  return <PlanList q={data.q} page={data.page} pageSize={data.pageSize} total={data.total} rows={data.rows} tooShort={data.tooShort} />;
}
