/** The exercises list's loader and action: the shared ones of the Database tab, given this list. */
import type { Lang } from "~/i18n/config";
import type { AppUser } from "~/server/auth/session.server";
import { contentAction, contentLoader } from "~/server/admin/content-actions.server";
import { exerciseContent } from "~/server/admin/exercises.server";

export const exercisesLoader = () => contentLoader(exerciseContent);
export const exercisesAction = (request: Request, lang: Lang, admin: AppUser) => contentAction(request, lang, admin, exerciseContent);
