/**
 * English text of product tiles, quick shop and the buy box, wherever products are listed or sold:
 * the keys every language must translate. `{name}` marks a value.
 */
export const EN_CATALOG = {
  "listing.sortBy": "Sort by",
  "tile.colours": "{count} colours",
  "product.colour": "Colour:",
  "product.soldOut": "sold out",
  "product.size": "Size",
  "product.fewLeft": "only a few left",
  "product.quantity": "Quantity",
  "product.add": "Add to bag",
  "product.adding": "Adding…",
  "product.added": "Added to your bag.",
  "product.viewBag": "View bag",
  "added.title": "Added to your bag",
  "added.details": "{colour} · Size {size} · Qty {qty}",
  "added.bag.one": "{count} item in your bag",
  "added.bag.other": "{count} items in your bag",
  "added.continue": "Continue shopping",
  "quickshop.open": "Quick shop",
  "quickshop.openFor": "Quick shop: {name}",
  "quickshop.details": "View full details",
  // Catalogue badges, by code (productLabel); the API sends the English text.
  "badge.new": "New",
  "badge.best-seller": "Best Seller",
  "badge.sustainable": "Sustainable",
  "badge.online-only": "Online Only",
  "favorites.save": "Save to favourites",
  "favorites.saved": "Saved to favourites",
  "favorites.saveLabel": "Save {name} to favourites",
  "favorites.removeLabel": "Remove {name} from favourites",
} as const;
