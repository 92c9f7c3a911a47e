import type { EN_PREFERENCES } from "./en";

/** French text of communication preferences and the subscription confirmation (keys: ./en). */
export const FR_PREFERENCES: Record<keyof typeof EN_PREFERENCES, string> = {
  "preferences.pageTitle": "Préférences de communication | Ridgeline Outfitters",
  "preferences.title": "Préférences de communication",
  "preferences.intro": "Choisissez comment nous vous informons des nouveautés, récits et offres.",
  "preferences.subscribed": "Vous êtes inscrit à la newsletter.",
  "preferences.pendingDone":
    "Presque terminé : consultez votre boîte de réception et suivez le lien pour confirmer.",
  "preferences.unsubscribed": "Votre désinscription a été prise en compte.",
  "preferences.since": "Inscrit depuis le {date}",
  "preferences.pending":
    "Consultez votre boîte de réception : nous avons envoyé un lien de confirmation à {recipient}.",
  "preferences.optedOut": "Désinscrit le {date}",
  "preferences.notSubscribed": "Non inscrit",
  "preferences.email": "Newsletter par e-mail",
  "preferences.sms": "Actualités par SMS",
  "preferences.emailHelp": "Nouveautés, guides et offres, environ deux fois par mois.",
  "preferences.smsHelp": "Des messages courts sur les offres et événements près de chez vous.",
  "preferences.on": "Activé",
  "preferences.noPhone": "Ajoutez un numéro de mobile à votre profil pour recevoir des SMS.",
  "preferences.cancel": "Annuler la demande",
  "preferences.optOut": "Se désinscrire",
  "preferences.optIn": "S'inscrire",
  "confirm.pageTitle": "Confirmez votre inscription | Ridgeline Outfitters",
  "confirm.title": "Confirmez votre inscription",
  "confirm.intro": "Un clic et vous recevrez notre newsletter.",
  "confirm.submit": "Confirmer l'inscription",
  "confirm.done": "Merci : votre inscription est confirmée.",
  "confirm.toPreferences": "Vos préférences de communication",
};
