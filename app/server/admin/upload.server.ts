/**
 * Reading an image upload (spec part 2 §5): a `multipart/form-data` request with `title`,
 * `description` and one `file`. The body is streamed through `@remix-run/form-data-parser` with hard
 * limits, so a file over 15 MB stops the parse where it crosses the limit instead of being buffered
 * whole, and a request that announces a larger body (`Content-Length`) is refused before a byte of it
 * is read. The type is decided by the file's bytes (`file-type`), never by its name or declared type,
 * and the stored extension is the detected type's.
 */
import { fileTypeFromBuffer } from "file-type";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import {
  allowedImageType,
  IMAGE_DESCRIPTION_MAX,
  IMAGE_MAX_BYTES,
  IMAGE_TITLE_MAX,
  IMAGE_UPLOAD_OVERHEAD_BYTES,
  imageFieldErrors,
  imageMetaSchema,
  type ImageListItem,
  type UploadErrors,
  type UploadRefusal,
  type UploadValues,
} from "~/domain/admin/images";
import type { DbOrTx } from "~/server/db/client.server";
import type { AppUser } from "~/server/auth/session.server";
import { createImage, type NewImage } from "./images.server";
import { hasUnstorableField } from "~/server/request-input.server";

/** The form field that carries the file. */
export const IMAGE_FILE_FIELD = "file";

/** The largest upload body accepted: the image limit plus the multipart framing and the text fields. */
export const IMAGE_UPLOAD_MAX_BODY = IMAGE_MAX_BYTES + IMAGE_UPLOAD_OVERHEAD_BYTES;

export type UploadReading = { ok: true; image: NewImage } | { ok: false; reason: UploadRefusal; errors: UploadErrors; values: UploadValues };

const EMPTY: UploadValues = { title: "", description: "" };

function text(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  // Echoed back to the form: never more than the field could hold (plus a little, so "too long" shows).
  return typeof value === "string" ? value.slice(0, max + 100) : "";
}

function refuse(reason: UploadRefusal, errors: UploadErrors, values: UploadValues = EMPTY): UploadReading {
  return { ok: false, reason, errors, values };
}

/** True when the request announces a body larger than any acceptable upload. */
export function announcesTooLargeBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length === null || !/^\d+$/.test(length.trim())) return false;
  return Number(length) > IMAGE_UPLOAD_MAX_BODY;
}

/**
 * Parses and checks an upload; nothing is stored here. Refusals name the reason and the field, and
 * carry the typed title and description back.
 */
export async function readImageUpload(request: Request): Promise<UploadReading> {
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!contentType.startsWith("multipart/form-data")) return refuse("malformed", {});
  // Refused from the headers alone: the body is not read at all.
  if (announcesTooLargeBody(request)) return refuse("too-large", { file: "too-large" });

  let form: FormData;
  try {
    form = await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: IMAGE_MAX_BYTES, maxTotalSize: IMAGE_UPLOAD_MAX_BODY, maxParts: 8, maxHeaderSize: 8 * 1024 },
      // Only the file field is kept; the parser holds at most IMAGE_MAX_BYTES of it.
      (upload: FileUpload) => (upload.fieldName === IMAGE_FILE_FIELD ? upload : undefined),
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) return refuse("too-large", { file: "too-large" });
    if (error instanceof MultipartParseError || error instanceof FormDataParseError) return refuse("malformed", {});
    throw error;
  }

  if (hasUnstorableField(form)) return refuse("malformed", {});
  const values = { title: text(form, "title", IMAGE_TITLE_MAX), description: text(form, "description", IMAGE_DESCRIPTION_MAX) };
  const meta = imageMetaSchema.safeParse(values);
  const fieldErrors = meta.success ? {} : imageFieldErrors(meta.error);
  const file = form.get(IMAGE_FILE_FIELD);
  const hasFile = file instanceof File && file.size > 0;
  if (fieldErrors.title === "required" || !hasFile) {
    return refuse("incomplete", { ...fieldErrors, ...(hasFile ? {} : { file: "missing" as const }) }, values);
  }
  if (!meta.success) return refuse("invalid", fieldErrors, values);
  // The parser enforces the limit already; this keeps the rule local and obvious.
  if (file.size > IMAGE_MAX_BYTES) return refuse("too-large", { file: "too-large" }, values);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const type = allowedImageType(detected?.mime);
  if (!type) return refuse("invalid-type", { file: "invalid-type" }, values);
  return { ok: true, image: { ...meta.data, bytes, mimeType: type.mimeType, ext: type.ext } };
}

export type UploadResult =
  | { ok: true; image: ImageListItem }
  | { ok: false; reason: UploadRefusal; errors: UploadErrors; values: UploadValues };

/** Reads, checks and stores an upload (one transaction: file, list entry, audit). */
export async function uploadImage(db: DbOrTx, admin: Pick<AppUser, "id" | "email">, request: Request): Promise<UploadResult> {
  const reading = await readImageUpload(request);
  if (!reading.ok) return reading;
  return { ok: true, image: await createImage(db, admin, reading.image) };
}
