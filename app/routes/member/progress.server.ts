/** The progress page's server half: the signed-in member's own plans and sets only (decision 0072). */
import type { AppUser } from "~/server/auth/session.server";
import type { Lang } from "~/i18n/config";
import { getDb } from "~/server/runtime.server";
import { loadProgressHistory, type ProgressHistory } from "~/server/training/progress-history.server";

export async function progressLoader(user: AppUser, lang: Lang): Promise<ProgressHistory> {
  return loadProgressHistory(await getDb(), user.id, undefined, lang);
}
