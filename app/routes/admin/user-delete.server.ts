/**
 * `/{lang}/admin/benutzer/{userId}/loeschen`: the admin deletes an account on the person's request,
 * through deleteAccount — the same code as the customer's own deletion (decision 0076). The admin
 * layout's guard let only the admin through; the form needs an explicit confirmation, and the admin's
 * own account is refused (it would lock the team out).
 */
import { redirect } from "react-router";
import { localizedPath, type Lang } from "~/i18n/config";
import { dataRightsContent } from "~/i18n/pages/data-rights";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { flashCookie } from "~/server/auth/flash.server";
import type { AppUser } from "~/server/auth/session.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { logger } from "~/server/logger.server";
import { deleteAccount } from "~/server/privacy/delete-account.server";
import { readForm } from "~/server/request-input.server";
import { getDb } from "~/server/runtime.server";

export async function adminDeleteUserAction(request: Request, lang: Lang, admin: AppUser, userId: string | undefined) {
  assertSameOrigin(request);
  const t = dataRightsContent[lang].admin;
  const form = await readForm(request);
  const back = async (title: string, description: string, variant: "success" | "destructive") =>
    redirect(localizedPath(lang, "admin/benutzer"), { headers: { "Set-Cookie": await flashCookie({ title, description, variant }) } });
  if (!userId || userId.length > 200) return back(t.failed, t.notFound, "destructive");
  if (userId === admin.id) return back(t.failed, t.notSelf, "destructive");
  if (form.get("confirm") !== "on") return back(t.failed, t.confirmRequired, "destructive");
  try {
    const deleted = await deleteAccount(await getDb(), userId);
    if (!deleted) return back(t.failed, t.notFound, "destructive");
    logger.info({ userId, by: "admin", adminId: admin.id, contractKept: Boolean(deleted.contractKeptUntil) }, "account deleted");
    return back(t.deletedTitle, t.deleted, "success");
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, userId, adminId: admin.id }, "admin account deletion failed");
    return back(t.failed, t.failed, "destructive");
  }
}
