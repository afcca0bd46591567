/** The field messages of the image forms, from the issue codes the schema and the server use. */
import type { ImageFieldIssue, ImageFileIssue } from "~/domain/admin/images";
import type { AdminImagesText } from "~/i18n/pages/admin/images";

export function titleError(t: AdminImagesText, issue: ImageFieldIssue | undefined): string | null {
  if (!issue) return null;
  return issue === "required" ? t.fields.titleRequired : issue === "tooLong" ? t.fields.titleTooLong : t.fields.invalidText;
}

export function descriptionError(t: AdminImagesText, issue: ImageFieldIssue | undefined): string | null {
  if (!issue) return null;
  return issue === "tooLong" ? t.fields.descriptionTooLong : t.fields.invalidText;
}

export function fileError(t: AdminImagesText, issue: ImageFileIssue | null | undefined): string | null {
  if (!issue) return null;
  return issue === "missing" ? t.fields.fileMissing : issue === "too-large" ? t.fields.fileTooLarge : t.fields.fileInvalidType;
}
