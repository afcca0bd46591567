/**
 * Validation of the account forms (spec part 1 §5), shared by the browser (instant feedback) and the
 * server (the authority). Issues are language-neutral codes; the catalogs turn them into text.
 * The limits, codes and `validate` live in ./form-checks.ts (no schema library), re-exported here.
 */
import { z } from "zod/mini";
import { prepared } from "~/domain/form-schema";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./form-checks";

export * from "./form-checks";

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
