import { localizedPath, type Lang } from "~/i18n/config";

/** A plan's admin page (`?mode=edit`: its editor). */
export function planPath(lang: Lang, planId: string, mode?: "edit"): string {
  return `${localizedPath(lang, `admin/plaene/${planId}`)}${mode ? `?mode=${mode}` : ""}`;
}
