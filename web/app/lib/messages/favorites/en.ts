/**
 * English text of the favourites pages: the keys every language must translate. `{name}` marks a
 * value.
 */
export const EN_FAVORITES = {
  "favorites.title": "Favourites | Ridgeline Outfitters",
  "favorites.count.one": "({count} item)",
  "favorites.count.other": "({count} items)",
  "favorites.empty.title": "No favourites yet",
  "favorites.empty.text": "Tap the heart on any product to keep it here for later.",
  "favorites.empty.cta": "Start shopping",
  "favorites.remove": "Remove",
  "favorites.inStock": "In stock online",
  "favorites.outOfStock": "Out of stock online",
  "favorites.addToBag": "Add to bag",
  "favorites.view": "View product",
  "favorites.more": "Show more",
  "favorites.error.employee": "Favourites are not kept in an employee session.",
  "favorites.share.button": "Share list",
  "favorites.share.renew": "Make a new share link",
  "favorites.share.existing": "This list has a share link. A new one replaces it.",
  "favorites.share.label": "Share link",
  "favorites.share.copy": "Copy",
  "favorites.share.copied": "Copied",
  "favorites.share.note":
    "Anyone with this link can see the list, but not change it or see who you are.",
  "favorites.shared.title": "Shared favourites | Ridgeline Outfitters",
  "favorites.shared.heading": "Shared favourites",
  "favorites.shared.intro":
    "Someone shared these products with you. Choose a size on the product page to add one to your bag.",
  "favorites.shared.empty": "This list is empty right now.",
} as const;
