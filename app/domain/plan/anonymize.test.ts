import { describe, expect, it } from "vitest";
import { ANONYMIZED, countAnonymized, createAnonymizer } from "./anonymize";

const zoe = createAnonymizer({ first_name: "Zoë", last_name: "Ünal", email: "zoe@example.de" });
const none = createAnonymizer({ first_name: "", last_name: "" });

describe("createAnonymizer: the customer's names", () => {
  it.each([
    ["Zoë Ünal", "[Name] [Name]"],
    ["Zoe Unal", "[Name] [Name]"],
    ["ZOE UNAL", "[Name] [Name]"],
    ["zoë ünal", "[Name] [Name]"],
    ["Zoe Uenal", "[Name] [Name]"],
    ["Zoës Knie", "[Name] Knie"],
    ["Zoes Knie", "[Name] Knie"],
    ["Zoe's Knie", "[Name] Knie"],
    ["Unals Plan", "[Name] Plan"],
    // NFD input (combining marks) is recognised too.
    ["Zoe\u0308 U\u0308nal", "[Name] [Name]"],
  ])("%s → %s", (input, expected) => {
    expect(zoe(input)).toBe(expected);
  });

  it("matches whole words only", () => {
    expect(zoe("Zoelibat, Unalter, Unaligned")).toBe("Zoelibat, Unalter, Unaligned");
  });

  it("removes two-letter names as whole words, case-insensitive, but not inside words or as 'als'", () => {
    const al = createAnonymizer({ first_name: "Al", last_name: "Li" });
    expect(al("Grüße von Al und LI, Al's Knie")).toBe("Grüße von [Name] und [Name], [Name] Knie");
    expect(al("mehr als 3 Sätze, Alpen, Linie, Kalium")).toBe("mehr als 3 Sätze, Alpen, Linie, Kalium");
  });

  it("handles double names, hyphenated names and ß/ss", () => {
    const a = createAnonymizer({ first_name: "Anna-Lena", last_name: "Groß Meyer" });
    expect(a("Anna Lena, anna-lena, Gross und Meyer")).toBe("[Name] [Name], [Name]-[Name], [Name] und [Name]");
  });

  it("removes the stored e-mail address even if it is not a well-formed address", () => {
    expect(zoe("schreib an zoe@example.de")).toBe("schreib an [E-Mail]");
  });
});

describe("createAnonymizer: contact data patterns", () => {
  it.each([
    ["mail: a.b+c@firma.com bitte", "mail: [E-Mail] bitte"],
    ["siehe https://example.org/profil?id=3 danke", "siehe [Link] danke"],
    ["www.mein-blog.de", "[Link]"],
    ["instagram.com/zoe_fit", "[Link]"],
    ["IBAN DE89 3704 0044 0532 0130 00 bitte", "IBAN [IBAN] bitte"],
    ["IBAN de89370400440532013000", "IBAN [IBAN]"],
    ["AT61 1904 3002 3457 3201", "[IBAN]"],
    ["Tel. 0170 1234567", "Tel. [Telefon]"],
    ["Tel. 0170/123 45 67", "Tel. [Telefon]"],
    ["Tel. 0170-1234567", "Tel. [Telefon]"],
    ["+49 170 1234567", "[Telefon]"],
    ["+49 (0) 30 1234567", "[Telefon]"],
    ["0049 30 12345678", "[Telefon]"],
    ["(030) 123 456 78", "[Telefon]"],
    ["ich wohne in der Musterstraße 12.", "ich wohne in der [Adresse]."],
    ["Hauptstr. 5a", "[Adresse]"],
    ["Karl-Marx-Allee 3-5, 10115 Berlin", "[Adresse]"],
    ["Berliner Straße 12", "[Adresse]"],
    ["Am Markt 3", "[Adresse]"],
    ["An der Alster 5b, 20099 Hamburg", "[Adresse]"],
  ])("%s → %s", (input, expected) => {
    expect(none(input)).toBe(expected);
  });
});

describe("createAnonymizer: no false positives on training text", () => {
  it.each([
    "3x 10 Wiederholungen",
    "3 x 10 Wdh. mit 80 kg",
    "2,5 kg mehr, dann 12,5 kg",
    "Bankdrücken 4x8 mit 60 kg, Pause 90 s",
    "Kniebeuge 5 Sätze à 5",
    "seit 01.03.2025 Knieprobleme, OP 05/2023 - 08/2024",
    "10000 Schritte am Tag, 2 Stunden Radfahren",
    "Arbeitsweg 5 km mit dem Rad",
    "Am Montag 3 Sätze, am Ende 10 Wiederholungen",
    "Sportplatz 2 Runden",
    "Puls 0 bis 180, Gewicht 0,5 kg",
    "Halswirbelsäule C5/C6, Bandscheibe L4-L5",
    "Ich trainiere 3.5 Stunden pro Woche und laufe 21,1 km",
  ])("%s stays unchanged", (input) => {
    expect(zoe(input)).toBe(input);
  });
});

describe("countAnonymized", () => {
  it("counts every placeholder", () => {
    const text = zoe("Zoe, 0170 1234567, zoe@example.de, Am Markt 3, DE89 3704 0044 0532 0130 00, www.x.de");
    expect(text).toBe(`${ANONYMIZED.name}, ${ANONYMIZED.phone}, ${ANONYMIZED.email}, ${ANONYMIZED.address}, ${ANONYMIZED.iban}, ${ANONYMIZED.url}`);
    expect(countAnonymized(text)).toBe(6);
    expect(countAnonymized("3x 10")).toBe(0);
  });
});
