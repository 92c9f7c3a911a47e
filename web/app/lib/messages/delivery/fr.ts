import type { EN_DELIVERY } from "./en";

export const FR_DELIVERY: Record<keyof typeof EN_DELIVERY, string> = {
  "delivery.kind.home": "Livraison à domicile",
  "delivery.kind.point": "Point relais",
  "delivery.kind.store": "Retrait en magasin",
  "delivery.kind.sts": "Livraison en magasin",
  "delivery.kind.email": "Par e-mail",
  "delivery.collectAt": "À retirer chez {place}",
  "delivery.emailed": "Envoyé au destinataire par e-mail : rien à retirer.",
  "delivery.free": "Gratuit",
  "delivery.arrives": "Livraison le {date}",
  "delivery.arrivesBetween": "Livraison entre le {first} et le {last}",
  "delivery.ready": "Prêt à retirer le {date}",
  "delivery.readyBetween": "Prêt à retirer entre le {first} et le {last}",
};
