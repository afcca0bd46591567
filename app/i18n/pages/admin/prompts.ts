/**
 * Texts of the two prompt editors (spec part 2 §2.5, §5 85 % rule, §8). German is the source (spec
 * texts verbatim); English is typed against it. Placeholder descriptions are keyed by the domain's
 * placeholder list, so a new placeholder without a description is a type error.
 */
import { PROMPT_RATIO_WARNING, type PromptName, type PromptPlaceholder } from "~/domain/plan/prompts";

const de = {
  prompts: {
    training_plan_generation: {
      title: "Chat GPT Prompt",
      intro: "Mit diesem Prompt entsteht der erste Trainingsplan eines Kunden aus seinem Fragebogen.",
    },
    training_plan_generation_week3: {
      title: "Chat GPT Prompt ab Woche 3",
      intro: "Mit diesem Prompt entsteht jeder weitere Plan (ab Woche 3): aus dem Fragebogen und den bis zu vier zuletzt eingereichten Plänen mit Protokollen und Feedback.",
    },
  } satisfies Record<PromptName, { title: string; intro: string }>,
  editorLabel: "Prompt-Vorlage",
  characters: "{n} Zeichen",
  lastSaved: "Zuletzt gespeichert: {date}",
  fromDefault: "Noch nie gespeichert: Angezeigt wird die eingebaute Standardvorlage, die der Generator zurzeit verwendet.",
  unsaved: "Ungespeicherte Änderungen",
  save: "Prompt speichern",
  saving: "Speichern...",
  discard: "Änderungen verwerfen",
  insertDefault: "Standardvorlage einfügen",
  insertDefaultHint: "Ersetzt den Text im Editor durch die eingebaute Standardvorlage; gespeichert wird erst mit „Prompt speichern“.",
  toasts: {
    saved: "Prompt gespeichert",
    failed: "Prompt konnte nicht gespeichert werden: {message}",
  },
  issues: {
    required: "Der Prompt darf nicht leer sein.",
    tooLong: "Der Prompt ist zu lang (höchstens {max} Zeichen).",
    invalid: "Der Prompt enthält unzulässige Steuerzeichen.",
    unknown: "Unbekannter Fehler",
  },
  check: {
    title: "Längenprüfung (85-%-Regel)",
    explanation:
      "Der Generator setzt diese Vorlage mit den Angaben des Kunden zusammen; ist das Ergebnis kürzer als 85 % der Vorlage, gehen dabei offenbar Inhalte verloren (etwa durch unbekannte oder entfernte Platzhalter) und die KI erhält einen lückenhaften Auftrag.",
    sample: "Geprüft mit einem Beispielfragebogen, den {n} dazu passenden Übungen der Datenbank und den zutreffenden Verletzungshinweisen.",
    sampleWithHistory: "Geprüft mit einem Beispielfragebogen, den {n} dazu passenden Übungen der Datenbank, den zutreffenden Verletzungshinweisen und einem eingereichten Vorplan.",
    ratio: "Zusammengesetzt {assembled} Zeichen aus {template} Zeichen Vorlage: {ratio} % (Untergrenze 85 %).",
    ok: "Die Untergrenze wird eingehalten.",
    warning: PROMPT_RATIO_WARNING,
    preview: "Zusammengesetzten Beispiel-Prompt anzeigen",
  },
  placeholders: {
    title: "Platzhalter",
    intro: "Diese Platzhalter ersetzt der Generator durch die anonymisierten Angaben des Kunden. Schreiben Sie sie mit doppelten geschweiften Klammern, z. B. {{age}}.",
    present: "enthalten",
    missing: "fehlt",
    unusedHere: "nur ab Woche 3",
    unknown: "Unbekannte Platzhalter, die leer eingesetzt werden: {list}",
    personal: "Platzhalter für persönliche Daten werden aus Datenschutzgründen nie gefüllt und leer eingesetzt: {list}",
    descriptions: {
      age: "Alter",
      gender: "Geschlecht",
      main_goals: "Hauptziele",
      other_sport: "Betreibt eine andere Sportart (Ja/Nein)",
      other_sport_details: "Details zur anderen Sportart",
      training_intensity: "Gewünschte Trainingsintensität",
      training_frequency: "Trainingshäufigkeit",
      session_duration: "Dauer pro Einheit",
      daily_activity: "Aktivität im Alltag",
      training_level: "Trainingslevel",
      current_training: "Trainiert derzeit regelmäßig",
      training_experience: "Trainingserfahrung",
      equipment: "Verfügbare Ausrüstung",
      health_restrictions: "Gesundheitliche Einschränkungen",
      exercise_dislikes: "Nicht gemochte Übungen",
      training_preferences: "Trainingsvorlieben",
      personal_wishes: "Persönliche Wünsche",
      exercise_list: "Übungen der Datenbank, die mit der Ausrüstung möglich sind",
      injury_notes: "Zutreffende Hinweise aus der Verletzungsliste",
      previous_plans: "Die bis zu vier letzten eingereichten Pläne mit Protokoll und Feedback",
    } satisfies Record<PromptPlaceholder, string>,
  },
};

