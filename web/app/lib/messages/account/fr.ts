import type { EN_ACCOUNT } from "./en";

/**
 * French text of the account pages' frame and overview (navigation, loyalty, programmes) (keys:
 * ./en).
 */
export const FR_ACCOUNT: Record<keyof typeof EN_ACCOUNT, string> = {
  "account.title": "Bonjour {name}",
  "account.pageTitle": "Votre compte | Ridgeline Outfitters",
  "account.details": "Vos informations",
  "account.name": "Nom",
  "account.email": "E-mail",
  "account.phone": "Téléphone",
  "account.birthDate": "Date de naissance",
  "account.missing": "Non renseigné",
  "account.incomplete":
    "Votre profil est incomplet : ajoutez votre téléphone, votre code postal et votre date de naissance pour profiter pleinement de votre compte.",
  "accountNav.label": "Rubriques du compte",
  "accountNav.orders": "Commandes",
  "accountNav.overview": "Aperçu",
  "accountNav.addresses": "Adresses",
  "accountNav.favorites": "Favoris",
  "accountNav.paymentMethods": "Moyens de paiement",
  "accountNav.notifications": "Alertes de retour en stock",
  "accountNav.preferences": "Préférences de communication",
  "account.main": "Principale",
  "addresses.makeMain": "Définir comme principale",
  "addresses.cancel": "Annuler",
  "accountNav.password": "Mot de passe",
  "accountNav.profile": "Profil",
  "loyalty.title": "Ridgeline Rewards",
  "loyalty.points": "Points",
  "loyalty.memberId": "Numéro de membre",
  "loyalty.voucherOffered":
    "Vous pouvez utiliser un bon de {amount} pour {points} points à la commande.",
  "loyalty.noVoucher": "Cumulez {points} points pour débloquer votre premier bon.",
  "loyalty.pitch":
    "Gagnez des points à chaque commande et transformez-les en bons d'achat. Les membres reçoivent aussi une remise de bienvenue.",
  "loyalty.join": "Rejoindre le programme de fidélité",
  "loyalty.joined": "Bienvenue chez Ridgeline Rewards ! Votre numéro de membre figure ci-dessous.",
  "loyalty.welcomePromo":
    "Votre cadeau de bienvenue : {percent} de remise sur une commande jusqu'au {date} avec le code",
  "spend.heading": "Vos programmes",
  "spend.program.EMPLOYEE": "Remise employé",
  "spend.program.ATHLETE": "Programme athlète",
  "spend.program.WRANX": "Programme pro WRANX",
  "spend.program.IPA": "Programme pro IPA",
  "spend.line": "Vous avez dépensé {spent} sur votre budget annuel de {allowance}",
  "spend.remaining": "Il reste {remaining} en {year}",
  "spend.memberId": "Numéro de membre {id}",
  "accountNav.reservations": "Réservations en magasin",
  "accountNav.giftCards": "Cartes cadeaux",
  "reservations.pageTitle": "Réservations en magasin",
  "reservations.empty": "Vous n’avez aucune réservation en magasin.",
  "reservations.until": "Gardé jusqu’au {until}",
  "reservations.cancel": "Annuler",
  "reservations.cancelled": "La réservation {number} est annulée.",
};
