/**
 * Social-media images (spec part 2 §2.5, §5, §7), on a test database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set):
 * - real multipart `Request`s through the upload parsing: the four types are accepted by their content
 *   (the stored extension is the detected type's), a wrong type behind a right name or declared type is
 *   refused, a 16 MB file stops the parse early (the body stream is not read to its end), an announced
 *   oversized body is refused without reading a byte, title and file are required; every refusal
 *   leaves nothing stored;
 * - upload, edit and delete are one transaction each with their audit entry; delete removes the file;
 * - serving: the bytes with their type, `nosniff`, immutable caching, ETag/304, HEAD; 404 otherwise;
 *   on PostgreSQL a second connection pool (a second web process) serves an image stored through the
 *   first.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "~/domain/admin/images";
import { openDatabase, queryRows, type Db } from "~/server/db/client.server";
import * as schema from "~/server/db/schema.server";
import { adminAudit, socialMediaImages, storedFiles, user as userTable } from "~/server/db/schema.server";
import { listAudit } from "~/server/admin/audit.server";
import { createImage, deleteImage, listImages, serveStoredImage, updateImage } from "~/server/admin/images.server";
import { readImageUpload, uploadImage } from "~/server/admin/upload.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

/** Tiny real images (2×2 from Chromium's canvas, the GIF 1×1), each decodable by a browser. */
const IMAGES = {
  png: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAGElEQVR4AWL6z8Dwn2FV+X8mxlXlDCAAAAAA//9+8zwZAAAABklEQVQDAD2sBUUfgK5MAAAAAElFTkSuQmCC",
  jpg:
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAYEAEBAQEBAAAAAAAAAAAAAAABAAIhQf/EABUBAQEAAAAAAAAAAAAAAAAAAAIH/8QAGxEAAgEFAAAAAAAAAAAAAAAAAAECBDIzcbH/2gAMAwEAAhEDEQA/AJWQzkMgBwDySSjaiVVWee30/9k=",
  webp: "UklGRjgAAABXRUJQVlA4ICwAAABwAQCdASoCAAIAAUAmJaACdAFAAAD+55H/RhJ+L4Rho1/+QY/wa/zD5rgAAA==",
  gif: "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
} as const;
const bytesOf = (kind: keyof typeof IMAGES) => new Uint8Array(Buffer.from(IMAGES[kind], "base64"));
const MIME = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", gif: "image/gif" } as const;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;
const HTML = `<!doctype html><html><body><script>alert(document.cookie)</script></body></html>`;

const ADMIN = { id: "admin-images-test", email: "coach@example.com" };
const URL_BASE = "http://localhost/de/admin/datenbank/bilder";

interface UploadInput {
  title?: string | null;
  description?: string;
  file?: { bytes: Uint8Array | string; name: string; type: string } | null;
}

function uploadForm({ title = "Sommer-Challenge", description = "Für Instagram", file }: UploadInput): FormData {
  const form = new FormData();
  if (title !== null) form.set("title", title);
  form.set("description", description);
  if (file) form.set("file", new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  return form;
}

function uploadRequest(input: UploadInput): Request {
  return new Request(URL_BASE, { method: "POST", body: uploadForm(input) });
}

/**
 * A multipart request whose body is handed out in 64 KiB chunks, counting what the reader pulled: the
 * proof that the parser stopped early.
 */
async function countedRequest(form: FormData, headers: Record<string, string> = {}) {
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const stats = { pulled: 0, total: body.byteLength };
  const CHUNK = 64 * 1024;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= body.byteLength) return controller.close();
      const chunk = body.subarray(stats.pulled, stats.pulled + CHUNK);
      stats.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    // Nothing is pulled ahead: a chunk is produced only when the reader asks for it.
  }, { highWaterMark: 0 });
  const request = new Request(URL_BASE, {
    method: "POST",
    body: stream,
    headers: { "content-type": encoded.headers.get("content-type")!, ...headers },
    duplex: "half",
  } as RequestInit & { duplex: "half" });
  return { request, stats };
}

async function counts(db: Db) {
  const [row] = await queryRows<{ images: number; files: number; audits: number }>(
    db,
    sql`select (select count(*)::int from social_media_images) as images,
               (select count(*)::int from stored_files) as files,
               (select count(*)::int from admin_audit where entity_type = 'image') as audits`,
  );
  return { images: Number(row!.images), files: Number(row!.files), audits: Number(row!.audits) };
}

const NOTHING = { images: 0, files: 0, audits: 0 };

