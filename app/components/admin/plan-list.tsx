/**
 * The Plans tab (spec part 2 §2.5): the server-side search (a GET form, so the URL holds the term and
 * the page), the plans newest first with Name, Plan-Nummer, Benutzer ID, Fragebogen ID, Erstellt am,
 * Status and Aktionen, and previous/next pages. A table from 768 px, cards below.
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ChevronLeft, ChevronRight, Search, X } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { localizedPath, type Lang } from "~/i18n/config";
import { adminPlansContent } from "~/i18n/pages/admin/plans";

import { pageCount, planStatusLabel, SEARCH_MAX_LENGTH } from "~/domain/admin/plans";
import { buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import type { AdminPlanRow } from "~/server/admin/plans.server";
import { planPath } from "./plan-path";
import { PlanRowActions } from "./plan-row-actions";
import { formatCount, formatDate } from "~/i18n/format";
import { TableHead } from "~/components/ui/table-head";

export interface PlanListProps {
  q: string;
  page: number;
  pageSize: number;
  total: number;
  rows: AdminPlanRow[];
  tooShort: boolean;
}

export { planPath };

export function PlanStatusBadge({ status, submitted }: { status: string; submitted: boolean }) {
  const lang = useLang();
  const t = adminPlansContent[lang];
  const tone =
    status === "draft" ? "bg-amber-100 text-amber-950" : status === "approved" ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-900";
  return (
    <span className={cn("inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold", tone)} data-testid="plan-status">
      {planStatusLabel({ status, submitted }, t.status)}
    </span>
  );
}

function pageHref(lang: Lang, q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${localizedPath(lang, "admin/plaene")}${query ? `?${query}` : ""}`;
}

const shortId = (id: string | null) => (id ? id.slice(0, 8) : null);

function Mono({ children }: { children: ReactNode }) {
  return <code className="font-mono text-sm text-slate-800">{children}</code>;
}

// size: the table and the phone cards render the same rows side by side
export function PlanList({ q, page, pageSize, total, rows, tooShort }: PlanListProps) {
  const lang = useLang();
  const t = adminPlansContent[lang].list;
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === localizedPath(lang, "admin/plaene");
  const pages = pageCount(total, pageSize);
  const summary = q
    ? fmt(total === 1 ? t.totalForOne : t.totalFor, { n: formatCount(total, lang), q })
    : total === 1
      ? t.totalOne
      : fmt(t.total, { n: formatCount(total, lang) });

  return (
    <section aria-labelledby="plans-title" className="grid grid-cols-1 gap-4" data-testid="plan-list">
      <h2 id="plans-title" className="text-xl font-bold text-slate-950">
        {t.title}
      </h2>
      <Form method="get" role="search" className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="plan-search">
        <label htmlFor="plan-search-q" className="text-sm font-medium text-slate-800">
          {t.searchLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="plan-search-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t.searchPlaceholder}
            aria-describedby="plan-search-hint"
            className="sm:flex-1"
            data-testid="plan-search-input"
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClasses("primary", "md", "flex-1 sm:flex-none")} data-testid="plan-search-submit">
              <Search className="h-4 w-4" aria-hidden="true" />
              {t.search}
            </button>
            {q ? (
              <Link to={localizedPath(lang, "admin/plaene")} className={buttonClasses("outline", "md", "flex-1 sm:flex-none")} data-testid="plan-search-reset">
                <X className="h-4 w-4" aria-hidden="true" />
                {t.reset}
              </Link>
            ) : null}
          </div>
        </div>
        <p id="plan-search-hint" className="text-xs text-slate-600">
          {t.searchHint}
        </p>
      </Form>

      <div className="flex flex-wrap items-baseline justify-between gap-2" aria-live="polite">
        <p className={cn("font-semibold text-slate-900", searching && "opacity-60")} data-testid="plan-total">
          {summary}
        </p>
        {total > 0 ? <p className="text-sm text-slate-600">{fmt(t.pageOf, { page: formatCount(page, lang), pages: formatCount(pages, lang) })}</p> : null}
      </div>
      {tooShort ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" role="status" data-testid="plan-search-too-short">
          {t.tooShort}
        </p>
      ) : null}

      {rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700" data-testid="plan-list-empty">
          {q || page > 1 ? t.empty : t.emptyAll}
        </p>
      ) : (
        <>
          {/* Below 768 px: one card per plan. */}
          <ul className={cn("grid gap-3 md:hidden", searching && "opacity-60")} data-testid="plan-cards">
            {rows.map((row) => (
              <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="plan-card">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-bold text-slate-950">{row.customerName}</p>
                  <PlanStatusBadge status={row.status} submitted={row.submitted} />
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t.columns.sequence}</dt>
                  <dd className="font-semibold text-slate-900">#{row.sequenceNumber}</dd>
                  <dt className="text-slate-600">{t.columns.createdAt}</dt>
                  <dd className="text-slate-900">{formatDate(row.createdAt, lang)}</dd>
                  <dt className="text-slate-600">{t.columns.userId}</dt>
                  <dd>
                    <Mono>{shortId(row.userId)}</Mono>
                  </dd>
                  <dt className="text-slate-600">{t.columns.questionnaireId}</dt>
                  <dd>
                    <Mono>{shortId(row.questionnaireId) ?? t.noQuestionnaire}</Mono>
                  </dd>
                </dl>
                <div className="mt-3">
                  <PlanRowActions row={row} lang={lang} wrap />
                </div>
              </li>
            ))}
          </ul>
          {/* From 768 px: the table; it scrolls sideways inside its frame when the columns need more room. */}
          <div className={cn("hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block", searching && "opacity-60")}>
            <table className="w-full min-w-[56rem] text-left text-sm" data-testid="plan-table">
              <caption className="sr-only">{t.caption}</caption>
              <TableHead
                className="whitespace-nowrap border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600"
                cellClassName="px-4 py-3"
                columns={(["name", "sequence", "userId", "questionnaireId", "createdAt", "status", "actions"] as const).map((key) => ({ label: t.columns[key] }))}
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-slate-100 last:border-0" data-testid="plan-row">
                    <th scope="row" className="px-4 py-3 font-semibold text-slate-950">
                      {row.customerName}
                    </th>
                    <td className="px-4 py-3 tabular-nums text-slate-900">#{row.sequenceNumber}</td>
                    <td className="px-4 py-3">
                      <Mono>{shortId(row.userId)}</Mono>
                    </td>
                    <td className="px-4 py-3">
                      <Mono>{shortId(row.questionnaireId) ?? t.noQuestionnaire}</Mono>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-900">{formatDate(row.createdAt, lang)}</td>
                    <td className="px-4 py-3">
                      <PlanStatusBadge status={row.status} submitted={row.submitted} />
                    </td>
                    <td className="px-4 py-2">
                      <PlanRowActions row={row} lang={lang} wrap={false} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {pages > 1 || page > 1 ? (
        <nav aria-label={t.pagination} className="flex items-center justify-between gap-2" data-testid="plan-pagination">
          {page > 1 ? (
            <Link to={pageHref(lang, q, Math.min(page - 1, pages))} className={buttonClasses("outline", "md")} rel="prev" data-testid="plan-page-previous">
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              {t.previous}
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link to={pageHref(lang, q, page + 1)} className={buttonClasses("outline", "md")} rel="next" data-testid="plan-page-next">
              {t.next}
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
