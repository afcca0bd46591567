import { useLoaderData } from "react-router";
import type { Route } from "./+types/costs";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminCostsContent } from "~/i18n/pages/admin/costs";
import { costsLoader } from "./costs.server";
import { CostOverview } from "~/components/admin/cost-overview";

/** The API-cost tab (spec part 2 §2.5): number of calls, total, average per call, the last 10 calls. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  return pageMeta(root, { slug: "admin/api-kosten", title: adminCostsContent[root.lang].meta.title, noindex: true });
};

export async function loader() {
  return costsLoader();
}

export default function AdminCosts() {
  const { summary } = useLoaderData<typeof loader>();
  return <CostOverview summary={summary} />;
}
