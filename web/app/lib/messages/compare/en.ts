/**
 * English text of the product comparison: the tiles' toggle, the tray and the compare page: the
 * keys every language must translate. `{name}` marks a value.
 */
export const EN_COMPARE = {
  "compare.add": "Compare",
  "compare.addLabel": "Compare {name}",
  "compare.tray": "Compare products",
  "compare.count": "{count} of {max} chosen",
  "compare.go": "Compare",
  "compare.clear": "Clear",
  "compare.remove": "Remove {name} from the comparison",
  "compare.full": "You can compare up to {max} products.",
  "compare.title": "Compare products | Ridgeline Outfitters",
  "compare.heading": "Compare products",
  "compare.needMore": "Choose at least {min} products to compare (up to {max}).",
  "compare.notFound": "One of these products is no longer available.",
  "compare.back": "Keep shopping",
  "compare.product": "Product",
  "compare.price": "Price",
  "compare.rating": "Rating",
  "compare.colours": "Colours",
  "compare.sizes": "Sizes in stock",
  "compare.brand": "Brand",
  "compare.category": "Category",
  "compare.type": "Type",
  "compare.season": "Season",
  "compare.badge": "Label",
  "compare.view": "View product",
  "compare.none": "–",
} as const;
