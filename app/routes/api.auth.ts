import { data } from "react-router";
import type { Route } from "./+types/api.auth";
import { memberWritesMiddleware } from "~/server/html/member-data-versions.server";
import { handleAuthHttp } from "~/server/auth/auth-http.server";
import { containsUnstorableText } from "~/server/request-input.server";

/**
 * better-auth endpoints the product never offers: they would write account fields past our own
 * validation (update-user stored over-long, NUL and list-valued names; issue 13, finding 12).
 * Our pages change these through their own actions; from outside they are a 404.
 * The session lists: sessions are stored by the hash of their token (decision 0049), so a listed
 * session carries the hash, and revoke-other-sessions, which deletes by listed token, would end
 * nothing. Revoking all sessions (by user) and signing out (by the cookie's token) work as before.
 */
const NOT_EXPOSED = new Set(["/update-user", "/change-email", "/delete-user", "/list-sessions", "/revoke-other-sessions"]);

function exposed(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
  return !NOT_EXPOSED.has(path);
}

/** better-auth's own HTTP API (OAuth callbacks, session, JSON clients), behind our filter. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!exposed(request)) throw data(null, { status: 404 });
  return handleAuthHttp(request);
}

/** A signed-in member's write here makes their kept dashboard out of date at once (decision 0079). */
export const middleware: Route.MiddlewareFunction[] = [memberWritesMiddleware];

export async function action({ request }: Route.ActionArgs) {
  if (!exposed(request)) throw data(null, { status: 404 });
  // Text the database cannot store (a NUL byte) never reaches better-auth's writes.
  if ((request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    if (containsUnstorableText(body)) return Response.json({ code: "INVALID_INPUT", message: "Invalid characters in the input." }, { status: 400 });
  }
  return handleAuthHttp(request);
}
