import { redirect } from "react-router";
import { langOf } from "~/server/guards.server";
import type { Route } from "./+types/logout";
import { localizedPath } from "~/i18n/config";
import { logoutAction } from "./logout.server";

/** Sign-out is a POST only (a GET could be triggered by any page); GET just goes home. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizedPath(langOf(context)));
}

export async function action({ request, context }: Route.ActionArgs) {
  return logoutAction(request, langOf(context));
}
