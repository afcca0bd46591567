import { useLoaderData } from "react-router";
import type { Route } from "./+types/injuries";
import { langOf, userOf } from "~/server/guards.server";
import { ContentScreen, contentPageMeta } from "~/components/admin/content-screen";
import { InjuryList } from "~/components/admin/injury-list";
import { keepAdminFormOnOutage } from "~/lib/outage-answer";
import { injuriesAction, injuriesLoader } from "./injuries.server";

/** The Database tab's injuries/illnesses list (`/{lang}/admin/datenbank/verletzungen`): list, filter, create, edit, delete. */
export const meta: Route.MetaFunction = ({ matches }) => contentPageMeta(matches, "injuries", "admin/datenbank/verletzungen");

export async function loader() {
  return injuriesLoader();
}

/** In the browser: a database outage becomes this form's "not saved" answer, not the error page (~/lib/outage-answer). */
export async function clientAction({ params, serverAction }: Route.ClientActionArgs) {
  return keepAdminFormOnOutage(params.lang, serverAction);
}

export async function action({ request, context }: Route.ActionArgs) {
  return injuriesAction(request, langOf(context), userOf(context));
}

export default function AdminInjuries() {
  const { rows, loadFailed } = useLoaderData<typeof loader>();
  return (
    <ContentScreen kind="injuries" loadFailed={loadFailed}>
      <InjuryList injuries={rows} />
    </ContentScreen>
  );
}
