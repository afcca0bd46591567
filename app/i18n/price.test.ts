import { describe, expect, it } from "vitest";
import { MONTHLY_PRICE_CENTS } from "~/domain/subscription/price";
import { REVENUE_PER_QUESTIONNAIRE } from "~/domain/admin/money";
import { de } from "./de";
import { en } from "./en";
import { aboutContent } from "./pages/about";
import { homeContent } from "./pages/home";
import { paymentContent } from "./pages/payment";
import { pricingContent } from "./pages/pricing";
import { processContent } from "./pages/process";
import { termsContent } from "./pages/terms";
import { adminOverviewContent } from "./pages/admin/overview";
import { dashboardContent } from "./pages/dashboard";
import { subscriptionContent } from "./pages/subscription";
import { renderTemplate, type MailTemplate } from "./mail";
import { PRICE, priceText } from "./price";
import { fmt } from "./index";

/** Every euro amount written in a text ("4,99 €", "€4.99", "4.99 EUR"). */
function amounts(value: unknown): string[] {
  const text = JSON.stringify(value).replace(/\\u00a0|\u00a0/g, " ");
  return [...text.matchAll(/\d+[.,]\d{2} ?(?:€|EUR)|€ ?\d+[.,]\d{2}/g)].map((m) => m[0]);
}

describe("one price", () => {
  it("is 4,99 € gross, written per language", () => {
    expect(MONTHLY_PRICE_CENTS).toBe(499);
    expect(PRICE.de.replace(/\u00a0/g, " ")).toBe("4,99 €");
    expect(PRICE.en).toBe("€4.99");
    expect(REVENUE_PER_QUESTIONNAIRE * 100).toBe(MONTHLY_PRICE_CENTS);
  });

  it("every amount in the marketing, legal and payment copy is that price", () => {
    const copy = [de, en, aboutContent, homeContent, paymentContent, pricingContent, processContent, termsContent];
    const found = copy.flatMap(amounts);
    expect(found.length).toBeGreaterThan(10);
    const allowed = new Set([PRICE.de, PRICE.en].map((p) => p.replace(/\u00a0/g, " ")));
    expect(found.filter((a) => !allowed.has(a))).toEqual([]);
  });

  it("every mail, the dashboard, the cancellation page and the admin's revenue write no other amount", () => {
    const templates: MailTemplate[] = ["confirm-email", "reset-password", "plan-approved", "account-exists", "cancellation-received", "cancellation-confirm", "account-deleted"];
    const vars = { firstName: "Anna", url: "https://example.com/x", dashboardUrl: "https://example.com/d", loginUrl: "https://example.com/l", homeUrl: "https://example.com/", contract: "c", kind: "ordinary", receivedAt: "1. Mai 2026", endsAt: "31. Mai 2026", deletedAt: "1. Mai 2026", contractKept: "yes", keptUntil: "31. Dezember 2032" };
    const mails = (["de", "en"] as const).flatMap((lang) => templates.map((t) => renderTemplate(t, lang, vars)));
    const found = [...mails, dashboardContent, subscriptionContent, adminOverviewContent].flatMap(amounts);
    const allowed = new Set([PRICE.de, PRICE.en].map((p) => p.replace(/\u00a0/g, " ")));
    expect(found.filter((a) => !allowed.has(a))).toEqual([]);
  });

  it("where a signed-in page or the admin writes the price, it says that it is gross, including VAT", () => {
    const vat = { de: /inkl\. MwSt\./, en: /incl\. VAT/ };
    for (const lang of ["de", "en"] as const) {
      const sub = subscriptionContent[lang];
      expect(fmt(sub.page.pricePerMonth, { price: PRICE[lang] })).toMatch(vat[lang]);
      expect(fmt(sub.card.active, { since: "x", price: PRICE[lang] })).toMatch(vat[lang]);
      expect(adminOverviewContent[lang].cards.revenueHint).toMatch(vat[lang]);
    }
  });

  it("negative control: another amount in a text is found", () => {
    expect(amounts({ t: "nur 9,99 € im Monat" })).toEqual(["9,99 €"]);
    expect(amounts({ t: "only €9.99 a month" })).toEqual(["€9.99"]);
    expect(priceText("de", 999).replace(/\u00a0/g, " ")).toBe("9,99 €");
  });
});
