/**
 * The legal texts meet the company data (COMPANY_FILE): which placeholders have values, which fields
 * are still missing. Used by the server (the legal pages' loaders, the start-up check) and tests;
 * apart from ./legal.ts so that the field table stays out of the browser's code (issue 14).
 */
import { companyFieldOf, companyValue, type CompanyData, type CompanyField } from "~/domain/legal/company";
import { hasOpenPlaceholders, inlineTokens, placeholdersOf, type LegalBlock, type LegalDocument, type PlaceholderValues } from "./legal";

/** Whether a document still contains values the company has to supply (none configured for them). */
export function hasPlaceholders(doc: LegalDocument, company: CompanyData = {}): boolean {
  return hasOpenPlaceholders(doc, placeholderValues(doc, company));
}

/** The configured value of every placeholder of the document that has one. */
export function placeholderValues(doc: LegalDocument, company: CompanyData): PlaceholderValues {
  const values: PlaceholderValues = {};
  for (const p of placeholdersOf(doc)) {
    const value = companyValue(p, company);
    if (value !== null) values[p] = value;
  }
  return values;
}

/** The company fields the documents need that the configuration does not give (decision 0036). */
export function missingCompanyFields(docs: LegalDocument[], company: CompanyData): CompanyField[] {
  const missing = new Set<CompanyField>();
  for (const doc of docs) {
    for (const p of placeholdersOf(doc)) {
      const field = companyFieldOf(p);
      if (field && !company[field]) missing.add(field);
    }
  }
  return [...missing];
}

/**
 * A legal page's text as the browser gets it: the configured values written into the text (so the
 * page's data carries no placeholder that has a value, and no placeholder note once none is left),
 * the few values that contain square brackets (which the inline syntax would read as placeholders)
 * in `values` instead.
 */
export function filledDocument(doc: LegalDocument, company: CompanyData): { doc: LegalDocument; values: PlaceholderValues } {
  const all = placeholderValues(doc, company);
  const values: PlaceholderValues = {};
  const fill = (text: string): string =>
    inlineTokens(text)
      .map((t) => {
        if (t.kind === "text") return t.text;
        if (t.kind === "link") return `[${t.text}](${t.href})`;
        const value = all[t.text];
        if (value === undefined) return t.text;
        if (!/[[\]]/.test(value)) return value;
        values[t.text] = value;
        return t.text;
      })
      .join("");
  const block = (b: LegalBlock): LegalBlock => {
    if (typeof b === "string") return fill(b);
    if (Array.isArray(b)) return b.map(fill);
    if ("lines" in b) return { lines: b.lines.map(fill) };
    if ("table" in b) return { table: { ...b.table, rows: b.table.rows.map((row) => row.map(fill)) } };
    return b;
  };
  const filled: LegalDocument = {
    ...doc,
    intro: doc.intro.map(fill),
    sections: doc.sections.map((s) => ({ ...s, blocks: s.blocks.map(block) })),
  };
  if (!hasOpenPlaceholders(filled, values)) filled.placeholderNote = "";
  return { doc: filled, values };
}
