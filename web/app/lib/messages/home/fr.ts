import type { EN_HOME } from "./en";

/** French text of the home page (keys: ./en). */
export const FR_HOME: Record<keyof typeof EN_HOME, string> = {
  "home.title": "Ridgeline Outfitters | Vêtements et chaussures outdoor",
  "home.description": "Vestes, polaires, chaussures et sacs conçus pour les longs chemins.",
  "home.eyebrow": "Nouvelle saison · AH26",
  "home.heading": "Conçu pour les longs chemins",
  "home.text":
    "Vestes imperméables, polaires chaudes et chaussures qui se font au pied sans s'user.",
  "home.shop": "Voir {name}",
  "home.byCategory": "Acheter par catégorie",
  "home.topRated": "Les mieux notés",
  "home.justIn": "Nouveautés",
};
