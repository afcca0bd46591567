/**
 * The injuries/illnesses list as a table, filtered in the browser. Below 768 px the keywords and
 * stresses fold into a line under the name. The table, filter and dialogs are the Database tab's
 * shared list (`content-screen.tsx`).
 */
import { useMemo } from "react";
import { useLang } from "~/i18n";
import { adminContentContent } from "~/i18n/pages/admin/content";
import type { InjuryRow } from "~/server/admin/injuries.server";
import { searchKey } from "./content-crud";
import { ContentList } from "./content-screen";
import { InjuryFormDialog } from "./injury-form";

export function InjuryList({ injuries }: { injuries: InjuryRow[] }) {
  const lang = useLang();
  const t = adminContentContent[lang];
  const ti = t.injuries;
  const items = useMemo(
    () =>
      injuries
        .map((i) => {
          const tags = i.avoidTags.map((tag) => t.stressTags[tag as keyof typeof t.stressTags] ?? tag);
          const name = lang === "en" && i.nameEn ? i.nameEn : i.name;
          return {
            row: i,
            tags,
            name,
            key: searchKey([i.name, i.nameEn, ...i.keywords, ...tags].filter(Boolean).join(" ")),
          };
        })
        // The server orders by the German name; an English page lists by the name it shows.
        .sort((a, b) => a.name.localeCompare(b.name, lang, { sensitivity: "base" })),
    [injuries, lang, t],
  );

  return (
    <ContentList
      kind="injuries"
      testId="injury"
      items={items}
      columns={[
        {
          label: ti.columns.keywords,
          className: "hidden px-4 py-3 font-semibold md:table-cell",
        },
        {
          label: ti.columns.avoidTags,
          className: "hidden px-4 py-3 font-semibold md:table-cell",
        },
        {
          label: ti.columns.exclusions,
          className: "hidden px-4 py-3 font-semibold lg:table-cell",
        },
      ]}
      cells={({ row: i, tags, name }) => (
        <>
          <td className="px-3 py-3 align-top sm:px-4">
            <p className="font-medium text-slate-950">{name}</p>
            {name !== i.name ? (
              <p className="text-xs text-slate-600" lang="de">
                {i.name}
              </p>
            ) : null}
            <p className="mt-0.5 text-xs text-slate-600 md:hidden">{[...i.keywords.slice(0, 4), ...tags].join(" · ")}</p>
          </td>
          <td className="hidden px-4 py-3 align-top text-slate-700 md:table-cell">{i.keywords.join(", ") || t.common.none}</td>
          <td className="hidden px-4 py-3 align-top text-slate-700 md:table-cell">{tags.join(", ") || t.common.none}</td>
          <td className="hidden px-4 py-3 align-top text-slate-700 lg:table-cell">{i.exclusions.join(", ") || t.common.none}</td>
        </>
      )}
      form={(entry, onClose) => <InjuryFormDialog injury={entry} onClose={onClose} />}
    />
  );
}
