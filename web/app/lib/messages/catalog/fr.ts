import type { EN_CATALOG } from "./en";

/**
 * French text of product tiles, quick shop and the buy box, wherever products are listed or sold
 * (keys: ./en).
 */
export const FR_CATALOG: Record<keyof typeof EN_CATALOG, string> = {
  "listing.sortBy": "Trier par",
  "tile.colours": "{count} coloris",
  "product.colour": "Coloris :",
  "product.soldOut": "épuisé",
  "product.size": "Taille",
  "product.fewLeft": "plus que quelques pièces",
  "product.quantity": "Quantité",
  "product.add": "Ajouter au panier",
  "product.adding": "Ajout…",
  "product.added": "Ajouté à votre panier.",
  "product.viewBag": "Voir le panier",
  "added.title": "Ajouté à votre panier",
  "added.details": "{colour} · Taille {size} · Qté {qty}",
  "added.bag.one": "{count} article dans votre panier",
  "added.bag.other": "{count} articles dans votre panier",
  "added.continue": "Continuer mes achats",
  "quickshop.open": "Achat rapide",
  "quickshop.openFor": "Achat rapide : {name}",
  "quickshop.details": "Voir tous les détails",
  "badge.new": "Nouveau",
  "badge.best-seller": "Meilleure vente",
  "badge.sustainable": "Responsable",
  "badge.online-only": "Exclusivité web",
  "favorites.save": "Ajouter aux favoris",
  "favorites.saved": "Dans vos favoris",
  "favorites.saveLabel": "Ajouter {name} aux favoris",
  "favorites.removeLabel": "Retirer {name} des favoris",
};
