/**
 * CSV for the training log download (RFC 4180, comma-separated, UTF-8 with a byte-order mark so
 * spreadsheet programs read umlauts). A cell that a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR at its start) gets a leading apostrophe: the customer's typed text stays text. Pure.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !/^-?\d+([.,]\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvCell).join(","), ...rows.map((r) => r.map(csvCell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
