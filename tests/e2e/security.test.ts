/**
 * Issue 13, finding 5 in the browser: the Content-Security-Policy is enforced (an injected inline
 * script without the nonce does not run and is reported), React Router's own inline scripts run with
 * the nonce (the page hydrates), and no other site can frame our pages. The harness fails every e2e
 * test on a violation; this file also proves that the detector sees one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newContext, startServer, takeCspViolations, waitForHydration, type RunningServer } from "./support/harness";

describe("Content-Security-Policy in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("runs React Router's scripts with the nonce and blocks an injected inline script, which the harness records", async () => {
    const ctx = await newContext(browser, { width: 375 });
    const page = await ctx.newPage();
    await page.goto(`${server.baseURL}/de/login`);
    await waitForHydration(page);
    expect(takeCspViolations()).toEqual([]);
    // What an injection would do: an inline script element without the nonce.
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true;";
      document.body.appendChild(s);
    });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false);
    const seen = takeCspViolations();
    expect(seen.some((v) => /script-src/.test(v))).toBe(true);
    await ctx.close();
  });

  it("another site cannot frame a page (frame-ancestors 'none')", async () => {
    const ctx = await newContext(browser, { width: 1280 });
    const page = await ctx.newPage();
    await page.setContent(`<iframe id="f" src="${server.baseURL}/de/login" width="400" height="300"></iframe>`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f.url().startsWith(server.baseURL));
    const framedTitle = frame ? await frame.title().catch(() => "") : "";
    expect(framedTitle).toBe("");
    takeCspViolations();
    await ctx.close();
  });
});
