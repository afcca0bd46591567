/**
 * Anonymisation of customer-written free text before it leaves for the AI provider (spec part 1
 * §2: only anonymous, training-relevant data). The one home of this rule: prompts.ts runs every
 * free text (questionnaire answers, day and plan feedback, logged reps) through it.
 *
 * Replaced by neutral placeholders:
 * - the customer's first and last names in every spelling: case-insensitive, with or without
 *   diacritics ("Zoe Unal" for "Zoë Ünal", "Mueller" for "Müller", "Strasse" for "Straße"), also
 *   in the genitive ("Zoës", "Zoe's"); name parts of two letters and more, always as whole words;
 * - e-mail addresses, URLs (with scheme, www. or a bare domain), IBANs, phone numbers and German
 *   street addresses ("Musterstraße 12", "Hauptstr. 5a", "Am Markt 3", with postcode and town).
 *
 * Numbers of training ("3x 10 Wiederholungen", "80 kg", "2,5 kg", "01.03.2025", "10000 Schritte")
 * are not touched: a phone number starts with +, 00 or a 0-area code and has 7 to 15 digits, an
 * IBAN has at least 12 digits, an address is a street word plus a house number not followed by a
 * unit. Third-party names cannot be recognised by a rule and are not covered.
 *
 * Pure: no I/O.
 */

export const ANONYMIZED = {
  name: "[Name]",
  email: "[E-Mail]",
  url: "[Link]",
  iban: "[IBAN]",
  phone: "[Telefon]",
  address: "[Adresse]",
} as const;

