/** Sign-out: end the session on the server, and locally in any case, then go home with a toast. */
import { redirect } from "react-router";
import { localizedPath, type Lang } from "~/i18n/config";
import { authContent } from "~/i18n/pages/auth";
import { logger } from "~/server/logger.server";
import { callAuth, cookieHeaders } from "~/server/auth/auth-api.server";
import { expireSessionCookies } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { assertSameOrigin } from "~/server/auth/origin.server";

export async function logoutAction(request: Request, lang: Lang): Promise<Response> {
  assertSameOrigin(request);
  const t = authContent[lang].toasts;
  let ok = false;
  let setCookies: string[] = [];
  try {
    const res = await callAuth(request, "/sign-out", { body: {}, lang });
    ok = res.ok;
    setCookies = res.setCookies;
    if (!res.ok) logger.warn({ status: res.status, code: res.error.code }, "sign-out failed on the server");
  } catch (error) {
    logger.error({ err: error }, "sign-out failed");
  }
  const flash = await flashCookie(ok ? { title: t.logoutSuccess, variant: "success" } : { title: t.logoutFailed, variant: "destructive" });
  // Our own expiry comes last so it wins over anything the server call set.
  const headers = cookieHeaders(setCookies, expireSessionCookies(), flash);
  // The browser's HTTP cache of this site goes too; the offline app's copies of the plan are deleted
  // by its service worker and the page (decision 0071).
  headers.set("Clear-Site-Data", '"cache"');
  return redirect(localizedPath(lang), { headers });
}
