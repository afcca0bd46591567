import { data, Outlet, replace } from "react-router";
import type { Route } from "./+types/lang-layout";
import { isLang, unprefixedRedirect } from "~/i18n/config";

/**
 * The /:lang layout. A first segment that is not de/en is either an unprefixed page
 * (redirected, replacing the history entry, to the detected language) or a 404.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (isLang(params.lang)) return null;
  const url = new URL(request.url);
  const target = unprefixedRedirect(url.pathname, url.search, request.headers.get("accept-language"));
  if (target) throw replace(target, { status: 302, headers: { Vary: "Accept-Language" } });
  throw data(null, { status: 404 });
}

export default function LangLayout() {
  return <Outlet />;
}
