import type { LegalDocument } from "./legal";
import { PRICE } from "~/i18n/price";

/**
 * Terms and conditions (/agb). The German version is binding; the English one is a translation.
 * Values in [square brackets] are not known yet and are shown highlighted until supplied.
 */
const de: LegalDocument = {
  metaTitle: "Allgemeine Geschäftsbedingungen (AGB)",
  metaDescription:
    `AGB von Watts für das Trainingsplan-Abo: Leistungen, ${PRICE.de} pro Monat, monatlich kündbar, Widerrufsrecht, Haftung und Gesundheitshinweise.`,
  title: "Allgemeine Geschäftsbedingungen (AGB)",
  updated: "Stand: November 2026",
  intro: [],
  tocTitle: "Inhalt",
  placeholderNote: "Hinweis: [Markierte Angaben] sind Platzhalter und werden noch durch die tatsächlichen Unternehmensdaten ersetzt.",
  sections: [
    {
      id: "geltungsbereich",
      title: "Geltungsbereich",
      blocks: [
        "(1) Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über das Abonnement „Watts“, die Sie über unsere Website mit der [Firmenname und Rechtsform] (nachfolgend „Watts“, „wir“ oder „uns“) schließen.",
        "(2) Unser Angebot richtet sich an Verbraucherinnen und Verbraucher im Sinne von § 13 BGB. Verträge können nur volljährige Personen abschließen.",
        "(3) Abweichende Bedingungen der Kundin oder des Kunden gelten nur, wenn wir ihnen ausdrücklich zustimmen.",
      ],
    },
    {
      id: "anbieter",
      title: "Anbieter",
      blocks: [
        "Ihr Vertragspartner ist:",
        { lines: ["[Firmenname und Rechtsform]", "[Straße und Hausnummer]", "[Postleitzahl] [Ort]", "Deutschland", "Telefon: [Telefonnummer]", "E-Mail: [E-Mail-Adresse]", "Registergericht: [Amtsgericht], [Handelsregisternummer]"] },
        "Weitere Angaben finden Sie im [Impressum](/impressum).",
      ],
    },
    {
      id: "vertragsschluss",
      title: "Vertragsschluss",
      blocks: [
        "(1) Die Darstellung unseres Angebots auf der Website ist kein rechtlich bindendes Angebot, sondern eine Einladung, ein Angebot abzugeben.",
        "(2) Der Vertragsschluss erfolgt in diesen Schritten:",
        [
          "Registrierung: Sie legen mit E-Mail-Adresse, Vor- und Nachname und Passwort ein Kundenkonto an und bestätigen Ihre E-Mail-Adresse.",
          "Fragebogen: Sie beantworten den Fragebogen zu Zielen, Trainingsstand, Ausstattung und – freiwillig – zu gesundheitlichen Einschränkungen.",
          "Bezahlung: Sie wählen die Zahlungsart und prüfen Ihre Angaben. Eingabefehler können Sie bis zum Absenden jederzeit korrigieren, indem Sie zurückgehen und Ihre Angaben ändern. Mit dem Klick auf die Schaltfläche „Jetzt bezahlen“ geben Sie ein verbindliches Angebot zum Abschluss des Abonnements ab.",
        ],
        "(3) Wir bestätigen den Eingang Ihrer Bestellung unverzüglich per E-Mail. Der Vertrag kommt mit dieser Vertragsbestätigung zustande. Die Bestätigung enthält den Vertragsinhalt, diese AGB und die Widerrufsbelehrung.",
        "(4) Vertragssprache ist Deutsch. Wir speichern den Vertragstext; die jeweils aktuellen AGB können Sie auf dieser Seite jederzeit abrufen und ausdrucken.",
      ],
    },
    {
      id: "leistungen",
      title: "Leistungen",
      blocks: [
        "(1) Mit dem Abonnement erhalten Sie:",
        [
          "einen persönlichen Trainingsplan für jeweils zwei Wochen (14 Tage ab Freigabe), der auf Grundlage Ihrer Angaben im Fragebogen erstellt wird;",
          "die Prüfung und Freigabe jedes Plans durch einen Coach;",
          "Zugang zu Ihrem Dashboard mit Übungsanleitungen, Technik-Hinweisen (Videos, wo hinterlegt), Stoppuhr und der Möglichkeit, Ihre Sätze und Ihr Feedback einzutragen;",
          "alle zwei Wochen einen Folgeplan, der Ihre eingetragenen Leistungen und Ihr Feedback berücksichtigt;",
          "dauerhaften Zugriff auf Ihre bisherigen Pläne, auch nach Ende des Abonnements, solange Ihr Kundenkonto besteht.",
        ],
        "(2) Ihren ersten Plan stellen wir innerhalb von 24 Stunden nach Vertragsschluss und vollständig ausgefülltem Fragebogen in Ihrem Dashboard bereit und benachrichtigen Sie per E-Mail. Einen Folgeplan fordern Sie an, indem Sie Ihren aktuellen Plan mit Ihrem Feedback einreichen; auch ihn stellen wir innerhalb von 24 Stunden bereit.",
        "(3) Für den ersten Entwurf eines Plans setzen wir Software einschließlich künstlicher Intelligenz ein. Jeder Plan wird vor der Freigabe von einem Coach geprüft und bei Bedarf angepasst.",
        "(4) Geben Sie an, dass Ihnen keine Trainingsgeräte zur Verfügung stehen, erhalten Sie einen Trainingsplan mit Übungen mit dem eigenen Körpergewicht.",
        "(5) Der Trainingserfolg hängt von Faktoren ab, die wir nicht beeinflussen können, etwa Regelmäßigkeit, Ernährung, Schlaf und Gesundheit. Einen bestimmten Trainingserfolg schulden wir deshalb nicht.",
      ],
    },
    {
      id: "gesundheit",
      title: "Keine medizinische Beratung, Gesundheitshinweise",
      blocks: [
        "(1) Unsere Trainingspläne sind Empfehlungen für das Fitness- und Krafttraining. Sie sind keine ärztliche, physiotherapeutische oder sonstige medizinische Beratung, Diagnose oder Therapie und ersetzen diese nicht.",
        "(2) Bitte lassen Sie vor Trainingsbeginn ärztlich abklären, ob Sie uneingeschränkt trainieren können – insbesondere bei Vorerkrankungen (zum Beispiel des Herz-Kreislauf-Systems, der Gelenke oder des Rückens), nach Verletzungen oder Operationen, während einer Schwangerschaft, bei der Einnahme von Medikamenten oder wenn Sie längere Zeit nicht trainiert haben.",
        "(3) Brechen Sie das Training sofort ab, wenn Schmerzen, Schwindel, Atemnot, Druck auf der Brust oder andere ungewöhnliche Beschwerden auftreten, und holen Sie ärztlichen Rat ein.",
        "(4) Achten Sie auf eine saubere Technik, wählen Sie Gewichte entsprechend Ihrem Leistungsstand und trainieren Sie nur mit einwandfreien Geräten in einer sicheren Umgebung.",
      ],
    },
    {
      id: "preise",
      title: "Preise und Zahlung",
      blocks: [
        `(1) Das Abonnement kostet ${PRICE.de} pro Monat. Der Preis ist ein Endpreis einschließlich der gesetzlichen Umsatzsteuer. Weitere Kosten fallen nicht an.`,
        "(2) Sie bezahlen per Kreditkarte oder PayPal. Der Beitrag ist jeweils zu Beginn eines Vertragsmonats im Voraus fällig und wird über die von Ihnen gewählte Zahlungsart eingezogen. Ihre Rechnung erhalten Sie elektronisch.",
        "(3) Schlägt eine Zahlung aus Gründen fehl, die Sie zu vertreten haben, können wir die Bereitstellung neuer Pläne bis zum Zahlungseingang aussetzen. Auf Ihre bisherigen Pläne können Sie weiterhin zugreifen.",
      ],
    },
    {
      id: "laufzeit",
      title: "Laufzeit und Kündigung",
      blocks: [
        "(1) Das Abonnement läuft zunächst einen Monat ab Vertragsschluss (Vertragsmonat) und verlängert sich jeweils um einen weiteren Monat, wenn es nicht gekündigt wird. Eine Mindestlaufzeit gibt es nicht.",
        "(2) Sie können das Abonnement jederzeit ohne Einhaltung einer Frist zum Ende des laufenden Vertragsmonats kündigen.",
        "(3) Sie können insbesondere über die Kündigungsschaltfläche „Verträge hier kündigen“ nach § 312k BGB kündigen, die Sie am Ende jeder Seite unserer Website und im Dashboard Ihres Kundenkontos finden. Sie führt zu einer [Bestätigungsseite](/kuendigen), auf der Sie die Art der Kündigung (ordentlich oder außerordentlich, dann mit Grund) und den gewünschten Zeitpunkt angeben und mit „Jetzt kündigen“ kündigen. Ohne Anmeldung geben Sie dort die E-Mail-Adresse Ihres Kontos an und bestätigen die Kündigung über den Link, den wir an diese Adresse senden; sie gilt als zu dem Zeitpunkt eingegangen, zu dem Sie „Jetzt kündigen“ gedrückt haben. Daneben können Sie in Textform kündigen, zum Beispiel per E-Mail an [E-Mail-Adresse]. Wir bestätigen Ihre Kündigung unverzüglich per E-Mail mit dem Datum, zu dem der Vertrag endet.",
        "(4) Das Recht beider Seiten zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Ein wichtiger Grund liegt für uns insbesondere vor, wenn Sie trotz Mahnung mit zwei Monatsbeiträgen in Verzug sind oder Ihre Zugangsdaten an Dritte weitergeben.",
        "(5) Nach Vertragsende erhalten Sie keine neuen Pläne mehr. Ihre bisherigen Pläne bleiben abrufbar, solange Ihr Kundenkonto besteht. Die Löschung Ihres Kontos können Sie jederzeit verlangen.",
      ],
    },
    {
      id: "widerruf",
      title: "Widerrufsrecht",
      blocks: [
        "Verbraucherinnen und Verbrauchern steht ein gesetzliches Widerrufsrecht zu, über das wir wie folgt belehren:",
        { h3: "Widerrufsbelehrung" },
        { h4: "Widerrufsrecht" },
        "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.",
        "Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ([Firmenname und Rechtsform], [Straße und Hausnummer], [Postleitzahl] [Ort], Telefon: [Telefonnummer], E-Mail: [E-Mail-Adresse]) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.",
        "Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.",
        { h4: "Folgen des Widerrufs" },
        "Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.",
        "Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.",
        "Ende der Widerrufsbelehrung",
        { h3: "Vorzeitiges Erlöschen des Widerrufsrechts" },
        "Ihr persönlicher Trainingsplan ist ein digitaler Inhalt, der nicht auf einem körperlichen Datenträger bereitgestellt wird. Bei einem solchen Vertrag erlischt das Widerrufsrecht nach § 356 Abs. 5 BGB, wenn wir mit der Vertragserfüllung begonnen haben, nachdem Sie",
        [
          "ausdrücklich zugestimmt haben, dass wir vor Ablauf der Widerrufsfrist mit der Vertragserfüllung beginnen,",
          "Ihre Kenntnis davon bestätigt haben, dass Sie durch Ihre Zustimmung mit Beginn der Vertragserfüllung Ihr Widerrufsrecht verlieren, und",
          "wir Ihnen eine Bestätigung nach § 312f BGB zur Verfügung gestellt haben.",
        ],
        "Damit Sie Ihren Plan innerhalb von 24 Stunden erhalten, können Sie bei der Bestellung verlangen, dass wir sofort beginnen. Verlangen Sie dies nicht, beginnen wir mit der Erstellung Ihres ersten Plans erst nach Ablauf der Widerrufsfrist.",
        { h3: "Muster-Widerrufsformular" },
        "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)",
        {
          lines: [
            "– An [Firmenname und Rechtsform], [Straße und Hausnummer], [Postleitzahl] [Ort], E-Mail: [E-Mail-Adresse]:",
            "– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)",
            "– Bestellt am (*)/erhalten am (*)",
            "– Name des/der Verbraucher(s)",
            "– Anschrift des/der Verbraucher(s)",
            "– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)",
            "– Datum",
          ],
        },
        "(*) Unzutreffendes streichen.",
      ],
    },
    {
      id: "pflichten",
      title: "Pflichten der Kundinnen und Kunden",
      blocks: [
        "(1) Bitte machen Sie im Fragebogen und im Feedback wahrheitsgemäße und vollständige Angaben – insbesondere zu Ihrer Gesundheit, zu Verletzungen, Beschwerden und Ihrem Trainingsstand. Ändert sich etwas, aktualisieren Sie Ihre Angaben bitte in Ihrem Profil oder teilen Sie es uns im Feedback mit. Wir können nur berücksichtigen, was Sie uns mitteilen.",
        "(2) Halten Sie Ihre Zugangsdaten geheim und nutzen Sie Ihr Konto nur selbst. Bei Verdacht auf Missbrauch informieren Sie uns bitte unverzüglich.",
        "(3) Trainingspläne, Videos und sonstige Inhalte dürfen Sie nur für Ihr eigenes, privates Training nutzen. Eine Weitergabe, Veröffentlichung oder gewerbliche Nutzung ist nicht gestattet.",
        "(4) Sie dürfen unsere Dienste nicht missbräuchlich nutzen, etwa durch automatisierte Abfragen oder Eingriffe in die technische Infrastruktur.",
      ],
    },
    {
      id: "haftung",
      title: "Haftung",
      blocks: [
        "(1) Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer von uns übernommenen Garantie.",
        "(2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht haften wir nur für den vertragstypischen, vorhersehbaren Schaden. Wesentliche Vertragspflichten sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen.",
        "(3) Im Übrigen ist unsere Haftung für leichte Fahrlässigkeit ausgeschlossen.",
        "(4) Diese Haftungsbeschränkungen gelten auch zugunsten unserer gesetzlichen Vertreter, Mitarbeitenden, Coaches und sonstigen Erfüllungsgehilfen.",
        "(5) Ihre gesetzlichen Rechte bei Mängeln digitaler Produkte (§§ 327 ff. BGB) bleiben unberührt.",
      ],
    },
    {
      id: "verfuegbarkeit",
      title: "Verfügbarkeit",
      blocks: [
        "(1) Wir bemühen uns, Website und Dashboard möglichst ohne Unterbrechung bereitzustellen. Vorübergehende Einschränkungen können durch Wartungsarbeiten, Sicherheitsupdates oder Störungen außerhalb unseres Einflussbereichs entstehen, etwa Störungen von Kommunikationsnetzen oder höhere Gewalt. Planbare Wartungen führen wir möglichst zu nutzungsarmen Zeiten durch und kündigen längere Unterbrechungen vorher an.",
        "(2) Für die Nutzung benötigen Sie eine Internetverbindung und einen aktuellen Webbrowser.",
        "(3) Ihre gesetzlichen Rechte bei Nichtbereitstellung oder Mängeln digitaler Produkte bleiben unberührt.",
      ],
    },
    {
      id: "aenderungen",
      title: "Änderungen der AGB und der Leistungen",
      blocks: [
        "(1) Änderungen dieser AGB teilen wir Ihnen mindestens sechs Wochen vor ihrem geplanten Inkrafttreten in Textform mit. Sie werden nur wirksam, wenn Sie ihnen ausdrücklich zustimmen. Stimmen Sie nicht zu, läuft der Vertrag zu den bisherigen Bedingungen weiter; wir können ihn dann ordentlich zum Ende eines Vertragsmonats kündigen.",
        "(2) Preisänderungen und Änderungen der Hauptleistungen nehmen wir nur mit Ihrer ausdrücklichen Zustimmung vor.",
        "(3) Wir dürfen Dashboard und Funktionen aus triftigem Grund weiterentwickeln, etwa zur Anpassung an neue technische Umgebungen oder Sicherheitsanforderungen, sofern Ihnen dadurch keine zusätzlichen Kosten entstehen und wir Sie klar und verständlich informieren. Beeinträchtigt eine solche Änderung Ihren Zugang oder die Nutzbarkeit mehr als nur unerheblich, informieren wir Sie rechtzeitig vorher auf einem dauerhaften Datenträger; Sie können den Vertrag dann nach § 327r BGB unentgeltlich beenden.",
      ],
    },
    {
      id: "datenschutz",
      title: "Datenschutz",
      blocks: [
        "Wie wir Ihre personenbezogenen Daten verarbeiten – insbesondere Ihre Gesundheitsangaben, die wir nur mit Ihrer ausdrücklichen Einwilligung nutzen –, erfahren Sie in unserer [Datenschutzerklärung](/datenschutzerklarung).",
      ],
    },
    {
      id: "streitbeilegung",
      title: "Streitbeilegung",
      blocks: [
        "(1) Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt.",
        "(2) Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Wenn Sie mit etwas unzufrieden sind, wenden Sie sich bitte direkt an [E-Mail-Adresse] – wir suchen gemeinsam mit Ihnen nach einer Lösung.",
      ],
    },
    {
      id: "schlussbestimmungen",
      title: "Schlussbestimmungen",
      blocks: [
        "(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Diese Rechtswahl gilt gegenüber Verbraucherinnen und Verbrauchern nur, soweit ihnen dadurch nicht der Schutz entzogen wird, den die zwingenden Bestimmungen des Staates gewähren, in dem sie ihren gewöhnlichen Aufenthalt haben.",
        "(2) Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.",
        "(3) Diese AGB sind in deutscher Sprache verfasst. Eine englische Übersetzung stellen wir zur Information bereit; bei Abweichungen ist die deutsche Fassung maßgeblich.",
      ],
    },
  ],
};

