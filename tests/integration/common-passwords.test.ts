/**
 * Common and trivial passwords are refused wherever a new password is set (issue 13, finding 9):
 * the login page's register mode, the register page and better-auth's own sign-up endpoint, with the
 * localized message that keeps the spec's length rule; an ordinary password still works. Runs the
 * built server on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authContent } from "~/i18n/pages/auth";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { createPostgresDatabase, DRIVERS } from "./support/db";
import { Browserish, freshIp, waitForOutboxLink } from "./support/http";

const COMMON = ["123456", "aaaaaa", "password", "Passwort", "qwerty", "abcdef"];

describe.each(DRIVERS)("common passwords on %s", (driver) => {
  let server: RunningServer;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let extra: Record<string, string> = {};
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      drop = created.drop;
      extra = { DATABASE_URL: created.url };
    }
    server = await startServer({ AUTH_SECRET: "common-pw-secret-0123456789abcdef012345", ...extra });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("refuses them on every sign-up path with the localized message, and accepts an ordinary one", async () => {
    for (const [i, password] of COMMON.entries()) {
      const lang = i % 2 === 0 ? "de" : "en";
      const client = new Browserish(server.baseURL, { ip: freshIp() });
      const email = `common-${driver}-${i}@example.com`;
      const page = await client.post(`/${lang}/login`, { intent: "register", email, password, firstName: "Paula", lastName: "Passwort" });
      expect(page.status, password).toBe(400);
      expect(page.text, password).toContain(authContent[lang].server.PASSWORD_TOO_COMMON);
      const register = await client.post(`/${lang}/register`, { email, password, confirmPassword: password });
      expect(register.status, password).toBe(400);
      const api = await fetch(`${server.baseURL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.baseURL, "x-forwarded-for": freshIp() },
        body: JSON.stringify({ email, password, name: "Paula" }),
      });
      expect(api.status, password).toBe(400);
      expect(((await api.json()) as { code: string }).code).toBe("PASSWORD_TOO_COMMON");
    }
    // The message keeps the spec's length rule.
    expect(authContent.de.server.PASSWORD_TOO_COMMON).toContain("mindestens 6 Zeichen");
    const ok = await new Browserish(server.baseURL, { ip: freshIp() }).post("/de/login", {
      intent: "register",
      email: `ordinary-${driver}@example.com`,
      password: "Hantelbank-im-Keller",
      firstName: "Paula",
      lastName: "Passwort",
    });
    expect(ok.status).toBe(200);

    // Confirming in another browser sets the confirmer's own password: the same rule applies there.
    const link = await waitForOutboxLink(server.dataDir, `ordinary-${driver}@example.com`, /https?:\/\/[^\s"'<>]+\/auth\/callback\?token=[^\s"'<>]+/);
    const other = new Browserish(server.baseURL, { ip: freshIp() });
    const target = new URL(link.replace(/&amp;/g, "&"));
    await other.get(target.pathname + target.search);
    const opened = await other.post("/de/auth/callback", { intent: "verify" });
    expect(opened.text).toContain('data-testid="callback-password"');
    const common = await other.post("/de/auth/callback", { intent: "set-password", newPassword: "password", confirmPassword: "password" });
    expect(common.status).toBe(400);
    expect(common.text).toContain(authContent.de.server.PASSWORD_TOO_COMMON);
    const own = await other.post("/de/auth/callback", { intent: "set-password", newPassword: "Kurzhantel-Satz-4", confirmPassword: "Kurzhantel-Satz-4" });
    expect(own.status).toBe(302);
  });
});
