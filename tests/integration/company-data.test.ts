/**
 * Company data of the legal pages from configuration (COMPANY_FILE, decision 0036): a real
 * deployment (https APP_URL) with placeholders left refuses to start with one clear line; with the
 * file the pages show its values; a local run without it shows the placeholders and the notice.
 * The rule runs before the database opens, so one driver (PGlite) covers it.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../e2e/support/harness";

const EXAMPLE = path.resolve("docs/company.example.json");
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
});

async function page(server: RunningServer, pathname: string): Promise<string> {
  const res = await fetch(`${server.baseURL}${pathname}`);
  expect(res.status, pathname).toBe(200);
  // React separates adjacent text nodes with empty comments.
  return (await res.text()).replaceAll("<!-- -->", "");
}

describe("company data for imprint, privacy policy and terms", () => {
  it("an https APP_URL without the company data refuses to start with one line naming what is missing", async () => {
    const error = await startServer({ APP_URL: "https://watts.example", COMPANY_FILE: "" }).then(
      (s) => {
        running.push(s);
        return null;
      },
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(error).toMatch(/^server exited \(1\)/);
    const lines = (error ?? "").split("\n").filter((l) => l.startsWith("Cannot start"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: APP_URL is https \(a real deployment\), but imprint, privacy policy and terms still have placeholders: set name, street, postcode, city, .* in .*company\.json \(COMPANY_FILE, see docs\/operations\.md\)$/);
  });

  it("a broken company file refuses to start and says which key", async () => {
    const error = await startServer({ COMPANY_FILE: path.resolve("package.json") }).then(
      (s) => {
        running.push(s);
        return "";
      },
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(error).toMatch(/Cannot start: .*package\.json: Unrecognized key/);
  });

  it("with the file, an https deployment starts and the pages show the company's values instead of placeholders", async () => {
    const server = await startServer({ APP_URL: "https://watts.example", COMPANY_FILE: EXAMPLE });
    running.push(server);
    const imprint = await page(server, "/de/impressum");
    expect(imprint).toContain("Watts Training GmbH");
    expect(imprint).toContain("Registernummer: HRB 00000");
    expect(imprint).toContain("Musterstraße 1");
    expect(imprint).not.toContain("<mark");
    expect(imprint).not.toContain("sind Platzhalter");
    const privacy = await page(server, "/en/datenschutzerklarung");
    expect(privacy).toContain("Beispiel Hosting AG, Hostingweg 2, 10115 Berlin");
    expect(privacy).toContain("datenschutz@watts.example");
    expect(privacy).not.toContain("[Name and address of the hosting provider]");
    const terms = await page(server, "/de/agb");
    expect(terms).toContain("Watts Training GmbH");
    expect(terms).not.toContain("[Firmenname und Rechtsform]");
  });

  it("a local run without the file shows the placeholders highlighted and the notice", async () => {
    const server = await startServer({ COMPANY_FILE: "" });
    running.push(server);
    const imprint = await page(server, "/en/impressum");
    expect(imprint).toContain("<mark");
    expect(imprint).toContain("[Company name and legal form]");
    expect(imprint).toContain("are placeholders");
  });
});
