/**
 * One form of address in German: every German text of the catalogues, the page copy (marketing, legal,
 * account, member and admin pages) and the mails uses "Sie". The informal pronouns may not come back.
 * (The exercise database and the generated plan texts are content of their own, not scanned here.)
 */
import { describe, expect, it } from "vitest";
import { de } from "./de";
import { MAIL_TEMPLATES, renderTemplate } from "./mail";

const INFORMAL = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure|euren|eurem|eurer|eures)\b/i;

/** Every string inside a value (objects, arrays), with its path. */
function strings(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

function informal(entries: Array<[string, string]>): string[] {
  return entries.filter(([, text]) => INFORMAL.test(text)).map(([path, text]) => `${path}: ${text.match(INFORMAL)![0]} in "${text.slice(0, 120)}"`);
}

const pageModules = import.meta.glob<Record<string, unknown>>(["./pages/**/*.ts", "./pages/**/*.tsx", "!./pages/**/*.test.ts"], { eager: true });

describe("German uses 'Sie' throughout", () => {
  it("the scanner finds informal forms (so it can fail)", () => {
    expect(informal([["x", "Dein Plan für dich"]])).toHaveLength(1);
    expect(informal([["x", "Ihr Plan für Sie; Dirndl und Dusche sind keine Pronomen"]])).toEqual([]);
  });

  it("the shared German catalogue", () => {
    expect(informal(strings(de, "de", []))).toEqual([]);
  });

  it("the German page copy of every page module (marketing, legal, 404, account, member, admin)", () => {
    const found: Array<[string, string]> = [];
    let germanBlocks = 0;
    for (const [file, mod] of Object.entries(pageModules)) {
      for (const [name, value] of Object.entries(mod)) {
        if (value && typeof value === "object" && "de" in value) {
          germanBlocks += 1;
          strings((value as { de: unknown }).de, `${file}:${name}.de`, found);
        }
      }
    }
    expect(germanBlocks).toBeGreaterThan(15);
    expect(informal(found)).toEqual([]);
  });

  it("every German mail", () => {
    const vars = { firstName: "Anna", url: "https://example.com/x", dashboardUrl: "https://example.com/d", loginUrl: "https://example.com/l", contract: "Abo", kind: "Ordentliche Kündigung", receivedAt: "24.11.2026, 13:00", endsAt: "05.12.2026" };
    const texts = MAIL_TEMPLATES.flatMap((template) => {
      const mail = renderTemplate(template, "de", vars);
      return [[`${template}.subject`, mail.subject], [`${template}.text`, mail.text]] as Array<[string, string]>;
    });
    expect(informal(texts)).toEqual([]);
  });
});
