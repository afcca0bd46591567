// JavaScript per page against its budget (issue 14): the built app in Chromium, every script a page
// loads until it is hydrated and the network is quiet (entry, framework, route manifest, route
// chunks, and lazy chunks fetched while hydrating), each counted at its gzip -9 size from
// build/client. Also shown: what the HTML announces up front (module preloads and module imports)
// and what a page fetches later on its own while idle (e.g. the dashboard's other tabs), which
// does not count against the budget.
// Budgets (gzip): marketing pages ≤ 120 KB; the sign-in pages and member pages ≤ 150 KB; admin pages
// are listed without a budget. Exits 1 when a page is over its budget.
// Usage: npm run bench:js [-- --only /de/preise]   (run after `npm run build`; the npm script builds)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser } from "playwright-core";
import { launchBrowser, signedInContext, startServer, type RunningServer } from "../tests/e2e/support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../tests/support/member-session";
import { completeQuestionnaire } from "../tests/support/questionnaire";

const MARKETING_KB = 120;
const MEMBER_KB = 150;
const IDLE_MS = 4500;

type Who = "visitor" | "member" | "admin";
interface PageSpec {
  path: string;
  who: Who;
  budget: number | null;
  label?: string;
}

const marketing = ["", "ablauf", "preise", "dassteckthinterwatts", "success-stories", "impressum", "datenschutzerklarung", "agb"];
const PAGES: PageSpec[] = [
  ...["de", "en"].flatMap((lang) => marketing.map((slug) => ({ path: slug ? `/${lang}/${slug}` : `/${lang}`, who: "visitor" as const, budget: MARKETING_KB }))),
  { path: "/de/login", who: "visitor", budget: MEMBER_KB },
  { path: "/de/register", who: "visitor", budget: MEMBER_KB },
  { path: "/de/forgot-password", who: "visitor", budget: MEMBER_KB },
  { path: "/de/fragebogen", who: "member", budget: MEMBER_KB },
  { path: "/de/bezahlung", who: "member", budget: MEMBER_KB },
  { path: "/de/dashboard", who: "member", budget: MEMBER_KB },
  { path: "/de/dashboard?tab=plan", who: "member", budget: MEMBER_KB, label: "plan view" },
  { path: "/de/dashboard?tab=profile", who: "member", budget: MEMBER_KB },
  { path: "/de/dashboard?tab=history", who: "member", budget: MEMBER_KB },
  { path: "/en/dashboard?tab=plan", who: "member", budget: MEMBER_KB, label: "plan view" },
  { path: "/de/konto/sicherheit", who: "member", budget: MEMBER_KB, label: "account" },
  { path: "/de/kuendigen", who: "member", budget: MEMBER_KB },
  { path: "/de/admin", who: "admin", budget: null },
  { path: "/de/admin/plaene", who: "admin", budget: null },
  { path: "/de/admin/plaene/{planId}", who: "admin", budget: null },
  { path: "/de/admin/datenbank", who: "admin", budget: null },
];

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : null;

const gzipCache = new Map<string, number>();
/** gzip -9 size of a built client file (what precompress.mjs writes beside it), by its URL path. */
function gzipBytes(urlPath: string): number {
  const cached = gzipCache.get(urlPath);
  if (cached !== undefined) return cached;
  const file = path.join("build/client", urlPath);
  const size = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
  gzipCache.set(urlPath, size);
  return size;
}
const kb = (urls: Iterable<string>) => [...urls].reduce((sum, u) => sum + gzipBytes(u), 0) / 1024;

