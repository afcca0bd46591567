/**
 * Create or edit an entry of the injuries/illnesses list in a dialog (name required, spec §5).
 * Uncontrolled fields: what the coach typed stays while the dialog is open, also after a refused save.
 */
import { useEffect } from "react";
import { injuryFormInput, injurySchema, injuryUpdateSchema } from "~/domain/admin/content-schemas";
import { STRESS_TAGS } from "~/domain/exercises/types";
import { useLang } from "~/i18n";
import { adminContentContent } from "~/i18n/pages/admin/content";
import type { InjuryRow } from "~/server/admin/injuries.server";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/field";
import { CodeCheckboxes, fieldAria, FormButtons, useContentForm } from "./content-crud";

/** `injury`: the entry to edit, `"new"` to create, null when closed. */
export function InjuryFormDialog({ injury, onClose }: { injury: InjuryRow | "new" | null; onClose: () => void }) {
  const lang = useLang();
  const t = adminContentContent[lang];
  const ti = t.injuries;
  const form = useContentForm("injuries", injuryFormInput);
  const { answer, reset } = form;
  const open = injury !== null;
  const row = injury === "new" ? null : injury;

  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the dialog opens or switches entries
  }, [open, row?.id]);
  useEffect(() => {
    if (answer?.ok && (answer.intent === "create" || answer.intent === "update")) onClose();
  }, [answer, onClose]);

  const f = ti.fields;
  const err = form.errorText;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (!next ? onClose() : undefined)}
      title={row ? ti.editTitle : ti.createTitle}
      description={ti.formDescription}
      closeLabel={t.common.close}
      className="max-w-3xl"
    >
      {open ? (
        <form.fetcher.Form
          key={row?.id ?? "new"}
          ref={form.formRef}
          method="post"
          noValidate
          onSubmit={(event) => form.check(event, row ? injuryUpdateSchema : injurySchema)}
          className="grid grid-cols-1 gap-5"
          data-testid="injury-form"
        >
          <input type="hidden" name="intent" value={row ? "update" : "create"} />
          {row ? <input type="hidden" name="id" value={row.id} /> : null}
          <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
            <Field id="injury-name" label={f.name} required error={err("name")}>
              <Input id="injury-name" name="name" defaultValue={row?.name ?? ""} required maxLength={200} {...fieldAria("injury-name", err("name"))} />
            </Field>
            <Field id="injury-name-en" label={f.nameEn} hint={f.nameEnHint} error={err("nameEn")}>
              <Input id="injury-name-en" name="nameEn" defaultValue={row?.nameEn ?? ""} maxLength={200} lang="en" {...fieldAria("injury-name-en", err("nameEn"), true)} />
            </Field>
          </div>
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
            <Textarea id="injury-keywords" name="keywords" defaultValue={row?.keywords.join(", ") ?? ""} rows={2} className="min-h-0" {...fieldAria("injury-keywords", err("keywords"), true)} />
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
          <FormButtons pending={form.pending} onCancel={onClose} testId="injury-save" />
        </form.fetcher.Form>
      ) : null}
    </Dialog>
  );
}
