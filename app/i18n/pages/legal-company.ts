/**
 * The legal texts meet the company data (COMPANY_FILE): which placeholders have values, which fields
 * are still missing. Used by the server (the legal pages' loaders, the start-up check) and tests;
 * apart from ./legal.ts so that the field table stays out of the browser's code (issue 14).
 */
import { companyFieldOf, companyValue, type CompanyData, type CompanyField } from "../../domain/legal/company";
import { hasOpenPlaceholders, placeholdersOf, type LegalDocument, type PlaceholderValues } from "./legal";

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
