/**
 * `/{lang}/admin` (index): the coach's queue of drafts waiting for approval, then the overview's
 * figures, the pending-drafts notice and the latest questionnaires (spec part 2 §2.5). The admin
 * layout's middleware has let only the admin through.
 */
import { useLoaderData } from "react-router";
import type { Route } from "./+types/overview";
import { overviewLoader } from "./overview.server";
import { useLang } from "~/i18n";
import { adminOverviewContent } from "~/i18n/pages/admin/overview";
import { OverviewQueue } from "~/components/admin/overview-queue";
import { LatestActivities, OverviewFigureCards, PendingDraftsNotice } from "~/components/admin/overview-summary";

export async function loader(_: Route.LoaderArgs) {
  return overviewLoader();
}

export default function AdminOverview() {
  const lang = useLang();
  const t = adminOverviewContent[lang];
  const { figures, queue, activities, loadError } = useLoaderData<typeof loader>();
  return (
    <div className="grid grid-cols-1 gap-6" data-testid="admin-overview">
      {loadError ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900" data-testid="admin-load-error">
          {t.loadError}
        </p>
      ) : null}
      {queue ? <OverviewQueue queue={queue} /> : null}
      {figures ? (
        <section aria-label={t.title} className="grid grid-cols-1 gap-3">
          <OverviewFigureCards figures={figures} />
          <PendingDraftsNotice drafts={figures.drafts} />
        </section>
      ) : null}
      {activities ? <LatestActivities activities={activities} /> : null}
    </div>
  );
}
