import type { LegalTexts } from "./legal-types";

const UPDATED = "2026-11-21";

/** The legal pages in German (de-de). */
export const LEGAL_DE: LegalTexts = {
  "brand-terms": {
    title: "Nutzungsbedingungen",
    description:
      "Die Bedingungen für die Nutzung der Website von Ridgeline Outfitters und Ihres Kontos: wer wir sind, Ihr Konto, Ihre Beiträge und unsere Marke.",
    updated: UPDATED,
    sections: [
      {
        id: "who-we-are",
        heading: "Wer wir sind",
        paragraphs: [
          "Ridgeline Outfitters ist die Demo-Marke von Ridgeline, einem Open-Source-Shop für Outdoor-Bekleidung und -Schuhe. Diese Website zeigt, wie ein solcher Shop funktioniert; es werden keine echten Waren verkauft oder versandt.",
        ],
      },
      {
        id: "using-the-site",
        heading: "Nutzung der Website",
        paragraphs: [
          "Sie können Produkte ohne Konto ansehen, suchen und vergleichen. Bitte stören Sie die Website nicht, suchen Sie Schwachstellen nur in Ihrer eigenen Kopie des Codes und sammeln Sie Inhalte nicht mit Werkzeugen, die robots.txt missachten.",
        ],
      },
      {
        id: "your-account",
        heading: "Ihr Konto",
        paragraphs: [
          "Ein Konto ist für eine Person. Sie müssen in den USA, Kanada und Großbritannien mindestens 13 Jahre alt sein, in Frankreich 15 und in Deutschland und anderswo 16.",
          "Behalten Sie Ihr Passwort für sich. Sie können es jederzeit in Ihrem Konto ändern; wir fragen nie per E-Mail danach.",
        ],
      },
      {
        id: "what-you-post",
        heading: "Bewertungen und Fragen",
        paragraphs: [
          "Bewertungen, Sterne und Produktfragen müssen von Ihnen stammen und das Produkt betreffen. Beleidigende, themenfremde oder werbende Beiträge können wir ablehnen oder entfernen.",
        ],
      },
      {
        id: "our-brand",
        heading: "Unser Name und unsere Bilder",
        paragraphs: [
          "Der Name Ridgeline Outfitters, das Logo und die gezeichneten Produktbilder gehören zur Demo. Der Code des Shops ist Open Source unter der MIT-Lizenz: Sie dürfen ihn nach dieser Lizenz nutzen, ändern und weitergeben.",
        ],
      },
      {
        id: "other-terms",
        heading: "Weitere Bedingungen",
        paragraphs: [
          "Für Käufe gelten die Verkaufsbedingungen, für das Treueprogramm die Bedingungen von Ridgeline Rewards, für SMS die SMS-Bedingungen und für Ihre Daten die Datenschutzerklärung.",
        ],
      },
      {
        id: "changes",
        heading: "Änderungen",
        paragraphs: [
          "Wir können diese Bedingungen ändern. Das Datum oben auf der Seite nennt die aktuelle Fassung; Änderungen gelten ab diesem Datum.",
        ],
      },
    ],
  },
  "loyalty-terms": {
    title: "Bedingungen von Ridgeline Rewards",
    description:
      "So funktioniert Ridgeline Rewards: Teilnahme, Punkte sammeln, Gutscheine und der Willkommenscode.",
    updated: UPDATED,
    sections: [
      {
        id: "the-programme",
        heading: "Das Programm",
        paragraphs: [
          "Ridgeline Rewards ist unser kostenloses Treueprogramm. Die Mitgliedschaft ist persönlich, eine pro Konto, und Sie erhalten beim Beitritt eine Mitgliedsnummer.",
        ],
      },
      {
        id: "joining",
        heading: "Teilnehmen",
        paragraphs: [
          "Sie können beim Anlegen Ihres Kontos beitreten oder später in Ihrem Konto. In Deutschland brauchen wir dafür Ihr Geburtsdatum.",
        ],
      },
      {
        id: "points",
        heading: "Punkte sammeln",
        paragraphs: [
          "Für Ihre Einkäufe sammeln Sie Punkte. Ihren Stand sehen Sie in Ihrem Konto. Punkte für zurückgegebene Artikel werden wieder abgezogen, und jede Bestellung bringt nur einmal Punkte.",
        ],
      },
      {
        id: "vouchers",
        heading: "Gutscheine",
        paragraphs: [
          "Punkte werden in vier Stufen zu Gutscheinen. An der Kasse bieten wir den höchsten Gutschein an, den Ihr Punktestand erreicht; die verwendeten Punkte werden abgezogen.",
        ],
        list: ["100 Punkte: 5 €", "200 Punkte: 10 €", "500 Punkte: 25 €", "1.000 Punkte: 50 €"],
      },
      {
        id: "welcome-code",
        heading: "Willkommenscode",
        paragraphs: [
          "Beim Beitritt erhalten Sie einen persönlichen Willkommenscode über 10 % auf eine Bestellung. Er gilt 30 Tage, einmal und nur in Ihrem eigenen Konto.",
        ],
      },
      {
        id: "leaving",
        heading: "Austritt und Änderungen",
        paragraphs: [
          "Punkte haben keinen Geldwert und sind nicht übertragbar. Wir können das Programm mit Ankündigung auf dieser Seite ändern oder beenden; ein erhaltener Willkommenscode bleibt bis zu seinem Ablauf gültig.",
        ],
      },
    ],
  },
  "sale-terms": {
    title: "Verkaufsbedingungen",
    description:
      "Die Bedingungen für Bestellungen bei Ridgeline Outfitters: Preise, Zahlung, Lieferung, Rückgabe und Geschenkkarten.",
    updated: UPDATED,
    sections: [
      {
        id: "orders",
        heading: "Ihre Bestellung",
        paragraphs: [
          "Ihre Bestellung ist ein Angebot zum Kauf. Der Vertrag kommt zustande, wenn wir die Bestellung per E-Mail bestätigen. Ist ein Artikel doch nicht verfügbar, sagen wir es Ihnen und berechnen ihn nicht.",
        ],
      },
      {
        id: "prices",
        heading: "Preise",
        paragraphs: [
          "Preise werden in der Währung der Website angezeigt, auf der Sie einkaufen. Reduzierte Preise stehen neben dem ursprünglichen Preis. Steuern und Versandkosten sehen Sie vor dem Bezahlen im Warenkorb.",
        ],
      },
      {
        id: "payment",
        heading: "Zahlung",
        paragraphs: [
          "Wir akzeptieren Kredit- und Debitkarten, Geschenkkarten und Gutscheine von Ridgeline Rewards. Von gespeicherten Karten behalten wir nur die Marke, die letzten vier Ziffern und das Ablaufdatum. In dieser Demo gehen Zahlungen an eine eingebaute Testumgebung; es fließt kein Geld.",
        ],
      },
      {
        id: "delivery",
        heading: "Lieferung und Abholung",
        paragraphs: [
          "Wir liefern an Ihre Adresse, oder Sie holen den Artikel in einer unserer Filialen ab, in der er vorrätig ist. Die an der Kasse genannten Lieferzeiten sind Schätzungen.",
        ],
      },
      {
        id: "returns",
        heading: "Rückgabe und Widerruf",
        paragraphs: [
          "Ungetragene Artikel mit Etikett können Sie innerhalb von 30 Tagen nach Lieferung zurückgeben. Online-Käufe können Sie außerdem innerhalb von 14 Tagen nach Lieferung ohne Angabe von Gründen widerrufen.",
        ],
      },
      {
        id: "gift-cards",
        heading: "Geschenkkarten",
        paragraphs: [
          "Geschenkkarten werden wie Bargeld verwendet und nicht ausbezahlt. Bewahren Sie Kartennummer und PIN sicher auf: Wer beides hat, kann das Guthaben ausgeben.",
        ],
      },
      {
        id: "warranty",
        heading: "Mängel und Gewährleistung",
        paragraphs: [
          "Unsere Ausrüstung ist zum Reparieren gemacht. Bei einem Mangel gelten Ihre gesetzlichen Rechte; melden Sie sich, und wir reparieren, ersetzen oder erstatten den Artikel.",
        ],
      },
    ],
  },
  "sms-terms": {
    title: "SMS-Bedingungen",
    description:
      "So funktionieren die SMS von Ridgeline Outfitters: was wir senden, wie Sie sie beenden und was sie kosten.",
    updated: UPDATED,
    sections: [
      {
        id: "what-we-send",
        heading: "Was wir senden",
        paragraphs: [
          "Mit Ihrer Einwilligung senden wir Ihnen Angebote und Neuigkeiten zu Veranstaltungen in Ihrer Nähe per SMS, höchstens einige Male im Monat.",
        ],
      },
      {
        id: "signing-up",
        heading: "Anmelden",
        paragraphs: [
          "Sie melden sich beim Anlegen Ihres Kontos oder in Ihren Einstellungen an. Dafür brauchen Sie eine Mobilnummer in Ihrem Profil. Die Einwilligung ist nie Voraussetzung für einen Kauf.",
        ],
      },
      {
        id: "double-opt-in",
        heading: "Deutschland und Österreich",
        paragraphs: [
          "In Deutschland und Österreich beginnen Werbenachrichten erst, wenn Sie Ihre Anmeldung ein zweites Mal bestätigt haben (Double-Opt-in). Der Demo-Shop bestätigt so die Anmeldungen per E-Mail und versendet überhaupt keine SMS.",
        ],
      },
      {
        id: "stopping",
        heading: "Nachrichten beenden",
        paragraphs: [
          "Antworten Sie auf eine Nachricht mit STOP, oder entfernen Sie den Haken bei SMS in Ihren Einstellungen. Wir speichern das Datum der Abmeldung, damit wir Ihnen nicht wieder schreiben.",
        ],
      },
      {
        id: "costs",
        heading: "Kosten",
        paragraphs: [
          "Unsere Nachrichten sind kostenlos; Ihr Mobilfunkanbieter kann aber Gebühren für SMS und Daten berechnen.",
        ],
      },
      {
        id: "your-number",
        heading: "Ihre Nummer",
        paragraphs: [
          "Wir nutzen Ihre Nummer nur für die Nachrichten, die Sie bestellt haben, und verkaufen sie nie. Wie wir sie speichern, steht in der Datenschutzerklärung.",
        ],
      },
    ],
  },
  "associate-discount-terms": {
    title: "Bedingungen des Mitarbeiterrabatts",
    description:
      "Die Bedingungen des Mitarbeiterrabatts von Ridgeline Outfitters: wer ihn nutzen darf, wie viel, die Jahresgrenze und faire Nutzung.",
    updated: UPDATED,
    sections: [
      {
        id: "who",
        heading: "Wer ihn nutzen darf",
        paragraphs: [
          "Der Rabatt gilt für Mitarbeitende von Ridgeline Outfitters, deren Konto als Mitarbeiterkonto geführt wird. Er gilt erst, wenn Sie diese Bedingungen angenommen haben; wir fragen Sie danach nach der Anmeldung.",
        ],
      },
      {
        id: "discount",
        heading: "Der Rabatt",
        paragraphs: [
          "Sie erhalten 30 % auf Ihre Bestellung im Warenkorb. Der Rabatt steht als eigene Zeile in Ihrer Bestellübersicht.",
        ],
      },
      {
        id: "annual-cap",
        heading: "Die Jahresgrenze",
        paragraphs: [
          "Rabattierte Käufe zählen auf eine Jahresgrenze, die Ihr Konto mit Ihren Ausgaben zeigt. Sie beginnt am 1. Januar neu. Würde ein Kauf die Grenze überschreiten, gilt der Rabatt nur für den Teil innerhalb der Grenze.",
        ],
      },
      {
        id: "household",
        heading: "Sie und Ihr Haushalt",
        paragraphs: [
          "Kaufen Sie mit dem Rabatt nur für sich und die Menschen, die mit Ihnen leben. Verkaufen Sie rabattierte Artikel nicht weiter und kaufen Sie nicht für andere ein.",
        ],
      },
      {
        id: "declining",
        heading: "Jetzt nicht annehmen",
        paragraphs: [
          "Wählen Sie \u201eNicht jetzt\u201c, kaufen Sie zu normalen Preisen ein, und wir fragen bei der nächsten Anmeldung erneut.",
        ],
      },
      {
        id: "misuse",
        heading: "Missbrauch und Änderungen",
        paragraphs: [
          "Missbrauch kann dazu führen, dass der Rabatt entzogen wird. Wir können Rabatt oder Jahresgrenze ändern; die neuen Bedingungen gelten ab dem oben genannten Datum.",
        ],
      },
    ],
  },
  privacy: {
    title: "Datenschutzerklärung",
    description:
      "Was Ridgeline Outfitters über Sie speichert, wie lange, welche Cookies wir nutzen und welche Rechte Sie haben.",
    updated: UPDATED,
    sections: [
      {
        id: "who-is-responsible",
        heading: "Verantwortlich",
        paragraphs: [
          "Ridgeline Outfitters, der Demo-Shop der Open-Source-Plattform Ridgeline. Fragen zu Ihren Daten: privacy@example.com (eine Beispieladresse; diese Demo hat kein echtes Postfach).",
        ],
      },
      {
        id: "what-we-store",
        heading: "Was wir speichern",
        paragraphs: ["Wenn Sie ein Konto anlegen oder bei uns einkaufen, speichern wir:"],
        list: [
          "Ihre Kontodaten: Name, E-Mail und, wenn Sie sie angeben, Telefon, Postleitzahl, Geburtsdatum und Interessen",
          "Ihr Passwort nur als gesalzenen scrypt-Hash, nie das Passwort selbst",
          "Ihre gespeicherten Adressen",
          "von gespeicherten Karten nur Marke, letzte vier Ziffern und Ablaufdatum, nie die vollständige Nummer oder den Sicherheitscode",
          "Ihre Favoriten, Ihren Warenkorb und Ihre Abonnements",
          "die angesehenen Produkte, für Empfehlungen",
        ],
      },
      {
        id: "how-long",
        heading: "Wie lange wir speichern",
        paragraphs: [
          "Angesehene Produkte behalten wir 90 Tage, höchstens die neuesten 50 pro Kunde. Warenkorb, Favoriten und Ansichten eines Gasts löschen wir einen Tag nach Ablauf seiner Sitzung. Kontodaten bleiben, bis Sie das Konto löschen.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: [
          "Wir nutzen Sitzungs-Cookies, damit Sie angemeldet bleiben und Ihr Warenkorb erhalten bleibt. Sie sind httpOnly, also für Skripte der Seite nicht lesbar, und in einem echten Shop Secure.",
        ],
      },
      {
        id: "consent",
        heading: "Cookie-Kategorien",
        paragraphs: [
          "Cookies gehören zu vier Kategorien. In Europa nutzen wir nur die notwendigen, bis Sie die anderen annehmen.",
        ],
        list: [
          "C0001 notwendig: Anmeldung, Warenkorb und Sicherheit",
          "C0002 Leistung und Analyse",
          "C0003 Funktion, etwa Ihre bevorzugte Filiale",
          "C0004 Zielgruppenansprache: personalisierte Inhalte und Experimente",
        ],
      },
      {
        id: "sharing",
        heading: "Weitergabe",
        paragraphs: [
          "Wir verkaufen Ihre Daten nicht. Kartendaten gehen an den Zahlungsdienst (in dieser Demo eine Testumgebung auf demselben Server) und sonst nirgendwohin.",
        ],
      },
      {
        id: "your-rights",
        heading: "Ihre Rechte",
        paragraphs: [
          "Sie können Ihre Daten in Ihrem Konto einsehen und berichtigen, eine Kopie der gespeicherten Daten verlangen und die Löschung Ihres Kontos und Ihrer Daten verlangen. Eine Einwilligung können Sie jederzeit widerrufen.",
        ],
      },
    ],
  },
};
