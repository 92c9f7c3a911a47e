import type { EN_FAVORITES } from "./en";

/** German text of the favourites pages (keys: ./en). */
export const DE_FAVORITES: Record<keyof typeof EN_FAVORITES, string> = {
  "favorites.title": "Favoriten | Ridgeline Outfitters",
  "favorites.count.one": "({count} Artikel)",
  "favorites.count.other": "({count} Artikel)",
  "favorites.empty.title": "Noch keine Favoriten",
  "favorites.empty.text": "Tippen Sie auf das Herz eines Produkts, um es hier zu merken.",
  "favorites.empty.cta": "Jetzt einkaufen",
  "favorites.remove": "Entfernen",
  "favorites.inStock": "Online auf Lager",
  "favorites.outOfStock": "Online ausverkauft",
  "favorites.addToBag": "In den Warenkorb",
  "favorites.view": "Produkt ansehen",
  "favorites.more": "Mehr anzeigen",
  "favorites.error.employee": "In einer Mitarbeitersitzung werden keine Favoriten gespeichert.",
  "favorites.share.button": "Liste teilen",
  "favorites.share.renew": "Neuen Link erstellen",
  "favorites.share.existing": "Diese Liste hat einen Link zum Teilen. Ein neuer ersetzt ihn.",
  "favorites.share.label": "Link zum Teilen",
  "favorites.share.copy": "Kopieren",
  "favorites.share.copied": "Kopiert",
  "favorites.share.note":
    "Wer diesen Link hat, sieht die Liste, kann sie aber nicht ändern und sieht nicht, wer Sie sind.",
  "favorites.shared.title": "Geteilte Favoriten | Ridgeline Outfitters",
  "favorites.shared.heading": "Geteilte Favoriten",
  "favorites.shared.intro":
    "Jemand hat diese Produkte mit Ihnen geteilt. Wählen Sie auf der Produktseite eine Größe, um eines in den Warenkorb zu legen.",
  "favorites.shared.empty": "Diese Liste ist gerade leer.",
};
