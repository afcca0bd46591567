/**
 * `/{lang}/admin/benutzer`: the users tab (spec part 2 §2.5). The search runs on the server: a GET
 * form puts the text into the URL (`?q=`), the page is `?page=` (25 per page). The Details dialog
 * loads the user's questionnaire when it opens, from this route's loader with `?details=<userId>`.
 * The admin layout's middleware has let only the admin through.
 */
import { useState } from "react";
import { Form, Link, useFetcher, useLoaderData, useLocation, useNavigation } from "react-router";
import { Search } from "lucide-react";
import type { Route } from "./+types/users";
import { usersLoader } from "./users.server";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { adminUsersContent } from "~/i18n/pages/admin/users";

import { Button, buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { UserDetailsDialog, type OpenUser } from "~/components/admin/user-details-dialog";
import { UserList, UserPagination } from "~/components/admin/user-list";
import { formatCount } from "~/i18n/format";

export async function loader({ request }: Route.LoaderArgs) {
  return usersLoader(request);
}

export default function AdminUsers() {
  const lang = useLang();
  const t = adminUsersContent[lang];
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<typeof loader>();
  const [open, setOpen] = useState<OpenUser | null>(null);
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const searching = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  const openDetails = (row: { id: string; name: string; email: string }) => {
    setOpen({ id: row.id, name: row.name || row.email });
    fetcher.load(`${localizedPath(lang, "admin/benutzer")}?${new URLSearchParams({ details: row.id })}`);
  };

  const countText = data.total === 1 ? t.count.one : fmt(t.count.many, { n: formatCount(data.total, lang) });

  return (
    <section aria-labelledby="users-title" className="grid grid-cols-1 gap-4" data-testid="admin-users">
      <h2 id="users-title" className="text-lg font-bold text-slate-950">
        {t.title}
      </h2>
      <Form method="get" role="search" className="grid grid-cols-1 gap-1.5" data-testid="users-search">
        <label htmlFor="users-q" className="text-sm font-medium text-slate-800">
          {t.search.label}
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            key={data.q}
            id="users-q"
            name="q"
            type="search"
            defaultValue={data.q}
            maxLength={data.searchMaxLength}
            placeholder={t.search.placeholder}
            aria-describedby="users-q-hint"
            autoComplete="off"
            className="min-w-0 flex-1 basis-56"
          />
          <Button type="submit" disabled={searching} className="max-sm:flex-1">
            <Search className="h-4 w-4" aria-hidden="true" />
            {t.search.submit}
          </Button>
          {data.q ? (
            <Link to={localizedPath(lang, "admin/benutzer")} className={buttonClasses("outline", "md", "max-sm:flex-1")}>
              {t.search.reset}
            </Link>
          ) : null}
        </div>
        <p id="users-q-hint" className="text-xs text-slate-600">
          {t.search.hint}
        </p>
      </Form>

      {data.loadError ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900" data-testid="admin-load-error">
          {t.loadError}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700" data-testid="users-count">
            {data.total === 0
              ? data.q
                ? fmt(t.emptyForQuery, { q: data.q })
                : t.empty
              : data.q
                ? `${countText} ${fmt(t.count.forQuery, { q: data.q })}`
                : countText}
          </p>
          {data.rows.length > 0 ? <UserList rows={data.rows} onDetails={openDetails} /> : null}
          <UserPagination q={data.q} page={data.page} pages={pages} />
        </>
      )}

      <UserDetailsDialog user={open} data={fetcher.data?.details} loading={fetcher.state !== "idle"} onClose={() => setOpen(null)} />
    </section>
  );
}
