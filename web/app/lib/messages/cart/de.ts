import type { EN_CART } from "./en";

/** German text of the bag (keys: ./en). */
export const DE_CART: Record<keyof typeof EN_CART, string> = {
  "cart.title": "Ihr Warenkorb | Ridgeline Outfitters",
  "cart.empty.title": "Ihr Warenkorb ist leer",
  "cart.empty.text": "Finden Sie etwas für unterwegs: neue Jacken, Schuhe und Rucksäcke sind da.",
  "cart.empty.cta": "Jetzt einkaufen",
  "cart.heading": "Ihr Warenkorb",
  "cart.items.one": "({count} Artikel)",
  "cart.items.other": "({count} Artikel)",
  "cart.lines": "Artikel in Ihrem Warenkorb",
  "cart.quantity": "Menge:",
  "cart.each": "{price} pro Stück",
  "cart.summary": "Bestellübersicht",
  "cart.subtotal": "Zwischensumme",
  "cart.discounts": "Rabatte",
  "cart.shipping": "Versand",
  "cart.tax": "Steuern",
  "cart.atCheckout": "Wird an der Kasse berechnet",
  "cart.total": "Voraussichtliche Summe",
  "cart.checkoutSoon": "Die Kasse öffnet bald. Ihr Warenkorb ist auf diesem Gerät gespeichert.",
  "cart.quantityOf": "Menge von {name}",
  "cart.update": "Aktualisieren",
  "cart.remove": "Entfernen",
  "cart.removeLabel": "{name} aus dem Warenkorb entfernen",
  "cart.updated": "Menge aktualisiert.",
  "cart.removedItem": "{name} wurde aus Ihrem Warenkorb entfernt.",
  "cart.removeFailed":
    "Der Artikel konnte nicht aus dem Warenkorb entfernt werden. Bitte versuchen Sie es später erneut.",
  "cart.updateFailed": "Die Menge konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
  "cart.error.INV405": "Von dieser Größe sind nicht mehr so viele da. Wählen Sie weniger.",
  "cart.error.INV700": "Diese Größe ist jetzt ausverkauft.",
  "cart.error.INV408": "Sie können von diesem Artikel nicht mehr hinzufügen.",
  "cart.error.ORD404":
    "Dieser Artikel ist nicht mehr in Ihrem Warenkorb. Die Seite zeigt jetzt Ihren aktuellen Warenkorb.",
  "cart.chooseQty": "Wählen Sie eine Menge von 1 bis {max}.",
};
