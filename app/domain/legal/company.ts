/**
 * The company data of the imprint, privacy policy and terms. The texts name each value by a
 * placeholder in square brackets (app/i18n/pages/legal.ts); the operator supplies the values in a
 * configuration file (COMPANY_FILE, see docs/operations.md), and every placeholder with a value is
 * shown as that value. Pure: the fields and the lookups (the legal pages use them in the browser,
 * so no schema library here: the file's schema is in ./company-schema.ts, read on the server only).
 */

/** Each field with the placeholder labels that stand for it in the German and English texts. */
export const COMPANY_FIELDS = {
  name: ["Firmenname und Rechtsform", "Company name and legal form"],
  street: ["Straße und Hausnummer", "Street and house number"],
  postcode: ["Postleitzahl", "Postcode"],
  city: ["Ort", "City"],
  representatives: ["Name der vertretungsberechtigten Person(en)", "Name(s) of the authorised representative(s)"],
  phone: ["Telefonnummer", "Phone number"],
  email: ["E-Mail-Adresse", "E-mail address"],
  privacyEmail: ["E-Mail-Adresse für Datenschutzanfragen", "E-mail address for privacy requests"],
  registerCourt: ["Amtsgericht", "Local court"],
  registerNumber: ["Handelsregisternummer", "Commercial register number"],
  vatId: ["USt-IdNr.", "VAT ID"],
  contentResponsible: ["Vor- und Nachname", "First and last name"],
  dataProtectionOfficer: ["Name und Kontaktdaten, sofern benannt", "Name and contact details, if appointed"],
  hostingProvider: ["Name und Anschrift des Hosting-Anbieters", "Name and address of the hosting provider"],
  cloudProvider: ["Name und Anschrift des Cloud-Anbieters", "Name and address of the cloud provider"],
  dataCentreLocation: ["Standort in der EU", "location in the EU"],
  mailProvider: ["Name und Anschrift des E-Mail-Dienstleisters", "Name and address of the e-mail service provider"],
  aiProvider: ["Name und Sitz des KI-Anbieters", "Name and registered office of the AI provider"],
  paymentProvider: ["Name und Anschrift des Zahlungsdienstleisters", "Name and address of the payment service provider"],
  supervisoryAuthority: ["Name und Anschrift der zuständigen Landesdatenschutzbehörde", "Name and address of the competent state data protection authority"],
} as const satisfies Record<string, readonly [string, string]>;

export type CompanyField = keyof typeof COMPANY_FIELDS;
export type CompanyData = Partial<Record<CompanyField, string>>;

const byLabel = new Map<string, CompanyField>(
  Object.entries(COMPANY_FIELDS).flatMap(([field, labels]) => labels.map((label) => [label, field as CompanyField] as const)),
);

/** The field a placeholder (`[Ort]`) stands for, if it is company data. */
export function companyFieldOf(placeholder: string): CompanyField | null {
  return byLabel.get(placeholder.replace(/^\[|\]$/g, "")) ?? null;
}

/** The configured value of a placeholder, or null (shown as a placeholder). */
export function companyValue(placeholder: string, company: CompanyData): string | null {
  const field = companyFieldOf(placeholder);
  return field ? (company[field] ?? null) : null;
}
