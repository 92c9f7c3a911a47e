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
  "store.km": "{distance} km",
  "store.noResults": "Keine Geschäfte in der Nähe von „{query}“.",
  "store.noPickup": "Keine Abholung in diesem Geschäft",
  "stores.error.unknown":
    "Wir finden „{q}“ nicht. Prüfen Sie die Schreibweise oder versuchen Sie eine Postleitzahl oder einen Ort in der Nähe.",
  "sizeChart.close": "Schließen",
};
