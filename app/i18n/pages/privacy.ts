import type { LegalDocument } from "./legal";

/**
 * Privacy policy (/datenschutzerklarung). Values in [square brackets] are not known yet and are
 * shown highlighted until the company supplies them.
 */
const de: LegalDocument = {
  metaTitle: "Datenschutzerklärung",
  metaDescription:
    "Wie Watts Ihre Daten verarbeitet: Gesundheitsangaben nur mit Einwilligung, keine Tracking-Cookies, Hosting in der EU, KI-Entwürfe ohne Namen – und Ihre Rechte.",
  title: "Datenschutzerklärung",
  updated: "Stand: November 2026",
  intro: [
    "Der Schutz Ihrer Daten ist uns wichtig – besonders, weil Sie uns für Ihren Trainingsplan auch persönliche und gesundheitliche Angaben anvertrauen. In dieser Datenschutzerklärung erklären wir, welche personenbezogenen Daten wir verarbeiten, wofür, auf welcher Rechtsgrundlage und welche Rechte Sie haben.",
  ],
  tocTitle: "Inhalt",
  placeholderNote: "Hinweis: [Markierte Angaben] sind Platzhalter und werden noch durch die tatsächlichen Unternehmens- und Anbieterdaten ersetzt.",
  sections: [
    {
      id: "verantwortlicher",
      title: "Verantwortlicher",
      blocks: [
        "Verantwortlich für die Datenverarbeitung im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:",
        { lines: ["[Firmenname und Rechtsform]", "[Straße und Hausnummer]", "[Postleitzahl] [Ort]", "Deutschland", "E-Mail: [E-Mail-Adresse für Datenschutzanfragen]", "Telefon: [Telefonnummer]"] },
        "Datenschutzbeauftragte Person: [Name und Kontaktdaten, sofern benannt]",
        "Weitere Angaben zum Unternehmen finden Sie im [Impressum](/impressum).",
      ],
    },
    {
      id: "ueberblick",
      title: "Das Wichtigste in Kürze",
      blocks: [
        [
          "Wir verarbeiten nur die Daten, die wir für Ihr Konto, Ihren Trainingsplan und den Betrieb der Website benötigen.",
          "Gesundheitsangaben verarbeiten wir nur mit Ihrer ausdrücklichen Einwilligung.",
          "Wir setzen keine Tracking-, Analyse- oder Werbe-Cookies ein – nur technisch notwendige Cookies: das Sitzungs-Cookie nach dem Login und kurzlebige Hilfs-Cookies, zum Beispiel für eine Hinweismeldung nach einer Weiterleitung.",
          "Für den ersten Planentwurf nutzen wir einen KI-Dienst. Er erhält nur trainingsrelevante Angaben, nie Ihren Namen, Ihre E-Mail-Adresse oder Ihre Nutzerkennung. Jeder Plan wird von einem Coach geprüft.",
          "Wir hosten in der Europäischen Union, versenden keinen Newsletter und verkaufen keine Daten.",
        ],
      ],
    },
    {
      id: "daten",
      title: "Welche Daten wir verarbeiten",
      blocks: [
        { h3: "Kundenkonto" },
        "Bei der Registrierung erheben wir Ihre E-Mail-Adresse, Ihren Vor- und Nachnamen und ein Passwort. Das Passwort speichern wir ausschließlich als kryptografischen Hashwert, niemals im Klartext. Außerdem speichern wir den Zeitpunkt der Registrierung und Ihren Kontostatus. Im Profil können Sie zusätzlich Alter und Geschlecht pflegen.",
        { h3: "Fragebogen" },
        "Für Ihren Trainingsplan fragen wir nach Alter, Geschlecht, Trainingszielen, weiteren Sportarten, gewünschter Intensität, Häufigkeit und Dauer des Trainings, Alltagsaktivität, Trainingslevel, bisherigem Training und Erfahrung, verfügbarer Ausstattung sowie nach Abneigungen, Vorlieben und persönlichen Wünschen. Außerdem speichern wir, ob Sie in die Verarbeitung Ihrer Gesundheitsangaben eingewilligt haben.",
        "Angaben zu gesundheitlichen Einschränkungen, Verletzungen oder Beschwerden sind Gesundheitsdaten und damit eine besondere Kategorie personenbezogener Daten (Art. 9 Abs. 1 DSGVO). Sie sind freiwillig und werden nur mit Ihrer ausdrücklichen Einwilligung verarbeitet (siehe Abschnitt „Gesundheitsdaten und Einwilligung“).",
        { h3: "Trainingspläne, Trainingsprotokolle und Feedback" },
        "Wir speichern Ihre Trainingspläne, die von Ihnen eingetragenen Sätze (Wiederholungen, Gewicht, erledigt), Ihr Feedback zu einzelnen Trainingstagen und zum ganzen Plan sowie die Zeitpunkte, zu denen Sie einen Plan eingereicht haben. Damit erstellen wir Ihren nächsten Plan und zeigen Ihnen Ihren Verlauf.",
        { h3: "Vertrags- und Zahlungsdaten" },
        "Für Ihr Abonnement verarbeiten wir Vertragsbeginn, Laufzeit, Kündigungen, die gewählte Zahlungsart sowie Rechnungs- und Zahlungsinformationen. Kartendaten oder Ihre PayPal-Zugangsdaten geben Sie direkt beim jeweiligen Zahlungsdienstleister ein; wir erhalten und speichern sie nicht.",
        { h3: "Technische Daten (Server-Logs)" },
        "Bei jedem Aufruf unserer Website verarbeitet unser Server automatisch technische Daten: IP-Adresse, Datum und Uhrzeit der Anfrage, aufgerufene Adresse, HTTP-Statuscode, übertragene Datenmenge, Referrer-URL sowie Browser und Betriebssystem (User-Agent). Diese Daten führen wir nicht mit anderen Datenquellen zusammen.",
      ],
    },
    {
      id: "zwecke",
      title: "Zwecke und Rechtsgrundlagen",
      blocks: [
        {
          table: {
            caption: "Zwecke und Rechtsgrundlagen der Verarbeitung",
            head: ["Verarbeitung", "Zweck", "Rechtsgrundlage"],
            rows: [
              ["Kundenkonto", "Registrierung, Anmeldung, Verwaltung Ihres Kontos", "Art. 6 Abs. 1 lit. b DSGVO (Vertrag)"],
              ["Fragebogen", "Erstellung Ihres persönlichen Trainingsplans", "Art. 6 Abs. 1 lit. b DSGVO (Vertrag)"],
              [
                "Gesundheitsangaben",
                "Berücksichtigung von Beschwerden und Einschränkungen bei der Übungsauswahl",
                "Art. 9 Abs. 2 lit. a und Art. 6 Abs. 1 lit. a DSGVO (ausdrückliche Einwilligung)",
              ],
              ["Trainingsprotokolle und Feedback", "Progression, Folgepläne, Anzeige Ihres Verlaufs", "Art. 6 Abs. 1 lit. b DSGVO (Vertrag)"],
              [
                "Vertrags- und Zahlungsdaten",
                "Abwicklung des Abonnements; gesetzliche Aufbewahrung",
                "Art. 6 Abs. 1 lit. b DSGVO (Vertrag); Art. 6 Abs. 1 lit. c DSGVO (rechtliche Pflicht)",
              ],
              ["System-E-Mails", "Kontobestätigung, Passwort-Zurücksetzen, Benachrichtigung über Ihren Plan", "Art. 6 Abs. 1 lit. b DSGVO (Vertrag)"],
              [
                "Server-Logs",
                "Sicherer und stabiler Betrieb, Fehleranalyse, Abwehr von Angriffen",
                "Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse an einem sicheren Betrieb)",
              ],
              [
                "Technisch notwendige Cookies",
                "Angemeldet bleiben nach dem Login; Hinweismeldungen nach einer Weiterleitung; Registrierung, E-Mail-Bestätigung und Passwort-Zurücksetzen",
                "§ 25 Abs. 2 Nr. 2 TDDDG; Art. 6 Abs. 1 lit. b DSGVO",
              ],
              ["Anfragen per E-Mail", "Beantwortung Ihrer Fragen", "Art. 6 Abs. 1 lit. b DSGVO bzw. Art. 6 Abs. 1 lit. f DSGVO"],
            ],
          },
        },
        "Die Angaben für Konto und Fragebogen sind für den Vertrag erforderlich: Ohne sie können wir Ihnen keinen persönlichen Trainingsplan erstellen. Gesundheitsangaben sind freiwillig.",
      ],
    },
    {
      id: "gesundheitsdaten",
      title: "Gesundheitsdaten und Einwilligung",
      blocks: [
        "Damit Ihr Plan zu Ihrem Körper passt, können Sie im Fragebogen gesundheitliche Einschränkungen oder Beschwerden angeben. Diese Angaben verarbeiten wir nur, wenn Sie vorher ausdrücklich eingewilligt haben (Art. 9 Abs. 2 lit. a DSGVO). Die Einwilligung erteilen Sie im Fragebogen durch Setzen des entsprechenden Häkchens.",
        "Ihre Gesundheitsangaben nutzen wir ausschließlich für die Erstellung und Anpassung Ihrer Trainingspläne. Einsehen können sie nur die Coaches, die Ihren Plan prüfen, sowie – ohne Bezug zu Ihrem Namen – der KI-Dienst für den Planentwurf (siehe unten).",
        "Ihre Einwilligung erteilen Sie gesondert durch ein eigenes Häkchen, das erscheint, sobald Sie gesundheitliche Angaben eintragen. Wir speichern dazu, wann Sie eingewilligt haben und in welcher Fassung der Einwilligungstext vorlag.",
        "Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: im Dashboard unter „Profil“ → „Ihre Daten“ → „Einwilligung widerrufen“ oder per E-Mail an [E-Mail-Adresse für Datenschutzanfragen]. Mit dem Widerruf löschen wir Ihre Gesundheitsangaben sofort – im Fragebogen, in den gespeicherten Anfragen an den KI-Dienst und in den Prüfergebnissen Ihrer Pläne; ein Plan, der noch auf die Prüfung wartet, wird ohne sie neu erstellt. Ihr Coach sieht, dass Sie widerrufen haben. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt (Art. 7 Abs. 3 DSGVO). Ohne Gesundheitsangaben können wir Beschwerden bei der Planerstellung nicht berücksichtigen.",
      ],
    },
    {
      id: "cookies",
      title: "Keine Tracking-Cookies",
      blocks: [
        "Wir verwenden keine Cookies oder vergleichbaren Technologien für Tracking, Analyse, Reichweitenmessung oder Werbung. Es werden keine Cookies von Drittanbietern gesetzt, und wir erstellen keine Nutzungsprofile. Deshalb sehen Sie bei uns auch kein Cookie-Banner.",
        "Wir setzen nur technisch notwendige Cookies, und nur dann, wenn eine Funktion sie braucht: Nach dem Login ein Sitzungs-Cookie mit einer zufälligen Kennung, mit der wir Sie während Ihrer Sitzung als angemeldet erkennen; es wird beim Abmelden gelöscht. Auch ohne Anmeldung kann ein Hinweis-Cookie („watts_flash“) gesetzt werden: Es trägt eine kurze Meldung über eine Weiterleitung hinweg – etwa „Bitte melden Sie sich an“ – und wird gelöscht, sobald die Meldung angezeigt wurde, spätestens nach 60 Sekunden. Beim Registrieren, beim Bestätigen Ihrer E-Mail-Adresse und beim Zurücksetzen des Passworts setzen wir kurzlebige Cookies, die den jeweiligen Schritt absichern (höchstens 24 Stunden gültig). Außerdem speichert Ihr Browser während des Trainings Ihre eingetragenen Sätze und Ihre Position im Plan im lokalen Speicher (Local Storage), damit keine Eingabe verloren geht.",
        "Beides ist unbedingt erforderlich, um den von Ihnen ausdrücklich gewünschten Dienst bereitzustellen, und daher nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig.",
      ],
    },
    {
      id: "hosting",
      title: "Hosting und Cloud-Anbieter",
      blocks: [
        "Unsere Website, die Datenbank und die Dateispeicherung betreiben wir bei folgenden Dienstleistern:",
        [
          "Hosting der Website und Anwendung: [Name und Anschrift des Hosting-Anbieters], Rechenzentrum in [Standort in der EU]",
          "Datenbank, Anmeldung und Dateispeicher: [Name und Anschrift des Cloud-Anbieters], Rechenzentrum in [Standort in der EU]",
        ],
        "Diese Anbieter verarbeiten Ihre Daten ausschließlich in unserem Auftrag und nach unseren Weisungen. Mit jedem von ihnen haben wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen. Ihre Daten werden in Rechenzentren innerhalb der Europäischen Union gespeichert. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO und – für den technischen Betrieb – unser berechtigtes Interesse an einer zuverlässigen Bereitstellung unseres Angebots (Art. 6 Abs. 1 lit. f DSGVO).",
      ],
    },
    {
      id: "ki",
      title: "KI-gestützte Planerstellung",
      blocks: [
        "Damit Sie Ihren Plan schnell erhalten, lassen wir einen ersten Entwurf von einem KI-Textdienst erstellen. Anbieter ist [Name und Sitz des KI-Anbieters].",
        { h3: "Welche Daten der KI-Dienst erhält" },
        "Wir übermitteln nur trainingsrelevante Angaben aus dem Fragebogen: Alter, Geschlecht, Ziele, andere Sportarten, Trainingsintensität, Häufigkeit, Dauer, Alltagsaktivität, Trainingslevel, aktuelles Training, Erfahrung, Ausstattung sowie Ihre Freitexte zu Vorlieben, Abneigungen und Wünschen und – nur wenn Sie eingewilligt haben – Ihre Gesundheitsangaben. Bei Folgeplänen kommen Ihre bisherigen Pläne (höchstens die letzten vier) mit deren Vorgaben, Ihre eingetragenen Sätze (Übung, Wiederholungen, Gewicht), Ihr Feedback sowie Freigabe- und Einreichungsdatum hinzu.",
        "Ihren Namen, Ihre E-Mail-Adresse, Ihre Kontaktdaten und Ihre Nutzerkennung übermitteln wir nicht. Bevor Freitexte und Feedback den KI-Dienst erreichen, ersetzen wir darin automatisch Ihren Vor- und Nachnamen (auch in anderen Schreibweisen, etwa ohne Umlaute oder Akzente) sowie erkennbare Telefonnummern, E-Mail-Adressen, IBANs, Straßenadressen und Links durch neutrale Platzhalter (etwa „Name“ oder „Telefon“ in eckigen Klammern). Namen anderer Personen und sonstige Angaben erkennt dieser Filter nicht zuverlässig; bitte tragen Sie deshalb in Freitextfelder keine Namen, Adressen oder anderen identifizierenden Angaben ein. Den fertigen Entwurf ordnen nur wir intern Ihrem Konto zu.",
        { h3: "Auftragsverarbeitung und Drittlandübermittlung" },
        "Der KI-Anbieter ist unser Auftragsverarbeiter nach Art. 28 DSGVO. Er darf die Daten nur zur Erstellung des Entwurfs verarbeiten und nicht für eigene Zwecke, etwa das Training seiner Modelle, verwenden. Sofern der Anbieter Daten außerhalb der EU bzw. des EWR verarbeitet, erfolgt dies nur auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission (Art. 45 DSGVO) oder von EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO).",
        { h3: "Prüfung durch einen Menschen" },
        "Der KI-Entwurf ist nur ein Vorschlag. Jeder Plan wird von einem Coach geprüft, bei Bedarf angepasst und erst dann freigegeben. Eine ausschließlich automatisierte Entscheidung im Sinne von Art. 22 DSGVO findet nicht statt.",
        "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, für Gesundheitsangaben Ihre ausdrückliche Einwilligung nach Art. 9 Abs. 2 lit. a DSGVO.",
      ],
    },
    {
      id: "e-mail",
      title: "E-Mail-Versand",
      blocks: [
        "Wir senden Ihnen nur E-Mails, die für Ihr Konto und Ihren Vertrag nötig sind: die Bestätigung Ihrer Registrierung, Links zum Zurücksetzen Ihres Passworts, die Benachrichtigung, dass Ihr Trainingsplan bereitsteht, sowie vertragsbezogene Mitteilungen wie Zahlungsbestätigungen.",
        "Für den Versand nutzen wir [Name und Anschrift des E-Mail-Dienstleisters] als Auftragsverarbeiter nach Art. 28 DSGVO mit Servern in der EU. Dabei werden Ihre E-Mail-Adresse, Ihr Name für die Anrede und der Inhalt der Nachricht verarbeitet. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.",
        "Wir versenden keinen Newsletter und keine Werbe-E-Mails.",
      ],
    },
    {
      id: "zahlung",
      title: "Zahlungsabwicklung",
      blocks: [
        "Sie bezahlen per Kreditkarte oder PayPal. Kartenzahlungen wickelt [Name und Anschrift des Zahlungsdienstleisters] ab. Bei Zahlung mit PayPal werden Sie zu PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxemburg, weitergeleitet. Die Zahlungsdienstleister verarbeiten Ihre Zahlungsdaten in eigener Verantwortung und nach ihren eigenen Datenschutzbestimmungen. Wir erhalten nur die Information, ob und wann eine Zahlung erfolgt ist. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.",
      ],
    },
    {
      id: "videos",
      title: "Übungsvideos",
      blocks: [
        "In Ihrem Trainingsplan zeigen wir Übungsvideos, die bei YouTube gespeichert sind. Anbieter ist Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Wir binden die Videos im erweiterten Datenschutzmodus (youtube-nocookie.com) ein.",
        "Ein Video wird erst geladen, wenn Sie es anklicken. Erst dann wird eine Verbindung zu Servern von Google hergestellt; dabei werden insbesondere Ihre IP-Adresse und die Information übermittelt, welches Video Sie abspielen. Daten können dabei auch an Google LLC in den USA übermittelt werden, die unter dem EU-U.S. Data Privacy Framework zertifiziert ist. Rechtsgrundlage ist Ihre Einwilligung durch den Klick (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).",
      ],
    },
    {
      id: "social-media",
      title: "Links zu sozialen Netzwerken",
      blocks: [
        "Auf unserer Website verlinken wir auf unsere Profile bei Instagram, YouTube und Facebook. Es handelt sich um einfache Links, nicht um eingebundene Plugins: Erst wenn Sie einen Link anklicken, werden Sie zum jeweiligen Netzwerk weitergeleitet, das dann nach seinen eigenen Datenschutzbestimmungen Daten verarbeitet.",
      ],
    },
    {
      id: "empfaenger",
      title: "Empfänger Ihrer Daten",
      blocks: [
        "Innerhalb unseres Unternehmens erhalten nur die Personen Zugriff auf Ihre Daten, die ihn für ihre Aufgabe benötigen – etwa die Coaches, die Ihren Plan prüfen. Außerhalb des Unternehmens erhalten Ihre Daten nur die in dieser Erklärung genannten Dienstleister sowie – wenn wir gesetzlich dazu verpflichtet sind – Behörden. Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter.",
      ],
    },
    {
      id: "speicherdauer",
      title: "Speicherdauer",
      blocks: [
        [
          "Konto, Fragebogen, Trainingspläne, Trainingsprotokolle und Feedback speichern wir in unserer Datenbank, solange Ihr Konto besteht – auch nach dem Ende Ihres Abonnements, damit Sie weiterhin auf Ihre bisherigen Pläne zugreifen können. Wenn Sie Ihr Konto löschen, löschen wir diese Daten sofort.",
          "Gesundheitsangaben speichern wir, bis Sie Ihre Einwilligung widerrufen, die Angaben löschen oder Ihr Konto löschen. Den Nachweis Ihrer Einwilligung (Zeitpunkt und Fassung des Textes) bewahren wir auf, solange Ihr Konto besteht.",
          "Die Anfrage an den KI-Dienst (Ihre trainingsrelevanten Angaben) speichern wir zur Prüfung durch den Coach und löschen sie 30 Tage nach der Freigabe des Plans.",
          "Abgelaufene Anmeldungen, Links zum Zurücksetzen des Passworts und Zähler gegen Missbrauch löschen wir automatisch, sobald sie abgelaufen sind; Versandaufträge für E-Mails (mit Ihrer Adresse) 30 Tage nach dem Versand; vorbereitete Daten-Downloads nach 7 Tagen.",
          "Wenn Sie Ihr Konto löschen, bewahren wir nur die Unterlagen zu Ihrem Abo-Vertrag und seiner Kündigung auf (Vertragsdaten, Eingang der Kündigung, Vertragsende, Ihre E-Mail-Adresse) – ohne Verbindung zu anderen Daten, sechs Jahre ab Ende des Kalenderjahres (§ 257 HGB), weil sie Handelsbriefe sind und die Kündigung nachweisen.",
          "Rechnungs- und Buchungsunterlagen bewahren wir so lange auf, wie es handels- und steuerrechtlich vorgeschrieben ist (bis zu zehn Jahre, § 257 HGB, § 147 AO). In dieser Zeit sind sie für andere Zwecke gesperrt.",
          "Server-Logs löschen wir nach 14 Tagen, es sei denn, ein konkreter Sicherheitsvorfall erfordert eine längere Aufbewahrung zur Aufklärung.",
          "Das Sitzungs-Cookie wird beim Abmelden gelöscht. Die lokal gespeicherten Trainingseinträge können Sie jederzeit über die Einstellungen Ihres Browsers löschen.",
          "E-Mail-Anfragen löschen wir, sobald sie vollständig bearbeitet sind und keine gesetzlichen Aufbewahrungspflichten entgegenstehen.",
        ],
      ],
    },
    {
      id: "rechte",
      title: "Ihre Rechte",
      blocks: [
        "Sie haben gegenüber uns folgende Rechte hinsichtlich Ihrer personenbezogenen Daten:",
        [
          "Auskunft über die von uns verarbeiteten Daten (Art. 15 DSGVO)",
          "Berichtigung unrichtiger Daten (Art. 16 DSGVO) – viele Angaben können Sie direkt in Ihrem Profil ändern",
          "Löschung Ihrer Daten (Art. 17 DSGVO)",
          "Einschränkung der Verarbeitung (Art. 18 DSGVO)",
          "Datenübertragbarkeit in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO)",
          "Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)",
          "Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)",
        ],
        { h3: "Widerspruchsrecht" },
        "Soweit wir Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO) verarbeiten, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einlegen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
        { h3: "So machen Sie Ihre Rechte geltend" },
        "Vieles erledigen Sie selbst im Dashboard unter „Profil“ → „Ihre Daten“: „Meine Daten herunterladen“ liefert alle über Sie gespeicherten Daten als JSON-Datei (maschinenlesbar, Art. 15 und 20 DSGVO) und Ihr Trainingsprotokoll als CSV-Datei; dort widerrufen Sie auch Ihre Einwilligung zu Gesundheitsdaten. Unter „Konto löschen“ löschen Sie Ihr Konto nach Eingabe Ihres Passworts (bei Anmeldung mit Google nach einer erneuten Anmeldung) sofort und endgültig; Sie erhalten eine Bestätigung per E-Mail.",
        "Ansonsten genügt eine formlose Nachricht an [E-Mail-Adresse für Datenschutzanfragen]; auf Ihren Wunsch löschen wir Ihr Konto auch für Sie. Wir antworten innerhalb eines Monats.",
        { h3: "Beschwerderecht bei einer Aufsichtsbehörde" },
        "Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Für uns zuständig ist: [Name und Anschrift der zuständigen Landesdatenschutzbehörde].",
      ],
    },
    {
      id: "sicherheit",
      title: "Datensicherheit",
      blocks: [
        "Wir schützen Ihre Daten durch technische und organisatorische Maßnahmen nach Art. 32 DSGVO, unter anderem:",
        [
          "verschlüsselte Übertragung aller Seiten per TLS (HTTPS)",
          "Speicherung von Passwörtern nur als Hashwert",
          "Zugriffsrechte nach dem Need-to-know-Prinzip und Zugriff auf Ihre Daten nur über Ihr eigenes Konto",
          "Hosting in Rechenzentren in der EU und regelmäßige Datensicherungen",
          "vertragliche Verpflichtung aller Dienstleister nach Art. 28 DSGVO",
        ],
        "Eine absolut sichere Datenübertragung im Internet kann niemand garantieren. Bitte wählen Sie ein sicheres Passwort und geben Sie es nicht weiter.",
      ],
    },
    {
      id: "aenderungen",
      title: "Änderungen dieser Datenschutzerklärung",
      blocks: [
        "Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot oder die Rechtslage ändert. Es gilt jeweils die auf dieser Seite veröffentlichte Fassung. Über wesentliche Änderungen informieren wir registrierte Nutzerinnen und Nutzer zusätzlich per E-Mail. Ist für eine neue Verarbeitung Ihre Einwilligung erforderlich, holen wir sie vorher ein.",
      ],
    },
  ],
};

