/**
 * The copy of the marketing and legal pages, in the page's language only: each page's loader sends
 * its text as loader data, so the browser never downloads the other language's copy (issue 14,
 * decision 0051). The route modules import this server module only, never the copy modules, so the
 * copy stays out of their JavaScript chunks (scripts/client-imports.ts checks that).
 */
import { detectLang, isLang, type Lang } from "~/i18n/config";
import { aboutContent } from "~/i18n/pages/about";
import { homeContent } from "~/i18n/pages/home";
import { imprintContent } from "~/i18n/pages/imprint";
import { pricingContent } from "~/i18n/pages/pricing";
import { privacyContent } from "~/i18n/pages/privacy";
import { processContent } from "~/i18n/pages/process";
import { successStoriesContent } from "~/i18n/pages/success-stories";
import { termsContent } from "~/i18n/pages/terms";
import { filledDocument } from "~/i18n/pages/legal-company";
import { getCompany } from "./company.server";
import { pageUrl } from "./request.server";

const PAGES = {
  home: homeContent,
  process: processContent,
  pricing: pricingContent,
  about: aboutContent,
  successStories: successStoriesContent,
  imprint: imprintContent,
  privacy: privacyContent,
  terms: termsContent,
} as const;

export type CopyPage = keyof typeof PAGES;

export function pageCopy<P extends CopyPage>(page: P, lang: Lang): (typeof PAGES)[P]["de"] {
  return PAGES[page][lang];
}

/**
 * A legal page's data: its text in the page's language with the configured company data
 * (COMPANY_FILE) written in, so the browser needs neither the other language nor the field table.
 */
export function legalPageData(page: "imprint" | "privacy" | "terms", lang: Lang) {
  return filledDocument(pageCopy(page, lang), getCompany());
}

/**
 * The language a page is rendered in: its /:lang segment, else (the unprefixed home page) the
 * browser's language, decided as the root loader does.
 */
export function pageLang(request: Request, params: { lang?: string }): Lang {
  if (isLang(params.lang)) return params.lang;
  return detectLang(pageUrl(request).pathname, request.headers.get("accept-language"));
}
