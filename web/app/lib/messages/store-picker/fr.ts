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
  "store.noResults": "Aucun magasin près de « {query} ».",
  "store.noPickup": "Pas de retrait dans ce magasin",
  "stores.error.unknown":
    "Nous ne trouvons pas « {q} ». Vérifiez l'orthographe ou essayez un code postal ou une ville proche.",
  "sizeChart.close": "Fermer",
  "reserve.action": "Réserver dans ce magasin",
  "reserve.title": "Réserver à {store}",
  "reserve.intro":
    "Nous le gardons pour vous 48 heures. Rien à payer maintenant : vous payez en caisse au retrait.",
  "reserve.size": "Taille",
  "reserve.firstName": "Prénom",
  "reserve.lastName": "Nom",
  "reserve.email": "E-mail",
  "reserve.phone": "Téléphone (facultatif)",
  "reserve.submit": "Réserver",
  "reserve.done": "Réservé : {number}",
  "reserve.doneText":
    "{store} vous garde {qty} × {name} ({colour}, taille {size}) jusqu’au {until}.",
  "reserve.payAtTill":
    "Payez {price} en caisse au retrait. Nous avons envoyé les détails à {email}.",
  "reserve.list": "Voir ou annuler vos réservations",
  "reserve.error.INV405": "Le magasin n’a plus cette taille en rayon.",
  "reserve.error.RSV409": "Vous avez déjà 3 réservations. Annulez-en une pour en faire une autre.",
  "reserve.error.SHP404": "Ce magasin ne garde pas d’articles à retirer.",
  "reserve.error.other": "La réservation n’a pas abouti. Vérifiez le formulaire et réessayez.",
};
