/**
 * Validation of the account forms (spec part 1 §5), shared by the browser (instant feedback) and the
 * server (the authority). Issues are language-neutral codes; the catalogs turn them into text.
 */
import { z } from "zod/mini";
import { prepared } from "../form-schema";
import { LIMITS } from "../questionnaire/options";

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

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const str = (v: unknown) => (typeof v === "string" ? v : "");

const sameConfirmation = <T extends { confirmPassword: string }>(field: keyof T & string) =>
  z.refine<T>((v) => v[field] === v.confirmPassword, { path: ["confirmPassword"], message: "mismatch" });

const email = prepared(
  (v) => str(trimmed(v)).toLowerCase(),
  z.pipe(z.string().check(z.minLength(1, "required"), z.maxLength(EMAIL_MAX, "email")), z.email("email")),
);
/** The sign-in password: only required (an old account may predate a rule). */
const existingPassword = prepared(str, z.string().check(z.minLength(1, "required"), z.maxLength(PASSWORD_MAX, "passwordTooLong")));
const newPassword = prepared(
  str,
  z.string().check(z.minLength(1, "required"), z.minLength(PASSWORD_MIN, "passwordTooShort"), z.maxLength(PASSWORD_MAX, "passwordTooLong")),
);
const name = prepared((v) => str(trimmed(v)), z.string().check(z.minLength(1, "required"), z.maxLength(NAME_MAX, "nameTooLong")));
const confirmation = prepared(str, z.string().check(z.minLength(1, "required")));

export const signInSchema = z.object({ email, password: existingPassword });

/** Register mode of the login page: e-mail, password, first and last name. */
export const signUpSchema = z.object({ email, password: newPassword, firstName: name, lastName: name });

/** The separate register page: e-mail, password and its confirmation. */
export const registerSchema = z.object({ email, password: newPassword, confirmPassword: newPassword }).check(sameConfirmation("password"));

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({ password: newPassword, confirmPassword: confirmation }).check(sameConfirmation("password"));

/** Confirming an address without knowing the stored password: the confirmer's own (decision 0022). */
export const ownPasswordSchema = z.object({ newPassword, confirmPassword: confirmation }).check(sameConfirmation("newPassword"));

/** A 6-digit TOTP code (spaces allowed while typing). */
export const totpCodeSchema = z.object({
  code: prepared((v) => str(v).replace(/\s+/g, ""), z.string().check(z.regex(/^\d{6}$/, "code"))),
});

/** A backup code as better-auth generates them (e.g. "AbCdE-fGhIj"). */
export const backupCodeSchema = z.object({
  code: prepared((v) => str(trimmed(v)), z.string().check(z.regex(/^[A-Za-z0-9-]{6,32}$/, "code"))),
});

export const passwordConfirmSchema = z.object({ password: existingPassword });

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
