/**
 * The forgot-password page's server half. Its action shares the reset cookie and messages with the
 * reset page, so it lives in reset-password.server.ts and is handed on here.
 */
export { forgotPasswordAction, type ForgotActionData } from "./reset-password.server";
