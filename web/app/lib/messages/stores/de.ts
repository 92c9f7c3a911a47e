import type { EN_STORES } from "./en";

/** German text of the store locator (keys: ./en). */
export const DE_STORES: Record<keyof typeof EN_STORES, string> = {
  "stores.title": "Filiale finden | Ridgeline Outfitters",
  "stores.description":
    "Finden Sie eine Ridgeline Outfitters Filiale in Ihrer Nähe, mit Öffnungszeiten, Telefon und Abholung im Geschäft.",
  "stores.heading": "Filiale finden",
  "stores.intro":
    "Schuhe anprobieren, Rucksack anpassen lassen und Online-Bestellungen in Ihrer Nähe abholen.",
  "stores.place": "Postleitzahl oder Ort",
  "stores.radius": "Umkreis",
  "stores.submit": "Filialen suchen",
  "stores.searching": "Wird gesucht…",
  "stores.results.one": "{count} Filiale im Umkreis von {radius} um {place}",
  "stores.results.other": "{count} Filialen im Umkreis von {radius} um {place}",
  "stores.none":
    "Keine Filiale im Umkreis von {radius} um {place}. Versuchen Sie einen größeren Umkreis.",
  "stores.around": "Unsere Filialen rund um {city}",
  "stores.error.invalid": "Geben Sie eine Postleitzahl oder einen Ort ein (2 bis 80 Zeichen).",
  "stores.openNow": "Jetzt geöffnet",
  "stores.closedNow": "Jetzt geschlossen",
  "stores.away": "{distance} entfernt",
  "stores.pickup": "Abholung im Geschäft möglich",
  "stores.hours": "Öffnungszeiten",
  "stores.closed": "Geschlossen",
  "stores.today": "Heute",
  "stores.directions": "Route planen",
  "stores.directionsLabel": "Route planen zu {name} auf OpenStreetMap (öffnet in neuem Tab)",
};
