import type { EN_COMPARE } from "./en";

/**
 * French text of the product comparison: the tiles' toggle, the tray and the compare page (keys:
 * ./en).
 */
export const FR_COMPARE: Record<keyof typeof EN_COMPARE, string> = {
  "compare.add": "Comparer",
  "compare.addLabel": "Comparer {name}",
  "compare.tray": "Comparer des produits",
  "compare.count": "{count} sur {max} choisis",
  "compare.go": "Comparer",
  "compare.clear": "Effacer",
  "compare.remove": "Retirer {name} de la comparaison",
  "compare.full": "Vous pouvez comparer {max} produits au maximum.",
  "compare.title": "Comparer des produits | Ridgeline Outfitters",
  "compare.heading": "Comparer des produits",
  "compare.needMore": "Choisissez au moins {min} produits à comparer ({max} au maximum).",
  "compare.notFound": "L'un de ces produits n'est plus disponible.",
  "compare.back": "Continuer mes achats",
  "compare.product": "Produit",
  "compare.price": "Prix",
  "compare.rating": "Note",
  "compare.colours": "Coloris",
  "compare.sizes": "Tailles en stock",
  "compare.brand": "Marque",
  "compare.category": "Catégorie",
  "compare.type": "Type",
  "compare.season": "Saison",
  "compare.badge": "Mention",
  "compare.view": "Voir le produit",
  "compare.none": "–",
};
