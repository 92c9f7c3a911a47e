import type { EN_COMPARE } from "./en";

/**
 * German text of the product comparison: the tiles' toggle, the tray and the compare page (keys:
 * ./en).
 */
export const DE_COMPARE: Record<keyof typeof EN_COMPARE, string> = {
  "compare.add": "Vergleichen",
  "compare.addLabel": "{name} vergleichen",
  "compare.tray": "Produkte vergleichen",
  "compare.count": "{count} von {max} gewählt",
  "compare.go": "Vergleichen",
  "compare.clear": "Leeren",
  "compare.remove": "{name} aus dem Vergleich entfernen",
  "compare.full": "Sie können höchstens {max} Produkte vergleichen.",
  "compare.title": "Produkte vergleichen | Ridgeline Outfitters",
  "compare.heading": "Produkte vergleichen",
  "compare.needMore": "Wählen Sie mindestens {min} Produkte zum Vergleichen (höchstens {max}).",
  "compare.notFound": "Eines dieser Produkte ist nicht mehr verfügbar.",
  "compare.back": "Weiter einkaufen",
  "compare.product": "Produkt",
  "compare.price": "Preis",
  "compare.rating": "Bewertung",
  "compare.colours": "Farben",
  "compare.sizes": "Größen auf Lager",
  "compare.brand": "Marke",
  "compare.category": "Kategorie",
  "compare.type": "Art",
  "compare.season": "Saison",
  "compare.badge": "Hinweis",
  "compare.view": "Zum Produkt",
  "compare.none": "–",
};
