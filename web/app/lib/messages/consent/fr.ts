import type { EN_CONSENT } from "./en";

/** French text of the consent banner and preference centre (keys: ./en). */
export const FR_CONSENT: Record<keyof typeof EN_CONSENT, string> = {
  "consent.title": "Vos choix de confidentialité",
  "consent.body":
    "Nous utilisons les cookies dont la boutique a besoin pour fonctionner. Avec votre accord, nous utilisons aussi des cookies de mesure d’audience, de mémorisation de vos préférences et de publicité. Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de chaque page.",
  "consent.privacy": "Politique de confidentialité",
  "consent.acceptAll": "Tout accepter",
  "consent.rejectAll": "Tout refuser",
  "consent.preferences": "Personnaliser",
  "consent.settings": "Paramètres des cookies",
  "consent.centreTitle": "Préférences en matière de cookies",
  "consent.centreIntro":
    "Choisissez les types de cookies que nous pouvons utiliser. Les cookies nécessaires restent toujours actifs, car la boutique ne fonctionne pas sans eux.",
  "consent.save": "Enregistrer mes choix",
  "consent.close": "Fermer",
  "consent.alwaysOn": "Toujours actifs",
  "consent.C0001": "Nécessaires",
  "consent.C0001.about":
    "Vous gardent connecté, conservent votre panier et sécurisent le paiement.",
  "consent.C0002": "Performance et mesure d’audience",
  "consent.C0002.about":
    "Comptent les visites et mesurent la vitesse des pages, pour les améliorer.",
  "consent.C0003": "Fonctionnels",
  "consent.C0003.about": "Retiennent vos choix et affichent les vidéos et galeries de photos.",
  "consent.C0004": "Ciblage",
  "consent.C0004.about":
    "Personnalisent les offres et les expériences, et mesurent la publicité sur d’autres sites.",
  "consent.saved": "Vos choix de cookies ont été enregistrés.",
};
