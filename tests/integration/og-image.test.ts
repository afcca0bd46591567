/**
 * The link preview image: every page's og:image (and twitter:image) points to its language's PNG,
 * which the server answers as a 1200 × 630 image/png. Static files need no database, so one driver
 * (PGlite) covers it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../e2e/support/harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function metaContent(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m?.[1] ?? null;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("og:image", () => {
  for (const [lang, pathname] of [
    ["de", "/de"],
    ["en", "/en"],
    ["de", "/de/preise"],
    ["en", "/en/impressum"],
  ] as const) {
    it(`${pathname} points to the ${lang} image, which answers 200 image/png 1200 × 630`, async () => {
      const html = await (await fetch(`${server.baseURL}${pathname}`)).text();
      const image = metaContent(html, "og:image");
      expect(image).toBe(`${server.baseURL}/og-image-${lang}.png`);
      expect(metaContent(html, "twitter:image")).toBe(image);
      expect(metaContent(html, "og:image:alt")).toBeTruthy();
      const res = await fetch(image!);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    });
  }
});
