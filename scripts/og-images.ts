// `npm run og:images`: renders the link preview images (1200 × 630, one per language) with the
// installed Chromium and writes them to public/og-image-{de,en}.png (committed; re-run after changing
// app/i18n/pages/og-image.ts or the brand colours).
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/support/harness";
import { LANGUAGES } from "../app/i18n/config";
import { ogImageContent, ogImagePath } from "../app/i18n/pages/og-image";

const WIDTH = 1200;
const HEIGHT = 630;

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function html(lang: "de" | "en"): string {
  const t = ogImageContent[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #0f172a;
    background: linear-gradient(135deg, #fff7ed 0%, #ffffff 55%, #ffedd5 100%); position: relative; overflow: hidden; }
  .stripe { position: absolute; right: -200px; top: -80px; width: 520px; height: 820px; background: #c2410c; transform: rotate(18deg); }
  .stripe2 { position: absolute; right: 220px; top: -80px; width: 26px; height: 820px; background: #fb923c; transform: rotate(18deg); }
  .bolt { position: absolute; right: 20px; top: 175px; width: 280px; height: 280px; }
  .content { position: absolute; left: 72px; top: 60px; width: 720px; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 44px; font-weight: 800; letter-spacing: -0.5px; }
  .brand svg { width: 64px; height: 64px; }
  .eyebrow { margin-top: 54px; font-size: 22px; font-weight: 700; letter-spacing: 3px; text-transform: uppercase; color: #9a3412; }
  h1 { margin-top: 16px; font-size: 54px; line-height: 1.08; font-weight: 800; letter-spacing: -1px; }
  p { margin-top: 22px; font-size: 27px; line-height: 1.35; color: #334155; }
  ul { list-style: none; padding: 0; margin-top: 28px; display: flex; gap: 14px; }
  li { white-space: nowrap; font-size: 20px; font-weight: 700; background: #ffffff; border: 2px solid #fed7aa; border-radius: 999px; padding: 10px 20px; color: #7c2d12; }
</style></head><body>
  <div class="stripe"></div><div class="stripe2"></div>
  <svg class="bolt" viewBox="0 0 64 64"><path d="M36 8 16 36h13l-3 20 22-30H34z" fill="#fff"/></svg>
  <div class="content">
    <div class="brand"><svg viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#c2410c"/><path d="M36 8 16 36h13l-3 20 22-30H34z" fill="#fff"/></svg>Watts</div>
    <div class="eyebrow">${escape(t.eyebrow)}</div>
    <h1>${escape(t.title)}</h1>
    <p>${escape(t.text)}</p>
    <ul>${t.points.map((p) => `<li>${escape(p)}</li>`).join("")}</ul>
  </div>
</body></html>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  for (const lang of LANGUAGES) {
    await page.setContent(html(lang), { waitUntil: "load" });
    const file = path.resolve("public", ogImagePath(lang).slice(1));
    await page.screenshot({ path: file, type: "png", clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
    console.log(`${path.relative(process.cwd(), file)} (${WIDTH}×${HEIGHT})`);
  }
} finally {
  await browser.close();
}
