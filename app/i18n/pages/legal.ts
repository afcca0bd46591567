/**
 * Shared shape of the legal pages (imprint, privacy policy, terms) and the tiny inline syntax
 * their texts use:
 *   [Straße und Hausnummer]  company data: the configured value (COMPANY_FILE), else highlighted (<mark>)
 *   [label](/slug)           a link to one of our pages (localised) or to an https:// address
 */

/**
 * The configured values of a document's placeholders, keyed by the placeholder as written
 * (`"[Ort]": "Leipzig"`): what a legal page's loader sends with the text (./legal-company.ts), so
 * the browser needs no table of company fields (issue 14). A placeholder without a value stays
 * highlighted.
 */
export type PlaceholderValues = Record<string, string>;

/** A paragraph (string), a bullet list (string[]), a sub-heading (h3/h4), an address block or a small table. */
export type LegalBlock =
  | string
  | string[]
  | { h3: string }
  | { h4: string }
  | { lines: string[] }
  | { table: { caption: string; head: string[]; rows: string[][] } };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  metaTitle: string;
  metaDescription: string;
  title: string;
  updated: string;
  intro: string[];
  /** Heading of the table of contents; no table of contents when empty. */
  tocTitle: string;
  /** Legend shown above the text while placeholders remain. */
  placeholderNote: string;
  sections: LegalSection[];
}

export type InlineToken =
  | { kind: "text"; text: string }
  | { kind: "placeholder"; text: string }
  | { kind: "link"; text: string; href: string };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\[([^\]]+)\]/g;

export function inlineTokens(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const m of source.matchAll(INLINE)) {
    const index = m.index ?? 0;
    if (index > last) tokens.push({ kind: "text", text: source.slice(last, index) });
    if (m[1] !== undefined && m[2] !== undefined) tokens.push({ kind: "link", text: m[1], href: m[2] });
    else tokens.push({ kind: "placeholder", text: m[0] });
    last = index + m[0].length;
  }
  if (last < source.length) tokens.push({ kind: "text", text: source.slice(last) });
  return tokens;
}

/** Every placeholder (`[Ort]`) of a document's sections, in order, repeated as often as it occurs. */
export function placeholdersOf(doc: LegalDocument): string[] {
  const texts: string[] = [];
  for (const s of doc.sections) {
    for (const b of s.blocks) {
      if (typeof b === "string") texts.push(b);
      else if (Array.isArray(b)) texts.push(...b);
      else if ("lines" in b) texts.push(...b.lines);
      else if ("table" in b) texts.push(...b.table.rows.flat());
    }
  }
  return texts.flatMap((t) => inlineTokens(t).flatMap((tok) => (tok.kind === "placeholder" ? [tok.text] : [])));
}

/** Whether a placeholder of the document has no value (the page then shows the note above the text). */
export function hasOpenPlaceholders(doc: LegalDocument, values: PlaceholderValues): boolean {
  return placeholdersOf(doc).some((p) => !Object.hasOwn(values, p));
}
