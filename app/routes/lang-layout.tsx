import { Outlet } from "react-router";
import type { Route } from "./+types/lang-layout";
import { assertKnownLanguage, languageMiddleware } from "~/server/guards.server";

/**
 * The /:lang layout. Its middleware validates the language once for every page below it: a first
 * segment that is not de/en is either an unprefixed page (redirected, replacing the history entry,
 * to the detected language) or a 404.
 */
export const middleware: Route.MiddlewareFunction[] = [languageMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  assertKnownLanguage(context);
  return null;
}

export default function LangLayout() {
  return <Outlet />;
}
