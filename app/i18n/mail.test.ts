import { describe, expect, it } from "vitest";
import { renderAccountExistsMail, renderConfirmEmailMail, renderPlanApprovedMail, renderResetPasswordMail, renderTemplate } from "./mail";
import { extractLinks } from "~/server/mail/transport.server";

describe("mail templates", () => {
  it("exist in German and English, as HTML and text, with the link in both", () => {
    const url = "https://watts.example/de/auth/callback?token=abc.def&type=signup";
    for (const lang of ["de", "en"] as const) {
      for (const mail of [
        renderConfirmEmailMail(lang, { firstName: "Anna", url }),
        renderResetPasswordMail(lang, { firstName: "Anna", url }),
        renderPlanApprovedMail(lang, { firstName: "Anna", dashboardUrl: url }),
        renderAccountExistsMail(lang, { firstName: "Anna", loginUrl: url }),
      ]) {
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain(url);
        expect(mail.html).toContain(url.replace(/&/g, "&amp;"));
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.text).toContain(lang === "de" ? "Hallo Anna," : "Hello Anna,");
      }
    }
    expect(renderConfirmEmailMail("de", { url }).subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(renderResetPasswordMail("en", { url }).subject).toBe("Reset your password");
    expect(renderPlanApprovedMail("de", { dashboardUrl: url }).text.startsWith("Hallo,")).toBe(true);
    expect(renderAccountExistsMail("de", { loginUrl: url }).subject).toBe("Sie haben bereits ein Watts-Konto");
    expect(renderTemplate("account-exists", "en", { loginUrl: "https://watts.example/en/login" }).text).toContain("https://watts.example/en/login");
  });

  it("escapes names in HTML", () => {
    const mail = renderConfirmEmailMail("de", { firstName: '<img src=x onerror="alert(1)">', url: "https://x.example/" });
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img");
  });

  it("renders by template name and finds the links of a text", () => {
    const mail = renderTemplate("reset-password", "en", { url: "https://watts.example/en/reset-password?token=T1" });
    expect(extractLinks(mail.text)).toEqual(["https://watts.example/en/reset-password?token=T1"]);
  });
});
