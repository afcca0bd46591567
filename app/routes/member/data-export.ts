import type { Route } from "./+types/data-export";
import { langOf, userOf } from "~/server/guards.server";
import { dataExportLoader } from "./data-export.server";

/**
 * `/{lang}/konto/daten-export?format=json|csv` and `?id=<export>`: the user's data as files (a
 * resource route below the member layout, so only a signed-in user reaches it, and only their own data).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return dataExportLoader(request, langOf(context), userOf(context));
}
