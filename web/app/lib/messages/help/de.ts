import type { EN_HELP } from "./en";

/** German text of the help pages (keys: ./en). */
export const DE_HELP: Record<keyof typeof EN_HELP, string> = {
  "help.pageTitle": "{title} | Ridgeline Outfitters",
  "help.eyebrow": "Hilfe",
  "help.footer": "Hilfe",
  "help.contactLink": "Noch Fragen? Kontaktieren Sie uns",

  "help.contact.title": "Kontakt",
  "help.contact.description":
    "Schreiben Sie dem Kundenservice von Ridgeline Outfitters zu einer Bestellung, einer Rücksendung, einem Produkt oder Ihrem Konto.",
  "help.contact.intro":
    "Sagen Sie uns, worum es geht: Wir antworten per E-Mail innerhalb von zwei Werktagen.",
  "help.contact.category": "Thema",
  "help.contact.subject": "Betreff",
  "help.contact.choose": "Bitte wählen…",
  "help.contact.name": "Ihr Name",
  "help.contact.email": "E-Mail",
  "help.contact.orderNumber": "Bestellnummer (optional)",
  "help.contact.orderHint": "Wie auf Ihrer Bestellbestätigung, zum Beispiel US00001234.",
  "help.contact.message": "Ihre Nachricht",
  "help.contact.messageHint": "{min} bis {max} Zeichen.",
  "help.contact.send": "Nachricht senden",
  "help.contact.sending": "Wird gesendet…",
  "help.contact.sentTitle": "Danke, Ihre Nachricht ist bei uns",
  "help.contact.sent":
    "Ihre Fallnummer ist {caseNumber}. Eine Kopie ging an Ihre E-Mail-Adresse; wir antworten innerhalb von zwei Werktagen.",
  "help.contact.another": "Weitere Nachricht senden",
  "help.contact.noScript":
    "Ihr Browser führt kein JavaScript aus: Bitte nehmen Sie sich vor dem Senden ein paar Sekunden zum Schreiben.",
  "help.contact.faster": "Schnelle Antworten",
  "help.contact.trackOrder": "Bestellung verfolgen",
  "help.contact.howToReturn": "Artikel zurücksenden",
  "help.contact.shipping": "Lieferzeiten und -kosten",

  "help.returns.title": "Artikel zurücksenden",
  "help.returns.description":
    "Rücksendungen an Ridgeline Outfitters: Frist, Etikett und wann Ihre Erstattung kommt.",
  "help.returns.intro":
    "Anders entschieden? Die meisten Artikel können Sie innerhalb von {days} Tagen nach der Lieferung mit einem vorausbezahlten Etikett zurücksenden.",
  "help.returns.step1.title": "1. Rücksendung starten",
  "help.returns.step1.account":
    "Mit Konto: Öffnen Sie Ihr Konto, wählen Sie die Bestellung und dann „Artikel zurücksenden“.",
  "help.returns.step1.guest":
    "Ohne Konto bestellt: Öffnen Sie den Link aus Ihrer Bestell-E-Mail, oder geben Sie Bestellnummer und E-Mail-Adresse ein, um einen neuen Link zu erhalten.",
  "help.returns.step1.accountLink": "Zu meinem Konto",
  "help.returns.step1.guestLink": "Bestellung finden",
  "help.returns.step2.title": "2. Artikel und Grund wählen",
  "help.returns.step2.text":
    "Wählen Sie die Artikel und wie viele Sie zurücksenden, und sagen Sie uns warum: Das hilft uns, bessere Produkte zu machen.",
  "help.returns.step3.title": "3. Etikett drucken",
  "help.returns.step3.text":
    "Sie erhalten ein Rücksendeetikett als PDF mit einem Barcode Ihrer Rücksendenummer. Drucken Sie es aus, kleben Sie es auf das Paket und geben Sie es beim Versanddienst ab.",
  "help.returns.step4.title": "4. Erstattung erhalten",
  "help.returns.step4.text":
    "Sobald Ihr Paket bei uns ist, prüfen wir es und erstatten jeden zurückgesendeten Artikel centgenau innerhalb von fünf Werktagen.",
  "help.returns.refund.title": "Was erstattet wird, und wie",
  "help.returns.refund.tenders":
    "Die Erstattung geht den Weg Ihrer Zahlung: zuerst auf Ihre Karte, dann auf Ihre Geschenkkarte, dann als Punkte auf Ihren XPLR Pass.",
  "help.returns.refund.condition":
    "Artikel müssen ungetragen, ungewaschen und mit Etikett sein. Ein beschädigt ankommender Artikel wird nicht erstattet.",
  "help.returns.refund.exceptions":
    "Personalisierte (auf Bestellung gefertigte) Artikel und E-Geschenkkarten sind von der Rücksendung ausgeschlossen.",
  "help.returns.window.title": "Rücksendefrist",
  "help.returns.window.text": "{days} Tage ab Lieferung auf dieser Website.",

  "help.shipping.title": "Lieferbedingungen",
  "help.shipping.description":
    "Versandarten, Lieferzeiten, Preise und die Grenze für kostenlosen Versand bei Ridgeline Outfitters.",
  "help.shipping.intro":
    "Das sind die Versandarten dieser Website mit ihren Kosten und Lieferzeiten. Sie wählen an der Kasse eine für jede Sendung.",
  "help.shipping.method": "Versandart",
  "help.shipping.time": "Lieferzeit",
  "help.shipping.price": "Preis",
  "help.shipping.free": "Kostenlos",
  "help.shipping.freeFrom":
    "Der Standardversand ist ab einem Bestellwert von {threshold} kostenlos.",
  "help.shipping.noFree": "Derzeit läuft kein Angebot für kostenlosen Versand.",
  "help.shipping.sameDay":
    "Lieferung am selben Tag: Bestellen Sie vor {hour}:00 Uhr Ortszeit für eine Lieferung am Abend in {metros}.",
  "help.shipping.customs": "Auf Bestellung gefertigte Artikel",
  "help.shipping.customsText":
    "Personalisierte Artikel werden zuerst gefertigt; das dauert fünf Werktage länger. Sie werden nur an eine Wohnadresse geliefert.",
  "help.shipping.businessDays":
    "Werktage sind Montag bis Freitag ohne Feiertage. An Postfächer liefern wir nicht.",

  "help.xplr.title": "XPLR Pass",
  "help.xplr.description":
    "XPLR Pass, das kostenlose Treueprogramm von Ridgeline Outfitters: Punkte bei jeder Bestellung sammeln und damit bezahlen.",
  "help.xplr.intro":
    "Unser kostenloses Treueprogramm: Jede Bestellung bringt Sie der nächsten Tour näher.",
  "help.xplr.earn.title": "Punkte sammeln",
  "help.xplr.earn.text":
    "Mitglieder erhalten {points} Punkt für jede volle Einheit von {unit} des Bestellwerts. Die Punkte werden mit der Bestellung gutgeschrieben.",
  "help.xplr.pay.title": "Mit Punkten bezahlen",
  "help.xplr.pay.text":
    "An der Kasse ist jeder Punkt {value} wert. Setzen Sie so viele ein, wie Sie möchten; den Rest zahlen Sie mit Karte.",
  "help.xplr.vouchers.title": "Oder in Gutscheine tauschen",
  "help.xplr.vouchers.points": "Punkte",
  "help.xplr.vouchers.amount": "Gutschein",
  "help.xplr.welcome.title": "Ein Willkommensgeschenk",
  "help.xplr.welcome.text":
    "Treten Sie bei und erhalten Sie {percent} % Rabatt auf eine Bestellung innerhalb von {days} Tagen.",
  "help.xplr.join": "XPLR Pass beitreten",
  "help.xplr.joinSignedIn": "Über mein Konto beitreten",
  "help.xplr.terms": "Programmbedingungen",

  "help.warranty.title": "Garantiefall",
  "help.warranty.description":
    "Melden Sie einen fehlerhaften Artikel aus einer Ihrer Bestellungen.",
  "help.warranty.intro":
    "Ein Artikel von uns ist fehlerhaft? Wählen Sie ihn aus und beschreiben Sie das Problem. Wir antworten innerhalb von fünf Werktagen.",
  "help.warranty.orderNumber": "Bestellnummer",
  "help.warranty.findOrder": "Artikel anzeigen",
  "help.warranty.item": "Welcher Artikel?",
  "help.warranty.qty": "Menge {qty}",
  "help.warranty.issue": "Was ist defekt?",
  "help.warranty.issueHint": "{min} bis {max} Zeichen: seit wann, was Sie sehen.",
  "help.warranty.send": "Garantiefall senden",
  "help.warranty.sent":
    "Ihre Garantienummer ist {claimNumber}. Eine Kopie ging an Ihre E-Mail-Adresse; wir antworten innerhalb von fünf Werktagen.",
  "help.warranty.ordersLink": "Meine Bestellungen",

  "help.event.description": "Melden Sie sich für eine Veranstaltung von Ridgeline Outfitters an.",
  "help.event.dates": "{start} bis {end}",
  "help.event.oneDay": "{date}",
  "help.event.placesLeft": "Noch {count} Plätze frei",
  "help.event.full": "Diese Veranstaltung ist ausgebucht.",
  "help.event.closed": "Die Anmeldung für diese Veranstaltung ist geschlossen.",
  "help.event.signIn":
    "Melden Sie sich an oder erstellen Sie ein Konto, um sich zu registrieren: Ihr Platz gehört zu Ihrem Konto.",
  "help.event.signInLink": "Anmelden",
  "help.event.signUpLink": "Konto erstellen",
  "help.event.email": "E-Mail",
  "help.event.firstName": "Vorname",
  "help.event.lastName": "Nachname",
  "help.event.gender": "Geschlecht (optional)",
  "help.event.gender.none": "Keine Angabe",
  "help.event.gender.F": "Weiblich",
  "help.event.gender.M": "Männlich",
  "help.event.gender.X": "Divers",
  "help.event.phone": "Telefon (optional)",
  "help.event.days": "An welchen Tagen kommen Sie?",
  "help.event.daysHint": "Wählen Sie keinen Tag, um an allen Tagen zu kommen.",
  "help.event.plusOne": "Bringen Sie jemanden mit? Name der Begleitung (optional)",
  "help.event.plusOneHint": "Eine Begleitung belegt einen zweiten Platz.",
  "help.event.terms":
    "Ich akzeptiere die Teilnahmebedingungen: Ich nehme auf eigenes Risiko teil und folge den Guides.",
  "help.event.register": "Anmelden",
  "help.event.registered": "Sie sind angemeldet. Bis zum {date}!",
  "help.event.updated": "Ihre Anmeldung wurde aktualisiert.",
  "help.event.notFound": "Diese Veranstaltung wurde nicht gefunden.",

  "help.notifications.title": "Verfügbarkeitsalarme",
  "help.notifications.intro":
    "Ist eine gewünschte Größe wieder da, senden wir eine einzige E-Mail an {email}.",
  "help.notifications.toggle": "Mir schreiben, wenn ein gewünschter Artikel wieder verfügbar ist",
  "help.notifications.on": "Alarme sind eingeschaltet.",
  "help.notifications.off":
    "Alarme sind ausgeschaltet: Wir behalten Ihre Liste, senden aber nichts.",
  "help.notifications.turnOff": "Alarme ausschalten",
  "help.notifications.turnOn": "Alarme einschalten",
  "help.notifications.list": "Artikel, auf die Sie warten",
  "help.notifications.empty":
    "Sie warten auf keinen Artikel. Wählen Sie auf einer Produktseite eine ausverkaufte Größe und lassen Sie sich benachrichtigen.",
  "help.notifications.size": "Größe {size}",
  "help.notifications.waiting": "Wartet",
  "help.notifications.sent": "E-Mail gesendet am {date}",
  "help.notifications.remove": "Entfernen",
  "help.notifications.removeLabel": "{name} entfernen",
  "help.notifications.saved": "Ihre Alarme sind gespeichert.",
  "help.notifications.removed": "Der Artikel wurde aus Ihren Alarmen entfernt.",
  "help.notifications.unknownItem": "Artikel {upc}",

  "help.error.category": "Wählen Sie ein Thema aus der Liste.",
  "help.error.subject": "Wählen Sie einen Betreff dieses Themas.",
  "help.error.name": "Geben Sie einen Namen mit höchstens {max} Zeichen ein.",
  "help.error.email": "Geben Sie eine gültige E-Mail-Adresse ein.",
  "help.error.orderNumber": "Eine Bestellnummer sieht so aus: US00001234.",
  "help.error.message": "Schreiben Sie zwischen {min} und {max} Zeichen.",
  "help.error.botCheck":
    "Wir konnten nicht prüfen, dass Sie kein Roboter sind. Bitte senden Sie das Formular erneut.",
  "help.error.tooMany": "Zu viele Nachrichten aus Ihrem Netz. Bitte versuchen Sie es später.",
  "help.error.generic": "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  "help.error.orderNotFound": "Diese Bestellung ist in Ihrem Konto nicht zu finden.",
  "help.error.notDelivered":
    "Diese Bestellung ist noch nicht geliefert. Einen Garantiefall können Sie melden, sobald der Artikel angekommen ist.",
  "help.error.claimOpen":
    "Für diesen Artikel ist bereits ein Garantiefall offen. Wir antworten per E-Mail.",
  "help.error.line": "Wählen Sie einen Artikel dieser Bestellung.",
  "help.error.issue": "Beschreiben Sie das Problem in {min} bis {max} Zeichen.",
  "help.error.eventFull": "Leider sind nicht mehr genug Plätze frei.",
  "help.error.eventClosed": "Die Anmeldung für diese Veranstaltung ist geschlossen.",
  "help.error.eventNotFound": "Diese Veranstaltung wurde nicht gefunden.",
  "help.error.terms": "Bitte akzeptieren Sie die Teilnahmebedingungen.",
  "help.error.days": "Wählen Sie Tage der Veranstaltung.",
  "help.error.plusOne": "Geben Sie den Namen Ihrer Begleitung ein oder lassen Sie das Feld leer.",
  "help.error.phone": "Geben Sie eine gültige Telefonnummer ein.",
  "help.error.session": "Bitte melden Sie sich erneut an.",
};
