import { describe, expect, it } from "vitest";
import {
  backupCodeSchema,
  forgotPasswordSchema,
  formValues,
  ownPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  totpCodeSchema,
  validate,
} from "./validation";

describe("account form validation (spec §5)", () => {
  it("sign-in needs an e-mail and a password; the e-mail is trimmed and lower-cased", () => {
    expect(validate(signInSchema, { email: "", password: "" })).toEqual({ ok: false, errors: { email: "required", password: "required" } });
    expect(validate(signInSchema, { email: "not-an-email", password: "x" })).toEqual({ ok: false, errors: { email: "email" } });
    expect(validate(signInSchema, { email: "  Anna@Example.COM ", password: "x" })).toEqual({ ok: true, data: { email: "anna@example.com", password: "x" } });
    // Sign-in does not apply the new-password minimum (older accounts).
    expect(validate(signInSchema, { email: "a@b.de", password: "abc" }).ok).toBe(true);
  });

  it("register mode needs first and last name (at most 30 characters) and a password of at least 6", () => {
    const base = { email: "a@b.de", password: "secret1", firstName: "Anna", lastName: "Muster" };
    expect(validate(signUpSchema, base).ok).toBe(true);
    expect(validate(signUpSchema, { ...base, firstName: "  " })).toEqual({ ok: false, errors: { firstName: "required" } });
    expect(validate(signUpSchema, { ...base, lastName: "x".repeat(31) })).toEqual({ ok: false, errors: { lastName: "nameTooLong" } });
    expect(validate(signUpSchema, { ...base, lastName: "x".repeat(30) }).ok).toBe(true);
    expect(validate(signUpSchema, { ...base, password: "12345" })).toEqual({ ok: false, errors: { password: "passwordTooShort" } });
    expect(validate(signUpSchema, { ...base, password: "123456" }).ok).toBe(true);
    expect(validate(signUpSchema, { ...base, password: "x".repeat(129) })).toEqual({ ok: false, errors: { password: "passwordTooLong" } });
  });

  it("the register page needs matching passwords, both at least 6 characters", () => {
    expect(validate(registerSchema, { email: "a@b.de", password: "secret1", confirmPassword: "secret1" }).ok).toBe(true);
    expect(validate(registerSchema, { email: "a@b.de", password: "secret1", confirmPassword: "secret2" })).toEqual({
      ok: false,
      errors: { confirmPassword: "mismatch" },
    });
    expect(validate(registerSchema, { email: "a@b.de", password: "123", confirmPassword: "123" })).toEqual({
      ok: false,
      errors: { password: "passwordTooShort", confirmPassword: "passwordTooShort" },
    });
  });

  it("reset: mismatch and too short are reported on their fields", () => {
    expect(validate(resetPasswordSchema, { password: "newpass1", confirmPassword: "newpass2" })).toEqual({ ok: false, errors: { confirmPassword: "mismatch" } });
    expect(validate(resetPasswordSchema, { password: "abc", confirmPassword: "abc" })).toEqual({ ok: false, errors: { password: "passwordTooShort" } });
    expect(validate(resetPasswordSchema, { password: "newpass1", confirmPassword: "" })).toEqual({ ok: false, errors: { confirmPassword: "required" } });
    expect(validate(resetPasswordSchema, { password: "newpass1", confirmPassword: "newpass1" }).ok).toBe(true);
  });

  it("forgot password needs a valid e-mail", () => {
    expect(validate(forgotPasswordSchema, { email: "x" })).toEqual({ ok: false, errors: { email: "email" } });
    expect(validate(forgotPasswordSchema, {})).toEqual({ ok: false, errors: { email: "required" } });
    expect(validate(forgotPasswordSchema, { email: `${"a".repeat(250)}@b.de` })).toEqual({ ok: false, errors: { email: "email" } });
  });

  it("TOTP codes are six digits (spaces allowed), backup codes look like better-auth's", () => {
    expect(validate(totpCodeSchema, { code: "123 456" })).toEqual({ ok: true, data: { code: "123456" } });
    expect(validate(totpCodeSchema, { code: "12345" })).toEqual({ ok: false, errors: { code: "code" } });
    expect(validate(totpCodeSchema, { code: "12345a" })).toEqual({ ok: false, errors: { code: "code" } });
    expect(validate(backupCodeSchema, { code: " AbCdE-12345 " })).toEqual({ ok: true, data: { code: "AbCdE-12345" } });
    expect(validate(backupCodeSchema, { code: "<script>" })).toEqual({ ok: false, errors: { code: "code" } });
  });

  it("formValues keeps the first string value of each field", () => {
    const f = new FormData();
    f.append("email", "a@b.de");
    f.append("email", "second@b.de");
    f.append("file", new Blob(["x"]));
    expect(formValues(f)).toEqual({ email: "a@b.de" });
  });

  it("the own password at the confirmation: at least 6 characters, confirmed", () => {
    expect(validate(ownPasswordSchema, { newPassword: "", confirmPassword: "" })).toEqual({ ok: false, errors: { newPassword: "required", confirmPassword: "required" } });
    expect(validate(ownPasswordSchema, { newPassword: "abc", confirmPassword: "abc" })).toEqual({ ok: false, errors: { newPassword: "passwordTooShort" } });
    expect(validate(ownPasswordSchema, { newPassword: "abcdef", confirmPassword: "abcdeg" })).toEqual({ ok: false, errors: { confirmPassword: "mismatch" } });
    expect(validate(ownPasswordSchema, { newPassword: "abcdef", confirmPassword: "abcdef" })).toEqual({ ok: true, data: { newPassword: "abcdef", confirmPassword: "abcdef" } });
  });
});
