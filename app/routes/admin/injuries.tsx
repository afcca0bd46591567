import { useEffect } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/injuries";
import { injuryFormInput, injurySchema, injuryUpdateSchema } from "~/domain/admin/content-schemas";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminContentContent } from "~/i18n/pages/admin/content";
import { langOf, userOf } from "~/server/guards.server";
import { contentAction } from "~/server/admin/content-actions.server";
import { createInjury, deleteInjury, listInjuries, updateInjury } from "~/server/admin/injuries.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { toast } from "~/components/ui/toast-store";
import { InjuryList } from "~/components/admin/injury-list";
import { keepAdminFormOnOutage } from "~/lib/outage-answer";

/** The Database tab's injuries/illnesses list (`/{lang}/admin/datenbank/verletzungen`): list, filter, create, edit, delete. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  return pageMeta(root, { slug: "admin/datenbank/verletzungen", title: adminContentContent[root.lang].injuries.title, noindex: true });
};

export async function loader() {
  try {
    return { injuries: await listInjuries(await getDb()), loadFailed: false };
  } catch (error) {
    logger.error({ err: error }, "admin injury list failed");
    return { injuries: [], loadFailed: true };
  }
}

/** In the browser: a database outage becomes this form's "not saved" answer, not the error page (~/lib/outage-answer). */
export async function clientAction({ params, serverAction }: Route.ClientActionArgs) {
  return keepAdminFormOnOutage(params.lang, serverAction);
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentAction(request, langOf(context), userOf(context), {
    kind: "injuries",
    formInput: injuryFormInput,
    createSchema: injurySchema,
    updateSchema: injuryUpdateSchema,
    create: createInjury,
    update: updateInjury,
    remove: deleteInjury,
  });
}

export default function AdminInjuries() {
  const { injuries, loadFailed } = useLoaderData<typeof loader>();
  const t = adminContentContent[useLang()].injuries;
  useEffect(() => {
    if (loadFailed) toast({ title: t.toasts.loadFailed, variant: "destructive" });
  }, [loadFailed, t]);
  if (loadFailed) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        {t.toasts.loadFailed}
      </p>
    );
  }
  return <InjuryList injuries={injuries} />;
}
