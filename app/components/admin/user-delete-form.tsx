/**
 * The users dialog's "Konto löschen (auf Anfrage)": a plain form (reloads the users page with a
 * toast) with an explicit confirmation, posting to the admin's delete route (decision 0076).
 */
import { Form } from "react-router";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { dataRightsContent } from "~/i18n/pages/data-rights";
import { Button } from "~/components/ui/button";

export function UserDeleteForm({ userId }: { userId: string }) {
  const lang = useLang();
  const t = dataRightsContent[lang].admin;
  return (
    <Form
      method="post"
      reloadDocument
      action={localizedPath(lang, `admin/benutzer/${encodeURIComponent(userId)}/loeschen`)}
      className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
      data-testid="user-delete-form"
    >
      <h3 className="text-base font-bold text-slate-900">{t.deleteTitle}</h3>
      <p className="text-sm text-slate-800">{t.deleteText}</p>
      <div className="flex items-start gap-3">
        <input id={`user-delete-confirm-${userId}`} type="checkbox" name="confirm" required className="mt-0.5 h-5 w-5 shrink-0 accent-red-700" />
        <label htmlFor={`user-delete-confirm-${userId}`} className="text-sm font-medium text-slate-800">
          {t.deleteConfirm}
        </label>
      </div>
      <Button type="submit" variant="destructive" className="sm:justify-self-start" data-testid="user-delete-submit">
        {t.delete}
      </Button>
    </Form>
  );
}
