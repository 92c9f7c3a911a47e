import type { EN_STORES } from "./en";

/** French text of the store locator (keys: ./en). */
export const FR_STORES: Record<keyof typeof EN_STORES, string> = {
  "stores.title": "Trouver un magasin | Ridgeline Outfitters",
  "stores.description":
    "Trouvez un magasin Ridgeline Outfitters près de chez vous : horaires, téléphone et retrait en magasin.",
  "stores.heading": "Trouver un magasin",
  "stores.intro":
    "Essayez vos chaussures, faites régler votre sac et retirez vos commandes en ligne près de chez vous.",
  "stores.place": "Code postal ou ville",
  "stores.radius": "Distance",
  "stores.submit": "Rechercher",
  "stores.searching": "Recherche…",
  "stores.results.one": "{count} magasin à moins de {radius} de {place}",
  "stores.results.other": "{count} magasins à moins de {radius} de {place}",
  "stores.none": "Aucun magasin à moins de {radius} de {place}. Essayez une distance plus grande.",
  "stores.around": "Nos magasins autour de {city}",
  "stores.error.invalid": "Saisissez un code postal ou une ville (2 à 80 caractères).",
  "stores.openNow": "Ouvert actuellement",
  "stores.closedNow": "Fermé actuellement",
  "stores.away": "à {distance}",
  "stores.pickup": "Retrait en magasin disponible",
  "stores.hours": "Horaires d'ouverture",
  "stores.closed": "Fermé",
  "stores.today": "Aujourd'hui",
  "stores.directions": "Itinéraire",
  "stores.directionsLabel": "Itinéraire vers {name} sur OpenStreetMap (nouvel onglet)",
};
