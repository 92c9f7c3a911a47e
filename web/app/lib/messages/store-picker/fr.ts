import type { EN_STORE_PICKER } from "./en";

/** French text of choosing a store and its stock (listing filter, product page) (keys: ./en). */
export const FR_STORE_PICKER: Record<keyof typeof EN_STORE_PICKER, string> = {
  "store.check": "Vérifier le stock en magasin",
  "store.pickupAt": "Retrait à {store}",
  "store.useMyLocation": "Utiliser ma position",
  "store.locating": "Recherche de votre position…",
  "store.locationFailed":
    "Nous n'avons pas pu déterminer votre position. Saisissez plutôt un code postal ou une ville.",
  "store.nearMe":
    "Résultats près de {place}, là où vous êtes. Ce n'est pas le cas ? Saisissez un code postal ou une ville ci-dessus.",
  "store.query": "Code postal ou ville",
  "store.search": "Trouver des magasins",
  "store.choose": "Choisir ce magasin",
  "store.chosen": "Votre magasin",
  "store.inStock": "En stock en {colour} : {sizes}",
  "store.noStock": "Pas en stock en {colour}",
  "store.openNow": "Ouvert",
  "store.closedNow": "Fermé",
  "store.km": "{distance} km",
  "store.noResults": "Aucun magasin près de « {query} ».",
  "store.noPickup": "Pas de retrait dans ce magasin",
  "stores.error.unknown":
    "Nous ne trouvons pas « {q} ». Vérifiez l'orthographe ou essayez un code postal ou une ville proche.",
  "sizeChart.close": "Fermer",
};
