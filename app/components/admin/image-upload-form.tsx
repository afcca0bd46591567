/**
 * The upload form of the social-media images: title, description, file, with a preview of the chosen
 * file. It posts `multipart/form-data` as a fetcher (or, without JavaScript, as a plain form) to the
 * page's action. The size and the declared type are checked at once in the browser; the server decides
 * by the file's content. What was typed stays after a refusal and is cleared after a success.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { FolderOpen, ImageIcon, Upload } from "lucide-react";
import { checkChosenFile, IMAGE_DESCRIPTION_MAX, IMAGE_MIME_TYPES, IMAGE_TITLE_MAX, imageFieldErrors, imageMetaSchema, type ImageFileIssue } from "~/domain/admin/images";
import { fmt, useLang } from "~/i18n";
import { adminImagesContent } from "~/i18n/pages/admin/images";
import type { ImagesAnswer } from "~/domain/admin/images";
import type { UploadErrors } from "~/domain/admin/images";
import { useFlashToast } from "~/components/auth/session-hooks";
import { Button } from "~/components/ui/button";
import { CharCounter, Field, Input, Textarea } from "~/components/ui/field";
import { toast } from "~/components/ui/toast-store";
import { cn } from "~/lib/cn";
import { descriptionError, fileError, titleError } from "./image-text";

export const IMAGE_UPLOAD_FETCHER = "admin-image-upload";

interface Preview {
  url: string;
  name: string;
}

// size: one upload form: its fields share the preview and the server's answer
export function ImageUploadForm({ action, documentAnswer }: { action: string; documentAnswer?: ImagesAnswer }) {
  const lang = useLang();
  const t = adminImagesContent[lang];
  const fetcher = useFetcher<ImagesAnswer>({ key: IMAGE_UPLOAD_FETCHER });
  // Without JavaScript the form posts as a document and the answer comes back as the page's action data.
  const answer = fetcher.data ?? (documentAnswer?.intent === "upload" ? documentAnswer : undefined);
  const pending = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(answer && !answer.ok ? (answer.values?.title ?? "") : "");
  const [description, setDescription] = useState(answer && !answer.ok ? (answer.values?.description ?? "") : "");
  const [errors, setErrors] = useState<UploadErrors>(answer && !answer.ok ? answer.errors : {});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useFlashToast(answer?.toast);

  // A new answer from the server: a success clears the form, a refusal shows its field errors.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!answer || handled.current === answer.toast.id) return;
    handled.current = answer.toast.id;
    if (answer.ok) {
      formRef.current?.reset();
      setTitle("");
      setDescription("");
      setErrors({});
      setPreview(null);
      setChosen(null);
    } else {
      setErrors(answer.errors);
      if (answer.errors.file) setPreview(null);
    }
  }, [answer]);

  // The preview's object URL is released when it is replaced or the form goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const fileProblemToast = (issue: ImageFileIssue) => {
    if (issue === "too-large") toast({ title: t.toasts.tooLargeTitle, description: t.toasts.tooLarge, variant: "destructive" });
    if (issue === "invalid-type") toast({ title: t.toasts.invalidTypeTitle, description: t.toasts.invalidType, variant: "destructive" });
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setChosen(file?.name ?? null);
    const issue = file ? checkChosenFile(file) : null;
    setErrors((current) => ({ ...current, file: issue ?? undefined }));
    if (issue) fileProblemToast(issue);
    setPreview(file && !issue ? { url: URL.createObjectURL(file), name: file.name } : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const meta = imageMetaSchema.safeParse({ title, description });
    const fieldErrors = meta.success ? {} : imageFieldErrors(meta.error);
    const fileIssue = checkChosenFile(fileRef.current?.files?.[0]);
    const next: UploadErrors = { ...fieldErrors, ...(fileIssue ? { file: fileIssue } : {}) };
    setErrors(next);
    if (!next.title && !next.description && !next.file) return;
    event.preventDefault();
    if (next.title === "required" || next.file === "missing") {
      toast({ title: t.toasts.incompleteTitle, description: t.toasts.incomplete, variant: "destructive" });
    } else if (next.file) {
      fileProblemToast(next.file);
    }
    const first = next.title ? "image-title" : next.description ? "image-description" : "image-file";
    document.getElementById(first)?.focus();
  };

  const describedBy = (id: string, error: string | null, hint = false) => [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const titleMessage = titleError(t, errors.title);
  const descriptionMessage = descriptionError(t, errors.description);
  const fileMessage = fileError(t, errors.file);

  return (
    <section aria-labelledby="image-upload-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="image-upload">
      <h3 id="image-upload-title" className="text-lg font-bold text-slate-950">
        {t.upload.title}
      </h3>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_16rem] lg:grid-rows-[auto_1fr]"
      >
        <div className="grid grid-cols-1 gap-4">
          <Field id="image-title" label={t.upload.titleLabel} required error={titleMessage}>
            <Input
              id="image-title"
              name="title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={IMAGE_TITLE_MAX}
              autoComplete="off"
              aria-required="true"
              aria-invalid={titleMessage ? true : undefined}
              aria-describedby={describedBy("image-title", titleMessage)}
              data-testid="image-title"
            />
          </Field>
          <Field id="image-description" label={t.upload.descriptionLabel} hint={t.upload.descriptionHint} error={descriptionMessage}>
            <Textarea
              id="image-description"
              name="description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              rows={3}
              aria-invalid={descriptionMessage ? true : undefined}
              aria-describedby={describedBy("image-description", descriptionMessage, true)}
              data-testid="image-description"
            />
            <CharCounter value={description} max={IMAGE_DESCRIPTION_MAX} />
          </Field>
          <Field id="image-file" label={t.upload.fileLabel} required hint={t.upload.fileHint} error={fileMessage}>
            {/* The native control, transparent over a picker in the page's language (a browser labels its
                own button in the browser's language): clicks, drops and keyboard focus go to the input. */}
            <div className="relative">
              <input
                ref={fileRef}
                id="image-file"
                name="file"
                type="file"
                accept={IMAGE_MIME_TYPES.join(",")}
                onChange={onFileChange}
                aria-required="true"
                aria-invalid={fileMessage ? true : undefined}
                aria-describedby={describedBy("image-file", fileMessage, true)}
                data-testid="image-file"
                className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
              />
              <div
                aria-hidden="true"
                className={cn(
                  "flex min-h-11 items-center overflow-hidden rounded-lg border bg-white text-sm",
                  "peer-hover:border-slate-400 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                  fileMessage ? "border-red-600" : "border-slate-300",
                )}
              >
                <span className="flex min-h-11 shrink-0 items-center gap-2 border-r border-slate-300 bg-slate-100 px-4 font-semibold text-slate-900">
                  <FolderOpen className="h-4 w-4" aria-hidden="true" />
                  {t.upload.choose}
                </span>
                <span className={cn("min-w-0 truncate px-3", chosen ? "text-slate-900" : "text-slate-500")}>{chosen ?? t.upload.noFile}</span>
              </div>
            </div>
          </Field>
        </div>
        <figure className={cn("content-start gap-2 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:grid", preview ? "grid" : "hidden")} aria-label={t.upload.previewLabel}>
          <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50 lg:aspect-square">
            {preview ? (
              <img
                src={preview.url}
                alt={fmt(t.upload.previewAlt, { name: preview.name })}
                // A file that claims to be an image but is none: no broken-image icon, no preview.
                onError={() => setPreview(null)}
                className="absolute inset-0 h-full w-full object-contain"
                data-testid="image-preview"
              />
            ) : (
              <span className="grid grid-cols-1 justify-items-center gap-2 text-sm text-slate-500">
                <ImageIcon className="h-10 w-10 text-slate-400" aria-hidden="true" />
                {t.upload.previewEmpty}
              </span>
            )}
          </div>
          {preview ? <figcaption className="truncate text-xs text-slate-600">{preview.name}</figcaption> : null}
        </figure>
        <div>
          <Button type="submit" disabled={pending} className="w-full sm:w-auto" data-testid="image-submit">
            <Upload className="h-4 w-4" aria-hidden="true" />
            {pending ? t.upload.submitting : t.upload.submit}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
