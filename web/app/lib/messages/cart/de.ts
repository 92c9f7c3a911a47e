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
};
