/**
 * What the privacy page (German and English) and docs/security.md say about how long data is kept
 * is what the code does: every period is built from the constant the retention job and the export
 * use, so changing one without the texts fails here (issue 25, "the privacy page matches the code").
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTRACT_KEEP_YEARS, FINISHED_JOB_KEEP_DAYS, PROMPT_KEEP_DAYS } from "~/domain/privacy/retention";
import { privacyContent } from "~/i18n/pages/privacy";
import { EXPORT_KEEP_MS } from "./export-user-data.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const WORDS = {
  de: ["null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"],
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
} as const;

/** Every string of the privacy page in one text. */
const pageText = (lang: "de" | "en") => JSON.stringify(privacyContent[lang]);

describe("retention periods in the privacy page and docs/security.md", () => {
  const exportDays = EXPORT_KEEP_MS / DAY_MS;

  it("the privacy page (de) names the code's periods", () => {
    const text = pageText("de");
    expect(text).toContain(`löschen sie ${PROMPT_KEEP_DAYS} Tage nach der Freigabe des Plans`);
    expect(text).toContain(`Versandaufträge für E-Mails (mit Ihrer Adresse) ${FINISHED_JOB_KEEP_DAYS} Tage nach dem Versand`);
    expect(text).toContain(`vorbereitete Daten-Downloads nach ${exportDays} Tagen`);
    expect(text).toContain(`${WORDS.de[CONTRACT_KEEP_YEARS]} Jahre ab Ende des Kalenderjahres (§ 257 HGB)`);
  });

  it("the privacy page (en) names the code's periods", () => {
    const text = pageText("en");
    expect(text).toContain(`delete it ${PROMPT_KEEP_DAYS} days after the plan is released`);
    expect(text).toContain(`e-mail sending jobs (with your address) ${FINISHED_JOB_KEEP_DAYS} days after sending`);
    expect(text).toContain(`prepared data downloads after ${exportDays} days`);
    expect(text).toContain(`${WORDS.en[CONTRACT_KEEP_YEARS]} years from the end of the calendar year (Section 257 HGB)`);
  });

  it("docs/security.md's table names the same periods", () => {
    const doc = fs.readFileSync(path.resolve("docs/security.md"), "utf8");
    expect(doc).toContain(`| prompts as sent to the AI | \`training_plans.prompt_text\` | ${PROMPT_KEEP_DAYS} days after approval`);
    expect(doc).toContain(`| sent mails' jobs (recipient address) | \`jobs\` | ${FINISHED_JOB_KEEP_DAYS} days after they finished |`);
    expect(doc).toContain(`| background exports | \`data_exports\` | ${exportDays} days |`);
    expect(doc).toContain(`| ${WORDS.en[CONTRACT_KEEP_YEARS]} years from the end of the year (§ 257 HGB) |`);
  });
});