const en: typeof de = {
  metaTitle: "Privacy policy",
  metaDescription:
    "How Watts processes your data: health information only with consent, no tracking cookies, EU hosting, AI drafts without your name – and your rights.",
  title: "Privacy policy",
  updated: "Last updated: November 2026",
  intro: [
    "Protecting your data matters to us – especially because you trust us with personal and health information for your training plan. This privacy policy explains which personal data we process, for what purposes, on which legal basis, and what rights you have.",
  ],
  tocTitle: "Contents",
  placeholderNote: "Note: [highlighted values] are placeholders and will be replaced with the actual company and provider details.",
  sections: [
    {
      id: "verantwortlicher",
      title: "Controller",
      blocks: [
        "The controller within the meaning of the General Data Protection Regulation (GDPR) is:",
        { lines: ["[Company name and legal form]", "[Street and house number]", "[Postcode] [City]", "Germany", "E-mail: [E-mail address for privacy requests]", "Phone: [Phone number]"] },
        "Data protection officer: [Name and contact details, if appointed]",
        "Further company details can be found in our [legal notice](/impressum).",
      ],
    },
    {
      id: "ueberblick",
      title: "Summary",
      blocks: [
        [
          "We only process the data we need for your account, your training plan and for running the website.",
          "We only process health information with your explicit consent.",
          "We do not use tracking, analytics or advertising cookies – only strictly necessary cookies: the session cookie after you log in and short-lived helper cookies, for example for a notice after a redirect.",
          "We use an AI service for the first draft of your plan. It only receives training-related answers, never your name, your e-mail address or your user ID. Every plan is reviewed by a coach.",
          "We host in the European Union, send no newsletter and do not sell any data.",
        ],
      ],
    },
    {
      id: "daten",
      title: "What data we process",
      blocks: [
        { h3: "Customer account" },
        "When you register, we collect your e-mail address, your first and last name and a password. We store the password only as a cryptographic hash, never in plain text. We also store the time of registration and your account status. In your profile you can also maintain your age and gender.",
        { h3: "Questionnaire" },
        "For your training plan we ask for your age, gender, training goals, other sports, preferred intensity, frequency and duration of training, everyday activity, training level, current training and experience, available equipment, as well as dislikes, preferences and personal wishes. We also store whether you have consented to the processing of your health information.",
        "Information about health restrictions, injuries or complaints is health data and therefore a special category of personal data (Art. 9(1) GDPR). It is voluntary and is only processed with your explicit consent (see the section “Health data and consent”).",
        { h3: "Training plans, training logs and feedback" },
        "We store your training plans, the sets you log (reps, weight, completed), your feedback on individual training days and on the whole plan, and the times at which you submitted a plan. We use this to create your next plan and to show you your history.",
        { h3: "Contract and payment data" },
        "For your subscription we process the start date, term and any cancellation of the contract, the payment method you chose, and billing and payment information. You enter your card details or PayPal login directly with the respective payment service provider; we neither receive nor store them.",
        { h3: "Technical data (server logs)" },
        "Every time you access our website, our server automatically processes technical data: IP address, date and time of the request, requested address, HTTP status code, amount of data transferred, referrer URL, and browser and operating system (user agent). We do not combine this data with other data sources.",
      ],
    },
    {
      id: "zwecke",
      title: "Purposes and legal bases",
      blocks: [
        {
          table: {
            caption: "Purposes and legal bases of processing",
            head: ["Processing", "Purpose", "Legal basis"],
            rows: [
              ["Customer account", "Registration, login, managing your account", "Art. 6(1)(b) GDPR (contract)"],
              ["Questionnaire", "Creating your personal training plan", "Art. 6(1)(b) GDPR (contract)"],
              [
                "Health information",
                "Taking complaints and limitations into account when choosing exercises",
                "Art. 9(2)(a) and Art. 6(1)(a) GDPR (explicit consent)",
              ],
              ["Training logs and feedback", "Progression, follow-up plans, showing your history", "Art. 6(1)(b) GDPR (contract)"],
              [
                "Contract and payment data",
                "Handling your subscription; statutory retention",
                "Art. 6(1)(b) GDPR (contract); Art. 6(1)(c) GDPR (legal obligation)",
              ],
              ["System e-mails", "Account confirmation, password reset, notification about your plan", "Art. 6(1)(b) GDPR (contract)"],
              ["Server logs", "Secure and stable operation, error analysis, defence against attacks", "Art. 6(1)(f) GDPR (legitimate interest in secure operation)"],
              [
                "Strictly necessary cookies",
                "Keeping you logged in; notices after a redirect; registration, e-mail confirmation and password reset",
                "Section 25(2) no. 2 TDDDG; Art. 6(1)(b) GDPR",
              ],
              ["Enquiries by e-mail", "Answering your questions", "Art. 6(1)(b) GDPR or Art. 6(1)(f) GDPR"],
            ],
          },
        },
        "The information for your account and the questionnaire is required for the contract: without it we cannot create a personal training plan for you. Health information is voluntary.",
      ],
    },
    {
      id: "gesundheitsdaten",
      title: "Health data and consent",
      blocks: [
        "So that your plan suits your body, you can state health restrictions or complaints in the questionnaire. We only process this information if you have given your explicit consent beforehand (Art. 9(2)(a) GDPR). You give your consent in the questionnaire by ticking the corresponding box.",
        "We use your health information exclusively to create and adapt your training plans. It can only be seen by the coaches who review your plan and – without any link to your name – by the AI service for the plan draft (see below).",
        "You give this consent separately, with its own tick box that appears as soon as you enter health information. We store when you consented and which version of the consent text was shown.",
        "You can withdraw your consent at any time with effect for the future: in the dashboard under “Profile” → “Your data” → “Withdraw consent”, or by e-mail to [E-mail address for privacy requests]. When you withdraw, we delete your health information at once – in the questionnaire, in the stored requests to the AI service and in your plans' check results; a plan still waiting for review is made again without it. Your coach sees that you withdrew. This does not affect the lawfulness of processing carried out before the withdrawal (Art. 7(3) GDPR). Without health information we cannot take complaints into account when creating your plan.",
      ],
    },
    {
      id: "cookies",
      title: "No tracking cookies",
      blocks: [
        "We do not use cookies or similar technologies for tracking, analytics, audience measurement or advertising. No third-party cookies are set and we do not create usage profiles. That is why you won't see a cookie banner on our site.",
        "We only set strictly necessary cookies, and only when a function needs them: after you log in, a session cookie with a random identifier that lets us recognise you as logged in during your session; it is deleted when you log out. Even without logging in, a notice cookie (“watts_flash”) may be set: it carries a short message across a redirect – such as “Please log in” – and is deleted as soon as the message has been shown, after 60 seconds at the latest. When you register, confirm your e-mail address or reset your password, we set short-lived cookies that secure that step (valid for 24 hours at most). In addition, while you train, your browser keeps the sets you log and your position in the plan in local storage so that no entry gets lost.",
        "Both are strictly necessary to provide the service you have explicitly requested and are therefore permitted without consent under Section 25(2) no. 2 TDDDG (German Telecommunications Digital Services Data Protection Act).",
      ],
    },
    {
      id: "hosting",
      title: "Hosting and cloud providers",
      blocks: [
        "We run our website, database and file storage with the following service providers:",
        [
          "Hosting of the website and application: [Name and address of the hosting provider], data centre in [location in the EU]",
          "Database, authentication and file storage: [Name and address of the cloud provider], data centre in [location in the EU]",
        ],
        "These providers process your data exclusively on our behalf and according to our instructions. We have concluded a data processing agreement under Art. 28 GDPR with each of them. Your data is stored in data centres within the European Union. The legal basis is Art. 6(1)(b) GDPR and – for technical operation – our legitimate interest in providing our service reliably (Art. 6(1)(f) GDPR).",
      ],
    },
    {
      id: "ki",
      title: "AI-assisted plan creation",
      blocks: [
        "So that you receive your plan quickly, we have a first draft created by an AI text service. The provider is [Name and registered office of the AI provider].",
        { h3: "What data the AI service receives" },
        "We only transmit training-related answers from the questionnaire: age, gender, goals, other sports, training intensity, frequency, duration, daily activity, training level, current training, experience, equipment, your free texts on preferences, dislikes and wishes and – only if you have consented – your health information. For follow-up plans we add your previous plans (the last four at most) with what they prescribed, the sets you logged (exercise, repetitions, weight), your feedback and the dates of approval and submission.",
        "We do not transmit your name, your e-mail address, your contact details or your user ID. Before free texts and feedback reach the AI service, we automatically replace your first and last name in them (also in other spellings, for example without umlauts or accents) as well as recognisable phone numbers, e-mail addresses, IBANs, street addresses and links with neutral placeholders (such as “Name” or “Telefon” in square brackets). This filter cannot reliably recognise the names of other people or other details; please therefore do not enter names, addresses or other identifying details in free-text fields. Only we link the finished draft to your account internally.",
        { h3: "Data processing agreement and transfers to third countries" },
        "The AI provider is our processor under Art. 28 GDPR. It may only process the data to create the draft and may not use it for its own purposes, such as training its models. If the provider processes data outside the EU or EEA, this only takes place on the basis of an adequacy decision of the European Commission (Art. 45 GDPR) or EU standard contractual clauses (Art. 46(2)(c) GDPR).",
        { h3: "Review by a human" },
        "The AI draft is only a proposal. Every plan is reviewed by a coach, adjusted where necessary and only then approved. No decision based solely on automated processing within the meaning of Art. 22 GDPR takes place.",
        "The legal basis is Art. 6(1)(b) GDPR and, for health information, your explicit consent under Art. 9(2)(a) GDPR.",
      ],
    },
    {
      id: "e-mail",
      title: "E-mail delivery",
      blocks: [
        "We only send you e-mails that are necessary for your account and your contract: the confirmation of your registration, links to reset your password, the notification that your training plan is ready, and contract-related messages such as payment confirmations.",
        "For sending them we use [Name and address of the e-mail service provider] as a processor under Art. 28 GDPR with servers in the EU. This involves processing your e-mail address, your name for the greeting and the content of the message. The legal basis is Art. 6(1)(b) GDPR.",
        "We do not send a newsletter or any advertising e-mails.",
      ],
    },
    {
      id: "zahlung",
      title: "Payment processing",
      blocks: [
        "You pay by credit card or PayPal. Card payments are handled by [Name and address of the payment service provider]. If you pay with PayPal, you are redirected to PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxembourg. The payment service providers process your payment data under their own responsibility and according to their own privacy policies. We only receive information on whether and when a payment was made. The legal basis is Art. 6(1)(b) GDPR.",
      ],
    },
    {
      id: "videos",
      title: "Exercise videos",
      blocks: [
        "In your training plan we show exercise videos that are hosted on YouTube. The provider is Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland. We embed the videos in privacy-enhanced mode (youtube-nocookie.com).",
        "A video is only loaded when you click on it. Only then is a connection to Google's servers established, transmitting in particular your IP address and which video you play. Data may also be transferred to Google LLC in the USA, which is certified under the EU-U.S. Data Privacy Framework. The legal basis is the consent you give by clicking (Art. 6(1)(a) GDPR, Section 25(1) TDDDG).",
      ],
    },
    {
      id: "social-media",
      title: "Links to social networks",
      blocks: [
        "Our website links to our profiles on Instagram, YouTube and Facebook. These are simple links, not embedded plugins: only when you click a link are you taken to the respective network, which then processes data according to its own privacy policy.",
      ],
    },
    {
      id: "empfaenger",
      title: "Recipients of your data",
      blocks: [
        "Within our company, only those people have access to your data who need it for their work – for example the coaches who review your plan. Outside the company, your data is only received by the service providers named in this policy and – where we are legally obliged – by public authorities. We do not sell any data or pass it on for advertising purposes.",
      ],
    },
    {
      id: "speicherdauer",
      title: "Storage periods",
      blocks: [
        [
          "We store your account, questionnaire, training plans, training logs and feedback in our database for as long as your account exists – including after your subscription ends, so that you keep access to your past plans. If you delete your account, we delete this data at once.",
          "We store health information until you withdraw your consent, delete the information or delete your account. We keep the record of your consent (time and version of the text) for as long as your account exists.",
          "We store the request to the AI service (your training-related answers) for the coach's review and delete it 30 days after the plan is released.",
          "Expired sign-ins, password reset links and abuse counters are deleted automatically once they expire; e-mail sending jobs (with your address) 30 days after sending; prepared data downloads after 7 days.",
          "If you delete your account, we keep only the records of your subscription contract and its cancellation (contract data, receipt of the cancellation, end of contract, your e-mail address) – not linked to any other data, for six years from the end of the calendar year (Section 257 HGB), because they are business letters and prove the cancellation.",
          "We keep invoices and accounting records for as long as commercial and tax law requires (up to ten years, Section 257 HGB, Section 147 AO). During this time they are blocked for any other use.",
          "We delete server logs after 14 days, unless a specific security incident requires us to keep them longer to investigate it.",
          "The session cookie is deleted when you log out. You can delete the training entries stored locally at any time in your browser settings.",
          "We delete e-mail enquiries once they have been fully dealt with, unless statutory retention obligations apply.",
        ],
      ],
    },
    {
      id: "rechte",
      title: "Your rights",
      blocks: [
        "You have the following rights regarding your personal data:",
        [
          "Access to the data we process (Art. 15 GDPR)",
          "Rectification of inaccurate data (Art. 16 GDPR) – you can change much of it directly in your profile",
          "Erasure of your data (Art. 17 GDPR)",
          "Restriction of processing (Art. 18 GDPR)",
          "Data portability in a common, machine-readable format (Art. 20 GDPR)",
          "Objection to processing (Art. 21 GDPR)",
          "Withdrawal of any consent you have given, with effect for the future (Art. 7(3) GDPR)",
        ],
        { h3: "Right to object" },
        "Where we process data on the basis of our legitimate interest (Art. 6(1)(f) GDPR), you may object to this processing at any time on grounds relating to your particular situation. We will then no longer process the data unless we can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.",
        { h3: "How to exercise your rights" },
        "You can do much of this yourself in the dashboard under “Profile” → “Your data”: “Download my data” gives you all data we store about you as a JSON file (machine-readable, Art. 15 and 20 GDPR) and your training log as a CSV file; there you also withdraw your consent to health data. Under “Delete account” you delete your account at once and for good after entering your password (with Google sign-in, after signing in again); you receive a confirmation by e-mail.",
        "Otherwise an informal message to [E-mail address for privacy requests] is sufficient; on request we also delete your account for you. We will reply within one month.",
        { h3: "Right to lodge a complaint with a supervisory authority" },
        "You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the member state of your habitual residence, your place of work or the place of the alleged infringement. The authority responsible for us is: [Name and address of the competent state data protection authority].",
      ],
    },
    {
      id: "sicherheit",
      title: "Data security",
      blocks: [
        "We protect your data with technical and organisational measures under Art. 32 GDPR, including:",
        [
          "encrypted transmission of all pages via TLS (HTTPS)",
          "passwords stored only as hashes",
          "access rights on a need-to-know basis, and access to your data only through your own account",
          "hosting in data centres in the EU and regular backups",
          "contractual obligations for all service providers under Art. 28 GDPR",
        ],
        "Nobody can guarantee absolutely secure data transmission over the internet. Please choose a secure password and do not share it.",
      ],
    },
    {
      id: "aenderungen",
      title: "Changes to this privacy policy",
      blocks: [
        "We update this privacy policy when our service or the legal situation changes. The version published on this page applies. We will also inform registered users of material changes by e-mail. If a new processing operation requires your consent, we will ask for it beforehand.",
      ],
    },
  ],
};

export const privacyContent = { de, en };
