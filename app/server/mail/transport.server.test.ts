import { describe, expect, it } from "vitest";
import { mailDeliveryWarning } from "./transport.server";

describe("a server that cannot send mail says so", () => {
  it("a public production server without SMTP_URL gets the loud start-up line (decision 0041)", () => {
    expect(mailDeliveryWarning({ nodeEnv: "production", appUrl: "https://watts.example", smtpUrl: undefined })).toMatch(/^MAIL IS NOT SENT: SMTP_URL is not set/);
  });

  it("with SMTP_URL, in development or on a local http address it stays quiet", () => {
    expect(mailDeliveryWarning({ nodeEnv: "production", appUrl: "https://watts.example", smtpUrl: "smtp://mail.example:587" })).toBeNull();
    expect(mailDeliveryWarning({ nodeEnv: "development", appUrl: "https://watts.example", smtpUrl: undefined })).toBeNull();
    expect(mailDeliveryWarning({ nodeEnv: "production", appUrl: "http://127.0.0.1:3000", smtpUrl: undefined })).toBeNull();
  });
});