describe("the constants agree with the database schema", () => {
  it("limit and types", () => {
    expect(IMAGE_MAX_BYTES).toBe(schema.IMAGE_MAX_BYTES);
    expect([...IMAGE_MIME_TYPES].sort()).toEqual([...schema.IMAGE_MIME_TYPES].sort());
  });
});

describe.each(DRIVERS)("social-media images on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.db;
    await db.insert(userTable).values({ id: ADMIN.id, email: ADMIN.email, name: "Coach", emailVerified: true });
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await db.delete(socialMediaImages);
    await db.delete(storedFiles);
    await db.delete(adminAudit);
  });

  it.each(["png", "jpg", "webp", "gif"] as const)("accepts a real %s, stores file and entry together and audits it", async (kind) => {
    const bytes = bytesOf(kind);
    const result = await uploadImage(db, ADMIN, uploadRequest({ file: { bytes, name: `bild.${kind}`, type: MIME[kind] } }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const image = result.image;
    expect(image).toMatchObject({ title: "Sommer-Challenge", description: "Für Instagram", mimeType: MIME[kind], fileSize: bytes.byteLength });
    expect(image.fileName).toMatch(new RegExp(`^\\d{13}-[a-z0-9]+\\.${kind}$`));

    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.path, `images/${image.fileName}`));
    expect(file!.mimeType).toBe(MIME[kind]);
    expect(file!.size).toBe(bytes.byteLength);
    expect(Buffer.compare(file!.content, Buffer.from(bytes))).toBe(0);
    const [row] = await db.select().from(socialMediaImages).where(eq(socialMediaImages.id, image.id));
    expect(row!.filePath).toBe(`images/${image.fileName}`);

    const audit = await listAudit(db, { type: "image", id: image.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "image.create", adminEmail: ADMIN.email, details: { title: "Sommer-Challenge", fileName: image.fileName, size: bytes.byteLength } });
  });

  it("names the stored file after the detected type, not the uploaded name or declared type", async () => {
    const result = await uploadImage(db, ADMIN, uploadRequest({ file: { bytes: bytesOf("png"), name: "foto.jpg", type: "image/jpeg" } }));
    expect(result.ok && result.image.fileName.endsWith(".png")).toBe(true);
    expect(result.ok && result.image.mimeType).toBe("image/png");
    // A browser that declares no type at all: the content decides.
    const untyped = await uploadImage(db, ADMIN, uploadRequest({ file: { bytes: bytesOf("gif"), name: "ohne-typ", type: "" } }));
    expect(untyped.ok && untyped.image.mimeType).toBe("image/gif");
  });

  it.each([
    ["a text file named .jpg", { bytes: "Das ist kein Bild, nur Text.\n", name: "bild.jpg", type: "image/jpeg" }],
    ["an HTML file declared image/png", { bytes: HTML, name: "bild.png", type: "image/png" }],
    ["an SVG named .png", { bytes: SVG, name: "logo.png", type: "image/png" }],
    ["an SVG as itself", { bytes: SVG, name: "logo.svg", type: "image/svg+xml" }],
    ["a PDF declared image/webp", { bytes: "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n", name: "bild.webp", type: "image/webp" }],
    ["a PNG signature followed by garbage", { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), name: "kaputt.png", type: "image/png" }],
  ])("refuses %s and stores nothing", async (_label, file) => {
    const result = await uploadImage(db, ADMIN, uploadRequest({ file }));
    expect(result).toMatchObject({ ok: false, reason: "invalid-type", errors: { file: "invalid-type" } });
    expect(await counts(db)).toEqual(NOTHING);
  });

  it("stops reading a 16 MB upload at the limit and stores nothing", async () => {
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(bytesOf("png"));
    const { request, stats } = await countedRequest(uploadForm({ file: { bytes: big, name: "gross.png", type: "image/png" } }));
    const result = await uploadImage(db, ADMIN, request);
    expect(result).toMatchObject({ ok: false, reason: "too-large", errors: { file: "too-large" } });
    // The parse aborted where the file crossed 15 MB (plus at most a chunk or two read ahead), well
    // before the end of the 16 MB body.
    expect(stats.pulled).toBeLessThan(stats.total);
    expect(stats.pulled).toBeLessThanOrEqual(IMAGE_MAX_BYTES + 3 * 64 * 1024);
    expect(await counts(db)).toEqual(NOTHING);
  });

  it("refuses an announced oversized body without reading a byte of it", async () => {
    const { request, stats } = await countedRequest(uploadForm({ file: { bytes: bytesOf("png"), name: "klein.png", type: "image/png" } }), {
      "content-length": String(16 * 1024 * 1024),
    });
    const result = await readImageUpload(request);
    expect(result).toMatchObject({ ok: false, reason: "too-large" });
    expect(stats.pulled).toBe(0);
    expect(await counts(db)).toEqual(NOTHING);
  });

  it("accepts, stores and serves a file of exactly 15 MB", async () => {
    const exact = new Uint8Array(IMAGE_MAX_BYTES);
    exact.set(bytesOf("png"));
    exact[IMAGE_MAX_BYTES - 1] = 0xab;
    const result = await uploadImage(db, ADMIN, uploadRequest({ file: { bytes: exact, name: "genau.png", type: "image/png" } }));
    expect(result.ok && result.image.fileSize).toBe(IMAGE_MAX_BYTES);
    if (!result.ok) return;
    const response = await serveStoredImage(db, new Request(`http://localhost/media/images/${result.image.fileName}`), result.image.fileName);
    const served = new Uint8Array(await response.arrayBuffer());
    expect(served.byteLength).toBe(IMAGE_MAX_BYTES);
    expect(Buffer.compare(served, exact)).toBe(0);
  });

  it("requires a title and a file, keeps what was typed, and stores nothing", async () => {
    const png = { bytes: bytesOf("png"), name: "bild.png", type: "image/png" };
    const blank = await uploadImage(db, ADMIN, uploadRequest({ title: "   ", description: "Bleibt erhalten", file: png }));
    expect(blank).toEqual({ ok: false, reason: "incomplete", errors: { title: "required" }, values: { title: "   ", description: "Bleibt erhalten" } });

    const noTitle = await uploadImage(db, ADMIN, uploadRequest({ title: null, file: png }));
    expect(noTitle).toMatchObject({ ok: false, reason: "incomplete", errors: { title: "required" } });

    const noFile = await uploadImage(db, ADMIN, uploadRequest({ title: "Nur Titel", file: null }));
    expect(noFile).toEqual({ ok: false, reason: "incomplete", errors: { file: "missing" }, values: { title: "Nur Titel", description: "Für Instagram" } });

    const emptyFile = await uploadImage(db, ADMIN, uploadRequest({ file: { bytes: new Uint8Array(0), name: "leer.png", type: "image/png" } }));
    expect(emptyFile).toMatchObject({ ok: false, reason: "incomplete", errors: { file: "missing" } });

    const long = await uploadImage(db, ADMIN, uploadRequest({ title: "x".repeat(201), file: png }));
    expect(long).toMatchObject({ ok: false, reason: "invalid", errors: { title: "tooLong" } });

    const longDescription = await uploadImage(db, ADMIN, uploadRequest({ description: "y".repeat(1001), file: png }));
    expect(longDescription).toMatchObject({ ok: false, reason: "invalid", errors: { description: "tooLong" } });

    expect(await counts(db)).toEqual(NOTHING);
  });

  it("refuses what is no image form: another content type, two files, a broken body", async () => {
    const json = new Request(URL_BASE, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(await readImageUpload(json)).toMatchObject({ ok: false, reason: "malformed" });

    const two = uploadForm({ file: { bytes: bytesOf("png"), name: "a.png", type: "image/png" } });
    two.append("file", new Blob([bytesOf("gif")], { type: "image/gif" }), "b.gif");
    expect(await readImageUpload(new Request(URL_BASE, { method: "POST", body: two }))).toMatchObject({ ok: false, reason: "malformed" });

    const broken = new Request(URL_BASE, { method: "POST", body: "--x\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nA", headers: { "content-type": "multipart/form-data; boundary=x" } });
    expect(await readImageUpload(broken)).toMatchObject({ ok: false, reason: "malformed" });
    expect(await counts(db)).toEqual(NOTHING);
  });

  it("writes file, entry and audit in one transaction: a failing audit leaves no file behind", async () => {
    const ghost = { id: "no-such-admin", email: "ghost@example.com" };
    await expect(createImage(db, ghost, { title: "T", description: null, bytes: bytesOf("png"), mimeType: "image/png", ext: "png" })).rejects.toThrow();
    expect(await counts(db)).toEqual(NOTHING);
  });

  it("lists newest first", async () => {
    const base = Date.UTC(2026, 2, 1, 9, 0, 0);
    for (const [i, title] of ["Erstes", "Zweites", "Drittes"].entries()) {
      await createImage(db, ADMIN, { title, description: null, bytes: bytesOf("gif"), mimeType: "image/gif", ext: "gif" }, new Date(base + i * 60_000));
    }
    expect((await listImages(db)).map((i) => i.title)).toEqual(["Drittes", "Zweites", "Erstes"]);
  });

  it("edits title and description with an audit entry; an unknown id changes nothing", async () => {
    const image = await createImage(db, ADMIN, { title: "Alt", description: "Alte Beschreibung", bytes: bytesOf("png"), mimeType: "image/png", ext: "png" });
    expect(await updateImage(db, ADMIN, image.id, { title: "Neu", description: null })).toEqual({ ok: true });
    const [row] = await db.select().from(socialMediaImages).where(eq(socialMediaImages.id, image.id));
    expect(row).toMatchObject({ title: "Neu", description: null, fileName: image.fileName });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
    const audit = await listAudit(db, { type: "image", id: image.id });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["image.create", "image.update"]));
    expect(audit.find((a) => a.action === "image.update")!.details).toEqual({
      title: { from: "Alt", to: "Neu" },
      description: { from: "Alte Beschreibung", to: null },
    });

    expect(await updateImage(db, ADMIN, "6f1c1c8e-3f0a-4a59-9d3c-2a8f0c6b9e11", { title: "X", description: null })).toEqual({ ok: false, reason: "not-found" });
    expect((await counts(db)).audits).toBe(2);
  });

  it("deletes the entry and its stored file together, with an audit entry", async () => {
    const keep = await createImage(db, ADMIN, { title: "Bleibt", description: null, bytes: bytesOf("gif"), mimeType: "image/gif", ext: "gif" });
    const image = await createImage(db, ADMIN, { title: "Weg", description: null, bytes: bytesOf("png"), mimeType: "image/png", ext: "png" });
    expect(await deleteImage(db, ADMIN, image.id)).toEqual({ ok: true });
    expect(await db.select().from(socialMediaImages).where(eq(socialMediaImages.id, image.id))).toHaveLength(0);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.path, `images/${image.fileName}`))).toHaveLength(0);
    expect((await serveStoredImage(db, new Request(`http://localhost/media/images/${image.fileName}`), image.fileName)).status).toBe(404);
    // The audit entry outlives the image and names it.
    const audit = await listAudit(db, { type: "image", id: image.id });
    expect(audit.find((a) => a.action === "image.delete")!.details).toEqual({ title: "Weg", fileName: image.fileName });
    // The other image is untouched; a second delete is "not found".
    expect(await counts(db)).toMatchObject({ images: 1, files: 1 });
    expect((await listImages(db)).map((i) => i.id)).toEqual([keep.id]);
    expect(await deleteImage(db, ADMIN, image.id)).toEqual({ ok: false, reason: "not-found" });
  });

  it("serves the bytes with their type, nosniff, a sandboxing CSP and immutable caching", async () => {
    const bytes = bytesOf("webp");
    const image = await createImage(db, ADMIN, { title: "Web", description: null, bytes, mimeType: "image/webp", ext: "webp" });
    const url = `http://localhost/media/images/${image.fileName}`;

    const response = await serveStoredImage(db, new Request(url), image.fileName);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="${image.fileName}"`);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(bytes))).toBe(0);

    const etag = response.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const cached = await serveStoredImage(db, new Request(url, { headers: { "if-none-match": etag } }), image.fileName);
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe("");

    const head = await serveStoredImage(db, new Request(url, { method: "HEAD" }), image.fileName);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(head.headers.get("content-type")).toBe("image/webp");
    expect(head.body).toBeNull();
  });

  it("answers 404 for unknown names and anything outside the name scheme", async () => {
    const image = await createImage(db, ADMIN, { title: "Da", description: null, bytes: bytesOf("png"), mimeType: "image/png", ext: "png" });
    const stem = image.fileName.replace(/\.png$/, "");
    for (const name of [`${stem}.jpg`, "1767225600000-abcdef.png", `../${image.fileName}`, `images/${image.fileName}`, `${image.fileName.toUpperCase()}`, `${stem}.svg`, "", undefined]) {
      const response = await serveStoredImage(db, new Request("http://localhost/media/images/x"), name);
      expect(response.status, String(name)).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it.skipIf(driver !== "postgres")("a second web process (its own connection pool) serves an image stored through the first", async () => {
    const image = await createImage(db, ADMIN, { title: "Geteilt", description: null, bytes: bytesOf("jpg"), mimeType: "image/jpeg", ext: "jpg" });
    const second = await openDatabase({ kind: "postgres", url: database.url! });
    try {
      const response = await serveStoredImage(second.db, new Request(`http://localhost/media/images/${image.fileName}`), image.fileName);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(bytesOf("jpg")))).toBe(0);
      // And the other way round: a delete through the second process is seen by the first.
      expect(await deleteImage(second.db, ADMIN, image.id)).toEqual({ ok: true });
      expect((await serveStoredImage(db, new Request("http://localhost/"), image.fileName)).status).toBe(404);
    } finally {
      await second.close();
    }
  });
});
