import type { EN_CART } from "./en";

/** French text of the bag (keys: ./en). */
export const FR_CART: Record<keyof typeof EN_CART, string> = {
  "cart.title": "Votre panier | Ridgeline Outfitters",
  "cart.empty.title": "Votre panier est vide",
  "cart.empty.text": "Trouvez de quoi partir en randonnée : nouvelles vestes, chaussures et sacs.",
  "cart.empty.cta": "Commencer mes achats",
  "cart.heading": "Votre panier",
  "cart.items.one": "({count} article)",
  "cart.items.other": "({count} articles)",
  "cart.lines": "Articles de votre panier",
  "cart.quantity": "Quantité :",
  "cart.each": "{price} l'unité",
  "cart.summary": "Récapitulatif",
  "cart.subtotal": "Sous-total",
  "cart.discounts": "Remises",
  "cart.shipping": "Livraison",
  "cart.tax": "Taxes",
  "cart.atCheckout": "Calculé au paiement",
  "cart.total": "Total estimé",
  "cart.checkoutSoon": "Le paiement arrive bientôt. Votre panier est enregistré sur cet appareil.",
};
