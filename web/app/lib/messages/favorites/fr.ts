import type { EN_FAVORITES } from "./en";

/** French text of the favourites pages (keys: ./en). */
export const FR_FAVORITES: Record<keyof typeof EN_FAVORITES, string> = {
  "favorites.title": "Favoris | Ridgeline Outfitters",
  "favorites.count.one": "({count} article)",
  "favorites.count.other": "({count} articles)",
  "favorites.empty.title": "Aucun favori pour l'instant",
  "favorites.empty.text": "Touchez le cœur d'un produit pour le garder ici.",
  "favorites.empty.cta": "Commencer vos achats",
  "favorites.remove": "Retirer",
  "favorites.inStock": "En stock en ligne",
  "favorites.outOfStock": "Épuisé en ligne",
  "favorites.addToBag": "Ajouter au panier",
  "favorites.view": "Voir le produit",
  "favorites.more": "Afficher plus",
  "favorites.error.employee": "Les favoris ne sont pas conservés dans une session employé.",
  "favorites.share.button": "Partager la liste",
  "favorites.share.renew": "Créer un nouveau lien",
  "favorites.share.existing": "Cette liste a un lien de partage. Un nouveau lien le remplace.",
  "favorites.share.label": "Lien de partage",
  "favorites.share.copy": "Copier",
  "favorites.share.copied": "Copié",
  "favorites.share.note":
    "Toute personne ayant ce lien peut voir la liste, sans la modifier ni savoir qui vous êtes.",
  "favorites.shared.title": "Favoris partagés | Ridgeline Outfitters",
  "favorites.shared.heading": "Favoris partagés",
  "favorites.shared.intro":
    "Quelqu'un a partagé ces produits avec vous. Choisissez une taille sur la page du produit pour l'ajouter au panier.",
  "favorites.shared.empty": "Cette liste est vide pour le moment.",
};
