/**
 * The account forms' validation results (spec part 1 §5) without the schemas: the limits, the
 * language-neutral issue codes, `validate` (runs a schema of ./validation.ts) and `formValues`. No
 * schema library here: a component that validates in the browser imports this module up front and
 * may load the schemas when they are needed (issue 14, decision 0055).
 */
import type { z } from "zod/mini";
import { LIMITS } from "~/domain/questionnaire/options";

export const PASSWORD_MIN = LIMITS.passwordMin;
/** better-auth's default upper bound; longer passwords only cost hashing time. */
export const PASSWORD_MAX = 128;
export const NAME_MAX = LIMITS.nameMax;
export const EMAIL_MAX = 254;

export type FieldIssue =
  | "required"
  | "email"
  | "passwordTooShort"
  | "passwordTooLong"
  | "nameTooLong"
  | "mismatch"
  | "code"
  /** Set by the server only: the password did not match the account's. */
  | "invalidPassword"
  /** Set by the server only: a complete code that the authenticator (or the backup list) rejected. */
  | "invalidCode";

/** A schema of these forms (any Zod schema works with `validate`). */
export type FormSchema = z.ZodMiniType;

export type FieldErrors<K extends string = string> = Partial<Record<K, FieldIssue>>;

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<Extract<keyof T, string>> };

const KNOWN: ReadonlySet<string> = new Set<FieldIssue>([
  "required",
  "email",
  "passwordTooShort",
  "passwordTooLong",
  "nameTooLong",
  "mismatch",
  "code",
  "invalidPassword",
  "invalidCode",
]);

/** Validates form input; the first issue of each field wins (a missing value before its format). */
export function validate<S extends FormSchema>(schema: S, input: unknown): ValidationResult<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, FieldIssue> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    errors[field] = (KNOWN.has(issue.message) ? issue.message : issue.code === "invalid_format" ? "email" : "required") as FieldIssue;
  }
  return { ok: false, errors: errors as FieldErrors<Extract<keyof z.infer<S>, string>> };
}

/** Plain object of the string fields of a submitted form (files and repeated keys ignored). */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && !(key in out)) out[key] = value;
  return out;
}
