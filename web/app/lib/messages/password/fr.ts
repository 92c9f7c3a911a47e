import type { EN_PASSWORD } from "./en";

/** French text of the change-password page (keys: ./en). */
export const FR_PASSWORD: Record<keyof typeof EN_PASSWORD, string> = {
  "password.pageTitle": "Modifier votre mot de passe | Ridgeline Outfitters",
  "password.title": "Modifier votre mot de passe",
  "password.intro": "Vous restez connecté ici ; vos autres appareils sont déconnectés.",
  "password.current": "Mot de passe actuel",
  "password.new": "Nouveau mot de passe",
  "password.confirm": "Répétez le nouveau mot de passe",
  "password.submit": "Modifier le mot de passe",
  "password.changed": "Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.",
};
