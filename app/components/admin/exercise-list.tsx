/**
 * The exercise database as a table, filtered in the browser (about 260 rows: instant). Below 768 px
 * the secondary columns fold into a line under the name, so the table fits 375 px without scrolling.
 */
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { Pencil, Plus, Trash2, Video, VideoOff } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { adminContentContent } from "~/i18n/pages/admin/content";
import { optionLabel } from "~/i18n/pages/options";
import type { ExerciseRow } from "~/server/admin/exercises.server";
import { Button } from "~/components/ui/button";
import { DeleteDialog, EmptyState, ListFilter, searchKey } from "./content-crud";
import { ExerciseFormDialog } from "./exercise-form";

export function ExerciseList({ exercises }: { exercises: ExerciseRow[] }) {
  const lang = useLang();
  const t = adminContentContent[lang];
  const te = t.exercises;
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<ExerciseRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<ExerciseRow | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

  const rows = useMemo(
    () =>
      exercises.map((e) => {
        const muscles = e.muscleGroups.map((m) => t.muscleGroups[m as keyof typeof t.muscleGroups] ?? m);
        const equipment = e.equipmentNeeded.map((c) => optionLabel(lang, "equipment", c) ?? c);
        const pattern = t.movementPatterns[e.movementPattern as keyof typeof t.movementPatterns] ?? e.movementPattern;
        return { e, muscles, equipment, pattern, key: searchKey([e.name, e.nameEn, e.hashtag, pattern, ...muscles, ...equipment].filter(Boolean).join(" ")) };
      }),
    [exercises, lang, t],
  );
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => {
    const words = searchKey(deferredQuery).split(/\s+/).filter(Boolean);
    return words.length === 0 ? rows : rows.filter((r) => words.every((w) => r.key.includes(w)));
  }, [rows, deferredQuery]);

  return (
    <section aria-labelledby="exercises-title" data-testid="exercise-list">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h2 id="exercises-title" className="text-xl font-bold text-slate-950">
            {te.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{te.intro}</p>
        </div>
        <Button onClick={() => setEditing("new")} data-testid="exercise-add" className="w-full sm:w-auto">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {te.add}
        </Button>
      </div>

      <div className="mt-4 max-w-md">
        <ListFilter id="exercise-filter" value={query} onChange={setQuery} placeholder={te.filterPlaceholder} shown={shown.length} total={rows.length} />
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
          <table className="w-full text-left text-sm" data-testid="exercise-table">
            <caption className="sr-only">{fmt(te.count, { n: shown.length })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                  {te.columns.name}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                  {te.columns.muscles}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold lg:table-cell">
                  {te.columns.equipment}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold lg:table-cell">
                  {te.columns.pattern}
                </th>
                <th scope="col" className="hidden px-4 py-3 text-center font-semibold sm:table-cell">
                  {te.columns.video}
                </th>
                <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-4">
                  {t.common.actions}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map(({ e, muscles, equipment, pattern }) => (
                <tr key={e.id} data-testid="exercise-row">
                  <td className="px-3 py-3 align-top sm:px-4">
                    <p className="font-medium text-slate-950">{e.name}</p>
                    {e.nameEn && e.nameEn !== e.name ? (
                      <p className="text-xs text-slate-600" lang="en">
                        {e.nameEn}
                      </p>
                    ) : null}
                    {e.hashtag ? <p className="mt-0.5 text-xs font-medium text-brand-700">{e.hashtag}</p> : null}
                    <p className="mt-0.5 text-xs text-slate-600 md:hidden">{[...new Set([pattern, ...muscles])].join(" · ")}</p>
                  </td>
                  <td className="hidden px-4 py-3 align-top text-slate-700 md:table-cell">{muscles.join(", ") || t.common.none}</td>
                  <td className="hidden px-4 py-3 align-top text-slate-700 lg:table-cell">{equipment.join(", ") || te.bodyweight}</td>
                  <td className="hidden px-4 py-3 align-top text-slate-700 lg:table-cell">{pattern}</td>
                  <td className="hidden px-4 py-1 text-center align-top sm:table-cell">
                    {e.videoUrl ? (
                      <a href={e.videoUrl} target="_blank" rel="noreferrer noopener" className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-700 hover:bg-slate-100" aria-label={`${te.hasVideo}: ${e.name}`}>
                        <Video className="h-4 w-4" aria-hidden="true" />
                      </a>
                    ) : (
                      <span className="inline-flex h-11 w-11 items-center justify-center text-slate-400" title={te.noVideo}>
                        <VideoOff className="h-4 w-4" aria-hidden="true" />
                        <span className="sr-only">{te.noVideo}</span>
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-1 text-right align-top sm:px-4">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" onClick={() => setEditing(e)} aria-label={`${t.common.edit}: ${e.name}`} data-testid="exercise-edit">
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" onClick={() => setDeleting(e)} aria-label={`${t.common.delete}: ${e.name}`} className="text-red-700 hover:bg-red-50" data-testid="exercise-delete">
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

      <ExerciseFormDialog exercise={editing} onClose={closeEditor} />
      <DeleteDialog kind="exercises" target={deleting} onClose={closeDelete} title={te.deleteTitle} text={te.deleteText} />
    </section>
  );
}
