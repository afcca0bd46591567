import { getEnv } from "./env.server";

/** The public base URL (APP_URL), used for canonical links and e-mail links. */
export function appOrigin(): string {
  return getEnv().appUrl;
}

/**
 * The page a request is for: React Router passes data requests through unchanged
 * (`future.v8_passThroughRequests`), so `/de/fragebogen.data?_routes=…` and `/de/_.data` become
 * `/de/fragebogen` and `/de/` here, without React Router's internal search parameters.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}
