/** Copy of the process page (/ablauf). German is the source; English is typed against it. */
import { PRICE } from "~/i18n/price";
const de = {
  metaTitle: "So funktioniert's – in vier Schritten zum Trainingsplan",
  metaDescription:
    "Fragebogen ausfüllen, Plan in 24 Stunden per E-Mail, zwei Wochen trainieren, Feedback geben: So entsteht Ihr persönlicher Trainingsplan bei Watts.",
  hero: {
    eyebrow: "Der Ablauf",
    title: "In vier Schritten zu Ihrem persönlichen Trainingsplan",
    text: "Sie sagen uns, worauf es Ihnen ankommt – wir kümmern uns um den Rest. Ihr Plan wird aus Ihren Angaben erstellt, von einem Coach geprüft und alle zwei Wochen an Ihren Fortschritt angepasst.",
    facts: [
      { value: "5 Min.", label: "für den Fragebogen" },
      { value: "24 Std.", label: "bis zu Ihrem Plan" },
      { value: "2 Wochen", label: "pro Trainingsplan" },
    ],
  },
  steps: {
    title: "So funktioniert's",
    stepLabel: "Schritt",
    items: [
      {
        title: "Sagen Sie uns, worauf es Ihnen ankommt",
        text: "Im Fragebogen erzählen Sie uns in etwa fünf Minuten von Ihren Zielen, Ihrem Trainingsstand und Ihrem Alltag. Je genauer Ihre Angaben, desto besser passt Ihr Plan.",
        points: [
          "Ziele, Erfahrung und aktuelles Training",
          "Wie oft und wie lange Sie trainieren möchten",
          "Ihre Ausstattung – Gym, Zuhause oder gar keine Geräte",
          "Beschwerden, Abneigungen und Wünsche",
        ],
        imageAlt: "Illustration: Klemmbrett mit einem Fragebogen, zwei Antworten sind abgehakt, daneben ein Stift",
      },
      {
        title: "Wir setzen Ihren Plan innerhalb von 24 Stunden um",
        text: "Aus Ihren Antworten entsteht ein Entwurf, den ein Coach prüft, anpasst und freigibt. Sobald Ihr Plan fertig ist, bekommen Sie eine E-Mail – spätestens 24 Stunden nach dem Absenden des Fragebogens.",
        points: [
          "Jeder Plan wird von einem Coach geprüft",
          "Benachrichtigung per E-Mail, sobald er bereitsteht",
        ],
        imageAlt: "Illustration: Briefumschlag mit Häkchen vor einer Uhr",
      },
      {
        title: "Sie bekommen Ihren Zwei-Wochen-Plan",
        text: "In Ihrem Dashboard finden Sie jeden Trainingstag mit klaren Vorgaben: Sätze, Wiederholungen, Gewicht und Pause. Zu den Übungen gibt es eine Schritt-für-Schritt-Ausführung und Technik-Hinweise (Videos, wo unser Team eines hinterlegt hat), eine Stoppuhr ist eingebaut.",
        points: [
          "Übungsanleitungen und kurze Technik-Hinweise",
          "Sätze direkt im Training eintragen",
          "Alle bisherigen Pläne bleiben dauerhaft abrufbar",
        ],
        imageAlt: "Illustration: Kalender mit zwei Trainingswochen, erledigte Tage sind abgehakt, davor eine Kurzhantel",
      },
      {
        title: "Sie geben Feedback, wir optimieren",
        text: "Nach zwei Wochen sagen Sie uns, wie es lief: Was war zu leicht, was zu schwer, was hat gezwickt? Zusammen mit Ihren eingetragenen Sätzen wird daraus Ihr nächster Plan – mit der passenden Steigerung.",
        points: [
          "Feedback zu jedem Trainingstag und zum ganzen Plan",
          "Progression auf Basis Ihrer echten Leistungen",
          "Neuer Plan alle zwei Wochen",
        ],
        imageAlt: "Illustration: Sprechblase mit fünf Sternen und ein steigendes Balkendiagramm",
      },
    ],
  },
  cta: {
    title: "Bereit für Schritt 1?",
    text: `Der Fragebogen dauert etwa fünf Minuten. Für ${PRICE.de} im Monat, monatlich kündbar.`,
    primary: "Zum Fragebogen",
    secondary: "Zurück zur Startseite",
  },
};

const en: typeof de = {
  metaTitle: "How it works – your training plan in four steps",
  metaDescription:
    "Fill in the questionnaire, get your plan within 24 hours, train for two weeks, give feedback: this is how your personal Watts training plan is made.",
  hero: {
    eyebrow: "How it works",
    title: "Four steps to your personal training plan",
    text: "You tell us what matters to you – we take care of the rest. Your plan is built from your answers, reviewed by a coach and adapted to your progress every two weeks.",
    facts: [
      { value: "5 min", label: "for the questionnaire" },
      { value: "24 h", label: "until your plan is ready" },
      { value: "2 weeks", label: "per training plan" },
    ],
  },
  steps: {
    title: "How it works",
    stepLabel: "Step",
    items: [
      {
        title: "Tell us what matters to you",
        text: "In the questionnaire you tell us about your goals, your training level and your everyday life in about five minutes. The more precise your answers, the better your plan fits.",
        points: [
          "Goals, experience and current training",
          "How often and how long you want to train",
          "Your equipment – gym, home or no equipment at all",
          "Complaints, dislikes and wishes",
        ],
        imageAlt: "Illustration: a clipboard with a questionnaire, two answers ticked, a pencil next to it",
      },
      {
        title: "We build your plan within 24 hours",
        text: "Your answers are turned into a draft that a coach reviews, adjusts and approves. As soon as your plan is ready, you get an e-mail – no later than 24 hours after you submit the questionnaire.",
        points: ["Every plan is reviewed by a coach", "An e-mail notification as soon as it is ready"],
        imageAlt: "Illustration: an envelope with a tick in front of a clock",
      },
      {
        title: "You get your two-week plan",
        text: "Your dashboard shows every training day with clear targets: sets, reps, weight and rest. Exercises come with step-by-step instructions and technique cues (videos where our team has added one), and a stopwatch is built in.",
        points: [
          "Exercise instructions and short technique cues",
          "Log your sets right during your workout",
          "All your past plans stay available for good",
        ],
        imageAlt: "Illustration: a calendar with two training weeks, completed days ticked, a dumbbell in front",
      },
      {
        title: "You give feedback, we optimise",
        text: "After two weeks you tell us how it went: what was too easy, what was too hard, what didn't feel right? Together with the sets you logged, this becomes your next plan – with the right progression.",
        points: [
          "Feedback on every training day and on the whole plan",
          "Progression based on what you actually achieved",
          "A new plan every two weeks",
        ],
        imageAlt: "Illustration: a speech bubble with five stars and a rising bar chart",
      },
    ],
  },
  cta: {
    title: "Ready for step 1?",
    text: `The questionnaire takes about five minutes. ${PRICE.en} per month, cancel monthly.`,
    primary: "Go to the questionnaire",
    secondary: "Back to the home page",
  },
};

export const processContent = { de, en };
