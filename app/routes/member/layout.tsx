import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { signedInMiddleware } from "~/server/guards.server";

/**
 * Pages for signed-in members only. The middleware runs before every loader and action below this
 * layout: a visitor goes to /{lang}/login (with a toast and the way back); the others read the user
 * with `userOf(context)`.
 */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware];

export default function MemberLayout() {
  return <Outlet />;
}
