import { describe, expect, it } from "vitest";
import { hasOpenPlaceholders, inlineTokens, placeholdersOf } from "./legal";
import { filledDocument, hasPlaceholders, placeholderValues } from "./legal-company";
import { imprintContent } from "./imprint";
import { privacyContent } from "./privacy";
import { termsContent } from "./terms";
import { PAGE_SLUGS } from "~/i18n/config";
import { COMPANY_FIELDS } from "~/domain/legal/company";

describe("legal inline syntax", () => {
  it("splits text, placeholders and links", () => {
    expect(inlineTokens("An [Firmenname], siehe [Impressum](/impressum).")).toEqual([
      { kind: "text", text: "An " },
      { kind: "placeholder", text: "[Firmenname]" },
      { kind: "text", text: ", siehe " },
      { kind: "link", text: "Impressum", href: "/impressum" },
      { kind: "text", text: "." },
    ]);
  });

  it("leaves parentheses that do not follow a bracket alone", () => {
    expect(inlineTokens("Verbraucher(s) (*) [Ort] (nur auf Papier)")).toEqual([
      { kind: "text", text: "Verbraucher(s) (*) " },
      { kind: "placeholder", text: "[Ort]" },
      { kind: "text", text: " (nur auf Papier)" },
    ]);
  });
});

const inlineTokensOf = (doc: (typeof imprintContent)["de"]) =>
  doc.sections
    .flatMap((s) => s.blocks)
    .flatMap((b) => (typeof b === "string" ? [b] : Array.isArray(b) ? b : "lines" in b ? b.lines : "table" in b ? b.table.rows.flat() : []))
    .flatMap((t) => inlineTokens(t))
    .flatMap((t) => (t.kind === "placeholder" ? [t.text] : []));

describe("legal documents", () => {
  const docs = { imprint: imprintContent, privacy: privacyContent, terms: termsContent };

  it.each(Object.entries(docs))("%s has the same sections in German and English", (_name, doc) => {
    expect(doc.en.sections.map((s) => s.id)).toEqual(doc.de.sections.map((s) => s.id));
    expect(doc.de.updated).toBe("Stand: November 2026");
    expect(doc.en.updated).toBe("Last updated: November 2026");
  });

  it.each(Object.entries(docs))("%s marks unknown company data as placeholders in both languages", (_name, doc) => {
    expect(hasPlaceholders(doc.de)).toBe(true);
    expect(hasPlaceholders(doc.en)).toBe(true);
  });

  it("sends the values of the configured placeholders only, keyed as written, in either language", () => {
    const company = { city: "Leipzig", name: "Watts GmbH" };
    const de = placeholderValues(imprintContent.de, company);
    expect(de).toEqual({ "[Ort]": "Leipzig", "[Firmenname und Rechtsform]": "Watts GmbH" });
    expect(placeholderValues(imprintContent.en, company)).toMatchObject({ "[City]": "Leipzig", "[Company name and legal form]": "Watts GmbH" });
    expect(hasOpenPlaceholders(imprintContent.de, de)).toBe(true);
    const all = Object.fromEntries(inlineTokensOf(imprintContent.de).map((p) => [p, "x"]));
    expect(hasOpenPlaceholders(imprintContent.de, all)).toBe(false);
  });

  it("writes the configured values into the text the browser gets; the note goes once nothing is left to fill", () => {
    const partial = filledDocument(imprintContent.de, { city: "Leipzig", registerCourt: "Amtsgericht [Leipzig]" });
    const text = JSON.stringify(partial.doc);
    expect(text).toContain("[Postleitzahl] Leipzig");
    expect(text).not.toContain("[Ort]");
    // A value with square brackets would read as a placeholder: it travels beside the text.
    expect(partial.values).toEqual({ "[Amtsgericht]": "Amtsgericht [Leipzig]" });
    expect(partial.doc.placeholderNote).toBe(imprintContent.de.placeholderNote);
    const everything = Object.fromEntries(Object.keys(COMPANY_FIELDS).map((k) => [k, `Wert ${k}`]));
    const full = filledDocument(privacyContent.en, everything);
    expect(hasOpenPlaceholders(full.doc, full.values)).toBe(false);
    expect(full.doc.placeholderNote).toBe("");
    expect(placeholdersOf(full.doc)).toEqual([]);
    // Links stay links.
    expect(JSON.stringify(full.doc)).toContain("](/");
  });

  it("links only to pages that exist", () => {
    const hrefs = Object.values(docs)
      .flatMap((d) => [d.de, d.en])
      .flatMap((d) => d.sections.flatMap((s) => s.blocks))
      .flatMap((b) => (typeof b === "string" ? [b] : Array.isArray(b) ? b : "lines" in b ? b.lines : []))
      .flatMap((t) => inlineTokens(t))
      .flatMap((t) => (t.kind === "link" ? [t.href] : []));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(PAGE_SLUGS as readonly string[]).toContain(href.replace(/^\//, ""));
    expect(hrefs).toContain("/kuendigen");
  });
});

describe("privacy: what the AI service receives (issue 13 finding 11)", () => {
  const section = (lang: "de" | "en") =>
    privacyContent[lang].sections.find((s) => s.id === "ki")!.blocks.filter((b): b is string => typeof b === "string").join("\n");

  it("says that free texts are scrubbed of names and contact data, in German and English", () => {
    expect(section("de")).toMatch(/ersetzen wir darin automatisch Ihren Vor- und Nachnamen \(auch in anderen Schreibweisen/);
    expect(section("de")).toContain("Telefonnummern, E-Mail-Adressen, IBANs, Straßenadressen und Links");
    expect(section("de")).toContain("Namen anderer Personen und sonstige Angaben erkennt dieser Filter nicht zuverlässig");
    expect(section("en")).toMatch(/we automatically replace your first and last name in them \(also in other spellings/);
    expect(section("en")).toContain("phone numbers, e-mail addresses, IBANs, street addresses and links");
    expect(section("en")).toContain("cannot reliably recognise the names of other people");
  });

  it("lists what follow-up plans add: previous plans, logged sets and feedback", () => {
    expect(section("de")).toContain("Bei Folgeplänen kommen Ihre bisherigen Pläne (höchstens die letzten vier)");
    expect(section("en")).toContain("For follow-up plans we add your previous plans (the last four at most)");
  });
});
