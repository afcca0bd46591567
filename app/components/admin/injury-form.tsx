/**
 * Create or edit an entry of the injuries/illnesses list (name required, spec §5): the fields of its
 * own inside the Database tab's shared form dialog (`content-screen.tsx`).
 */
import { STRESS_TAGS } from "~/domain/exercises/types";
import { useLang } from "~/i18n";
import { adminContentContent } from "~/i18n/pages/admin/content";
import type { InjuryRow } from "~/server/admin/injuries.server";
import { Field, Textarea } from "~/components/ui/field";
import { CodeCheckboxes, fieldAria } from "./content-crud";
import { ContentFormDialog } from "./content-screen";

/** `injury`: the entry to edit, `"new"` to create, null when closed. */
export function InjuryFormDialog({ injury, onClose }: { injury: InjuryRow | "new" | null; onClose: () => void }) {
  const t = adminContentContent[useLang()];
  const f = t.injuries.fields;
  return (
    <ContentFormDialog kind="injuries" testId="injury" entry={injury} onClose={onClose}>
      {(row, err) => (
        <>
          <Field id="injury-adjustments" label={f.recommendedAdjustments} hint={f.recommendedAdjustmentsHint} error={err("recommendedAdjustments")}>
            <Textarea
              id="injury-adjustments"
              name="recommendedAdjustments"
              defaultValue={row?.recommendedAdjustments ?? ""}
              rows={4}
              {...fieldAria("injury-adjustments", err("recommendedAdjustments"), true)}
            />
          </Field>
          <Field id="injury-keywords" label={f.keywords} hint={f.keywordsHint} error={err("keywords")}>
            <Textarea
              id="injury-keywords"
              name="keywords"
              defaultValue={row?.keywords.join(", ") ?? ""}
              rows={2}
              className="min-h-0"
              {...fieldAria("injury-keywords", err("keywords"), true)}
            />
          </Field>
          <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
            <Field id="injury-relevant" label={f.relevantExercises} hint={f.exerciseListHint} error={err("relevantExercises")}>
              <Textarea
                id="injury-relevant"
                name="relevantExercises"
                defaultValue={row?.relevantExercises.join("\n") ?? ""}
                rows={4}
                {...fieldAria("injury-relevant", err("relevantExercises"), true)}
              />
            </Field>
            <Field id="injury-exclusions" label={f.exclusions} hint={f.exerciseListHint} error={err("exclusions")}>
              <Textarea
                id="injury-exclusions"
                name="exclusions"
                defaultValue={row?.exclusions.join("\n") ?? ""}
                rows={4}
                {...fieldAria("injury-exclusions", err("exclusions"), true)}
              />
            </Field>
          </div>
          <CodeCheckboxes
            idPrefix="injury-avoid"
            name="avoidTags"
            legend={f.avoidTags}
            hint={f.avoidTagsHint}
            codes={STRESS_TAGS}
            labels={t.stressTags}
            defaultChecked={row?.avoidTags ?? []}
            error={err("avoidTags")}
          />
        </>
      )}
    </ContentFormDialog>
  );
}
