// Lighthouse (mobile emulation, the default config) against the production build for every public
// page in de and en. Prints the four category scores and the JavaScript sent per page.
// Usage: npm run bench:pages [-- --only /de/preise]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PUBLIC_SLUGS = ["", "ablauf", "preise", "dassteckthinterwatts", "success-stories", "impressum", "datenschutzerklarung", "agb"];
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : null;

if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const port = 3950;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-lh-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", APP_URL: `http://127.0.0.1:${port}` },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 600) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
});

const categories = ["performance", "accessibility", "best-practices", "seo"];
const rows = [];
try {
  const paths = ["de", "en"].flatMap((lang) => PUBLIC_SLUGS.map((slug) => (slug ? `/${lang}/${slug}` : `/${lang}`)));
  for (const p of paths.filter((x) => !only || x === only)) {
    const result = await lighthouse(`${base}${p}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
    const lhr = result.lhr;
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === "Script");
    const jsTransfer = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push({ path: p, scores, jsKb: jsTransfer / 1024, scripts: scripts.length, failing });
    console.log(
      `${p.padEnd(32)} perf ${String(scores[0]).padStart(3)}  a11y ${String(scores[1]).padStart(3)}  best ${String(scores[2]).padStart(3)}  seo ${String(scores[3]).padStart(3)}  JS ${(jsTransfer / 1024).toFixed(1)} KB gzip in ${scripts.length} files  LCP ${lhr.audits["largest-contentful-paint"]?.displayValue ?? "?"}${failing.length ? `  failing: ${failing.join(", ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const min = (i) => Math.min(...rows.map((r) => r.scores[i]));
console.log(
  `\nminimum over ${rows.length} pages: performance ${min(0)}, accessibility ${min(1)}, best practices ${min(2)}, SEO ${min(3)} (target ≥ 95 each); JavaScript per page ${Math.min(...rows.map((r) => r.jsKb)).toFixed(1)}–${Math.max(...rows.map((r) => r.jsKb)).toFixed(1)} KB gzip`,
);
