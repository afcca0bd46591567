/**
 * Refusing the passwords attackers try first (issue 13, finding 9): the ~49,000 most common
 * passwords of @zxcvbn-ts/language-common (compared without case) and trivial ones (one character
 * repeated, straight runs). Enforced for every new password in better-auth's before-hook, so sign-up,
 * reset and change all pass through it, whichever page or API call sets the password.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { isTrivialPassword } from "~/domain/auth/trivial-password";

export const PASSWORD_TOO_COMMON = "PASSWORD_TOO_COMMON";

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return isTrivialPassword(password) || common.has(password.toLowerCase());
}

/** The endpoints that store a new password, and the body field that carries it. */
export const NEW_PASSWORD_FIELDS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};
