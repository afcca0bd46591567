/** Copy of the pricing page (/preise). German is the source; English is typed against it. */
const de = {
  metaTitle: "Preise – 4,99 € im Monat, monatlich kündbar",
  metaDescription:
    "Alles drin für 4,99 € im Monat: persönlicher 2-Wochen-Plan, von Coaches geprüft, Übungsvideos und Progression alle zwei Wochen. Monatlich kündbar.",
  hero: {
    eyebrow: "Preise",
    title: "Ein Preis. Alles drin.",
    text: "Kein Abo-Dschungel, keine versteckten Kosten: Für einen festen Monatsbeitrag bekommst du deinen persönlichen Trainingsplan – und alle zwei Wochen den nächsten.",
  },
  plan: {
    name: "Watts Monatsabo",
    price: "4,99 €",
    period: "/ Monat",
    vat: "inkl. MwSt.",
    terms: "Ohne Mindestlaufzeit, monatlich kündbar",
    featuresTitle: "Das ist enthalten",
    features: [
      {
        title: "Persönlicher 2-Wochen-Plan",
        text: "Erstellt aus deinem Fragebogen und von einem Coach geprüft – innerhalb von 24 Stunden in deinem Dashboard.",
      },
      {
        title: "Videos zu den Übungen",
        text: "Technik-Hinweise, klare Vorgaben für Sätze, Wiederholungen, Gewicht und Pause sowie eine eingebaute Stoppuhr.",
      },
      {
        title: "Progression alle zwei Wochen",
        text: "Dein Feedback und deine eingetragenen Sätze fließen in jeden neuen Plan ein.",
      },
      {
        title: "Dauerhafter Zugriff auf deine Pläne",
        text: "Alle bisherigen Pläne und Trainingseinträge bleiben in deinem Konto abrufbar.",
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
          "Du bezahlst bequem per Kreditkarte oder PayPal. Der Beitrag von 4,99 € wird monatlich im Voraus abgebucht, und du kannst jederzeit zum Ende des laufenden Monats kündigen.",
      },
      {
        id: "adjust",
        question: "Kann ich meinen Plan anpassen lassen?",
        answer:
          "Ja. Du gibst zu jedem Trainingstag und zum ganzen Plan Feedback. Ein Coach berücksichtigt es zusammen mit deinen eingetragenen Sätzen, und alle zwei Wochen bekommst du einen neuen Plan mit passender Progression. Deine Angaben im Fragebogen kannst du jederzeit in deinem Profil ändern.",
      },
      {
        id: "speed",
        question: "Wie schnell bekomme ich meinen Plan?",
        answer:
          "Innerhalb von 24 Stunden nach dem Absenden des Fragebogens. Sobald ein Coach deinen Plan geprüft und freigegeben hat, bekommst du eine E-Mail und findest ihn in deinem Dashboard.",
      },
      {
        id: "equipment",
        question: "Ich habe keine Geräte – funktioniert das trotzdem?",
        answer:
          "Ja. Gib im Fragebogen an, dass du keine Geräte hast. Du bekommst dann einen Körpergewichtsplan, mit dem du zu Hause, im Park oder unterwegs trainieren kannst.",
      },
    ],
  },
  cta: {
    title: "Starte mit deinem persönlichen Plan",
    text: "Fünf Minuten Fragebogen, innerhalb von 24 Stunden dein Plan.",
    button: "Fragebogen starten",
  },
};

const en: typeof de = {
  metaTitle: "Pricing – 4.99 EUR per month, cancel monthly",
  metaDescription:
    "Everything for 4.99 EUR per month: a personal two-week plan reviewed by coaches, exercise videos and progression every two weeks. Cancel monthly.",
  hero: {
    eyebrow: "Pricing",
    title: "One price. Everything included.",
    text: "No subscription maze, no hidden costs: for one fixed monthly fee you get your personal training plan – and the next one every two weeks.",
  },
  plan: {
    name: "Watts monthly subscription",
    price: "4.99 EUR",
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
        title: "Exercise videos",
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
          "You pay by credit card or PayPal. The fee of 4.99 EUR is charged monthly in advance, and you can cancel at any time with effect from the end of the current month.",
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
