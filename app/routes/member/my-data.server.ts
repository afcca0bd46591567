/**
 * `/{lang}/konto/daten` ("Ihre Daten"): the state of the health consent and of job-built exports,
 * and the withdrawal of the health consent (a plain form: works without JavaScript, answers with a
 * redirect and a toast). The member layout's guard established the user. See docs/decisions/0074–0075.
 */
import { redirect } from "react-router";
import type { Lang } from "~/i18n/config";
import { localizedPath } from "~/i18n/config";
import { dataRightsContent } from "~/i18n/pages/data-rights";
import type { AppUser } from "~/server/auth/session.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { flashCookie } from "~/server/auth/flash.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { readForm } from "~/server/request-input.server";
import { listExports } from "~/server/privacy/export-user-data.server";
import { healthConsentState, withdrawHealthConsent } from "~/server/privacy/health-consent.server";

export const MY_DATA_SLUG = "konto/daten";

export async function myDataLoader(user: AppUser) {
  const db = await getDb();
  const [consent, exports] = await Promise.all([healthConsentState(db, user.id), listExports(db, user.id)]);
  return { consent, exports };
}

export type MyDataLoaderData = Awaited<ReturnType<typeof myDataLoader>>;

async function back(lang: Lang, toast: { title: string; description: string; variant: "success" | "destructive" | "default" }) {
  return redirect(localizedPath(lang, MY_DATA_SLUG), { headers: { "Set-Cookie": await flashCookie(toast) } });
}

export async function myDataAction(request: Request, lang: Lang, user: AppUser) {
  assertSameOrigin(request);
  const t = dataRightsContent[lang].toasts;
  const form = await readForm(request);
  if (String(form.get("intent") ?? "") !== "withdraw-health") return back(lang, { title: t.errorTitle, description: t.error, variant: "destructive" });
  try {
    const result = await withdrawHealthConsent(await getDb(), user.id);
    logger.info({ userId: user.id, withdrawn: result.withdrawn, replacedDraftId: result.replacedDraftId }, "health consent withdrawn");
    return back(lang, result.withdrawn ? { title: t.withdrawnTitle, description: t.withdrawn, variant: "success" } : { title: t.nothingTitle, description: t.nothing, variant: "default" });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, userId: user.id }, "health consent withdrawal failed");
    return back(lang, { title: t.errorTitle, description: t.error, variant: "destructive" });
  }
}
