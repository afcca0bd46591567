/** Texts of the request guards (app/server/guards.server.ts): the toast on the sign-in page. German is the source. */
const de = {
  title: "Anmeldung erforderlich",
  general: "Bitte melden Sie sich an, um fortzufahren.",
  /** Spec part 1 §8, questionnaire without sign-in. */
  questionnaire: "Bitte melden Sie sich an, um den Fragebogen auszufüllen.",
  security: "Bitte melden Sie sich an, um Ihre Sicherheitseinstellungen zu sehen.",
  /** A browser without any session at the questionnaire: the register mode's neutral hint. */
  newVisitorTitle: "Zuerst ein Konto",
  newVisitorQuestionnaire:
    "Für Ihren Trainingsplan legen Sie bitte ein Konto an. Nach der Bestätigung Ihrer E-Mail-Adresse geht es direkt mit dem Fragebogen weiter. Sie haben schon ein Konto? Dann melden Sie sich an.",
  /** The session ran out while the questionnaire was being submitted. */
  expiredTitle: "Sitzung abgelaufen",
  expiredQuestionnaire: "Bitte melden Sie sich erneut an. Ihre Antworten sind in diesem Browser gespeichert und werden danach wiederhergestellt.",
  adminTitle: "Kein Zugriff",
  admin: "Dieser Bereich ist dem Team vorbehalten. Bitte melden Sie sich mit einem Admin-Konto an.",
};

const en: typeof de = {
  title: "Sign-in required",
  general: "Please sign in to continue.",
  questionnaire: "Please sign in to fill in the questionnaire.",
  security: "Please sign in to see your security settings.",
  newVisitorTitle: "First, an account",
  newVisitorQuestionnaire:
    "To get your training plan, please create an account. Once you have confirmed your e-mail address, you continue straight to the questionnaire. Already have an account? Then sign in.",
  expiredTitle: "Session expired",
  expiredQuestionnaire: "Please sign in again. Your answers are kept in this browser and will be restored afterwards.",
  adminTitle: "No access",
  admin: "This area is reserved for the team. Please sign in with an admin account.",
};

export const guardContent = { de, en };
