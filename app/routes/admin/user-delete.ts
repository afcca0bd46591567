import { data } from "react-router";
import type { Route } from "./+types/user-delete";
import { langOf, userOf } from "~/server/guards.server";
import { adminDeleteUserAction } from "./user-delete.server";

/** `/{lang}/admin/benutzer/{userId}/loeschen`: the delete button's form target (no page here). */
export function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return adminDeleteUserAction(request, langOf(context), userOf(context), params.userId);
}
