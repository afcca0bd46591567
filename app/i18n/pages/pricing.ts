/** Copy of the pricing page (/preise). German is the source; English is typed against it. */
import { PRICE } from "~/i18n/price";
const de = {
  metaTitle: `Preise – ${PRICE.de} im Monat, monatlich kündbar`,
  metaDescription:
    `Alles drin für ${PRICE.de} im Monat: persönlicher 2-Wochen-Plan, von Coaches geprüft, Übungsanleitungen und Progression alle zwei Wochen. Monatlich kündbar.`,
  hero: {
    eyebrow: "Preise",
    title: "Ein Preis. Alles drin.",
    text: "Kein Abo-Dschungel, keine versteckten Kosten: Für einen festen Monatsbeitrag bekommen Sie Ihren persönlichen Trainingsplan – und alle zwei Wochen den nächsten.",
  },
  plan: {
    name: "Watts Monatsabo",
    price: PRICE.de,
    period: "/ Monat",
    vat: "inkl. MwSt.",
    terms: "Ohne Mindestlaufzeit, monatlich kündbar",
    featuresTitle: "Das ist enthalten",
    features: [
      {
        title: "Persönlicher 2-Wochen-Plan",
        text: "Erstellt aus Ihrem Fragebogen und von einem Coach geprüft – innerhalb von 24 Stunden in Ihrem Dashboard.",
      },
      {
        title: "Anleitung zu den Übungen",
        text: "Technik-Hinweise, klare Vorgaben für Sätze, Wiederholungen, Gewicht und Pause sowie eine eingebaute Stoppuhr.",
      },
      {
        title: "Progression alle zwei Wochen",
        text: "Ihr Feedback und Ihre eingetragenen Sätze fließen in jeden neuen Plan ein.",
      },
      {
        title: "Dauerhafter Zugriff auf Ihre Pläne",
        text: "Alle bisherigen Pläne und Trainingseinträge bleiben in Ihrem Konto abrufbar.",
      },
    ],
    button: "Jetzt Fragebogen ausfüllen",
    payment: "Zahlung per Kreditkarte oder PayPal",
  },
  faq: {
    title: "Häufige Fragen",
    items: [
      {
        id: "payment",
        question: "Wie kann ich bezahlen?",
        answer:
          `Sie bezahlen bequem per Kreditkarte oder PayPal. Der Beitrag von ${PRICE.de} wird monatlich im Voraus abgebucht, und Sie können jederzeit zum Ende des laufenden Monats kündigen – online über „Verträge hier kündigen“ am Ende jeder Seite.`,
      },
      {
        id: "adjust",
        question: "Kann ich meinen Plan anpassen lassen?",
        answer:
          "Ja. Sie geben zu jedem Trainingstag und zum ganzen Plan Feedback. Ein Coach berücksichtigt es zusammen mit Ihren eingetragenen Sätzen, und alle zwei Wochen bekommen Sie einen neuen Plan mit passender Progression. Ihre Angaben im Fragebogen können Sie jederzeit in Ihrem Profil ändern.",
      },
      {
        id: "speed",
        question: "Wie schnell bekomme ich meinen Plan?",
        answer:
          "Innerhalb von 24 Stunden nach dem Absenden des Fragebogens. Sobald ein Coach Ihren Plan geprüft und freigegeben hat, bekommen Sie eine E-Mail und finden ihn in Ihrem Dashboard.",
      },
      {
        id: "equipment",
        question: "Ich habe keine Geräte – funktioniert das trotzdem?",
        answer:
          "Ja. Geben Sie im Fragebogen an, dass Sie keine Geräte haben. Sie bekommen dann einen Körpergewichtsplan, mit dem Sie zu Hause, im Park oder unterwegs trainieren können.",
      },
    ],
  },
  cta: {
    title: "Starten Sie mit Ihrem persönlichen Plan",
    text: "Fünf Minuten Fragebogen, innerhalb von 24 Stunden Ihr Plan.",
    button: "Fragebogen starten",
  },
};

const en: typeof de = {
  metaTitle: `Pricing – ${PRICE.en} per month, cancel monthly`,
  metaDescription:
    `Everything for ${PRICE.en} per month: a personal two-week plan reviewed by coaches, exercise instructions and progression every two weeks. Cancel monthly.`,
  hero: {
    eyebrow: "Pricing",
    title: "One price. Everything included.",
    text: "No subscription maze, no hidden costs: for one fixed monthly fee you get your personal training plan – and the next one every two weeks.",
  },
  plan: {
    name: "Watts monthly subscription",
    price: PRICE.en,
    period: "/ month",
    vat: "incl. VAT",
    terms: "No minimum term, cancel monthly",
    featuresTitle: "What's included",
    features: [
      {
        title: "Personal two-week plan",
        text: "Built from your questionnaire and reviewed by a coach – in your dashboard within 24 hours.",
      },
      {
        title: "Exercise instructions",
        text: "Technique cues, clear targets for sets, reps, weight and rest, plus a built-in stopwatch.",
      },
      {
        title: "Progression every two weeks",
        text: "Your feedback and the sets you log go into every new plan.",
      },
      {
        title: "Lasting access to your plans",
        text: "All your past plans and training logs stay available in your account.",
      },
    ],
    button: "Fill in the questionnaire",
    payment: "Pay by credit card or PayPal",
  },
  faq: {
    title: "Frequently asked questions",
    items: [
      {
        id: "payment",
        question: "How can I pay?",
        answer:
          `You pay by credit card or PayPal. The fee of ${PRICE.en} is charged monthly in advance, and you can cancel at any time with effect from the end of the current month – online through “Cancel contracts here” at the bottom of every page.`,
      },
      {
        id: "adjust",
        question: "Can my plan be adjusted?",
        answer:
          "Yes. You give feedback on every training day and on the whole plan. A coach takes it into account together with the sets you logged, and every two weeks you get a new plan with the right progression. You can change your questionnaire answers in your profile at any time.",
      },
      {
        id: "speed",
        question: "How fast will I get my plan?",
        answer:
          "Within 24 hours of submitting the questionnaire. As soon as a coach has reviewed and approved your plan, you get an e-mail and find it in your dashboard.",
      },
      {
        id: "equipment",
        question: "I don't have any equipment – does it still work?",
        answer:
          "Yes. Just say in the questionnaire that you have no equipment. You will then get a bodyweight plan you can do at home, in the park or on the road.",
      },
    ],
  },
  cta: {
    title: "Start with your personal plan",
    text: "Five minutes for the questionnaire, your plan within 24 hours.",
    button: "Start the questionnaire",
  },
};

export const pricingContent = { de, en };
