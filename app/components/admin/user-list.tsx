/**
 * The users tab's list (spec part 2 §2.5): Name, E-Mail, Alter, Geschlecht, Status, Registriert am and
 * a Details button per user; a table from 768 px, cards below (no sideways scrolling on a phone); and
 * the pages (previous/next with the page number).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { localizedPath, type Lang } from "~/i18n/config";
import { adminUsersContent } from "~/i18n/pages/admin/users";
import { optionLabel, optionLabels } from "~/i18n/pages/options";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { AdminUserRow } from "~/server/admin/users.server";
import { formatDate } from "~/i18n/format";
import { TableHead } from "~/components/ui/table-head";

type Texts = (typeof adminUsersContent)["de"];

function StatusBadge({ status, lang }: { status: AdminUserRow["status"]; lang: Lang }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        status === "active" ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800",
      )}
    >
      {optionLabels[lang].profileStatus[status]}
    </span>
  );
}

function cells(row: AdminUserRow, lang: Lang, t: Texts) {
  return {
    name: row.name || <span className="text-slate-600 italic">{t.noName}</span>,
    age: row.age ?? <span aria-label={t.dialog.noAnswer}>{t.unknown}</span>,
    gender: optionLabel(lang, "gender", row.gender) ?? <span aria-label={t.dialog.noAnswer}>{t.unknown}</span>,
    registeredAt: formatDate(row.registeredAt, lang),
  };
}

export function UserList({ rows, onDetails }: { rows: AdminUserRow[]; onDetails: (row: AdminUserRow) => void }) {
  const lang = useLang();
  const t = adminUsersContent[lang];
  const c = t.columns;
  const details = (row: AdminUserRow) => (
    <Button
      variant="outline"
      size="md"
      onClick={() => onDetails(row)}
      aria-haspopup="dialog"
      data-testid="user-details"
    >
      {t.details}
      {/* The accessible name starts with the visible word (WCAG 2.5.3) and says whose questionnaire. */}
      <span className="sr-only">{fmt(t.detailsLabel, { name: row.name || row.email })}</span>
    </Button>
  );
  return (
    <>
      {/* Phones: one card per user. */}
      <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label={t.tableLabel}>
        {rows.map((row) => {
          const v = cells(row, lang, t);
          return (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="user-card">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 font-bold break-words text-slate-950">{v.name}</p>
                <StatusBadge status={row.status} lang={lang} />
              </div>
              <p className="text-sm break-all text-slate-700">{row.email}</p>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                <CardFact label={c.age}>{v.age}</CardFact>
                <CardFact label={c.gender}>{v.gender}</CardFact>
                <CardFact label={c.registeredAt}>{v.registeredAt}</CardFact>
              </dl>
              <div className="mt-3 [&>button]:w-full">{details(row)}</div>
            </li>
          );
        })}
      </ul>
      {/* From 768 px: the table. */}
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm" data-testid="user-table">
          <caption className="sr-only">{t.tableLabel}</caption>
          <TableHead
            className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase"
            cellClassName="px-4 py-3"
            columns={[
              ...[c.name, c.email, c.age, c.gender, c.status, c.registeredAt].map((label) => ({ label, className: "whitespace-nowrap" })),
              { label: c.details, className: "text-right" },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => {
              const v = cells(row, lang, t);
              return (
                <tr key={row.id} data-testid="user-row">
                  <th scope="row" className="px-4 py-2 font-semibold text-slate-950">
                    {v.name}
                  </th>
                  <td className="px-4 py-2 break-all text-slate-800">{row.email}</td>
                  <td className="px-4 py-2 text-slate-800 tabular-nums">{v.age}</td>
                  <td className="px-4 py-2 text-slate-800">{v.gender}</td>
                  <td className="px-4 py-2">
                    <StatusBadge status={row.status} lang={lang} />
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-800 tabular-nums">{v.registeredAt}</td>
                  <td className="px-4 py-2 text-right">{details(row)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Previous / next with "Seite n von m"; the links keep the search. */
export function UserPagination({ q, page, pages }: { q: string; page: number; pages: number }) {
  const lang = useLang();
  const t = adminUsersContent[lang].pagination;
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return `${localizedPath(lang, "admin/benutzer")}${search ? `?${search}` : ""}`;
  };
  const link = (n: number, label: string, icon: ReactNode, rel: "prev" | "next", enabled: boolean) =>
    enabled ? (
      <Link to={href(n)} rel={rel} className={buttonClasses("outline", "md")} data-testid={`users-${rel}`}>
        {rel === "prev" ? icon : null}
        {label}
        {rel === "next" ? icon : null}
      </Link>
    ) : (
      <span aria-disabled="true" className={buttonClasses("outline", "md", "pointer-events-none opacity-50")}>
        {rel === "prev" ? icon : null}
        {label}
        {rel === "next" ? icon : null}
      </span>
    );
  return (
    <nav aria-label={t.label} className="flex items-center justify-between gap-3" data-testid="users-pagination">
      {link(page - 1, t.previous, <ChevronLeft className="h-4 w-4" aria-hidden="true" />, "prev", page > 1)}
      <p className="text-sm text-slate-700">
        {fmt(t.page, { page, pages })}
      </p>
      {link(page + 1, t.next, <ChevronRight className="h-4 w-4" aria-hidden="true" />, "next", page < pages)}
    </nav>
  );
}
