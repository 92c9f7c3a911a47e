import type { EN_GIFTCARDS } from "./en";

/** French text of the gift card pages (keys: ./en). */
export const FR_GIFTCARDS: Record<keyof typeof EN_GIFTCARDS, string> = {
  "giftCard.pageTitle": "Cartes cadeaux | Ridgeline Outfitters",
  "giftCard.title": "Offrir une carte cadeau Ridgeline",
  "giftCard.intro":
    "Envoyée par e-mail dès la commande passée, avec un numéro et un code PIN à utiliser en ligne. Tout montant de {min} à {max}.",
  "giftCard.amount": "Montant",
  "giftCard.otherAmount": "Autre montant",
  "giftCard.to": "Nom du destinataire",
  "giftCard.email": "E-mail du destinataire",
  "giftCard.message": "Votre message (facultatif)",
  "giftCard.qty": "Nombre de cartes",
  "giftCard.submit": "Ajouter au panier",
  "giftCard.haveOne": "Vous avez une carte cadeau ? Consultez son solde",
  "giftCard.noAmount": "Choisissez un montant de {min} à {max}.",
  "giftCard.notSold": "Les cartes cadeaux ne sont pas en vente pour le moment.",
  "giftCards.pageTitle": "Cartes cadeaux",
  "giftCards.checkTitle": "Consulter un solde",
  "giftCards.balancePageTitle": "Solde de la carte cadeau",
  "giftCards.balanceIntro":
    "Saisissez le numéro et le code PIN de la carte, tels que l’e-mail les donne, pour voir ce qu’il reste dessus.",
  "giftCards.number": "Numéro de carte",
  "giftCards.pin": "Code PIN",
  "giftCards.check": "Consulter le solde",
  "giftCards.balance": "{card} : solde de {amount}.",
  "giftCards.boughtTitle": "Cartes cadeaux achetées",
  "giftCards.none": "Vous n'avez encore acheté aucune carte cadeau.",
  "giftCards.buy": "Acheter une carte cadeau",
  "giftCards.for": "Pour {name} ({email})",
  "giftCards.left": "Reste {left} sur {amount}",
  "giftCards.order": "Commande {order}",
  "giftCards.resend": "Renvoyer l'e-mail",
  "giftCards.resendNote":
    "Un nouveau numéro et un nouveau code PIN sont envoyés ; les anciens ne fonctionnent plus.",
  "giftCards.resent": "Renvoyée à {email}, avec un nouveau numéro et code PIN.",
};
