import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { signedInMiddleware } from "~/server/guards.server";
import { memberWritesMiddleware } from "~/server/html/member-data-versions.server";

/**
 * Pages for signed-in members only. The middleware runs before every loader and action below this
 * layout: a visitor goes to /{lang}/login (with a toast and the way back); the others read the user
 * with `userOf(context)`. A member's write below it (questionnaire, security, set saves) makes their
 * kept dashboard out of date at once (decision 0079).
 */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware, memberWritesMiddleware];

export default function MemberLayout() {
  return <Outlet />;
}
