/** Texts of the admin area's frame: title, tabs and loading state (spec part 2 §2.5). German is the source. */
const de = {
  meta: { title: "Admin", description: "Verwaltung von Benutzern, Trainingsplänen, Prompts und Inhalten." },
  title: "Admin Dashboard",
  loading: "Admin Dashboard wird geladen...",
  tabsLabel: "Bereiche des Admin-Dashboards",
  selectLabel: "Bereich wählen",
  tabs: {
    overview: "Übersicht",
    users: "Benutzer",
    plans: "Pläne ({n})",
    prompt: "Chat GPT Prompt",
    promptWeek3: "Chat GPT Prompt ab Woche 3",
    content: "Datenbank",
    costs: "API-Kosten",
  },
  contentTabs: {
    label: "Inhalte der Datenbank",
    exercises: "Übungen",
    injuries: "Verletzungen/Krankheiten",
    images: "Social-Media-Bilder",
  },
};

const en: typeof de = {
  meta: { title: "Admin", description: "Manage users, training plans, prompts and content." },
  title: "Admin dashboard",
  loading: "Loading admin dashboard...",
  tabsLabel: "Sections of the admin dashboard",
  selectLabel: "Choose a section",
  tabs: {
    overview: "Overview",
    users: "Users",
    plans: "Plans ({n})",
    prompt: "Chat GPT prompt",
    promptWeek3: "Chat GPT prompt from week 3",
    content: "Database",
    costs: "API costs",
  },
  contentTabs: {
    label: "Database content",
    exercises: "Exercises",
    injuries: "Injuries/illnesses",
    images: "Social media images",
  },
};

export const adminLayoutContent = { de, en };
