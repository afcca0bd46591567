// `npx tsx scripts/pwa-icons.ts`: renders the installable app's icons (web app manifest, Apple touch
// icon) from the brand mark of public/favicon.svg with the installed Chromium and writes them to
// public/icons/ (committed; re-run after changing the brand mark or colours).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/support/harness";

const BOLT = '<path d="M36 8 16 36h13l-3 20 22-30H34z" fill="#fff"/>';
const OUT = path.resolve("public/icons");

/** `any`: the rounded square of the favicon; `maskable`: full-bleed colour, the bolt inside the 80 % safe zone. */
function svg(kind: "any" | "maskable"): string {
  if (kind === "any") return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#c2410c"/>${BOLT}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c2410c"/><g transform="translate(12.8 12.8) scale(0.6)">${BOLT}</g></svg>`;
}

const ICONS: Array<{ file: string; size: number; kind: "any" | "maskable" }> = [
  { file: "icon-192.png", size: 192, kind: "any" },
  { file: "icon-512.png", size: 512, kind: "any" },
  { file: "icon-maskable-512.png", size: 512, kind: "maskable" },
  { file: "apple-touch-icon.png", size: 180, kind: "maskable" },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<!doctype html><style>*{margin:0}body{width:${icon.size}px;height:${icon.size}px;background:transparent}svg{display:block;width:100%;height:100%}</style>${svg(icon.kind)}`);
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