const en: typeof de = {
  metaTitle: "Terms and conditions",
  metaDescription:
    `Watts terms for the training plan subscription: services, ${PRICE.en} per month, monthly cancellation, right of withdrawal, liability and health notes.`,
  title: "Terms and conditions (AGB)",
  updated: "Last updated: November 2026",
  intro: [
    "This English version is a translation provided for your convenience. Only the German version of these terms is legally binding; in the event of any discrepancy, the German version prevails.",
  ],
  tocTitle: "Contents",
  placeholderNote: "Note: [highlighted values] are placeholders and will be replaced with the actual company details.",
  sections: [
    {
      id: "geltungsbereich",
      title: "Scope",
      blocks: [
        "(1) These general terms and conditions (terms) apply to all contracts for the “Watts” subscription that you conclude via our website with [Company name and legal form] (hereinafter “Watts”, “we” or “us”).",
        "(2) Our service is aimed at consumers within the meaning of Section 13 of the German Civil Code (BGB). Only persons of full legal age may conclude contracts.",
        "(3) Any deviating terms of the customer only apply if we expressly agree to them.",
      ],
    },
    {
      id: "anbieter",
      title: "Provider",
      blocks: [
        "Your contractual partner is:",
        { lines: ["[Company name and legal form]", "[Street and house number]", "[Postcode] [City]", "Germany", "Phone: [Phone number]", "E-mail: [E-mail address]", "Register court: [Local court], [Commercial register number]"] },
        "Further details can be found in our [legal notice](/impressum).",
      ],
    },
    {
      id: "vertragsschluss",
      title: "Conclusion of the contract",
      blocks: [
        "(1) The presentation of our service on the website is not a legally binding offer but an invitation to submit an offer.",
        "(2) The contract is concluded in these steps:",
        [
          "Registration: you create a customer account with your e-mail address, first and last name and a password, and confirm your e-mail address.",
          "Questionnaire: you answer the questionnaire on your goals, training level, equipment and – voluntarily – health restrictions.",
          "Payment: you choose the payment method and check your details. You can correct input errors at any time before submitting by going back and changing your details. By clicking the “Jetzt bezahlen” (Pay now) button you submit a binding offer to conclude the subscription.",
        ],
        "(3) We confirm receipt of your order by e-mail without delay. The contract is concluded with this contract confirmation. The confirmation contains the content of the contract, these terms and the withdrawal policy.",
        "(4) The language of the contract is German. We store the contract text; you can access and print the current terms on this page at any time.",
      ],
    },
    {
      id: "leistungen",
      title: "Services",
      blocks: [
        "(1) With the subscription you receive:",
        [
          "a personal training plan for two weeks at a time (14 days from approval), created on the basis of your answers in the questionnaire;",
          "review and approval of every plan by a coach;",
          "access to your dashboard with exercise instructions, technique cues (videos where provided), a stopwatch and the option to log your sets and give feedback;",
          "a follow-up plan every two weeks that takes into account the performance you logged and your feedback;",
          "lasting access to your past plans, including after the subscription ends, for as long as your customer account exists.",
        ],
        "(2) We provide your first plan in your dashboard within 24 hours of the conclusion of the contract and completion of the questionnaire, and notify you by e-mail. You request a follow-up plan by submitting your current plan with your feedback; we also provide it within 24 hours.",
        "(3) We use software, including artificial intelligence, for the first draft of a plan. Every plan is reviewed by a coach before approval and adjusted where necessary.",
        "(4) If you state that you have no training equipment, you receive a training plan with bodyweight exercises.",
        "(5) Training success depends on factors we cannot influence, such as regularity, nutrition, sleep and health. We therefore do not owe any particular training result.",
      ],
    },
    {
      id: "gesundheit",
      title: "No medical advice, health notes",
      blocks: [
        "(1) Our training plans are recommendations for fitness and strength training. They are not medical, physiotherapeutic or other health-care advice, diagnosis or therapy and do not replace it.",
        "(2) Before you start training, please have a doctor check whether you can train without restrictions – in particular if you have pre-existing conditions (for example of the cardiovascular system, joints or back), after injuries or surgery, during pregnancy, if you take medication or if you have not trained for a long time.",
        "(3) Stop training immediately if you experience pain, dizziness, shortness of breath, chest pressure or any other unusual symptoms, and seek medical advice.",
        "(4) Pay attention to clean technique, choose weights that match your level and only train with equipment in perfect condition in a safe environment.",
      ],
    },
    {
      id: "preise",
      title: "Prices and payment",
      blocks: [
        `(1) The subscription costs ${PRICE.en} per month. This is a final price including statutory VAT. There are no further costs.`,
        "(2) You pay by credit card or PayPal. The fee is due in advance at the beginning of each contract month and is collected via the payment method you chose. You receive your invoice electronically.",
        "(3) If a payment fails for reasons for which you are responsible, we may suspend the provision of new plans until payment is received. You will still have access to your past plans.",
      ],
    },
    {
      id: "laufzeit",
      title: "Term and cancellation",
      blocks: [
        "(1) The subscription initially runs for one month from the conclusion of the contract (contract month) and is extended by a further month each time unless it is cancelled. There is no minimum term.",
        "(2) You can cancel the subscription at any time without notice with effect from the end of the current contract month.",
        "(3) In particular, you can cancel using the cancellation button “Verträge hier kündigen” (cancel contracts here) under Section 312k BGB, which you will find at the bottom of every page of our website and in the dashboard of your customer account. It leads to a [confirmation page](/kuendigen) where you state the type of cancellation (ordinary, or extraordinary with its reason) and the desired date and cancel with “Cancel now”. Without logging in, you enter your account's e-mail address there and confirm the cancellation through the link we send to that address; it counts as received at the time you pressed “Cancel now”. You can also cancel in text form, for example by e-mail to [E-mail address]. We will confirm your cancellation by e-mail without delay, stating the date on which the contract ends.",
        "(4) The right of both parties to terminate for good cause remains unaffected. Good cause for us exists in particular if, despite a reminder, you are in arrears with two monthly fees or pass on your login details to third parties.",
        "(5) After the contract ends you will not receive any new plans. Your past plans remain available for as long as your customer account exists. You can request the deletion of your account at any time.",
      ],
    },
    {
      id: "widerruf",
      title: "Right of withdrawal",
      blocks: [
        "Consumers have a statutory right of withdrawal, about which we inform you as follows:",
        { h3: "Withdrawal policy" },
        { h4: "Right of withdrawal" },
        "You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period will expire after fourteen days from the day of the conclusion of the contract.",
        "To exercise the right of withdrawal, you must inform us ([Company name and legal form], [Street and house number], [Postcode] [City], phone: [Phone number], e-mail: [E-mail address]) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the attached model withdrawal form, but it is not obligatory.",
        "To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.",
        { h4: "Effects of withdrawal" },
        "If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.",
        "If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated to us your withdrawal from this contract, in comparison with the full coverage of the contract.",
        "End of the withdrawal policy",
        { h3: "Early expiry of the right of withdrawal" },
        "Your personal training plan is digital content that is not supplied on a tangible medium. For such a contract, the right of withdrawal expires under Section 356(5) BGB when we have begun performing the contract after you have",
        [
          "expressly consented to us beginning performance of the contract before the end of the withdrawal period,",
          "acknowledged that by giving your consent you lose your right of withdrawal once performance of the contract has begun, and",
          "been provided by us with a confirmation in accordance with Section 312f BGB.",
        ],
        "So that you receive your plan within 24 hours, you can request when ordering that we start immediately. If you do not request this, we will only start creating your first plan once the withdrawal period has ended.",
        { h3: "Model withdrawal form" },
        "(Complete and return this form only if you wish to withdraw from the contract.)",
        {
          lines: [
            "– To [Company name and legal form], [Street and house number], [Postcode] [City], e-mail: [E-mail address]:",
            "– I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)",
            "– Ordered on (*)/received on (*)",
            "– Name of consumer(s)",
            "– Address of consumer(s)",
            "– Signature of consumer(s) (only if this form is notified on paper)",
            "– Date",
          ],
        },
        "(*) Delete as appropriate.",
      ],
    },
    {
      id: "pflichten",
      title: "Obligations of the customer",
      blocks: [
        "(1) Please give truthful and complete information in the questionnaire and in your feedback – in particular about your health, injuries, complaints and your training level. If anything changes, please update your details in your profile or let us know in your feedback. We can only take into account what you tell us.",
        "(2) Keep your login details secret and only use your account yourself. If you suspect misuse, please inform us without delay.",
        "(3) You may only use training plans, videos and other content for your own private training. Passing them on, publishing them or using them commercially is not permitted.",
        "(4) You may not misuse our services, for example through automated requests or interference with the technical infrastructure.",
      ],
    },
    {
      id: "haftung",
      title: "Liability",
      blocks: [
        "(1) We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act and to the extent of any guarantee we have given.",
        "(2) In the event of a slightly negligent breach of an essential contractual obligation, we are only liable for the foreseeable damage typical of the contract. Essential contractual obligations are obligations whose fulfilment makes the proper performance of the contract possible in the first place and on whose fulfilment you may regularly rely.",
        "(3) Otherwise, our liability for slight negligence is excluded.",
        "(4) These limitations of liability also apply in favour of our legal representatives, employees, coaches and other vicarious agents.",
        "(5) Your statutory rights in the event of defects in digital products (Sections 327 et seq. BGB) remain unaffected.",
      ],
    },
    {
      id: "verfuegbarkeit",
      title: "Availability",
      blocks: [
        "(1) We strive to provide the website and dashboard with as few interruptions as possible. Temporary restrictions may result from maintenance, security updates or disruptions beyond our control, such as failures of communication networks or force majeure. We carry out planned maintenance at times of low usage wherever possible and announce longer interruptions in advance.",
        "(2) To use the service you need an internet connection and an up-to-date web browser.",
        "(3) Your statutory rights in the event of non-provision or defects of digital products remain unaffected.",
      ],
    },
    {
      id: "aenderungen",
      title: "Changes to the terms and services",
      blocks: [
        "(1) We will notify you of changes to these terms in text form at least six weeks before they are planned to take effect. They only become effective if you expressly agree to them. If you do not agree, the contract continues under the previous terms; we may then terminate it with effect from the end of a contract month.",
        "(2) We only change prices or the main services with your express consent.",
        "(3) We may further develop the dashboard and its features for a valid reason, for example to adapt to new technical environments or security requirements, provided that this does not cause you any additional costs and we inform you clearly and comprehensibly. If such a change impairs your access or the usability more than insignificantly, we will inform you in good time beforehand on a durable medium; you can then terminate the contract free of charge in accordance with Section 327r BGB.",
      ],
    },
    {
      id: "datenschutz",
      title: "Data protection",
      blocks: [
        "How we process your personal data – in particular your health information, which we only use with your explicit consent – is explained in our [privacy policy](/datenschutzerklarung).",
      ],
    },
    {
      id: "streitbeilegung",
      title: "Dispute resolution",
      blocks: [
        "(1) The European Commission's online dispute resolution platform (ODR platform) was discontinued on 20 July 2025.",
        "(2) We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Section 36 VSBG). If you are unhappy with anything, please contact us directly at [E-mail address] – we will look for a solution together with you.",
      ],
    },
    {
      id: "schlussbestimmungen",
      title: "Final provisions",
      blocks: [
        "(1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers, this choice of law only applies insofar as it does not deprive them of the protection granted by the mandatory provisions of the law of the state in which they have their habitual residence.",
        "(2) Should individual provisions of these terms be or become invalid in whole or in part, the validity of the remaining provisions remains unaffected. The statutory provisions take the place of the invalid provision.",
        "(3) These terms are drawn up in German. We provide an English translation for information purposes; in the event of discrepancies, the German version prevails.",
      ],
    },
  ],
};

export const termsContent = { de, en };
