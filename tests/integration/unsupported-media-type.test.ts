/**
 * A form post or a `.data` request with a body of the wrong kind (issue 25, item 6): 415 with the
 * status text "Unsupported Media Type" (not React Router's default "Internal Server Error"), the title
 * and text in the URL's language, no stack trace. Over HTTP against the built server.
 * Negative control: the same post as a form is not refused as 415.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogs } from "~/i18n";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { freshIp } from "./support/http";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

async function post(path: string, contentType: string, body: string) {
  const res = await fetch(`${server.baseURL}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": contentType, origin: server.baseURL, "x-forwarded-for": freshIp() },
    body,
  });
  return { status: res.status, statusText: res.statusText, text: await res.text() };
}

describe("a body of the wrong kind", () => {
  for (const lang of ["de", "en"] as const) {
    const m = catalogs[lang].unsupportedMediaType;
    const other = catalogs[lang === "de" ? "en" : "de"].unsupportedMediaType;

    it(`a .data request (${lang}) answers 415 "Unsupported Media Type" with the ${lang} text`, async () => {
      for (const [type, body] of [["text/plain", "email=a"], ["application/json", '{"email":"a"}']]) {
        const res = await post(`/${lang}/login.data`, type!, body!);
        expect(res.status, res.text).toBe(415);
        expect(res.statusText).toBe("Unsupported Media Type");
        // The turbo-stream error response: status, status text, then the data with the localized text.
        expect(res.text).toContain('415,"Unsupported Media Type"');
        expect(res.text).not.toContain("Internal Server Error");
        expect(res.text).toContain(m.title);
        expect(res.text).toContain(m.text);
        expect(res.text).not.toContain(other.title);
        expect(res.text).not.toMatch(/\n\s+at |\bat \S+ \(/);
      }
    });

    it(`a document form post (${lang}) answers 415 with the ${lang} error page`, async () => {
      const res = await post(`/${lang}/register`, "text/plain", "email=a");
      expect(res.status).toBe(415);
      expect(res.statusText).toBe("Unsupported Media Type");
      expect(res.text).toContain(m.title);
      expect(res.text).not.toContain(other.title);
      expect(res.text).not.toContain("Internal Server Error");
      expect(res.text).not.toMatch(/\n\s+at /);
    });
  }

  it("control: the same posts as forms are not refused as 415", async () => {
    for (const path of ["/de/login.data", "/en/login", "/en/register"]) {
      const res = await post(path, "application/x-www-form-urlencoded", "email=a&password=b");
      expect(res.status, `${path}: ${res.text.slice(0, 300)}`).not.toBe(415);
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toContain(catalogs.de.unsupportedMediaType.title);
    }
  });
});
