/** Copy of the about page (/dassteckthinterwatts). German is the source; English is typed against it. */
import { PRICE } from "~/i18n/price";
const de = {
  metaTitle: "Das steckt hinter Watts",
  metaDescription:
    "Was Watts anders macht: persönliche Trainingspläne aus Ihrem Fragebogen, jeder Plan von einem Coach geprüft, Progression alle zwei Wochen.",
  hero: {
    eyebrow: "Über uns",
    title: "Das steckt hinter Watts",
    text: `Wir glauben, dass gutes Training keine Frage des Budgets sein sollte. Deshalb verbinden wir die Erfahrung von Coaches mit smarter Technik – für Trainingspläne, die so persönlich sind wie ein Personal Training, aber nur ${PRICE.de} im Monat kosten.`,
  },
  points: {
    title: "Was uns unterscheidet",
    items: [
      {
        title: "Individuell statt Vorlage",
        text: "Jeder Plan entsteht aus Ihren Angaben zu Zielen, Trainingsstand, Zeit, Ausstattung und Beschwerden – nicht aus einer Schublade.",
      },
      {
        title: "Von Menschen geprüft",
        text: "Kein Plan geht raus, ohne dass ein Coach ihn kontrolliert, angepasst und freigegeben hat.",
      },
      {
        title: "Klare Vorgaben für jeden Satz",
        text: "Wiederholungen, Gewicht und Pause stehen bei jeder Übung. Sie müssen im Gym nicht mehr raten.",
      },
      {
        title: "Progression alle zwei Wochen",
        text: "Ihr nächster Plan baut auf dem auf, was Sie wirklich geschafft haben, und auf Ihrem Feedback.",
      },
      {
        title: "Anleitung zu den Übungen",
        text: "Eine Schritt-für-Schritt-Ausführung und Technik-Hinweise helfen Ihnen, die Übungen sauber und sicher auszuführen; wo unser Team ein Video hinterlegt hat, ist es dabei.",
      },
      {
        title: "Training überall",
        text: "Im Gym, zu Hause oder ganz ohne Geräte: Ohne Ausstattung bekommen Sie einen Körpergewichtsplan.",
      },
      {
        title: "Fair und transparent",
        text: `${PRICE.de} im Monat, monatlich kündbar. Alle bisherigen Pläne bleiben dauerhaft in Ihrem Konto.`,
      },
    ],
  },
  expertise: {
    title: "Unsere Expertise",
    paragraphs: [
      "Hinter Watts steht ein Team aus Trainerinnen und Trainern mit Erfahrung im Kraft-, Fitness- und Gesundheitssport. Sie wissen aus der täglichen Arbeit im Studio, woran Trainingspläne im Alltag scheitern: zu viel auf einmal, zu wenig Struktur, keine Anpassung an Rückschläge.",
      "Unsere Pläne folgen anerkannten Grundsätzen der Trainingswissenschaft: progressive Belastungssteigerung, ausreichend Erholung zwischen den Einheiten, ein sinnvolles Verhältnis von Volumen und Intensität und eine saubere Technik vor schwerem Gewicht. Beschwerden und Einschränkungen, die Sie angeben, berücksichtigen wir bei der Übungsauswahl.",
    ],
    reviewTitle: "KI-Entwurf, menschliche Kontrolle",
    reviewIntro:
      "Damit Sie Ihren Plan schnell bekommen, nutzen wir künstliche Intelligenz für den ersten Entwurf. Die Entscheidung trifft aber immer ein Mensch:",
    reviewSteps: [
      "Aus Ihren trainingsrelevanten Antworten entsteht ein Planentwurf – ohne Ihren Namen oder Ihre E-Mail-Adresse.",
      "Ein Coach prüft jede Übung, jeden Satz und jede Pause, passt den Entwurf an und achtet besonders auf Ihre Angaben zu Beschwerden.",
      "Erst nach der Freigabe durch den Coach erscheint der Plan in Ihrem Dashboard, und Sie bekommen eine E-Mail.",
    ],
    note: "Watts ersetzt keine ärztliche Beratung. Wenn Sie gesundheitliche Beschwerden haben, sprechen Sie vor dem Trainingsstart mit Ihrer Ärztin oder Ihrem Arzt.",
  },
  cta: {
    title: "Überzeugen Sie sich selbst",
    text: "Füllen Sie den Fragebogen aus – Ihren persönlichen Plan bekommen Sie innerhalb von 24 Stunden.",
    primary: "Zum Fragebogen",
    secondary: "So funktioniert's",
  },
};

const en: typeof de = {
  metaTitle: "The story behind Watts",
  metaDescription:
    "What makes Watts different: personal training plans built from your questionnaire, every plan reviewed by a coach, progression every two weeks.",
  hero: {
    eyebrow: "About us",
    title: "The story behind Watts",
    text: `We believe good training shouldn't depend on your budget. That's why we combine the experience of coaches with smart technology – for training plans as personal as a personal trainer, for just ${PRICE.en} per month.`,
  },
  points: {
    title: "What makes us different",
    items: [
      {
        title: "Individual, not a template",
        text: "Every plan is built from your answers on goals, level, time, equipment and complaints – not pulled from a drawer.",
      },
      {
        title: "Reviewed by people",
        text: "No plan goes out before a coach has checked, adjusted and approved it.",
      },
      {
        title: "Clear targets for every set",
        text: "Reps, weight and rest are listed for every exercise. No more guesswork at the gym.",
      },
      {
        title: "Progression every two weeks",
        text: "Your next plan builds on what you actually achieved and on your feedback.",
      },
      {
        title: "Exercise instructions",
        text: "Step-by-step instructions and technique cues help you perform the exercises cleanly and safely; where our team has added a video, it is there too.",
      },
      {
        title: "Train anywhere",
        text: "At the gym, at home or without any equipment: without equipment you get a bodyweight plan.",
      },
      {
        title: "Fair and transparent",
        text: `${PRICE.en} per month, cancel monthly. All your past plans stay in your account for good.`,
      },
    ],
  },
  expertise: {
    title: "Our expertise",
    paragraphs: [
      "Watts is run by a team of coaches with experience in strength, fitness and health training. From their daily work at the gym they know why training plans fail in real life: too much at once, too little structure, no adjustment after setbacks.",
      "Our plans follow established principles of sports science: progressive overload, enough recovery between sessions, a sensible balance of volume and intensity, and clean technique before heavy weights. Any complaints and limitations you tell us about are taken into account when we choose your exercises.",
    ],
    reviewTitle: "AI draft, human review",
    reviewIntro:
      "So that you get your plan quickly, we use artificial intelligence for the first draft. But the decision is always made by a person:",
    reviewSteps: [
      "Your training-related answers are turned into a draft plan – without your name or your e-mail address.",
      "A coach checks every exercise, every set and every rest period, adjusts the draft and pays particular attention to any complaints you mentioned.",
      "Only after the coach has approved it does the plan appear in your dashboard, and you get an e-mail.",
    ],
    note: "Watts does not replace medical advice. If you have any health complaints, talk to your doctor before you start training.",
  },
  cta: {
    title: "See for yourself",
    text: "Fill in the questionnaire – you will get your personal plan within 24 hours.",
    primary: "Go to the questionnaire",
    secondary: "How it works",
  },
};

export const aboutContent = { de, en };
