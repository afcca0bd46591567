import { useEffect } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/plans";
import { plansLoader } from "./plans.server";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminPlansContent } from "~/i18n/pages/admin/plans";
import { PlanList } from "~/components/admin/plan-list";
import { toast } from "~/components/ui/toast-store";

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
  return plansLoader(request);
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
