/**
 * The injuries/illnesses list as a table, filtered in the browser. Below 768 px the keywords and
 * stresses fold into a line under the name.
 */
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { adminContentContent } from "~/i18n/pages/admin/content";
import type { InjuryRow } from "~/server/admin/injuries.server";
import { Button } from "~/components/ui/button";
import { DeleteDialog, EmptyState, ListFilter, searchKey } from "./content-crud";
import { InjuryFormDialog } from "./injury-form";

export function InjuryList({ injuries }: { injuries: InjuryRow[] }) {
  const lang = useLang();
  const t = adminContentContent[lang];
  const ti = t.injuries;
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<InjuryRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<InjuryRow | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

  const rows = useMemo(
    () =>
      injuries.map((i) => {
        const tags = i.avoidTags.map((tag) => t.stressTags[tag as keyof typeof t.stressTags] ?? tag);
        const displayName = lang === "en" && i.nameEn ? i.nameEn : i.name;
        return { i, tags, displayName, key: searchKey([i.name, i.nameEn, ...i.keywords, ...tags].filter(Boolean).join(" ")) };
      })
      // The server orders by the German name; an English page lists by the name it shows.
      .sort((a, b) => a.displayName.localeCompare(b.displayName, lang, { sensitivity: "base" })),
    [injuries, lang, t],
  );
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => {
    const words = searchKey(deferredQuery).split(/\s+/).filter(Boolean);
    return words.length === 0 ? rows : rows.filter((r) => words.every((w) => r.key.includes(w)));
  }, [rows, deferredQuery]);

  return (
    <section aria-labelledby="injuries-title" data-testid="injury-list">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h2 id="injuries-title" className="text-xl font-bold text-slate-950">
            {ti.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{ti.intro}</p>
        </div>
        <Button onClick={() => setEditing("new")} data-testid="injury-add" className="w-full sm:w-auto">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {ti.add}
        </Button>
      </div>

      <div className="mt-4 max-w-md">
        <ListFilter id="injury-filter" value={query} onChange={setQuery} placeholder={ti.filterPlaceholder} shown={shown.length} total={rows.length} />
      </div>

      {rows.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{t.common.empty}</EmptyState>
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{t.common.noMatch}</EmptyState>
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm" data-testid="injury-table">
            <caption className="sr-only">{fmt(ti.count, { n: shown.length })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                  {ti.columns.name}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                  {ti.columns.keywords}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                  {ti.columns.avoidTags}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold lg:table-cell">
                  {ti.columns.exclusions}
                </th>
                <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-4">
                  {t.common.actions}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map(({ i, tags, displayName }) => (
                <tr key={i.id} data-testid="injury-row">
                  <td className="px-3 py-3 align-top sm:px-4">
                    <p className="font-medium text-slate-950">{displayName}</p>
                    {displayName !== i.name ? (
                      <p className="text-xs text-slate-600" lang="de">
                        {i.name}
                      </p>
                    ) : null}
                    <p className="mt-0.5 text-xs text-slate-600 md:hidden">{[...i.keywords.slice(0, 4), ...tags].join(" · ")}</p>
                  </td>
                  <td className="hidden px-4 py-3 align-top text-slate-700 md:table-cell">{i.keywords.join(", ") || t.common.none}</td>
                  <td className="hidden px-4 py-3 align-top text-slate-700 md:table-cell">{tags.join(", ") || t.common.none}</td>
                  <td className="hidden px-4 py-3 align-top text-slate-700 lg:table-cell">{i.exclusions.join(", ") || t.common.none}</td>
                  <td className="px-3 py-1 text-right align-top sm:px-4">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" onClick={() => setEditing(i)} aria-label={`${t.common.edit}: ${displayName}`} data-testid="injury-edit">
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" onClick={() => setDeleting(i)} aria-label={`${t.common.delete}: ${displayName}`} className="text-red-700 hover:bg-red-50" data-testid="injury-delete">
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <InjuryFormDialog injury={editing} onClose={closeEditor} />
      <DeleteDialog
        kind="injuries"
        target={deleting ? { id: deleting.id, name: lang === "en" && deleting.nameEn ? deleting.nameEn : deleting.name } : null}
        onClose={closeDelete}
        title={ti.deleteTitle}
        text={ti.deleteText}
      />
    </section>
  );
}
