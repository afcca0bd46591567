/**
 * End-to-end harness: the built server (`node server.js`) on a free port with its own fresh
 * DATA_DIR, and Debian's Chromium driven by Playwright.
 */
import AxeBuilder from "@axe-core/playwright";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");

export interface RunningServer {
  baseURL: string;
  /** The server process (to read its memory from /proc). */
  pid: number;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("No build found: run `npm run build` first (npm test does).");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-e2e-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseURL}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    pid: child.pid!,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  // Every context (browser.newPage makes one too) reports Content-Security-Policy violations.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCspViolations(context);
    return context;
  };
  return browser;
}

const cspViolations: string[] = [];

/**
 * Records every Content-Security-Policy violation of the context's pages: the DOM's
 * `securitypolicyviolation` event and Chromium's console error. tests/e2e/support/setup.ts fails
 * the test during which one happened, so every end-to-end run checks the policy.
 */
async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__wattsCspViolation", ({ page }, detail: string) => {
    cspViolations.push(`${page?.url() ?? "?"}: ${detail}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __wattsCspViolation?: (d: string) => void }).__wattsCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile || "document"}:${e.lineNumber}) ${e.sample}`);
    });
  });
  context.on("console", (msg) => {
    if (msg.type() === "error" && /Content.Security.Policy/i.test(msg.text())) cspViolations.push(`${msg.location().url}: ${msg.text()}`);
  });
}

/** The CSP violations recorded since the last call (and forgets them). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0, cspViolations.length);
}

export async function newContext(
  browser: Browser,
  options: { width?: number; locale?: string } = {},
): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  return browser.newContext({
    viewport: { width, height: width < 768 ? 740 : 900 },
    locale: options.locale ?? "de-DE",
    extraHTTPHeaders: { "Accept-Language": options.locale?.startsWith("en") ? "en-US,en;q=0.9" : "de-DE,de;q=0.9" },
  });
}

/** Collects uncaught page errors and console errors, so tests can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  return errors;
}

/** A PNG of the whole page (or only the viewport, e.g. to show a fixed bar where the user sees it). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}

/** Waits until React has hydrated (the root sets data-hydrated on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
}

/** Lets finite CSS animations finish (a toast sliding in), so checks see the final colours. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core (WCAG 2.1 A/AA and best practices): the serious and critical violations, one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * A browser context already signed in with the cookies of an HTTP session (a cookie header of the
 * test's jar), phone-sized below 768 px, in the page language's locale.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  cookieHeader: string,
  options: { width: number; lang?: "de" | "en"; height?: number; mobile?: boolean },
): Promise<BrowserContext> {
  const en = options.lang === "en";
  const ctx = await browser.newContext({
    viewport: { width: options.width, height: options.height ?? (options.width < 768 ? 812 : 900) },
    // A phone: touch events and the mobile viewport (what a customer in the gym has).
    ...(options.mobile ? { isMobile: true, hasTouch: true } : {}),
    locale: en ? "en-GB" : "de-DE",
    extraHTTPHeaders: { "Accept-Language": en ? "en-GB,en;q=0.9" : "de-DE,de;q=0.9" },
  });
  const host = new URL(baseURL).hostname;
  await ctx.addCookies(
    cookieHeader
      .split("; ")
      .filter(Boolean)
      .map((pair) => {
        const i = pair.indexOf("=");
        return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: host, path: "/", httpOnly: true, sameSite: "Lax" as const };
      }),
  );
  return ctx;
}
