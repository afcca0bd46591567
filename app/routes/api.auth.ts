import type { Route } from "./+types/api.auth";
import { handleAuthHttp } from "~/server/auth/auth-http.server";

/** better-auth's own HTTP API (OAuth callbacks, session, JSON clients), behind our filter. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleAuthHttp(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleAuthHttp(request);
}