const en: typeof de = {
  prompts: {
    training_plan_generation: {
      title: "Chat GPT prompt",
      intro: "This prompt produces a customer's first training plan from their questionnaire.",
    },
    training_plan_generation_week3: {
      title: "Chat GPT prompt from week 3",
      intro: "This prompt produces every later plan (from week 3): from the questionnaire and the up to four most recently submitted plans with their logs and feedback.",
    },
  },
  editorLabel: "Prompt template",
  characters: "{n} characters",
  lastSaved: "Last saved: {date}",
  fromDefault: "Never saved: this is the built-in default template, which the generator currently uses.",
  unsaved: "Unsaved changes",
  save: "Save prompt",
  saving: "Saving...",
  discard: "Discard changes",
  insertDefault: "Insert default template",
  insertDefaultHint: "Replaces the text in the editor with the built-in default template; nothing is stored until you click “Save prompt”.",
  toasts: {
    saved: "Prompt saved",
    failed: "Prompt could not be saved: {message}",
  },
  issues: {
    required: "The prompt must not be empty.",
    tooLong: "The prompt is too long (at most {max} characters).",
    invalid: "The prompt contains control characters that are not allowed.",
    unknown: "Unknown error",
  },
  check: {
    title: "Length check (85% rule)",
    explanation:
      "The generator fills this template with the customer's details; if the result is shorter than 85% of the template, content is evidently being lost (for instance through unknown or removed placeholders) and the AI receives an incomplete brief.",
    sample: "Checked with a sample questionnaire, the {n} exercises of the database that suit it and the matching injury notes.",
    sampleWithHistory: "Checked with a sample questionnaire, the {n} exercises of the database that suit it, the matching injury notes and one submitted previous plan.",
    ratio: "{assembled} characters assembled from a template of {template} characters: {ratio}% (lower limit 85%).",
    ok: "The lower limit is met.",
    warning: "The assembled prompt falls below the dynamic lower limit (85% of the template).",
    preview: "Show the assembled sample prompt",
  },
  placeholders: {
    title: "Placeholders",
    intro: "The generator replaces these placeholders with the customer's anonymised details. Write them in double curly braces, e.g. {{age}}.",
    present: "present",
    missing: "missing",
    unusedHere: "from week 3 only",
    unknown: "Unknown placeholders, inserted empty: {list}",
    personal: "Placeholders for personal data are never filled, for privacy, and are inserted empty: {list}",
    descriptions: {
      age: "Age",
      gender: "Gender",
      main_goals: "Main goals",
      other_sport: "Does another sport (yes/no)",
      other_sport_details: "Details of the other sport",
      training_intensity: "Desired training intensity",
      training_frequency: "Training frequency",
      session_duration: "Duration per session",
      daily_activity: "Everyday activity",
      training_level: "Training level",
      current_training: "Currently trains regularly",
      training_experience: "Training experience",
      equipment: "Available equipment",
      health_restrictions: "Health restrictions",
      exercise_dislikes: "Disliked exercises",
      training_preferences: "Training preferences",
      personal_wishes: "Personal wishes",
      exercise_list: "Exercises of the database possible with the equipment",
      injury_notes: "Matching notes from the injuries list",
      previous_plans: "The up to four last submitted plans with log and feedback",
    },
  },
};

export const adminPromptsContent = { de, en };
