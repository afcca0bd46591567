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
  demo: {
    badge: "Demo",
    title: "Demo-Bezahlung",
    product: "Persönlicher Trainingsplan",
    price: "9,99 €",
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
  demo: {
    badge: "Demo",
    title: "Demo payment",
    product: "Personal training plan",
    price: "9,99 €",
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
    errorTitle: "Error",
    error: "The payment could not be completed. Please try again.",
  },
};

export const paymentContent = { de, en };