/** The scripts the HTML announces: module preloads, module scripts, and imports in inline modules. */
function announced(html: string): Set<string> {
  const urls = new Set([...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*?(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(m[1]!);
  return urls;
}

async function memberWithPlan(server: RunningServer): Promise<{ member: TestUser; coach: TestUser; planId: string }> {
  const coach = await registerAndConfirm(server.baseURL, server.dataDir, { email: "coach@bench-js.example.com", firstName: "Cora", lastName: "Coach" });
  const member = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("bench-js"), firstName: "Lea", lastName: "Last" });
  const answered = await request(server.baseURL, member.jar, "/de/fragebogen", { method: "POST", body: formBody({ ...completeQuestionnaire({}, { first_name: "Lea", last_name: "Last" }) }) });
  if (answered.status !== 302) throw new Error(`questionnaire answered ${answered.status}`);
  // The in-process worker drafts the plan; the coach approves it through the admin page.
  let planId = "";
  for (let i = 0; i < 120 && !planId; i++) {
    const html = await (await request(server.baseURL, coach.jar, "/de/admin")).text();
    planId = /\/de\/admin\/plaene\/([0-9a-f-]{36})/.exec(html)?.[1] ?? "";
    if (!planId) await new Promise((r) => setTimeout(r, 500));
  }
  if (!planId) throw new Error("no draft plan appeared in the admin queue");
  const approved = await request(server.baseURL, coach.jar, `/de/admin/plaene/${planId}`, { method: "POST", body: formBody({ intent: "approve" }) });
  if (approved.status >= 400) throw new Error(`approval answered ${approved.status}`);
  return { member, coach, planId };
}

interface Row {
  spec: PageSpec;
  upFront: Set<string>;
  loaded: Set<string>;
  later: Set<string>;
  errors: string[];
}

async function measure(browser: Browser, baseURL: string, spec: PageSpec, pathname: string, cookies: string | null): Promise<Row> {
  const lang = pathname.startsWith("/en") ? "en" : "de";
  const context = cookies
    ? await signedInContext(browser, baseURL, cookies, { width: 412, lang })
    : await browser.newContext({ viewport: { width: 412, height: 823 }, locale: lang === "en" ? "en-GB" : "de-DE" });
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.origin === baseURL && (r.resourceType() === "script" || url.pathname.endsWith(".js"))) scripts.push(url.pathname);
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  try {
    const response = await page.goto(`${baseURL}${pathname}`, { waitUntil: "load" });
    if (!response || response.status() >= 400) errors.push(`HTTP ${response?.status()}`);
    const html = (await response?.text()) ?? "";
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    const loaded = new Set(scripts);
    await page.waitForTimeout(IDLE_MS);
    const later = new Set(scripts.filter((s) => !loaded.has(s)));
    return { spec, upFront: announced(html), loaded, later, errors };
  } finally {
    await context.close();
  }
}

const server = await startServer({ ADMIN_EMAIL: "coach@bench-js.example.com", AUTH_SECRET: "bench-js-secret-0123456789abcdef012345" });
let browser: Browser | undefined;
const rows: Row[] = [];
try {
  const pages = only ? PAGES.filter((p) => p.path === only || p.path.split("?")[0] === only) : PAGES;
  if (pages.length === 0) pages.push({ path: only!, who: "visitor", budget: null });
  const needsMember = pages.some((p) => p.who !== "visitor");
  const people = needsMember ? await memberWithPlan(server) : null;
  browser = await launchBrowser();
  for (const spec of pages) {
    const pathname = spec.path.replace("{planId}", people?.planId ?? "");
    const cookies = spec.who === "member" ? people!.member.jar.header() : spec.who === "admin" ? people!.coach.jar.header() : null;
    rows.push(await measure(browser, server.baseURL, spec, pathname, cookies));
  }
} finally {
  await browser?.close();
  await server.stop();
}

const pad = (s: string, n: number) => s.padEnd(n);
const num = (v: number) => v.toFixed(1).padStart(6);
console.log(`JavaScript per page, gzip -9 KB (loaded = everything fetched until hydrated and the network is quiet; later = fetched on its own within ${IDLE_MS / 1000} s after that, not counted)`);
console.log(`${pad("page", 34)} ${"budget".padStart(6)} ${"loaded".padStart(6)} files ${"HTML".padStart(6)} ${"later".padStart(6)}  result`);
let failures = 0;
for (const r of rows) {
  const loaded = kb(r.loaded);
  const over = r.spec.budget !== null && loaded > r.spec.budget;
  if (over) failures++;
  const result = r.spec.budget === null ? "(no budget)" : over ? `FAIL (+${(loaded - r.spec.budget).toFixed(1)})` : "pass";
  const name = `${r.spec.path}${r.spec.label ? ` (${r.spec.label})` : ""}`;
  console.log(`${pad(name, 34)} ${(r.spec.budget === null ? "–" : String(r.spec.budget)).padStart(6)} ${num(loaded)} ${String(r.loaded.size).padStart(5)} ${num(kb(r.upFront))} ${num(kb(r.later))}  ${result}`);
  if (r.errors.length) console.log(`    browser errors: ${r.errors.join(" | ").slice(0, 400)}`);
}
if (process.argv.includes("--files")) {
  for (const r of rows) {
    console.log(`\n${r.spec.path}`);
    for (const u of [...r.loaded].sort((a, b) => gzipBytes(b) - gzipBytes(a))) console.log(`  ${num(gzipBytes(u) / 1024)}  ${u}${r.upFront.has(u) ? "" : "  (not in the HTML)"}`);
  }
}
console.log(failures ? `\n${failures} page(s) over budget` : `\nall pages within budget`);
process.exit(failures ? 1 : 0);
