// Lighthouse (mobile emulation, the default config) against the production build for every public
// page in de and en. Prints the four category scores (median of several runs: simulated throttling
// varies from run to run), the key metrics and the HTML and JavaScript sent per page.
// Usage: npm run bench:pages [-- --only /de/preise] [-- --runs 5]   (--only takes any path, e.g. /de/login)
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
const runsIndex = process.argv.indexOf("--runs");
const runs = runsIndex > 0 ? Math.max(1, Number(process.argv[runsIndex + 1]) || 1) : 3;

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
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const paths = ["de", "en"].flatMap((lang) => PUBLIC_SLUGS.map((slug) => (slug ? `/${lang}/${slug}` : `/${lang}`)));
  // `--only` also takes a path outside the public list (e.g. /de/login).
  for (const p of only ? [only] : paths) {
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${p}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
      reports.push(result.lhr);
    }
    // The median run by performance score (Lighthouse's own advice for its run-to-run variance).
    const byPerf = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = byPerf[Math.floor(byPerf.length / 2)];
    const scores = categories.map((c) => median(reports.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100))));
    const perfRuns = reports.map((r) => Math.round(r.categories.performance.score * 100));
    // A run Lighthouse could not finish scores 0 and counts as such; its reason is printed.
    const runErrors = reports.map((r) => r.runtimeError?.code).filter(Boolean);
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === "Script");
    const jsTransfer = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const htmlTransfer = requests.find((r) => r.resourceType === "Document")?.transferSize ?? 0;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    const metric = (id) => lhr.audits[id]?.displayValue ?? "?";
    rows.push({ path: p, scores, perfRuns, jsKb: jsTransfer / 1024, scripts: scripts.length, failing });
    console.log(
      `${p.padEnd(26)} perf ${String(scores[0]).padStart(3)} (runs ${perfRuns.join("/")})  a11y ${scores[1]}  best ${scores[2]}  seo ${scores[3]}  HTML ${(htmlTransfer / 1024).toFixed(1)} KB  JS ${(jsTransfer / 1024).toFixed(1)} KB gzip in ${scripts.length} files  FCP ${metric("first-contentful-paint")} LCP ${metric("largest-contentful-paint")} TBT ${metric("total-blocking-time")} CLS ${metric("cumulative-layout-shift")}${failing.length ? `  failing: ${failing.join(", ")}` : ""}${runErrors.length ? `  failed runs: ${runErrors.join(", ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const min = (i) => Math.min(...rows.map((r) => r.scores[i]));
const worstSingleRun = Math.min(...rows.flatMap((r) => r.perfRuns));
console.log(
  `\nminimum over ${rows.length} pages (median of ${runs} runs each): performance ${min(0)}, accessibility ${min(1)}, best practices ${min(2)}, SEO ${min(3)} (targets: performance ≥ 98, the others ≥ 95; worst single performance run ${worstSingleRun}); JavaScript per page ${Math.min(...rows.map((r) => r.jsKb)).toFixed(1)}–${Math.max(...rows.map((r) => r.jsKb)).toFixed(1)} KB gzip`,
);
