import { describe, expect, it } from "vitest";
import {
  allowedImageType,
  checkChosenFile,
  IMAGE_MAX_BYTES,
  imageDeleteSchema,
  imageFieldErrors,
  imageFileName,
  imageMetaSchema,
  imagePathOf,
  imageTypeLabel,
  imageUpdateSchema,
  imageUrlOf,
  isImageFileName,
} from "./images";

describe("image name scheme", () => {
  it("is the upload time, a random token and the detected type's extension, under images/", () => {
    const name = imageFileName("png", 1_767_225_600_000, "k3v9x2qa7m1c");
    expect(name).toBe("1767225600000-k3v9x2qa7m1c.png");
    expect(imagePathOf(name)).toBe("images/1767225600000-k3v9x2qa7m1c.png");
    expect(imageUrlOf(name)).toBe("/media/images/1767225600000-k3v9x2qa7m1c.png");
    // The database's CHECK on stored_files.path, verbatim.
    expect(imagePathOf(name)).toMatch(/^images\/[0-9]+-[a-z0-9]+\.(jpg|png|webp|gif)$/);
  });

  it("refuses a random part or timestamp that would break the scheme", () => {
    expect(() => imageFileName("jpg", 1, "ABC123")).toThrow();
    expect(() => imageFileName("jpg", 1, "a/b")).toThrow();
    expect(() => imageFileName("jpg", 1, "")).toThrow();
    expect(() => imageFileName("jpg", -1, "abcdef")).toThrow();
    expect(() => imageFileName("jpg", 1.5, "abcdef")).toThrow();
  });

  it("recognises only names of the scheme (no paths, other extensions, upper case)", () => {
    expect(isImageFileName("1767225600000-abc123.webp")).toBe(true);
    expect(isImageFileName("1767225600000-abc123.gif")).toBe(true);
    for (const bad of [
      "../1-abc.png",
      "images/1-abc.png",
      "1-abc.svg",
      "1-abc.PNG",
      "1-ABC.png",
      "abc.png",
      "1-abc.png.html",
      "1-abc.jpeg",
      "1-abc.png%00",
      "",
      `${"1".repeat(80)}-a.png`,
      null,
      42,
    ]) {
      expect(isImageFileName(bad), String(bad)).toBe(false);
    }
  });
});

describe("image types", () => {
  it("allows JPEG, PNG, WebP and GIF detected from the content, with their extension", () => {
    expect(allowedImageType("image/jpeg")).toEqual({ mimeType: "image/jpeg", ext: "jpg" });
    expect(allowedImageType("image/png")).toEqual({ mimeType: "image/png", ext: "png" });
    expect(allowedImageType("image/webp")).toEqual({ mimeType: "image/webp", ext: "webp" });
    expect(allowedImageType("image/gif")).toEqual({ mimeType: "image/gif", ext: "gif" });
    expect(allowedImageType("image/apng")).toEqual({ mimeType: "image/png", ext: "png" });
  });

  it("refuses everything else, including SVG and an undetectable type", () => {
    for (const mime of ["image/svg+xml", "text/html", "image/avif", "image/heic", "image/bmp", "application/pdf", "", undefined, null, "toString"]) {
      expect(allowedImageType(mime), String(mime)).toBeNull();
    }
  });

  it("labels types for the list", () => {
    expect(imageTypeLabel("image/png")).toBe("PNG");
    expect(imageTypeLabel("image/webp")).toBe("WEBP");
  });

  it("checks a chosen file's size and declared type in the browser", () => {
    expect(checkChosenFile(null)).toBe("missing");
    expect(checkChosenFile({ size: 0, type: "image/png" })).toBe("missing");
    expect(checkChosenFile({ size: IMAGE_MAX_BYTES, type: "image/png" })).toBeNull();
    expect(checkChosenFile({ size: IMAGE_MAX_BYTES + 1, type: "image/png" })).toBe("too-large");
    expect(checkChosenFile({ size: 10, type: "image/svg+xml" })).toBe("invalid-type");
    expect(checkChosenFile({ size: 10, type: "text/plain" })).toBe("invalid-type");
    // Some systems declare no type: the server's content check decides.
    expect(checkChosenFile({ size: 10, type: "" })).toBeNull();
  });

  it("the limit is 15 MB (spec §9)", () => {
    expect(IMAGE_MAX_BYTES).toBe(15 * 1024 * 1024);
  });
});

describe("title and description", () => {
  it("trims, requires a title and turns a blank description into none", () => {
    expect(imageMetaSchema.parse({ title: "  Sommer-Challenge ", description: "  " })).toEqual({ title: "Sommer-Challenge", description: null });
    expect(imageMetaSchema.parse({ title: "A", description: "Zeile 1\r\nZeile 2" })).toEqual({ title: "A", description: "Zeile 1\nZeile 2" });
  });

  it("names the problem per field", () => {
    const blank = imageMetaSchema.safeParse({ title: "   ", description: "" });
    expect(blank.success).toBe(false);
    expect(imageFieldErrors(blank.error!)).toEqual({ title: "required" });

    const long = imageMetaSchema.safeParse({ title: "x".repeat(201), description: "y".repeat(1001) });
    expect(imageFieldErrors(long.error!)).toEqual({ title: "tooLong", description: "tooLong" });

    const control = imageMetaSchema.safeParse({ title: "a\u0000b", description: "" });
    expect(imageFieldErrors(control.error!)).toEqual({ title: "invalid" });

    expect(imageMetaSchema.safeParse({ title: "x".repeat(200), description: "y".repeat(1000) }).success).toBe(true);
  });

  it("edits and deletes name the image by its id", () => {
    expect(imageUpdateSchema.safeParse({ id: "not-a-uuid", title: "A", description: "" }).success).toBe(false);
    expect(imageUpdateSchema.safeParse({ id: "6f1c1c8e-3f0a-4a59-9d3c-2a8f0c6b9e11", title: "A", description: "" }).success).toBe(true);
    expect(imageDeleteSchema.safeParse({ id: "6f1c1c8e-3f0a-4a59-9d3c-2a8f0c6b9e11" }).success).toBe(true);
  });
});
