/**
 * The schema of the company configuration file (COMPANY_FILE). Apart from ./company.ts, which the
 * legal pages use in the browser: Zod stays on the server for these pages (issue 14).
 */
import "~/lib/zod-config";
import { z } from "zod";
import { COMPANY_FIELDS, type CompanyField } from "./company";

const value = z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters");

/** The configuration file: a JSON object with some or all of the fields (unknown keys are typos). */
export const companySchema = z.strictObject(
  Object.fromEntries(Object.keys(COMPANY_FIELDS).map((k) => [k, value.optional()])) as Record<CompanyField, z.ZodOptional<typeof value>>,
);
