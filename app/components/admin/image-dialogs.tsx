/**
 * The image list's dialogs: edit title and description, and delete after confirmation. Each posts as a
 * fetcher to the page's action and closes on success; a refusal keeps the dialog open with what was
 * typed and the field errors.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { IMAGE_DESCRIPTION_MAX, IMAGE_TITLE_MAX, imageFieldErrors, imageMetaSchema, type ImageFieldErrors } from "~/domain/admin/images";
import { fmt, useLang } from "~/i18n";
import { adminImagesContent } from "~/i18n/pages/admin/images";
import type { ImagesAnswer } from "~/domain/admin/images";
import type { ImageListItem } from "~/domain/admin/images";
import { useFlashToast } from "~/components/auth/session-hooks";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CharCounter, Field, Input, Textarea } from "~/components/ui/field";
import { descriptionError, titleError } from "./image-text";

/** Runs `onAnswer` once per new answer of a fetcher. */
function useAnswer(answer: ImagesAnswer | undefined, onAnswer: (answer: ImagesAnswer) => void) {
  const handled = useRef<string | null>(null);
  const callback = useRef(onAnswer);
  callback.current = onAnswer;
  useEffect(() => {
    if (!answer || handled.current === answer.toast.id) return;
    handled.current = answer.toast.id;
    callback.current(answer);
  }, [answer]);
}

export function ImageEditDialog({ image, action, onClose }: { image: ImageListItem | null; action: string; onClose: () => void }) {
  const lang = useLang();
  const t = adminImagesContent[lang];
  const fetcher = useFetcher<ImagesAnswer>({ key: "admin-image-edit" });
  const pending = fetcher.state !== "idle";
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<ImageFieldErrors>({});

  // Opening the dialog for an image starts from its stored values.
  useEffect(() => {
    if (!image) return;
    setTitle(image.title);
    setDescription(image.description ?? "");
    setErrors({});
  }, [image]);

  useFlashToast(fetcher.data?.toast);
  useAnswer(fetcher.data, (answer) => {
    if (answer.intent !== "update") return;
    if (answer.ok || answer.reason === "not-found") onClose();
    else setErrors(answer.errors);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const meta = imageMetaSchema.safeParse({ title, description });
    if (meta.success) return setErrors({});
    event.preventDefault();
    const next = imageFieldErrors(meta.error);
    setErrors(next);
    document.getElementById(next.title ? "image-edit-title" : "image-edit-description")?.focus();
  };

  const titleMessage = titleError(t, errors.title);
  const descriptionMessage = descriptionError(t, errors.description);
  return (
    <Dialog open={image !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={t.edit.title} description={t.edit.description} closeLabel={t.close}>
      {image ? (
        <fetcher.Form method="post" action={action} noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" data-testid="image-edit-form">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={image.id} />
          <Field id="image-edit-title" label={t.upload.titleLabel} required error={titleMessage}>
            <Input
              id="image-edit-title"
              name="title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={IMAGE_TITLE_MAX}
              autoComplete="off"
              aria-required="true"
              aria-invalid={titleMessage ? true : undefined}
              aria-describedby={titleMessage ? "image-edit-title-error" : undefined}
            />
          </Field>
          <Field id="image-edit-description" label={t.upload.descriptionLabel} hint={t.upload.descriptionHint} error={descriptionMessage}>
            <Textarea
              id="image-edit-description"
              name="description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              rows={4}
              aria-invalid={descriptionMessage ? true : undefined}
              aria-describedby={["image-edit-description-hint", descriptionMessage ? "image-edit-description-error" : null].filter(Boolean).join(" ")}
            />
            <CharCounter value={description} max={IMAGE_DESCRIPTION_MAX} />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t.edit.cancel}
            </Button>
            <Button type="submit" disabled={pending} data-testid="image-edit-save">
              {pending ? t.edit.saving : t.edit.save}
            </Button>
          </div>
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}

export function ImageDeleteDialog({ image, action, onClose }: { image: ImageListItem | null; action: string; onClose: () => void }) {
  const lang = useLang();
  const t = adminImagesContent[lang];
  const fetcher = useFetcher<ImagesAnswer>({ key: "admin-image-delete" });
  const pending = fetcher.state !== "idle";
  useFlashToast(fetcher.data?.toast);
  useAnswer(fetcher.data, (answer) => {
    if (answer.intent === "delete") onClose();
  });

  return (
    <Dialog open={image !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={t.remove.title} closeLabel={t.close} className="max-w-md">
      {image ? (
        <fetcher.Form method="post" action={action} className="grid grid-cols-1 gap-5" data-testid="image-delete-form">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={image.id} />
          <p className="break-words text-sm text-slate-700">{fmt(t.remove.question, { title: image.title })}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t.remove.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending} data-testid="image-delete-confirm">
              {pending ? t.remove.deleting : t.remove.confirm}
            </Button>
          </div>
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}
