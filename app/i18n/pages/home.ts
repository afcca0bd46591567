import { PRICE } from "~/i18n/price";
const de = {
  metaTitle: "Persönliche Trainingspläne fürs Gym",
  metaDescription:
    `Individueller 2-Wochen-Trainingsplan aus Ihrem Fragebogen, geprüft von unserem Team, in 24 Stunden im Dashboard. Mit Übungsanleitungen und Progression alle zwei Wochen – ${PRICE.de} im Monat.`,
  hero: {
    eyebrow: "Personal Training, digital",
    title: "Ihr Trainingsplan. Auf Sie zugeschnitten.",
    text: "Beantworten Sie ein paar Fragen zu Zielen, Erfahrung und Ausstattung. Wir erstellen Ihren persönlichen 2-Wochen-Plan, unser Team prüft ihn – und Sie trainieren mit klaren Vorgaben für jeden Satz.",
    primary: "Jetzt Fragebogen ausfüllen",
    secondary: "So funktioniert's",
    highlights: ["Plan innerhalb von 24 Stunden", `${PRICE.de} im Monat, monatlich kündbar`, "Auch ohne Geräte: Körpergewichtsplan"],
    imageAlt: "Illustration: Trainingsplan auf dem Smartphone neben einer Kurzhantel",
  },
  features: {
    title: "Warum Watts?",
    intro: "Kein Plan von der Stange: Jede Übung, jeder Satz und jede Pause passt zu Ihrem Alltag und Ihrem Ziel.",
    items: [
      {
        title: "Individuell statt Standard",
        text: "Ihr Plan entsteht aus Ihren Angaben – Ziele, Trainingslevel, Häufigkeit, Dauer, Ausstattung und Beschwerden – und wird vor der Freigabe von unserem Team geprüft.",
      },
      {
        title: "Anleitung zu den Übungen",
        text: "Zu den Übungen gibt es eine Schritt-für-Schritt-Ausführung und kurze Technik-Hinweise; wo unser Team ein Video hinterlegt hat, ist es direkt dabei. Sätze, Wiederholungen, Gewicht und Pause stehen daneben, eine Stoppuhr ist eingebaut.",
      },
      {
        title: "Progression alle zwei Wochen",
        text: "Sie tragen Ihre Sätze ein und geben Feedback. Nach zwei Wochen bekommen Sie Ihren nächsten Plan – aufgebaut auf dem, was Sie wirklich geschafft haben.",
      },
    ],
  },
  app: {
    title: "Bald auch als App",
    text: "Ihr Plan läuft schon heute im Browser auf jedem Smartphone. Die Apps für iOS und Android sind in Arbeit – mit Offline-Modus fürs Gym ohne Empfang.",
    imageAlt: "Illustration: Smartphone mit Trainingstag und Satz-Tabelle",
  },
  cta: {
    title: "Bereit für Ihren ersten Plan?",
    text: "Der Fragebogen dauert etwa fünf Minuten. Ihren Plan finden Sie innerhalb von 24 Stunden in Ihrem Dashboard.",
    button: "Fragebogen starten",
  },
};

const en: typeof de = {
  metaTitle: "Personal gym training plans",
  metaDescription:
    `An individual two-week training plan built from your questionnaire, reviewed by our team, in your dashboard within 24 hours. With exercise instructions and progression every two weeks – ${PRICE.en} per month.`,
  hero: {
    eyebrow: "Personal training, digital",
    title: "Your training plan. Made for you.",
    text: "Answer a few questions about your goals, experience and equipment. We build your personal two-week plan, our team reviews it – and you train with clear targets for every set.",
    primary: "Fill in the questionnaire",
    secondary: "How it works",
    highlights: ["Your plan within 24 hours", `${PRICE.en} per month, cancel monthly`, "No equipment? You get a bodyweight plan"],
    imageAlt: "Illustration: a training plan on a smartphone next to a dumbbell",
  },
  features: {
    title: "Why Watts?",
    intro: "No off-the-shelf plan: every exercise, set and rest fits your everyday life and your goal.",
    items: [
      {
        title: "Individual, not generic",
        text: "Your plan is built from your answers – goals, level, frequency, session length, equipment and complaints – and reviewed by our team before it is released.",
      },
      {
        title: "How to do the exercises",
        text: "Exercises come with step-by-step instructions and short technique cues; where our team has added a video, it is right there. Sets, reps, weight and rest are next to them, and a stopwatch is built in.",
      },
      {
        title: "Progression every two weeks",
        text: "You log your sets and give feedback. After two weeks you get your next plan – built on what you actually achieved.",
      },
    ],
  },
  app: {
    title: "Soon available as an app",
    text: "Your plan already runs in the browser on any smartphone. The iOS and Android apps are in the works – with an offline mode for gyms without reception.",
    imageAlt: "Illustration: a smartphone showing a training day and a set table",
  },
  cta: {
    title: "Ready for your first plan?",
    text: "The questionnaire takes about five minutes. You will find your plan in your dashboard within 24 hours.",
    button: "Start the questionnaire",
  },
};

export const homeContent = { de, en };
