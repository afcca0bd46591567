/**
 * The second-factor settings' answer (`/{lang}/konto/sicherheit`): which step the enrolment is at and
 * what the page shows there. Shared by the route's server half and the settings component.
 */
import type { Toast } from "~/lib/toast";
import type { FieldErrors } from "./validation";

export type TwoFactorStep = "enable" | "verify" | "done" | "disable" | "disabled";

export interface TwoFactorActionData {
  step: TwoFactorStep;
  /** Inline SVG of the otpauth:// URI (verify step). */
  qrSvg?: string;
  /** Base32 secret for manual entry, grouped by four (verify step). */
  secret?: string;
  backupCodes?: string[];
  errors?: FieldErrors;
  toast?: Toast;
}
