import type { EN_GIFTCARDS } from "./en";

/** German text of the gift card pages (keys: ./en). */
export const DE_GIFTCARDS: Record<keyof typeof EN_GIFTCARDS, string> = {
  "giftCard.pageTitle": "Geschenkkarten | Ridgeline Outfitters",
  "giftCard.title": "Eine Ridgeline-Geschenkkarte verschenken",
  "giftCard.intro":
    "Per E-Mail verschickt, sobald die Bestellung aufgegeben ist, mit Nummer und PIN für den Online-Einkauf. Jeder Betrag von {min} bis {max}.",
  "giftCard.amount": "Betrag",
  "giftCard.otherAmount": "Anderer Betrag",
  "giftCard.to": "Name des Empfängers",
  "giftCard.email": "E-Mail des Empfängers",
  "giftCard.message": "Ihre Nachricht (optional)",
  "giftCard.qty": "Anzahl der Karten",
  "giftCard.submit": "In den Warenkorb",
  "giftCard.haveOne": "Sie haben eine Geschenkkarte? Guthaben abfragen",
  "giftCard.noAmount": "Wählen Sie einen Betrag von {min} bis {max}.",
  "giftCard.notSold": "Geschenkkarten sind derzeit nicht erhältlich.",
  "giftCards.pageTitle": "Geschenkkarten",
  "giftCards.checkTitle": "Guthaben abfragen",
  "giftCards.balancePageTitle": "Guthaben der Geschenkkarte",
  "giftCards.balanceIntro":
    "Geben Sie Nummer und PIN der Karte aus der E-Mail ein, um das verbleibende Guthaben zu sehen.",
  "giftCards.number": "Kartennummer",
  "giftCards.pin": "PIN",
  "giftCards.check": "Guthaben abfragen",
  "giftCards.balance": "{card}: Guthaben {amount}.",
  "giftCards.boughtTitle": "Gekaufte Geschenkkarten",
  "giftCards.none": "Sie haben noch keine Geschenkkarten gekauft.",
  "giftCards.buy": "Geschenkkarte kaufen",
  "giftCards.for": "Für {name} ({email})",
  "giftCards.left": "{left} von {amount} übrig",
  "giftCards.order": "Bestellung {order}",
  "giftCards.resend": "E-Mail erneut senden",
  "giftCards.resendNote":
    "Es werden eine neue Nummer und PIN gesendet; die alten gelten nicht mehr.",
  "giftCards.resent": "Erneut an {email} gesendet, mit neuer Nummer und PIN.",
};
