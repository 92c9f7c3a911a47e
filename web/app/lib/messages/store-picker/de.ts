import type { EN_STORE_PICKER } from "./en";

/** German text of choosing a store and its stock (listing filter, product page) (keys: ./en). */
export const DE_STORE_PICKER: Record<keyof typeof EN_STORE_PICKER, string> = {
  "store.check": "Bestand im Geschäft prüfen",
  "store.pickupAt": "Abholung in {store}",
  "store.useMyLocation": "Meinen Standort verwenden",
  "store.locating": "Standort wird ermittelt…",
  "store.locationFailed":
    "Wir konnten Ihren Standort nicht bestimmen. Geben Sie stattdessen eine Postleitzahl oder einen Ort ein.",
  "store.nearMe":
    "Orte in der Nähe von {place}, wo Sie gerade sind. Stimmt nicht? Geben Sie oben eine Postleitzahl oder einen Ort ein.",
  "store.query": "Postleitzahl oder Ort",
  "store.search": "Geschäfte finden",
  "store.choose": "Dieses Geschäft wählen",
  "store.chosen": "Ihr Geschäft",
  "store.inStock": "Vorrätig in {colour}: {sizes}",
  "store.noStock": "Nicht vorrätig in {colour}",
  "store.openNow": "Jetzt geöffnet",
  "store.closedNow": "Jetzt geschlossen",
  "store.noResults": "Keine Geschäfte in der Nähe von „{query}“.",
  "store.noPickup": "Keine Abholung in diesem Geschäft",
  "stores.error.unknown":
    "Wir finden „{q}“ nicht. Prüfen Sie die Schreibweise oder versuchen Sie eine Postleitzahl oder einen Ort in der Nähe.",
  "sizeChart.close": "Schließen",
  "reserve.action": "In dieser Filiale reservieren",
  "reserve.title": "Reservieren in {store}",
  "reserve.intro":
    "Wir legen den Artikel 48 Stunden für Sie zurück. Jetzt nichts bezahlen: Sie zahlen bei der Abholung an der Kasse.",
  "reserve.size": "Größe",
  "reserve.firstName": "Vorname",
  "reserve.lastName": "Nachname",
  "reserve.email": "E-Mail",
  "reserve.phone": "Telefon (optional)",
  "reserve.submit": "Reservieren",
  "reserve.done": "Reserviert: {number}",
  "reserve.doneText":
    "{store} legt {qty} × {name} ({colour}, Größe {size}) bis {until} für Sie zurück.",
  "reserve.payAtTill":
    "Zahlen Sie {price} bei der Abholung an der Kasse. Die Details haben wir an {email} gesendet.",
  "reserve.list": "Ihre Reservierungen ansehen oder stornieren",
  "reserve.error.INV405": "Die Filiale hat diese Größe nicht mehr im Regal.",
  "reserve.error.RSV409": "Sie haben bereits 3 Reservierungen. Stornieren Sie eine für eine neue.",
  "reserve.error.SHP404": "Diese Filiale legt keine Artikel zur Abholung zurück.",
  "reserve.error.other":
    "Die Reservierung hat nicht geklappt. Bitte prüfen Sie das Formular und versuchen Sie es erneut.",
};
