/** Texts of the request guards (app/server/guards.server.ts): the toast on the sign-in page. German is the source. */
const de = {
  title: "Anmeldung erforderlich",
  general: "Bitte melden Sie sich an, um fortzufahren.",
  /** Spec part 1 §8, questionnaire without sign-in. */
  questionnaire: "Bitte melden Sie sich an, um den Fragebogen auszufüllen.",
  security: "Bitte melden Sie sich an, um Ihre Sicherheitseinstellungen zu sehen.",
  adminTitle: "Kein Zugriff",
  admin: "Dieser Bereich ist dem Team vorbehalten. Bitte melden Sie sich mit einem Admin-Konto an.",
};

const en: typeof de = {
  title: "Sign-in required",
  general: "Please sign in to continue.",
  questionnaire: "Please sign in to fill in the questionnaire.",
  security: "Please sign in to see your security settings.",
  adminTitle: "No access",
  admin: "This area is reserved for the team. Please sign in with an admin account.",
};

export const guardContent = { de, en };
