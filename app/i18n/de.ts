/** German UI texts shared by every page (page copy lives in app/i18n/pages/*). German is the source. */
import { PRICE } from "./price";
export const de = {
  site: {
    name: "Watts",
    tagline: "Persönliche Trainingspläne",
    defaultDescription:
      `Individuelle 2-Wochen-Trainingspläne fürs Gym, von Coaches geprüft: Fragebogen ausfüllen, Plan in 24 Stunden erhalten, alle zwei Wochen Progression. ${PRICE.de} im Monat.`,
  },
  a11y: {
    skipToContent: "Zum Inhalt springen",
    mainNavigation: "Hauptnavigation",
    footerNavigation: "Fußzeilen-Navigation",
    languageSwitcher: "Sprache wählen",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    homeLink: "Watts – zur Startseite",
    close: "Schließen",
    notifications: "Benachrichtigungen",
  },
  nav: {
    home: "Startseite",
    process: "Ablauf",
    pricing: "Preise",
    about: "Über uns",
    success: "Erfolge",
    questionnaire: "Fragebogen",
  },
  header: {
    login: "Anmelden",
    register: "Registrieren",
    dashboard: "Dashboard",
    admin: "Admin",
    logout: "Abmelden",
  },
  appUpdate: { text: "Eine neue Version von Watts ist da.", reload: "Neu laden" },
  languages: { de: "Deutsch", en: "English" },
  footer: {
    about:
      "Persönliche Trainingspläne für Ihr Training im Gym oder zu Hause – erstellt aus Ihren Angaben, geprüft von unserem Team.",
    navigation: "Navigation",
    legal: "Rechtliches",
    imprint: "Impressum",
    privacy: "Datenschutz",
    terms: "AGB",
    cancel: "Verträge hier kündigen",
    social: "Folgen Sie uns",
    apps: "Unsere App",
    comingSoon: "Demnächst verfügbar",
    appStore: "App Store",
    googlePlay: "Google Play",
    copyright: "© {year} Watts. Alle Rechte vorbehalten.",
  },
  notFound: {
    metaTitle: "Seite nicht gefunden",
    title: "Oops! Seite nicht gefunden",
    text: "Die Seite, die Sie suchen, gibt es nicht oder nicht mehr.",
    home: "Zur Startseite",
  },
  error: {
    title: "Ein Fehler ist aufgetreten",
    text: "Bitte versuchen Sie es erneut.",
    home: "Zur Startseite",
  },
  badRequest: {
    title: "Eingabe nicht verarbeitbar",
    text: "Die gesendeten Daten enthalten ungültige Zeichen oder haben ein Format, das diese Seite nicht annimmt. Es wurde nichts gespeichert. Bitte gehen Sie zurück und prüfen Sie Ihre Eingabe.",
    home: "Zur Startseite",
  },
  unsupportedMediaType: {
    title: "Format nicht unterstützt",
    text: "Diese Seite nimmt Daten nur als Formular an; die Anfrage hatte ein anderes Format. Es wurde nichts gespeichert. Bitte gehen Sie zurück und senden Sie das Formular erneut ab.",
    home: "Zur Startseite",
  },
  unavailable: {
    title: "Vorübergehend nicht erreichbar",
    text: "Wir können Ihre Daten gerade nicht laden oder speichern. Sie bleiben angemeldet – bitte versuchen Sie es in ein paar Minuten erneut.",
    retry: "Erneut versuchen",
    unsaved: "Was Sie gerade abgeschickt haben, wurde nicht gespeichert. Mit „Zurück“ im Browser kommen Sie zum Formular zurück; die meisten Browser zeigen dort noch Ihre Eingaben. Bitte prüfen Sie sie und senden Sie das Formular später erneut ab.",
    keptInBrowser: "Ihre Antworten im Fragebogen sind nicht verloren: Dieser Browser-Tab hat sie aufbewahrt. Wenn Sie es erneut versuchen, stehen sie wieder im Formular.",
    notSavedTitle: "Nicht gespeichert",
    notSaved: "Wir können Ihre Daten gerade nicht speichern. Sie bleiben angemeldet, und Ihre Eingaben stehen noch im Formular – bitte versuchen Sie es in ein paar Minuten erneut.",
  },
  forbidden: {
    title: "Kein Zugriff",
    text: "Für diese Seite fehlen Ihrem Konto die Berechtigungen.",
    home: "Zur Startseite",
  },
  crossOrigin: {
    title: "Formular von einer anderen Adresse abgelehnt",
    text: "Dieses Formular wurde von {from} abgeschickt, Watts läuft aber unter {expected}. Zum Schutz Ihres Kontos nehmen wir Formulare nur von dieser Adresse an. Bitte öffnen Sie die Seite dort und versuchen Sie es erneut.",
    unknownFrom: "einer anderen Adresse",
    open: "{expected} öffnen",
  },
  common: {
    toQuestionnaire: "Zum Fragebogen",
    backHome: "Zurück zur Startseite",
    loading: "Wird geladen...",
  },
};

type Widen<T> = T extends string ? string : T extends readonly (infer U)[] ? Widen<U>[] : { [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof de>;
