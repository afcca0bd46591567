/**
 * Loader and action of `/{lang}/admin/datenbank/bilder` (the admin layout's guard has established the
 * admin): the list, and the three writes as fetcher posts to the same route, each answered with a
 * localized toast, field errors and, after a refused upload, what the user typed.
 * - upload: `multipart/form-data` (title, description, file), read by `upload.server.ts`;
 * - update / delete: a small url-encoded form with `intent` and `id`.
 */
import { data } from "react-router";
import { FormDataParseError, MultipartParseError, parseFormData } from "@remix-run/form-data-parser";
import {
  imageDeleteSchema,
  imageFieldErrors,
  imageUpdateSchema,
  type ImageListItem,
  type ImagesAnswer,
  type ImagesIntent,
  type ImagesRefusal,
  type UploadErrors,
  type UploadValues,
} from "~/domain/admin/images";
import type { Lang } from "~/i18n/config";
import { adminImagesContent } from "~/i18n/pages/admin/images";
import { makeToast } from "~/lib/toast";
import type { AppUser } from "~/server/auth/session.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { deleteImage, listImages, updateImage } from "~/server/admin/images.server";
import { uploadImage } from "~/server/admin/upload.server";
import { hasUnstorableField } from "~/server/request-input.server";

export interface ImagesLoaderData {
  images: ImageListItem[];
  loadError: boolean;
}

export async function imagesLoader(): Promise<ImagesLoaderData> {
  try {
    return { images: await listImages(await getDb()), loadError: false };
  } catch (error) {
    logger.error({ err: error }, "admin images could not be loaded");
    return { images: [], loadError: true };
  }
}

const toast = makeToast;

const STATUS: Record<ImagesRefusal, number> = {
  "too-large": 413,
  "invalid-type": 415,
  incomplete: 400,
  invalid: 400,
  malformed: 400,
  "not-found": 404,
  error: 500,
};

export async function imagesAction(request: Request, lang: Lang, admin: AppUser) {
  assertSameOrigin(request);
  const t = adminImagesContent[lang].toasts;
  const ok = (intent: ImagesIntent, id: string, message: string) => data<ImagesAnswer>({ intent, ok: true, id, toast: toast(message, undefined, "success") });
  const refuse = (intent: ImagesIntent, reason: ImagesRefusal, extra: { id?: string; errors?: UploadErrors; values?: UploadValues } = {}) => {
    const failed = intent === "upload" ? t.uploadFailed : intent === "update" ? t.updateFailed : t.deleteFailed;
    const [title, description] =
      reason === "too-large"
        ? [t.tooLargeTitle, t.tooLarge]
        : reason === "invalid-type"
          ? [t.invalidTypeTitle, t.invalidType]
          : reason === "incomplete"
            ? [t.incompleteTitle, t.incomplete]
            : reason === "invalid"
              ? [t.invalidTitle, t.invalid]
              : reason === "not-found"
                ? [t.errorTitle, `${failed} ${t.notFound}`]
                : [t.errorTitle, failed];
    return data<ImagesAnswer>(
      { intent, ok: false, reason, id: extra.id, errors: extra.errors ?? {}, values: extra.values, toast: toast(title, description, "destructive") },
      { status: STATUS[reason] },
    );
  };

  const db = await getDb();
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();

  if (contentType.startsWith("multipart/form-data")) {
    try {
      const result = await uploadImage(db, admin, request);
      if (!result.ok) return refuse("upload", result.reason, result);
      logger.info({ adminId: admin.id, imageId: result.image.id, fileName: result.image.fileName, size: result.image.fileSize }, "image uploaded");
      return ok("upload", result.image.id, t.uploaded);
    } catch (error) {
      logger.error({ err: error, adminId: admin.id }, "image upload failed");
      return refuse("upload", "error");
    }
  }

  if (!contentType.startsWith("application/x-www-form-urlencoded")) return refuse("update", "malformed");
  let form: FormData;
  try {
    // Edits and deletes are a few short fields: anything bigger or with files is not ours.
    form = await parseFormData(request, { maxTotalSize: 16 * 1024, maxParts: 8 });
  } catch (error) {
    if (error instanceof MultipartParseError || error instanceof FormDataParseError) return refuse("update", "malformed");
    throw error;
  }
  if (hasUnstorableField(form)) return refuse("update", "malformed");
  const intent = form.get("intent");
  if (intent === "update") {
    const parsed = imageUpdateSchema.safeParse({ id: form.get("id"), title: form.get("title") ?? "", description: form.get("description") ?? "" });
    if (!parsed.success) {
      const errors = imageFieldErrors(parsed.error);
      return refuse("update", Object.keys(errors).length ? "invalid" : "malformed", { errors });
    }
    const { id, ...meta } = parsed.data;
    try {
      const result = await updateImage(db, admin, id, meta);
      if (!result.ok) return refuse("update", "not-found", { id });
      return ok("update", id, t.updated);
    } catch (error) {
      logger.error({ err: error, adminId: admin.id, imageId: id }, "image update failed");
      return refuse("update", "error", { id });
    }
  }
  if (intent === "delete") {
    const parsed = imageDeleteSchema.safeParse({ id: form.get("id") });
    if (!parsed.success) return refuse("delete", "malformed");
    const { id } = parsed.data;
    try {
      const result = await deleteImage(db, admin, id);
      if (!result.ok) return refuse("delete", "not-found", { id });
      logger.info({ adminId: admin.id, imageId: id }, "image deleted");
      return ok("delete", id, t.deleted);
    } catch (error) {
      logger.error({ err: error, adminId: admin.id, imageId: id }, "image delete failed");
      return refuse("delete", "error", { id });
    }
  }
  return refuse("update", "malformed");
}
