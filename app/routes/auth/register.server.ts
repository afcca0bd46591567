/**
 * The register page's server half. Its action shares the sign-up steps with the login page's
 * register mode, so it lives in login.server.ts and is handed on here.
 */
import { redirect } from "react-router";
import { getOptionalUser } from "~/server/auth/session.server";

export { registerAction, type RegisterActionData } from "./login.server";

/** A signed-in user has nothing to do on the register page. */
export async function registerLoader(request: Request) {
  if (await getOptionalUser(request)) throw redirect("/");
  return null;
}
