/** Texts of the admin's API-cost tab (spec part 2 §2.5, §9). German is the source; English is typed against it. */
const de = {
  meta: { title: "API-Kosten" },
  title: "API-Kosten",
  intro: "Jeder Aufruf des KI-Dienstes für einen Trainingsplan wird mit seinen Kosten erfasst. Pläne des eingebauten Generators kosten nichts und erscheinen hier nicht.",
  figuresLabel: "Kennzahlen",
  count: "API-Aufrufe",
  total: "Gesamtkosten",
  average: "Durchschnitt pro Aufruf",
  recentTitle: "Letzte 10 Aufrufe",
  columns: { date: "Datum", description: "Beschreibung", model: "Modell", tokens: "Tokens (Eingabe / Ausgabe)", amount: "Betrag" },
  tokensValue: "{input} / {output}",
  none: "–",
  empty: "Keine Daten verfügbar",
};

const en: typeof de = {
  meta: { title: "API costs" },
  title: "API costs",
  intro: "Every call to the AI service for a training plan is recorded with its cost. Plans from the built-in generator cost nothing and do not appear here.",
  figuresLabel: "Figures",
  count: "API calls",
  total: "Total cost",
  average: "Average per call",
  recentTitle: "Last 10 calls",
  columns: { date: "Date", description: "Description", model: "Model", tokens: "Tokens (input / output)", amount: "Amount" },
  tokensValue: "{input} / {output}",
  none: "–",
  empty: "No data available",
};

export const adminCostsContent = { de, en };
