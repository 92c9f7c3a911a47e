import type { EN_ASSOCIATES } from "./en";

/** French text of the associate login of an in-store session (keys: ./en). */
export const FR_ASSOCIATES: Record<keyof typeof EN_ASSOCIATES, string> = {
  "associate.pageTitle": "Connexion conseiller | Ridgeline Outfitters",
  "associate.title": "Connexion conseiller",
  "associate.intro":
    "Choisissez votre magasin, puis votre nom, et saisissez votre code conseiller pour acheter pour un client en magasin.",
  "associate.store": "Magasin",
  "associate.chooseStore": "Choisissez un magasin",
  "associate.continue": "Continuer",
  "associate.employee": "Conseiller",
  "associate.secret": "Code conseiller",
  "associate.submit": "Démarrer la session en magasin",
  "associate.changeStore": "Changer de magasin",
  "associate.error.credentials": "Le conseiller ou le code est incorrect.",
  "associate.error.lastAttempt": "Encore un code erroné et ce conseiller sera bloqué 15 minutes.",
  "associate.error.locked":
    "Ce conseiller est bloqué pour le moment. Veuillez réessayer plus tard.",
  "associate.error.store": "Ce magasin est introuvable.",
  "associate.error.generic": "Impossible de démarrer la session en magasin. Veuillez réessayer.",
  "associate.active": "Une session en magasin est en cours à {store} pour {employee}.",
  "inStore.cleared": "La session en magasin est terminée.",
  "associate.chooseEmployee": "Choisissez votre nom",
};
