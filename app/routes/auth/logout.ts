import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { isLang, localizedPath } from "~/i18n/config";
import { logoutAction } from "~/server/auth/logout.server";

/** Sign-out is a POST only (a GET could be triggered by any page); GET just goes home. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  return redirect(localizedPath(params.lang));
}

export async function action({ request, params }: Route.ActionArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  return logoutAction(request, params.lang);
}
