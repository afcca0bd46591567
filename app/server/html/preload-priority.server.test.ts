import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { modulePreloadPriorityTransform, rewriteModulePreloads } from "./preload-priority.server";

async function streamThrough(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const transformed = Readable.from(chunks).pipe(modulePreloadPriorityTransform());
  for await (const chunk of transformed) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString("utf8");
}

const page =
  '<html><head><title>Übungen für Anfänger</title></head><body><p>Größe</p>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<link rel="preload" as="image" href="/images/hero.svg"/><script type="module">import "/assets/a.js";</script></body></html>';
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe("module preload priority", () => {
  it("marks every module preload, and nothing else, as low priority", () => {
    const out = rewriteModulePreloads(page);
    expect(out).toBe(expected);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" href="/images/hero.svg"/>');
  });

  it("gives the same result however the stream is cut, including inside tags and multi-byte characters", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (let size = 1; size <= 40; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await streamThrough(chunks)).toBe(expected);
    }
  });

  it("passes a document without preloads through unchanged", async () => {
    const html = "<p>Fortschritt – 3 × 10 Wiederholungen <link</p>";
    expect(await streamThrough([Buffer.from(html)])).toBe(html);
  });
});
