/**
 * The error a provider hands back to /auth/callback (spec part 1: read from the query string or from
 * the URL fragment): `error` and `error_description`. One home for the server (query) and the page
 * (fragment, which never reaches the server); the localized message is `callbackErrorMessage` in
 * app/i18n/callback-error.ts.
 */
export const CALLBACK_DESCRIPTION_MAX = 300;

/** The parameters of the query string or of a fragment such as `#error=…&error_description=…`. */
export function callbackParams(searchOrHash: string): URLSearchParams {
  return new URLSearchParams(searchOrHash.replace(/^[?#]/, ""));
}
