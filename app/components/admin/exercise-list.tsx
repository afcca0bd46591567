/**
 * The exercise database as a table, filtered in the browser (about 260 rows: instant). Below 768 px
 * the secondary columns fold into a line under the name, so the table fits 375 px without scrolling.
 * The table, filter and dialogs are the Database tab's shared list (`content-screen.tsx`).
 */
import { useMemo } from "react";
import { Video, VideoOff } from "lucide-react";
import { useLang } from "~/i18n";
import { adminContentContent } from "~/i18n/pages/admin/content";
import { optionLabel } from "~/i18n/pages/options";
import type { ExerciseRow } from "~/server/admin/exercises.server";
import { searchKey } from "./content-crud";
import { ContentList } from "./content-screen";
import { ExerciseFormDialog } from "./exercise-form";

export function ExerciseList({ exercises }: { exercises: ExerciseRow[] }) {
  const lang = useLang();
  const t = adminContentContent[lang];
  const te = t.exercises;
  const items = useMemo(
    () =>
      exercises.map((e) => {
        const muscles = e.muscleGroups.map((m) => t.muscleGroups[m as keyof typeof t.muscleGroups] ?? m);
        const equipment = e.equipmentNeeded.map((c) => optionLabel(lang, "equipment", c) ?? c);
        const pattern = t.movementPatterns[e.movementPattern as keyof typeof t.movementPatterns] ?? e.movementPattern;
        return {
          row: e,
          name: e.name,
          muscles,
          equipment,
          pattern,
          key: searchKey([e.name, e.nameEn, e.hashtag, pattern, ...muscles, ...equipment].filter(Boolean).join(" ")),
        };
      }),
    [exercises, lang, t],
  );

  return (
    <ContentList
      kind="exercises"
      testId="exercise"
      items={items}
      columns={[
        {
          label: te.columns.muscles,
          className: "hidden px-4 py-3 font-semibold md:table-cell",
        },
        {
          label: te.columns.equipment,
          className: "hidden px-4 py-3 font-semibold lg:table-cell",
        },
        {
          label: te.columns.pattern,
          className: "hidden px-4 py-3 font-semibold lg:table-cell",
        },
        {
          label: te.columns.video,
          className: "hidden px-4 py-3 text-center font-semibold sm:table-cell",
        },
      ]}
      cells={({ row: e, muscles, equipment, pattern }) => (
        <>
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
              <a
                href={e.videoUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-700 hover:bg-slate-100"
                aria-label={`${te.hasVideo}: ${e.name}`}
              >
                <Video className="h-4 w-4" aria-hidden="true" />
              </a>
            ) : (
              <span className="inline-flex h-11 w-11 items-center justify-center text-slate-400" title={te.noVideo}>
                <VideoOff className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{te.noVideo}</span>
              </span>
            )}
          </td>
        </>
      )}
      form={(entry, onClose) => <ExerciseFormDialog exercise={entry} onClose={onClose} />}
    />
  );
}
