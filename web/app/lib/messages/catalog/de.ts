import type { EN_CATALOG } from "./en";

/**
 * German text of product tiles, quick shop and the buy box, wherever products are listed or sold
 * (keys: ./en).
 */
export const DE_CATALOG: Record<keyof typeof EN_CATALOG, string> = {
  "listing.sortBy": "Sortieren nach",
  "tile.colours": "{count} Farben",
  "product.colour": "Farbe:",
  "product.soldOut": "ausverkauft",
  "product.size": "Größe",
  "product.fewLeft": "nur noch wenige",
  "product.quantity": "Menge",
  "product.add": "In den Warenkorb",
  "product.adding": "Wird hinzugefügt…",
  "product.added": "Zum Warenkorb hinzugefügt.",
  "product.viewBag": "Warenkorb ansehen",
  "added.title": "Zum Warenkorb hinzugefügt",
  "added.details": "{colour} · Größe {size} · Menge {qty}",
  "added.bag.one": "{count} Artikel im Warenkorb",
  "added.bag.other": "{count} Artikel im Warenkorb",
  "added.continue": "Weiter einkaufen",
  "quickshop.open": "Schnellkauf",
  "quickshop.openFor": "Schnellkauf: {name}",
  "quickshop.details": "Alle Details ansehen",
  "badge.new": "Neu",
  "badge.best-seller": "Bestseller",
  "badge.sustainable": "Nachhaltig",
  "badge.online-only": "Nur online",
  "favorites.save": "Zu Favoriten hinzufügen",
  "favorites.saved": "In Ihren Favoriten",
  "favorites.saveLabel": "{name} zu Favoriten hinzufügen",
  "favorites.removeLabel": "{name} aus Favoriten entfernen",
};
