/**
 * Social-media images (spec part 2 §3, §5, §9): the four allowed types, the 15 MB limit, the stored
 * name scheme (`images/<timestamp>-<random>.<ext>`) and the title/description rules. Pure: shared by
 * the upload form (instant checks) and the server (the authority, which also checks the bytes).
 */
import "~/lib/zod-config";
import type { Toast } from "~/lib/toast";
import { z } from "zod";

/** At most 15 MB per image (15 × 1024 × 1024 bytes, spec §9). */
export const IMAGE_MAX_BYTES = 15_728_640;

/**
 * What a multipart upload may add around the file: the boundaries, the part headers and the title and
 * description fields (≤ 1,200 characters, ≤ 4 bytes each). A request announcing more than the image
 * limit plus this is refused before a byte of it is read.
 */
export const IMAGE_UPLOAD_OVERHEAD_BYTES = 64 * 1024;

/** The allowed types, each with the extension the stored name gets. */
export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
} as const;
export type ImageMimeType = keyof typeof IMAGE_TYPES;
export type ImageExtension = (typeof IMAGE_TYPES)[ImageMimeType];
export const IMAGE_MIME_TYPES = Object.keys(IMAGE_TYPES) as ImageMimeType[];

export const IMAGE_TITLE_MAX = 200;
export const IMAGE_DESCRIPTION_MAX = 1000;

/** The folder of every stored image and the public URL prefix that serves it. */
export const IMAGE_PATH_PREFIX = "images/";
export const IMAGE_URL_PREFIX = "/media/images/";

/** `<timestamp>-<random>.<ext>`; the database checks `images/` + the same. */
const FILE_NAME_PATTERN = /^[0-9]+-[a-z0-9]+\.(jpg|png|webp|gif)$/;
const RANDOM_PATTERN = /^[a-z0-9]{6,32}$/;

export function isImageMimeType(value: unknown): value is ImageMimeType {
  return typeof value === "string" && Object.hasOwn(IMAGE_TYPES, value);
}

/**
 * The allowed type of a type detected from the file's bytes, or null. An animated PNG is still a PNG
 * (content sniffers name it `image/apng`); anything else (SVG, HEIC, AVIF, BMP, …) is refused.
 */
export function allowedImageType(detectedMime: string | undefined | null): { mimeType: ImageMimeType; ext: ImageExtension } | null {
  const mime = detectedMime === "image/apng" ? "image/png" : detectedMime;
  return isImageMimeType(mime) ? { mimeType: mime, ext: IMAGE_TYPES[mime] } : null;
}

/** The stored name: the upload time in ms, a random lowercase token and the detected type's extension. */
export function imageFileName(ext: ImageExtension, timestamp: number, random: string): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new Error("invalid timestamp");
  if (!RANDOM_PATTERN.test(random)) throw new Error("invalid random part");
  return `${timestamp}-${random}.${ext}`;
}

/** True for a name of our scheme (nothing else is ever looked up: no paths, no dots, no case tricks). */
export function isImageFileName(value: unknown): value is string {
  return typeof value === "string" && value.length <= 80 && FILE_NAME_PATTERN.test(value);
}

export function imagePathOf(fileName: string): string {
  return `${IMAGE_PATH_PREFIX}${fileName}`;
}

export function imageUrlOf(fileName: string): string {
  return `${IMAGE_URL_PREFIX}${fileName}`;
}

/** "PNG", "JPEG", … for the list. */
export function imageTypeLabel(mimeType: string): string {
  return mimeType.replace(/^image\//, "").toUpperCase();
}

/** What is wrong with a file: none chosen (or empty), over 15 MB, or not one of the four types. */
export type ImageFileIssue = "missing" | "too-large" | "invalid-type";

/**
 * The browser's instant check of a chosen file (its size and declared type). The server decides by the
 * file's content; this only spares the user a pointless upload.
 */
export function checkChosenFile(file: { size: number; type: string } | null | undefined): ImageFileIssue | null {
  if (!file || file.size === 0) return "missing";
  if (file.size > IMAGE_MAX_BYTES) return "too-large";
  if (file.type !== "" && !isImageMimeType(file.type)) return "invalid-type";
  return null;
}

/** Text without NUL and other control characters except line breaks and tabs. */
const cleanText = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), "invalid")
    .pipe(z.string().max(max, "tooLong"));

/** Title (required, ≤ 200) and description (optional, ≤ 1000; blank is none). */
export const imageMetaSchema = z.object({
  title: cleanText(IMAGE_TITLE_MAX).pipe(z.string().min(1, "required")),
  description: cleanText(IMAGE_DESCRIPTION_MAX).transform((v) => (v === "" ? null : v)),
});
export type ImageMeta = z.output<typeof imageMetaSchema>;

export const imageUpdateSchema = imageMetaSchema.extend({ id: z.uuid("invalid") });
export const imageDeleteSchema = z.object({ id: z.uuid("invalid") });

export type ImageFieldIssue = "required" | "tooLong" | "invalid";
export type ImageFieldErrors = Partial<Record<"title" | "description", ImageFieldIssue>>;

/** The first issue per field, in the words of the schema ("required", "tooLong", "invalid"). */
export function imageFieldErrors(error: z.ZodError): ImageFieldErrors {
  const errors: ImageFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "title" || field === "description") && !errors[field]) {
      errors[field] = issue.message === "required" || issue.message === "tooLong" ? issue.message : "invalid";
    }
  }
  return errors;
}

/** Why an upload was refused (the route's answer names it; the form shows it). */
export type UploadRefusal =
  /** Over 15 MB (announced, or found while streaming). */
  | "too-large"
  /** Title or file missing ('Unvollständige Daten'). */
  | "incomplete"
  /** The content is no JPEG, PNG, WebP or GIF. */
  | "invalid-type"
  /** A title or description breaking the rules (too long, control characters). */
  | "invalid"
  /** Not a multipart form, a broken body, more than one file or too many parts. */
  | "malformed";

export type UploadErrors = ImageFieldErrors & { file?: ImageFileIssue };

/** What the user typed, handed back so the form keeps it after a refusal. */
export interface UploadValues {
  title: string;
  description: string;
}

/** An image as the admin's list shows it. */
export interface ImageListItem {
  id: string;
  title: string;
  description: string | null;
  fileName: string;
  fileSize: number;
  mimeType: string;
  createdAt: string;
  updatedAt: string;
}

/** The images route's answer to each of its three writes (upload, update, delete). */
export type ImagesToast = Toast;

export type ImagesIntent = "upload" | "update" | "delete";
export type ImagesRefusal = UploadRefusal | "not-found" | "error";

export type ImagesAnswer =
  | { intent: ImagesIntent; ok: true; id: string; toast: ImagesToast }
  | { intent: ImagesIntent; ok: false; reason: ImagesRefusal; id?: string; errors: UploadErrors; values?: UploadValues; toast: ImagesToast };
