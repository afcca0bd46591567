import { getEnv } from "./env.server";

/** The public base URL (APP_URL), used for canonical links and e-mail links. */
export function appOrigin(): string {
  return getEnv().appUrl;
}
