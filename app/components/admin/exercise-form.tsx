/**
 * Create or edit an exercise in a dialog. Uncontrolled fields with the row's values as defaults: what
 * the coach typed stays while the dialog is open, also after a refused save. The dialog closes when
 * the server confirms the save.
 */
import { useEffect } from "react";
import { EXERCISE_EQUIPMENT, exerciseFormInput, exerciseSchema, exerciseUpdateSchema } from "~/domain/admin/content-schemas";
import { MOVEMENT_PATTERNS, MUSCLE_GROUPS, STRESS_TAGS } from "~/domain/exercises/types";
import { useLang } from "~/i18n";
import { adminContentContent } from "~/i18n/pages/admin/content";
import { optionLabels } from "~/i18n/pages/options";
import type { ExerciseRow } from "~/server/admin/exercises.server";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/field";
import { CodeCheckboxes, fieldAria, FormButtons, SelectField, useContentForm } from "./content-crud";

/** `exercise`: the row to edit, `"new"` to create, null when closed. */
export function ExerciseFormDialog({ exercise, onClose }: { exercise: ExerciseRow | "new" | null; onClose: () => void }) {
  const lang = useLang();
  const t = adminContentContent[lang];
  const te = t.exercises;
  const form = useContentForm("exercises", exerciseFormInput);
  const { answer, reset } = form;
  const open = exercise !== null;
  const row = exercise === "new" ? null : exercise;

  // A new opening starts without the previous answer's errors.
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the dialog opens or switches rows
  }, [open, row?.id]);
  useEffect(() => {
    if (answer?.ok && (answer.intent === "create" || answer.intent === "update")) onClose();
  }, [answer, onClose]);

  const f = te.fields;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (!next ? onClose() : undefined)}
      title={row ? te.editTitle : te.createTitle}
      description={te.formDescription}
      closeLabel={t.common.close}
      className="max-w-3xl"
    >
      {open ? (
        <form.fetcher.Form
          key={row?.id ?? "new"}
          ref={form.formRef}
          method="post"
          noValidate
          onSubmit={(event) => form.check(event, row ? exerciseUpdateSchema : exerciseSchema)}
          className="grid grid-cols-1 gap-5"
          data-testid="exercise-form"
        >
          <input type="hidden" name="intent" value={row ? "update" : "create"} />
          {row ? <input type="hidden" name="id" value={row.id} /> : null}
          <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
            <Field id="exercise-name" label={f.name} required error={form.errorText("name")}>
              <Input
                id="exercise-name"
                name="name"
                defaultValue={row?.name ?? ""}
                required
                maxLength={200}
                {...fieldAria("exercise-name", form.errorText("name"))}
              />
            </Field>
            <Field id="exercise-name-en" label={f.nameEn} hint={f.nameEnHint} error={form.errorText("nameEn")}>
              <Input id="exercise-name-en" name="nameEn" defaultValue={row?.nameEn ?? ""} maxLength={200} lang="en" {...fieldAria("exercise-name-en", form.errorText("nameEn"), true)} />
            </Field>
          </div>
          <Field id="exercise-description" label={f.description} error={form.errorText("description")}>
            <Textarea id="exercise-description" name="description" defaultValue={row?.description ?? ""} rows={2} {...fieldAria("exercise-description", form.errorText("description"))} />
          </Field>
          <Field id="exercise-instructions" label={f.instructions} error={form.errorText("instructions")}>
            <Textarea id="exercise-instructions" name="instructions" defaultValue={row?.instructions ?? ""} rows={4} {...fieldAria("exercise-instructions", form.errorText("instructions"))} />
          </Field>
          <Field id="exercise-description-en" label={f.descriptionEn} error={form.errorText("descriptionEn")}>
            <Textarea
              id="exercise-description-en"
              name="descriptionEn"
              defaultValue={row?.descriptionEn ?? ""}
              rows={2}
              lang="en"
              {...fieldAria("exercise-description-en", form.errorText("descriptionEn"))}
            />
          </Field>
          <Field id="exercise-instructions-en" label={f.instructionsEn} hint={f.instructionsEnHint} error={form.errorText("instructionsEn")}>
            <Textarea
              id="exercise-instructions-en"
              name="instructionsEn"
              defaultValue={row?.instructionsEn ?? ""}
              rows={4}
              lang="en"
              {...fieldAria("exercise-instructions-en", form.errorText("instructionsEn"), true)}
            />
          </Field>
          <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
            <Field id="exercise-video" label={f.videoUrl} hint={f.videoUrlHint} error={form.errorText("videoUrl")}>
              <Input
                id="exercise-video"
                name="videoUrl"
                type="url"
                inputMode="url"
                defaultValue={row?.videoUrl ?? ""}
                placeholder="https://www.youtube.com/watch?v=…"
                {...fieldAria("exercise-video", form.errorText("videoUrl"), true)}
              />
            </Field>
            <Field id="exercise-hashtag" label={f.hashtag} hint={f.hashtagHint} error={form.errorText("hashtag")}>
              <Input
                id="exercise-hashtag"
                name="hashtag"
                defaultValue={row?.hashtag ?? ""}
                placeholder="#stabilisation"
                {...fieldAria("exercise-hashtag", form.errorText("hashtag"), true)}
              />
            </Field>
          </div>
          <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
            <SelectField
              id="exercise-pattern"
              name="movementPattern"
              label={f.movementPattern}
              required
              defaultValue={row?.movementPattern ?? ""}
              placeholder={f.movementPatternPlaceholder}
              options={MOVEMENT_PATTERNS.map((code) => ({ value: code, label: t.movementPatterns[code] }))}
              error={form.errorText("movementPattern")}
            />
            <SelectField
              id="exercise-difficulty"
              name="difficulty"
              label={f.difficulty}
              required
              defaultValue={String(row?.difficulty ?? 1)}
              options={(["1", "2", "3"] as const).map((d) => ({ value: d, label: te.difficulties[d] }))}
              error={form.errorText("difficulty")}
            />
          </div>
          <CodeCheckboxes
            idPrefix="exercise-muscles"
            name="muscleGroups"
            legend={f.muscleGroups}
            codes={MUSCLE_GROUPS}
            labels={t.muscleGroups}
            defaultChecked={row?.muscleGroups ?? []}
            error={form.errorText("muscleGroups")}
          />
          <CodeCheckboxes
            idPrefix="exercise-equipment"
            name="equipmentNeeded"
            legend={f.equipmentNeeded}
            hint={f.equipmentHint}
            codes={EXERCISE_EQUIPMENT}
            labels={optionLabels[lang].equipment}
            defaultChecked={row?.equipmentNeeded ?? []}
            error={form.errorText("equipmentNeeded")}
          />
          <CodeCheckboxes
            idPrefix="exercise-stress"
            name="stressTags"
            legend={f.stressTags}
            hint={f.stressTagsHint}
            codes={STRESS_TAGS}
            labels={t.stressTags}
            defaultChecked={row?.stressTags ?? []}
            error={form.errorText("stressTags")}
          />
          <FormButtons pending={form.pending} onCancel={onClose} testId="exercise-save" />
        </form.fetcher.Form>
      ) : null}
    </Dialog>
  );
}