export interface PersonNames {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

export type Anonymizer = (text: string) => string;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const NOT_WORD_BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
const NOT_WORD_AFTER = "(?![\\p{L}\\p{M}\\p{N}])";

const EMAIL = /[^\s@<>()[\]{},;:"']+@[^\s@<>()[\]{},;:"']+\.[a-z]{2,}/giu;

const URL_PATTERN = new RegExp(
  [
    "(?:https?:\\/\\/|www\\.)[^\\s<>\"]+",
    // A bare domain: name.tld with a common top-level domain, optionally a path.
    `${NOT_WORD_BEFORE}[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:de|com|net|org|eu|info|io|at|ch|me|app|shop|co|uk|tv|fit|online)(?:\\/[^\\s<>"]*)?${NOT_WORD_AFTER}`,
  ].join("|"),
  "giu",
);

/** Country code, check digits, then 11–30 letters/digits: in groups of four (printed form) or in one run. */
const IBAN_CANDIDATE = new RegExp(
  `${NOT_WORD_BEFORE}[a-z]{2}\\d{2}(?:(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,3})?|[a-z0-9]{11,30})${NOT_WORD_AFTER}`,
  "giu",
);
const IBAN_MIN_DIGITS = 12;

/**
 * +49 / 0049 with an optional (0), or an area code starting with 0 (optionally in parentheses),
 * then blocks separated by spaces, slashes or hyphens.
 */
const PHONE_CANDIDATE = new RegExp(
  `(?<![\\p{L}\\p{N}+,.])(?:(?:\\+|00)\\d{1,3}[ /-]*(?:\\(0\\)[ /-]*)?|\\(?0)\\d{2,5}\\)?(?:[ /-]{1,3}\\d+)*${NOT_WORD_AFTER}`,
  "gu",
);
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Every letter of a word as a case-insensitive class, for patterns that are case-sensitive. */
function caseless(word: string): string {
  return [...word].map((c) => (c.toLowerCase() === c.toUpperCase() ? escapeRegExp(c) : `[${c.toLowerCase()}${c.toUpperCase()}]`)).join("");
}
const UNITS = ["x", "×", "mal", "kg", "km", "m", "min", "minuten", "sek", "sekunden", "s", "std", "stunden", "h", "wdh", "wiederholung", "wiederholungen", "sätze", "satz", "übung", "übungen", "runden", "tage", "wochen", "monate", "jahre", "%"];
/** A number followed by a unit of training is never a house number. */
const NO_UNIT_AFTER = `(?!\\s*(?:${UNITS.map(caseless).join("|")})(?![\\p{L}]))`;
const HOUSE_NUMBER = `\\d{1,4}(?:\\s?[a-z])?(?:\\s?[-/]\\s?\\d{1,4}[a-z]?)?${NOT_WORD_AFTER}${NO_UNIT_AFTER}`;
const POSTCODE_TOWN = "(?:,?\\s*\\d{5}\\s+\\p{Lu}[\\p{L}-]+)?";
const STREET_SUFFIX =
  "(?:straße|strasse|str\\.|weg|gasse|allee|platz|ring|damm|ufer|chaussee|pfad|steig|markt|graben|berg|hof|kamp|wall|zeile)";

/** "Musterstraße 12", "Hauptstr. 5a", "Karl-Marx-Straße 7, 10115 Berlin" (one compound word). */
const STREET_ADDRESS = new RegExp(
  `${NOT_WORD_BEFORE}\\p{L}[\\p{L}-]*${STREET_SUFFIX}\\s*${HOUSE_NUMBER}${POSTCODE_TOWN}`,
  "giu",
);
/** "Berliner Straße 12", "Lange Str. 5", "Breiter Weg 3-5": a capitalised word and a street word (case-sensitive). */
const TWO_WORD_ADDRESS = new RegExp(
  `${NOT_WORD_BEFORE}\\p{Lu}[\\p{L}-]*\\s(?:Straße|Strasse|Str\\.|Allee|Gasse|Weg|Platz|Ring|Damm|Ufer|Chaussee|Markt)\\s*${HOUSE_NUMBER}${POSTCODE_TOWN}`,
  "gu",
);
/** "Am Markt 3", "An der Alster 5", "Zum Sportplatz 1" — capitalised preposition and name (case-sensitive). */
const PREPOSITION_ADDRESS = new RegExp(
  `${NOT_WORD_BEFORE}(?:Am|An der|An den|Im|In der|In den|Auf dem|Auf der|Zum|Zur|Unter den|Hinter der|Vor dem)\\s\\p{Lu}[\\p{L}-]+\\s${HOUSE_NUMBER}${POSTCODE_TOWN}`,
  "gu",
);

const TRANSLITERATION: Record<string, string> = { ä: "a(?:\\p{M}|e)?", ö: "o(?:\\p{M}|e)?", ü: "u(?:\\p{M}|e)?", ß: "(?:ß|ss)" };

/**
 * A pattern for one name part matching every spelling of it in NFD text: each letter with or
 * without combining marks, ä/ö/ü also as ae/oe/ue, ß also as ss.
 */
function namePartPattern(part: string): string {
  let out = "";
  for (const ch of part.normalize("NFC").toLowerCase()) {
    const translit = TRANSLITERATION[ch];
    if (translit) {
      out += translit;
      continue;
    }
    const base = ch.normalize("NFD").replace(/\p{M}/gu, "");
    out += /\p{L}/u.test(base) ? `${escapeRegExp(base)}\\p{M}*` : escapeRegExp(base);
  }
  return out;
}

/** Removes the customer's names and any contact data from one free text. */
export function createAnonymizer(person: PersonNames): Anonymizer {
  const parts = [
    ...new Set(
      [person.first_name, person.last_name]
        .flatMap((n) => (n ?? "").split(/[\s-]+/))
        .map((p) => p.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
        .filter((p) => [...p].length >= 2),
    ),
  ].sort((a, b) => b.length - a.length);
  // Genitive: "Zoës", "Zoe's"; a two-letter name only with an apostrophe ("Al's", never "als").
  const alternatives = parts.map((p) => `${namePartPattern(p)}${[...p].length > 2 ? "(?:['’]?s)?" : "(?:['’]s)?"}`);
  const namePattern =
    alternatives.length > 0 ? new RegExp(`${NOT_WORD_BEFORE}(?:${alternatives.join("|")})${NOT_WORD_AFTER}`, "giu") : null;
  const email = (person.email ?? "").trim();

  return (input) => {
    let out = input.normalize("NFC");
    if (email !== "") out = out.split(email).join(ANONYMIZED.email);
    out = out.replace(EMAIL, ANONYMIZED.email);
    out = out.replace(URL_PATTERN, ANONYMIZED.url);
    out = out.replace(IBAN_CANDIDATE, (m) => ((m.match(/\d/g) ?? []).length >= IBAN_MIN_DIGITS ? ANONYMIZED.iban : m));
    out = out.replace(PHONE_CANDIDATE, (m) => {
      const digits = (m.match(/\d/g) ?? []).length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max ? ANONYMIZED.phone : m;
    });
    out = out.replace(STREET_ADDRESS, ANONYMIZED.address);
    out = out.replace(TWO_WORD_ADDRESS, ANONYMIZED.address);
    out = out.replace(PREPOSITION_ADDRESS, ANONYMIZED.address);
    if (namePattern) out = out.normalize("NFD").replace(namePattern, ANONYMIZED.name).normalize("NFC");
    return out;
  };
}

const ANY_PLACEHOLDER = new RegExp(
  Object.values(ANONYMIZED)
    .map(escapeRegExp)
    .join("|"),
  "g",
);

/** How many places of a text the anonymizer replaced (its placeholders counted). */
export function countAnonymized(text: string): number {
  return (text.match(ANY_PLACEHOLDER) ?? []).length;
}
