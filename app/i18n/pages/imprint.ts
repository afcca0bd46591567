import type { LegalDocument } from "./legal";

/**
 * Imprint (/impressum). Values in [square brackets] are not known yet and are shown highlighted
 * until the company supplies them.
 */
const de: LegalDocument = {
  metaTitle: "Impressum",
  metaDescription: "Impressum von Watts: Anbieterkennzeichnung gemäß § 5 DDG, Kontakt, Registereintrag und Verantwortlicher nach § 18 Abs. 2 MStV.",
  title: "Impressum",
  updated: "Stand: November 2026",
  intro: [],
  tocTitle: "",
  placeholderNote: "Hinweis: [Markierte Angaben] sind Platzhalter und werden noch durch die tatsächlichen Unternehmensdaten ersetzt.",
  sections: [
    {
      id: "anbieter",
      title: "Angaben gemäß § 5 DDG",
      blocks: [
        { lines: ["[Firmenname und Rechtsform]", "[Straße und Hausnummer]", "[Postleitzahl] [Ort]", "Deutschland"] },
        "Vertreten durch: [Name der vertretungsberechtigten Person(en)]",
        "Watts ist eine Marke der [Firmenname und Rechtsform].",
      ],
    },
    {
      id: "kontakt",
      title: "Kontakt",
      blocks: [{ lines: ["Telefon: [Telefonnummer]", "E-Mail: [E-Mail-Adresse]"] }],
    },
    {
      id: "register",
      title: "Registereintrag",
      blocks: [{ lines: ["Eintragung im Handelsregister", "Registergericht: [Amtsgericht]", "Registernummer: [Handelsregisternummer]"] }],
    },
    {
      id: "umsatzsteuer",
      title: "Umsatzsteuer-ID",
      blocks: ["Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: [USt-IdNr.]"],
    },
    {
      id: "verantwortlich",
      title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      blocks: [{ lines: ["[Vor- und Nachname]", "[Straße und Hausnummer]", "[Postleitzahl] [Ort]"] }],
    },
    {
      id: "streitbeilegung",
      title: "Verbraucherstreitbeilegung",
      blocks: [
        "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz). Bei Fragen oder Beschwerden können Sie sich jederzeit direkt an uns wenden; wir suchen gemeinsam mit Ihnen nach einer Lösung.",
        "Die frühere Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt und steht nicht mehr zur Verfügung.",
      ],
    },
    {
      id: "haftung-inhalte",
      title: "Haftung für Inhalte",
      blocks: [
        "Wir erstellen die Inhalte dieser Website mit größtmöglicher Sorgfalt und sind für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Für die Richtigkeit, Vollständigkeit und Aktualität der allgemeinen Informationen auf dieser Website können wir jedoch keine Gewähr übernehmen. Die Inhalte ersetzen keine ärztliche Beratung.",
        "Als Diensteanbieter sind wir nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir die betreffenden Inhalte umgehend.",
      ],
    },
    {
      id: "haftung-links",
      title: "Haftung für Links",
      blocks: [
        "Unsere Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten haben wir zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar.",
        "Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Werden uns Rechtsverletzungen bekannt, entfernen wir derartige Links umgehend.",
      ],
    },
    {
      id: "urheberrecht",
      title: "Urheberrecht",
      blocks: [
        "Die Inhalte dieser Website – insbesondere Texte, Illustrationen, Trainingspläne und Übungsvideos – unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung bzw. der Zustimmung des jeweiligen Rechteinhabers. Downloads und Kopien sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.",
        "Soweit Inhalte auf dieser Website nicht von uns erstellt wurden, beachten wir die Urheberrechte Dritter und kennzeichnen solche Inhalte entsprechend. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen Hinweis. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir die betreffenden Inhalte umgehend.",
      ],
    },
  ],
};

const en: typeof de = {
  metaTitle: "Legal notice",
  metaDescription:
    "Legal notice (Impressum) of Watts: provider information under Section 5 DDG, contact, commercial register and person responsible under Section 18(2) MStV.",
  title: "Legal notice (Impressum)",
  updated: "Last updated: November 2026",
  intro: [],
  tocTitle: "",
  placeholderNote: "Note: [highlighted values] are placeholders and will be replaced with the actual company details.",
  sections: [
    {
      id: "anbieter",
      title: "Information pursuant to Section 5 DDG (German Digital Services Act)",
      blocks: [
        { lines: ["[Company name and legal form]", "[Street and house number]", "[Postcode] [City]", "Germany"] },
        "Represented by: [Name(s) of the authorised representative(s)]",
        "Watts is a brand of [Company name and legal form].",
      ],
    },
    {
      id: "kontakt",
      title: "Contact",
      blocks: [{ lines: ["Phone: [Phone number]", "E-mail: [E-mail address]"] }],
    },
    {
      id: "register",
      title: "Commercial register",
      blocks: [{ lines: ["Entered in the commercial register (Handelsregister)", "Register court: [Local court]", "Register number: [Commercial register number]"] }],
    },
    {
      id: "umsatzsteuer",
      title: "VAT ID",
      blocks: ["VAT identification number pursuant to Section 27a of the German VAT Act: [VAT ID]"],
    },
    {
      id: "verantwortlich",
      title: "Responsible for content pursuant to Section 18(2) MStV (German Interstate Media Treaty)",
      blocks: [{ lines: ["[First and last name]", "[Street and house number]", "[Postcode] [City]"] }],
    },
    {
      id: "streitbeilegung",
      title: "Consumer dispute resolution",
      blocks: [
        "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Section 36 of the German Consumer Dispute Resolution Act, VSBG). If you have questions or complaints, you can always contact us directly and we will look for a solution together.",
        "The European Commission's former online dispute resolution platform (ODR platform) was discontinued on 20 July 2025 and is no longer available.",
      ],
    },
    {
      id: "haftung-inhalte",
      title: "Liability for content",
      blocks: [
        "We create the content of this website with the greatest possible care and are responsible for our own content under the general laws. However, we cannot guarantee that the general information on this website is correct, complete and up to date. The content does not replace medical advice.",
        "As a service provider we are not obliged to monitor third-party information transmitted or stored by us or to investigate circumstances that indicate illegal activity. This does not affect obligations to remove or block the use of information under the general laws. Liability is only possible from the time we become aware of a specific infringement. As soon as we become aware of any infringement, we will remove the content concerned without delay.",
      ],
    },
    {
      id: "haftung-links",
      title: "Liability for links",
      blocks: [
        "Our website contains links to external third-party websites whose content we cannot influence. The respective provider or operator of those pages is always responsible for their content. We checked the linked pages for possible legal violations at the time of linking; no illegal content was apparent at that time.",
        "Permanent monitoring of the content of linked pages is not reasonable without concrete evidence of an infringement. If we become aware of any infringement, we will remove such links without delay.",
      ],
    },
    {
      id: "urheberrecht",
      title: "Copyright",
      blocks: [
        "The content of this website – in particular texts, illustrations, training plans and exercise videos – is protected by German copyright law. Any reproduction, adaptation, distribution or other use beyond the limits of copyright law requires the prior written consent of us or of the respective rights holder. Downloads and copies are permitted for private, non-commercial use only.",
        "Where content on this website was not created by us, we respect the copyrights of third parties and mark such content accordingly. Should you nevertheless become aware of a copyright infringement, please let us know. As soon as we become aware of any infringement, we will remove the content concerned without delay.",
      ],
    },
  ],
};

export const imprintContent = { de, en };
