/**
 * The company data for the legal pages, from the file COMPANY_FILE names (default `company.json` in
 * the working directory; see docs/operations.md and docs/company.example.json). Read once per process.
 * A real deployment (an https APP_URL) does not start while the texts still need values the file
 * does not give (decision 0036).
 */
import fs from "node:fs";
import type { CompanyData } from "~/domain/legal/company";
import { companySchema } from "~/domain/legal/company-schema";
import { imprintContent } from "~/i18n/pages/imprint";
import { missingCompanyFields } from "~/i18n/pages/legal-company";
import { privacyContent } from "~/i18n/pages/privacy";
import { termsContent } from "~/i18n/pages/terms";
import type { Env } from "./env.server";

const LEGAL_DOCUMENTS = [imprintContent, privacyContent, termsContent].flatMap((d) => [d.de, d.en]);

/** The file's data; {} when no file is configured and the default one does not exist. */
export function loadCompany(env: Pick<Env, "companyFile" | "companyFileConfigured">): CompanyData {
  if (!fs.existsSync(env.companyFile)) {
    if (env.companyFileConfigured) throw new Error(`COMPANY_FILE ${env.companyFile} does not exist`);
    return {};
  }
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(env.companyFile, "utf8"));
  } catch (error) {
    throw new Error(`${env.companyFile} is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = companySchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join(".")} ${i.message}` : i.message));
    throw new Error(`${env.companyFile}: ${problems.join("; ")}`);
  }
  return parsed.data;
}

/** Why this configuration must not serve the legal pages, or null. */
export function launchProblem(env: Pick<Env, "appUrl" | "companyFile">, company: CompanyData): string | null {
  if (!env.appUrl.startsWith("https:")) return null;
  const missing = missingCompanyFields(LEGAL_DOCUMENTS, company);
  if (missing.length === 0) return null;
  return `APP_URL is https (a real deployment), but imprint, privacy policy and terms still have placeholders: set ${missing.join(", ")} in ${env.companyFile} (COMPANY_FILE, see docs/operations.md)`;
}

let cached: CompanyData | undefined;

/** Loads and checks the company data (at start-up): throws with one line when it cannot be used. */
export function initCompany(env: Env): CompanyData {
  const company = loadCompany(env);
  const problem = launchProblem(env, company);
  if (problem) throw new Error(problem);
  cached = company;
  return company;
}

/** The company data for the legal pages' loaders. */
export function getCompany(): CompanyData {
  return cached ?? {};
}
