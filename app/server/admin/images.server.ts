/**
 * Social-media images (spec part 2 §2.5, §7): the list, upload, edit and delete, and serving the stored
 * bytes. The bytes live in `stored_files` in the database (decision 0021), so every web process serves
 * an image uploaded through any other one, and a backup of the database includes them. Each write is
 * one transaction with its audit entry: an image row never exists without its file, nor a file
 * without its row.
 */
import { randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "~/server/db/client.server";
import { socialMediaImages, storedFiles } from "~/server/db/schema.server";
import type { AppUser } from "~/server/auth/session.server";
import { recordAudit } from "./audit.server";
import {
  imageFileName,
  imagePathOf,
  isImageFileName,
  type ImageExtension,
  type ImageListItem,
  type ImageMeta,
  type ImageMimeType,
} from "~/domain/admin/images";

type Admin = Pick<AppUser, "id" | "email">;

/*
 * BYTES_AS_HEX: file contents cross the driver boundary as hex text (`decode(…, 'hex')` on the way in,
 * `encode(…, 'hex')` on the way out), converted by Node's native Buffer code. PGlite's own bytea
 * (de)serialisation walks the bytes in JavaScript: measured for a 15 MB file, 4.3 s to insert and
 * 1.2 s to read as bytea against 0.37 s and 0.14 s as hex, and PGlite's single connection is blocked
 * meanwhile. On PostgreSQL hex costs ~0.1 s more per 15 MB insert and nothing on reads.
 */


/** All images, newest first (spec §7: ordered by created_at descending). */
export async function listImages(db: DbOrTx): Promise<ImageListItem[]> {
  const rows = await db
    .select({
      id: socialMediaImages.id,
      title: socialMediaImages.title,
      description: socialMediaImages.description,
      fileName: socialMediaImages.fileName,
      fileSize: socialMediaImages.fileSize,
      mimeType: socialMediaImages.mimeType,
      createdAt: socialMediaImages.createdAt,
      updatedAt: socialMediaImages.updatedAt,
    })
    .from(socialMediaImages)
    .orderBy(desc(socialMediaImages.createdAt), desc(socialMediaImages.fileName));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}

export interface NewImage extends ImageMeta {
  /** The file's bytes; their type was detected from the content (see upload.server.ts). */
  bytes: Uint8Array;
  mimeType: ImageMimeType;
  ext: ImageExtension;
}

/** A random lowercase token for the stored name (64 bits: names never collide in practice). */
function randomToken(): string {
  return randomBytes(8).toString("hex");
}

/** Stores the file and its list entry in one transaction, with the audit entry. */
export async function createImage(db: DbOrTx, admin: Admin, image: NewImage, now = new Date()): Promise<ImageListItem> {
  const fileName = imageFileName(image.ext, now.getTime(), randomToken());
  const filePath = imagePathOf(fileName);
  const size = image.bytes.byteLength;
  // The bytes travel as hex text (see BYTES_AS_HEX), encoded before the transaction holds a connection.
  const hex = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, size).toString("hex");
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${storedFiles} (path, content, mime_type, size, created_at)
      values (${filePath}, decode(${hex}, 'hex'), ${image.mimeType}, ${size}, ${now.toISOString()}::timestamptz)`);
    const [row] = await tx
      .insert(socialMediaImages)
      .values({
        title: image.title,
        description: image.description,
        fileName,
        filePath,
        fileSize: size,
        mimeType: image.mimeType,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, admin, "image.create", { type: "image", id: row!.id }, { title: row!.title, fileName, size: row!.fileSize });
    return {
      id: row!.id,
      title: row!.title,
      description: row!.description,
      fileName: row!.fileName,
      fileSize: row!.fileSize,
      mimeType: row!.mimeType,
      createdAt: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
    };
  });
}

export type ImageWriteResult = { ok: true } | { ok: false; reason: "not-found" };

/** Changes title and description (the file stays as it is). */
export async function updateImage(db: DbOrTx, admin: Admin, id: string, meta: ImageMeta): Promise<ImageWriteResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: socialMediaImages.title, description: socialMediaImages.description })
      .from(socialMediaImages)
      .where(eq(socialMediaImages.id, id))
      .for("update");
    if (!before) return { ok: false, reason: "not-found" } as const;
    await tx
      .update(socialMediaImages)
      .set({ title: meta.title, description: meta.description, updatedAt: new Date() })
      .where(eq(socialMediaImages.id, id));
    const changed: Record<string, unknown> = {};
    if (before.title !== meta.title) changed.title = { from: before.title, to: meta.title };
    if (before.description !== meta.description) changed.description = { from: before.description, to: meta.description };
    await recordAudit(tx, admin, "image.update", { type: "image", id }, changed);
    return { ok: true } as const;
  });
}

/** Removes the list entry and its stored file together. */
export async function deleteImage(db: DbOrTx, admin: Admin, id: string): Promise<ImageWriteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(socialMediaImages)
      .where(eq(socialMediaImages.id, id))
      .returning({ title: socialMediaImages.title, fileName: socialMediaImages.fileName, filePath: socialMediaImages.filePath });
    if (!row) return { ok: false, reason: "not-found" } as const;
    await tx.delete(storedFiles).where(eq(storedFiles.path, row.filePath));
    await recordAudit(tx, admin, "image.delete", { type: "image", id }, { title: row.title, fileName: row.fileName });
    return { ok: true } as const;
  });
}

/* ───────────────────────────── serving ───────────────────────────── */

/** One year: a stored name is never reused for other bytes, so a cached copy never goes stale. */
const IMMUTABLE = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

/** The ETag of a stored name: its bytes never change, so the name itself identifies them. */
function etagOf(fileName: string): string {
  return `"${fileName}"`;
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/**
 * `GET|HEAD /media/images/<fileName>`: the stored bytes with their stored type, `nosniff`, a sandboxing
 * CSP (an image that is also something else still cannot run anything), immutable caching and an
 * ETag; 304 for a matching `If-None-Match`; 404 for a name outside the scheme or not stored.
 */
export async function serveStoredImage(db: DbOrTx, request: Request, fileName: string | undefined): Promise<Response> {
  if (!isImageFileName(fileName)) return notFound();
  const path = imagePathOf(fileName);
  const [meta] = await db
    .select({ mimeType: storedFiles.mimeType, size: storedFiles.size, createdAt: storedFiles.createdAt })
    .from(storedFiles)
    .where(eq(storedFiles.path, path));
  if (!meta) return notFound();
  const etag = etagOf(fileName);
  const headers = new Headers({
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "Last-Modified": meta.createdAt.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", meta.mimeType);
  headers.set("Content-Length", String(meta.size));
  headers.set("Content-Disposition", `inline; filename="${fileName}"`);
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  // The bytes travel as hex text (see BYTES_AS_HEX).
  const [file] = await queryRows<{ hex: string }>(db, sql`select encode(content, 'hex') as hex from ${storedFiles} where path = ${path}`);
  // Deleted between the two reads.
  if (!file) return notFound();
  const bytes = Buffer.from(file.hex, "hex");
  // A view on the decoded buffer, no copy (a Buffer is never backed by a SharedArrayBuffer).
  return new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), { status: 200, headers });
}
