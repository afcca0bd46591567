import type { Route } from "./+types/plan-details";
import type { PlanDetailsAnswer } from "~/server/admin/plan-insights.server";
import { planDetailsLoader } from "./plan-details.server";

/**
 * `/{lang}/admin/plaene/{planId}/details/{kind}`: the JSON of a plan's dialogs for the coach
 * (kind = prompt | progress | submitted | comparison). A resource route below the admin layout, so
 * the admin guard has run. Every answer is data, never a thrown error, so a fetcher shows the
 * dialog's own message instead of the page's error boundary: 404 for an unknown kind, a malformed
 * id or an unknown plan, 500 (logged, no details) when loading fails.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return planDetailsLoader(params.planId, params.kind);
}

/**
 * In the browser: a failed request (offline, server gone) becomes an answer too, so the dialog says
 * that loading failed instead of the page falling into its error boundary. Redirects (the session
 * ended) still go through.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<PlanDetailsAnswer> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ok: false, error: "network" };
  }
}
