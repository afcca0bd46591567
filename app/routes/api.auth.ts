import type { Route } from "./+types/api.auth";
import { getAuth } from "~/server/auth/auth.server";

/** better-auth's own HTTP API (OAuth callbacks, session, JSON clients): loader and action both hand over. */
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
