/**
 * Numbers, dates and times in the page's language: de-DE on German pages, en-GB on English ones,
 * dates and clock times in Berlin time. The one home for these formats (server render and browser).
 *
 * An `Intl` formatter costs tens of microseconds to build and next to nothing to use, and a page
 * formats hundreds of values (every set of a plan, every row of an admin list): each formatter is
 * built once per language and options and then reused.
 */
import type { Lang } from "./config";

export function localeOf(lang: Lang): "de-DE" | "en-GB" {
  return lang === "en" ? "en-GB" : "de-DE";
}

const cache = new Map<string, unknown>();

function memo<T>(key: string, build: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

export function numberFormat(lang: Lang, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo(`n|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(localeOf(lang), options));
}

function dateTimeFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(`d|${lang}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(localeOf(lang), options));
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A date (de-DE: 02.03.2026; en-GB: 02/03/2026), in Berlin time. */
export function formatDate(value: Date | string | number, lang: Lang): string {
  return dateTimeFormat(lang, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Berlin" }).format(toDate(value));
}

/** A date with the time ("02.03.2026, 14:05"), in Berlin time. */
export function formatDateTime(value: Date | string | number, lang: Lang): string {
  return dateTimeFormat(lang, { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" }).format(
    toDate(value),
  );
}

/** A clock time on this device ("14:05"), e.g. when a rest ends. */
export function formatTimeOfDay(value: Date | number, lang: Lang): string {
  return dateTimeFormat(lang, { hour: "2-digit", minute: "2-digit" }).format(toDate(value));
}

/** A measured value such as a weight: at most `maxFractionDigits` decimals ("22,5" / "22.5"). */
export function formatNumber(value: number, lang: Lang, maxFractionDigits = 2): string {
  return numberFormat(lang, { maximumFractionDigits: maxFractionDigits }).format(value);
}

/** A whole number with grouping ("100.000" / "100,000"). */
export function formatCount(value: number, lang: Lang): string {
  return numberFormat(lang).format(value);
}

/** A share as a percentage ("12,5 %" / "12.5%"). */
export function formatPercent(share: number, lang: Lang, maxFractionDigits = 0): string {
  return numberFormat(lang, { style: "percent", maximumFractionDigits: maxFractionDigits }).format(share);
}

/** The singular or plural form for n. */
export function pluralOf<T>(lang: Lang, n: number, forms: { one: T; other: T }): T {
  return memo(`p|${lang}`, () => new Intl.PluralRules(localeOf(lang))).select(n) === "one" ? forms.one : forms.other;
}

/** "a, b und c" / "a, b and c". */
export function formatList(items: readonly string[], lang: Lang): string {
  return memo(`l|${lang}`, () => new Intl.ListFormat(localeOf(lang), { style: "long", type: "conjunction" })).format(items);
}

/** An amount with a fixed number of decimals and the € sign, in the page's format ("4,99 €" / "€4.99"). */
export function formatEuro(amount: number, lang: Lang, decimals = 2): string {
  return numberFormat(lang, { style: "currency", currency: "EUR", minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount);
}

/**
 * An API cost (spec §2.5/§9): amounts under 0.01 € with 4 decimals, others with 2; 0 is "0,00 €".
 */
export function formatCost(amount: number, lang: Lang): string {
  return formatEuro(amount, lang, amount > 0 && Math.abs(amount) < 0.01 ? 4 : 2);
}

/** A file size for the list, in binary units as the limit is ("15 MB" = 15 × 1024² bytes). */
export function formatFileSize(bytes: number, lang: Lang): string {
  if (bytes < 1024) return `${formatCount(bytes, lang)} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "KB"] : [bytes / (1024 * 1024), "MB"];
  return `${formatNumber(value, lang, 1)} ${unit}`;
}
