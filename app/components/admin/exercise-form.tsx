/**
 * Create or edit an exercise: the fields of its own inside the Database tab's shared form dialog
 * (`content-screen.tsx`: name, English name, save and cancel, the answer and field errors).
 */
import { EXERCISE_EQUIPMENT } from "~/domain/admin/content-schemas";
import { MOVEMENT_PATTERNS, MUSCLE_GROUPS, STRESS_TAGS } from "~/domain/exercises/types";
import { useLang } from "~/i18n";
import { adminContentContent } from "~/i18n/pages/admin/content";
import { optionLabels } from "~/i18n/pages/options";
import type { ExerciseRow } from "~/server/admin/exercises.server";
import { Field, Input, Textarea } from "~/components/ui/field";
import { CodeCheckboxes, fieldAria, SelectField } from "./content-crud";
import { ContentFormDialog } from "./content-screen";

/** `exercise`: the row to edit, `"new"` to create, null when closed. */
export function ExerciseFormDialog({ exercise, onClose }: { exercise: ExerciseRow | "new" | null; onClose: () => void }) {
  const lang = useLang();
  const t = adminContentContent[lang];
  const te = t.exercises;
  const f = te.fields;
  return (
    <ContentFormDialog kind="exercises" testId="exercise" entry={exercise} onClose={onClose}>
      {(row, err) => (
        <>
          <Field id="exercise-description" label={f.description} error={err("description")}>
            <Textarea id="exercise-description" name="description" defaultValue={row?.description ?? ""} rows={2} {...fieldAria("exercise-description", err("description"))} />
          </Field>
          <Field id="exercise-instructions" label={f.instructions} error={err("instructions")}>
            <Textarea id="exercise-instructions" name="instructions" defaultValue={row?.instructions ?? ""} rows={4} {...fieldAria("exercise-instructions", err("instructions"))} />
          </Field>
          <Field id="exercise-description-en" label={f.descriptionEn} error={err("descriptionEn")}>
            <Textarea
              id="exercise-description-en"
              name="descriptionEn"
              defaultValue={row?.descriptionEn ?? ""}
              rows={2}
              lang="en"
              {...fieldAria("exercise-description-en", err("descriptionEn"))}
            />
          </Field>
          <Field id="exercise-instructions-en" label={f.instructionsEn} hint={f.instructionsEnHint} error={err("instructionsEn")}>
            <Textarea
              id="exercise-instructions-en"
              name="instructionsEn"
              defaultValue={row?.instructionsEn ?? ""}
              rows={4}
              lang="en"
              {...fieldAria("exercise-instructions-en", err("instructionsEn"), true)}
            />
          </Field>
          <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
            <Field id="exercise-video" label={f.videoUrl} hint={f.videoUrlHint} error={err("videoUrl")}>
              <Input
                id="exercise-video"
                name="videoUrl"
                type="url"
                inputMode="url"
                defaultValue={row?.videoUrl ?? ""}
                placeholder="https://www.youtube.com/watch?v=…"
                {...fieldAria("exercise-video", err("videoUrl"), true)}
              />
            </Field>
            <Field id="exercise-hashtag" label={f.hashtag} hint={f.hashtagHint} error={err("hashtag")}>
              <Input id="exercise-hashtag" name="hashtag" defaultValue={row?.hashtag ?? ""} placeholder="#stabilisation" {...fieldAria("exercise-hashtag", err("hashtag"), true)} />
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
              options={MOVEMENT_PATTERNS.map((code) => ({
                value: code,
                label: t.movementPatterns[code],
              }))}
              error={err("movementPattern")}
            />
            <SelectField
              id="exercise-difficulty"
              name="difficulty"
              label={f.difficulty}
              required
              defaultValue={String(row?.difficulty ?? 1)}
              options={(["1", "2", "3"] as const).map((d) => ({
                value: d,
                label: te.difficulties[d],
              }))}
              error={err("difficulty")}
            />
          </div>
          <CodeCheckboxes
            idPrefix="exercise-muscles"
            name="muscleGroups"
            legend={f.muscleGroups}
            codes={MUSCLE_GROUPS}
            labels={t.muscleGroups}
            defaultChecked={row?.muscleGroups ?? []}
            error={err("muscleGroups")}
          />
          <CodeCheckboxes
            idPrefix="exercise-equipment"
            name="equipmentNeeded"
            legend={f.equipmentNeeded}
            hint={f.equipmentHint}
            codes={EXERCISE_EQUIPMENT}
            labels={optionLabels[lang].equipment}
            defaultChecked={row?.equipmentNeeded ?? []}
            error={err("equipmentNeeded")}
          />
          <CodeCheckboxes
            idPrefix="exercise-stress"
            name="stressTags"
            legend={f.stressTags}
            hint={f.stressTagsHint}
            codes={STRESS_TAGS}
            labels={t.stressTags}
            defaultChecked={row?.stressTags ?? []}
            error={err("stressTags")}
          />
        </>
      )}
    </ContentFormDialog>
  );
}
