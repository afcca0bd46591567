/** Texts of the payment demo page (/bezahlung, spec part 2 §2.6). German is the source. */
const de = {
  meta: {
    title: "Bezahlung (Demo)",
    description: "Demo-Bezahlung für Ihren persönlichen Trainingsplan.",
  },
  title: "Vielen Dank für Ihre Angaben!",
  intro: "Ihr Fragebogen ist bei uns eingegangen. So geht es jetzt weiter:",
  stepsTitle: "Die nächsten Schritte",
  steps: [
    { title: "Analyse", text: "Unsere KI analysiert Ihren Fragebogen." },
    { title: "Planerstellung", text: "Ihr persönlicher Trainingsplan wird erstellt." },
    { title: "Prüfung", text: "Unser Team prüft Ihren Plan sorgfältig." },
    { title: "Bereitstellung", text: "Ihr Plan erscheint in Ihrem Dashboard – wir benachrichtigen Sie per E-Mail." },
  ],
  states: {
    anonymous: {
      title: "Ihr persönlicher Trainingsplan",
      intro: "Melden Sie sich an und füllen Sie den Fragebogen aus – danach bezahlen Sie hier (in der Demo ohne echte Zahlung) und wir erstellen Ihren Plan.",
      action: "Anmelden",
    },
    noQuestionnaire: {
      title: "Zuerst der Fragebogen",
      intro: "Für Ihren persönlichen Plan brauchen wir Ihre Angaben. Bitte füllen Sie zuerst den Fragebogen aus; danach geht es hier mit der Bezahlung weiter.",
      action: "Zum Fragebogen",
    },
    paid: {
      title: "Sie haben bereits bezahlt",
      intro: "Ihr Abo läuft seit dem {since}. Ihren Trainingsplan finden Sie im Dashboard, sobald unser Team ihn geprüft hat.",
      endsAt: "Sie haben gekündigt; das Abo endet am {date}.",
      button: "Bereits bezahlt ✓",
    },
  },
  demo: {
    badge: "Demo",
    title: "Demo-Bezahlung",
    product: "Persönlicher Trainingsplan – Monatsabo",
    perMonth: "pro Monat, inkl. MwSt.",
    includes: ["Alle zwei Wochen ein neuer, von unserem Team geprüfter Plan", "Fortschritt und Feedback im Dashboard", "Monatlich kündbar"],
    button: "Jetzt bezahlen (Demo)",
    processing: "Zahlung wird verarbeitet...",
    done: "Trainingsplan erstellt ✓",
    note: "Dies ist eine Demo: Es wird keine echte Zahlung ausgeführt. In einer Live-Version würde hier die echte Bezahlung abgewickelt, zum Beispiel per Kreditkarte oder PayPal.",
  },
  toDashboard: "Zum Dashboard",
  toHome: "Zur Startseite",
  toasts: {
    loginTitle: "Fehler",
    login: "Sie müssen angemeldet sein.",
    successTitle: "Zahlung erfolgreich (Demo)",
    success: "Ihr Trainingsplan wird jetzt erstellt. Sie werden zum Dashboard weitergeleitet.",
    alreadyPaidTitle: "Bereits bezahlt",
    alreadyPaid: "Ihr Abo läuft bereits – es wurde nichts erneut berechnet.",
    questionnaireFirstTitle: "Fragebogen fehlt",
    questionnaireFirst: "Bitte füllen Sie zuerst den Fragebogen aus.",
    errorTitle: "Fehler",
    error: "Die Zahlung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.",
  },
};

const en: typeof de = {
  meta: {
    title: "Payment (demo)",
    description: "Demo payment for your personal training plan.",
  },
  title: "Thank you for your answers!",
  intro: "We have received your questionnaire. This is what happens next:",
  stepsTitle: "Next steps",
  steps: [
    { title: "Analysis", text: "Our AI analyses your questionnaire." },
    { title: "Plan creation", text: "Your personal training plan is created." },
    { title: "Review", text: "Our team reviews your plan carefully." },
    { title: "Delivery", text: "Your plan appears in your dashboard – we notify you by e-mail." },
  ],
  states: {
    anonymous: {
      title: "Your personal training plan",
      intro: "Log in and fill in the questionnaire – then you pay here (in the demo without a real payment) and we create your plan.",
      action: "Log in",
    },
    noQuestionnaire: {
      title: "The questionnaire comes first",
      intro: "For your personal plan we need your answers. Please fill in the questionnaire first; the payment follows here afterwards.",
      action: "Go to the questionnaire",
    },
    paid: {
      title: "You have already paid",
      intro: "Your subscription has been running since {since}. You will find your training plan in your dashboard as soon as our team has reviewed it.",
      endsAt: "You have cancelled; the subscription ends on {date}.",
      button: "Already paid ✓",
    },
  },
  demo: {
    badge: "Demo",
    title: "Demo payment",
    product: "Personal training plan – monthly subscription",
    perMonth: "per month, incl. VAT",
    includes: ["A new plan reviewed by our team every two weeks", "Progress and feedback in your dashboard", "Cancel monthly"],
    button: "Pay now (demo)",
    processing: "Processing payment...",
    done: "Training plan created ✓",
    note: "This is a demo: no real payment is made. A live version would handle the real payment here, for example by credit card or PayPal.",
  },
  toDashboard: "Go to dashboard",
  toHome: "Go to home page",
  toasts: {
    loginTitle: "Error",
    login: "You must be signed in.",
    successTitle: "Payment successful (demo)",
    success: "Your training plan is now being created. Taking you to your dashboard.",
    alreadyPaidTitle: "Already paid",
    alreadyPaid: "Your subscription is already running – nothing was charged again.",
    questionnaireFirstTitle: "Questionnaire missing",
    questionnaireFirst: "Please fill in the questionnaire first.",
    errorTitle: "Error",
    error: "The payment could not be completed. Please try again.",
  },
};

export const paymentContent = { de, en };
